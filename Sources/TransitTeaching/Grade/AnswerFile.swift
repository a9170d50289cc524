import TransitTrace

/// A problem in an answer file, located by path, line and column: `answers.txt:7:5: …`. The
/// message says what was expected there, and never quotes what the file holds: the file is
/// someone else's, and quoting it could show anything to whoever runs `transit grade`.
package struct AnswerFileError: Error, CustomStringConvertible, Sendable, Hashable {
  /// The answer file's path, as given.
  package let path: String
  /// 1-based.
  package let line: Int
  /// 1-based, in characters.
  package let column: Int
  /// What is wrong there, and what was expected.
  package let message: String

  package init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  package var description: String {
    "\(VisibleText.escaped(path)):\(line):\(column): \(message)"
  }
}

/// An answer file as a learner typed it, before it is held against its exercise.
///
/// The format, line by line (`#` starts a comment; blank lines are ignored):
///
///     exercise: card-zoom          what the exercise was made from (read only by `grade --logs`)
///     transition: 2                optional: the transition it covers
///     seed: 1                      optional (1): the seed of its shuffled list
///     fingerprint: 5e1f0a9c        optional: checks the log still gives the same blanks
///
///     22: d                        the blank at seq 22 is filled by the call labelled d
///     25: transitionDuration(using:)   or by the call itself
///     f g                          answers without a seq fill the blanks after the last one named
///     26: _                        `_`, `-` or `?` leaves a blank unanswered
///
/// The header lines come first. A seq may end with `:`, `.` or `)`, and answers on one line are
/// separated by spaces or commas.
package struct AnswerFile: Sendable, Hashable {
  /// A header value and where it was written.
  package struct Field: Sendable, Hashable {
    /// The value, trimmed.
    package let value: String
    /// The line it is on, 1-based.
    package let line: Int
    /// The column the value starts at, 1-based.
    package let column: Int
  }

  /// One thing written among the answers: a seq naming a blank, or an answer for the next
  /// blank.
  package enum Mark: Sendable, Hashable {
    case seq(Int, line: Int, column: Int)
    case answer(String, line: Int, column: Int)
  }

  /// The file's path, for errors.
  package let path: String
  /// `exercise:`: what the exercise was made from, as `transit exercise` was given it.
  package let exercise: Field?
  /// `transition:`, when the exercise covers one transition.
  package let transition: Field?
  /// `seed:`; 1 when absent.
  package let seed: Field?
  /// `fingerprint:`, checked against the blanks the log gives now.
  package let fingerprint: Field?
  /// The seqs and answers, in the order written.
  package let marks: [Mark]

  /// The header's keys, in the order the answer sheet writes them.
  package static let keys = ["exercise", "transition", "seed", "fingerprint"]

  /// Reads an answer file's text; `path` names it in errors.
  package static func parse(_ text: String, path: String) throws(AnswerFileError) -> AnswerFile {
    var fields: [String: Field] = [:]
    var marks: [Mark] = []
    func fail(_ line: Int, _ column: Int, _ message: String) -> AnswerFileError {
      AnswerFileError(path: path, line: line, column: column, message: message)
    }
    // `\r\n` is one Character in Swift, and a newline like `\n` and `\r`.
    let rows = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (offset, raw) in rows.enumerated() {
      let number = offset + 1
      var line = Array(raw)
      if let hash = line.firstIndex(of: "#") { line = Array(line[..<hash]) }
      guard let start = line.firstIndex(where: { !$0.isWhitespace }) else { continue }
      if let (key, valueStart) = headerKey(line, from: start) {
        guard keys.contains(key) else {
          throw fail(
            number, start + 1,
            "unknown key; an answer file's keys are exercise, transition, seed and "
              + "fingerprint, then the answers, such as '22: d'")
        }
        guard marks.isEmpty else {
          throw fail(number, start + 1, "'\(key):' must come before the answers")
        }
        guard fields[key] == nil else {
          throw fail(number, start + 1, "'\(key):' is given twice")
        }
        let value = String(line[valueStart...]).trimmingWhitespace()
        guard !value.isEmpty else { throw fail(number, start + 1, "'\(key):' needs a value") }
        let column = (line[valueStart...].firstIndex { !$0.isWhitespace } ?? valueStart) + 1
        fields[key] = Field(value: value, line: number, column: column)
        continue
      }
      var index = start
      var digits = ""
      while index < line.count, line[index].isASCII, line[index].isNumber {
        digits.append(line[index])
        index += 1
      }
      if !digits.isEmpty {
        guard let seq = Int(digits), seq > 0 else {
          throw fail(number, start + 1, "this is not a seq; seqs start at 1")
        }
        if index < line.count, ":.)".contains(line[index]) { index += 1 }
        marks.append(.seq(seq, line: number, column: start + 1))
      }
      var token = ""
      var tokenStart = index
      for position in index...line.count {
        let character: Character = position < line.count ? line[position] : " "
        if character.isWhitespace || character == "," {
          if !token.isEmpty { marks.append(.answer(token, line: number, column: tokenStart + 1)) }
          token = ""
          tokenStart = position + 1
        } else {
          token.append(character)
        }
      }
    }
    return AnswerFile(
      path: path, exercise: fields["exercise"], transition: fields["transition"],
      seed: fields["seed"], fingerprint: fields["fingerprint"], marks: marks)
  }

  /// `exercise` and where its value starts, for a line that begins `word:`; nil for an answer
  /// line, whose first word is a seq, a label or a call (`viewWillAppear(_:)` has its colon
  /// inside parentheses).
  private static func headerKey(_ line: [Character], from start: Int) -> (String, Int)? {
    var index = start
    var key = ""
    while index < line.count, line[index].isLetter {
      key.append(line[index])
      index += 1
    }
    guard !key.isEmpty, index < line.count, line[index] == ":" else { return nil }
    return (key.lowercased(), index + 1)
  }

  /// The transition and seed the header gives.
  package func options() throws(AnswerFileError) -> ExerciseOptions {
    var options = ExerciseOptions()
    if let transition {
      guard let value = Int(transition.value), value > 0 else {
        throw AnswerFileError(
          path: path, line: transition.line, column: transition.column,
          message: "transition must be a whole number from 1, such as 2")
      }
      options.transition = value
    }
    if let seed {
      guard let value = UInt64(seed.value) else {
        throw AnswerFileError(
          path: path, line: seed.line, column: seed.column,
          message: "seed must be a whole number from 0, such as 1")
      }
      options.seed = value
    }
    return options
  }
}

extension String {
  /// Without leading and trailing whitespace.
  func trimmingWhitespace() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
