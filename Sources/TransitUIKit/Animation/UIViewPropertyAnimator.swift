import Foundation
import TransitTrace

/// Mirrors `UIViewPropertyAnimator`: an animation that can be started, paused, scrubbed,
/// reversed, continued with new timing, stopped and finished, on the engine's virtual clock.
///
/// Its state machine is the one Apple documents for `UIViewAnimating` (UIViewAnimatingState,
/// `pauseAnimation()`, `stopAnimation(_:)`, `finishAnimation(at:)`): inactive until the first
/// `startAnimation()`, `pauseAnimation()` or `fractionComplete`; active, running or paused,
/// until the animations end (completions with `.end`, or `.start` when reversed) or
/// `stopAnimation(_:)`; stopped after `stopAnimation(false)` until `finishAnimation(at:)`.
///
/// The engine is headless: the animations closures run at once when the animator starts, as the
/// model layer takes the final values in UIKit, and time runs linearly, so `fractionComplete`
/// is the fraction of the duration played. Every call that changes the animator is logged, with
/// the code that made it as the caller; reading its properties is not.
///
/// An `NSObject`, as UIKit's is: two animators compare with `==` as the same object.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  /// The duration given at creation; `continueAnimation` scales what is left of it.
  public let duration: TimeInterval
  public private(set) var timingParameters: (any UITimingCurveProvider)?
  public internal(set) var state = UIViewAnimatingState.inactive
  /// The delay given to `startAnimation(afterDelay:)`.
  public private(set) var delay: TimeInterval = 0
  /// Mirrors `isInterruptible`, true by default; an interruptible transition needs it true.
  open var isInterruptible = true
  /// Mirrors `pausesOnCompletion`: when true the animator stays active and paused at the end,
  /// and runs no completion.
  open var pausesOnCompletion = false
  /// Mirrors `scrubsLinearly`; Transit's time is linear either way.
  open var scrubsLinearly = true
  /// Mirrors `isUserInteractionEnabled`, true by default; kept, as Transit hit-tests the views
  /// where their model values put them.
  open var isUserInteractionEnabled = true
  /// Mirrors `isManualHitTestingEnabled`; kept, for the same reason.
  open var isManualHitTestingEnabled = false

  /// The code that added a closure, and the record that added it.
  struct Block<Body> {
    let owner: String
    let registration: Int?
    let body: Body
  }

  var animations: [Block<() -> Void>] = []
  var completions: [Block<(UIViewAnimatingPosition) -> Void>] = []
  var reversed = false
  /// The fraction of the duration played, as of `pinnedAt`.
  var pinnedFraction: CGFloat = 0
  /// When the fraction was pinned, while the animator runs; nil while it is paused or at rest.
  var pinnedAt: VirtualTime?
  /// Seconds the animation takes to play its whole length at the current pace.
  var secondsPerLength: Double
  /// The timer of the animation's end (or of its delayed start).
  var timer: Int?
  /// The animations closures have run: the animator has taken its final values.
  var animationsApplied = false
  weak var simulator: Simulator?
  /// Its animations as the log's geometry channel records them
  /// (`UIViewPropertyAnimator+Geometry.swift`).
  var recordedParts: [RecordedPart] = []

  /// Mirrors `init(duration:curve:animations:)`.
  public init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.duration = max(0, duration)
    secondsPerLength = max(0, duration)
    timingParameters = UICubicTimingParameters(animationCurve: curve)
    simulator = EngineContext.current
    super.init()
    if let animations { keep(animations) }
  }

  /// Mirrors `init(duration:dampingRatio:animations:)`.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil)
  {
    self.duration = max(0, duration)
    secondsPerLength = max(0, duration)
    timingParameters = UISpringTimingParameters(dampingRatio: ratio)
    simulator = EngineContext.current
    super.init()
    if let animations { keep(animations) }
  }

  /// Mirrors `init(duration:timingParameters:)`. A spring given by its mass, stiffness and
  /// damping sets the duration itself (`UISpringTimingParameters.settlingDuration`).
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    let duration = parameters.springTimingParameters?.settlingDuration ?? duration
    self.duration = max(0, duration)
    secondsPerLength = max(0, duration)
    timingParameters = parameters
    simulator = EngineContext.current
  }

  /// Mirrors `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`:
  /// an animator that starts at once.
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let curves: [UIView.AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
    let animator = UIViewPropertyAnimator(
      duration: duration, curve: curves[Int((options.rawValue >> 16) & 3)])
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Keeps an animations closure given at creation, whose owner is the code creating the
  /// animator.
  private func keep(_ animation: @escaping () -> Void) {
    animations.append(Block(owner: currentCode, registration: nil, body: animation))
  }

  /// The participant whose code is running now: who adds a closure owns it.
  private var currentCode: String {
    (simulator ?? EngineContext.current)?.recorder.currentParticipant ?? ParticipantRegistry.appID
  }

  // MARK: State

  /// Whether the animation is playing now.
  public var isRunning: Bool { state == .active && pinnedAt != nil }

  /// Mirrors `isReversed`: setting it on a running animator turns it around from where it is.
  public var isReversed: Bool {
    get { reversed }
    set {
      logged(.isReversed, ["newValue": .bool(newValue)]) { setReversed(newValue) }
    }
  }

  /// Mirrors `fractionComplete`: setting it scrubs a paused animator, and moves an inactive one
  /// to active and paused; a running animator ignores it.
  public var fractionComplete: CGFloat {
    get { currentFraction }
    set {
      logged(.fractionComplete, ["newValue": .double(Double(newValue))]) {
        setFraction(newValue)
      }
    }
  }

  // MARK: Adding animations and completions

  /// Mirrors `addAnimations(_:)`: kept until the animator starts; run at once, for what is
  /// left of the duration, when it is already active.
  public func addAnimations(_ animation: @escaping () -> Void) {
    let owner = currentCode
    logged(.addAnimations, ["animation": "closure"]) { [self] in
      let block = Block(
        owner: owner, registration: simulator?.recorder.currentCause, body: animation)
      if animationsApplied {
        run(block, in: makeRecordedAnimation())
      } else {
        animations.append(block)
      }
    }
  }

  /// Mirrors `addAnimations(_:delayFactor:)`; the delay does not change what Transit logs.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Mirrors `addCompletion(_:)`: run with the final position when the animations end or
  /// `finishAnimation(at:)` is called, in the order they were added.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    let owner = currentCode
    logged(.addCompletion, ["completion": "closure"]) { [self] in
      completions.append(
        Block(owner: owner, registration: simulator?.recorder.currentCause, body: completion))
    }
  }

  // MARK: Driving the animation

  /// Mirrors `startAnimation()`: starts an inactive animator or resumes a paused one.
  public func startAnimation() {
    logged(.startAnimation) { start(after: 0) }
  }

  /// Mirrors `startAnimation(afterDelay:)`.
  public func startAnimation(afterDelay delay: TimeInterval) {
    logged(.startAnimationAfterDelay, ["delay": .double(delay)]) {
      self.delay = max(0, delay)
      start(after: max(0, delay))
    }
  }

  /// Mirrors `pauseAnimation()`: an inactive animator becomes active and paused at its start, a
  /// running one stops where it is.
  public func pauseAnimation() {
    logged(.pauseAnimation) { pause() }
  }

  /// Mirrors `continueAnimation(withTimingParameters:durationFactor:)`: resumes a paused
  /// animator, the rest of it taking `durationFactor` times the original duration (Apple's
  /// page for the method).
  public func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    logged(
      .continueAnimation,
      [
        "parameters": parameters.map { .string($0.timingDescription) } ?? .null,
        "durationFactor": .double(Double(durationFactor)),
      ]
    ) {
      if let parameters { timingParameters = parameters }
      continueRunning(durationFactor: durationFactor)
    }
  }

  /// Mirrors `stopAnimation(_:)`: `true` returns the animator to inactive with no completion;
  /// `false` leaves it stopped, waiting for `finishAnimation(at:)`.
  public func stopAnimation(_ withoutFinishing: Bool) {
    logged(.stopAnimation, ["withoutFinishing": .bool(withoutFinishing)]) {
      stop(withoutFinishing: withoutFinishing)
    }
  }

  /// Mirrors `finishAnimation(at:)`: only after `stopAnimation(false)`; runs the completions
  /// with `finalPosition` and returns the animator to inactive.
  public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    logged(.finishAnimation, ["finalPosition": .string(finalPosition.description)]) {
      finish(at: finalPosition)
    }
  }

  // MARK: Logging

  /// Logs a call on the animator from the code running now, and runs it; without a simulator,
  /// only runs it.
  func logged(_ name: CallName, _ args: Arguments = Arguments(), _ body: () -> Void) {
    guard let simulator = simulator ?? EngineContext.current else {
      body()
      return
    }
    self.simulator = simulator
    simulator.userCall(name, on: self, args: args, body)
  }
}
