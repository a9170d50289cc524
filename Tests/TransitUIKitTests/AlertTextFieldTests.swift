import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// An alert that asks for text: `addTextField(configurationHandler:)` adds fields in order and
/// configures each at once, a scenario's typing goes into the first, and only an alert takes
/// them (Apple's `addTextField(configurationHandler:)` and `textFields` pages).
@MainActor
@Suite("An alert's text fields")
struct AlertTextFieldTests {
  final class Home: UIViewController, UITextFieldDelegate {
    var heard: [String] = []
    var refuses = false

    func ask() -> UIAlertController {
      let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
      alert.addTextField { field in
        field.text = "Draft "
        field.delegate = self
        field.addTarget(self, action: { $0.changed }, for: .editingChanged)
      }
      alert.addTextField { $0.placeholder = "Note" }
      alert.addAction(
        UIAlertAction(title: "Save", style: .default) { [unowned self] _ in
          heard.append("saved \(alert.textFields?.first?.text ?? "nil")")
        })
      present(alert, animated: true)
      return alert
    }

    func changed() { heard.append("changed") }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      heard.append("should begin")
      return true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { heard.append("did begin") }

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      heard.append("should change \(range.location) \(string)")
      return !refuses
    }
  }

  @Test("fields are configured as added, in order; typing goes into the first, then Save reads it")
  func typedIntoFirst() throws {
    let home = Home()
    var fields: [UITextField] = []
    let log = try EverydayTests.run(home) { _, device in
      let alert = home.ask()
      fields = alert.textFields ?? []
      device.runUntilIdle()
      #expect(device.type("Memo") === fields.first)
      #expect(device.type("s") === fields.first)
      device.tapButton(titled: "Save")
    }
    #expect(fields.map(\.placeholder) == [nil, "Note"])
    #expect(fields.map(\.text) == ["Draft Memos", ""])
    #expect(
      home.heard == [
        "should begin", "did begin", "should change 6 Memo", "changed", "should change 10 s",
        "changed", "saved Draft Memos",
      ])
    #expect(EverydayTests.diagnostics(log).isEmpty)
  }

  @Test("a delegate that refuses the change keeps the text and sends no change")
  func refused() throws {
    let home = Home()
    home.refuses = true
    var field: UITextField?
    _ = try EverydayTests.run(home) { _, device in
      field = home.ask().textFields?.first
      device.runUntilIdle()
      device.type("Memo")
    }
    #expect(field?.text == "Draft ")
    #expect(home.heard == ["should begin", "did begin", "should change 6 Memo"])
  }

  @Test("an alert without fields has none; an action sheet refuses one, as UIKit raises")
  func actionSheetRefuses() throws {
    var configured = false
    let log = try EverydayTests.run(Home()) { home, device in
      let plain = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
      #expect(plain.textFields == nil)
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      sheet.addTextField { _ in configured = true }
      #expect(sheet.textFields == nil)
      sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      home.present(sheet, animated: true)
      device.runUntilIdle()
      // No field in front, and no search: typing reaches nothing.
      #expect(device.type("x") == nil)
    }
    #expect(!configured)
    #expect(EverydayTests.diagnostics(log) == ["warning alert-text-field-in-action-sheet"])
  }

  @Test("a cell is found by any text it shows, as a UI test finds its static texts")
  func cellsByText() throws {
    final class List: UITableViewController {
      var selected: [Int] = []
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
        -> Int
      { 3 }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = ["Alpha", "Beta", "Gamma"][indexPath.row]
        content.secondaryText = "\(indexPath.row + 1) items"
        cell.contentConfiguration = content
        return cell
      }
      override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
      }
    }
    let list = List()
    _ = try EverydayTests.run(list) { _, device in
      #expect(device.tapButton(titled: "Beta") != nil)
      device.runUntilIdle()
      #expect(device.tapButton(titled: "3 items") != nil)
      device.runUntilIdle()
      #expect(device.tapButton(titled: "Delta") == nil)
      let titles = device.touchableViews().compactMap(\.title)
      #expect(titles == ["Gamma", "Beta", "Alpha"])
    }
    #expect(list.selected == [1, 2])
  }
}
