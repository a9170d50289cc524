import Testing
import TransitScenarios

/// A file with several mistakes is refused once, with every mistake the reading finds, in file
/// order and bounded; and a Swift spelling of a case gets a hint.
@MainActor
@Suite("Scenario file mistakes")
struct ScenarioFileMistakesTests {
  /// The example with `edits` applied, each replacing text the example contains.
  func edited(_ edits: [(String, String)]) -> String {
    var text = ScenarioFiles.example
    for (old, new) in edits {
      #expect(text.contains(old))
      text = text.replacingOccurrences(of: old, with: new)
    }
    return text
  }

  func refusal(_ text: String) -> String? {
    do {
      _ = try ScenarioFiles.load(text: text, path: "x.yaml")
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test("two mistakes in different sections are both reported, in file order")
  func twoMistakes() {
    let text = edited([
      ("    duration: 0.4", "    duraton: 0.4"), ("  - wait: 0.5", "  - wait: soon"),
    ])
    #expect(
      refusal(text)
        == """
        x.yaml:49:5: unknown key 'duraton' in animator 'SlideUpAnimator'; expected one of: \
        duration, slide, fade, expandFrom, options, spring, implements, mistakes
        x.yaml:69:11: wait (seconds) must be a number, found 'soon'
        """)
  }

  @Test("a Swift case with its leading dot gets the hint to drop the dot")
  func leadingDot() {
    let text = edited([("modalPresentationStyle: custom", "modalPresentationStyle: .custom")])
    #expect(
      refusal(text)
        == "x.yaml:21:29: modalPresentationStyle is written without the dot here: 'custom', "
        + "not '.custom'")
  }

  @Test("past 20 mistakes the rest are counted, not listed")
  func bounded() {
    let steps = (0..<25).map { _ in "  - wait: soon" }.joined(separator: "\n")
    let text = edited([("  - wait: 0.5", steps)])
    let lines = refusal(text)?.split(separator: "\n") ?? []
    #expect(lines.count == 21)
    #expect(lines.last == "… and 5 more")
    #expect(
      lines.dropLast().allSatisfy { $0.hasSuffix("wait (seconds) must be a number, found 'soon'") })
  }
}
