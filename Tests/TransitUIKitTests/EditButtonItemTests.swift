import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A view controller's `editButtonItem`, which a table screen puts in its navigation bar: a tap
/// turns editing on and off through `setEditing(_:animated:)`, and the item says "Done" while
/// editing, "Edit" otherwise (Apple's `editButtonItem` page).
@MainActor
@Suite("A view controller's edit button")
struct EditButtonItemTests {
  final class List: UITableViewController {
    var calls: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      navigationItem.leftBarButtonItem = editButtonItem
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      calls.append("\(editing) \(animated) \(tableView.isEditing)")
    }
  }

  @Test("a tap on Edit edits the table, and Done ends it, through setEditing(_:animated:)")
  func taps() throws {
    let list = List()
    try Simulator.run(scenario: "list", to: RecordBuffer()) { device in
      device.window.rootViewController = UINavigationController(rootViewController: list)
      device.runUntilIdle()
      #expect(list.editButtonItem === list.navigationItem.leftBarButtonItem)
      #expect(list.editButtonItem.title == "Edit" && list.editButtonItem.style == .plain)
      #expect(device.tapButton(titled: "Edit") != nil)
      device.runUntilIdle()
      #expect(list.isEditing && list.tableView.isEditing)
      #expect(list.editButtonItem.title == "Done" && list.editButtonItem.style == .done)
      #expect(device.tapButton(titled: "Done") != nil)
      device.runUntilIdle()
      // Set in code, editing goes through the same method, without animation.
      list.isEditing = true
    }
    #expect(list.calls == ["true true true", "false true false", "true false true"])
    #expect(list.editButtonItem.title == "Done")
  }
}
