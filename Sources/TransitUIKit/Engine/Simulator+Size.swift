import Foundation
import TransitTrace

// Size changes: rotating the device, or resizing the app's window on an iPad.
extension Simulator {
  /// Changes the window's size, as a rotation does: `viewWillTransition(to:with:)` down the
  /// view controllers and presentation controllers, then a resize animation with its own
  /// transition coordinator.
  ///
  /// UIKit does not rotate in the middle of a transition; a size change asked for then is
  /// refused with a warning.
  public func resize(to size: CGSize) {
    guard !isHalted, let root = window.rootViewController else { return }
    finishScriptTurn()
    if let inFlight = transitions.first {
      asUIKit(transition: nil) {
        warn(
          about: root, code: "size-change-during-transition", transition: .some(inFlight.id),
          "The window cannot change size while \(inFlight.summary) is in flight; UIKit waits "
            + "for it to end. Change the size after it.")
      }
      return
    }
    runLoop.turn {
      let transition = SizeTransition(
        simulator: self, id: newTransitionID(), root: root, size: size)
      transitionDidBegin(transition)
      transition.run()
    }
  }

  /// Gives the window and the full-screen views in it the new size, and marks them for layout.
  func resizeWindow(to size: CGSize) {
    window.frame = CGRect(origin: .zero, size: size)
    window.setNeedsLayout()
    for view in window.subviews {
      view.frame = CGRect(origin: .zero, size: size)
      view.setNeedsLayout()
    }
    for controller in presentationControllers {
      controller.containerView?.frame = CGRect(origin: .zero, size: size)
      controller.containerView?.setNeedsLayout()
    }
  }
}
