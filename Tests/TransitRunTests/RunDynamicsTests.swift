import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// UIKit Dynamics as a falling-menu library and a snapping badge use it: gravity, a boundary
/// with a bounce, a snap, and the animator's pause completing a transition.
@Suite("transit run: UIKit Dynamics")
struct RunDynamicsTests {
  static let app = """
    import UIKit

    /// Drops the menu from above the screen onto a boundary at the container's bottom, as a
    /// falling-menu library does, and completes when UIKit Dynamics comes to rest.
    final class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
        private var animator: UIDynamicAnimator?
        private var context: UIViewControllerContextTransitioning?

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let menu = transitionContext.view(forKey: .to) else { return }
            let container = transitionContext.containerView
            menu.frame = CGRect(x: 0, y: -400, width: container.bounds.width, height: 400)
            container.addSubview(menu)
            context = transitionContext
            let animator = UIDynamicAnimator(referenceView: container)
            animator.delegate = self
            let gravity = UIGravityBehavior(items: [menu])
            let collision = UICollisionBehavior(items: [menu])
            collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 400), to: CGPoint(x: container.bounds.width, y: 400))
            let item = UIDynamicItemBehavior(items: [menu])
            item.elasticity = 0.3
            item.allowsRotation = false
            animator.addBehavior(gravity)
            animator.addBehavior(collision)
            animator.addBehavior(item)
            self.animator = animator
        }

        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
            let menu = context?.view(forKey: .to)
            print("rested after \\(Int((animator.elapsedTime * 60).rounded())) frames, menu bottom at \\(Int((menu?.frame.maxY ?? 0).rounded()))")
            animator.removeAllBehaviors()
            context?.completeTransition(!(context?.transitionWasCancelled ?? true))
            context = nil
            self.animator = nil
        }
    }

    final class MenuViewController: UIViewController, UIViewControllerTransitioningDelegate {
        let drop = DropAnimator()
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { drop }
    }

    class HomeViewController: UIViewController {
        let menu = MenuViewController()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        var snapper: UIDynamicAnimator?

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            guard presentedViewController == nil, snapper == nil else { return }
            view.addSubview(badge)
            let snapper = UIDynamicAnimator(referenceView: view)
            snapper.addBehavior(UISnapBehavior(item: badge, snapTo: CGPoint(x: 200, y: 300)))
            self.snapper = snapper
            menu.modalPresentationStyle = .fullScreen
            menu.transitioningDelegate = menu
            present(menu, animated: true)
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            print("badge at \\(Int(badge.center.x.rounded())), \\(Int(badge.center.y.rounded())), snapping: \\(snapper?.isRunning ?? false)")
        }
    }
    """

  @Test("a menu falls onto a boundary, bounces, rests, and its rest completes the transition")
  func fallingMenu() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App.swift", Self.app)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 5"))
    let result = try harness.transit([
      "run", "App.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // 800 points at 1,000 points a second squared take 76 frames; the bounce at 0.3 of the
    // impact's speed and the hops after it settle within half a second more. The badge rests
    // on its snap point, and its animator has paused.
    #expect(
      result.stdout.split(separator: "\n") == [
        "rested after 106 frames, menu bottom at 400",
        "badge at 200, 300, snapping: false",
      ])
    let records = try harness.records("log.jsonl")
    let completed = records.compactMap { record -> String? in
      guard let event = record.event, let call = event.call,
        call.name.rawValue == "completeTransition(_:)"
      else { return nil }
      return JSONNumber.formatMicros(event.time.microseconds)
    }
    // The presentation began at 0 and completes on the frame the animator paused.
    #expect(completed == ["1.766667"])
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
