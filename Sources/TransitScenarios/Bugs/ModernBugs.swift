import Foundation
import TransitUIKit

/// Misuse of the UIKit of the last ten years, each breaking exactly the rule made for it.
enum ModernBugs {
  /// interruptible-card's animator makes a new property animator every time
  /// `interruptibleAnimator(using:)` is asked: the percent-driven interaction drives the first,
  /// and UIKit, asking again, gets a second that never runs.
  static let newInterruptibleAnimator = Scenario(
    name: "bug-interruptible-animator-new-each-call",
    summary:
      "interruptible-card's animator returns a new property animator each time UIKit asks for it",
    source:
      "misuse: UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:) (return the "
      + "same animator for the duration of the transition)"
  ) { device in
    let cards = InterruptibleCard.CardsViewController()
    cards.transitionController.animatorsMakeNewAnimatorEachCall = true
    device.identify(cards.transitionController.grab, as: "interactor.grab")
    device.window.rootViewController = cards
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(cards.cardView)
    device.runUntilIdle()
  }

  /// child-containment's library adds its now-playing child, and its view, but never calls
  /// `didMove(toParent:)`: the child's move into the container never ends. The device then
  /// turns, as in child-containment.
  static let childWithoutDidMove = Scenario(
    name: "bug-child-without-did-move",
    summary:
      "child-containment's library adds its now-playing child without didMove(toParent:), then "
      + "rotates",
    source: "misuse: UIViewController.addChild(_:) (call didMove(toParent:) after adding)"
  ) { device in
    let library = ChildContainment.MusicLibraryViewController()
    library.nowPlayingForgetsDidMove = true
    device.window.rootViewController = library
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(library.nowPlayingButton)
    device.runUntilIdle()
    device.wait(0.5)
    device.resize(to: CGSize(width: 852, height: 393))
    device.runUntilIdle()
  }

  /// sheet-detents' home dims itself behind the sheet, at the detent UIKit leaves undimmed,
  /// and takes the dimming away only on its own close path, which calls dismiss. The user
  /// drags the sheet below its smallest detent instead: UIKit dismisses it, and the dimming
  /// view stays over the home screen.
  static let dimmingLeftBehind = Scenario(
    name: "bug-dimming-view-left-behind",
    summary:
      "sheet-detents' home adds its own dimming view and removes it only from its close "
      + "button; a drag below the smallest detent leaves it behind",
    source:
      "misuse: UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:) "
      + "(UIKit's own dismissal runs none of the app's close code)"
  ) { device in
    ModernStyles.playDetents(device, dimming: .onCloseOnly)
  }

  /// The twin of bug-interruptible-animator-new-each-call: one property animator.
  static let sameInterruptibleAnimator = Scenario(
    name: "twin-interruptible-card-same-animator",
    summary: "The bug's card, its animator returning the same property animator each time",
    source: "UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)"
  ) { device in
    let cards = InterruptibleCard.CardsViewController()
    device.identify(cards.transitionController.grab, as: "interactor.grab")
    device.window.rootViewController = cards
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(cards.cardView)
    device.runUntilIdle()
  }

  /// The twin of bug-child-without-did-move: the child told didMove(toParent:).
  static let childWithDidMove = Scenario(
    name: "twin-child-with-did-move",
    summary: "The bug's library, telling its now-playing child didMove(toParent:), then rotating",
    source: "UIViewController.addChild(_:)"
  ) { device in
    let library = ChildContainment.MusicLibraryViewController()
    device.window.rootViewController = library
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(library.nowPlayingButton)
    device.runUntilIdle()
    device.wait(0.5)
    device.resize(to: CGSize(width: 852, height: 393))
    device.runUntilIdle()
  }
}
