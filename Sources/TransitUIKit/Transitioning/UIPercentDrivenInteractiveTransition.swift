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
///
/// With an animator that implements `interruptibleAnimator(using:)` (iOS 10) it drives that
/// property animator instead, and never calls `animateTransition(using:)`: paused at the start
/// when the transition starts interactively, else started; `update(_:)` sets its
/// `fractionComplete`; `pause()` pauses it; `finish()` and `cancel()` set `isReversed` and
/// continue it with `timingCurve` when one is set or `completionSpeed` is not 1, else start it
/// (UIKit 18.2's `UIPercentDrivenInteractiveTransition`). `Transition+Interruptible.swift`
/// follows the context's side.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
  /// How fast the rest of the animation plays after `finish()` or `cancel()`.
  open var completionSpeed: CGFloat = 1
  /// Whether the transition starts interactively (iOS 10+); UIKit reads it when vending.
  open var wantsInteractiveStart = true
  /// Mirrors `timingCurve` (iOS 10): the timing an interruptible animator continues with after
  /// `finish()` or `cancel()`.
  open var timingCurve: (any UITimingCurveProvider)?
  /// Mirrors `completionCurve`.
  open var completionCurve = UIView.AnimationCurve.easeInOut
  public private(set) var percentComplete: CGFloat = 0
  /// The animator's interruptible animator, when it vended one at the start.
  private var interruptibleAnimator: (any UIViewImplicitlyAnimating)?

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
    if let animator = transition.animator {
      let contextReference = transition.contextReference
      transition.duration = simulator.getter(
        .transitionDuration, on: animator, role: .animator, from: nil,
        args: ["transitionContext": contextReference], result: Value.double
      ) {
        animator.transitionDuration(using: context)
      }
      if !startInterruptible(animator, in: context, simulator: simulator) {
        // A transition that does not start interactively (`wantsInteractiveStart` false, iOS 10)
        // plays its animations as they are: nothing holds them for `update(_:)`.
        transition.isDrivenByPercent = transition.initiallyInteractive
        simulator.callback(
          .animateTransition, on: animator, role: .animator, from: nil,
          args: ["transitionContext": contextReference]
        ) {
          animator.animateTransition(using: context)
        }
      }
    }
    if let pendingEnd {
      self.pendingEnd = nil
      pendingEnd ? context.finishInteractiveTransition() : context.cancelInteractiveTransition()
    }
  }

  /// Moves the held animations to `percentComplete` (0 to 1), or the interruptible animator's
  /// `fractionComplete` to it.
  open func update(_ percentComplete: CGFloat) {
    guard let simulator = EngineContext.current else { return }
    simulator.userCall(
      .update, on: self, args: ["percentComplete": .double(Double(percentComplete))]
    ) {
      self.percentComplete = percentComplete
      if let interruptibleAnimator, isInFlight {
        interruptibleAnimator.fractionComplete = min(max(percentComplete, 0), 1)
      }
      context?.updateInteractiveTransition(percentComplete)
    }
  }

  /// Plays the rest of the animation forward; the animator then completes the transition.
  open func finish() {
    guard let simulator = EngineContext.current else { return }
    simulator.userCall(.finish, on: self) {
      guard let context else {
        pendingEnd = true
        return
      }
      continueInterruptible(reversed: false)
      context.finishInteractiveTransition()
    }
  }

  /// Plays the animation back; the animator then calls `completeTransition(false)`.
  open func cancel() {
    guard let simulator = EngineContext.current else { return }
    simulator.userCall(.cancel, on: self) {
      guard let context else {
        pendingEnd = false
        return
      }
      continueInterruptible(reversed: true)
      context.cancelInteractiveTransition()
    }
  }

  /// Mirrors `pause()` (`pauseInteractiveTransition` in Objective-C, iOS 10): holds an
  /// interruptible animator where it is and makes the transition interactive again, so that a
  /// finger can catch a transition in flight. Without an interruptible animator UIKit ignores
  /// it.
  open func pause() {
    guard let simulator = EngineContext.current else { return }
    simulator.userCall(.pause, on: self) {
      guard let interruptibleAnimator, let context, isInFlight else { return }
      interruptibleAnimator.pauseAnimation()
      interruptibleAnimator.isReversed = false
      percentComplete = interruptibleAnimator.fractionComplete
      context.pauseInteractiveTransition()
    }
  }

  // MARK: The interruptible animator

  /// Whether the transition this interaction drives is between its start and its end.
  private var isInFlight: Bool {
    guard let transition = context?.underlyingTransition else { return false }
    return transition.hasStarted && !transition.hasCompleted
      && transition.state != .finishing && transition.state != .cancelling
  }

  /// Asks the animator for its interruptible animator, when it implements the question, and
  /// pauses it (the transition starts interactively) or starts it. False when the animator
  /// vends none, so that `animateTransition(using:)` runs instead.
  private func startInterruptible(
    _ animator: any UIViewControllerAnimatedTransitioning, in context: TransitionContext,
    simulator: Simulator
  ) -> Bool {
    let transition = context.underlyingTransition
    let vended = simulator.optionalRequest(
      .interruptibleAnimator, on: animator, role: .animator, from: nil,
      args: ["transitionContext": transition.contextReference],
      result: simulator.propertyAnimatorValue
    ) { animator in
      animator.interruptibleAnimator(using: context)
    }
    guard let vended else { return false }
    interruptibleAnimator = vended
    transition.adopt(interruptibleAnimator: vended)
    if transition.initiallyInteractive {
      vended.pauseAnimation()
    } else {
      vended.startAnimation()
    }
    return true
  }

  /// Turns the interruptible animator to the way the interaction ended and lets it play: with
  /// `timingCurve` for `durationFactor` times the duration, scaled by `completionSpeed`, when
  /// either is set, else at its own pace.
  private func continueInterruptible(reversed: Bool) {
    guard let interruptibleAnimator, isInFlight else { return }
    interruptibleAnimator.isReversed = reversed
    let speed = completionSpeed > 0 ? completionSpeed : 1
    if timingCurve != nil || speed != 1 {
      let left = reversed ? percentComplete : 1 - percentComplete
      interruptibleAnimator.continueAnimation(
        withTimingParameters: timingCurve, durationFactor: left / speed)
    } else {
      interruptibleAnimator.startAnimation()
    }
  }
}
