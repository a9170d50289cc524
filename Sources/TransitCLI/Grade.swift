import ArgumentParser
import Foundation
import TransitTeaching
import TransitTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `transit grade --exercise NAME SHEET…`: checks learners' orders against the instructor's
/// exercise.
struct GradeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "grade",
    abstract:
      "Grade filled-in answer sheets of transit exercise against the instructor's exercise.",
    discussion: """
      The instructor's side holds the truth: say what to grade against, and an answer sheet \
      cannot choose it. --exercise NAME (with --transition and --seed as transit exercise was \
      given them) rebuilds the exercise from a built-in scenario, a scenario file or a log; \
      --key KEY.txt takes the answer key transit exercise --key wrote, checks it still \
      matches its log, and grades against it; --logs DIR grades sheets made from several logs \
      in one go: each sheet's exercise: line names its log or scenario file by file name, and \
      only a regular file of that name in DIR is read (never a link, a FIFO or a path leading \
      out of DIR); the exercise is the one --transition and --seed say (every transition and \
      seed 1 when left out), and the sheet's transition:, seed: and fingerprint: must match it.

      An answer file starts with the lines the answer sheet gives (exercise:, transition:, \
      seed:, fingerprint:), which must agree with the exercise graded; then, for each blank, \
      its seq and the label of the call that fills it (22: d) or the call itself (22: \
      transitionDuration(using:)). Answers without a seq fill the blanks after the last one \
      named; _ leaves a blank empty; # starts a comment. An answer sheet is read only as a \
      regular file of at most \(Self.sheetLimit) bytes, and an error in it gives its line and \
      column without quoting it.

      Prints how many blanks are right and explains the first wrong one with the glossary. \
      Exit status: 0 when every blank is right, 1 when one is wrong, 2 for an answer file with \
      a mistake (reported as path:line:column), an exercise, key or log that cannot be read, \
      or wrong usage.
      """
  )

  @Argument(help: "The filled-in answer sheets.")
  var answerFiles: [String] = []

  @Option(
    help: "Grade against this exercise: a built-in scenario, a scenario file or a log.")
  var exercise: String?

  @Option(
    parsing: .unconditional,
    help: "With --exercise or --logs: the transition graded (1 or more), as exercise was given.")
  var transition: Int?

  @Option(
    help: "With --exercise or --logs: the seed of its shuffled list, as transit exercise was given."
  )
  var seed: UInt64?

  @Option(help: "Grade against this answer key, written by transit exercise --key.")
  var key: String?

  @Option(
    help: "Grade each sheet against the log or scenario file its exercise: line names in DIR.")
  var logs: String?

  /// The longest answer sheet or key read, in bytes: a sheet for a thousand blanks is a few
  /// kilobytes.
  static let sheetLimit = 1 << 20

  func validate() throws {
    let sides = [exercise, key, logs].compactMap { $0 }
    guard sides.count == 1 else {
      throw ValidationError(
        sides.isEmpty
          ? "say what to grade against: --exercise NAME (a scenario, scenario file or log), "
            + "--key KEY.txt or --logs DIR"
          : "give one of --exercise, --key and --logs")
    }
    if key != nil, transition != nil || seed != nil {
      throw ValidationError(
        "--transition and --seed go with --exercise or --logs; a key says its own")
    }
    if let transition, transition < 1 { throw ValidationError("--transition must be 1 or more") }
    if exercise == "-" || key == "-" {
      throw ValidationError("the exercise or key must be a file or a scenario, not -")
    }
    guard !answerFiles.isEmpty else { throw ValidationError("give at least one answer sheet") }
  }

  @MainActor
  func run() async throws {
    let side = try instructorSide()
    var wrong = false
    var unreadable = false
    for (index, path) in answerFiles.enumerated() {
      if answerFiles.count > 1 {
        try StandardOutput.write((index > 0 ? "\n" : "") + "\(VisibleText.escaped(path)):\n")
      }
      do {
        let file = try Self.readSheet(path)
        let grade = try Grader.grade(file, against: side.exercise(for: file))
        try StandardOutput.write(grade.report())
        if !grade.isAllRight { wrong = true }
      } catch let error as LogWriteError {
        throw error
      } catch {
        StandardError.write("\(error)\n")
        unreadable = true
      }
    }
    if unreadable { throw ExitCode(2) }
    if wrong { throw ExitCode(1) }
  }

  /// What the sheets are graded against, as the instructor named it.
  enum Side {
    /// One exercise for every sheet.
    case one(Exercise)
    /// The folder of logs the sheets may name, held open, and the transition and seed of
    /// the exercise, which the instructor fixes for every sheet.
    case folder(path: String, descriptor: Int32, options: ExerciseOptions)

    @MainActor
    func exercise(for file: AnswerFile) throws -> Exercise {
      switch self {
      case .one(let exercise): return exercise
      case .folder(let path, let descriptor, let options):
        return try GradeCommand.exercise(
          named: file, in: descriptor, folderPath: path, options: options)
      }
    }
  }

  @MainActor
  private func instructorSide() throws -> Side {
    if let exercise {
      let source = try LogSource.load(exercise)
      do {
        return .one(
          try ExerciseLookup.exercise(
            source.records, source: exercise,
            options: ExerciseOptions(transition: transition, seed: seed ?? 1), what: exercise))
      } catch {
        // The instructor's own argument: a usage error, as the other options' are.
        throw ValidationError(error.description)
      }
    }
    if let key {
      let file = try Self.readSheet(key, followingLinks: true)
      do {
        // The exercise the key names: a path from the current folder, or else from the key's.
        return .one(
          try ExerciseLookup.exercise(answeredBy: file) {
            try LogSource.load(Self.resolve($0, beside: Self.folder(of: key))).records
          })
      } catch let error as ExerciseLookup.Unavailable {
        throw ValidationError(error.description)
      }
    }
    let folder = logs ?? "."
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw ValidationError(
        "--logs \(VisibleText.escaped(folder)): cannot open the folder: \(String(cString: strerror(errno)))"
      )
    }
    return .folder(
      path: folder, descriptor: descriptor,
      options: ExerciseOptions(transition: transition, seed: seed ?? 1))
  }
}
