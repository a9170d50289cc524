import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// `UIViewPropertyAnimator`'s documented state machine on the virtual clock: what each call
/// does to `state`, when the completions run and with which position.
@MainActor
@Suite("Property animators")
struct PropertyAnimatorTests {
  /// Runs `steps` with a 0.4 s animator that records its completions as `position@time`.
  static func run(
    _ steps: (UIViewPropertyAnimator, Run) -> Void
  ) throws -> (run: Run, animator: UIViewPropertyAnimator, completions: [String]) {
    var made: UIViewPropertyAnimator?
    var completions: [String] = []
    let run = try Run.start { run in
      let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut) {
        run.root.view.alpha = 0.5
      }
      animator.addCompletion { position in
        completions.append("\(position)@\(run.device.now)")
      }
      made = animator
      steps(animator, run)
      run.device.runUntilIdle()
    }
    return (run, made!, completions)
  }

  /// The calls of the run after launch, as `caller → receiver name`.
  static func calls(_ run: Run) -> [String] {
    run.events.compactMap { event in
      guard let call = event.call,
        call.receiver.hasPrefix("propertyAnimator")
          || call.callerID.hasPrefix("propertyAnimator")
      else { return nil }
      return "\(call.callerID) → \(call.receiver) \(call.name)"
    }
  }

  @Test("started, it runs its duration and ends inactive, completions at the end")
  func runsToTheEnd() throws {
    let result = try Self.run { animator, _ in
      #expect(animator.state == .inactive)
      animator.startAnimation()
      #expect(animator.state == .active && animator.isRunning)
    }
    #expect(
      Self.calls(result.run) == [
        "app → propertyAnimator addCompletion(_:)", "app → propertyAnimator startAnimation()",
        "propertyAnimator → app completion(_:)",
      ])
    #expect(result.completions == ["end@0.4"])
    #expect(result.animator.state == .inactive && !result.animator.isRunning)
  }

  @Test(
    "paused, scrubbed, reversed and continued: the rest takes durationFactor × duration",
    arguments: [(0.5, "start@0.3"), (1, "start@0.5"), (0.25, "start@0.2")])
  func continued(factor: Double, expected: String) throws {
    let result = try Self.run { animator, run in
      animator.startAnimation()
      run.device.wait(0.1)
      animator.pauseAnimation()
      #expect(animator.state == .active && !animator.isRunning)
      #expect(animator.fractionComplete == 0.25)
      animator.fractionComplete = 0.5
      animator.isReversed = true
      animator.continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(factor))
    }
    #expect(
      Self.calls(result.run) == [
        "app → propertyAnimator addCompletion(_:)", "app → propertyAnimator startAnimation()",
        "app → propertyAnimator pauseAnimation()", "app → propertyAnimator fractionComplete",
        "app → propertyAnimator isReversed",
        "app → propertyAnimator continueAnimation(withTimingParameters:durationFactor:)",
        "propertyAnimator → app completion(_:)",
      ])
    #expect(result.completions == [expected])
  }

  @Test("pausing an inactive animator makes it active at its start; scrubbing moves it")
  func pausedFromInactive() throws {
    let result = try Self.run { animator, _ in
      animator.pauseAnimation()
      #expect(animator.state == .active && animator.fractionComplete == 0)
      animator.fractionComplete = 0.75
      #expect(animator.fractionComplete == 0.75)
      animator.startAnimation()
    }
    // A quarter of 0.4 s is left when it resumes at once.
    #expect(result.completions == ["end@0.1"])
  }

  @Test(
    "stopAnimation(true) ends with no completion; stopAnimation(false) waits for finishAnimation",
    arguments: [true, false])
  func stopped(withoutFinishing: Bool) throws {
    let result = try Self.run { animator, run in
      animator.startAnimation()
      run.device.wait(0.2)
      animator.stopAnimation(withoutFinishing)
      #expect(animator.state == (withoutFinishing ? .inactive : .stopped))
      if !withoutFinishing { animator.finishAnimation(at: .current) }
      #expect(animator.state == .inactive)
    }
    #expect(
      Self.calls(result.run)
        == [
          "app → propertyAnimator addCompletion(_:)", "app → propertyAnimator startAnimation()",
          "app → propertyAnimator stopAnimation(_:)",
        ]
        + (withoutFinishing
          ? []
          : [
            "app → propertyAnimator finishAnimation(at:)",
            "propertyAnimator → app completion(_:)",
          ]))
    #expect(result.completions == (withoutFinishing ? [] : ["current@0.2"]))
    #expect(result.run.diagnostics.isEmpty)
  }

  @Test("finishAnimation(at:) without stopAnimation(false) is refused with a warning")
  func finishWithoutStop() throws {
    let result = try Self.run { animator, _ in
      animator.startAnimation()
      animator.finishAnimation(at: .end)
    }
    #expect(
      Self.calls(result.run) == [
        "app → propertyAnimator addCompletion(_:)", "app → propertyAnimator startAnimation()",
        "app → propertyAnimator finishAnimation(at:)", "propertyAnimator → app completion(_:)",
      ])
    #expect(result.run.diagnostics == ["warning property-animator-misuse"])
    #expect(result.completions == ["end@0.4"])
  }

  @Test("animations added before the start wait for it; added while running, they run at once")
  func addedAnimations() throws {
    var alphas: [String] = []
    let result = try Self.run { animator, run in
      animator.addAnimations { run.root.view.backgroundColor = .white }
      alphas.append("\(run.root.view.alpha)")
      animator.startAnimation()
      alphas.append("\(run.root.view.alpha)")
      run.device.wait(0.2)
      animator.addAnimations { run.root.view.alpha = 0.25 }
      alphas.append("\(run.root.view.alpha)")
    }
    #expect(
      Self.calls(result.run) == [
        "app → propertyAnimator addCompletion(_:)", "app → propertyAnimator addAnimations(_:)",
        "app → propertyAnimator startAnimation()", "app → propertyAnimator addAnimations(_:)",
        "propertyAnimator → app completion(_:)",
      ])
    #expect(alphas == ["1.0", "0.5", "0.25"])
    #expect(result.completions == ["end@0.4"])
  }

  @Test("with pausesOnCompletion it stays active at the end and runs no completion")
  func pausesOnCompletion() throws {
    let result = try Self.run { animator, _ in
      animator.pausesOnCompletion = true
      animator.startAnimation()
    }
    #expect(result.completions == [])
    #expect(result.animator.state == .active && result.animator.fractionComplete == 1)
  }

  @Test("a delayed start waits, then runs its duration")
  func delayedStart() throws {
    let result = try Self.run { animator, _ in animator.startAnimation(afterDelay: 0.2) }
    #expect(result.completions == ["end@0.6"])
  }

  @Test(
    "a spring given by mass, stiffness and damping sets the duration; one by damping ratio keeps it"
  )
  func springConstantsSetTheDuration() {
    // The default CASpringAnimation's constants: ζω₀ = damping / 2m = 5 per second.
    let constants = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
    let byConstants = UIViewPropertyAnimator(duration: 10, timingParameters: constants)
    #expect(byConstants.duration == 1.381551)
    // Critically damped (ζ = 1): the rate is ω₀ = 10 per second.
    let critical = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
    #expect(UIViewPropertyAnimator(duration: 1, timingParameters: critical).duration == 0.690776)
    let byRatio = UIViewPropertyAnimator(
      duration: 0.4, timingParameters: UISpringTimingParameters(dampingRatio: 0.8))
    #expect(byRatio.duration == 0.4)
  }

  @Test("an animator is an NSObject: == holds for the same animator only")
  func equality() {
    let first = UIViewPropertyAnimator(duration: 0.3, curve: .linear)
    let second = UIViewPropertyAnimator(duration: 0.3, curve: .linear)
    let stored: UIViewPropertyAnimator? = first
    #expect([first == first, first == second, stored == first] == [true, false, true])
    #expect(first.isEqual(first) && !first.isEqual(second))
  }
}
