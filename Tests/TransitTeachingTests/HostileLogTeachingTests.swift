import Foundation
import Testing
import TransitReporter
import TransitTeaching
import TransitTestSupport
import TransitTrace

/// The walkthrough and the step-through page of logs shaped to make them grow with the square
/// of their length (issue 14): what each step lists is bounded, so the output grows with the
/// log. Sizes are compared at two lengths, which is deterministic where time is not.
@Suite("Teaching hostile logs")
struct HostileLogTeachingTests {
  /// `count` views added to the window, then each re-inserted at the back.
  static func reorders(_ count: Int) -> [Record] {
    var log = LogBuilder(scenario: "reorders")
    log.participant("uikit", "UIKit", .uikit)
    for index in 0..<count {
      log.event(view("v\(index)", in: "window", at: index), transition: 1)
    }
    for index in 0..<count {
      log.event(view("v\(index)", in: "window", at: 0, name: .insertSubviewAt), transition: 1)
    }
    return log.records
  }

  /// `count` views, each inside the one before.
  static func deepViews(_ count: Int) -> [Record] {
    var log = LogBuilder(scenario: "deep")
    log.participant("uikit", "UIKit", .uikit)
    var parent = "window"
    for index in 0..<count {
      log.event(view("v\(index)", in: parent, at: 0), transition: 1)
      parent = "v\(index)"
    }
    return log.records
  }

  /// `count` presentations, each by the view controller the one before presented, and none
  /// dismissed: a chain `count` long.
  static func presentationChain(_ count: Int) -> [Record] {
    var log = LogBuilder(scenario: "chain")
    log.participant("uikit", "UIKit", .uikit)
    log.participant("vc.0", "Root", .presentingViewController)
    for index in 1...count { log.participant("vc.\(index)", "Detail", .presentedViewController) }
    for index in 1...count {
      log.event(
        .transition(
          TransitionChange(
            state: .requested, kind: .present, from: "vc.\(index - 1)", to: "vc.\(index)")),
        transition: index)
      log.event(
        .transition(TransitionChange(state: .began, container: "container.\(index)")),
        transition: index)
      log.call(
        "uikit", "vc.\(index)", "viewWillAppear(_:)", ["animated": .bool(true)],
        transition: index)
      log.event(
        .transition(TransitionChange(state: .completed, didComplete: true)), transition: index)
      log.call(
        "uikit", "vc.\(index)", "viewDidAppear(_:)", ["animated": .bool(true)],
        transition: index)
      log.event(
        .transition(TransitionChange(state: .ended, didComplete: true)), transition: index)
    }
    return log.records
  }

  /// `count` view controllers declared, each then appearing.
  static func manyViewControllers(_ count: Int) -> [Record] {
    var log = LogBuilder(scenario: "many")
    log.participant("uikit", "UIKit", .uikit)
    for index in 0..<count { log.participant("vc.\(index)", "VC", .presentedViewController) }
    for index in 0..<count {
      log.call("uikit", "vc.\(index)", "viewWillAppear(_:)", ["animated": .bool(true)])
      log.call("uikit", "vc.\(index)", "viewDidAppear(_:)", ["animated": .bool(true)])
    }
    return log.records
  }

  /// `count` presentations requested and never ended.
  static func openTransitions(_ count: Int) -> [Record] {
    var log = LogBuilder(scenario: "open")
    log.participant("uikit", "UIKit", .uikit)
    log.participant("vc", "VC", .presentingViewController)
    for index in 1...count {
      log.event(
        .transition(
          TransitionChange(state: .requested, kind: .present, from: "vc", to: "vc")),
        transition: index)
      log.call("uikit", "vc", "viewWillAppear(_:)", ["animated": .bool(true)], transition: index)
    }
    return log.records
  }

  static func view(
    _ id: String, in superview: String, at index: Int, name: CallName = .addSubview
  ) -> Event.Body {
    .view(
      ViewChange(
        caller: "uikit", name: name, view: id, viewClass: "UIView", viewController: nil,
        superview: superview, index: index))
  }

  /// How much longer `output` of the log twice as long is: 2 when it grows with the log, 4
  /// when with its square.
  static func growth(_ output: (Int) throws -> Int, at size: Int) rethrows -> Double {
    Double(try output(2 * size)) / Double(try output(size))
  }

  @Test("explain lists a superview's frontmost subviews, so its output grows with the log")
  func explainReorders() throws {
    let ratio = try Self.growth(
      { try Explainer.explain(records: Self.reorders($0), report: nil).utf8.count }, at: 200)
    #expect(ratio < 2.5, "\(ratio)")
    let text = try Explainer.explain(records: Self.reorders(40), report: nil)
    #expect(text.contains("window holds, back to front: 28 more behind, then v28, v29"))
  }

  @Test("the page of many transitions left open lists the latest in flight")
  func openTransitionsPage() throws {
    let ratio = try Self.growth({ try StepPage.html(Self.openTransitions($0)).utf8.count }, at: 150)
    #expect(ratio < 2.5, "\(ratio)")
    #expect(try StepPage.html(Self.openTransitions(20)).contains("\"moreInFlight\":12"))
  }

  @Test("the page of a chain of presentations lists its top, after how many are below")
  func presentationChainPage() throws {
    let ratio = try Self.growth(
      { try StepPage.html(Self.presentationChain($0)).utf8.count }, at: 100)
    #expect(ratio < 2.5, "\(ratio)")
    let html = try StepPage.html(Self.presentationChain(20))
    let top = (9...20).map { "\"vc.\($0)\"" }.joined(separator: ",")
    #expect(html.contains("\"chains\":[[9,\(top)]]"))
    #expect(!html.contains("\"moreVCs\""))
  }

  @Test("the page of many view controllers on screen lists the latest, after how many more")
  func manyViewControllersPage() throws {
    let ratio = try Self.growth(
      { try StepPage.html(Self.manyViewControllers($0)).utf8.count }, at: 100)
    #expect(ratio < 2.5, "\(ratio)")
    #expect(try StepPage.html(Self.manyViewControllers(30)).contains("\"moreVCs\":6"))
  }

  @Test("the page of views nested a thousand deep lists a bounded tree per state")
  func deepViewsPage() throws {
    let ratio = try Self.growth({ try StepPage.html(Self.deepViews($0)).utf8.count }, at: 500)
    #expect(ratio < 2.5, "\(ratio)")
  }

  @Test("the page writes what XML and HTML cannot carry as escapes, not as references")
  func noncharacters() throws {
    var log = LogBuilder(scenario: "s\u{FFFF}")
    log.participant("uikit", "UIKit", .uikit)
    log.participant("vc\u{FFFE}\u{202E}", "C\u{9B}", .presentingViewController)
    log.call("uikit", "vc\u{FFFE}\u{202E}", "f\u{FFFF}()")
    let html = try StepPage.html(log.records)
    for reference in ["&#xFFFF;", "&#xFFFE;", "&#x202E;", "&#x9B;"] {
      #expect(!html.contains(reference), "\(reference)")
    }
    #expect(html.contains("vc\\u{FFFE}\\u{202E}"))
    // The escaper itself, whatever its caller escaped before.
    #expect(HTMLText.escape("a\u{FFFF}b\u{202E}c\u{9B}é") == "a\\u{FFFF}b\\u{202E}c\\u{9B}&#xE9;")
  }
}
