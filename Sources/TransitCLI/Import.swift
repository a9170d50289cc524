import ArgumentParser
import Foundation
import TransitFiles
import TransitImport
import TransitTrace

/// `transit import FILE`: an app's console output read into a Transit log.
struct Import: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Read an app's console output (print(#function), NSLog, log stream) into a log.",
    discussion: """
      FILE is console text as Xcode, `log stream` or `log show` (compact, default, syslog or \
      ndjson style) prints it, or as a developer pasted it; `-` reads standard input. Each line \
      that names a UIKit call becomes a call record (its Objective-C selector or older Swift \
      spelling mapped to the Swift signature), each of UIKit's console warnings a warning \
      record; the app's own prints are dropped and counted. Transitions are cut from the \
      structure of the calls, and every record keeps its line in FILE, so check, render and \
      explain point there. A console never says who called a method, what it returned or \
      which transition state UIKit was in: the log leaves them out, and the checker reads \
      them as unknown.

      The log goes to Traces/NAME.jsonl (NAME the file's name without its extension) unless \
      --output says otherwise; it is written beside its destination and renamed into place \
      when complete. check, render, explain, exercise and diff import console text on the \
      fly, so this command is needed only to keep the log.

      Exit status: 0 on success, 2 for a file that cannot be read, text with no lifecycle \
      call in it, an output that cannot be written or wrong usage.
      """
  )

  @Argument(help: "The console text; `-` reads standard input.")
  var path: String

  @Option(name: .shortAndLong, help: "Where to write the log; `-` for standard output.")
  var output: String?

  func validate() throws {
    if output?.isEmpty == true {
      throw ValidationError("--output needs a path, or `-` for standard output")
    }
  }

  func run() async throws {
    let scenario = path == "-" ? "stdin" : ConsoleImport.defaultScenario(for: path)
    let destination = output ?? "Traces/\(OutputName.safe(scenario)).jsonl"
    let summary: ImportSummary
    if destination == "-" {
      let sink = BufferedSink(StandardOutput.writer)
      summary = try ConsoleImport.run(path: path, into: sink, scenario: scenario)
      try sink.flush()
    } else {
      let file = try OutputFile(destination: destination, naming: output == nil ? .chosen : .given)
      do {
        let sink = BufferedSink(file.sink)
        summary = try ConsoleImport.run(path: path, into: sink, scenario: scenario)
        try sink.flush()
        try file.commit()
      } catch {
        file.discard()
        throw error
      }
    }
    let name = path == "-" ? "<stdin>" : path
    StandardError.write(
      "\(VisibleText.escaped(name)): \(summary.description) → "
        + (destination == "-" ? "standard output" : VisibleText.escaped(destination)) + "\n"
        + summary.readingLines.map { "  " + VisibleText.escaped($0) + "\n" }.joined())
  }
}
