import ArgumentParser
import Foundation
import TransitFiles
import TransitReporter
import TransitTeaching
import TransitTrace

/// `transit diff A B`: two runs aligned by call and participant role.
struct Diff: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Align two runs by call and participant role and show where they part.",
    discussion: """
      A and B are each a log, console text (imported on the fly), a scenario file or a \
      built-in scenario: an app's console against the scenario it should follow, an iOS 17 \
      log against an iOS 26 one, a fix against the bug. Calls are compared by their name and \
      the role of the object that received them, never by seq or object id. Where the two \
      record different channels (an app prints some calls, a scenario has them all), only \
      the channels both record are compared, and the rest is named as left out; --all compares \
      every call.

      Each place the runs part comes with the sentence that says it, "your app called X here; \
      UIKit's documented order calls Y" when one side is a scenario, and the calls around it. \
      --format json prints one object; --format html writes a side-by-side page in the \
      step-through page's look, to Output/A-vs-B.html unless --output says otherwise.

      Exit status: 0 when the runs agree, 1 when they part, 2 for input that cannot be read, \
      an output that cannot be written or wrong usage.
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, html
  }

  @Argument(help: "The first run: a log, console text, a scenario file or a built-in scenario.")
  var a: String

  @Argument(help: "The second run, of the same kinds.")
  var b: String

  @Option(help: "text (the default), json, or html (a side-by-side page).")
  var format: Format = .text

  @Option(
    name: .shortAndLong,
    help: "Where to write the diff; `-` for standard output (the default for text and json).")
  var output: String?

  @Flag(help: "Compare every call, not only the channels both runs record.")
  var all = false

  @Option(help: "light or dark, for --format html; never taken from the environment.")
  var theme: String = Theme.light.name

  func validate() throws {
    if output?.isEmpty == true {
      throw ValidationError("--output needs a path, or `-` for standard output")
    }
    if a == "-" && b == "-" { throw ValidationError("standard input (`-`) can be read only once") }
    guard Theme.named(theme) != nil else {
      throw ValidationError(
        "unknown theme '\(theme)'; use one of: " + Theme.all.map(\.name).joined(separator: ", "))
    }
  }

  @MainActor
  func run() async throws {
    let first = try LogSource.load(a)
    let second = try LogSource.load(b)
    let diff = LogDiff(
      LogDiff.Side(label: first.label, isDocumented: first.isDocumented, records: first.records),
      LogDiff.Side(
        label: second.label, isDocumented: second.isDocumented, records: second.records),
      allChannels: all)
    let text: String
    switch format {
    case .text: text = diff.text()
    case .json: text = diff.json()
    case .html: text = DiffPage.html(diff, theme: Theme.named(theme) ?? .light)
    }
    let destination =
      output ?? (format == .html ? "Output/\(first.stem)-vs-\(second.stem).html" : "-")
    if destination == "-" {
      try StandardOutput.write(text)
    } else {
      try OutputFile.write(
        bytes: Array(text.utf8), to: destination, naming: output == nil ? .chosen : .given)
      let (a, b) = (VisibleText.escaped(a), VisibleText.escaped(b))
      StandardError.write("\(a) against \(b) → \(VisibleText.escaped(destination))\n")
    }
    if diff.differs { throw ExitCode(1) }
  }
}
