import Foundation
import Testing
import TransitTestSupport

/// An inbox as apps write it, run as written: a plain table whose refresh control a pull from
/// the top starts, ended a second later in a delayed block, and whose rows swipe open, a
/// trailing Delete that takes the row out of the data and calls its completion with true, and a
/// leading Flag that a full swipe runs.
@Suite("transit run: a list's pull to refresh and swipe actions")
struct RunPullAndSwipeTests {
  static let app = """
    import UIKit

    final class InboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        private let tableView = UITableView(frame: .zero, style: .plain)
        private var messages = ["Lunch on Friday?", "Your receipt", "Team offsite"]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            tableView.frame = view.bounds
            tableView.dataSource = self
            tableView.delegate = self
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
            let refresh = UIRefreshControl()
            refresh.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged)
            tableView.refreshControl = refresh
            view.addSubview(tableView)
        }

        @objc private func refresh(_ control: UIRefreshControl) {
            print("refreshing \\(control.isRefreshing)")
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                self.messages.insert("Welcome back", at: 0)
                self.tableView.reloadData()
                control.endRefreshing()
                print("refreshed, \\(self.messages.count) messages, refreshing \\(control.isRefreshing)")
            }
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = messages[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }

        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
                guard let self else { return }
                let removed = self.messages.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
                print("deleted \\(removed), \\(self.messages.count) left")
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }

        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
                print("flagged \\(self?.messages[indexPath.row] ?? "")")
                completion(false)
            }
            return UISwipeActionsConfiguration(actions: [flag])
        }
    }

    """

  static func scenario(swipe: String, after: String) -> String {
    """
    scenario: inbox
    navigationControllers:
      UINavigationController:
        root: true
        rootViewController: InboxViewController
    viewControllers:
      InboxViewController: {swift: true}
    steps:
      - wait: 1
      - pan: {at: [200, 300], translation: [0, 160], duration: 0.4, steps: 8}
      - wait: 2
      - pan: {at: [200, \(swipe)], translation: [-120, 0], duration: 0.3, steps: 6}
      - wait: 1
    \(after)
      - wait: 1

    """
  }

  /// Runs the app with `scenario`; returns what it printed and the harness, whose log conforms.
  private func run(_ scenario: String) throws -> (String, RunHarness) {
    let harness = try RunHarness()
    try harness.write("Inbox.swift", Self.app)
    try harness.write("case.yaml", scenario)
    let result = try harness.transit([
      "run", "Inbox.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
    return (result.stdout, harness)
  }

  @Test("a pull refreshes until endRefreshing; a swiped row's Delete deletes it")
  func pullThenDelete() throws {
    let (stdout, harness) = try run(
      Self.scenario(swipe: "170", after: "  - tap: {button: Delete}"))
    defer { harness.remove() }
    #expect(
      stdout
        == "refreshing true\nrefreshed, 4 messages, refreshing false\n"
        + "deleted Lunch on Friday?, 3 left\n")
  }

  @Test("the completion hides the actions: a second tap on Delete finds no button")
  func completionHides() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Inbox.swift", Self.app)
    try harness.write(
      "case.yaml",
      Self.scenario(
        swipe: "170",
        after: """
            - tap: {button: Delete}
            - wait: 1
            - tap: {button: Delete}
          """))
    let result = try harness.transit([
      "run", "Inbox.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "case.yaml:16:5: step 8 taps the button 'Delete', but no button with that title"))
    #expect(result.stdout.hasSuffix("deleted Lunch on Friday?, 3 left\n"))
  }

  @Test("a vertical drag that does not reach the threshold refreshes nothing")
  func shortPull() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Inbox.swift", Self.app)
    let scenario = Self.scenario(swipe: "170", after: "  - tap: {button: Delete}")
      .replacingOccurrences(of: "translation: [0, 160]", with: "translation: [0, 90]")
    try harness.write("case.yaml", scenario)
    let result = try harness.transit([
      "run", "Inbox.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "deleted Your receipt, 2 left\n")
  }

  @Test("a short rightward swipe shows Flag without running it; a full swipe runs it")
  func fullSwipe() throws {
    let (stdout, harness) = try run(
      Self.scenario(
        swipe: "170",
        after: """
            - pan: {at: [100, 170], translation: [60, 0], duration: 0.3, steps: 6}
            - wait: 1
            - pan: {at: [60, 214], translation: [300, 0], duration: 0.3, steps: 6}
          """))
    defer { harness.remove() }
    #expect(
      stdout
        == "refreshing true\nrefreshed, 4 messages, refreshing false\nflagged Your receipt\n")
  }

  static let listApp = """
    import UIKit

    final class TasksViewController: UIViewController {
        private var tasks = ["Water the plants", "Call the bank"]
        private var collectionView: UICollectionView!
        private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        override func viewDidLoad() {
            super.viewDidLoad()
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                let done = UIContextualAction(style: .normal, title: "Done") { _, _, completion in
                    guard let self else { return completion(false) }
                    let task = self.tasks.remove(at: indexPath.item)
                    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                    snapshot.appendSections([0])
                    snapshot.appendItems(self.tasks)
                    self.dataSource.apply(snapshot, animatingDifferences: true)
                    print("done \\(task), \\(self.tasks.count) left")
                    completion(true)
                }
                return UISwipeActionsConfiguration(actions: [done])
            }
            collectionView = UICollectionView(
                frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            collectionView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(collectionView)
            NSLayoutConstraint.activate([
                collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, task in
                var content = cell.defaultContentConfiguration()
                content.text = task
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, task in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: task)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(tasks)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    """

  @Test("a collection view list's row swipes open with its configuration's trailing provider")
  func listProvider() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Tasks.swift", Self.listApp)
    try harness.write(
      "case.yaml",
      """
      scenario: tasks
      navigationControllers:
        UINavigationController:
          root: true
          rootViewController: TasksViewController
      viewControllers:
        TasksViewController: {swift: true}
      steps:
        - wait: 1
        - pan: {at: [200, 170], translation: [-120, 0], duration: 0.3, steps: 6}
        - wait: 1
        - tap: {button: Done}
        - wait: 1

      """)
    let result = try harness.transit([
      "run", "Tasks.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "done Call the bank, 1 left\n")
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
