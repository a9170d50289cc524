import Foundation
import TransitUIKit

/// An animator a scenario file describes, with the mistakes the file asks for.
///
/// For a modal transition it slides or fades the presented view in and out in the pattern the
/// animators of the View Controller Programming Guide follow ("Customizing the Transition
/// Animations"). Vended by a navigation delegate, a slide is the iOS push: the new screen comes in from the right while the old one
/// moves a third of the way left, and a pop reverses it. Vended by a tab bar delegate, a slide
/// moves toward the later tab.
@MainActor
final class FileAnimator: UIViewControllerAnimatedTransitioning, DeclaredClassName {
  /// Who vended the animator, which decides how it moves the views.
  enum Context {
    case presentation(presenting: Bool)
    case navigation(UINavigationController.Operation)
    case tabs(towardLater: Bool)
  }

  let spec: ScenarioFile.AnimatorSpec
  let context: Context
  /// The property animator of the transition, once `interruptibleAnimator(using:)` made it.
  private var running: UIViewPropertyAnimator?
  /// For an animator that expands from a view: that view's frame in the window when the
  /// delegate vended the animator.
  var sourceFrame = CGRect.zero

  init(spec: ScenarioFile.AnimatorSpec, context: Context) {
    self.spec = spec
    self.context = context
  }

  private var presenting: Bool {
    if case .presentation(let presenting) = context { return presenting }
    return true
  }

  var declaredClassName: String { spec.className }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    spec.duration
  }

  /// Plays the transition: on the property animator, when the animator implements
  /// `interruptibleAnimator(using:)`, as Apple's PhotoTransitioning sample does; otherwise with
  /// a block animation.
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    if spec.implementsInterruptibleAnimator {
      interruptibleAnimator(using: transitionContext).startAnimation()
      return
    }
    guard let (animations, completion) = prepare(using: transitionContext) else { return }
    run(animations, completion: completion)
  }

  /// The transition's `UIViewPropertyAnimator`: made, with the views set up, on the first call,
  /// and the same one on every later call of the transition, as UIKit requires
  /// (UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)); its completion
  /// completes the transition.
  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    guard spec.implementsInterruptibleAnimator else {
      OptionalRequirement.notImplemented()
      return UIViewPropertyAnimator(duration: 0, curve: .linear)
    }
    if let running, !spec.mistakes.contains(.newInterruptibleAnimatorEachCall) { return running }
    let prepared = prepare(using: transitionContext)
    let animator = makePropertyAnimator(animations: prepared?.animations)
    if let completion = prepared?.completion {
      animator.addCompletion { position in completion(position == .end) }
    }
    running = animator
    return animator
  }

  /// A property animator with the file's timing: a spring's damping ratio, or the curve of
  /// its options (`curveEaseInOut` when it gives none).
  private func makePropertyAnimator(animations: (() -> Void)?) -> UIViewPropertyAnimator {
    switch spec.timing {
    case .plain:
      return UIViewPropertyAnimator(
        duration: spec.duration, curve: .easeInOut, animations: animations)
    case .curve(let raw):
      let options = UIView.AnimationOptions(rawValue: raw)
      let curve: UIView.AnimationCurve =
        options.contains(.curveLinear)
        ? .linear
        : options.contains(.curveEaseIn)
          ? .easeIn : options.contains(.curveEaseOut) ? .easeOut : .easeInOut
      return UIViewPropertyAnimator(duration: spec.duration, curve: curve, animations: animations)
    case .spring(let damping, 0):
      // At rest, the damping ratio alone, as Apple's PhotoTransitioning sample writes it.
      return UIViewPropertyAnimator(
        duration: spec.duration, dampingRatio: damping, animations: animations)
    case .spring(let damping, let velocity):
      let animator = UIViewPropertyAnimator(
        duration: spec.duration,
        timingParameters: UISpringTimingParameters(
          dampingRatio: damping, initialVelocity: CGVector(dx: 0, dy: velocity)))
      if let animations { animator.addAnimations(animations) }
      return animator
    }
  }

  /// Sets the views up for the transition, and returns the animations that move them and the
  /// completion that completes it; nil when a view it needs is missing.
  private func prepare(using transitionContext: UIViewControllerContextTransitioning)
    -> (animations: () -> Void, completion: (Bool) -> Void)?
  {
    guard case .presentation = context else {
      return prepareBetweenScreens(using: transitionContext)
    }
    if case .expand = spec.motion { return prepareExpanding(using: transitionContext) }
    let container = transitionContext.containerView
    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
    guard let controller = transitionContext.viewController(forKey: key),
      let moving = transitionContext.view(forKey: presenting ? .to : .from)
    else { return nil }
    let shown = presenting ? transitionContext.finalFrame(for: controller) : moving.frame
    let hidden = hiddenFrame(for: shown)
    if presenting {
      moving.frame = hidden
      if case .fade = spec.motion { moving.alpha = 0 }
      if !spec.mistakes.contains(.doesNotAddToView) { container.addSubview(moving) }
    }
    let addedBack =
      presenting
      ? nil : addPresentersViewBack(into: container, below: moving, using: transitionContext)
    let animations = {
      moving.frame = self.presenting ? shown : hidden
      if case .fade = self.spec.motion { moving.alpha = self.presenting ? 1 : 0 }
    }
    let completion: (Bool) -> Void = { _ in
      let cancelled = transitionContext.transitionWasCancelled
      let finished = self.spec.mistakes.contains(.completesTrueAfterCancel) || !cancelled
      if !self.presenting && finished { moving.removeFromSuperview() }
      // UIKit leaves the to-view in place after a cancelled dismissal, so the animator takes it
      // out again (Apple's CustomTransitions sample, AAPLSwipeTransitionAnimator).
      if !finished { addedBack?.removeFromSuperview() }
      guard !self.spec.mistakes.contains(.neverCompletes) else { return }
      transitionContext.completeTransition(finished)
      if self.spec.mistakes.contains(.completesTwice) {
        transitionContext.completeTransition(finished)
      }
    }
    return (animations, completion)
  }

  /// On a dismissal, puts the presenter's view back into the container below the presented
  /// view when the presentation took it away: `view(forKey: .to)` is nil unless it did
  /// (fullScreen, or `shouldRemovePresentersView` true), and UIKit only restores it once the
  /// transition completes, so without this the dismissal uncovers an empty window
  /// (docs/lifecycle.md#fact-animator-adds-to-view). Returns the view it added.
  private func addPresentersViewBack(
    into container: UIView, below presentedView: UIView,
    using transitionContext: UIViewControllerContextTransitioning
  ) -> UIView? {
    guard !spec.mistakes.contains(.doesNotAddToView),
      let presentersView = transitionContext.view(forKey: .to),
      presentersView.superview !== container
    else { return nil }
    container.insertSubview(presentersView, belowSubview: presentedView)
    return presentersView
  }

  /// A container's transition: both screens move, and the views stay where they end.
  private func prepareBetweenScreens(
    using transitionContext: UIViewControllerContextTransitioning
  ) -> (animations: () -> Void, completion: (Bool) -> Void)? {
    let container = transitionContext.containerView
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else { return nil }
    let bounds = container.bounds
    let width = bounds.width
    var toStart = bounds
    var fromEnd = bounds
    switch (context, spec.motion) {
    case (_, .fade):
      toView.alpha = 0
    case (.navigation(let operation), .slide):
      let isPush = operation == .push
      toStart = bounds.offsetBy(dx: isPush ? width : -width / 3, dy: 0)
      fromEnd = bounds.offsetBy(dx: isPush ? -width / 3 : width, dy: 0)
    case (.presentation, .slide), (_, .expand):
      break
    case (.tabs(let towardLater), .slide):
      let offset = towardLater ? width : -width
      toStart = bounds.offsetBy(dx: offset, dy: 0)
      fromEnd = bounds.offsetBy(dx: -offset, dy: 0)
    }
    toView.frame = toStart
    if case .navigation(.pop) = context, case .slide = spec.motion {
      container.insertSubview(toView, belowSubview: fromView)
    } else if !spec.mistakes.contains(.doesNotAddToView) {
      container.addSubview(toView)
    }
    let animations = {
      toView.frame = bounds
      toView.alpha = 1
      fromView.frame = fromEnd
    }
    let completion: (Bool) -> Void = { _ in
      guard !self.spec.mistakes.contains(.neverCompletes) else { return }
      let finished =
        self.spec.mistakes.contains(.completesTrueAfterCancel)
        || !transitionContext.transitionWasCancelled
      transitionContext.completeTransition(finished)
      if self.spec.mistakes.contains(.completesTwice) {
        transitionContext.completeTransition(finished)
      }
    }
    return (animations, completion)
  }

  /// A card that expands from the view it was tapped on to fill the container, and shrinks
  /// back into it on the dismissal, in the pattern of Apple's PhotoTransitioning sample: the
  /// card's view and the container are all the animator reads, and on a property animator
  /// it completes with whether the animation ended at its end (`position == .end`) rather than
  /// reading `transitionWasCancelled`.
  private func prepareExpanding(using transitionContext: UIViewControllerContextTransitioning)
    -> (animations: () -> Void, completion: (Bool) -> Void)
  {
    let presenting = self.presenting
    let card = transitionContext.view(forKey: presenting ? .to : .from)
    let container = transitionContext.containerView
    if presenting, let card {
      card.frame = sourceFrame
      if !spec.mistakes.contains(.doesNotAddToView) { container.addSubview(card) }
    }
    let finalFrame = presenting ? container.bounds : sourceFrame
    let animations: () -> Void = { card?.frame = finalFrame }
    let completion: (Bool) -> Void = { reachedEnd in
      // A block animation has no position to tell a cancelled transition by.
      let ended =
        self.spec.implementsInterruptibleAnimator
        ? reachedEnd : !transitionContext.transitionWasCancelled
      let finished = self.spec.mistakes.contains(.completesTrueAfterCancel) || ended
      if finished && !presenting { card?.removeFromSuperview() }
      guard !self.spec.mistakes.contains(.neverCompletes) else { return }
      transitionContext.completeTransition(finished)
      if self.spec.mistakes.contains(.completesTwice) {
        transitionContext.completeTransition(finished)
      }
    }
    return (animations, completion)
  }

  /// Starts the block animation the file's timing names.
  private func run(_ animations: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
    switch spec.timing {
    case .plain:
      UIView.animate(withDuration: spec.duration, animations: animations, completion: completion)
    case .curve(let options):
      UIView.animate(
        withDuration: spec.duration, delay: 0, options: UIView.AnimationOptions(rawValue: options),
        animations: animations, completion: completion)
    case .spring(let damping, let velocity):
      UIView.animate(
        withDuration: spec.duration, delay: 0, usingSpringWithDamping: damping,
        initialSpringVelocity: velocity, options: [], animations: animations,
        completion: completion)
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    if !spec.implementsAnimationEnded { OptionalRequirement.notImplemented() }
  }

  /// Where the view sits off screen: beyond the edge it slides from, or in place for a fade.
  private func hiddenFrame(for shown: CGRect) -> CGRect {
    switch spec.motion {
    case .fade, .expand: return shown
    case .slide(.right): return shown.offsetBy(dx: shown.width, dy: 0)
    case .slide(.left): return shown.offsetBy(dx: -shown.width, dy: 0)
    case .slide(.bottom): return shown.offsetBy(dx: 0, dy: shown.height)
    case .slide(.top): return shown.offsetBy(dx: 0, dy: -shown.height)
    }
  }
}
