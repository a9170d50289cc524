import ArgumentParser
import Foundation
import TransitFiles
import TransitScenarios
import TransitTrace

/// `transit trace NAME`: runs a built-in scenario and writes its log.
struct Trace: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a scenario in the simulated UIKit and write its event log.",
    discussion: """
      NAME is a built-in scenario (`transit scenarios` lists them) or a scenario file \
      (my-transition.yaml; `transit scenarios --example` prints one to start from). A file is \
      checked and dry-run first, so one with a mistake or a step that cannot happen is refused \
      with its line and column before anything is written.

      The log goes to Traces/NAME.jsonl unless --output says otherwise (NAME with every \
      character but ASCII letters, digits, ., _ and - as _); it is written to a new file \
      beside its destination and renamed into place when complete (a device or a FIFO named \
      with --output is written directly, and a FIFO nothing reads is refused).

      Exit status: 0 on success, 2 for an unknown scenario, a scenario file with a mistake, \
      an output that cannot be written or wrong usage.
      """
  )

  @Argument(help: "A built-in scenario's name, or the path of a scenario file (.yaml).")
  var name: String

  @Option(name: .shortAndLong, help: "Where to write the log; `-` for standard output.")
  var output: String?

  func validate() throws {
    if output?.isEmpty == true {
      throw ValidationError("--output needs a path, or `-` for standard output")
    }
    guard ScenarioFiles.isFile(name) || BuiltInScenarios.named(name) != nil else {
      throw ValidationError(
        "unknown scenario '\(VisibleText.escaped(name))'\(Suggestion.clause(for: name, among: BuiltInScenarios.names)); "
          + "the built-in scenarios are: "
          + BuiltInScenarios.names.joined(separator: ", "))
    }
  }

  @MainActor
  func run() async throws {
    let scenario = try BuiltInScenarios.named(name) ?? ScenarioFiles.load(path: name)
    let destination = output ?? "Traces/\(OutputName.safe(scenario.name)).jsonl"
    let counter = CountingSink()
    if destination == "-" {
      counter.next = StandardOutput.writer
      try scenario.trace(to: counter)
    } else {
      let file = try OutputFile(destination: destination, naming: output == nil ? .chosen : .given)
      counter.next = file.sink
      do {
        try scenario.trace(to: counter)
        try file.commit()
      } catch {
        file.discard()
        throw error
      }
    }
    let records = counter.events == 1 ? "record" : "records"
    let transitions = counter.transitions == 1 ? "transition" : "transitions"
    let summary =
      "\(scenario.name): \(counter.events) \(records), \(counter.transitions) \(transitions) → "
      + (destination == "-" ? "standard output" : VisibleText.escaped(destination))
    StandardError.write(summary + "\n")
  }
}

/// Passes records on, counting events and transitions for the summary line.
final class CountingSink: RecordSink {
  var next: RecordSink?
  private(set) var events = 0
  private(set) var transitions = 0

  func write(_ record: Record) throws {
    if let event = record.event {
      events += 1
      if case .transition(let change) = event.body, change.state == .requested {
        transitions += 1
      }
    }
    try next?.write(record)
  }
}
