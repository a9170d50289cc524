import ArgumentParser
import TransitScenarios

/// `transit scenarios`: the built-in scenarios, one line each.
struct ListScenarios: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenarios",
    abstract: "List the built-in scenarios, one line each."
  )

  func run() throws {
    let width = BuiltInScenarios.names.map(\.count).max() ?? 0
    for scenario in BuiltInScenarios.all {
      let padding = String(repeating: " ", count: width - scenario.name.count)
      print("\(scenario.name)\(padding)  \(scenario.summary)  [\(scenario.source)]")
    }
  }
}
