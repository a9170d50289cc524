import Foundation
import TransitTestSupport
import TransitTrace
import TransitUIKit

// Container code written the way apps write it, small enough that a test can state its whole
// call history.

@MainActor
final class FirstViewController: UIViewController {
  /// What `transitionCoordinator` was in `viewWillAppear(_:)`, each time.
  var coordinatorsInWillAppear: [Bool] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    coordinatorsInWillAppear.append(transitionCoordinator != nil)
  }
}

@MainActor
final class SecondViewController: UIViewController {
  var coordinatorsInWillAppear: [Bool] = []
  /// Whether it animates alongside the transition it appears in, as many screens do.
  var joinsTransition = false

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    coordinatorsInWillAppear.append(transitionCoordinator != nil)
    if joinsTransition {
      transitionCoordinator?.animate(
        alongsideTransition: { _ in self.view.alpha = 1 }, completion: { _ in })
    }
  }
}

@MainActor
final class ThirdViewController: UIViewController {}

/// An animator for pushes, pops and tab switches in the documented pattern (View Controller
/// Programming Guide, "Implementing Your Animator Objects").
@MainActor
final class SlideTestAnimator: UIViewControllerAnimatedTransitioning {
  var duration: TimeInterval = 0.3

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let toView = transitionContext.view(forKey: .to)
    if let toView { container.addSubview(toView) }
    UIView.animate(withDuration: duration) {
      toView?.alpha = 1
    } completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {}
}

/// A navigation delegate that implements every method; the test decides what it vends.
@MainActor
final class TestNavigationDelegate: UINavigationControllerDelegate {
  var vendsAnimator = true
  var interaction: UIPercentDrivenInteractiveTransition?
  let animator = SlideTestAnimator()

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    vendsAnimator ? animator : nil
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    interaction
  }
}

/// A navigation delegate that implements nothing: UIKit must call none of its methods.
@MainActor
final class SilentNavigationDelegate: UINavigationControllerDelegate {}

/// A tab bar delegate that implements every method; the test decides its answers.
@MainActor
final class TestTabBarDelegate: UITabBarControllerDelegate {
  var allowsSelection = true
  var vendsAnimator = true
  var interaction: UIPercentDrivenInteractiveTransition?
  let animator = SlideTestAnimator()

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    allowsSelection
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    vendsAnimator ? animator : nil
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    interaction
  }
}

/// A scripted run with a container as the window's root, launched before the test's steps.
@MainActor
struct ContainerRun {
  let device: Simulator
  let log: RecordBuffer

  /// Installs the root `makeRoot` builds, lets the launch settle, then runs `steps`.
  static func start<Root: UIViewController>(
    _ makeRoot: () -> Root, _ steps: (Root, Simulator) -> Void
  ) throws -> ContainerRun {
    let log = RecordBuffer()
    var run: ContainerRun?
    try Simulator.run(scenario: "test", to: log) { device in
      let root = makeRoot()
      device.window.rootViewController = root
      device.runUntilIdle()
      steps(root, device)
      run = ContainerRun(device: device, log: log)
    }
    return run!
  }

  var events: [Event] { log.events }

  /// Every call of transition `id`, as `caller → receiver name`.
  func calls(inTransition id: Int) -> [String] {
    events.filter { $0.transition == id }.compactMap { event in
      event.orderCall.map { "\($0.callerID) → \($0.receiver) \($0.name)" }
    }
  }

  /// Every call outside any transition, from `seq` on.
  func callsOutsideTransitions(from seq: Int = 1) -> [String] {
    events.filter { $0.transition == nil && $0.seq >= seq }.compactMap { event in
      event.orderCall.map { "\($0.callerID) → \($0.receiver) \($0.name)" }
    }
  }

  /// The appearance callbacks `id` received, in order.
  func appearance(of id: String) -> [String] {
    events.compactMap { event in
      guard let call = event.call, call.receiver == id,
        CallName.appearanceCallbacks.contains(call.name)
      else { return nil }
      return call.name.rawValue
    }
  }

  /// The names of the calls `receiver` received, in order.
  func calls(to receiver: String) -> [String] {
    events.compactMap { event in
      guard let call = event.call, call.receiver == receiver else { return nil }
      return call.name.rawValue
    }
  }

  /// The codes of the warnings and notes, in order.
  var diagnostics: [String] {
    events.compactMap { event in
      switch event.body {
      case .warning(let diagnostic): return "warning \(diagnostic.code)"
      case .note(let diagnostic): return "note \(diagnostic.code)"
      default: return nil
      }
    }
  }

  /// The state changes of transition `id`.
  func states(ofTransition id: Int) -> [TransitionState] {
    events.compactMap { event in
      guard event.transition == id, case .transition(let change) = event.body else { return nil }
      return change.state
    }
  }
}
