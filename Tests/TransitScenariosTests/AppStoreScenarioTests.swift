import Foundation
import Testing
import TransitScenarios
import TransitTrace

/// The App Store cards of hyun99999's and koggy's posts, as whole call histories against
/// docs/lifecycle.md.
@MainActor
@Suite("App Store cards")
struct AppStoreScenarioTests {
  // MARK: appstore-today (hyun99999's App Store clone)

  /// The row under the finger: highlighted once the table view lets the touch through, then on
  /// release unhighlighted and selected; the selection hides the status bar (the Today tab
  /// decides it, through the tab bar controller) and presents the card.
  @Test("appstore-today: the row shrinks, restores, then opens the card")
  func todayTouch() throws {
    let log = try ScenarioLog("appstore-today")
    let touches = log.touches
    try #require(touches.count == 4)
    #expect(
      touches.map(\.line) == [
        "began on todayTable.cell.0 → uikit", "ended on todayTable.cell.0 → uikit",
        "began on closeButton → uikit", "ended on closeButton → vc.cardDetail",
      ])
    #expect(
      log.calls(inside: touches[0].seq) == [
        "uikit → vc.today tableView(_:didHighlightRowAt:)",
        "vc.today → uikit animate(withDuration:animations:)",
      ])
    #expect(
      log.calls(inside: touches[1].seq) == [
        "uikit → vc.today tableView(_:didUnhighlightRowAt:)",
        "vc.today → uikit animate(withDuration:animations:)",
        "uikit → vc.today tableView(_:didSelectRowAt:)",
        "vc.today → uikit animate(withDuration:animations:)",
        "vc.today → vc.today setNeedsStatusBarAppearanceUpdate()",
        "uikit → vc.today prefersStatusBarHidden",
      ])
  }

  /// docs/lifecycle.md#order-a, with the presenter's callbacks given by hand inside the
  /// presentation controller's hooks (#fact-forwarding-by-hand) and the card taking the status bar after its viewWillAppear.
  @Test("appstore-today: the presentation, order (a)")
  func todayPresentation() throws {
    let log = try ScenarioLog("appstore-today")
    #expect(
      log.calls(inTransition: 1) == [
        "vc.today → vc.today present(_:animated:completion:)",
        "uikit → vc.cardDetail presentationController(forPresented:presenting:source:)",
        "uikit → vc.cardDetail viewDidLoad()",
        "uikit → vc.cardDetail animationController(forPresented:presenting:source:)",
        "uikit → pc.card shouldRemovePresentersView",
        "uikit → pc.card presentationTransitionWillBegin()",
        "pc.card → tab beginAppearanceTransition(_:animated:)",
        "uikit → tab viewWillDisappear(_:)",
        "uikit → vc.today viewWillDisappear(_:)",
        "pc.card → coordinator.1 animate(alongsideTransition:completion:)",
        "uikit → pc.card presentedView",
        "uikit → animator.todayAnimationTransition transitionDuration(using:)",
        "uikit → vc.cardDetail viewWillAppear(_:)",
        "uikit → vc.cardDetail prefersStatusBarHidden",
        "uikit → pc.card frameOfPresentedViewInContainerView",
        "uikit → animator.todayAnimationTransition transitionDuration(using:)",
        "uikit → animator.todayAnimationTransition animateTransition(using:)",
        "animator.todayAnimationTransition → ctx.1 viewController(forKey:)",
        "animator.todayAnimationTransition → ctx.1 viewController(forKey:)",
        "animator.todayAnimationTransition → ctx.1 containerView",
        "animator.todayAnimationTransition → uikit "
          + "animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:"
          + "animations:completion:)",
        "coordinator.1 → pc.card alongsideTransition(_:)",
        "uikit → pc.card containerViewWillLayoutSubviews()",
        "uikit → pc.card containerViewDidLayoutSubviews()",
        "uikit → vc.cardDetail viewIsAppearing(_:)",
        "uikit → animator.todayAnimationTransition completion(_:)",
        "animator.todayAnimationTransition → ctx.1 completeTransition(_:)",
        "uikit → pc.card presentationTransitionDidEnd(_:)",
        "pc.card → tab endAppearanceTransition()",
        "uikit → tab viewDidDisappear(_:)",
        "uikit → vc.today viewDidDisappear(_:)",
        "uikit → vc.cardDetail viewDidAppear(_:)",
        "coordinator.1 → pc.card completion(_:)",
      ])
  }

  /// docs/lifecycle.md#order-b: the close button dismisses; the list takes the status bar back after the
  /// card's viewWillDisappear; no layout will-hook while dismissing
  /// (#contradiction-layout-hooks).
  @Test("appstore-today: the dismissal, order (b)")
  func todayDismissal() throws {
    let log = try ScenarioLog("appstore-today")
    #expect(
      log.calls(inTransition: 2) == [
        "vc.cardDetail → vc.cardDetail dismiss(animated:completion:)",
        "uikit → vc.cardDetail animationController(forDismissed:)",
        "uikit → pc.card shouldRemovePresentersView",
        "uikit → pc.card dismissalTransitionWillBegin()",
        "pc.card → tab beginAppearanceTransition(_:animated:)",
        "uikit → tab viewWillAppear(_:)",
        "uikit → vc.today viewWillAppear(_:)",
        "pc.card → coordinator.2 animate(alongsideTransition:completion:)",
        "uikit → pc.card presentedView",
        "uikit → animator.todayAnimationTransition.2 transitionDuration(using:)",
        "uikit → vc.cardDetail viewWillDisappear(_:)",
        "uikit → vc.today prefersStatusBarHidden",
        "uikit → animator.todayAnimationTransition.2 transitionDuration(using:)",
        "uikit → animator.todayAnimationTransition.2 animateTransition(using:)",
        "animator.todayAnimationTransition.2 → ctx.2 viewController(forKey:)",
        "animator.todayAnimationTransition.2 → ctx.2 viewController(forKey:)",
        "animator.todayAnimationTransition.2 → uikit "
          + "animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:"
          + "animations:completion:)",
        "coordinator.2 → pc.card alongsideTransition(_:)",
        "uikit → tab viewIsAppearing(_:)",
        "uikit → vc.today viewIsAppearing(_:)",
        "uikit → animator.todayAnimationTransition.2 completion(_:)",
        "animator.todayAnimationTransition.2 → ctx.2 completeTransition(_:)",
        "uikit → pc.card dismissalTransitionDidEnd(_:)",
        "pc.card → tab endAppearanceTransition()",
        "uikit → tab viewDidAppear(_:)",
        "uikit → vc.today viewDidAppear(_:)",
        "uikit → vc.cardDetail viewDidDisappear(_:)",
      ])
  }

  /// The appearance the presentation controller forwards by hand is balanced (a begin, then
  /// its end, in each direction) and comes on top of UIKit's own callbacks to the card, which
  /// UIKit always gives the presented view controller
  /// (docs/lifecycle.md#facts-appearance).
  @Test("appstore-today: the presenter's appearance, forwarded by hand, is balanced")
  func todayForwardedAppearance() throws {
    let log = try ScenarioLog("appstore-today")
    let launch = ["viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)"]
    let forwarded = [
      "viewWillDisappear(_:)", "viewDidDisappear(_:)",
      "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
    ]
    #expect(log.appearance(of: "tab") == launch + forwarded)
    #expect(log.appearance(of: "vc.today") == launch + forwarded)
    #expect(
      log.appearance(of: "vc.cardDetail") == [
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
        "viewWillDisappear(_:)", "viewDidDisappear(_:)",
      ])
    let byHand = log.events.compactMap(\.call).filter {
      $0.name == .beginAppearanceTransition || $0.name == .endAppearanceTransition
    }
    #expect(
      byHand.map { "\($0.callerID) \($0.name) \($0.args["isAppearing"]?.description ?? "")" } == [
        "pc.card beginAppearanceTransition(_:animated:) false",
        "pc.card endAppearanceTransition() ",
        "pc.card beginAppearanceTransition(_:animated:) true",
        "pc.card endAppearanceTransition() ",
      ])
    // Every forwarded callback runs inside the call that forwarded it.
    let forwarders = Set(
      log.events.filter {
        $0.call?.name == .beginAppearanceTransition || $0.call?.name == .endAppearanceTransition
      }.map(\.seq))
    let forwardedCalls = log.events.filter {
      guard let call = $0.call, call.receiver == "tab" || call.receiver == "vc.today" else {
        return false
      }
      return $0.transition != nil && call.name != .viewIsAppearing
        && CallName.appearanceCallbacks.contains(call.name)
    }
    #expect(forwardedCalls.count == 8)
    #expect(forwardedCalls.allSatisfy { forwarders.contains($0.cause ?? -1) })
  }

  @Test("appstore-today: the status bar hides with the card and shows with the list")
  func todayStatusBar() throws {
    let log = try ScenarioLog("appstore-today")
    // The list hides it before presenting; the card, which captures it, is asked as it
    // appears; the close button asks again while the card still has it; the list gets it back
    // when the dismissal begins.
    #expect(
      log.statusBarAnswers == [
        "vc.today true", "vc.cardDetail true", "vc.cardDetail true", "vc.today false",
      ])
    #expect(
      log.diagnostics == [
        "note content-touch-delay-unverified", "note status-bar-query-position-unverified",
        "note status-bar-query-position-unverified",
      ])
  }

  // MARK: appstore-menu (koggy's Appstore Transition)

  @Test("appstore-menu: a card's touch only selects it, and presents its content")
  func menuTouch() throws {
    let log = try ScenarioLog("appstore-menu")
    let touches = log.touches
    try #require(touches.count == 4)
    #expect(
      touches.map(\.line) == [
        "began on appCollectionView.cell.0 → uikit", "ended on appCollectionView.cell.0 → uikit",
        "began on closeButton → uikit", "ended on closeButton → vc.appContent",
      ])
    // The menu implements only didSelect, so nothing is asked on touch-down.
    #expect(log.calls(inside: touches[0].seq).isEmpty)
    #expect(
      log.calls(inside: touches[1].seq) == [
        "uikit → vc.appStoreMenu collectionView(_:didSelectItemAt:)"
      ])
    #expect(log.className(of: "delegate.appContentTransition") == "AppContentTransitionController")
  }

  /// docs/lifecycle.md#order-a and #order-b with a plain presentation controller: the presenter keeps its view and
  /// gets no appearance callbacks (#fact-presenter-silent-unless-removed); the content captures the status bar.
  @Test("appstore-menu: the presentation and the dismissal, orders (a) and (b)")
  func menuTransitions() throws {
    let log = try ScenarioLog("appstore-menu")
    let spring =
      "animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:"
      + "animations:completion:)"
    #expect(
      log.calls(inTransition: 1) == [
        "vc.appStoreMenu → vc.appStoreMenu present(_:animated:completion:)",
        "uikit → delegate.appContentTransition presentationController(forPresented:presenting:source:)",
        "uikit → vc.appContent viewDidLoad()",
        "uikit → delegate.appContentTransition animationController(forPresented:presenting:source:)",
        "uikit → pc shouldRemovePresentersView",
        "uikit → pc presentationTransitionWillBegin()",
        "uikit → pc presentedView",
        "uikit → animator.appContent transitionDuration(using:)",
        "uikit → vc.appContent viewWillAppear(_:)",
        "uikit → vc.appContent prefersStatusBarHidden",
        "uikit → pc frameOfPresentedViewInContainerView",
        "uikit → animator.appContent transitionDuration(using:)",
        "uikit → animator.appContent animateTransition(using:)",
        "animator.appContent → ctx.1 containerView",
        "animator.appContent → ctx.1 view(forKey:)",
        "animator.appContent → ctx.1 viewController(forKey:)",
        "animator.appContent → ctx.1 finalFrame(for:)",
        "uikit → pc frameOfPresentedViewInContainerView",
        "animator.appContent → uikit \(spring)",
        "uikit → pc containerViewWillLayoutSubviews()",
        "uikit → pc containerViewDidLayoutSubviews()",
        "uikit → vc.appContent viewIsAppearing(_:)",
        "uikit → animator.appContent completion(_:)",
        "animator.appContent → ctx.1 transitionWasCancelled",
        "animator.appContent → ctx.1 completeTransition(_:)",
        "uikit → pc presentationTransitionDidEnd(_:)",
        "uikit → vc.appContent viewDidAppear(_:)",
      ])
    #expect(
      log.calls(inTransition: 2) == [
        "vc.appContent → vc.appContent dismiss(animated:completion:)",
        "uikit → delegate.appContentTransition animationController(forDismissed:)",
        "uikit → pc shouldRemovePresentersView",
        "uikit → pc dismissalTransitionWillBegin()",
        "uikit → pc presentedView",
        "uikit → animator.appContent.2 transitionDuration(using:)",
        "uikit → vc.appContent viewWillDisappear(_:)",
        "uikit → vc.appStoreMenu prefersStatusBarHidden",
        "uikit → animator.appContent.2 transitionDuration(using:)",
        "uikit → animator.appContent.2 animateTransition(using:)",
        "animator.appContent.2 → ctx.2 containerView",
        "animator.appContent.2 → ctx.2 view(forKey:)",
        "animator.appContent.2 → uikit \(spring)",
        "uikit → animator.appContent.2 completion(_:)",
        "animator.appContent.2 → ctx.2 transitionWasCancelled",
        "animator.appContent.2 → ctx.2 completeTransition(_:)",
        "uikit → pc dismissalTransitionDidEnd(_:)",
        "uikit → vc.appContent viewDidDisappear(_:)",
      ])
    let launch = ["viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)"]
    #expect(log.appearance(of: "tab") == launch)
    #expect(log.appearance(of: "vc.appStoreMenu") == launch)
    #expect(log.statusBarAnswers == ["vc.appContent true", "vc.appStoreMenu false"])
    // The close button sits in the content's scroll view, which delays content touches.
    #expect(
      log.diagnostics == [
        "note status-bar-query-position-unverified", "note content-touch-delay-unverified",
        "note status-bar-query-position-unverified",
      ])
  }
}
