import Foundation
import Testing
import TransitChecker
import TransitTestSupport
import TransitTrace

/// Real device traces, written as the logs an app developer who printed those calls would have
/// (`RealTraces/`), conform; and a rule judges a partial log only where it records every call
/// the rule involves.
@Suite("Real device traces as logs")
struct RealTraceTests {
  /// Each real trace and exactly the rules it gives something to judge.
  static let judged: [String: [String]] = [
    // aviciiiphone printed the delegate's and animators' methods and the presented view
    // controller's callbacks: no presentation controller hook, no completeTransition(_:), no
    // view.
    "aviciiiphone-custom-zoom": [
      "present.interaction-asked-after-animator", "dismiss.interaction-asked-after-animator",
      "present.will-appear-before-animate", "dismiss.will-disappear-before-animate",
      "modal.duration-before-start", "modal.interactive-starts-with-interactor",
      "modal.animates-without-interactor", "modal.animation-ended-last",
      "appearance.will-did-balanced", "appearance.settled-by-transition-end",
    ],
    // vastdevblog printed the navigation delegate's willShow/didShow and the appearance
    // callbacks; its `requested` records name each transition's kind and ends, as the setup
    // says, and record no other state. No animator, so no animator rule; and the pop, cut off,
    // owes nothing the copy lost. Its viewDidLoad() before the first appearance callback is
    // judged too.
    "vastdevblog-nav-push-pop": [
      "appearance.will-did-balanced", "appearance.loads-before-appearing",
      "appearance.settled-by-transition-end",
      "nav.incoming-loads-first", "nav.will-order-from-first",
      "nav.will-show-after-will-callbacks", "nav.did-order-from-first",
      "nav.did-show-after-did-callbacks",
    ],
    // readke and pgzxc printed only the lifecycle overrides: the appearance rules of their
    // container judge them, and no rule about completeTransition(_:), which a `requested`
    // record alone does not claim the log records; their viewDidLoad() before the first
    // appearance callback is judged too. readke printed loadView() and the layout callbacks
    // too, which the layout rules judge.
    "readke-nav-push-pop": [
      "appearance.will-did-balanced", "appearance.loads-before-appearing",
      "appearance.settled-by-transition-end",
      "nav.incoming-loads-first", "nav.will-order-from-first", "nav.did-order-from-first",
      "layout.load-view-before-did-load", "layout.laid-out-after-load",
    ],
    "pgzxc-tab-switch": [
      "appearance.will-did-balanced", "appearance.loads-before-appearing",
      "appearance.settled-by-transition-end",
      "tab.default-will-order-to-first", "tab.default-did-order-from-first",
    ],
    "eureka-1037-cancelled-dismissal": [
      "appearance.will-did-balanced", "appearance.settled-by-transition-end",
    ],
    // axl411 followed the presentation controller and the animator, not the appearance
    // callbacks; the adaptive-style question comes before the animator request.
    "axl411-custom-presentation-controller": [
      "present.adaptive-style-before-animator", "present.will-begin-before-animate",
      "present.will-begin-once",
      "modal.presented-view-after-will-begin", "modal.duration-before-start",
      "modal.animates-without-interactor", "transition.complete-transition-called",
      "transition.complete-transition-once", "present.did-end-follows-complete",
      "coordinator.completion-after-complete", "coordinator.completion-after-handler",
      "modal.no-request-in-flight",
    ],
  ]

  @Test("every file in RealTraces/ is listed")
  func everyTraceListed() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: RealTraces.folder.path)
    #expect(Set(files.map { String($0.dropLast(".jsonl".count)) }) == Set(Self.judged.keys))
  }

  @Test(
    "the trace conforms, judged by exactly the rules it records", arguments: judged.keys.sorted())
  func conforms(name: String) throws {
    let report = try Checker().check(path: RealTraces.path(name))
    #expect(report.violations.map(\.message) == [])
    #expect(report.judged.filter { $0.scopes > 0 }.map(\.rule.id) == Self.judged[name])
  }

  @Test("a partial log is still held to what it records")
  func partialLogBroken() throws {
    var log = LogEdit(
      records: try LogReader.readAll(path: RealTraces.path("aviciiiphone-custom-zoom")))
    try log.move(.call(.viewWillAppear), after: .call(.animateTransition))
    let report = try log.check()
    #expect(report.violations.map(\.rule.id) == ["present.will-appear-before-animate"])
  }

  @Test("a device log of a push is held to the navigation rules it records")
  func navigationLogBroken() throws {
    var log = LogEdit(
      records: try LogReader.readAll(path: RealTraces.path("vastdevblog-nav-push-pop")))
    try log.move(
      .call(.navigationControllerWillShow, transition: 1),
      before: .call(.viewWillAppear, on: "vc.b"))
    let report = try log.check()
    #expect(report.violations.map(\.rule.id) == ["nav.will-show-after-will-callbacks"])
  }

  /// Trace 01 as a log whose pop, cut off in the stored copy, is followed by a transition the
  /// log records: the pop is then over, and owes its did-callbacks.
  static func trace01Continued() throws -> LogEdit {
    var log = LogEdit(
      records: try LogReader.readAll(path: RealTraces.path("vastdevblog-nav-push-pop")))
    try log.duplicate(.call(.viewWillAppear, on: "vc.a", transition: 2)) { event in
      event.transition = 3
      event.retarget(to: "vc.a", name: .viewWillDisappear)
    }
    return log
  }

  @Test("a log cut off mid-transition owes nothing it never recorded of the unfinished tail")
  func truncatedTailOwesNothing() throws {
    let report = try Checker().check(
      path: RealTraces.path("vastdevblog-nav-push-pop"))
    #expect(report.violations.map(\.message) == [])
    // The pop's will-callbacks were judged; what never happened after them is not owed.
    #expect(report.timesJudged("appearance.settled-by-transition-end") == 2)
    #expect(report.timesJudged("nav.will-order-from-first") == 2)
  }

  @Test("the same pop, followed by another transition, owes its did-callbacks")
  func overtakenTransitionOwes() throws {
    let report = try Self.trace01Continued().check()
    #expect(
      report.violations.map { "\($0.rule.id) at seq \($0.seq)" } == [
        "appearance.settled-by-transition-end at seq 19",
        "appearance.settled-by-transition-end at seq 20",
      ])
  }

  @Test("a requested record names a transition without claiming the log records its states")
  func requestedRecordAlone() throws {
    var log = LogEdit(
      records: try LogReader.readAll(path: RealTraces.path("aviciiiphone-custom-zoom")))
    try log.duplicate(.call(.presentationControllerForPresented)) { event in
      event.body = .transition(
        TransitionChange(
          state: .requested, kind: .present, from: "vc.main", to: "vc.singleColor",
          style: "custom", animated: true))
    }
    let report = try log.check()
    #expect(report.violations.map(\.message) == [])
    #expect(
      report.judged.filter { $0.scopes > 0 }.map(\.rule.id)
        == Self.judged["aviciiiphone-custom-zoom"])
  }

  @Test("animationEnded(_:) shows a transition over in a log that records no states")
  func animationEndedShowsEnd() throws {
    var log = LogEdit(
      records: try LogReader.readAll(path: RealTraces.path("aviciiiphone-custom-zoom")))
    try log.remove(.call(.viewDidDisappear))
    #expect(try log.check().brokenRules == ["appearance.settled-by-transition-end"])
    // Without it, the log may have been cut off before the did-callbacks: nothing is owed.
    try log.remove(.call(.animationEnded, transition: 2))
    #expect(try log.check().brokenRules == [])
  }

  static let hooks: Set<CallName> = [
    .presentationTransitionWillBegin, .presentationTransitionDidEnd,
    .dismissalTransitionWillBegin, .dismissalTransitionDidEnd, .presentedView,
    .frameOfPresentedViewInContainerView, .shouldRemovePresentersView, .shouldPresentInFullscreen,
    .containerViewWillLayoutSubviews, .containerViewDidLayoutSubviews,
  ]

  @Test("a log without presentation-controller hooks is judged by no hook rule")
  func noHooksNoHookRules() throws {
    var log = try LogEdit(trace: "dimming-sheet")
    log.removeAll { $0.call.map { Self.hooks.contains($0.name) } ?? false }
    let report = try log.check()
    #expect(report.violations.map(\.rule.id) == [])
    for id in ["present.will-begin-before-animate", "dismiss.did-end-follows-complete"] {
      #expect(report.timesJudged(id) == 0)
    }
  }

  @Test("hooks recorded in the presentation hold the dismissal to them")
  func hooksCarryToDismissal() throws {
    var log = try LogEdit(trace: "dimming-sheet")
    let dismissal = try log.transition(.dismiss)
    log.removeAll { event in
      event.transition == dismissal && (event.call.map { Self.hooks.contains($0.name) } ?? false)
    }
    let report = try log.check()
    #expect(
      report.brokenRules == [
        "dismiss.will-begin-before-animate", "dismiss.did-end-follows-complete",
        "dismiss.did-disappear-after-did-end", "dismiss.chrome-removed-after-did-end",
      ])
  }
}
