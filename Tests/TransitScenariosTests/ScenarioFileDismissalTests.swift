import Foundation
import Testing
import TransitScenarios
import TransitTestSupport
import TransitTrace

/// What a scenario file's objects do on a dismissal: the animator puts the presenter's view
/// back when the presentation took it away (docs/lifecycle.md#fact-animator-adds-to-view), and
/// a pan on the presented view dismisses it interactively (#order-c, #order-d).
@MainActor
@Suite("Scenario file dismissals")
struct ScenarioFileDismissalTests {
  /// The dimming-sheet file, its presentation controller removing the presenter's view, with
  /// `animatorLine` added to its animator.
  static func removingPresenter(animatorLine: String = "") throws -> String {
    let url = try #require(ScenarioFiles.builtInURL(named: "dimming-sheet"))
    let original = try String(contentsOf: url, encoding: .utf8)
    let edited =
      original
      .replacingOccurrences(
        of: "    frameOfPresentedView: rightHalf\n",
        with: "    frameOfPresentedView: rightHalf\n    shouldRemovePresentersView: true\n"
      )
      .replacingOccurrences(
        of: "    options: [curveEaseOut]\n", with: "    options: [curveEaseOut]\n" + animatorLine)
    #expect(edited.contains("shouldRemovePresentersView: true"))
    return edited
  }

  /// Every view record of the dismissal, as `caller name view → superview`.
  static func dismissalViews(_ text: String) throws -> [String] {
    let log = RecordBuffer()
    try ScenarioFiles.load(text: text, path: "sheet.yaml").trace(to: log)
    let dismissal = log.events.first { event in
      guard case .transition(let change) = event.body else { return false }
      return change.kind == .dismiss
    }?.transition
    return log.events.compactMap { event in
      guard event.transition == dismissal, case .view(let change) = event.body else { return nil }
      return "\(change.caller) \(change.name) \(change.view) → \(change.superview)"
    }
  }

  @Test("the animator puts the presenter's view back under the presented view")
  func presentersViewAddedBack() throws {
    #expect(
      try Self.dismissalViews(Self.removingPresenter()) == [
        "animator.slide.2 insertSubview(_:belowSubview:) vc.library.view → container.1",
        "animator.slide.2 removeFromSuperview() vc.inspector.view → container.1",
        "pc.dimming removeFromSuperview() dimmingView → container.1",
        "uikit insertSubview(_:at:) vc.library.view → window",
        "uikit removeFromSuperview() container.1 → window",
      ])
  }

  /// The mistake leaves out the to-view both ways, so the sheet never entered the container.
  @Test("with doesNotAddToView, only UIKit puts it back, once the dismissal has completed")
  func presentersViewLeftOut() throws {
    let text = try Self.removingPresenter(animatorLine: "    mistakes: [doesNotAddToView]\n")
    #expect(
      try Self.dismissalViews(text) == [
        "pc.dimming removeFromSuperview() dimmingView → container.1",
        "uikit insertSubview(_:at:) vc.library.view → window",
        "uikit removeFromSuperview() container.1 → window",
      ])
  }

  // MARK: Interactive dismissal

  /// A card presented by a tap and swiped down by its grabber, `translation` points.
  static func swipeDown(_ translation: Int) -> String {
    """
    viewControllers:
      ListViewController:
        root: true
        views:
          openButton: {frame: [40, 700, 313, 50], onTap: {present: CardViewController}}
      CardViewController:
        modalPresentationStyle: custom
        transitioningDelegate: CardTransitioningDelegate
        views:
          grabber:
            frame: [0, 0, 393, 60]
            onPan: {dismiss: true, interaction: pullDown}
    transitioningDelegates:
      CardTransitioningDelegate:
        presentationController: CardPresentationController
        animationControllerForPresented: SlideUpAnimator
        animationControllerForDismissed: SlideUpAnimator
        interactionControllerForDismissal: pullDown
    presentationControllers:
      CardPresentationController: {frameOfPresentedView: full}
    animators:
      SlideUpAnimator: {duration: 0.4, slide: bottom, implements: [animationEnded]}
    interactions:
      pullDown: {direction: bottom, distance: 852, finishAbove: 0.3}
    steps:
      - tap: openButton
      - wait: 1
      - pan: {on: grabber, translation: [0, \(translation)], duration: 0.4, steps: 8}

    """
  }

  /// The dismissal's calls, `caller → receiver name`, without the animator's questions to the
  /// context and with the finger's updates left out.
  static func dismissalCalls(_ text: String) throws -> [String] {
    let log = RecordBuffer()
    try ScenarioFiles.load(text: text, path: "swipe.yaml").trace(to: log)
    let asked: Set<CallName> = [
      .containerView, .viewControllerForKey, .viewForKey, .transitionWasCancelled, .update,
      .updateInteractiveTransition,
    ]
    return log.events.filter { $0.transition == 2 }.compactMap(\.orderCall)
      .filter { !asked.contains($0.name) }.map(ScenarioLog.line)
  }

  /// The dismissal UIKit runs up to completeTransition (docs/lifecycle.md#order-c and #order-d, steps 1-7), shared by
  /// the finished and the cancelled swipe.
  static let dismissalStart = [
    "vc.card → vc.card dismiss(animated:completion:)",
    "uikit → delegate.card animationController(forDismissed:)",
    "uikit → delegate.card interactionControllerForDismissal(using:)",
    "uikit → interactor.percentDriven wantsInteractiveStart",
    "uikit → pc.card shouldRemovePresentersView",
    "uikit → pc.card dismissalTransitionWillBegin()",
    "uikit → pc.card presentedView",
    "uikit → animator.slideUp.2 transitionDuration(using:)",
    "uikit → vc.card viewWillDisappear(_:)",
    "uikit → animator.slideUp.2 transitionDuration(using:)",
    "uikit → interactor.percentDriven startInteractiveTransition(_:)",
    "interactor.percentDriven → animator.slideUp.2 transitionDuration(using:)",
    "interactor.percentDriven → animator.slideUp.2 animateTransition(using:)",
    "animator.slideUp.2 → uikit animate(withDuration:animations:completion:)",
  ]

  @Test("a swipe past the threshold dismisses through the interaction (order (c))")
  func interactiveDismissalFinished() throws {
    #expect(
      try Self.dismissalCalls(Self.swipeDown(400))
        == Self.dismissalStart + [
          "vc.card → interactor.percentDriven finish()",
          "interactor.percentDriven → ctx.2 finishInteractiveTransition()",
          "uikit → interactor.percentDriven completionSpeed",
          "uikit → animator.slideUp.2 completion(_:)",
          "animator.slideUp.2 → ctx.2 completeTransition(_:)",
          "ctx.2 → pc.card transitionDidFinish(_:)",
          "uikit → pc.card dismissalTransitionDidEnd(_:)",
          "uikit → vc.card viewDidDisappear(_:)",
          "uikit → animator.slideUp.2 animationEnded(_:)",
        ])
  }

  @Test("a short swipe cancels: the card reappears and stays presented (order (d))")
  func interactiveDismissalCancelled() throws {
    #expect(
      try Self.dismissalCalls(Self.swipeDown(100))
        == Self.dismissalStart + [
          "vc.card → interactor.percentDriven cancel()",
          "interactor.percentDriven → ctx.2 cancelInteractiveTransition()",
          "uikit → interactor.percentDriven completionSpeed",
          "uikit → animator.slideUp.2 completion(_:)",
          "animator.slideUp.2 → ctx.2 completeTransition(_:)",
          "ctx.2 → pc.card transitionDidFinish(_:)",
          "uikit → pc.card dismissalTransitionDidEnd(_:)",
          "uikit → vc.card viewWillAppear(_:)",
          "uikit → vc.card viewIsAppearing(_:)",
          "uikit → vc.card viewDidAppear(_:)",
          "uikit → animator.slideUp.2 animationEnded(_:)",
        ])
  }

  /// card-zoom's dismissal is started by its own interaction controller; UIKit's side of it
  /// reads the same, but for what only a percent-driven interaction has and for layout.
  @Test("UIKit's calls in the swipe's dismissal are those of card-zoom's")
  func sameAsCardZoom() throws {
    func uikitCalls(_ events: [Event]) -> [String] {
      let own: Set<CallName> = [
        .wantsInteractiveStart, .completionSpeed, .containerViewDidLayoutSubviews,
        .completionWithArgument,
      ]
      return events.filter { $0.transition == 2 }.compactMap(\.orderCall)
        .filter { $0.caller == "uikit" && !own.contains($0.name) }.map(\.name.rawValue)
    }
    let log = RecordBuffer()
    try ScenarioFiles.load(text: Self.swipeDown(400), path: "swipe.yaml").trace(to: log)
    let cardZoom = try ScenarioLog("card-zoom")
    #expect(uikitCalls(log.events) == uikitCalls(cardZoom.events))
  }

  /// The swipe file with one piece replaced, and the error that gives.
  @Test(
    "an interactive dismissal that cannot work is refused with its line and column",
    arguments: [
      (
        "onPan: {dismiss: true, interaction: pullDown}",
        "onPan: {present: CardViewController, dismiss: true, interaction: pullDown}",
        "swipe.yaml:12:46: onPan starts one transition, presenting or dismissing: "
          + "{present: ViewController, interaction: name} or {dismiss: true, interaction: name}"
      ),
      (
        "openButton: {frame: [40, 700, 313, 50], onTap: {present: CardViewController}}",
        "openButton: {frame: [40, 700, 313, 50], onPan: {dismiss: true, interaction: pullDown}}",
        "swipe.yaml:5:55: onPan dismisses ListViewController, but nothing presents it; only a "
          + "presented view controller can be dismissed: this file presents none"
      ),
      (
        "onPan: {dismiss: true, interaction: pullDown}",
        "onPan: {dismiss: true, interaction: pullSideways}",
        "swipe.yaml:12:45: 'pullSideways' is not an interaction; declared: pullDown"
      ),
      (
        "    interactionControllerForDismissal: pullDown\n", "",
        "swipe.yaml:12:45: the pan drives 'pullDown', but CardViewController's transitioning "
          + "delegate does not vend it from interactionControllerForDismissal"
      ),
      (
        "    animationControllerForDismissed: SlideUpAnimator\n", "",
        "swipe.yaml:12:45: UIKit asks for an interaction controller only when the delegate "
          + "vends an animator; give CardTransitioningDelegate an animationControllerForDismissed"
      ),
      (
        "onPan: {dismiss: true, interaction: pullDown}",
        "onPan: {dismiss: false, interaction: pullDown}",
        "swipe.yaml:12:26: dismiss: false does nothing; leave it out"
      ),
      (
        "onPan: {dismiss: true, interaction: pullDown}", "onPan: {interaction: pullDown}",
        "swipe.yaml:12:16: onPan needs a transition and the interaction it drives: "
          + "{present: ViewController, interaction: name} or {dismiss: true, interaction: name}"
      ),
    ])
  func refused(replacing: String, with replacement: String, error: String) throws {
    FileEdit(replacing: replacing, with: replacement, error: error)
      .expectRefused(in: Self.swipeDown(400), path: "swipe.yaml")
  }
}
