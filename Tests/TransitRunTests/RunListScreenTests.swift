import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// A list screen as apps write it: an alert that asks for a name, swipe actions and a context
/// menu on the rows, and a row found by its text. The swipe and menu code compiles and is never
/// asked, as this scenario swipes no row open and opens no menu; the rest runs as written.
@Suite("transit run: a list screen with an alert's text field, swipe actions and a menu")
struct RunListScreenTests {
  static let screen = """
    import UIKit

    final class NamesViewController: UITableViewController {
        private var names = ["Alpha", "No. 2: Beta", "Yes"]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "name")
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
        }

        @objc private func add() {
            let alert = UIAlertController(title: "New name", message: nil, preferredStyle: .alert)
            alert.addTextField { field in
                field.placeholder = "Name"
                field.autocapitalizationType = .words
            }
            let save = UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
                guard let text = alert?.textFields?.first?.text, !text.isEmpty else { return print("empty") }
                print("saved \\(text)")
                self?.names.append(text)
                self?.tableView.reloadData()
            }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(save)
            alert.preferredAction = save
            present(alert, animated: true)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = names[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            print("open \\(names[indexPath.row])")
            show(DetailViewController(name: names[indexPath.row]), sender: self)
        }

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            print("commit")
            guard editingStyle == .delete else { return }
            names.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }

        override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            print("swipe asked")
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                self?.names.remove(at: indexPath.row)
                done(true)
            }
            delete.image = UIImage(systemName: "trash")
            let configuration = UISwipeActionsConfiguration(actions: [delete])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }

        override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
            print("menu asked")
            let name = names[indexPath.row]
            return UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: {
                DetailViewController(name: name)
            }, actionProvider: { suggested in
                UIMenu(title: "", children: suggested + [UIAction(title: "Copy") { _ in UIPasteboard.general.string = name }])
            })
        }

        override func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
            animator.preferredCommitStyle = .pop
            animator.addCompletion { [weak self] in
                if let preview = animator.previewViewController { self?.show(preview, sender: self) }
            }
        }
    }

    final class DetailViewController: UIViewController, UIContextMenuInteractionDelegate {
        let name: String
        init(name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = name
            view.addInteraction(UIContextMenuInteraction(delegate: self))
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in nil }
        }
    }

    """

  static let scenario = """
    scenario: names
    viewControllers:
      NamesViewController: {swift: true}
    navigationControllers:
      UINavigationController:
        root: true
        rootViewController: NamesViewController
    steps:
      - wait: 0.5
      - tap: {button: Add}
      - wait: 0.5
      - type: Gamma
      - tap: {button: Save}
      - wait: 0.5
      - tap: {button: Gamma}
      - wait: 1

    """

  @Test("a name typed into the alert is saved, and its row, found by its text, opens")
  func typedAndOpened() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Names.swift", Self.screen)
    try harness.write("names.yaml", Self.scenario)
    let result = try harness.transit([
      "run", "Names.swift", "--scenario", "names.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // The swipe actions, the commit and the menu are never asked.
    #expect(result.stdout.split(separator: "\n").map(String.init) == ["saved Gamma", "open Gamma"])
    let records = try harness.records("log.jsonl")
    let names = records.compactMap { $0.event?.call?.name.rawValue }
    #expect(names.filter { $0 == "present(_:animated:completion:)" }.count == 1)
    #expect(names.contains("pushViewController(_:animated:)"))
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }

  @Test(
    "--list-touchable offers the alert's actions and the rows by their titles, quoted as YAML needs"
  )
  func touchableByTitle() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Names.swift", Self.screen)
    let start = Self.scenario.components(separatedBy: "  - tap:")[0]
    try harness.write("list.yaml", start)
    try harness.write("alert.yaml", Self.scenario.components(separatedBy: "  - type:")[0])
    var lines: [String: [String]] = [:]
    for name in ["list", "alert"] {
      let result = try harness.transit([
        "run", "Names.swift", "--scenario", "\(name).yaml", "--output", "log.jsonl",
        "--list-touchable",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      lines[name] = result.stdout.split(separator: "\n").map(String.init)
    }
    let steps = { (name: String, kind: String) in
      (lines[name] ?? []).filter { $0.hasPrefix(kind) }.map {
        $0.components(separatedBy: "  ").last ?? ""
      }
    }
    #expect(
      steps("list", "cell") == [
        "tap: {button: \"Yes\"}", "tap: {button: \"No. 2: Beta\"}", "tap: {button: Alpha}",
      ])
    #expect(steps("list", "button") == ["tap: {button: Add}"])
    #expect(steps("alert", "button").prefix(2) == ["tap: {button: Save}", "tap: {button: Cancel}"])
  }
}
