import Testing
import TransitTeaching
import TransitTestSupport
import TransitTrace

/// `ExerciseLookup`: what an answer key or a sheet graded against a folder may name, and what
/// must hold before its answers count.
@Suite("Exercise lookup")
struct ExerciseLookupTests {
  static func cardZoom(_ name: String) throws -> [Record] {
    #expect(name == "Traces/card-zoom.jsonl")
    return try GoldenTraces.records("card-zoom")
  }

  @Test("a key gives back the exercise it answers, and only one that answers it")
  func key() throws {
    let made = try Exercise(
      records: try GoldenTraces.records("card-zoom"), source: "Traces/card-zoom.jsonl",
      options: ExerciseOptions(transition: 1, seed: 1))
    let text = made.answerKey()
    let found = try ExerciseLookup.exercise(
      answeredBy: try AnswerFile.parse(text, path: "key.txt"), load: Self.cardZoom)
    #expect(found.blanks == made.blanks)

    // The same key with its first two answers swapped no longer answers its exercise.
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let answers = lines.indices.filter { lines[$0].first?.isNumber == true }
    let first = try #require(answers.first)
    let second = answers[1]
    let label = { (line: String) in line.split(separator: " ")[1] }
    let (a, b) = (label(lines[first]), label(lines[second]))
    try #require(a != b)
    lines[first] = lines[first].replacingOccurrences(of: " \(a) ", with: " \(b) ")
    lines[second] = lines[second].replacingOccurrences(of: " \(b) ", with: " \(a) ")
    let swapped = try AnswerFile.parse(lines.joined(separator: "\n"), path: "key.txt")
    let error = #expect(throws: AnswerFileError.self) {
      try ExerciseLookup.exercise(answeredBy: swapped, load: Self.cardZoom)
    }
    #expect(error?.description.contains("this key does not answer its own exercise") == true)

    let unnamed = try AnswerFile.parse("15: a\n", path: "key.txt")
    let missing = #expect(throws: AnswerFileError.self) {
      try ExerciseLookup.exercise(answeredBy: unnamed, load: Self.cardZoom)
    }
    #expect(
      missing?.description
        == "key.txt:1:1: the key does not say which exercise it answers (exercise: NAME)")
  }

  @Test("a sheet graded against a folder names a log or scenario file by its last part")
  func folderEntry() throws {
    let named = try AnswerFile.parse(
      "exercise: ../elsewhere/card-zoom.jsonl\nfingerprint: 0\n", path: "sheet.txt")
    let entry = try ExerciseLookup.fileNamed(by: named)
    #expect(entry.name == "card-zoom.jsonl")
    #expect(entry.isLog)

    let refusals = [
      ("15: a\n", "sheet.txt:1:1: with --logs, the sheet must say which log it answers"),
      ("exercise: card-zoom.jsonl\n", "sheet.txt:1:11: with --logs, the sheet must carry the "),
      ("exercise: notes.txt\nfingerprint: 0\n", "sheet.txt:1:11: with --logs, the exercise must"),
    ]
    for (text, expected) in refusals {
      let file = try AnswerFile.parse(text, path: "sheet.txt")
      let error = #expect(throws: AnswerFileError.self) { try ExerciseLookup.fileNamed(by: file) }
      #expect(
        error?.description.hasPrefix(expected) == true,
        "\(error.map(String.init(describing:)) ?? "")")
    }
  }
}
