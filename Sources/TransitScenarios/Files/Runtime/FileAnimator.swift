import Foundation
import TransitUIKit

/// An animator a scenario file describes: it slides or fades the presented view in and out in
/// the pattern the VCPG's animators follow ("Customizing the Transition Animations"), with the
/// mistakes the file asks for.
@MainActor
final class FileAnimator: UIViewControllerAnimatedTransitioning, DeclaredClassName {
  let spec: ScenarioFile.AnimatorSpec
  let presenting: Bool

  init(spec: ScenarioFile.AnimatorSpec, presenting: Bool) {
    self.spec = spec
    self.presenting = presenting
  }

  var declaredClassName: String { spec.className }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    spec.duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
    guard let controller = transitionContext.viewController(forKey: key),
      let moving = transitionContext.view(forKey: presenting ? .to : .from)
    else { return }
    let shown = presenting ? transitionContext.finalFrame(for: controller) : moving.frame
    let hidden = hiddenFrame(for: shown)
    if presenting {
      moving.frame = hidden
      if case .fade = spec.motion { moving.alpha = 0 }
      if !spec.mistakes.contains(.doesNotAddToView) { container.addSubview(moving) }
    }
    let animations = {
      moving.frame = self.presenting ? shown : hidden
      if case .fade = self.spec.motion { moving.alpha = self.presenting ? 1 : 0 }
    }
    let completion: (Bool) -> Void = { _ in
      let cancelled = transitionContext.transitionWasCancelled
      let finished = self.spec.mistakes.contains(.completesTrueAfterCancel) || !cancelled
      if !self.presenting && finished { moving.removeFromSuperview() }
      guard !self.spec.mistakes.contains(.neverCompletes) else { return }
      transitionContext.completeTransition(finished)
      if self.spec.mistakes.contains(.completesTwice) {
        transitionContext.completeTransition(finished)
      }
    }
    switch spec.timing {
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
    case .fade: return shown
    case .slide(.right): return shown.offsetBy(dx: shown.width, dy: 0)
    case .slide(.left): return shown.offsetBy(dx: -shown.width, dy: 0)
    case .slide(.bottom): return shown.offsetBy(dx: 0, dy: shown.height)
    case .slide(.top): return shown.offsetBy(dx: 0, dy: -shown.height)
    }
  }
}
