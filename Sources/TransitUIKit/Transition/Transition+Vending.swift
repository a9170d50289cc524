import Foundation
import TransitTrace

// What every transition kind does with the objects a delegate vends.
extension Transition {
  /// Takes the interaction controller a delegate vended: UIKit reads `wantsInteractiveStart`
  /// right away, when it is implemented; a transition starts interactively otherwise
  /// (docs/lifecycle.md#order-c-2; UIKit 26.1's transition context). `completionSpeed` is read
  /// when the interaction ends.
  func adopt(interactor vended: any UIViewControllerInteractiveTransitioning) {
    interactor = vended
    initiallyInteractive =
      simulator.optionalRequest(
        .wantsInteractiveStart, on: vended, role: .interactionController, result: Value.bool
      ) { vended in
        vended.wantsInteractiveStart
      } ?? true
  }

  /// Asks the animator for its duration, logged.
  func askAnimatorDuration() -> TimeInterval {
    guard let animator else { return 0 }
    if isSystemAnimator { return animator.transitionDuration(using: context) }
    return simulator.getter(
      .transitionDuration, on: animator, role: .animator,
      args: ["transitionContext": contextReference], result: Value.double
    ) {
      animator.transitionDuration(using: context)
    }
  }

  /// Uses UIKit's own animator, which takes part in the log (`SystemAnimator`), with a short id
  /// that says which: `animator.builtin`, `animator.sheet`, `animator.popover`,
  /// `animator.parallax` or `animator.zoom`.
  func useUIKitAnimator(
    _ kind: SystemAnimator.Kind, style: UIModalTransitionStyle = .coverVertical
  ) {
    let uikitAnimator = SystemAnimator(kind: kind)
    uikitAnimator.transitionStyle = style
    let name: String
    switch kind {
    case .builtin: name = style == .coverVertical ? "builtin" : style.description
    case .sheet: name = "sheet"
    case .popover: name = "popover"
    case .navigation: name = "parallax"
    case .alert: name = "alert"
    case .search: name = "search"
    case .zoom: name = "zoom"
    }
    recorder.participants.choose("animator.\(name)", role: .animator, for: uikitAnimator)
    animator = uikitAnimator
  }

  /// Uses the zoom of `zoomed`'s preferred transition. UIKit keeps one `_UIZoomTransitionController`
  /// for each view controller zoomed into and vends it for the zoom in and the zoom out alike
  /// (UIKit 18's `-[_UIZoomViewControllerTransition
  /// _transitionControllerForViewController:inContainer:isAppearing:]` returns the view
  /// controller's `_zoomTransitionController`), so a pop or a dismissal runs on the animator
  /// the push or the presentation ran on.
  func useZoomAnimator(for zoomed: UIViewController) {
    let zoom = zoomed.zoomTransitionController ?? SystemAnimator(kind: .zoom)
    zoomed.zoomTransitionController = zoom
    zoom.beginTransition()
    recorder.participants.choose("animator.zoom", role: .animator, for: zoom)
    animator = zoom
  }

  /// Uses UIKit's own animation for a container transition that does not animate (a push or a
  /// pop without animation, UIKit's own tab switch); its calls are not logged.
  func useSystemAnimator(duration: TimeInterval) {
    animator = ContainerSystemAnimator(duration: duration)
    isSystemAnimator = true
    self.duration = duration
  }
}
