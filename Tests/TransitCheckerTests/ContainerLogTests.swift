import Testing
import TransitChecker
import TransitTestSupport
import TransitTrace

/// How the checker reads navigation and tab bar logs: which rules judge each container
/// scenario, what a container's delegate shows for its later transitions, and how a change in
/// code and UIKit's own switch are told apart.
@Suite("Navigation and tab bar logs")
struct ContainerLogTests {
  /// Every rule that judges each container scenario's golden trace: the generic rules (the
  /// animator's contract and appearance) and the container's own, never a modal one; where a
  /// pop completes, the rule that what it removed is freed.
  static let judged: [String: [String]] = [
    // UIKit's own parallax animator is in the log, so the rules about an animator apply too.
    "nav-push-pop": [
      "transition.complete-transition-called", "transition.complete-transition-once",
      "appearance.will-did-balanced", "appearance.loads-before-appearing",
      "appearance.is-appearing-while-appearing", "appearance.settled-by-transition-end",
      "nav.will-show-before-animator", "nav.incoming-loads-first", "nav.will-order-from-first",
      "nav.will-show-after-will-callbacks", "nav.did-order-from-first",
      "nav.pop-revealed-appears", "nav.did-show-after-did-callbacks",
      "container.animates-without-interactor",
      "layout.load-view-before-did-load", "layout.laid-out-after-load",
      "lifetime.removed-object-freed",
    ],
    "nav-push-pop-custom": [
      "transition.complete-transition-called", "transition.complete-transition-once",
      "transition.complete-true-after-finish", "transition.animation-ended-follows-complete",
      "appearance.will-did-balanced", "appearance.loads-before-appearing",
      "appearance.is-appearing-while-appearing", "appearance.settled-by-transition-end",
      "nav.duration-after-animator", "nav.duration-before-interaction",
      "nav.interaction-asked-after-animator", "nav.will-show-before-animator",
      "nav.incoming-loads-first", "nav.will-order-from-first", "nav.will-show-after-will-callbacks",
      "nav.did-order-from-first", "nav.pop-revealed-appears", "nav.did-show-after-did-callbacks",
      "container.interactive-starts-with-interactor", "container.animates-without-interactor",
      "container.animation-ended-last", "layout.load-view-before-did-load",
      "layout.laid-out-after-load", "lifetime.removed-object-freed",
    ],
    "nav-pop-interactive-cancelled": [
      "transition.complete-transition-called", "transition.complete-transition-once",
      "transition.complete-false-after-cancel", "transition.animation-ended-follows-complete",
      "appearance.will-did-balanced", "appearance.loads-before-appearing",
      "appearance.is-appearing-while-appearing", "appearance.settled-by-transition-end",
      "nav.duration-after-animator", "nav.duration-before-interaction",
      "nav.interaction-asked-after-animator", "nav.will-show-before-animator",
      "nav.incoming-loads-first", "nav.will-order-from-first", "nav.will-show-after-will-callbacks",
      "nav.did-order-from-first", "nav.did-show-after-did-callbacks",
      "nav.cancelled-pop-no-did-show", "nav.cancelled-pop-reappears",
      "nav.cancelled-pop-reverses-incoming-first", "container.interactive-starts-with-interactor",
      "container.animates-without-interactor", "container.animation-ended-last",
      "layout.load-view-before-did-load", "layout.laid-out-after-load",
    ],
    "slide-push": [
      "transition.complete-transition-called", "transition.complete-transition-once",
      "transition.animation-ended-follows-complete", "appearance.will-did-balanced",
      "appearance.loads-before-appearing", "appearance.is-appearing-while-appearing",
      "appearance.settled-by-transition-end", "nav.duration-after-animator",
      "nav.incoming-loads-first", "nav.will-order-from-first", "nav.did-order-from-first",
      "nav.pop-revealed-appears",
      "container.animates-without-interactor", "container.animation-ended-last",
      "layout.load-view-before-did-load", "layout.laid-out-after-load",
      "lifetime.removed-object-freed",
    ],
    "tab-switch-default": [
      "transition.complete-transition-once", "appearance.will-did-balanced",
      "appearance.loads-before-appearing", "appearance.is-appearing-while-appearing",
      "appearance.settled-by-transition-end", "tab.selection-callbacks-only-for-taps",
      "tab.default-will-order-to-first", "tab.default-did-order-from-first",
      "layout.load-view-before-did-load", "layout.laid-out-after-load",
    ],
    "tab-switch-custom": [
      "transition.complete-transition-called", "transition.complete-transition-once",
      "transition.animation-ended-follows-complete", "appearance.will-did-balanced",
      "appearance.loads-before-appearing", "appearance.is-appearing-while-appearing",
      "appearance.settled-by-transition-end", "tab.selection-callbacks-only-for-taps",
      "tab.animator-asked-every-switch", "tab.interaction-asked-after-animator",
      "tab.custom-did-order-to-first", "container.animates-without-interactor",
      "container.animation-ended-last", "layout.load-view-before-did-load",
      "layout.laid-out-after-load",
    ],
    "tab-switch-interactive-cancelled": [
      "transition.complete-transition-called", "transition.complete-transition-once",
      "transition.complete-false-after-cancel", "transition.animation-ended-follows-complete",
      "appearance.will-did-balanced", "appearance.loads-before-appearing",
      "appearance.is-appearing-while-appearing", "appearance.settled-by-transition-end",
      "tab.animator-asked-every-switch", "tab.interaction-asked-after-animator",
      "tab.cancelled-from-reappears", "tab.cancel-reverses-to-first",
      "container.interactive-starts-with-interactor", "container.animation-ended-last",
      "layout.load-view-before-did-load", "layout.laid-out-after-load",
    ],
    // iOS 18's tabs: the selection rule judges the switch made by setting selectedTab, and
    // didSelectTab after it, which UIKit sends for any change, breaks none.
    "tabs-ios18": [
      "transition.complete-transition-once", "appearance.will-did-balanced",
      "appearance.loads-before-appearing", "appearance.is-appearing-while-appearing",
      "appearance.settled-by-transition-end", "tab.selection-callbacks-only-for-taps",
      "tab.default-will-order-to-first", "tab.default-did-order-from-first",
      "layout.load-view-before-did-load", "layout.laid-out-after-load",
    ],
    "slide-tab": [
      "transition.complete-transition-called", "transition.complete-transition-once",
      "transition.animation-ended-follows-complete", "appearance.will-did-balanced",
      "appearance.loads-before-appearing", "appearance.is-appearing-while-appearing",
      "appearance.settled-by-transition-end", "tab.animator-asked-every-switch",
      "tab.custom-did-order-to-first", "container.animates-without-interactor",
      "container.animation-ended-last", "layout.load-view-before-did-load",
      "layout.laid-out-after-load",
    ],
  ]

  @Test("the scenario conforms, judged by exactly these rules", arguments: judged.keys.sorted())
  func judgedRules(name: String) throws {
    let report = try Checker().check(path: GoldenTraces.path(name))
    #expect(report.violations.map(\.message) == [])
    #expect(report.judged.filter { $0.scopes > 0 }.map(\.rule.id) == Self.judged[name])
  }

  @Test("a change in code is judged for selection calls once the log has shown it records them")
  func selectionCallsShownEarlier() throws {
    // The tap before it showed the delegate's shouldSelect and didSelect.
    #expect(try LogEdit(trace: "tab-switch-default").check().timesJudged(Self.selection) == 1)
    var log = try LogEdit(trace: "tab-switch-default")
    log.removeAll {
      [.tabBarControllerShouldSelect, .tabBarControllerDidSelect].contains($0.call?.name)
    }
    #expect(try log.check().timesJudged(Self.selection) == 0)
  }

  static let selection = "tab.selection-callbacks-only-for-taps"

  @Test("UIKit setting the selection for a tap is not a change made in code")
  func uikitSetterIsNoCodeChange() throws {
    var log = try LogEdit(trace: "tab-switch-default")
    let code = try log.transition(.tabSwitch, nth: 1)
    try log.duplicate(.call(.viewDidAppear, on: "vc.message", transition: code)) {
      $0.retarget(to: "delegate.tabSelectionTracker", name: .tabBarControllerDidSelect)
    }
    #expect(try log.check().brokenRules == [Self.selection])
    try log.modify(.call(.selectedIndex)) { $0.setCaller("uikit") }
    #expect(try log.check().brokenRules == [])
  }

  @Test("with tabs, didSelectTab after selectedTab set in code is no violation; didSelect is")
  func tabsDidSelectTabAfterCode() throws {
    var log = try LogEdit(trace: "tabs-ios18")
    #expect(try log.check().brokenRules == [])
    #expect(try log.check().timesJudged(Self.selection) == 1)
    let code = try log.transition(.tabSwitch, nth: 1)
    try log.duplicate(.call(.viewDidAppear, on: "vc.message", transition: code)) {
      $0.retarget(to: "delegate.tabsTracker", name: .tabBarControllerDidSelect)
    }
    #expect(try log.check().brokenRules == [Self.selection])
  }

  @Test("what a tab bar controller's delegate showed holds for that tab bar controller only")
  func delegateKnowledgeByContainer() throws {
    var log = try LogEdit(trace: "tab-switch-custom")
    let code = try log.transition(.tabSwitch, nth: 1)
    try log.remove(.call(.tabBarAnimationController, transition: code))
    try log.remove(.call(.tabBarInteractionController, transition: code))
    #expect(try log.check().brokenRules == ["tab.animator-asked-every-switch"])
    // The same change made on another tab bar controller, whose delegate the log never showed.
    try log.declare(
      Participant(id: "tab.other", className: "UITabBarController", role: .tabBarController),
      before: .call(.selectedIndex))
    try log.modify(.call(.selectedIndex)) { $0.setReceiver("tab.other") }
    let report = try log.check()
    #expect(report.brokenRules == [])
    #expect(report.timesJudged("tab.animator-asked-every-switch") == 1)
  }

  @Test("a tab switch that animates runs a delegate's animator, one that does not is UIKit's")
  func animationTellsTheSwitch() throws {
    var log = try LogEdit(trace: "tab-switch-default")
    let tap = try log.transition(.tabSwitch)
    try log.modify(.call(.viewWillAppear, on: "vc.contact", transition: tap)) {
      $0.setAnimated(true)
    }
    try log.modify(.call(.viewWillDisappear, on: "vc.message", transition: tap)) {
      $0.setAnimated(true)
    }
    // Animated, the switch is held to the animator's did order, which UIKit's own breaks.
    let report = try log.check()
    #expect(report.brokenRules == ["tab.custom-did-order-to-first"])
    #expect(report.timesJudged("tab.default-did-order-from-first") == 1)
  }
}
