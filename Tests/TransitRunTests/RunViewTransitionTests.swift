import Foundation
import Testing
import TransitTestSupport

/// UIView's view transitions (a cross-dissolve of one view for another, a flip of a view's
/// content) run by an animator, and a repeating animation, as drawers and popups run them.
@Suite("transit run: view transitions and repeating animations")
struct RunViewTransitionTests {
  static let app = """
    import UIKit

    class DissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let from = transitionContext.view(forKey: .from) ?? transitionContext.viewController(forKey: .from)?.view,
                  let to = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(from)
            UIView.transition(from: from, to: to, duration: 0.3, options: .transitionCrossDissolve) { finished in
                print("dissolved: to in container \\(to.superview === transitionContext.containerView), from out \\(from.superview == nil)")
                transitionContext.completeTransition(finished)
            }
        }
    }

    class CardViewController: UIViewController, UIViewControllerTransitioningDelegate {
        let pulse = UIView()
        let badge = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(pulse)
            view.addSubview(badge)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse], animations: {
                self.pulse.alpha = 0.2
            }, completion: { _ in print("pulse ended") })
            UIView.transition(with: badge, duration: 0.25, options: [.transitionFlipFromLeft], animations: {
                self.badge.text = "new"
            }, completion: { _ in print("badge flipped to \\(self.badge.text ?? "")") })
        }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { DissolveAnimator() }
    }

    class HomeViewController: UIViewController {
        let card = CardViewController()

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            guard presentedViewController == nil else { return }
            card.modalPresentationStyle = .fullScreen
            card.transitioningDelegate = card
            present(card, animated: true)
        }
    }

    """

  @Test("a cross-dissolve swaps the views and completes the transition; a repeat never ends")
  func dissolve() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App.swift", Self.app)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 3"))
    let result = try harness.transit([
      "run", "App.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "dissolved: to in container true, from out true", "badge flipped to new",
      ])
    let names = try harness.records("log.jsonl").compactMap { $0.event?.call?.name.rawValue }
    #expect(names.contains("transition(from:to:duration:options:completion:)"))
    #expect(names.contains("transition(with:duration:options:animations:completion:)"))
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
