import Foundation
import TransitUIKit

/// Card-zoom's presentation with one mistake in its animator, as developers report them in
/// public issues (docs/lifecycle.md#facts-misuse). Types keep the names of card-zoom's, so the
/// logs read alike.
enum ZoomBugs {
  /// The mistake the zoom-in animator makes.
  enum Mistake {
    /// The animation's completion block never calls `completeTransition(_:)`.
    case forgetsCompleteTransition
    /// It calls `completeTransition(_:)`, then a helper that ends the transition calls it again.
    case completesTwice
    /// None: the bugs' correct twin (`BugTwins`).
    case none
  }

  static let missingCompleteTransition = Scenario(
    name: "bug-missing-complete-transition",
    summary: "card-zoom's animator never calls completeTransition(_:): the presentation is stuck",
    source: "misuse: View Controller Programming Guide, \"The Custom Animation Sequence\"; "
      + "\"Xcode 10: Custom Animated Transitions Stuck\""
  ) { device in
    presentSwatch(with: .forgetsCompleteTransition, in: device)
  }

  static let completeTransitionTwice = Scenario(
    name: "bug-complete-transition-twice",
    summary: "card-zoom's animator calls completeTransition(_:) twice; UIKit ignores the second",
    source: "misuse: UIKit 26.1's completeTransition:; "
      + "docs/lifecycle.md#fact-complete-transition-once"
  ) { device in
    presentSwatch(with: .completesTwice, in: device)
  }

  static let presentDuringTransition = Scenario(
    name: "bug-present-during-transition",
    summary: "A tile of card-zoom is tapped twice in a row: the second present comes mid-flight",
    source: "misuse: ProMotion issue #473; Open Radar 17762871"
  ) { device in
    // card-zoom's own palette: its tap handler presents without checking that a presentation
    // is already in flight.
    let palette = CardZoom.PaletteViewController()
    device.window.rootViewController = palette
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(palette.tiles[1])
    device.tap(palette.tiles[1])
    device.runUntilIdle()
  }

  /// The twin of the animator bugs: the swatch presented, completed once.
  static let completesOnce = Scenario(
    name: "twin-card-zoom-completes-once",
    summary: "The bugs' palette, its animator calling completeTransition(_:) once",
    source: "View Controller Programming Guide, \"The Custom Animation Sequence\""
  ) { device in
    presentSwatch(with: .none, in: device)
  }

  /// The twin of bug-present-during-transition: the tile tapped once.
  static let tappedOnce = Scenario(
    name: "twin-card-zoom-tapped-once",
    summary: "card-zoom's palette, a tile tapped once",
    source: "ProMotion issue #473"
  ) { device in
    let palette = CardZoom.PaletteViewController()
    device.window.rootViewController = palette
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(palette.tiles[1])
    device.runUntilIdle()
  }

  @MainActor
  private static func presentSwatch(with mistake: Mistake, in device: Simulator) {
    let palette = PaletteViewController(mistake: mistake)
    device.window.rootViewController = palette
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(palette.tile)
    device.runUntilIdle()
  }

  /// card-zoom's palette, reduced to the one tile that is tapped.
  final class PaletteViewController: UIViewController {
    let mistake: Mistake
    private(set) var tile = UIView()
    private var zoom: CardTransitioningDelegate?

    init(mistake: Mistake) {
      self.mistake = mistake
      super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      tile = UIView(frame: CGRect(x: 144, y: 140, width: 104, height: 104))
      tile.accessibilityIdentifier = "tile.1"
      tile.backgroundColor = .systemTeal
      tile.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: PaletteViewController.tileTapped))
      view.addSubview(tile)
    }

    private func tileTapped(_ recognizer: UITapGestureRecognizer) {
      let swatch = CardZoom.SwatchViewController(color: tile.backgroundColor ?? .white)
      let zoom = CardTransitioningDelegate(referenceView: tile, mistake: mistake)
      self.zoom = zoom
      swatch.modalPresentationStyle = .custom
      swatch.transitioningDelegate = zoom
      present(swatch, animated: true)
    }
  }

  /// card-zoom's delegate for the presentation: a plain presentation controller, the zoom-in
  /// animator, and no interaction controller.
  final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let zoomIn: ZoomInAnimator

    init(referenceView: UIView, mistake: Mistake) {
      zoomIn = ZoomInAnimator(referenceView: referenceView, mistake: mistake)
    }

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      UIPresentationController(presentedViewController: presented, presenting: source)
    }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      zoomIn
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning?
    {
      nil
    }
  }

  /// card-zoom's `ZoomInAnimator` with the mistake at the one place it happens.
  final class ZoomInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let tuning = CardZoom.Tuning()
    private let referenceView: UIView
    private let mistake: Mistake

    init(referenceView: UIView, mistake: Mistake) {
      self.referenceView = referenceView
      self.mistake = mistake
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    {
      tuning.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      guard
        let swatch = transitionContext.viewController(forKey: .to) as? CardZoom.SwatchViewController
      else { return }
      let container = transitionContext.containerView
      let card = UIView(frame: container.convert(referenceView.bounds, from: referenceView))
      card.accessibilityIdentifier = "zoomingCard"
      card.backgroundColor = swatch.color
      container.addSubview(card)
      swatch.view.isHidden = true
      container.addSubview(swatch.view)
      let target = swatch.swatchView?.frame ?? container.bounds

      UIView.animate(
        withDuration: tuning.duration, delay: 0, usingSpringWithDamping: tuning.damping,
        initialSpringVelocity: tuning.springVelocity, options: [.beginFromCurrentState]
      ) {
        card.frame = target
      } completion: { _ in
        card.removeFromSuperview()
        swatch.view.isHidden = false
        switch self.mistake {
        case .forgetsCompleteTransition:
          // The mistake: the transition is never completed, so UIKit waits for ever.
          break
        case .completesTwice:
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
          // The mistake: a helper meant for another path completes the transition again.
          self.finishTransition(transitionContext)
        case .none:
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
      }
    }

    private func finishTransition(_ transitionContext: UIViewControllerContextTransitioning) {
      transitionContext.completeTransition(true)
    }

    func animationEnded(_ transitionCompleted: Bool) {}
  }
}
