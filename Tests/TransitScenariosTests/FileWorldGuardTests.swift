import Testing

@testable import TransitScenarios

/// The dry run itself refuses a touch the engine would trap on, whatever the parser lets
/// through: the engine's `tap(_:)` and `pan(_:…)` require a recognizer of their kind.
@MainActor
@Suite("Scenario file dry run")
struct FileWorldGuardTests {
  @Test(
    "a step on a view without a recognizer for it fails the dry run instead of trapping",
    arguments: [
      (
        ScenarioFile.Step.tap(ref("pullStrip"), at),
        "step 1 taps 'pullStrip', but nothing on it responds to a tap"
      ),
      (
        .pan(.init(target: ref("openButton"), translation: .zero, duration: 0.3, steps: 6), at),
        "step 1 drags 'openButton', but nothing on it responds to a pan"
      ),
    ])
  func unhandledTouch(step: ScenarioFile.Step, message: String) throws {
    var file = try ScenarioFile.parse(ScenarioFiles.example, path: "x.yaml")
    file.steps = [step]
    #expect(throws: ScenarioFileError(path: "x.yaml", line: 3, column: 4, message: message)) {
      try ScenarioFile.scenario(file: file, path: "x.yaml")
    }
  }

  nonisolated static let at = ScenarioFile.Position(line: 3, column: 4)

  nonisolated static func ref(_ name: String) -> ScenarioFile.Ref {
    ScenarioFile.Ref(name: name, position: at)
  }
}
