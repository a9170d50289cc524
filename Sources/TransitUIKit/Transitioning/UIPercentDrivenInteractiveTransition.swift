import Foundation
import TransitTrace

/// Mirrors `UIPercentDrivenInteractiveTransition`: an interaction controller that scrubs the
/// animator's block animations with `update(_:)`, then plays them on with `finish()` or back
/// with `cancel()`.
///
/// As in UIKit 26.1, starting it asks the animator for its duration a third time and calls
/// `animateTransition(using:)` with the animations held; `update(_:)`, `finish()` and `cancel()`
/// forward to the context's `updateInteractiveTransition(_:)`, `finishInteractiveTransition()`
/// and `cancelInteractiveTransition()`. The animator must still call `completeTransition(_:)`.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
  /// How fast the rest of the animation plays after `finish()` or `cancel()`.
  open var completionSpeed: CGFloat = 1
  /// Whether the transition starts interactively (iOS 10+); UIKit reads it when vending.
  open var wantsInteractiveStart = true
  public private(set) var percentComplete: CGFloat = 0

  private weak var context: TransitionContext?
  /// A finish (true) or cancel (false) that came before the transition started, applied as soon
  /// as it starts (UIKit 26.1).
  private var pendingEnd: Bool?

  public init() {}

  /// The animator's duration, as read when the interaction started.
  public var duration: CGFloat {
    CGFloat(context?.underlyingTransition.duration ?? 0)
  }

  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    guard let context = transitionContext as? TransitionContext,
      let simulator = EngineContext.current
    else { return }
    self.context = context
    let transition = context.underlyingTransition
    transition.isDrivenByPercent = true
    if let animator = transition.animator {
      let contextReference = transition.contextReference
      transition.duration = simulator.getter(
        .transitionDuration, on: animator, role: .animator, from: nil,
        args: ["transitionContext": contextReference], result: Value.double
      ) {
        animator.transitionDuration(using: context)
      }
      simulator.callback(
        .animateTransition, on: animator, role: .animator, from: nil,
        args: ["transitionContext": contextReference]
      ) {
        animator.animateTransition(using: context)
      }
    }
    if let pendingEnd {
      self.pendingEnd = nil
      pendingEnd ? context.finishInteractiveTransition() : context.cancelInteractiveTransition()
    }
  }

  /// Moves the held animations to `percentComplete` (0 to 1).
  open func update(_ percentComplete: CGFloat) {
    guard let simulator = EngineContext.current else { return }
    simulator.userCall(
      .update, on: self, args: ["percentComplete": .double(Double(percentComplete))]
    ) {
      self.percentComplete = percentComplete
      context?.updateInteractiveTransition(percentComplete)
    }
  }

  /// Plays the rest of the animation forward; the animator then completes the transition.
  open func finish() {
    guard let simulator = EngineContext.current else { return }
    simulator.userCall(.finish, on: self) {
      if let context { context.finishInteractiveTransition() } else { pendingEnd = true }
    }
  }

  /// Plays the animation back; the animator then calls `completeTransition(false)`.
  open func cancel() {
    guard let simulator = EngineContext.current else { return }
    simulator.userCall(.cancel, on: self) {
      if let context { context.cancelInteractiveTransition() } else { pendingEnd = false }
    }
  }

  /// Holds the animation where it is.
  open func pause() {
    context?.pauseInteractiveTransition()
  }
}
