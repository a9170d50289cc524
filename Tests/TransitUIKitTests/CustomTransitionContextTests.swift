import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A transition context of the app's own, as side-menu libraries write one to drive an
/// animator outside UIKit's transitions. It implements Apple's protocol as declared, which has
/// no `isInterruptible` (that is the coordinator context's, Apple's
/// UIViewControllerTransitionCoordinatorContext page), so it must compile without one.
@MainActor
@Suite("A transition context of the app's own")
struct CustomTransitionContextTests {
  final class MenuContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let from: UIViewController
    let to: UIViewController
    var completed: [Bool] = []

    init(containerView: UIView, from: UIViewController, to: UIViewController) {
      self.containerView = containerView
      self.from = from
      self.to = to
    }

    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .custom }
    var targetTransform: CGAffineTransform { .identity }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
    func completeTransition(_ didComplete: Bool) { completed.append(didComplete) }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
      key == .from ? from : to
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
      key == .from ? from.view : to.view
    }
    func initialFrame(for vc: UIViewController) -> CGRect { containerView.bounds }
    func finalFrame(for vc: UIViewController) -> CGRect { containerView.bounds }
  }

  final class SlideIn: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      guard let menu = transitionContext.view(forKey: .to) else { return }
      transitionContext.containerView.addSubview(menu)
      menu.frame.origin.x = -300
      UIView.animate(
        withDuration: 0.3, animations: { menu.frame.origin.x = 0 },
        completion: { finished in transitionContext.completeTransition(finished) })
    }
  }

  @Test("an animator driven by the app's own context runs to its completion")
  func drivenByOwnContext() throws {
    var completed: [Bool] = []
    var menuX: CGFloat = -1
    try Simulator.run(scenario: "test", to: RecordBuffer()) { device in
      let home = UIViewController()
      device.window.rootViewController = home
      device.runUntilIdle()
      let menu = UIViewController()
      let context = MenuContext(containerView: home.view, from: home, to: menu)
      SlideIn().animateTransition(using: context)
      device.wait(1)
      completed = context.completed
      menuX = menu.view.frame.minX
    }
    #expect(completed == [true])
    #expect(menuX == 0)
  }
}
