import Foundation
import TransitUIKit

/// A list whose row opens a detail screen that a drag down closes, interactively: the detail
/// screen owns its `SwipeDownInteraction`, which the list's `DetailTransitions` vends for the
/// dismissal while the finger drives it.
final class DetailList: UIViewController, OpeningScreen {
  let openButton = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 60))
  private let makeDetail: () -> SwipeClosableScreen
  /// Kept here: UIKit holds `transitioningDelegate` weakly.
  private let transitions = DetailTransitions()

  init(makeDetail: @escaping () -> SwipeClosableScreen) {
    self.makeDetail = makeDetail
    super.init(nibName: nil, bundle: nil)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    openButton.accessibilityIdentifier = "row"
    openButton.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: DetailList.openDetail))
    view.addSubview(openButton)
  }

  private func openDetail(_ tap: UITapGestureRecognizer) {
    let detail = makeDetail()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = transitions
    present(detail, animated: true)
  }
}

/// A detail screen a drag down closes through the interaction controller it owns.
class SwipeClosableScreen: UIViewController, ClosingScreen {
  let closeButton: UIView? = nil
  let dragHandle: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 120))

  /// The screen's drag-down interaction.
  var interaction: SwipeDownDismissal { fatalError("a detail screen owns its interaction") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .gray
    guard let dragHandle else { return }
    dragHandle.accessibilityIdentifier = "grabber"
    view.addSubview(dragHandle)
    interaction.install(on: dragHandle)
  }
}

/// Slides the detail screen up, and down again, and vends the screen's interaction for the
/// dismissal while a drag drives it.
final class DetailTransitions: NSObject, UIViewControllerTransitioningDelegate {
  private weak var dismissing: SwipeClosableScreen?

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SlideUpAnimator(isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    dismissing = dismissed as? SwipeClosableScreen
    return SlideUpAnimator(isPresenting: false)
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    guard let interaction = dismissing?.interaction, interaction.isDriving else { return nil }
    return interaction
  }
}

/// Slides the presented view up from the bottom, or back down.
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.4
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewKey = isPresenting ? .to : .from
    guard let view = transitionContext.view(forKey: key) else { return }
    let container = transitionContext.containerView
    let below = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
    if isPresenting {
      view.frame = below
      container.addSubview(view)
    } else if let list = transitionContext.view(forKey: .to) {
      // The full-screen presentation took the list's view away; it comes back beneath.
      container.insertSubview(list, at: 0)
    }
    UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
      view.frame = self.isPresenting ? container.bounds : below
    } completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

/// A drag down that dismisses the screen it is installed on, driving the dismissal: a
/// percent-driven interaction, started when the finger goes down, finished past a third of the
/// way, cancelled short of it.
class SwipeDownDismissal: UIPercentDrivenInteractiveTransition {
  /// Whether a finger is driving a dismissal.
  private(set) var isDriving = false

  /// The screen the drag closes.
  var screenToClose: UIViewController? { nil }

  func install(on view: UIView) {
    view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: SwipeDownDismissal.handlePan))
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    let progress = min(max(pan.translation(in: pan.view).y / 600, 0), 1)
    switch pan.state {
    case .began:
      isDriving = true
      screenToClose?.dismiss(animated: true)
    case .changed:
      update(progress)
    case .ended, .cancelled:
      isDriving = false
      if progress > 1.0 / 3 { finish() } else { cancel() }
    default:
      break
    }
  }
}

/// The detail screen and its interaction, the interaction referring back to the screen weakly,
/// as it should.
enum WeakSwipe {
  final class DetailViewController: SwipeClosableScreen {
    let swipe = SwipeDownInteraction()

    override var interaction: SwipeDownDismissal { swipe }

    override func viewDidLoad() {
      swipe.screen = self
      super.viewDidLoad()
    }
  }

  final class SwipeDownInteraction: SwipeDownDismissal {
    weak var screen: UIViewController?

    override var screenToClose: UIViewController? { screen }
  }
}

/// The same, the interaction holding the screen strongly: the screen holds the interaction,
/// the interaction holds the screen, and neither is freed after the dismissal.
enum StrongSwipe {
  final class DetailViewController: SwipeClosableScreen {
    let swipe = SwipeDownInteraction()

    override var interaction: SwipeDownDismissal { swipe }

    override func viewDidLoad() {
      swipe.screen = self
      super.viewDidLoad()
    }
  }

  final class SwipeDownInteraction: SwipeDownDismissal {
    var screen: UIViewController?

    override var screenToClose: UIViewController? { screen }
  }
}
