import Foundation
import TransitTrace

/// A change of the window's size: a rotation, or a resize in iPad multitasking.
///
/// UIKit tells the root view controller with `viewWillTransition(to:with:)`, and each
/// presentation controller in the modal chain; their default implementations forward it to
/// child view controllers and to the presented view controller (Apple's
/// viewWillTransition(to:with:) page:
/// "View controllers forward the size change message to their views and child view controllers.
/// Presentation controllers forward the size change to their presented view controller").
/// Alongside animations registered on the coordinator run with the resize animation; the
/// container views are laid out again, so a presentation controller re-lays out its chrome in
/// `containerViewWillLayoutSubviews()` (View Controller Programming Guide, "Adapting to
/// Different Size Classes").
@preconcurrency @MainActor
final class SizeTransition: Transition {
  let size: CGSize

  init(simulator: Simulator, id: Int, root: UIViewController, size: CGSize) {
    self.size = size
    super.init(
      simulator: simulator, id: id, kind: .sizeChange, from: root, to: root, animated: true)
  }

  override var summary: String {
    "the size change to \(JSONNumber.format(Double(size.width))) × "
      + JSONNumber.format(Double(size.height))
  }

  /// Every view controller on screen takes part.
  override func involves(_ viewController: UIViewController) -> Bool {
    viewController.viewIfLoaded?.window != nil || viewController === fromViewController
  }

  /// The duration of UIKit's rotation animation, about 0.4 s; the figure only sets virtual time.
  static let duration: TimeInterval = 0.4

  /// Tells the view controllers and presentation controllers, resizes the window, and animates.
  func run() {
    enter(
      .requested,
      TransitionChange(
        state: .requested, kind: .sizeChange, from: simulator.participantID(fromViewController),
        to: simulator.participantID(toViewController), animated: true))
    duration = Self.duration
    enter(.began, TransitionChange(state: .began, interactive: false))
    asUIKit {
      tellTraitChange()
      fromViewController.deliverSizeTransition(to: size, with: coordinator, caller: uikitID)
      var presenter: UIViewController? = fromViewController
      while let presented = presenter?.presentedViewController {
        if let controller = presented.presentationController {
          controller.deliverSizeTransition(to: size, with: coordinator)
        }
        presenter = presented
      }
      simulator.resizeWindow(to: size)
      runAlongsideAnimations()
    }
    simulator.runLoop.schedule(after: duration) { [self] in
      asUIKit { complete(true) }
    }
  }

  var uikitID: String { ParticipantRegistry.uikitID }

  /// The size args of `viewWillTransition(to:with:)`.
  func arguments() -> Arguments {
    [
      "size": .array([.double(Double(size.width)), .double(Double(size.height))]),
      "coordinator": .string(coordinatorID),
    ]
  }
}

extension UIViewController {
  /// Calls `viewWillTransition(to:with:)`, logged; the base implementation forwards it on.
  func deliverSizeTransition(
    to size: CGSize, with coordinator: TransitionCoordinator, caller: String?
  ) {
    guard let simulator = EngineContext.current,
      let transition = coordinator.sizeTransition
    else { return }
    simulator.callback(
      .viewWillTransitionToSize, on: self, from: caller, args: transition.arguments()
    ) {
      viewWillTransition(to: size, with: coordinator)
    }
  }
}

extension UIPresentationController {
  /// Calls `viewWillTransition(to:with:)` on the presentation controller: logged when it is
  /// the user's; UIKit's own controllers forward silently to the presented view controller.
  func deliverSizeTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
    guard let simulator = EngineContext.current, let transition = coordinator.sizeTransition
    else { return }
    if isSystemController {
      viewWillTransition(to: size, with: coordinator)
      return
    }
    simulator.callback(
      .viewWillTransitionToSize, on: self, role: .presentationController,
      args: transition.arguments()
    ) {
      viewWillTransition(to: size, with: coordinator)
    }
  }
}
