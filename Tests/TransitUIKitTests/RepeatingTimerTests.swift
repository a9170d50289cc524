import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// Repeating timers and the run loop's idleness: a run loop sleeps between a repeating timer's
/// firings, so such a timer neither holds a run back forever nor, while it may still complete a
/// transition, lets the transition be called stuck before a stuck one would be.
@MainActor
@Suite("Repeating timers and an idle run loop")
struct RepeatingTimerTests {
  /// An animator that moves its view a step at each tick of a repeating timer, as code written
  /// before property animators did, and completes after `completesAfter` ticks (never, if nil).
  final class TickingAnimator: UIViewControllerAnimatedTransitioning {
    let completesAfter: Int?
    var ticks: [String] = []
    private var timer = Timer()
    private var context: UIViewControllerContextTransitioning?

    init(completesAfter: Int?) { self.completesAfter = completesAfter }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      if let view = transitionContext.view(forKey: .to) {
        transitionContext.containerView.addSubview(view)
      }
      context = transitionContext
      timer = Timer.scheduledTimer(
        timeInterval: 0.1, target: self, selector: Selector("tick", TickingAnimator.tick),
        userInfo: nil, repeats: true)
    }

    func tick() {
      ticks.append("tick at \(CACurrentMediaTime())")
      context?.view(forKey: .to)?.frame.origin.y -= 10
      guard ticks.count == completesAfter else { return }
      timer.invalidate()
      context?.completeTransition(true)
    }
  }

  final class TickingDelegate: UIViewControllerTransitioningDelegate {
    let animator: TickingAnimator
    init(_ animator: TickingAnimator) { self.animator = animator }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
  }

  private func present(completingAfter ticks: Int?) throws -> (Run, TickingAnimator) {
    let animator = TickingAnimator(completesAfter: ticks)
    let delegate = TickingDelegate(animator)
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
    }
    return (run, animator)
  }

  @Test("a transition a repeating timer completes runs to its end, and is not called stuck")
  func timerCompletesTransition() throws {
    let (run, animator) = try present(completingAfter: 3)
    // A custom presentation whose delegate vends no presentation controller gets the note.
    #expect(run.diagnostics == ["note no-presentation-controller"])
    #expect(animator.ticks == ["tick at 0.1", "tick at 0.2", "tick at 0.3"])
    #expect(run.appearance(of: "vc.presented").last == "viewDidAppear(_:)")
  }

  @Test("a transition a repeating timer never completes is stuck after the usual wait")
  func timerNeverCompletes() throws {
    let (run, animator) = try present(completingAfter: nil)
    #expect(run.diagnostics == ["note no-presentation-controller", "warning transition-stuck"])
    #expect(run.events.last?.time == VirtualTime(seconds: 10))
    #expect(animator.ticks.count == 100)
    #expect(animator.ticks.last == "tick at 10.0")
  }

  /// A screen whose clock label ticks every second for as long as it is shown.
  final class ClockViewController: UIViewController {
    var ticks = 0
    var timer = Timer()
    override func viewDidLoad() {
      super.viewDidLoad()
      timer = Timer.scheduledTimer(
        timeInterval: 1, target: self, selector: Selector("tick", ClockViewController.tick),
        userInfo: nil, repeats: true)
    }
    func tick() { ticks += 1 }
  }

  @Test("a timer that repeats for ever leaves the run loop idle between its firings")
  func timerForever() throws {
    let clock = ClockViewController()
    var seen: [String] = []
    try Simulator.run(scenario: "test", to: RecordBuffer()) { device in
      device.window.rootViewController = clock
      device.runUntilIdle()
      seen.append("idle at \(device.now.seconds) after \(clock.ticks)")
      device.wait(3.5)
      seen.append("waited to \(device.now.seconds) after \(clock.ticks)")
      device.runUntilIdle()
      seen.append("idle at \(device.now.seconds) after \(clock.ticks)")
    }
    #expect(seen == ["idle at 0.0 after 0", "waited to 3.5 after 3", "idle at 3.5 after 3"])
    #expect(clock.timer.isValid)
  }
}
