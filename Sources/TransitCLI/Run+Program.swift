import Foundation
import TransitCompile
import TransitTrace

/// What the developer's program printed and how it ended, as `transit run` reports them.
extension Run {
  /// What the code printed, as the app's console: standard output on standard output (or on
  /// standard error when the log goes to standard output), standard error on standard error.
  /// Control characters are escaped: the bytes are the developer's, not trusted to a terminal.
  func showConsole(_ result: ChildProcess.Result) throws {
    func lines(_ bytes: [UInt8]) -> String {
      guard !bytes.isEmpty else { return "" }
      let text = String(decoding: bytes, as: UTF8.self)
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      if lines.last == "" { lines.removeLast() }
      return lines.map { VisibleText.escaped(String($0)) + "\n" }.joined()
    }
    let console = lines(result.standardOutput)
    if output == "-" {
      StandardError.write(console)
    } else {
      try StandardOutput.write(console)
    }
    StandardError.write(lines(result.standardError))
  }

  /// The touchable views the program listed, escaped, under a heading, on standard output (on
  /// standard error when the log goes there).
  func showTouchable(_ path: String) throws {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    var lines = text.split(separator: "\n").map { VisibleText.escaped(String($0)) + "\n" }
    lines.insert(
      lines.isEmpty
        ? "No view on screen takes a tap or a pan after the steps.\n"
        : "Views a finger can reach after the steps, front to back:\n", at: 0)
    if output == "-" {
      StandardError.write(lines.joined())
    } else {
      try StandardOutput.write(lines.joined())
    }
  }

  func checkEnding(_ result: ChildProcess.Result, report: String) throws {
    switch result.ending {
    case .exited(0):
      return
    case .exited(let status):
      let message = (try? String(contentsOfFile: report, encoding: .utf8)).map {
        VisibleText.escaped($0.trimmingCharacters(in: .newlines))
      }
      throw RunError.programFailed(message ?? "your program exited with status \(status)")
    case .signalled(let signal):
      throw RunError.programFailed(
        "your code crashed (signal \(signal)); what it printed last is above")
    case .timedOut:
      throw RunError.programFailed(
        "your code was still running after \(JSONNumber.format(timeout)) s and was stopped "
          + "(a loop that never ends? --timeout allows more time)")
    case .printedTooMuch:
      throw RunError.programFailed(
        "your code printed more than \(maxOutput) bytes and was stopped (--max-output allows more)")
    case .interrupted(let signal):
      throw RunError.interrupted(signal)
    }
  }
}
