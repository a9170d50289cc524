import Foundation
import TransitTrace

// Size changes: rotating the device, or resizing the app's window on an iPad.
extension Simulator {
  /// Changes the window's size, as a rotation does: `viewWillTransition(to:with:)` down the
  /// view controllers and presentation controllers, then a resize animation with its own
  /// transition coordinator.
  ///
  /// UIKit does not rotate in the middle of a transition: it disables autorotation while one
  /// runs and rotates to the device's orientation once it has ended (UIKit 18.2's
  /// `_beginDisablingInterfaceAutorotation` and `_updateInterfaceOrientationFromDeviceOrientation
  /// IfRotationEnabled:`). A size change asked for then waits, and happens on the turn after the
  /// last transition in flight ended (docs/lifecycle.md#fact-rotation-waits).
  public func resize(to size: CGSize) {
    guard !isHalted, let root = window.rootViewController else { return }
    finishScriptTurn()
    if let inFlight = transitions.first {
      asUIKit(transition: nil) {
        note(
          about: root, code: "size-change-waits-for-transition",
          "The window changes size only once \(inFlight.summary) has ended: UIKit holds "
            + "autorotation while a transition runs and applies the rotation after it "
            + "(docs/lifecycle.md#fact-rotation-waits).")
      }
      pendingSize = size
      return
    }
    runLoop.turn { applyResize(to: size, root: root) }
  }

  private func applyResize(to size: CGSize, root: UIViewController) {
    let transition = SizeTransition(
      simulator: self, id: newTransitionID(), root: root, size: size)
    transitionDidBegin(transition)
    transition.run()
  }

  /// Applies a size change that waited for the transitions in flight, once the last has ended.
  func applyPendingResizeIfIdle() {
    guard let size = pendingSize, transitions.isEmpty else { return }
    pendingSize = nil
    runLoop.schedule(after: 0) { [unowned self] in
      guard !isHalted, let root = window.rootViewController else { return }
      applyResize(to: size, root: root)
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
