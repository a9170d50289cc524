import Foundation
import Testing
import TransitScenarios
import TransitTrace

/// The split view section of scenario files: what a column-style split view controller may be
/// given, and the mistakes refused with their line and column.
@MainActor
@Suite("Scenario files: split view controllers")
struct ScenarioFileSplitTests {
  static func example() throws -> String {
    let url = try #require(ScenarioFiles.builtInURL(named: "split-triple-column"))
    return try String(contentsOf: url, encoding: .utf8)
  }

  @Test(
    "split view mistakes are refused with their line and column",
    arguments: [
      FileEdit(
        replacing: "style: tripleColumn", with: "style: doubleColumn",
        error:
          "split.yaml:38:20: a supplementary column needs 'style: tripleColumn'; split view "
          + "controller 'MailSplitViewController' has two columns"),
      FileEdit(
        replacing: "onTap: {hideColumn: primary}", with: "onTap: {hideColumn: secondary}",
        error:
          "split.yaml:16:29: hideColumn (the secondary column cannot be hidden) must be one of: "
          + "primary, supplementary; found 'secondary'"),
      FileEdit(
        replacing: "style: tripleColumn", with: "style: classic",
        error:
          "split.yaml:36:12: style (a column style of iOS 14) must be one of: doubleColumn, "
          + "tripleColumn; found 'classic'"),
      FileEdit(
        replacing: "  - tap: inboxRow ", with: "  - showColumn: inbox ",
        error:
          "split.yaml:48:17: showColumn must be one of: primary, supplementary, secondary; found "
          + "'inbox'"),
    ])
  func refused(edit: FileEdit) throws {
    edit.expectRefused(in: try Self.example(), path: "split.yaml")
  }

  @Test("a step shows and hides a column of the split view on screen, as a tap does")
  func columnSteps() throws {
    let text = try Self.example()
      .replacingOccurrences(of: "  - tap: mailboxesButton ", with: "  - showColumn: primary ")
      .replacingOccurrences(of: "  - tap: inboxRow ", with: "  - hideColumn: primary ")
    let log = RecordBuffer()
    try ScenarioFiles.load(text: text, path: "steps.yaml").trace(to: log)
    let names: Set<String> = ["show(_:)", "hide(_:)", "splitViewController(_:willChangeTo:)"]
    let calls = log.events.compactMap { event -> String? in
      guard case .call(let call) = event.body, names.contains(call.name.rawValue) else {
        return nil
      }
      let argument = call.args["column"] ?? call.args["displayMode"]
      guard case .string(let value)? = argument else { return call.name.rawValue }
      return "\(call.name.rawValue) \(value)"
    }
    #expect(
      calls == [
        "show(_:) primary", "splitViewController(_:willChangeTo:) twoBesideSecondary",
        "hide(_:) primary", "splitViewController(_:willChangeTo:) oneBesideSecondary",
      ])
  }
}
