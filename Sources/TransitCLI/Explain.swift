import ArgumentParser
import Foundation
import TransitFiles
import TransitReporter
import TransitTeaching
import TransitTrace

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
      call; what it means and why now, what belongs in that hook and what does not, with its \
      sources, listed in docs/sources.md (in full the first time, in a sentence after that); \
      and what changed \
      on screen: who presents whom, each view controller's appearance, the container view's \
      subviews back to front, the transition's state. Violations of the lifecycle rules appear \
      at the step where they happen, with the rule and its hint.

      Colour is used only when standard output is a terminal; NO_COLOR set to anything but \
      the empty string turns it off. \
      Exit status: 0 on success, 2 for an unreadable log, an unknown scenario or wrong usage.
      """
  )

  @Argument(help: "A log (.jsonl, - for standard input), a scenario file or a built-in scenario.")
  var name: String

  @Option(
    parsing: .unconditional,
    help: "Show only the record with this seq (1 or more), in full, with the screen after it.")
  var step: Int?

  @Option(
    parsing: .unconditional,
    help: "Show only this transition's records (1 or more), with the touch that started it.")
  var transition: Int?

  /// The narrowest and widest `--width`: narrower breaks the layout of a step, and wider only
  /// wastes memory on padding (a width of 10^8 once wrote 1.2 GB).
  static let widths = 60...500

  @Option(
    parsing: .unconditional,
    help:
      "The width to wrap to, in columns: \(Explain.widths.lowerBound) to \(Explain.widths.upperBound)."
  )
  var width = 100

  @Flag(help: "Skip a log's lines that are not readable records instead of refusing it.")
  var lenient = false

  @Option(help: "With --step: also write the screen after that step to this PNG file.")
  var screen: String?

  func validate() throws {
    if step != nil && transition != nil {
      throw ValidationError("--step shows one record; leave out --transition")
    }
    if let step, step < 1 { throw ValidationError("--step must be 1 or more") }
    if let screen {
      guard step != nil else { throw ValidationError("--screen draws one step; it needs --step") }
      guard !screen.isEmpty, screen != "-" else {
        throw ValidationError("--screen needs the path of a PNG file")
      }
    }
    if let transition, transition < 1 { throw ValidationError("--transition must be 1 or more") }
    guard Self.widths.contains(width) else {
      throw ValidationError(
        "--width must be from \(Self.widths.lowerBound) to \(Self.widths.upperBound) columns")
    }
  }

  @MainActor
  func run() async throws {
    let source = try LogSource.load(name, lenient: lenient)
    let report = try source.check()
    let terminal = Terminal.forStandardOutput(
      isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
    let text = try Explainer.explain(
      records: source.records, report: report,
      options: ExplainOptions(
        transition: transition, step: step, width: width, terminal: terminal))
    if let screen, let step {
      let image: [UInt8]
      do {
        image = try ScreenExport.png(source.records, atSeq: step)
      } catch {
        throw FocusError(error.description)
      }
      try OutputFile.write(bytes: image, to: screen, naming: .given)
      StandardError.write("screen after seq \(step) → \(VisibleText.escaped(screen))\n")
    }
    // The walkthrough escapes what it takes from the log itself, and may be coloured.
    try StandardOutput.write(bytes: Array(text.utf8))
  }
}
