import Testing
import TransitImport
import TransitLifecycle
import TransitTrace

/// How the importer reads a console's transitions: each a few lines written for this test, and
/// the `requested` records it writes (kind, from and to), with a piece of the evidence. Where
/// the order fits several kinds, or none, the kind is `unknown` and the evidence says why.
@Suite("The transitions a console shows, read")
struct TransitionReadingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var what: String
    var console: String
    /// `kind from → to` of each `requested` record, in order.
    var transitions: [String]
    /// A piece of each `requested` record's evidence, in order ("" for any).
    var evidence: [String] = []
    var testDescription: String { what }
  }

  static let cases: [Case] = [
    Case(
      what: "the launch is no transition; a push and its pop",
      console: """
        <A: 0x1> viewDidLoad()
        <A: 0x1> viewWillAppear(_:)
        <A: 0x1> viewDidAppear(_:)
        <B: 0x2> viewDidLoad()
        <A: 0x1> viewWillDisappear(_:)
        <B: 0x2> viewWillAppear(_:)
        <A: 0x1> viewDidDisappear(_:)
        <B: 0x2> viewDidAppear(_:)
        <B: 0x2> viewWillDisappear(_:)
        <A: 0x1> viewWillAppear(_:)
        <B: 0x2> viewDidDisappear(_:)
        <A: 0x1> viewDidAppear(_:)
        """,
      transitions: ["push vc.a → vc.b", "pop vc.b → vc.a"],
      evidence: ["fact-nav-did-order", "UIKit pops what it pushed"]),
    Case(
      what: "a push the app makes while its root is still appearing at the launch",
      console: """
        <Root: 0x1> viewDidLoad()
        <Root: 0x1> viewWillAppear(_:)
        <Root: 0x1> viewIsAppearing(_:)
        <Pushed: 0x2> loadView()
        <Pushed: 0x2> viewDidLoad()
        <Root: 0x1> viewWillDisappear(_:)
        <Pushed: 0x2> viewWillAppear(_:)
        <Root: 0x1> viewDidDisappear(_:)
        <Pushed: 0x2> viewIsAppearing(_:)
        <Pushed: 0x2> viewDidAppear(_:)
        """,
      transitions: ["push vc.root → vc.pushed"],
      evidence: ["fact-nav-did-order"]),
    Case(
      what: "a presentation that keeps the presenter's view, and its dismissal",
      console: """
        <A: 0x1> viewWillAppear(_:)
        <A: 0x1> viewDidAppear(_:)
        <B: 0x2> viewDidLoad()
        <B: 0x2> viewWillAppear(_:)
        <B: 0x2> viewDidAppear(_:)
        <B: 0x2> viewWillDisappear(_:)
        <B: 0x2> viewDidDisappear(_:)
        """,
      transitions: ["present vc.a → vc.b", "dismiss vc.b → vc.a"],
      evidence: ["fact-presenter-silent-unless-removed", "heard none"]),
    Case(
      what: "a tab switch with the delegate's animator or a page swipe: unknown",
      console: """
        <A: 0x1> viewWillAppear(_:)
        <A: 0x1> viewDidAppear(_:)
        <B: 0x2> viewDidLoad()
        <B: 0x2> viewWillAppear(_:)
        <A: 0x1> viewWillDisappear(_:)
        <B: 0x2> viewDidAppear(_:)
        <A: 0x1> viewDidDisappear(_:)
        """,
      transitions: ["unknown vc.a → vc.b"],
      evidence: ["a tab switch with the delegate's animator"]),
    Case(
      what: "a view controller seen before, without the transition it came forward in: unknown",
      console: """
        <A: 0x1> viewWillAppear(_:)
        <A: 0x1> viewDidAppear(_:)
        <A: 0x1> viewWillDisappear(_:)
        <A: 0x1> viewDidDisappear(_:)
        <B: 0x2> viewWillAppear(_:)
        <B: 0x2> viewDidAppear(_:)
        <B: 0x2> viewWillDisappear(_:)
        <A: 0x1> viewWillAppear(_:)
        <B: 0x2> viewDidDisappear(_:)
        <A: 0x1> viewDidAppear(_:)
        """,
      transitions: ["unknown vc.a → ?", "unknown ? → vc.b", "unknown vc.b → vc.a"],
      evidence: ["", "", "appeared before"]),
    Case(
      what: "a cancelled pop: the pop by its push, cancelled",
      console: """
        <A: 0x1> viewWillAppear(_:)
        <A: 0x1> viewDidAppear(_:)
        <B: 0x2> viewDidLoad()
        <A: 0x1> viewWillDisappear(_:)
        <B: 0x2> viewWillAppear(_:)
        <A: 0x1> viewDidDisappear(_:)
        <B: 0x2> viewDidAppear(_:)
        <B: 0x2> viewWillDisappear(_:)
        <A: 0x1> viewWillAppear(_:)
        <A: 0x1> viewWillDisappear(_:)
        <A: 0x1> viewDidDisappear(_:)
        <B: 0x2> viewWillAppear(_:)
        <B: 0x2> viewDidAppear(_:)
        """,
      transitions: ["push vc.a → vc.b", "pop vc.b → vc.a"]),
    Case(
      what: "a request printed names the kind",
      console: """
        <A: 0x1> viewDidAppear(_:)
        <A: 0x1> present(_:animated:completion:) viewControllerToPresent: <B: 0x2>
        <B: 0x2> viewWillAppear(_:)
        <B: 0x2> viewDidAppear(_:)
        """,
      transitions: ["present vc.a → vc.b"], evidence: ["present(_:animated:completion:) at line 2"]),
    Case(
      what: "a containment call names a child containment",
      console: """
        <Parent: 0x1> viewWillAppear(_:)
        <Parent: 0x1> viewDidAppear(_:)
        <Child: 0x2> willMove(toParent:) parent: <Parent: 0x1>
        <Child: 0x2> viewWillAppear(_:)
        <Child: 0x2> viewDidAppear(_:)
        <Child: 0x2> didMove(toParent:) parent: <Parent: 0x1>
        """,
      transitions: ["childContainment ? → vc.child"], evidence: ["willMove(toParent:) at line 3"]),
    Case(
      what: "appearance forwarded by hand: unknown",
      console: """
        <A: 0x1> viewWillAppear(_:)
        <A: 0x1> viewDidAppear(_:)
        <A: 0x1> beginAppearanceTransition(_:animated:) isAppearing: false
        <A: 0x1> viewWillDisappear(_:)
        <B: 0x2> viewWillAppear(_:)
        <A: 0x1> endAppearanceTransition()
        <A: 0x1> viewDidDisappear(_:)
        <B: 0x2> viewDidAppear(_:)
        """,
      transitions: ["unknown vc.a → vc.b"], evidence: ["forwards appearance by hand"]),
    Case(
      what: "a bare #function names no view controller: unknown",
      console: """
        viewWillDisappear(_:)
        viewWillAppear(_:)
        viewDidAppear(_:)
        viewDidDisappear(_:)
        """,
      transitions: ["unknown ? → ?"], evidence: ["names no view controller"]),
  ]

  @Test("what each console's transitions are read as", arguments: cases)
  func read(_ example: Case) throws {
    let records = try ConsoleImport.records(
      from: Array((example.console + "\n").utf8), path: "console.txt"
    ).records
    let requested = records.compactMap(\.event).compactMap { event -> TransitionChange? in
      guard case .transition(let change) = event.body, change.state == .requested else {
        return nil
      }
      return change
    }
    #expect(requested.allSatisfy { $0.isInferred })
    #expect(
      requested.map { "\($0.kind?.rawValue ?? "-") \($0.from ?? "?") → \($0.to ?? "?")" }
        == example.transitions)
    for (change, piece) in zip(requested, example.evidence) where !piece.isEmpty {
      #expect(change.evidence?.contains(piece) == true, "\(change.evidence ?? "")")
    }
  }

  @Test("each participant's role follows the side of the transition it was first named in")
  func roles() throws {
    let records = try ConsoleImport.records(
      from: Array((Self.cases[0].console + "\n").utf8), path: "console.txt"
    ).records
    let roles = records.compactMap { record -> String? in
      guard case .participant(let participant) = record else { return nil }
      return "\(participant.id) \(participant.role)"
    }
    #expect(roles == ["vc.a presentingViewController", "vc.b presentedViewController"])
  }

  /// The participants' roles, `id role`, as the importer declares them for `console`.
  static func roles(_ console: String) throws -> [String] {
    try ConsoleImport.records(from: Array((console + "\n").utf8), path: "console.txt").records
      .compactMap { record -> String? in
        guard case .participant(let participant) = record else { return nil }
        return "\(participant.id) \(participant.role)"
      }
  }

  @Test("a view controller the console shows only on its own has its part left open")
  func openRole() throws {
    // A sheet's own callbacks, its presenter printing nothing, are the same as a root's that
    // something covers: neither the launch nor the dismissal tells which it is.
    let sheet = """
      <Sheet: 0x1> viewDidLoad()
      <Sheet: 0x1> viewWillAppear(_:)
      <Sheet: 0x1> viewDidAppear(_:)
      <Sheet: 0x1> viewWillDisappear(_:)
      <Sheet: 0x1> viewDidDisappear(_:)
      """
    #expect(try Self.roles(sheet) == ["vc.sheet viewController"])
  }

  @Test("a view controller first seen outside a transition takes its side in the next one")
  func roleFromNextTransition() throws {
    // Both made before any transition, and the launch tells nothing of the first: the push
    // after says which pushed and which was pushed.
    let push = """
      <A: 0x1> init(coder:)
      <A: 0x1> viewDidLoad()
      <A: 0x1> viewWillAppear(_:)
      <A: 0x1> viewDidAppear(_:)
      <B: 0x2> init(coder:)
      <B: 0x2> viewDidLoad()
      <A: 0x1> viewWillDisappear(_:)
      <B: 0x2> viewWillAppear(_:)
      <A: 0x1> viewDidDisappear(_:)
      <B: 0x2> viewDidAppear(_:)
      """
    #expect(
      try Self.roles(push) == ["vc.a presentingViewController", "vc.b presentedViewController"])
  }

  @Test("a cancel writes completed with didComplete false; a finished transition its end")
  func states() throws {
    let records = try ConsoleImport.records(
      from: Array((Self.cases[5].console + "\n").utf8), path: "console.txt"
    ).records
    let states = records.compactMap(\.event).compactMap { event -> String? in
      guard case .transition(let change) = event.body else { return nil }
      return "\(event.transition ?? 0) \(change.state.rawValue)"
        + (change.didComplete.map { " \($0)" } ?? "")
    }
    #expect(
      states == [
        "1 requested", "1 began", "1 completed true", "1 ended true", "2 requested", "2 began",
        "2 completed false", "2 ended false",
      ])
  }
}
