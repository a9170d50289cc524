import Foundation
import TransitUIKit

/// Who keeps what alive (docs/lifecycle.md#facts-lifetime): three mistakes public libraries
/// have shipped, each beside the version that gets it right.
///
/// - A gallery presents a photo full screen with a fade, through a transitioning delegate.
///   UIKit holds `transitioningDelegate` weakly: kept in a stored property, the dismissal
///   fades too; kept only by a local constant of the method that presents, it is freed once
///   that method returns, and the dismissal falls back to UIKit's own animation
///   (BubbleTransition issue #38, XCoordinator issue #164).
/// - A detail screen closes when dragged down, through an interaction controller it owns. If
///   the interaction controller holds the screen strongly, the two keep each other alive after
///   the dismissal.
/// - An animator keeps a closure to run after the dismissal. If the closure captures the
///   presented screen strongly, the animator, which the delegate keeps, keeps the screen.
enum LifetimeScenarios {
  static let delegateKept = Scenario(
    name: "delegate-kept",
    summary: "A photo fades in full screen and out again through a transitioning delegate the "
      + "gallery keeps",
    source:
      "UIViewController.transitioningDelegate (weak); docs/lifecycle.md#fact-released-delegate"
  ) { device in
    play(FadingGallery(keepsTransition: true), on: device)
  }

  static let delegateReleased = Scenario(
    name: "bug-transitioning-delegate-released",
    summary: "delegate-kept with the delegate a local constant of the method that presents: the "
      + "dismissal falls back to UIKit's own animation",
    source: "misuse: transitioningDelegate is weak; BubbleTransition issue #38; XCoordinator "
      + "issue #164"
  ) { device in
    play(FadingGallery(keepsTransition: false), on: device)
  }

  static let weakScreen = Scenario(
    name: "interaction-weak-screen",
    summary: "A detail screen dragged down closes through its own interaction controller, which "
      + "refers back to it weakly; the screen is freed",
    source: "UIPercentDrivenInteractiveTransition; docs/lifecycle.md#fact-removed-freed"
  ) { device in
    play(DetailList(makeDetail: { WeakSwipe.DetailViewController() }), on: device)
  }

  static let retainCycle = Scenario(
    name: "bug-retain-cycle-interaction-controller",
    summary: "interaction-weak-screen with the interaction controller holding the screen "
      + "strongly: the dismissed screen is never freed",
    source: "misuse: a strong reference back to the screen; ZFDragableModalTransition PR #45"
  ) { device in
    play(DetailList(makeDetail: { StrongSwipe.DetailViewController() }), on: device)
  }

  static let weakClosure = Scenario(
    name: "closure-weak-presented",
    summary: "A sheet rises on a custom animator that keeps a closure capturing the sheet "
      + "weakly; the dismissed sheet is freed",
    source: "UIViewControllerAnimatedTransitioning; docs/lifecycle.md#fact-removed-freed"
  ) { device in
    play(RisingSheetHost(capturesWeakly: true), on: device)
  }

  static let closureRetains = Scenario(
    name: "bug-closure-retains-presented",
    summary: "closure-weak-presented with the animator's stored closure capturing the sheet "
      + "strongly: the dismissed sheet is never freed",
    source: "misuse: a stored closure that captures the presented screen"
  ) { device in
    play(RisingSheetHost(capturesWeakly: false), on: device)
  }

  /// Launches `root`, opens its screen with a tap and, a second later, closes it with the
  /// close button or a drag down. The script keeps only views it touches, never the presented
  /// screen, so that only the app and UIKit decide when the screen is freed.
  @MainActor
  private static func play(_ root: some OpeningScreen, on device: Simulator) {
    device.window.rootViewController = root
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(root.openButton)
    device.runUntilIdle()
    device.wait(1)
    if let handle = root.dragHandle {
      device.pan(handle, translation: CGPoint(x: 0, y: 400), duration: 0.4, steps: 4)
    } else if let close = root.closeButton {
      device.tap(close)
    }
    device.runUntilIdle()
  }
}

/// A screen that opens another: the view a tap opens it with, and on the screen it opened,
/// the view that closes it by a tap or a drag.
@MainActor
protocol OpeningScreen: UIViewController {
  var openButton: UIView { get }
}

extension OpeningScreen {
  /// The presented screen's close button, if it has one.
  var closeButton: UIView? { (presentedViewController as? ClosingScreen)?.closeButton }
  /// The presented screen's view a drag closes, if it has one.
  var dragHandle: UIView? { (presentedViewController as? ClosingScreen)?.dragHandle }
}

/// A presented screen: what closes it.
@MainActor
protocol ClosingScreen: UIViewController {
  var closeButton: UIView? { get }
  var dragHandle: UIView? { get }
}
