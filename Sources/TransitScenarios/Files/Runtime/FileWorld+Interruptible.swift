import Foundation
import TransitUIKit

// Interruptible transitions: interactions that live as long as their delegate, a finger that
// catches a transition in flight, and a release that springs at the finger's speed.
extension FileWorld {
  /// Makes the interactions with `lifetime: transitioningDelegate`, as a delegate makes them
  /// as properties (`let grab = UIPercentDrivenInteractiveTransition()`), and names them in the
  /// log after the file.
  func makeLongLivedInteractions() {
    for spec in file.interactions where spec.isLongLived {
      let interaction = UIPercentDrivenInteractiveTransition()
      interaction.wantsInteractiveStart = spec.wantsInteractiveStart
      device.identify(interaction, as: "interactor.\(spec.name)")
      longLivedInteractions[spec.name] = interaction
    }
  }

  /// What a delegate vends for the named interaction: the interaction while its gesture drives
  /// a transition; a long-lived one that does not start interactively for every transition,
  /// since a finger may catch it once it plays; nil otherwise.
  func vendedInteraction(named name: String) -> UIPercentDrivenInteractiveTransition? {
    if let active = activeInteractions[name] { return active }
    guard let interaction = longLivedInteractions[name], !interaction.wantsInteractiveStart else {
      return nil
    }
    return interaction
  }

  /// The interaction a finger starts driving: the long-lived one, or a new one.
  func interactionForGesture(named name: String) -> UIPercentDrivenInteractiveTransition {
    longLivedInteractions[name] ?? UIPercentDrivenInteractiveTransition()
  }

  /// How far the finger has moved along the interaction's direction, in whole transitions,
  /// unclamped.
  func travel(of recognizer: UIPanGestureRecognizer, in view: UIView, for name: String)
    -> CGFloat
  {
    let spec = interactionSpec(named: name)
    return along(spec.direction, recognizer.translation(in: view)) / spec.distance
  }

  /// On release, the spring the interaction continues with, starting at the finger's speed
  /// relative to the interaction's distance (`UISpringTimingParameters`, whose initial velocity
  /// is in distances per second).
  func setTimingCurve(
    of interaction: UIPercentDrivenInteractiveTransition, named name: String,
    from recognizer: UIPanGestureRecognizer
  ) {
    let spec = interactionSpec(named: name)
    guard let damping = spec.springDampingRatio, let view = recognizer.view else { return }
    let speed = along(spec.direction, recognizer.velocity(in: view)) / spec.distance
    interaction.timingCurve = UISpringTimingParameters(
      dampingRatio: damping, initialVelocity: CGVector(dx: 0, dy: speed))
  }

  private func along(_ direction: ScenarioFile.AnimatorSpec.Edge, _ point: CGPoint) -> CGFloat {
    switch direction {
    case .left: -point.x
    case .right: point.x
    case .top: -point.y
    case .bottom: point.y
    }
  }

  /// Lets the run loop settle after a step, unless the next step catches its transition in
  /// flight.
  func settle() {
    if settlesAfterStep { device.runUntilIdle() }
  }

  /// Whether `step` is a pan timed from the step before it.
  func catchesInFlight(_ step: ScenarioFile.Step?) -> Bool {
    if case .pan(let pan, _)? = step { return pan.after != nil }
    return false
  }

  /// Waits the pan's `after` seconds from the step before, and fails the step when no
  /// transition is then in flight.
  func waitInFlight(_ pan: ScenarioFile.Step.Pan, step: Int, position: ScenarioFile.Position)
    -> Bool
  {
    guard let after = pan.after else { return true }
    device.wait(after)
    guard visibleChain.contains(where: { $0.transitionCoordinator != nil }) else {
      fail(
        position,
        "step \(step) catches a transition \(after) s after step \(step - 1), but none is in "
          + "flight then; the step before must start one that lasts longer")
      return false
    }
    return true
  }
}
