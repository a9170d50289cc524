import Foundation
import Testing
import TransitTeaching
import TransitTestSupport
import TransitTrace

/// `transit grade`: the answer file format, the score, and the first wrong step explained.
@Suite("Grade")
struct GradeTests {
  /// card-zoom's first transition, seed 1: the instructor's exercise every sheet here is
  /// graded against.
  static func exercise(transition: Int? = 1, seed: UInt64 = 1) throws -> Exercise {
    try Exercise(
      records: GoldenTraces.records("card-zoom"), source: "card-zoom",
      options: ExerciseOptions(transition: transition, seed: seed))
  }

  static func grade(_ text: String, path: String = "answers.txt") throws -> Grade {
    let file = try AnswerFile.parse(text, path: path)
    return try Grader.grade(file, against: exercise())
  }

  static let header = "exercise: card-zoom\ntransition: 1\nseed: 1\n"

  /// The key's answers, in blank order: h p a m o j d e n l c b i f g k.
  static let right =
    "15: h\n17: p\n20: a\n22: m\n23: o\n28: j\n30: d\n31: e\n33: n\n34: l\n"
    + "43: c\n44: b\n47: i\n54: f\n55: g\n56: k\n"

  @Test("the right order is all right")
  func allRight() throws {
    let grade = try Self.grade(Self.header + Self.right)
    #expect(grade.isAllRight)
    #expect(grade.report() == "card-zoom, transition 1: all 16 blanks right.\n")
  }

  @Test("answers may be calls, unique base names, several on a line, unnumbered, any case")
  func forms() throws {
    let text =
      Self.header
      + "15: presentationController(forPresented:presenting:source:) viewDidLoad, A\n"
      + "22. M\n"
      + "# a comment line\n"
      + "interactionControllerForPresentation j   # answers go on after the last seq named\r\n"
      + "30) d e, n l c b i f g k\n"
    let grade = try Self.grade(text)
    #expect(grade.wrongSeqs == [])
  }

  @Test("a swap is two wrong blanks, and the first is explained with the glossary")
  func firstWrongStep() throws {
    let swapped = Self.right.replacingOccurrences(of: "30: d\n31: e", with: "30: e\n31: d")
    let grade = try Self.grade(Self.header + swapped)
    #expect(grade.rightCount == 14)
    #expect(grade.wrongSeqs == [30, 31])
    let report = grade.report()
    try Golden.expect(report, matches: "grade-card-zoom-1-swapped.txt")
    #expect(report.hasPrefix("card-zoom, transition 1: 14 of 16 blanks right.\n"))
    #expect(report.contains("The first wrong step is the blank at seq 30: uikit → animator.zoomIn"))
    #expect(report.contains("  you wrote:    e = viewWillAppear(_:)\n"))
    #expect(report.contains("  it is:        transitionDuration(using:)\n"))
    #expect(
      report.contains("  why:          UIKit asks the animator how long the transition lasts."))
    #expect(report.contains("  before it:    presentationTransitionWillBegin() at seq 28\n"))
    #expect(report.contains("  your call:    viewWillAppear(_:) comes later, at seq 31."))
    #expect(report.contains("  step by step: transit explain card-zoom --step 30\n"))
  }

  @Test("an empty blank is wrong, and says nothing was written")
  func unanswered() throws {
    let text = Self.header + Self.right.replacingOccurrences(of: "20: a", with: "20: _")
    let grade = try Self.grade(text)
    #expect(grade.wrongSeqs == [20])
    #expect(grade.report().contains("  you wrote:    nothing\n"))
    let sheet = try Self.grade(Self.header + "15:\n17:\n")
    #expect(sheet.rightCount == 0)
  }

  @Test("a call the exercise did not blank is wrong, and says so")
  func foreignCall() throws {
    let text = Self.header + Self.right.replacingOccurrences(of: "15: h", with: "15: presentedView")
    let report = try Self.grade(text).report()
    #expect(report.contains("presentedView is not one of the calls blanked here."))
  }

  @Test(
    "mistakes in the answer file are reported at their line and column",
    arguments: [
      ("colour: red\n", "answers.txt:1:1: unknown key; an answer file's keys are"),
      ("exercise: card-zoom\n12: f\nseed: 1\n", "answers.txt:3:1: 'seed:' must come before"),
      ("exercise: card-zoom\nexercise: card-zoom\n", "answers.txt:2:1: 'exercise:' is given twice"),
      ("exercise:\n", "answers.txt:1:1: 'exercise:' needs a value"),
      (header + "15: zz\n", "answers.txt:4:5: no call has this label; the labels run from a to p"),
      (header + "14: a\n", "answers.txt:4:1: there is no blank at seq 14; the blanks are at 15,"),
      (header + "15: f\n15: f\n", "answers.txt:5:5: the blank at seq 15 is answered twice"),
      (
        header + "56: k e\n",
        "answers.txt:4:7: more answers than blanks: the last blank is at seq 56"
      ),
      ("exercise: card-zoom\nseed: x\n", "answers.txt:2:7: seed must be a whole number"),
      (
        "exercise: card-zoom\ntransition: 0\n",
        "answers.txt:2:13: transition must be a whole number"
      ),
      (
        "exercise: card-zoom\ntransition: 2\n",
        "answers.txt:2:13: this answer sheet answers transition 2, but the exercise graded is "
          + "transition 1"
      ),
      ("seed: 7\n", "answers.txt:1:7: this answer sheet's list was shuffled with seed 7"),
      (
        header + "fingerprint: 00000000\n",
        "answers.txt:4:14: this answer sheet was made from other blanks than the exercise graded"
      ),
      ("exercise: card-zoom\n0: a\n", "answers.txt:2:1: this is not a seq"),
    ])
  func mistakes(text: String, message: String) throws {
    do {
      _ = try Self.grade(text)
      Issue.record("no error for: \(text)")
    } catch let error as AnswerFileError {
      #expect(error.description.hasPrefix(message), "got \(error)")
    }
  }

  @Test("the answer file the manual shows is graded as it says")
  func readmeExample() throws {
    let lines = try ManualPages.lines("docs/learn.md")
    let start = try #require(lines.firstIndex { $0.hasPrefix("exercise: card-zoom   ") })
    let end = try #require(lines[start...].firstIndex { $0.hasPrefix("20: a m o j") })
    let grade = try Self.grade(lines[start...end].joined(separator: "\n"), path: "learn.md")
    #expect(grade.rightCount == 6)
    #expect(grade.wrongSeqs.first == 30)
  }

  @Test("a base name two blanked calls share is refused, naming both")
  func ambiguousBaseName() throws {
    let file = try AnswerFile.parse("15: animationController\n", path: "answers.txt")
    let error = #expect(throws: AnswerFileError.self) {
      try Grader.grade(file, against: Self.exercise(transition: nil))
    }
    #expect(error?.description.hasPrefix("answers.txt:1:5: this base name could be") == true)
  }

  @Test("a sheet's exercise line does not choose what it is graded against")
  func sheetCannotChoose() throws {
    // The sheet names another exercise and any file: neither is read; the sheet is graded
    // against the instructor's exercise, whose blanks it is held to.
    let text = "exercise: /etc/passwd\n" + Self.right
    let grade = try Self.grade(text)
    #expect(grade.isAllRight)
    #expect(grade.exercise.title == "card-zoom")
    #expect(grade.exercise.blanks.count == 16)
    // A sheet without any header line is graded all the same.
    #expect(try Self.grade(Self.right).isAllRight)
  }

  @Test("error messages say what was expected and never quote the answer file")
  func noQuotes() throws {
    let secret = "SECRET-API-KEY-sk_live_123456"
    for text in [
      "\(secret): x\n", "exercise: card-zoom\n12: \(secret)x\n", "1\(secret.count)0\(secret)\n",
      Self.header + "12: zz\(secret)\n",
    ] {
      do {
        _ = try Self.grade(text)
      } catch let error as AnswerFileError {
        #expect(!error.description.contains("SECRET"), "\(error)")
        continue
      }
    }
  }

  @Test("the fingerprint the answer sheet carries is accepted")
  func fingerprint() throws {
    let exercise = try Exercise(
      records: GoldenTraces.records("card-zoom"), source: "card-zoom",
      options: ExerciseOptions(transition: 1))
    let sheet = exercise.answerSheet(named: "a.txt")
    #expect(sheet.contains("fingerprint: \(exercise.fingerprint)\n"))
    #expect(try Self.grade(sheet).rightCount == 0)
  }
}
