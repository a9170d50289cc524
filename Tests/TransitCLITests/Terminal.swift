import Foundation
import TransitTestSupport

/// Runs the built `transit` with its standard output on a pseudo-terminal, as a user's shell
/// runs it, through util-linux's `script` (Debian's essential bsdutils package ships it).
enum PseudoTerminal {
  /// What `transit` printed on the terminal, `\r\n` line ends and all.
  static func run(_ arguments: [String], noColor: String? = nil) throws -> String {
    let command = ([TransitProcess.executable.path] + arguments).map(quoted).joined(
      separator: " ")
    // The shell sets NO_COLOR for the command alone, or makes sure it is unset.
    let prefix = noColor.map { "NO_COLOR=\(quoted($0)) " } ?? "unset NO_COLOR; "
    let result = try TransitProcess.run(
      ["-q", "-e", "-c", prefix + command, "/dev/null"],
      executable: URL(fileURLWithPath: "/usr/bin/script"))
    return result.stdout
  }

  /// `text` as one word for `sh -c`.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
