import UIKit

// What the post's code names but does not show, written as on iOS: the app's constants and
// data, the second tab, the content screen the menu presents, and its transitioning delegate
// (the post's next part animates the card; here the card grows out of its cell).

struct GlobalConstants {
  static var safeAreaLayoutTop: CGFloat = 0
}

extension Notification.Name {
  static let closeButton = Notification.Name("closeButton")
}

struct AppContentModel {
  var image: UIImage?
  var subDescription: String?
  var description: String?
  var content: String?
}

let model = [
  AppContentModel(
    image: UIImage(named: "game"), subDescription: "NEW GAME", description: "Today's pick",
    content: "A long read."),
  AppContentModel(
    image: UIImage(named: "draw"), subDescription: "APP OF THE DAY", description: "Draw anything",
    content: "Another long read."),
]

class SecondViewController: UIViewController {}

class AppContentViewController: UIViewController {
  let contentView = AppContentView(isContentView: true)
  private var observer: NSObjectProtocol?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    contentView.frame = view.bounds
    contentView.closeButton.accessibilityIdentifier = "closeButton"
    view.addSubview(contentView)
    observer = NotificationCenter.default.addObserver(
      forName: .closeButton, object: nil, queue: nil
    ) { [weak self] _ in
      self?.dismiss(animated: true, completion: nil)
    }
  }

  func fetchData(model: AppContentModel) {
    contentView.fetchDataForContentVC(
      image: model.image, subD: model.subDescription ?? "", desc: model.description ?? "",
      content: model.content ?? "", contentView: view.frame)
  }
}

class AppContentTransitionController: NSObject, UIViewControllerTransitioningDelegate {
  var indexPath: IndexPath?
  var superViewcontroller: UIViewController?

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return CardGrowAnimator(isPresenting: true, indexPath: indexPath)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    return CardGrowAnimator(isPresenting: false, indexPath: indexPath)
  }
}

final class CardGrowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool
  let indexPath: IndexPath?

  init(isPresenting: Bool, indexPath: IndexPath?) {
    self.isPresenting = isPresenting
    self.indexPath = indexPath
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return 0.6
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let content = transitionContext.viewController(forKey: key) else { return }
    let finalFrame = isPresenting ? transitionContext.finalFrame(for: content) : content.view.frame
    let cardFrame = CGRect(
      x: finalFrame.width * 0.05, y: 100, width: finalFrame.width * 0.9,
      height: finalFrame.width * 1.08)
    if isPresenting {
      content.view.frame = cardFrame
      containerView.addSubview(content.view)
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
      animations: {
        content.view.frame = self.isPresenting ? finalFrame : cardFrame
        content.view.layer.cornerRadius = self.isPresenting ? 0 : 20
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
