import Foundation
import TransitUIKit

extension InterruptibleCard {
  /// The list with the card; a tap on the card opens it.
  final class CardsViewController: UIViewController {
    let cardView = UIView(frame: CGRect(x: 20, y: 200, width: 353, height: 220))
    let transitionController = CardTransitionController()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      cardView.accessibilityIdentifier = "card"
      cardView.backgroundColor = .systemBlue
      cardView.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: CardsViewController.openCard))
      view.addSubview(cardView)
    }

    private func openCard(_ tap: UITapGestureRecognizer) {
      let detail = CardDetailViewController(transitionController: transitionController)
      detail.modalPresentationStyle = .custom
      detail.transitioningDelegate = transitionController
      transitionController.cardFrame = cardView.frame
      present(detail, animated: true)
    }
  }

  /// The open card. A finger on it catches it while it opens, or drags it closed once open.
  final class CardDetailViewController: UIViewController {
    let closeButton = UIButton(frame: CGRect(x: 333, y: 60, width: 40, height: 40))
    private let transitionController: CardTransitionController

    init(transitionController: CardTransitionController) {
      self.transitionController = transitionController
      super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBlue
      closeButton.accessibilityIdentifier = "closeButton"
      closeButton.addTarget(self, action: CardDetailViewController.close, for: .touchUpInside)
      view.addSubview(closeButton)
      view.addGestureRecognizer(
        UIPanGestureRecognizer(target: self, action: CardDetailViewController.handlePan))
    }

    /// Follows the transition's interaction as it starts and stops, to keep the close button
    /// out of reach while a finger drives the card.
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      transitionCoordinator?.notifyWhenInteractionChanges { [weak self] context in
        self?.closeButton.isUserInteractionEnabled = !context.isInteractive
      }
    }

    private func close(_ button: UIButton) {
      dismiss(animated: true)
    }

    /// How far a finger drags the card for a whole transition, in points. A constant, since
    /// the card's frame already holds the animation's final value while it moves.
    static let dragDistance: CGFloat = 400

    private func handlePan(_ pan: UIPanGestureRecognizer) {
      let travel = pan.translation(in: view).y / Self.dragDistance
      switch pan.state {
      case .began:
        if isBeingPresented {
          transitionController.catchPresentation()
        } else {
          transitionController.isDragging = true
          dismiss(animated: true)
        }
      case .changed:
        transitionController.follow(travel: travel)
      case .ended, .cancelled:
        transitionController.letGo(velocity: pan.velocity(in: view).y)
      default:
        break
      }
    }
  }
}
