import Foundation
import Testing
import TransitTestSupport

/// `transit exercise` and `transit grade`, run as an instructor and a learner run them.
@Suite("transit exercise and grade")
struct ExerciseCommandTests {
  static let goldens = Golden.folder(of: "TransitTeachingTests")

  static func read(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  @Test("exercise writes the worksheet, the answer sheet and the key, the same every time")
  func writes() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(
      ["exercise", "card-zoom", "--transition", "1", "--output-dir", folder.path, "--svg"])
    #expect(result.status == 0)
    let stem = folder.appendingPathComponent("card-zoom-transition-1").path
    #expect(
      result.stderr
        == "card-zoom: 15 blanks → \(stem).exercise.txt, \(stem).answers.txt, \(stem).key.txt, "
        + "\(stem).exercise.svg\n")
    for (file, golden) in [
      ("exercise.txt", "exercise-card-zoom-1.exercise.txt"),
      ("answers.txt", "exercise-card-zoom-1.answers.txt"),
      ("key.txt", "exercise-card-zoom-1.key.txt"),
    ] {
      let written = try Self.read(URL(fileURLWithPath: "\(stem).\(file)"))
      #expect(written == (try Self.read(Self.goldens.appendingPathComponent(golden))), "\(file)")
    }
    let svg = try Self.read(URL(fileURLWithPath: "\(stem).exercise.svg"))
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.contains("________________________"))
    #expect(!svg.contains("presentationTransitionWillBegin"))
    #expect(svg.contains("containerViewWillLayoutSubviews"))
    let again = try TransitProcess.run(
      ["exercise", "card-zoom", "--transition", "1", "--output-dir", folder.path])
    #expect(again.status == 0)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      leftovers == [
        "card-zoom-transition-1.answers.txt", "card-zoom-transition-1.exercise.svg",
        "card-zoom-transition-1.exercise.txt", "card-zoom-transition-1.key.txt",
      ])
  }

  @Test("grade: the key is all right (0), a wrong order is explained (1), a bad file is 2")
  func grades() throws {
    let folder = try TransitProcess.temporaryDirectory()
    _ = try TransitProcess.run(
      ["exercise", "card-zoom", "--transition", "1", "--output-dir", folder.path])
    let key = folder.appendingPathComponent("card-zoom-transition-1.key.txt")
    let right = try TransitProcess.run(["grade", key.path])
    #expect(right.status == 0)
    #expect(right.stdout == "card-zoom, transition 1: all 15 blanks right.\n")

    let sheet = folder.appendingPathComponent("card-zoom-transition-1.answers.txt")
    var answers = try Self.read(sheet)
    answers = answers.replacingOccurrences(of: "\n25:\n26:\n", with: "\n25: n\n26: a\n")
    let mine = folder.appendingPathComponent("mine.txt")
    try answers.write(to: mine, atomically: true, encoding: .utf8)
    let wrong = try TransitProcess.run(["grade", mine.path])
    #expect(wrong.status == 1)
    #expect(wrong.stdout.hasPrefix("card-zoom, transition 1: 0 of 15 blanks right.\n"))
    #expect(wrong.stdout.contains("The first wrong step is the blank at seq 11:"))

    let bad = folder.appendingPathComponent("bad.txt")
    try "exercise: card-zoom\ntransition: 1\n12: zz\n".write(
      to: bad, atomically: true, encoding: .utf8)
    let broken = try TransitProcess.run(["grade", bad.path])
    #expect(broken.status == 2)
    #expect(broken.stderr.contains("\(bad.path):3:5: no call is labelled 'zz'"))
    let missing = try TransitProcess.run(["grade", folder.appendingPathComponent("no.txt").path])
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "Error: \(folder.path)/no.txt: cannot read the answer file: No such file or directory\n"
    )
  }

  @Test("an answer file that cannot be read says why: the system's reason, or not UTF-8")
  func unreadableAnswers() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let directory = try TransitProcess.run(["grade", folder.path])
    #expect(directory.status == 2)
    #expect(
      directory.stderr == "Error: \(folder.path): cannot read the answer file: Is a directory\n")
    let latin1 = folder.appendingPathComponent("latin1.txt")
    try Data([0x65, 0x78, 0x3A, 0x20, 0xE9, 0x0A]).write(to: latin1)
    let binary = try TransitProcess.run(["grade", latin1.path])
    #expect(binary.status == 2)
    #expect(
      binary.stderr == "Error: \(latin1.path): cannot read the answer file: it is not UTF-8 text\n")
    // One character: NSString.deletingLastPathComponent crashes on such a path.
    let short = try TransitProcess.run(["grade", "a"], in: folder)
    #expect(short.status == 2)
    #expect(short.stderr == "Error: a: cannot read the answer file: No such file or directory\n")
  }

  @Test("an answer file for `exercise: -` is refused at its line: exercise never writes one")
  func standardInputExercise() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let file = folder.appendingPathComponent("stdin.txt")
    try "# from a pipe\nexercise: -\n12: a\n".write(to: file, atomically: true, encoding: .utf8)
    let log = try Data(
      contentsOf: GoldenTraces.url("card-zoom"))
    let result = try TransitProcess.run(["grade", file.path], stdin: log)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("\(file.path):2:11: the exercise must name the log"))
    let help = try TransitProcess.run(["grade", "--help"])
    #expect(help.stdout.contains("NAME cannot be -"))
  }

  @Test("the three files are a set: one that cannot be written leaves none of them behind")
  func wholeSet() throws {
    let folder = try TransitProcess.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("card-zoom.key.txt"), withIntermediateDirectories: false)
    let result = try TransitProcess.run(["exercise", "card-zoom", "--output-dir", folder.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("card-zoom.key.txt: is a folder; give the path of a file"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["card-zoom.key.txt"])
  }

  @Test("an empty --output-dir is refused before anything is written")
  func emptyOutputDirectory() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(["exercise", "card-zoom", "--output-dir", ""], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("--output-dir needs a folder; `.` is the current one"))
    #expect(!FileManager.default.fileExists(atPath: "/card-zoom.key.txt"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("a log exercise is graded from the log beside the answer file")
  func logBesideAnswers() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let log = GoldenTraces.url("dimming-sheet")
    try FileManager.default.copyItem(
      at: log, to: folder.appendingPathComponent("dimming-sheet.jsonl"))
    let made = try TransitProcess.run(
      ["exercise", "dimming-sheet.jsonl", "--seed", "3", "--output-dir", "."], in: folder)
    #expect(made.status == 0)
    let key = try Self.read(folder.appendingPathComponent("dimming-sheet.key.txt"))
    #expect(key.contains("exercise: dimming-sheet.jsonl\nseed: 3\n"))
    let graded = try TransitProcess.run([
      "grade", folder.appendingPathComponent("dimming-sheet.key.txt").path,
    ])
    #expect(graded.status == 0)
    #expect(graded.stdout.hasSuffix("blanks right.\n"))
  }

  @Test("exercise refuses what it cannot build, with exit 2")
  func refusals() throws {
    let none = try TransitProcess.run(["exercise", "card-zoom", "--transition", "9"])
    #expect(none.status == 2)
    #expect(none.stderr.contains("transition 9: no such transition; the log has #1, #2"))
    let stdin = try TransitProcess.run(["exercise", "-"])
    #expect(stdin.status == 2)
    let negative = try TransitProcess.run(["exercise", "card-zoom", "--transition", "-1"])
    #expect(negative.status == 2)
    #expect(negative.stderr.contains("--transition must be 1 or more"))
  }
}
