import Foundation
import TransitTrace

// The property animator's state machine on the virtual clock. The fraction played is pinned
// whenever the pace changes (a pause, a reversal, a new duration factor), and the end is a
// timer at the time the fraction reaches 1, or 0 when reversed.
extension UIViewPropertyAnimator {
  /// The fraction played now.
  var currentFraction: CGFloat {
    guard let pinnedAt, let simulator, secondsPerLength > 0 else { return pinnedFraction }
    let played = CGFloat(simulator.now.seconds(since: pinnedAt) / secondsPerLength)
    let fraction = reversed ? pinnedFraction - played : pinnedFraction + played
    return min(max(fraction, 0), 1)
  }

  /// What is left to play in the current direction, as a fraction of the whole.
  private var remaining: CGFloat { reversed ? currentFraction : 1 - currentFraction }

  func start(after delay: TimeInterval) {
    switch state {
    case .stopped:
      misuse(
        "startAnimation() on a stopped animator: UIKit raises, since a stopped animator can only "
          + "be finished with finishAnimation(at:) (UIViewAnimating.stopAnimation(_:))")
      return
    case .active where isRunning:
      return
    case .inactive:
      state = .active
      pinnedFraction = 0
      secondsPerLength = duration
    case .active:
      break
    }
    // Starting now, its animations run from the moment they are recorded; after a delay, they
    // wait for it.
    applyAnimations(
      rate: delay > 0 ? 0 : (reversed ? -1 : 1) * duration / max(secondsPerLength, 1e-9))
    guard let simulator, delay > 0 else {
      run()
      return
    }
    // UIKit keeps a started animator until its animations end, as the clock's timers do here
    // (docs/lifecycle.md#fact-property-animator-blocks): the app may let go of it.
    timer = simulator.runLoop.schedule(after: delay) { [self] in
      timer = nil
      run()
    }
  }

  func pause() {
    switch state {
    case .stopped:
      misuse(
        "pauseAnimation() on a stopped animator: UIKit raises, since a stopped animator can only "
          + "be finished with finishAnimation(at:) (UIViewAnimating.pauseAnimation())")
    case .inactive:
      state = .active
      pinnedFraction = 0
      secondsPerLength = duration
      applyAnimations()
    case .active:
      hold()
    }
  }

  func continueRunning(durationFactor: CGFloat) {
    switch state {
    case .stopped:
      misuse(
        "continueAnimation(withTimingParameters:durationFactor:) on a stopped animator: UIKit "
          + "raises; only finishAnimation(at:) can follow stopAnimation(false)")
      return
    case .inactive:
      state = .active
      pinnedFraction = 0
      applyAnimations()
    case .active:
      hold()
    }
    let left = Double(remaining)
    let seconds = duration * Double(max(durationFactor, 0))
    secondsPerLength = left > 0 ? seconds / left : seconds
    run()
  }

  func stop(withoutFinishing: Bool) {
    guard state == .active else {
      misuse(
        "stopAnimation(_:) on an animator that is not active: UIKit raises "
          + "(UIViewAnimating.stopAnimation(_:))")
      return
    }
    hold()
    state = withoutFinishing ? .inactive : .stopped
    // Stopped, the views keep the values they show (Apple, UIViewAnimating.stopAnimation(_:)).
    settleGeometry(at: .current, keepingParts: !withoutFinishing)
    if withoutFinishing { reset() }
  }

  func finish(at position: UIViewAnimatingPosition) {
    guard state == .stopped else {
      misuse(
        "finishAnimation(at:) without stopAnimation(false) first: UIKit raises "
          + "(UIViewAnimating.finishAnimation(at:))")
      return
    }
    state = .inactive
    reset()
    settleGeometry(at: position)
    runCompletions(at: position)
  }

  func setReversed(_ value: Bool) {
    guard value != reversed else { return }
    let wasRunning = isRunning
    if wasRunning { hold() }
    reversed = value
    if wasRunning { run() }
  }

  func setFraction(_ value: CGFloat) {
    switch state {
    case .stopped:
      misuse("fractionComplete set on a stopped animator: UIKit raises")
    case .active where isRunning:
      // A running animation owns its fraction; only a paused one is scrubbed.
      return
    case .inactive:
      state = .active
      secondsPerLength = duration
      applyAnimations()
      pinnedFraction = min(max(value, 0), 1)
    case .active:
      pinnedFraction = min(max(value, 0), 1)
    }
    syncGeometry()
  }

  // MARK: The clock

  /// Runs from the pinned fraction at the current pace, and sets the timer of the end.
  private func run() {
    guard let simulator else {
      reachEnd()
      return
    }
    pinnedAt = simulator.now
    cancelTimer()
    let seconds = Double(remaining) * secondsPerLength
    timer = simulator.runLoop.schedule(after: seconds) { [self] in
      timer = nil
      simulator.asUIKit(transition: nil) { reachEnd() }
    }
    syncGeometry()
  }

  /// Stops the clock where it is.
  private func hold() {
    pinnedFraction = currentFraction
    pinnedAt = nil
    cancelTimer()
    syncGeometry()
  }

  private func cancelTimer() {
    if let timer { simulator?.runLoop.cancel(timer) }
    timer = nil
  }

  /// The animation played to its end (or back to its start): completions with that position,
  /// unless it pauses on completion.
  private func reachEnd() {
    pinnedFraction = reversed ? 0 : 1
    pinnedAt = nil
    if pausesOnCompletion {
      syncGeometry()
      return
    }
    let position: UIViewAnimatingPosition = reversed ? .start : .end
    state = .inactive
    reset()
    settleGeometry(at: position)
    runCompletions(at: position)
  }

  /// Back at rest: the next start plays the animations again from the beginning.
  private func reset() {
    pinnedAt = nil
    cancelTimer()
    animationsApplied = false
    animations.removeAll()
  }

  // MARK: Closures

  /// Runs the animations closures kept so far, once, as the code that added each.
  private func applyAnimations(rate: Double = 0) {
    guard !animationsApplied else { return }
    animationsApplied = true
    let blocks = animations
    animations.removeAll()
    let animation = blocks.isEmpty ? nil : makeRecordedAnimation(rate: rate)
    for block in blocks { run(block, in: animation) }
  }

  /// Runs an animations closure as the code that added it, its changes animated by `animation`.
  func run(_ block: Block<() -> Void>, in animation: RecordedAnimation?) {
    guard let simulator else {
      block.body()
      return
    }
    let recorder = simulator.recorder
    recorder.inside(
      seq: recorder.currentCause, participant: block.owner, transition: recorder.currentTransition
    ) {
      simulator.geometry.within(animation) { block.body() }
    }
  }

  /// Runs and forgets the completions, each logged as a call from the animator to the code
  /// that added it.
  private func runCompletions(at position: UIViewAnimatingPosition) {
    let blocks = completions
    completions.removeAll()
    guard let simulator else {
      for block in blocks { block.body(position) }
      return
    }
    let animatorID = simulator.participantID(self)
    for block in blocks {
      _ = simulator.recorder.call(
        .completionWithArgument, on: block.owner, from: animatorID,
        args: ["position": .string(position.description)], block: block.registration
      ) {
        block.body(position)
      }
    }
  }

  /// What UIKit raises for, logged as a warning; the call is ignored.
  private func misuse(_ message: String) {
    simulator?.warn(about: self, code: "property-animator-misuse", message)
  }
}
