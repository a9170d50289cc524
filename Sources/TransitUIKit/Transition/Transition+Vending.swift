import Foundation
import TransitTrace

// What every transition kind does with the objects a delegate vends.
extension Transition {
  /// Takes the interaction controller a delegate vended: UIKit reads `wantsInteractiveStart`
  /// right away, when it is implemented; a transition starts interactively otherwise
  /// (docs/lifecycle.md#order-c-2; UIKit 26.1's transition context). `completionSpeed` is read
  /// when the interaction ends.
  func adopt(interactor vended: any UIViewControllerInteractiveTransitioning) {
    interactor = vended
    initiallyInteractive =
      simulator.optionalRequest(
        .wantsInteractiveStart, on: vended, role: .interactionController, result: Value.bool
      ) {
        vended.wantsInteractiveStart
      } ?? true
  }

  /// Asks the animator for its duration, logged.
  func askAnimatorDuration() -> TimeInterval {
    guard let animator else { return 0 }
    if isSystemAnimator { return animator.transitionDuration(using: context) }
    return simulator.getter(
      .transitionDuration, on: animator, role: .animator,
      args: ["transitionContext": contextReference], result: Value.double
    ) {
      animator.transitionDuration(using: context)
    }
  }

  /// Uses UIKit's own animation for a container transition.
  func useSystemAnimator(duration: TimeInterval) {
    animator = ContainerSystemAnimator(duration: duration)
    isSystemAnimator = true
    self.duration = duration
  }
}
