import TransitChecker
import TransitTrace

/// A learner's order held against the log: how many blanks are right, and the first wrong one
/// explained with the glossary.
package struct Grade: Sendable {
  /// The exercise, rebuilt from the log.
  package let exercise: Exercise
  /// The call given for each blank, in blank order; nil where nothing was written.
  package let given: [CallName?]
  /// What was written for each blank (a label or a call), as typed.
  package let written: [String?]

  /// How many blanks hold the right call.
  package var rightCount: Int {
    zip(exercise.blanks, given).filter { $0.call == $1 }.count
  }

  /// The seqs of the blanks that do not.
  package var wrongSeqs: [Int] {
    zip(exercise.blanks, given).filter { $0.call != $1 }.map(\.0.seq)
  }

  /// Whether every blank holds the right call.
  package var isAllRight: Bool { wrongSeqs.isEmpty }
}

/// `transit grade`: holds an answer file against the instructor's exercise.
///
/// The instructor's side holds the truth: the exercise is the one the instructor names, and an
/// answer sheet cannot choose what it is graded against. Its own header lines may only agree
/// with that exercise (the same transition, seed and blanks), so a sheet made for another
/// exercise is refused rather than graded against labels it never had.
package enum Grader {
  /// Grades `file` against `exercise`.
  package static func grade(_ file: AnswerFile, against exercise: Exercise)
    throws(AnswerFileError) -> Grade
  {
    try checkHeader(of: file, against: exercise)
    return try grade(file, exercise: exercise)
  }

  /// Refuses a sheet whose `transition:`, `seed:` or `fingerprint:` line disagrees with the
  /// exercise it is graded against, at that line, naming the difference. A sheet `transit
  /// exercise` made (it carries a fingerprint) without a `transition:` line answers every
  /// transition, as the line is written only for a single one.
  static func checkHeader(of file: AnswerFile, against exercise: Exercise)
    throws(AnswerFileError)
  {
    func fail(_ field: AnswerFile.Field, _ message: String) -> AnswerFileError {
      AnswerFileError(path: file.path, line: field.line, column: field.column, message: message)
    }
    let options = try file.options()
    let graded = exercise.options
    let made = file.fingerprint != nil ? file.exercise : nil
    if let field = file.transition ?? made, options.transition != graded.transition {
      throw fail(
        field,
        "this answer sheet answers "
          + (options.transition.map { "transition \($0)" } ?? "every transition")
          + ", but the exercise graded is \(exercise.scope)")
    }
    if let field = file.seed, options.seed != graded.seed {
      throw fail(
        field,
        "this answer sheet's list was shuffled with seed \(options.seed), but the exercise "
          + "graded is shuffled with seed \(graded.seed), so its letters name other calls")
    }
    if let fingerprint = file.fingerprint, fingerprint.value != exercise.fingerprint {
      throw fail(
        fingerprint,
        "this answer sheet was made from other blanks than the exercise graded "
          + "(\(exercise.fingerprint)): another log, or the log or Transit changed since; "
          + "make a new exercise with transit exercise")
    }
  }

  /// Places each answer in its blank and reads it as a call.
  package static func grade(_ file: AnswerFile, exercise: Exercise) throws(AnswerFileError)
    -> Grade
  {
    let blanks = exercise.blanks
    var given = [CallName?](repeating: nil, count: blanks.count)
    var written = [String?](repeating: nil, count: blanks.count)
    var answeredAt = [Int?](repeating: nil, count: blanks.count)
    var cursor = 0
    func fail(_ line: Int, _ column: Int, _ message: String) -> AnswerFileError {
      AnswerFileError(path: file.path, line: line, column: column, message: message)
    }
    for mark in file.marks {
      switch mark {
      case .seq(let seq, let line, let column):
        guard let index = blanks.firstIndex(where: { $0.seq == seq }) else {
          throw fail(
            line, column,
            "there is no blank at seq \(seq); the blanks are at "
              + listed(blanks.map { String($0.seq) }))
        }
        cursor = index
      case .answer(let token, let line, let column):
        guard cursor < blanks.count else {
          throw fail(
            line, column,
            "more answers than blanks: the last blank is at seq \(blanks[blanks.count - 1].seq)")
        }
        if let earlier = answeredAt[cursor] {
          throw fail(
            line, column,
            "the blank at seq \(blanks[cursor].seq) is answered twice (first on line \(earlier))")
        }
        answeredAt[cursor] = line
        if !["_", "-", "?"].contains(token) {
          given[cursor] = try call(for: token, in: exercise, fail: { fail(line, column, $0) })
          written[cursor] = token
        }
        cursor += 1
      }
    }
    return Grade(exercise: exercise, given: given, written: written)
  }

  /// The call an answer names: a label from the list (any case), a call as written, or a base
  /// name that only one listed call has.
  private static func call(
    for token: String, in exercise: Exercise, fail: (String) -> AnswerFileError
  ) throws(AnswerFileError) -> CallName {
    let lowered = token.lowercased()
    if let choice = exercise.choices.first(where: { $0.label == lowered }) { return choice.call }
    let calls = exercise.choices.map(\.call)
    if calls.contains(CallName(token)) || token.contains("(") { return CallName(token) }
    if lowered.allSatisfy({ $0.isASCII && $0.isLetter }), lowered.count <= 2,
      token.count <= 2
    {
      let labels = exercise.choices.map(\.label)
      throw fail(
        "no call has this label; the labels run from \(labels.first ?? "a") to "
          + "\(labels.last ?? "a")")
    }
    var matches: [CallName] = []
    for call in calls where call.baseName == token && !matches.contains(call) {
      matches.append(call)
    }
    if matches.count > 1 {
      throw fail(
        "this base name could be " + listed(matches.map(\.rawValue), or: true)
          + "; write the whole call or its letter")
    }
    return matches.first ?? CallName(token)
  }

  /// `a, b and c`, or `a, b or c`.
  static func listed(_ items: [String], or: Bool = false) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + items.last!
  }
}
