import Foundation
import Testing
import TransitTestSupport

/// `transit exercise` and `transit grade`, run as an instructor and a learner run them. The
/// attacks on grading (a sheet that names another file, a forged log) are in
/// `UntrustedInputCommandTests`.
@Suite("transit exercise and grade")
struct ExerciseCommandTests {
  static let goldens = Golden.folder(of: "TransitTeachingTests")

  static func read(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  @Test("exercise writes the worksheet and the answer sheet, and the key only where --key says")
  func writes() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let keys = try TransitProcess.temporaryDirectory()
    let keyPath = keys.appendingPathComponent("card-zoom-1.key.txt").path
    let result = try TransitProcess.run([
      "exercise", "card-zoom", "--transition", "1", "--output-dir", folder.path, "--svg",
      "--key", keyPath,
    ])
    #expect(result.status == 0)
    let stem = folder.appendingPathComponent("card-zoom-transition-1").path
    #expect(
      result.stderr
        == "card-zoom: 16 blanks → \(stem).exercise.txt, \(stem).answers.txt, \(keyPath), "
        + "\(stem).exercise.svg\n"
        + "grade with: transit grade --exercise card-zoom --transition 1 \(stem).answers.txt\n")
    for (file, golden) in [
      ("\(stem).exercise.txt", "exercise-card-zoom-1.exercise.txt"),
      ("\(stem).answers.txt", "exercise-card-zoom-1.answers.txt"),
      (keyPath, "exercise-card-zoom-1.key.txt"),
    ] {
      let written = try Self.read(URL(fileURLWithPath: file))
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
    // No key beside the worksheet, and no temporary file left over.
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      leftovers == [
        "card-zoom-transition-1.answers.txt", "card-zoom-transition-1.exercise.svg",
        "card-zoom-transition-1.exercise.txt",
      ])
  }

  @Test("grade: all right (0), a wrong order explained (1), a bad file 2, against each side")
  func grades() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let key = folder.appendingPathComponent("instructor.key.txt")
    _ = try TransitProcess.run([
      "exercise", "card-zoom", "--transition", "1", "--output-dir", folder.path, "--key", key.path,
    ])
    let exercise = ["--exercise", "card-zoom", "--transition", "1"]
    let right = try TransitProcess.run(["grade", "--key", key.path, key.path])
    #expect(right.status == 0)
    #expect(right.stdout == "card-zoom, transition 1: all 16 blanks right.\n")
    #expect(try TransitProcess.run(["grade"] + exercise + [key.path]).status == 0)

    let sheet = folder.appendingPathComponent("card-zoom-transition-1.answers.txt")
    var answers = try Self.read(sheet)
    answers = answers.replacingOccurrences(of: "\n30:\n31:\n", with: "\n30: e\n31: d\n")
    let mine = folder.appendingPathComponent("mine.txt")
    try answers.write(to: mine, atomically: true, encoding: .utf8)
    for side in [exercise, ["--key", key.path]] {
      let wrong = try TransitProcess.run(["grade"] + side + [mine.path])
      #expect(wrong.status == 1)
      #expect(wrong.stdout.hasPrefix("card-zoom, transition 1: 0 of 16 blanks right.\n"))
      #expect(wrong.stdout.contains("The first wrong step is the blank at seq 15:"))
    }

    let bad = folder.appendingPathComponent("bad.txt")
    try "exercise: card-zoom\ntransition: 1\n15: zz\n".write(
      to: bad, atomically: true, encoding: .utf8)
    let broken = try TransitProcess.run(["grade"] + exercise + [bad.path])
    #expect(broken.status == 2)
    #expect(broken.stderr.contains("\(bad.path):3:5: no call has this label"))
    let missing = try TransitProcess.run(
      ["grade"] + exercise + [folder.appendingPathComponent("no.txt").path])
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "\(folder.path)/no.txt: cannot read the answer file: No such file or directory\n")

    // Several sheets: each report under its name; the worst status wins.
    let many = try TransitProcess.run(["grade"] + exercise + [key.path, mine.path, bad.path])
    #expect(many.status == 2)
    #expect(many.stdout.hasPrefix("\(key.path):\ncard-zoom, transition 1: all 16 blanks right.\n"))
    #expect(many.stdout.contains("\n\(mine.path):\ncard-zoom, transition 1: 0 of 16"))
  }

  @Test("grade needs the instructor's side: an exercise, a key or a folder of logs")
  func needsInstructorSide() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let sheet = folder.appendingPathComponent("a.txt")
    try "exercise: card-zoom\n12: a\n".write(to: sheet, atomically: true, encoding: .utf8)
    let alone = try TransitProcess.run(["grade", sheet.path])
    #expect(alone.status == 2)
    #expect(alone.stderr.contains("say what to grade against: --exercise NAME"))
    let both = try TransitProcess.run(
      ["grade", "--exercise", "card-zoom", "--key", sheet.path, sheet.path])
    #expect(both.status == 2)
    #expect(both.stderr.contains("give one of --exercise, --key and --logs"))
    let seed = try TransitProcess.run(["grade", "--key", sheet.path, "--seed", "2", sheet.path])
    #expect(seed.status == 2)
    #expect(seed.stderr.contains("--transition and --seed go with --exercise"))
  }

  @Test("an answer file that cannot be read says why: the system's reason, or not UTF-8")
  func unreadableAnswers() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let side = ["grade", "--exercise", "card-zoom"]
    let directory = try TransitProcess.run(side + [folder.path])
    #expect(directory.status == 2)
    #expect(
      directory.stderr == "\(folder.path): cannot read the answer file: it is not a regular file\n")
    let latin1 = folder.appendingPathComponent("latin1.txt")
    try Data([0x65, 0x78, 0x3A, 0x20, 0xE9, 0x0A]).write(to: latin1)
    let binary = try TransitProcess.run(side + [latin1.path])
    #expect(binary.status == 2)
    #expect(
      binary.stderr == "\(latin1.path): cannot read the answer file: it is not UTF-8 text\n")
    let short = try TransitProcess.run(side + ["a"], in: folder)
    #expect(short.status == 2)
    #expect(short.stderr == "a: cannot read the answer file: No such file or directory\n")
  }

  @Test("the files are a set: one that cannot be written leaves none of them behind")
  func wholeSet() throws {
    let folder = try TransitProcess.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("card-zoom.answers.txt"), withIntermediateDirectories: false
    )
    let result = try TransitProcess.run(["exercise", "card-zoom", "--output-dir", folder.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("card-zoom.answers.txt: is a folder; give the path of a file"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["card-zoom.answers.txt"])
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

  @Test("a key names its log, found from the current folder or else beside the key")
  func logBesideKey() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let log = GoldenTraces.url("dimming-sheet")
    try FileManager.default.copyItem(
      at: log, to: folder.appendingPathComponent("dimming-sheet.jsonl"))
    let made = try TransitProcess.run(
      [
        "exercise", "dimming-sheet.jsonl", "--seed", "3", "--output-dir", ".", "--key",
        "dimming-sheet.key.txt",
      ], in: folder)
    #expect(made.status == 0)
    let key = try Self.read(folder.appendingPathComponent("dimming-sheet.key.txt"))
    #expect(key.contains("exercise: dimming-sheet.jsonl\nseed: 3\n"))
    let keyPath = folder.appendingPathComponent("dimming-sheet.key.txt").path
    let graded = try TransitProcess.run(["grade", "--key", keyPath, keyPath])
    #expect(graded.status == 0)
    #expect(graded.stdout.hasSuffix("blanks right.\n"))
    // The same with the exercise named by the instructor, seed and all.
    let named = try TransitProcess.run(
      ["grade", "--exercise", "dimming-sheet.jsonl", "--seed", "3", keyPath], in: folder)
    #expect(named.status == 0)
    // A sheet shuffled with another seed is refused rather than graded with other letters.
    let otherSeed = try TransitProcess.run(
      ["grade", "--exercise", "dimming-sheet.jsonl", keyPath], in: folder)
    #expect(otherSeed.status == 2)
    #expect(otherSeed.stderr.contains("but the exercise graded is shuffled with seed"))
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
