import ArgumentParser
import Foundation
import TransitTeaching

/// `transit grade ANSWER-FILE`: checks a learner's order against the log.
struct GradeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "grade",
    abstract: "Grade a filled-in answer sheet of transit exercise against the log.",
    discussion: """
      The answer file starts with the lines the answer sheet gives (exercise: NAME, and \
      transition:, seed: and fingerprint: when present); then, for each blank, its seq and the \
      label of the call that fills it (22: d) or the call itself (22: transitionDuration(using:)). \
      Answers without a seq fill the blanks after the last one named; _ leaves a blank empty; # \
      starts a comment. The log is read again from NAME (a path relative to the current folder, \
      or else to the answer file's folder), so grading needs no answer key.

      Prints how many blanks are right and explains the first wrong one with the glossary. \
      Exit status: 0 when every blank is right, 1 when one is wrong, 2 for an answer file with \
      a mistake (reported as path:line:column) or a log that cannot be read.
      """
  )

  @Argument(help: "The filled-in answer sheet.")
  var answerFile: String

  @MainActor
  func run() async throws {
    let text: String
    do {
      text = try String(contentsOfFile: answerFile, encoding: .utf8)
    } catch {
      throw UnreadableFile(path: answerFile)
    }
    let file = try AnswerFile.parse(text, path: answerFile)
    let folder = (answerFile as NSString).deletingLastPathComponent
    let grade = try Grader.grade(file) { name in
      try LogSource.load(Self.resolve(name, beside: folder)).records
    }
    try StandardOutput.write(grade.report())
    if !grade.isAllRight { throw ExitCode(1) }
  }

  /// An answer file that cannot be read as UTF-8 text.
  struct UnreadableFile: Error, CustomStringConvertible {
    let path: String
    var description: String { "\(path): cannot read the answer file" }
  }

  /// `name` as given when it is a built-in scenario or exists from here; else, for a relative
  /// path, the same path from the answer file's folder.
  static func resolve(_ name: String, beside folder: String) -> String {
    let manager = FileManager.default
    guard name.contains("/") || name.hasSuffix(".jsonl") || name.hasSuffix(".yaml"),
      !name.hasPrefix("/"), !manager.fileExists(atPath: name), !folder.isEmpty
    else { return name }
    let beside = (folder as NSString).appendingPathComponent(name)
    return manager.fileExists(atPath: beside) ? beside : name
  }
}
