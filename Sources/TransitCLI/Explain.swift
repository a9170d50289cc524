import ArgumentParser
import Foundation
import TransitTeaching

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `transit explain NAME`: a log as a numbered walkthrough, each step explained.
struct Explain: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Walk through a log step by step, each call explained.",
    discussion: """
      NAME is a log (.jsonl, or - for standard input), a scenario file (.yaml) or a built-in \
      scenario, which is traced on the fly. Each step gives the seq, who calls whom and the \
      call; what it means and why now, what belongs in that hook and what does not, with the \
      source in FACTS.md (in full the first time, in a sentence after that); and what changed \
      on screen: who presents whom, each view controller's appearance, the container view's \
      subviews back to front, the transition's state. Violations of the lifecycle rules appear \
      at the step where they happen, with the rule and its hint.

      Colour is used only when standard output is a terminal and NO_COLOR is not set. \
      Exit status: 0 on success, 2 for an unreadable log, an unknown scenario or wrong usage.
      """
  )

  @Argument(help: "A log (.jsonl, - for standard input), a scenario file or a built-in scenario.")
  var name: String

  @Option(help: "Show only the record with this seq, in full, with the whole screen after it.")
  var step: Int?

  @Option(help: "Show only this transition's records, with the touch that started it.")
  var transition: Int?

  @Option(help: "The width to wrap to, in columns.")
  var width = 100

  func validate() throws {
    if step != nil && transition != nil {
      throw ValidationError("--step shows one record; leave out --transition")
    }
    if let step, step < 1 { throw ValidationError("--step must be 1 or more") }
    guard width >= 60 else { throw ValidationError("--width must be 60 or more") }
  }

  @MainActor
  func run() async throws {
    let source = try LogSource.load(name)
    let report = try source.check()
    let terminal = Terminal.forStandardOutput(
      isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
    let text = try Explainer.explain(
      records: source.records, report: report,
      options: ExplainOptions(
        transition: transition, step: step, width: width, terminal: terminal))
    try StandardOutput.write(text)
  }
}
