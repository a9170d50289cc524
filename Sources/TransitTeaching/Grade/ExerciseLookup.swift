import TransitTrace

/// The exercise a sheet is graded against when the instructor named a key or a folder rather
/// than the exercise itself: what the key or sheet may name, and what must hold before its
/// answers count. Reading files is the caller's (`load`), so the same rules hold wherever the
/// records come from.
package enum ExerciseLookup {
  /// Records that give no exercise, naming what they came from: `key.txt: transition 9: no
  /// such transition; the log has #1, #2`.
  package struct Unavailable: Error, CustomStringConvertible, Sendable {
    /// The key, log or scenario the records came from, as the user named it.
    package let what: String
    package let error: ExerciseError

    package var description: String { "\(VisibleText.escaped(what)): \(error.message)" }
  }

  /// The exercise `records` give with `options`, or why they give none, naming `what`.
  package static func exercise(
    _ records: [Record], source: String, options: ExerciseOptions, what: String
  ) throws(Unavailable) -> Exercise {
    do {
      return try Exercise(records: records, source: source, options: options)
    } catch {
      throw Unavailable(what: what, error: error)
    }
  }

  /// The exercise an answer key answers, rebuilt from the records `load` gives for the name
  /// its `exercise:` line holds, after checking the key still matches it: its blanks, and
  /// every answer right.
  package static func exercise(answeredBy key: AnswerFile, load: (String) throws -> [Record])
    throws -> Exercise
  {
    guard let named = key.exercise else {
      throw AnswerFileError(
        path: key.path, line: 1, column: 1,
        message: "the key does not say which exercise it answers (exercise: NAME)")
    }
    let options = try key.options()
    let records: [Record]
    do {
      records = try load(named.value)
    } catch {
      throw AnswerFileError(
        path: key.path, line: named.line, column: named.column,
        message: "cannot load the exercise the key names: \(error)")
    }
    let exercise = try Self.exercise(
      records, source: named.value, options: options, what: key.path)
    let grade = try Grader.grade(key, against: exercise)
    guard grade.isAllRight else {
      throw AnswerFileError(
        path: key.path, line: named.line, column: named.column,
        message:
          "this key does not answer its own exercise (wrong at seq "
          + grade.wrongSeqs.map(String.init).joined(separator: ", ") + "); make it again with "
          + "transit exercise --key")
    }
    return exercise
  }

  /// What a sheet graded against a folder of logs names: the last part of its `exercise:`
  /// line, a log (`.jsonl`) or a scenario file (`.yaml`, `.yml`), which the caller reads in
  /// that folder only. The sheet chooses only which of the instructor's logs it answers, so it
  /// must carry the fingerprint `transit exercise` wrote; `Grader` then holds its transition,
  /// seed and fingerprint to the exercise.
  package static func fileNamed(by sheet: AnswerFile) throws(AnswerFileError) -> FolderEntry {
    guard let named = sheet.exercise else {
      throw AnswerFileError(
        path: sheet.path, line: 1, column: 1,
        message: "with --logs, the sheet must say which log it answers (exercise: NAME)")
    }
    let entry = FolderEntry(
      sheet: sheet.path, field: named,
      name: named.value.split(separator: "/").last.map(String.init) ?? "")
    guard sheet.fingerprint != nil else {
      throw entry.error(
        "with --logs, the sheet must carry the fingerprint: line transit exercise wrote")
    }
    guard entry.isLog || entry.name.hasSuffix(".yaml") || entry.name.hasSuffix(".yml") else {
      throw entry.error(
        "with --logs, the exercise must be a log (.jsonl) or scenario file (.yaml)")
    }
    return entry
  }

  /// The file in the instructor's folder a sheet names, and where its errors point.
  package struct FolderEntry: Sendable {
    /// The sheet's path.
    package let sheet: String
    /// The sheet's `exercise:` line.
    package let field: AnswerFile.Field
    /// The file's name, without folders.
    package let name: String

    /// Whether it is a log; else a scenario file.
    package var isLog: Bool { name.hasSuffix(".jsonl") }

    /// An error at the sheet's `exercise:` line.
    package func error(_ message: String) -> AnswerFileError {
      AnswerFileError(path: sheet, line: field.line, column: field.column, message: message)
    }
  }
}
