import Foundation
import TransitUIKit

extension SlideTransitions {
  /// A screen of one colour with a button that shows the next colour: pushed when the screen
  /// is in a navigation controller, presented full screen otherwise. It is the transitioning
  /// delegate of what it presents and the delegate of its navigation controller, vending the
  /// slide animator to both, as the blog post's `CustomViewController` does.
  final class CustomViewController: UIViewController, UIViewControllerTransitioningDelegate,
    UINavigationControllerDelegate
  {
    private static let colors: [UIColor] = [
      UIColor(red: 1, green: 1, blue: 0, alpha: 1), .white, .orange, .green,
    ]

    let colorIndex: Int
    let nextButton = UIButton(frame: CGRect(x: 40, y: 700, width: 313, height: 50))
    let closeButton = UIButton(frame: CGRect(x: 333, y: 59, width: 44, height: 44))

    init(colorIndex: Int = 0) {
      self.colorIndex = colorIndex
      super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = Self.colors[colorIndex % Self.colors.count]
      nextButton.accessibilityIdentifier = "nextButton"
      nextButton.setTitle("Next", for: .normal)
      nextButton.addTarget(self, action: CustomViewController.showNext, for: .touchUpInside)
      view.addSubview(nextButton)
      closeButton.accessibilityIdentifier = "closeButton"
      closeButton.addTarget(self, action: CustomViewController.close, for: .touchUpInside)
      view.addSubview(closeButton)
      // The first screen of a navigation controller drives it, for every push and pop.
      if let navigationController, navigationController.viewControllers.first === self {
        navigationController.delegate = self
      }
    }

    private func showNext() {
      let next = CustomViewController(colorIndex: colorIndex + 1)
      if let navigationController {
        navigationController.pushViewController(next, animated: true)
      } else {
        next.modalPresentationStyle = .fullScreen
        next.transitioningDelegate = self
        present(next, animated: true)
      }
    }

    private func close() {
      dismiss(animated: true)
    }

    // MARK: UIViewControllerTransitioningDelegate

    /// Only the presentation slides; the dismissal is UIKit's own, because the post's delegate
    /// does not implement `animationController(forDismissed:)`.
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      SlideInAnimator()
    }

    // MARK: UINavigationControllerDelegate

    /// Every push and pop slides the same way.
    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      SlideInAnimator()
    }
  }
}
