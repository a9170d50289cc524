import Foundation
import Testing
import TransitTestSupport

/// `transit diff`, run as a user runs it: agreement and exit 0, a difference and exit 1 with the
/// sentence that says where the runs part, JSON, and the side-by-side page.
@Suite("transit diff")
struct DiffCommandTests {
  @Test("a scenario against its own log agrees: exit 0")
  func agree() throws {
    let result = try TransitProcess.run(["diff", "card-zoom", "Traces/card-zoom.jsonl"])
    #expect(result.status == 0)
    #expect(
      result.stdout.hasSuffix(
        "card-zoom and Traces/card-zoom.jsonl agree: 72 calls in the same order.\n"))
  }

  @Test("the bug against the fix: exit 1, and the first place they part says what each called")
  func differ() throws {
    let result = try TransitProcess.run([
      "diff", "Traces/bug-complete-true-after-cancel.jsonl", "Traces/dimming-sheet-cancelled.jsonl",
    ])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "1. A calls completeTransition(_:) on ctx.1 (didComplete: true) here; "
          + "B calls completeTransition(_:) on ctx.1 (didComplete: false).\n"))
  }

  @Test("an app's console against a scenario: your app called X here; UIKit's order calls Y")
  func consoleAgainstScenario() throws {
    let folder = try TransitProcess.temporaryDirectory()
    // The swatch's did-callback printed before its will-callback. (A console that names no
    // view controller may print some view controllers' callbacks and not others', so it is
    // held only to an order that no choice of view controllers gives.)
    let console = [
      "PaletteViewController viewDidLoad()", "PaletteViewController viewWillAppear(_:)",
      "PaletteViewController viewDidAppear(_:)", "SwatchViewController viewDidLoad()",
      "SwatchViewController viewDidAppear(_:)", "SwatchViewController viewWillAppear(_:)",
    ]
    try Data((console.joined(separator: "\n") + "\n").utf8).write(
      to: folder.appendingPathComponent("app.txt"))
    let result = try TransitProcess.run(["diff", "app.txt", "card-zoom"], in: folder)
    #expect(result.status == 1)
    #expect(result.stdout.contains("your app called "))
    #expect(result.stdout.contains("UIKit's documented order calls "))
    #expect(result.stderr.hasPrefix("app.txt: imported as console text: "))
  }

  @Test("--format json: one object saying whether they agree")
  func json() throws {
    let same = try TransitProcess.run(["diff", "--format", "json", "card-zoom", "card-zoom"])
    #expect(same.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(same.stdout.utf8)) as? [String: Any])
    #expect(object["same"] as? Bool == true)
    let other = try TransitProcess.run([
      "diff", "--format", "json", "bug-complete-true-after-cancel", "dimming-sheet-cancelled",
    ])
    #expect(other.status == 1)
    let parted = try #require(
      try JSONSerialization.jsonObject(with: Data(other.stdout.utf8)) as? [String: Any])
    #expect(parted["same"] as? Bool == false)
  }

  @Test("--format html writes Output/A-vs-B.html in the step-through page's look")
  func html() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(
      ["diff", "--format", "html", "bug-complete-true-after-cancel", "dimming-sheet-cancelled"],
      in: folder)
    #expect(result.status == 1)
    let page = try String(
      contentsOf: folder.appendingPathComponent(
        "Output/bug-complete-true-after-cancel-vs-dimming-sheet-cancelled.html"),
      encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("Content-Security-Policy"))
    #expect(page.contains("completeTransition(_:)"))
  }
}
