import Foundation
import Testing
import TransitTestSupport

/// A settings screen as iOS 14 to 18 apps write it, run as written: an inset grouped table of
/// list content configurations with a switch in a row, a disclosure row that shows a detail,
/// the selection taken off alongside the pop, and an Edit button that puts the table in
/// editing mode, where a tap selects no row unless the table allows selection during editing.
@Suite("transit run: a settings screen, in and out of editing")
struct RunSettingsScreenTests {
  static func app(selectionDuringEditing: Bool) -> String {
    """
    import UIKit

    final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        private let tableView = UITableView(frame: .zero, style: .insetGrouped)
        private let rows: [(String, String?)] = [("Account", "jane@example.com"), ("Notifications", nil)]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Settings"
            navigationItem.rightBarButtonItem = editButtonItem
            tableView.frame = view.bounds
            tableView.dataSource = self
            tableView.delegate = self
            tableView.allowsSelectionDuringEditing = \(selectionDuringEditing)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            view.addSubview(tableView)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard let selected = tableView.indexPathForSelectedRow else { return }
            transitionCoordinator?.animate(alongsideTransition: { _ in
                self.tableView.deselectRow(at: selected, animated: true)
            }, completion: { context in
                if context.isCancelled {
                    self.tableView.selectRow(at: selected, animated: false, scrollPosition: .none)
                }
            })
        }

        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            tableView.setEditing(editing, animated: animated)
            print("editing \\(tableView.isEditing)")
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let (title, value) = rows[indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = value == nil ? UIListContentConfiguration.cell() : UIListContentConfiguration.valueCell()
            content.text = title
            content.secondaryText = value
            cell.contentConfiguration = content
            if value == nil {
                cell.accessoryView = UISwitch()
                cell.selectionStyle = .none
            } else {
                cell.accessoryType = .disclosureIndicator
            }
            return cell
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            print("selected \\(rows[indexPath.row].0)")
            let detail = UIViewController()
            detail.title = rows[indexPath.row].0
            show(detail, sender: self)
        }
    }

    """
  }

  static let scenario = """
    scenario: settings
    navigationControllers:
      UINavigationController:
        root: true
        rootViewController: SettingsViewController
    viewControllers:
      SettingsViewController: {swift: true}
    steps:
      - wait: 1
      - tap: {button: Account}
      - wait: 1
      - tap: back
      - wait: 1
      - tap: {button: Edit}
      - wait: 1
      - tap: {button: Account}
      - wait: 1

    """

  @Test(
    "a row selects and shows its detail; in editing mode it selects nothing unless allowed",
    arguments: [false, true])
  func editing(selectionDuringEditing: Bool) throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Settings.swift", Self.app(selectionDuringEditing: selectionDuringEditing))
    try harness.write("case.yaml", Self.scenario)
    let result = try harness.transit([
      "run", "Settings.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let editingTap = selectionDuringEditing ? "selected Account\n" : ""
    #expect(result.stdout == "selected Account\nediting true\n" + editingTap)
    let records = try harness.records("log.jsonl")
    let selections = calls(to: "SettingsViewController", in: records).filter {
      $0 == "tableView(_:didSelectRowAt:)"
    }
    #expect(selections.count == (selectionDuringEditing ? 2 : 1))
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
