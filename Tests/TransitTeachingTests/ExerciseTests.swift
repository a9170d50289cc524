import Foundation
import Testing
import TransitTeaching
import TransitTestSupport
import TransitTrace

/// `transit exercise`: which calls are blanked, the seeded shuffle, and the three documents.
@Suite("Exercise")
struct ExerciseTests {
  static func exercise(_ name: String, transition: Int? = nil, seed: UInt64 = 1) throws
    -> Exercise
  {
    try Exercise(
      records: GoldenTraces.records(name), source: name,
      options: ExerciseOptions(transition: transition, seed: seed))
  }

  @Test("the blanks are the lifecycle calls UIKit makes, in log order, and nothing else")
  func blanks() throws {
    let exercise = try Self.exercise("card-zoom", transition: 1)
    let history = exercise.blanks.map { "\($0.seq) \($0.caller) → \($0.receiver) \($0.call)" }
    #expect(
      history == [
        "15 uikit → delegate.card presentationController(forPresented:presenting:source:)",
        "17 uikit → vc.swatch viewDidLoad()",
        "20 uikit → pc adaptivePresentationStyle(for:)",
        "22 uikit → delegate.card animationController(forPresented:presenting:source:)",
        "23 uikit → delegate.card interactionControllerForPresentation(using:)",
        "28 uikit → pc presentationTransitionWillBegin()",
        "30 uikit → animator.zoomIn transitionDuration(using:)",
        "31 uikit → vc.swatch viewWillAppear(_:)",
        "33 uikit → animator.zoomIn transitionDuration(using:)",
        "34 uikit → animator.zoomIn animateTransition(using:)",
        "43 uikit → vc.swatch viewSafeAreaInsetsDidChange()",
        "44 uikit → vc.swatch viewIsAppearing(_:)",
        "47 uikit → animator.zoomIn completion(_:)",
        "54 uikit → pc presentationTransitionDidEnd(_:)",
        "55 uikit → vc.swatch viewDidAppear(_:)",
        "56 uikit → animator.zoomIn animationEnded(_:)",
      ])
    // Every call UIKit's objects make in the transition is a blank or a named landmark.
    let records = try GoldenTraces.records("card-zoom")
    let uikitCalls = records.compactMap(\.event).filter { $0.transition == 1 }
      .compactMap { event in event.call.map { (event.seq, $0) } }
      .filter { $0.1.caller == "uikit" }
    let blanked = Set(exercise.blanks.map(\.seq))
    let visible = uikitCalls.filter { !blanked.contains($0.0) }.map { "\($0.1.name)" }
    #expect(
      visible == [
        "loadView()",
        "shouldPresentInFullscreen",
        "shouldPresentInFullscreen",
        "shouldRemovePresentersView",
        "presentedView",
        "frameOfPresentedViewInContainerView",
        "containerViewWillLayoutSubviews()",
        "containerViewDidLayoutSubviews()",
        "viewWillLayoutSubviews()",
        "viewDidLayoutSubviews()",
      ])
  }

  @Test("the list holds each blanked call once per blank, shuffled, labelled a, b, c…")
  func choices() throws {
    let exercise = try Self.exercise("card-zoom")
    #expect(exercise.choices.map(\.call).sorted() == exercise.blanks.map(\.call).sorted())
    #expect(
      exercise.choices.map(\.label)
        == (0..<26).map { index in
          let letters = Array("abcdefghijklmnopqrstuvwxyz")
          return String(letters[index])
        } + ["aa"])
    #expect(exercise.choices.map(\.call) != exercise.blanks.map(\.call))
  }

  @Test("the same seed gives the same exercise; another seed another order of the same calls")
  func determinism() throws {
    let first = try Self.exercise("card-zoom", seed: 7)
    let again = try Self.exercise("card-zoom", seed: 7)
    let other = try Self.exercise("card-zoom", seed: 8)
    #expect(first.worksheet(answerSheet: "a.txt") == again.worksheet(answerSheet: "a.txt"))
    #expect(first.answerKey() == again.answerKey())
    #expect(first.choices.map(\.call) != other.choices.map(\.call))
    #expect(first.choices.map(\.call).sorted() == other.choices.map(\.call).sorted())
    #expect(first.fingerprint == other.fingerprint)
    #expect(first.fingerprint != (try Self.exercise("card-zoom", transition: 1)).fingerprint)
  }

  @Test("the worksheet, answer sheet and key match their golden files")
  func documents() throws {
    let exercise = try Self.exercise("card-zoom", transition: 1)
    let sheet = "card-zoom-transition-1.answers.txt"
    try Golden.expect(
      exercise.worksheet(answerSheet: sheet), matches: "exercise-card-zoom-1.exercise.txt")
    try Golden.expect(
      exercise.answerSheet(named: sheet), matches: "exercise-card-zoom-1.answers.txt")
    try Golden.expect(exercise.answerKey(), matches: "exercise-card-zoom-1.key.txt")
  }

  @Test(
    "every log: the key grades all right, every blank is a blank row, the page fits",
    arguments: try GoldenTraces.names())
  func everyLog(name: String) throws {
    let records = try GoldenTraces.records(name)
    // A log with no lifecycle call by UIKit to blank (nav-bar-hiding: a bar hidden and shown on
    // one screen, no transition) is refused, saying so.
    let made = Result { try Exercise(records: records, source: name) }
    if case .failure(let error) = made {
      #expect("\(error)".contains("no lifecycle calls by UIKit to blank"), "\(name): \(error)")
      return
    }
    let exercise = try made.get()
    let file = try AnswerFile.parse(exercise.answerKey(), path: "key.txt")
    let grade = try Grader.grade(file, against: exercise)
    #expect(grade.isAllRight)
    #expect(grade.rightCount == exercise.blanks.count)
    let worksheet = exercise.worksheet(answerSheet: "answers.txt")
    #expect(Logs.widest(worksheet) <= 100)
    let blankRows = exercise.diagram.rows.filter { $0.text == String(repeating: "_", count: 24) }
    #expect(blankRows.map(\.seq) == exercise.blanks.map(\.seq))
    for blank in exercise.blanks {
      #expect(!exercise.diagram.rows.contains { $0.seq == blank.seq && $0.text.contains("(") })
    }
  }

  @Test("the shuffle is fixed for a seed, whatever the platform, and never the identity")
  func shuffle() throws {
    let exercise = try Self.exercise("card-zoom", transition: 1, seed: 1)
    #expect(
      exercise.choices.map(\.call.rawValue).prefix(3) == [
        "adaptivePresentationStyle(for:)",
        "viewIsAppearing(_:)",
        "viewSafeAreaInsetsDidChange()",
      ])
    for seed in UInt64(0)..<50 {
      let small = try Self.exercise("fullscreen-default", transition: 1, seed: seed)
      #expect(small.choices.map(\.call) != small.blanks.map(\.call))
    }
  }

  @Test("a transition the log lacks, or one with nothing to blank, is refused")
  func refusals() throws {
    #expect(throws: ExerciseError("transition 3: no such transition; the log has #1, #2")) {
      try Self.exercise("card-zoom", transition: 3)
    }
    let records: [Record] = [
      .header(LogHeader(scenario: "quiet", engine: "tests")),
      .participant(Participant(id: "uikit", className: "UIKit", role: .uikit)),
      .participant(Participant(id: "vc", className: "VC", role: .presentingViewController)),
      .event(
        Event(
          seq: 1, time: .zero, transition: 1, cause: nil,
          body: .call(Call(caller: "uikit", receiver: "vc", name: .presentedView)))),
    ]
    #expect(throws: ExerciseError("the log has no lifecycle calls by UIKit to blank")) {
      try Exercise(records: records, source: "quiet")
    }
  }
}
