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
      or else to the answer file's folder), so grading needs no answer key. NAME cannot be - \
      (standard input), as transit exercise never writes it: the log must be there to read \
      again.

      Prints how many blanks are right and explains the first wrong one with the glossary. \
      Exit status: 0 when every blank is right, 1 when one is wrong, 2 for an answer file with \
      a mistake (reported as path:line:column) or a log that cannot be read.
      """
  )

  @Argument(help: "The filled-in answer sheet.")
  var answerFile: String

  @MainActor
  func run() async throws {
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(answerFile)
    } catch {
      throw UnreadableFile(path: answerFile, reason: error.systemMessage)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw UnreadableFile(path: answerFile, reason: "it is not UTF-8 text")
    }
    let file = try AnswerFile.parse(text, path: answerFile)
    guard file.exercise.value != "-" else {
      throw AnswerFileError(
        path: answerFile, line: file.exercise.line, column: file.exercise.column,
        message:
          "the exercise must name the log, scenario file or built-in scenario it was made "
          + "from, not - (standard input), which cannot be read again to grade it")
    }
    // Not NSString.deletingLastPathComponent, which crashes on a one-character path
    // (swift-corelibs-foundation 6.3).
    let folder =
      answerFile.lastIndex(of: "/").map {
        $0 == answerFile.startIndex ? "/" : String(answerFile[..<$0])
      } ?? ""
    let grade = try Grader.grade(file) { name in
      try LogSource.load(Self.resolve(name, beside: folder)).records
    }
    try StandardOutput.write(grade.report())
    if !grade.isAllRight { throw ExitCode(1) }
  }

  /// An answer file that cannot be read as UTF-8 text, and why.
  struct UnreadableFile: Error, CustomStringConvertible {
    let path: String
    /// The system's reason (`No such file or directory`), or `it is not UTF-8 text`.
    let reason: String
    var description: String { "\(path): cannot read the answer file: \(reason)" }
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
