import Foundation
import TransitUIKit

extension AppStoreToday {
  /// The opened card: the row's cover image on top of the story, and a close button. It hides
  /// the status bar while it is open, and it is its own transitioning delegate.
  final class CardDetailViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let cell: TodayTableViewCell
    let scrollView = UIScrollView()
    let imageView = UIImageView()
    let closeButton = UIButton(
      frame: CGRect(x: Metrics.screenSize.width - 50, y: 20, width: 30, height: 30))
    /// Run when the close button dismisses the card; the Today list shows the status bar again.
    var dismissClosure: (() -> Void)?

    /// While the card is open it decides the status bar: a custom presentation takes it over
    /// only with `modalPresentationCapturesStatusBarAppearance` (Apple's page).
    override var prefersStatusBarHidden: Bool { true }

    init(cell: TodayTableViewCell) {
      self.cell = cell
      super.init(nibName: nil, bundle: nil)
      modalPresentationStyle = .custom
      modalPresentationCapturesStatusBarAppearance = true
      transitioningDelegate = self
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      view.layer.masksToBounds = true
      scrollView.accessibilityIdentifier = "detailScroll"
      imageView.accessibilityIdentifier = "detailImage"
      scrollView.frame = view.bounds
      imageView.imageName = cell.bgImageView.imageName
      imageView.frame.size = Metrics.cardFrame.size
      scrollView.addSubview(imageView)
      view.addSubview(scrollView)
      closeButton.accessibilityIdentifier = "closeButton"
      closeButton.setImage(named: "close_button", for: .normal)
      closeButton.alpha = 0
      closeButton.addTarget(self, action: CardDetailViewController.close, for: .touchUpInside)
      view.addSubview(closeButton)
    }

    private func close() {
      dismiss(animated: true)
      dismissClosure?()
    }

    // MARK: UIViewControllerTransitioningDelegate

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      TodayAnimationTransition(animationType: .present)
    }

    func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    {
      TodayAnimationTransition(animationType: .dismiss)
    }
  }
}
