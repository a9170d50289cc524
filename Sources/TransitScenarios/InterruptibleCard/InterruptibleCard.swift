import Foundation
import TransitUIKit

/// A card that opens with an interruptible transition, the pattern of WWDC16 session 216 and
/// Apple's PhotoTransitioning sample: the animator runs each transition on a
/// `UIViewPropertyAnimator` it hands out as its interruptible animator, and a finger can catch
/// the card in flight.
///
/// The card is tapped open, caught half way by a finger and thrown back down (the presentation
/// cancels); tapped open again and left to finish; dragged down and let go past half way (an
/// interactive dismissal that starts paused); tapped open once more, and closed with its close
/// button (no interaction controller: UIKit asks for the interruptible animator after
/// `animateTransition(using:)`).
enum InterruptibleCard {
  static let scenario = Scenario(
    name: "interruptible-card",
    summary:
      "A card opens on a property animator; a finger catches it half way and throws it back, "
      + "then it opens, is dragged closed, opens again and closes by its button",
    source:
      "UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:); WWDC16 session 216; "
      + "Apple sample PhotoTransitioning"
  ) { device in
    let cards = CardsViewController()
    device.identify(cards.transitionController.grab, as: "interactor.grab")
    device.identify(cards.transitionController.pull, as: "interactor.pull")
    device.window.rootViewController = cards
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)

    // The card opens; 0.15 s in, a finger lands on it and throws it back down.
    device.tap(cards.cardView)
    device.wait(0.15)
    if let detail = cards.presentedViewController {
      device.pan(detail.view, translation: CGPoint(x: 0, y: 80), duration: 0.1, steps: 2)
    }
    device.runUntilIdle()
    device.wait(0.5)

    // It opens again, untouched.
    device.tap(cards.cardView)
    device.runUntilIdle()
    device.wait(0.5)

    // A drag down past half way closes it.
    if let detail = cards.presentedViewController {
      device.pan(detail.view, translation: CGPoint(x: 0, y: 300), duration: 0.3, steps: 3)
    }
    device.runUntilIdle()
    device.wait(0.5)

    // It opens once more and closes by its button.
    device.tap(cards.cardView)
    device.runUntilIdle()
    device.wait(0.5)
    if let detail = cards.presentedViewController as? CardDetailViewController {
      device.touch(detail.closeButton)
    }
    device.runUntilIdle()
  }
}
