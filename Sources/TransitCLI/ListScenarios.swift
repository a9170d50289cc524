import ArgumentParser
import TransitScenarios

/// `transit scenarios`: the built-in scenarios, one line each.
struct ListScenarios: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenarios",
    abstract: "List the built-in scenarios, one line each.",
    discussion: """
      Scenarios marked [yaml] also ship as scenario files, which give the same log. \
      --example prints a complete, commented scenario file to start your own from.

      Exit status: 0 on success, 2 when standard output cannot be written or for wrong usage.
      """
  )

  @Flag(help: "Print an example scenario file instead of the list.")
  var example = false

  func run() throws {
    if example {
      try StandardOutput.write(ScenarioFiles.example)
      return
    }
    let files = Set(ScenarioFiles.builtInNames)
    let width = BuiltInScenarios.names.map(\.count).max() ?? 0
    for scenario in BuiltInScenarios.all {
      let padding = String(repeating: " ", count: width - scenario.name.count)
      let form = files.contains(scenario.name) ? " [yaml]" : ""
      try StandardOutput.print(
        "\(scenario.name)\(padding)  \(scenario.summary)  [\(scenario.source)]\(form)")
    }
  }
}
