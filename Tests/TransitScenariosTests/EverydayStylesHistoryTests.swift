import Foundation
import Testing
import TransitScenarios
import TransitTrace

/// The modal transition styles and a column-style split view (issue 21), each as the whole
/// history of its built-in scenario, written as in EverydayScenarioHistoryTests.
@MainActor
@Suite("Transition styles and split views, whole histories")
struct EverydayStylesHistoryTests {
  /// A card presented full screen with a transition style: #order-g, the presenter's callbacks
  /// following the presentation style, not the transition style, and UIKit's own animator for
  /// the style (#fact-transition-styles); the status bar passes to the card
  /// (#fact-status-bar-capture); the card loads inside present and is laid out once
  /// (#fact-load-view, #fact-view-layout); its did-callback first (#fact-did-order-modal).
  /// A flip's keyframe completion asks whether the transition was cancelled before completing.
  static func present(
    _ card: String, button: String, animator: String, animation: String, asksCancelled: Bool,
    context: String, presentationController: String
  ) -> [String] {
    [
      "touch began on \(button)",
      "touch ended on \(button)",
      "vc.styles present(_:animated:completion:)",
      "\(card) loadView()",
      "\(card) viewDidLoad()",
      "\(animator) transitionDuration(using:)",
      "vc.styles viewWillDisappear(_:)",
      "\(card) viewWillAppear(_:)",
      "\(card) prefersStatusBarHidden",
      "\(animator) transitionDuration(using:)",
      "\(animator) animateTransition(using:)",
      "uikit \(animation)(withDuration:delay:options:animations:completion:)",
      "\(card) viewSafeAreaInsetsDidChange()",
      "\(card) viewIsAppearing(_:)",
      "\(card) viewWillLayoutSubviews()",
      "\(card) viewDidLayoutSubviews()",
      "\(animator) completion(_:)",
    ] + (asksCancelled ? ["\(context) transitionWasCancelled"] : []) + [
      "\(context) completeTransition(_:)",
      "\(presentationController) transitionDidFinish(_:)",
      "\(card) viewDidAppear(_:)",
      "vc.styles viewDidDisappear(_:)",
    ]
  }

  /// Done: #order-g dismiss with the same style's animator; the presenter comes back unchanged
  /// and is not laid out again (#fact-view-layout); its did-callback first
  /// (#fact-did-order-modal).
  static func dismiss(
    _ card: String, button: String, animator: String, animation: String, asksCancelled: Bool,
    context: String, presentationController: String
  ) -> [String] {
    [
      "touch began on \(button)",
      "touch ended on \(button)",
      "\(card) dismiss(animated:completion:)",
      "\(animator) transitionDuration(using:)",
      "\(card) viewWillDisappear(_:)",
      "vc.styles viewWillAppear(_:)",
      "vc.styles prefersStatusBarHidden",
      "\(animator) transitionDuration(using:)",
      "\(animator) animateTransition(using:)",
      "uikit \(animation)(withDuration:delay:options:animations:completion:)",
      "vc.styles viewIsAppearing(_:)",
      "\(animator) completion(_:)",
    ] + (asksCancelled ? ["\(context) transitionWasCancelled"] : []) + [
      "\(context) completeTransition(_:)",
      "\(presentationController) transitionDidFinish(_:)",
      "vc.styles viewDidAppear(_:)",
      "\(card) viewDidDisappear(_:)",
    ]
  }

  @Test("transition-styles: a flip, a partial curl and a cover, each presented and dismissed")
  func transitionStyles() throws {
    let log = try ScenarioLog("transition-styles")
    // A plain view controller as the window's root: loaded, then laid out once between
    // viewWillAppear(_:) and viewDidAppear(_:) (#fact-load-view, #fact-view-layout).
    let launch = [
      "vc.styles loadView()",
      "vc.styles viewDidLoad()",
      "vc.styles viewWillAppear(_:)",
      "vc.styles viewSafeAreaInsetsDidChange()",
      "vc.styles viewIsAppearing(_:)",
      "vc.styles viewWillLayoutSubviews()",
      "vc.styles viewDidLayoutSubviews()",
      "vc.styles viewDidAppear(_:)",
    ]
    let flip =
      Self.present(
        "vc.flipCard", button: "flipButton", animator: "animator.flipHorizontal",
        animation: "animateKeyframes", asksCancelled: true, context: "ctx.1",
        presentationController: "pc.fullScreen")
      + Self.dismiss(
        "vc.flipCard", button: "doneFlip", animator: "animator.flipHorizontal.2",
        animation: "animateKeyframes", asksCancelled: true, context: "ctx.2",
        presentationController: "pc.fullScreen")
    let curl =
      Self.present(
        "vc.curlCard", button: "curlButton", animator: "animator.partialCurl",
        animation: "animate", asksCancelled: false, context: "ctx.3",
        presentationController: "pc.fullScreen.2")
      + Self.dismiss(
        "vc.curlCard", button: "doneCurl", animator: "animator.partialCurl.2",
        animation: "animate", asksCancelled: false, context: "ctx.4",
        presentationController: "pc.fullScreen.2")
    let cover =
      Self.present(
        "vc.coverCard", button: "coverButton", animator: "animator.builtin",
        animation: "animate", asksCancelled: false, context: "ctx.5",
        presentationController: "pc.fullScreen.3")
      + Self.dismiss(
        "vc.coverCard", button: "doneCover", animator: "animator.builtin.2",
        animation: "animate", asksCancelled: false, context: "ctx.6",
        presentationController: "pc.fullScreen.3")
    #expect(log.history == launch + flip + curl + cover)
  }

  /// #fact-transition-styles: a flip puts both views in a flipping view, the view it leaves on
  /// top, and its keyframe completion adds the new view to the container and removes the old
  /// view and the flipping view; a partial curl inserts the presented view under the
  /// presenter's, which stays in the container, curled, until the dismissal brings it back on
  /// top. Each presentation's container view holds the presenter's view, which goes back to
  /// the window when the dismissal completes.
  @Test("transition-styles: where the flip and the curl put the views")
  func transitionStyleViews() throws {
    let log = try ScenarioLog("transition-styles")
    let moves = log.events.compactMap { event -> String? in
      guard case .view(let change) = event.body, let transition = event.transition,
        (1...4).contains(transition)
      else { return nil }
      return "#\(transition) \(change.name) \(change.view) to \(change.superview)"
    }
    #expect(
      moves == [
        "#1 addSubview(_:) doneFlip to vc.flipCard.view",
        "#1 addSubview(_:) container.1 to window",
        "#1 insertSubview(_:at:) vc.styles.view to container.1",
        "#1 addSubview(_:) view.1 to container.1",
        "#1 addSubview(_:) vc.flipCard.view to view.1",
        "#1 addSubview(_:) vc.styles.view to view.1",
        "#1 addSubview(_:) vc.flipCard.view to container.1",
        "#1 removeFromSuperview() vc.styles.view to view.1",
        "#1 removeFromSuperview() view.1 to container.1",
        "#2 addSubview(_:) view.2 to container.1",
        "#2 addSubview(_:) vc.styles.view to view.2",
        "#2 addSubview(_:) vc.flipCard.view to view.2",
        "#2 addSubview(_:) vc.styles.view to container.1",
        "#2 removeFromSuperview() vc.flipCard.view to view.2",
        "#2 removeFromSuperview() view.2 to container.1",
        "#2 insertSubview(_:at:) vc.styles.view to window",
        "#2 removeFromSuperview() container.1 to window",
        "#3 addSubview(_:) doneCurl to vc.curlCard.view",
        "#3 addSubview(_:) container.3 to window",
        "#3 insertSubview(_:at:) vc.styles.view to container.3",
        "#3 insertSubview(_:belowSubview:) vc.curlCard.view to container.3",
        "#4 addSubview(_:) vc.styles.view to container.3",
        "#4 removeFromSuperview() vc.curlCard.view to container.3",
        "#4 insertSubview(_:at:) vc.styles.view to window",
        "#4 removeFromSuperview() container.3 to window",
      ])
  }

  @Test("split-collapse: collapsed at launch, expanded, a note shown, collapsed again")
  func splitCollapse() throws {
    let log = try ScenarioLog("split-collapse")
    // #fact-split-collapse: each column's view controller gets a navigation controller made for
    // it; in a compact width the split view collapses as it appears, asks its delegate for the
    // top column, and shows the primary column alone; that column's root loads inside its
    // navigation controller's viewWillAppear(_:) and is laid out twice as a navigation
    // controller's first screen (#fact-view-layout), parents first (#fact-child-forwarding).
    let launch = [
      "split.notes setViewController(_:for:)",
      "nav pushViewController(_:animated:)",
      "split.notes setViewController(_:for:)",
      "nav.2 pushViewController(_:animated:)",
      "split.notes loadView()",
      "nav loadView()",
      "nav viewDidLoad()",
      "nav.2 loadView()",
      "nav.2 viewDidLoad()",
      "split.notes viewDidLoad()",
      "split.notes viewWillAppear(_:)",
      "delegate.notes splitViewController(_:topColumnForCollapsingToProposedTopColumn:)",
      "delegate.notes splitViewControllerDidCollapse(_:)",
      "nav viewWillAppear(_:)",
      "vc.sidebar loadView()",
      "vc.sidebar viewDidLoad()",
      "vc.sidebar viewWillAppear(_:)",
      "split.notes viewSafeAreaInsetsDidChange()",
      "split.notes viewIsAppearing(_:)",
      "split.notes viewWillLayoutSubviews()",
      "split.notes viewDidLayoutSubviews()",
      "nav viewSafeAreaInsetsDidChange()",
      "nav viewIsAppearing(_:)",
      "nav viewWillLayoutSubviews()",
      "nav viewDidLayoutSubviews()",
      "vc.sidebar viewSafeAreaInsetsDidChange()",
      "vc.sidebar viewIsAppearing(_:)",
      "vc.sidebar viewWillLayoutSubviews()",
      "vc.sidebar viewDidLayoutSubviews()",
      "vc.sidebar viewSafeAreaInsetsDidChange()",
      "vc.sidebar viewWillLayoutSubviews()",
      "vc.sidebar viewDidLayoutSubviews()",
      "split.notes viewDidAppear(_:)",
      "nav viewDidAppear(_:)",
      "vc.sidebar viewDidAppear(_:)",
    ]
    let traitsForwarded = { (secondaries: [String]) -> [String] in
      ["split.notes willTransition(to:with:)", "nav willTransition(to:with:)"]
        + ["vc.sidebar willTransition(to:with:)", "nav.2 willTransition(to:with:)"]
        + secondaries.map { "\($0) willTransition(to:with:)" }
    }
    let sizeForwarded = { (secondaries: [String]) -> [String] in
      ["split.notes viewWillTransition(to:with:)", "nav viewWillTransition(to:with:)"]
        + ["vc.sidebar viewWillTransition(to:with:)", "nav.2 viewWillTransition(to:with:)"]
        + secondaries.map { "\($0) viewWillTransition(to:with:)" }
    }
    // The primary column laid out in the new size, each parent's traits changing before its
    // children's (#fact-trait-change-at-layout, #fact-view-layout).
    let primaryRelayout = [
      "split.notes viewSafeAreaInsetsDidChange()",
      "split.notes traitCollectionDidChange(_:)",
      "split.notes viewWillLayoutSubviews()",
      "split.notes viewDidLayoutSubviews()",
      "nav viewSafeAreaInsetsDidChange()",
      "nav traitCollectionDidChange(_:)",
      "nav viewWillLayoutSubviews()",
      "nav viewDidLayoutSubviews()",
      "vc.sidebar viewSafeAreaInsetsDidChange()",
      "vc.sidebar traitCollectionDidChange(_:)",
      "vc.sidebar viewWillLayoutSubviews()",
      "vc.sidebar viewDidLayoutSubviews()",
    ]
    // A regular width: willTransition(to:with:) first (#fact-will-transition-traits-first); the
    // split view expands, the secondary column appearing with its view, then the delegate hears
    // it (#fact-split-collapse); the size change forwarded (#fact-size-transition), and every
    // view controller on screen laid out, the secondary's root twice as a navigation
    // controller's first screen (#fact-view-layout).
    let expand =
      traitsForwarded(["vc.placeholder"]) + [
        "nav.2 viewWillAppear(_:)",
        "vc.placeholder loadView()",
        "vc.placeholder viewDidLoad()",
        "vc.placeholder viewWillAppear(_:)",
        "delegate.notes splitViewControllerDidExpand(_:)",
      ] + sizeForwarded(["vc.placeholder"]) + primaryRelayout + [
        "nav.2 viewSafeAreaInsetsDidChange()",
        "nav.2 viewIsAppearing(_:)",
        "nav.2 viewWillLayoutSubviews()",
        "nav.2 viewDidLayoutSubviews()",
        "vc.placeholder viewSafeAreaInsetsDidChange()",
        "vc.placeholder viewIsAppearing(_:)",
        "vc.placeholder viewWillLayoutSubviews()",
        "vc.placeholder viewDidLayoutSubviews()",
        "vc.placeholder viewSafeAreaInsetsDidChange()",
        "vc.placeholder viewWillLayoutSubviews()",
        "vc.placeholder viewDidLayoutSubviews()",
        "nav.2 viewDidAppear(_:)",
        "vc.placeholder viewDidAppear(_:)",
      ]
    // #fact-show-target: the sidebar's nearest ancestor that overrides
    // showDetailViewController(_:sender:) is the split view, which, expanded, sets the note
    // for the secondary column: pushed, without animation, on the navigation controller there
    // (#fact-split-collapse). A push that completes inside its turn delivers viewDidAppear(_:)
    // before the layout at the end of that turn (#fact-view-layout).
    let showNote = [
      "tap ended on firstRow",
      "vc.sidebar showDetailViewController(_:sender:)",
      "vc.sidebar targetViewController(forAction:sender:)",
      "split.notes showDetailViewController(_:sender:)",
      "nav.2 pushViewController(_:animated:)",
      "vc.note loadView()",
      "vc.note viewDidLoad()",
      "vc.placeholder viewWillDisappear(_:)",
      "vc.note viewWillAppear(_:)",
      "vc.placeholder viewDidDisappear(_:)",
      "vc.note viewIsAppearing(_:)",
      "vc.note viewDidAppear(_:)",
      "vc.note viewSafeAreaInsetsDidChange()",
      "vc.note viewWillLayoutSubviews()",
      "vc.note viewDidLayoutSubviews()",
    ]
    // Compact again: the split view collapses to the primary column (its delegate's answer);
    // the secondary column's view leaves the window, so its navigation controller and the note
    // on top disappear, the did-callbacks after the layout (#fact-split-collapse,
    // #open-split-collapse).
    let collapse =
      traitsForwarded(["vc.placeholder", "vc.note"]) + [
        "delegate.notes splitViewController(_:topColumnForCollapsingToProposedTopColumn:)",
        "nav.2 viewWillDisappear(_:)",
        "vc.note viewWillDisappear(_:)",
        "delegate.notes splitViewControllerDidCollapse(_:)",
      ] + sizeForwarded(["vc.placeholder", "vc.note"]) + primaryRelayout + [
        "nav.2 viewDidDisappear(_:)",
        "vc.note viewDidDisappear(_:)",
      ]
    #expect(log.history == launch + expand + showNote + collapse)
    // The answers the facts turn on: the show target and the column kept on top.
    let answers = log.events.compactMap(\.call).filter {
      $0.name.rawValue == "targetViewController(forAction:sender:)"
        || $0.name.rawValue == "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)"
    }.map { "\($0.name) \($0.result?.description ?? "-")" }
    #expect(
      answers == [
        "splitViewController(_:topColumnForCollapsingToProposedTopColumn:) primary",
        "targetViewController(forAction:sender:) split.notes",
        "splitViewController(_:topColumnForCollapsingToProposedTopColumn:) primary",
      ])
  }
}
