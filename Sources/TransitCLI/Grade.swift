import ArgumentParser
import Foundation
import TransitScenarios
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
      if answerFiles.count > 1 { try StandardOutput.write((index > 0 ? "\n" : "") + "\(path):\n") }
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
      return .one(
        try Self.exercise(
          source.records, source: exercise,
          options: ExerciseOptions(transition: transition, seed: seed ?? 1), what: exercise))
    }
    if let key { return .one(try Self.exercise(fromKey: key)) }
    let folder = logs ?? "."
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw ValidationError(
        "--logs \(folder): cannot open the folder: \(String(cString: strerror(errno)))")
    }
    return .folder(
      path: folder, descriptor: descriptor,
      options: ExerciseOptions(transition: transition, seed: seed ?? 1))
  }

  /// The exercise `records` give, or the reason they give none, naming `what`.
  static func exercise(
    _ records: [Record], source: String, options: ExerciseOptions, what: String
  ) throws -> Exercise {
    do {
      return try Exercise(records: records, source: source, options: options)
    } catch {
      throw ValidationError("\(what): \(error.message)")
    }
  }

  /// The exercise an answer key answers, rebuilt from the scenario or log its `exercise:`
  /// line names (a path from the current folder, or else from the key's), after checking the
  /// key still matches it: its blanks, and every answer right.
  @MainActor
  static func exercise(fromKey path: String) throws -> Exercise {
    let file = try readSheet(path, followingLinks: true)
    guard let named = file.exercise else {
      throw AnswerFileError(
        path: path, line: 1, column: 1,
        message: "the key does not say which exercise it answers (exercise: NAME)")
    }
    let options = try file.options()
    let records: [Record]
    do {
      records = try LogSource.load(resolve(named.value, beside: folder(of: path))).records
    } catch {
      throw AnswerFileError(
        path: path, line: named.line, column: named.column,
        message: "cannot load the exercise the key names: \(error)")
    }
    let exercise = try Self.exercise(records, source: named.value, options: options, what: path)
    let grade = try Grader.grade(file, against: exercise)
    guard grade.isAllRight else {
      throw AnswerFileError(
        path: path, line: named.line, column: named.column,
        message:
          "this key does not answer its own exercise (wrong at seq "
          + grade.wrongSeqs.map(String.init).joined(separator: ", ") + "); make it again with "
          + "transit exercise --key")
    }
    return exercise
  }

  /// The exercise a sheet names in the folder `--logs` gave: the last part of its
  /// `exercise:` line, a log (`.jsonl`) or scenario file (`.yaml`) read as a regular file in
  /// that folder only, made with the instructor's `options`. The sheet chooses only which of
  /// the instructor's logs it answers; `Grader` then holds its transition, seed and
  /// fingerprint to the exercise.
  @MainActor
  static func exercise(
    named file: AnswerFile, in folder: Int32, folderPath: String, options: ExerciseOptions
  ) throws -> Exercise {
    guard let named = file.exercise else {
      throw AnswerFileError(
        path: file.path, line: 1, column: 1,
        message: "with --logs, the sheet must say which log it answers (exercise: NAME)")
    }
    func fail(_ message: String) -> AnswerFileError {
      AnswerFileError(path: file.path, line: named.line, column: named.column, message: message)
    }
    guard file.fingerprint != nil else {
      throw fail("with --logs, the sheet must carry the fingerprint: line transit exercise wrote")
    }
    let name = named.value.split(separator: "/").last.map(String.init) ?? ""
    let isLog = name.hasSuffix(".jsonl")
    guard isLog || name.hasSuffix(".yaml") || name.hasSuffix(".yml") else {
      throw fail("with --logs, the exercise must be a log (.jsonl) or scenario file (.yaml)")
    }
    let shown = (folderPath.hasSuffix("/") ? folderPath : folderPath + "/") + name
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(
        regularFile: name, in: folder, limit: LogSource.maximumLength,
        purpose: LogSource.lengthPurpose)
    } catch {
      throw fail(
        "cannot read the exercise in \(folderPath): \(VisibleText.quoted(name)) \(error.reason)")
    }
    let records: [Record]
    do {
      if isLog {
        records = try LogReader(bytes: bytes, path: shown).remainingRecords()
      } else {
        guard let text = String(validating: bytes, as: UTF8.self) else {
          throw FileBytes.Failure(reason: "is not UTF-8 text")
        }
        records = try ScenarioFiles.load(text: text, path: shown).records()
      }
    } catch let error as FileBytes.Failure {
      throw fail("cannot read the exercise \(shown): \(error.reason)")
    } catch {
      throw fail("cannot load the exercise: \(error)")
    }
    return try Self.exercise(records, source: named.value, options: options, what: shown)
  }

  /// An answer sheet or key, read only as a regular file of at most `sheetLimit` bytes of
  /// UTF-8; a FIFO or a device is refused without blocking. A sheet is someone else's file, so
  /// a symbolic link there is refused too, where it could lead to any file of the grader's;
  /// the instructor's own key may be a link.
  static func readSheet(_ path: String, followingLinks: Bool = false) throws -> AnswerFile {
    let descriptor = open(
      path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
    guard descriptor >= 0 else {
      let code = errno
      if code == ELOOP, !followingLinks {
        throw UnreadableFile(
          path: path, reason: "it is a symbolic link; an answer sheet is read only as a file")
      }
      throw UnreadableFile(path: path, reason: String(cString: strerror(code)))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      throw UnreadableFile(path: path, reason: "it is not a regular file")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(
        descriptor: descriptor, limit: sheetLimit,
        purpose: "the most an answer sheet may hold")
    } catch {
      throw UnreadableFile(path: path, reason: error.reason)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw UnreadableFile(path: path, reason: "it is not UTF-8 text")
    }
    return try AnswerFile.parse(text, path: path)
  }

  /// An answer file that cannot be read as UTF-8 text, and why.
  struct UnreadableFile: Error, CustomStringConvertible {
    let path: String
    /// The system's reason (`No such file or directory`), or `it is not UTF-8 text`.
    let reason: String
    var description: String { "\(path): cannot read the answer file: \(reason)" }
  }

  /// The folder of `path`, or empty for a name in the current folder. (Not
  /// NSString.deletingLastPathComponent, which crashes on a one-character path in
  /// swift-corelibs-foundation 6.3.)
  static func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ""
  }

  /// `name` as given when it is a built-in scenario or exists from here; else, for a relative
  /// path, the same path from the key's folder.
  static func resolve(_ name: String, beside folder: String) -> String {
    let manager = FileManager.default
    guard name.contains("/") || name.hasSuffix(".jsonl") || name.hasSuffix(".yaml"),
      !name.hasPrefix("/"), !manager.fileExists(atPath: name), !folder.isEmpty
    else { return name }
    let beside = (folder as NSString).appendingPathComponent(name)
    return manager.fileExists(atPath: beside) ? beside : name
  }
}
