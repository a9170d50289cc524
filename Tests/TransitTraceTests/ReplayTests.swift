import Testing
import TransitTestSupport

@testable import TransitTrace

@Suite("Replay")
struct ReplayTests {
  @Test("a custom presentation links at requested and unlinks when its dismissal completes")
  func presentationThenDismissal() {
    var log = LogBuilder.customPresentation()
    log.appendDismissal()
    let seqs = [4, 5, 6, 22, 28, 31, 32, 35, 38]
    let chains = seqs.map { Replay.state(at: $0, of: log.records).presentationChains }
    let presented = [["vc.home", "vc.detail"]]
    #expect(chains == [[], [], presented, presented, presented, presented, [], [], []])

    let appearances = seqs.map {
      let state = Replay.state(at: $0, of: log.records)
      return [state.appearance(of: "vc.home"), state.appearance(of: "vc.detail")]
    }
    #expect(
      appearances == [
        [.appeared, .disappeared], [.appeared, .disappeared], [.appeared, .disappeared],
        [.appeared, .appeared], [.appeared, .disappearing], [.appeared, .disappearing],
        [.appeared, .disappearing], [.appeared, .disappeared], [.appeared, .disappeared],
      ])

    let inFlight = [5, 6, 22, 24, 38].map {
      Replay.state(at: $0, of: log.records).inFlight.map(\.id)
    }
    #expect(inFlight == [[], [1], [], [2], []])

    let final = Replay.finalState(of: log.records)
    #expect(
      final.transitions == [
        ReplayedTransition(
          id: 1, kind: .present, from: "vc.home", to: "vc.detail", style: "custom",
          animated: true, container: "container.1", interactive: false, state: .ended,
          didComplete: true, outcome: .finished),
        ReplayedTransition(
          id: 2, kind: .dismiss, from: "vc.detail", to: "vc.home", style: "custom",
          animated: true, container: "container.1", interactive: false, state: .ended,
          didComplete: true, outcome: .finished),
      ])
    #expect(
      final.appearances == [
        ViewControllerAppearance(
          viewController: "vc.home", state: .appeared,
          counts: AppearanceCounts(viewWillAppear: 1, viewIsAppearing: 1, viewDidAppear: 1)),
        ViewControllerAppearance(
          viewController: "vc.detail", state: .disappeared,
          counts: AppearanceCounts(
            viewWillAppear: 1, viewIsAppearing: 1, viewDidAppear: 1, viewWillDisappear: 1,
            viewDidDisappear: 1)),
      ])
    #expect(
      final.participants.map(\.id)
        == LogBuilder.customPresentationCast + ["animator.dismiss", "ctx.2"])
    #expect(final.presentedViewController(of: "vc.home") == nil)
    #expect(
      final.renderedViewTree == """
        window
        └─ vc.home.view (UIView, vc.home)
        (detached)
        ├─ vc.detail.view (UIView, vc.detail)
        ├─ dimmingView (UIView)
        └─ container.1 (UITransitionView)

        """)
    #expect(final.anomalies == [])
    #expect((final.seq, final.time) == (38, VirtualTime(seconds: 2.5)))
  }

  @Test("a cancelled interactive dismissal reverses the appearance and keeps the presentation")
  func cancelledInteractiveDismissal() {
    var log = LogBuilder.customPresentation()
    log.appendCancelledInteractiveDismissal()
    let states = (22...41).map { Replay.state(at: $0, of: log.records) }
    let detail = states.map { $0.appearance(of: "vc.detail") }
    let expected: [AppearanceState] =
      Array(repeating: .appeared, count: 7) + Array(repeating: .disappearing, count: 8)
      + [.appearing, .appearing, .appeared, .appeared, .appeared]
    #expect(detail == expected)
    #expect(states.allSatisfy { $0.presentationChains == [["vc.home", "vc.detail"]] })
    #expect(states.allSatisfy { $0.appearance(of: "vc.home") == .appeared })

    let final = states.last!
    #expect(
      final.transition(2)
        == ReplayedTransition(
          id: 2, kind: .dismiss, from: "vc.detail", to: "vc.home", style: "custom",
          animated: true, container: "container.1", interactive: true, state: .ended,
          percentComplete: 0.3, didComplete: false, outcome: .cancelled))
    #expect(
      final.appearanceCounts(of: "vc.detail")
        == AppearanceCounts(
          viewWillAppear: 2, viewIsAppearing: 2, viewDidAppear: 2, viewWillDisappear: 1))
    #expect(final.containerSubviews(ofTransition: 2) == ["dimmingView", "vc.detail.view"])
    #expect(
      final.lastGesture
        == LoggedGesture(
          seq: 31,
          gesture: Gesture(
            kind: "pan", state: "ended", view: "vc.detail.view", target: "interaction.dismiss",
            translation: (0, 90))))
    #expect(final.anomalies == [])
  }

  @Test("container subviews follow add, insert, reorder, remove and moves, back to front")
  func containerZOrder() {
    var log = LogBuilder()
    log.declare("uikit", "UIKit", .uikit)
    log.declare("vc.home", "HomeViewController", .presentingViewController)
    log.declare("vc.detail", "DetailViewController", .presentedViewController)
    log.request(1, .present, from: "vc.home", to: "vc.detail")
    log.change(1, TransitionChange(state: .began, container: "container.1", interactive: false))
    log.add("container.1", "UITransitionView", to: "window", at: 0)
    log.add("holder", to: "window", at: 1)
    let steps: [(view: String, name: CallName, superview: String, index: Int?)] = [
      ("a", .addSubview, "container.1", 0),
      ("b", .addSubview, "container.1", 1),
      ("c", .insertSubviewAt, "container.1", 0),
      ("d", .insertSubviewBelow, "container.1", 2),
      ("a", .bringSubviewToFront, "container.1", 3),
      ("b", .sendSubviewToBack, "container.1", 0),
      ("d", .removeFromSuperview, "container.1", nil),
      ("a", .addSubview, "holder", 0),
      ("d", .insertSubviewAbove, "container.1", 1),
    ]
    var seen: [[String]] = []
    for step in steps {
      log.view(step.name, step.view, "UIView", owner: nil, step.superview, step.index)
      seen.append(Replay.finalState(of: log.records).containerSubviews(ofTransition: 1))
    }
    #expect(
      seen == [
        ["a"], ["a", "b"], ["c", "a", "b"], ["c", "a", "d", "b"], ["c", "d", "b", "a"],
        ["b", "c", "d", "a"], ["b", "c", "a"], ["b", "c"], ["b", "d", "c"],
      ])
    let final = Replay.finalState(of: log.records)
    #expect(final.subviews(of: "window") == ["container.1", "holder"])
    #expect(final.subviews(of: "holder") == ["a"])
    #expect(final.viewTree.detachedRoots == [])
    #expect(final.anomalies == [])
  }

  @Test("the state at a seq is the state after applying the log up to that event")
  func stateAtSeqIsAPrefix() {
    var log = LogBuilder.customPresentation()
    log.appendCancelledInteractiveDismissal()
    let lastSeq = log.records.compactMap(\.event).last!.seq
    let firstEvent = log.records.firstIndex { $0.event != nil }!
    for seq in 0...(lastSeq + 2) {
      let through = log.records.firstIndex { $0.event?.seq == seq }
      let length = through.map { $0 + 1 } ?? (seq == 0 ? firstEvent : log.records.count)
      let prefix = log.records.prefix(length)
      #expect(Replay.state(at: seq, of: log.records) == Replay.finalState(of: prefix), "\(seq)")
    }
    #expect(Replay.state(at: 0, of: log.records).participants.count == 8)
    #expect(Replay.state(at: 0, of: log.records).seq == 0)

    var resumed = Replay(resumingFrom: Replay.state(at: 20, of: log.records))
    resumed.apply(contentsOf: log.records.drop(while: { ($0.event?.seq ?? 0) <= 20 }))
    let final = Replay.finalState(of: log.records)
    #expect(resumed.state == final)
    #expect(resumed.state.description == final.description)
  }

  @Test("nested presentations unlink together, and a cancelled presentation unlinks")
  func nestedAndCancelledPresentations() {
    var log = LogBuilder()
    for id in ["vc.a", "vc.b", "vc.c", "vc.d"] {
      log.declare(id, "ViewController", .presentingViewController)
    }
    log.request(1, .present, from: "vc.a", to: "vc.b")  // 1
    log.request(2, .present, from: "vc.b", to: "vc.c")  // 2
    log.request(3, .present, from: "vc.c", to: "vc.d")  // 3
    log.change(3, TransitionChange(state: .completed, didComplete: false))  // 4
    log.request(4, .dismiss, from: "vc.c", to: "vc.a")  // 5
    log.change(4, TransitionChange(state: .completed, didComplete: false))  // 6
    log.change(4, TransitionChange(state: .completed, didComplete: true))  // 7
    let chains = (1...7).map { Replay.state(at: $0, of: log.records).presentationChains }
    #expect(
      chains == [
        [["vc.a", "vc.b"]], [["vc.a", "vc.b", "vc.c"]], [["vc.a", "vc.b", "vc.c", "vc.d"]],
        [["vc.a", "vc.b", "vc.c"]], [["vc.a", "vc.b", "vc.c"]], [["vc.a", "vc.b", "vc.c"]], [],
      ])
    let final = Replay.finalState(of: log.records)
    #expect(final.anomalies == ["seq 7: transition 4 goes from completed to completed"])
    #expect(final.presentingViewController(of: "vc.b") == nil)
  }

  @Test("an inconsistent log is folded without trapping and each inconsistency is listed")
  func anomalies() {
    var log = LogBuilder()
    log.declare("vc.home", "HomeViewController", .presentingViewController)
    log.declare("vc.home", "OtherViewController", .presentedViewController)
    log.declare("uikit", "UIKit", .uikit)
    log.call("uikit", "vc.ghost", .viewDidAppear)  // 1
    log.remove("stray", from: "window")  // 2
    log.add("a", to: "window", at: 0)  // 3
    log.remove("a", from: "container.9")  // 4
    log.add("b", to: "window", at: 5)  // 5
    log.add("c", to: "b", at: 0)  // 6
    log.add("b", to: "c", at: 0)  // 7
    log.view(.bringSubviewToFront, "a", "UIView", owner: nil, "window", 1)  // 8
    log.change(3, TransitionChange(state: .began, container: "container.3"))  // 9
    log.request(4, .dismiss, from: "vc.home", to: "vc.root")  // 10
    log.change(4, TransitionChange(state: .completed))  // 11
    log.change(4, TransitionChange(state: .requested, kind: .dismiss))  // 12
    log.skipSeq()
    log.event(.transition(TransitionChange(state: .ended)), transition: nil)  // 14
    log.change(3, TransitionChange(state: .ended))  // 15
    log.time = VirtualTime(seconds: -1)
    log.callback("vc.home", .viewDidDisappear)  // 16
    let final = Replay.finalState(of: log.records)
    #expect(
      final.anomalies == [
        "after seq 0: vc.home is declared again; kept HomeViewController, presentingViewController",
        "seq 1: vc.ghost is named before it is declared",
        "seq 1: viewDidAppear(_:) on vc.ghost while it is disappeared",
        "seq 2: removeFromSuperview() of stray: it has no superview, not window",
        "seq 4: removeFromSuperview() of a: it is in window, not container.9",
        "seq 5: addSubview(_:) of b: index 5 is outside 0...0 in window",
        "seq 7: addSubview(_:) of b into c would make b its own ancestor",
        "seq 8: bringSubviewToFront(_:) of a: a is not a subview of window",
        "seq 9: transition 3 reaches began without being requested",
        "seq 10: vc.root is named before it is declared",
        "seq 11: transition 4 completed without didComplete; read as true",
        "seq 11: dismissal of vc.home to vc.root completed, but nothing is presented there",
        "seq 12: transition 4 goes from completed to requested",
        "seq 14: follows seq 12; expected seq 13",
        "seq 14: a transition ended record outside any transition",
        "seq 15: transition 3 ended without completing",
        "seq 16: time goes back from 0 to -1",
        "seq 16: viewDidDisappear(_:) on vc.home while it is disappeared",
      ])
    #expect(final.appearance(of: "vc.ghost") == .appeared)
    #expect(final.appearanceRecord(of: "vc.ghost").description == "vc.ghost appeared (didAppear 1)")
    #expect(final.appearanceRecord(of: "vc.never").description == "vc.never disappeared (none)")
    #expect(final.transition(3)?.outcome == nil)
    #expect(
      final.renderedViewTree == """
        window
        ├─ b (UIView)
        │  └─ c (UIView)
        └─ a (UIView)
        (detached)
        └─ stray (UIView)

        """)
  }

  @Test("extreme seq numbers are reported, not trapped on")
  func extremeSeqs() {
    let records: [Record] = [Int.max, Int.min].map {
      .event(Event(seq: $0, time: .zero, transition: nil, cause: nil, body: .note(note)))
    }
    #expect(
      Replay.finalState(of: records).anomalies == [
        "seq 9223372036854775807: follows seq 0; expected seq 1",
        "seq 9223372036854775807: uikit is named before it is declared",
        "seq -9223372036854775808: follows seq 9223372036854775807",
      ])
    #expect(Replay.state(at: .max, of: records).seq == .max)
    #expect(Replay.state(at: 0, of: records) == ScreenState())
  }

  @Test("the view tree mid-presentation renders as an indented tree, back to front")
  func renderedTreeMidPresentation() {
    let log = LogBuilder.customPresentation()
    let state = Replay.state(at: 16, of: log.records)
    #expect(
      state.renderedViewTree == """
        window
        ├─ vc.home.view (UIView, vc.home)
        └─ container.1 (UITransitionView)
           ├─ dimmingView (UIView)
           └─ vc.detail.view (UIView, vc.detail)

        """)
    #expect(state.viewTree.rootView(of: "vc.detail") == "vc.detail.view")
    #expect(state.viewTree.isInWindow("dimmingView"))
    #expect(
      state.viewTree.allViews == [
        "window", "vc.home.view", "container.1", "dimmingView", "vc.detail.view",
      ])
  }

  @Test("the whole state reads as text")
  func describedState() {
    var log = LogBuilder.customPresentation()
    log.appendCancelledInteractiveDismissal()
    log.event(
      .warning(
        Diagnostic(
          participant: "vc.detail", code: "dismiss-completion-unverified",
          message: "whether the dismiss completion runs after a cancel is not established")))
    #expect(
      Replay.finalState(of: log.records).description == """
        seq 42 at 2.7s
        presented: vc.home → vc.detail
        appearance:
          vc.home appeared (willAppear 1, isAppearing 1, didAppear 1)
          vc.detail appeared (willAppear 2, isAppearing 2, didAppear 2, willDisappear 1)
        transitions:
          transition 1: present vc.home → vc.detail (custom, animated) in container.1, ended, finished
          transition 2: dismiss vc.detail → vc.home (custom, animated, interactive) in container.1, ended, cancelled at 0.3
        views:
        window
        ├─ vc.home.view (UIView, vc.home)
        └─ container.1 (UITransitionView)
           ├─ dimmingView (UIView)
           └─ vc.detail.view (UIView, vc.detail)
        warnings:
          seq 42 vc.detail dismiss-completion-unverified: whether the dismiss completion runs after a cancel is not established
        """)
  }

  @Test("only the last few warnings and notes are kept, oldest first")
  func recentDiagnostics() {
    var log = LogBuilder()
    log.declare("uikit", "UIKit", .uikit)
    for number in 1...7 {
      let diagnostic = Diagnostic(participant: "uikit", code: "code.\(number)", message: "")
      log.event(number.isMultiple(of: 2) ? .note(diagnostic) : .warning(diagnostic))
    }
    let state = Replay.finalState(of: log.records)
    #expect(
      state.recentWarnings.map(\.diagnostic.code) == ["code.1", "code.3", "code.5", "code.7"])
    #expect(state.recentNotes.map(\.seq) == [2, 4, 6])
    log.event(.warning(Diagnostic(participant: "uikit", code: "code.8", message: "")))
    log.event(.warning(Diagnostic(participant: "uikit", code: "code.9", message: "")))
    #expect(
      Replay.finalState(of: log.records).recentWarnings.map(\.seq) == [3, 5, 7, 8, 9])
  }

  @Test("appearance callbacks are balanced only where UIKit makes them")
  func appearanceMatrix() {
    var balanced: [String] = []
    for state in AppearanceState.allCases {
      for callback in AppearanceCallback.allCases {
        let (next, isBalanced) = state.after(callback)
        if isBalanced { balanced.append("\(state) \(callback) → \(next)") }
      }
    }
    #expect(
      balanced == [
        "disappeared viewWillAppear(_:) → appearing",
        "appearing viewIsAppearing(_:) → appearing",
        "appearing viewDidAppear(_:) → appeared",
        "appearing viewWillDisappear(_:) → disappearing",
        "appeared viewWillDisappear(_:) → disappearing",
        "disappearing viewWillAppear(_:) → appearing",
        "disappearing viewDidDisappear(_:) → disappeared",
      ])
    #expect(
      AppearanceCallback.allCases.map(\.callName)
        == AppearanceCallback.allCases.compactMap {
          AppearanceCallback($0.callName)?.callName
        })
    #expect(Set(AppearanceCallback.allCases.map(\.callName)) == CallName.appearanceCallbacks)
  }
}

private let note = Diagnostic(participant: "uikit", code: "odd", message: "an odd seq")

/// Writes a log by hand with the model types, numbering events as the engine does.
private struct LogBuilder {
  private(set) var records: [Record] = [
    .header(LogHeader(scenario: "replay-tests", engine: "hand-written"))
  ]
  private(set) var seq = 0
  var time = VirtualTime.zero

  mutating func declare(_ id: String, _ className: String, _ role: ParticipantRole) {
    records.append(.participant(Participant(id: id, className: className, role: role)))
  }

  mutating func event(_ body: Event.Body, transition: Int? = nil) {
    seq += 1
    records.append(
      .event(Event(seq: seq, time: time, transition: transition, cause: nil, body: body)))
  }

  /// Leaves a hole in the numbering, as a torn or edited log can.
  mutating func skipSeq() { seq += 1 }

  mutating func call(
    _ caller: String, _ receiver: String, _ name: CallName, transition: Int? = nil
  ) {
    event(.call(Call(caller: caller, receiver: receiver, name: name)), transition: transition)
  }

  mutating func callback(_ viewController: String, _ name: CallName, transition: Int? = nil) {
    call("uikit", viewController, name, transition: transition)
  }

  mutating func change(_ transition: Int, _ change: TransitionChange) {
    event(.transition(change), transition: transition)
  }

  mutating func request(_ transition: Int, _ kind: TransitionKind, from: String, to: String) {
    change(
      transition,
      TransitionChange(
        state: .requested, kind: kind, from: from, to: to, style: "custom", animated: true))
  }

  mutating func view(
    _ name: CallName, _ view: String, _ viewClass: String, owner: String?, _ superview: String,
    _ index: Int?, by caller: String = "uikit", transition: Int? = nil
  ) {
    let change = ViewChange(
      caller: caller, name: name, view: view, viewClass: viewClass, viewController: owner,
      superview: superview, index: index)
    event(.view(change), transition: transition)
  }

  mutating func add(
    _ view: String, _ viewClass: String = "UIView", owner: String? = nil, to superview: String,
    at index: Int, by caller: String = "uikit", transition: Int? = nil
  ) {
    self.view(
      .addSubview, view, viewClass, owner: owner, superview, index, by: caller,
      transition: transition)
  }

  mutating func remove(
    _ view: String, _ viewClass: String = "UIView", owner: String? = nil,
    from superview: String, by caller: String = "uikit", transition: Int? = nil
  ) {
    self.view(
      .removeFromSuperview, view, viewClass, owner: owner, superview, nil, by: caller,
      transition: transition)
  }

  static let customPresentationCast = [
    "app", "uikit", "vc.home", "vc.detail", "td.card", "pc.card", "animator.present", "ctx.1",
  ]

  /// The home screen appears, then presents `vc.detail` with a custom presentation controller that
  /// keeps the presenter's view (docs/lifecycle.md#order-a); seqs are numbered in the comments.
  static func customPresentation() -> LogBuilder {
    var log = LogBuilder()
    log.declare("app", "App", .app)
    log.declare("uikit", "UIKit", .uikit)
    log.declare("vc.home", "HomeViewController", .presentingViewController)
    log.declare("vc.detail", "DetailViewController", .presentedViewController)
    log.declare("td.card", "CardTransitioningDelegate", .transitioningDelegate)
    log.declare("pc.card", "CardPresentationController", .presentationController)
    log.declare("animator.present", "CardPresentAnimator", .animator)
    log.declare("ctx.1", "TransitionContext", .transitionContext)
    log.callback("vc.home", .viewWillAppear)  // 1
    log.add("vc.home.view", owner: "vc.home", to: "window", at: 0)  // 2
    log.callback("vc.home", .viewIsAppearing)  // 3
    log.callback("vc.home", .viewDidAppear)  // 4
    log.time = VirtualTime(seconds: 1)
    log.call("app", "vc.home", .present)  // 5
    log.request(1, .present, from: "vc.home", to: "vc.detail")  // 6
    log.call("uikit", "td.card", .presentationControllerForPresented, transition: 1)  // 7
    log.call("uikit", "td.card", .animationControllerForPresented, transition: 1)  // 8
    log.change(1, TransitionChange(state: .began, container: "container.1", interactive: false))
    log.add("container.1", "UITransitionView", to: "window", at: 1, transition: 1)  // 10
    log.call("uikit", "pc.card", .presentationTransitionWillBegin, transition: 1)  // 11
    log.add("dimmingView", to: "container.1", at: 0, by: "pc.card", transition: 1)  // 12
    log.callback("vc.detail", .viewWillAppear, transition: 1)  // 13
    log.call("uikit", "animator.present", .animateTransition, transition: 1)  // 14
    log.add(
      "vc.detail.view", owner: "vc.detail", to: "container.1", at: 1, by: "animator.present",
      transition: 1)  // 15
    log.callback("vc.detail", .viewIsAppearing, transition: 1)  // 16
    log.time = VirtualTime(seconds: 1.35)
    log.call("animator.present", "ctx.1", .completeTransition, transition: 1)  // 17
    log.change(1, TransitionChange(state: .completed, didComplete: true))  // 18
    log.call("uikit", "pc.card", .presentationTransitionDidEnd, transition: 1)  // 19
    log.callback("vc.detail", .viewDidAppear, transition: 1)  // 20
    log.call("uikit", "animator.present", .animationEnded, transition: 1)  // 21
    log.change(1, TransitionChange(state: .ended))  // 22
    return log
  }

  /// The non-interactive dismissal of docs/lifecycle.md#order-b, seqs 23 to 38.
  mutating func appendDismissal() {
    declare("animator.dismiss", "CardDismissAnimator", .animator)
    declare("ctx.2", "TransitionContext", .transitionContext)
    time = VirtualTime(seconds: 2)
    call("app", "vc.detail", .dismiss)  // 23
    request(2, .dismiss, from: "vc.detail", to: "vc.home")  // 24
    call("uikit", "td.card", .animationControllerForDismissed, transition: 2)  // 25
    change(2, TransitionChange(state: .began, container: "container.1", interactive: false))
    call("uikit", "pc.card", .dismissalTransitionWillBegin, transition: 2)  // 27
    callback("vc.detail", .viewWillDisappear, transition: 2)  // 28
    call("uikit", "animator.dismiss", .animateTransition, transition: 2)  // 29
    remove(
      "vc.detail.view", owner: "vc.detail", from: "container.1", by: "animator.dismiss",
      transition: 2)  // 30
    time = VirtualTime(seconds: 2.5)
    call("animator.dismiss", "ctx.2", .completeTransition, transition: 2)  // 31
    change(2, TransitionChange(state: .completed, didComplete: true))  // 32
    call("uikit", "pc.card", .dismissalTransitionDidEnd, transition: 2)  // 33
    remove("dimmingView", from: "container.1", by: "pc.card", transition: 2)  // 34
    callback("vc.detail", .viewDidDisappear, transition: 2)  // 35
    remove("container.1", "UITransitionView", from: "window", transition: 2)  // 36
    call("uikit", "animator.dismiss", .animationEnded, transition: 2)  // 37
    change(2, TransitionChange(state: .ended))  // 38
  }

  /// A pan starts an interactive dismissal and is released early: docs/lifecycle.md#order-d, seqs 23 to 41.
  mutating func appendCancelledInteractiveDismissal() {
    declare("interaction.dismiss", "SwipeInteractionController", .interactionController)
    declare("animator.dismiss", "CardDismissAnimator", .animator)
    declare("ctx.2", "TransitionContext", .transitionContext)
    time = VirtualTime(seconds: 2)
    let pan = Gesture(
      kind: "pan", state: "began", view: "vc.detail.view", target: "interaction.dismiss")
    event(.gesture(pan))  // 23
    call("interaction.dismiss", "vc.detail", .dismiss)  // 24
    request(2, .dismiss, from: "vc.detail", to: "vc.home")  // 25
    call("uikit", "td.card", .interactionControllerForDismissal, transition: 2)  // 26
    change(2, TransitionChange(state: .began, container: "container.1", interactive: true))
    call("uikit", "pc.card", .dismissalTransitionWillBegin, transition: 2)  // 28
    callback("vc.detail", .viewWillDisappear, transition: 2)  // 29
    call("uikit", "interaction.dismiss", .startInteractiveTransition, transition: 2)  // 30
    time = VirtualTime(seconds: 2.4)
    var release = pan
    release.state = "ended"
    release.translation = (0, 90)
    event(.gesture(release))  // 31
    call("interaction.dismiss", "interaction.dismiss", .cancel, transition: 2)  // 32
    change(2, TransitionChange(state: .cancelling, percentComplete: 0.3))  // 33
    time = VirtualTime(seconds: 2.7)
    call("animator.dismiss", "ctx.2", .completeTransition, transition: 2)  // 34
    change(2, TransitionChange(state: .completed, didComplete: false))  // 35
    call("uikit", "pc.card", .dismissalTransitionDidEnd, transition: 2)  // 36
    callback("vc.detail", .viewWillAppear, transition: 2)  // 37
    callback("vc.detail", .viewIsAppearing, transition: 2)  // 38
    callback("vc.detail", .viewDidAppear, transition: 2)  // 39
    call("uikit", "animator.dismiss", .animationEnded, transition: 2)  // 40
    change(2, TransitionChange(state: .ended))  // 41
  }
}
