import Foundation
import TransitTrace

// The zoom of iOS 18 (`UIViewController.Transition.zoom`): UIKit's `_UIZoomTransitionController`
// grows the pushed or presented view out of the source view and shrinks it back into the
// source view at the pop or the dismissal (docs/lifecycle.md#fact-zoom-transition).
extension SystemAnimator {
  /// The zoom's motion: UIKit calls the source view provider (logged, with the view it
  /// returned) once the views are in the container, then the zoomed view goes from the source
  /// view's frame to its own when zooming in, and from its own to the source's when zooming
  /// out. Apple's zoom(options:sourceViewProvider:) page says the provider is called when the
  /// view controller is presented and when it is dismissed; UIKit's header adds that it may be
  /// called more than once in a transition, which Transit does not do. Without a source (the
  /// provider returns nil, a view outside the window or a bar button item, whose view Transit
  /// does not draw) the zoomed view does not move.
  func zoomMotion(of transition: Transition) -> Motion {
    let zoomsIn = transition.kind == .push || transition.kind == .present
    let zoomed = zoomsIn ? transition.toViewController : transition.fromViewController
    let source = zoomsIn ? transition.fromViewController : transition.toViewController
    guard let preferred = zoomed.preferredTransition, let zoom = preferred.zoom else {
      return Motion()
    }
    let sourceFrame = askForSource(
      zoom.source, owner: preferred.providerOwner, source: source, zoomed: zoomed,
      in: transition)
    guard let sourceFrame, let view = zoomed.viewIfLoaded, view.frame.width > 0,
      view.frame.height > 0
    else { return Motion() }
    let frame = view.frame
    let shrunk = CGAffineTransform(
      a: sourceFrame.width / frame.width, b: 0, c: 0, d: sourceFrame.height / frame.height,
      tx: sourceFrame.midX - frame.midX, ty: sourceFrame.midY - frame.midY)
    if zoomsIn {
      return Motion(start: { view.transform = shrunk }, end: { view.transform = .identity })
    }
    let restore = { view.transform = .identity }
    return Motion(end: { view.transform = shrunk }, undo: restore, settle: restore)
  }

  /// Runs the provider the zoom was made with, logged as a closure UIKit calls in the code
  /// that made the transition, and returns the source view's frame in the container.
  private func askForSource(
    _ zoomSource: UIViewController.Transition.ZoomSource, owner: String,
    source: UIViewController, zoomed: UIViewController, in transition: Transition
  ) -> CGRect? {
    let simulator = transition.simulator
    let context = UIViewController.Transition.ZoomSourceViewProviderContext(
      sourceViewController: source, zoomedViewController: zoomed)
    let args: Arguments = [
      "sourceViewController": simulator.reference(source),
      "zoomedViewController": simulator.reference(zoomed),
    ]
    switch zoomSource {
    case .view(let provider):
      let returned =
        simulator.recorder.call(
          .zoomSourceViewProvider, on: owner, from: ParticipantRegistry.uikitID, args: args,
          result: simulator.viewValue
        ) {
          provider(context)
        } ?? nil
      let container = transition.containerView
      guard let returned, let window = container.window, returned.window === window else {
        return nil
      }
      return returned.convert(returned.bounds, to: container)
    case .barButtonItem(let provider):
      // The item is written by its title, as a finger finds a bar button item.
      let itemValue = { (item: UIBarButtonItem?) -> Value in
        item.map { .string($0.title ?? "item") } ?? .null
      }
      _ = simulator.recorder.call(
        .zoomSourceBarButtonItemProvider, on: owner, from: ParticipantRegistry.uikitID,
        args: args, result: itemValue
      ) {
        provider(context)
      }
      return nil
    }
  }
}

extension SystemAnimator {
  /// Finishes the zoom in flight at once, at its end: its property animator stops and finishes
  /// at `.end`, so its completion completes the transition, which ends before the request that
  /// interrupted it starts its own (docs/lifecycle.md#fact-zoom-interrupted). UIKit 18.2's
  /// `_UIZoomTransitionController` answers `shouldPreemptWithContext:` and
  /// `prefersPreemptionEnabledForPresentations` with yes; how it finishes is not readable
  /// there, so the two calls are Transit's.
  func finishAtOnce() {
    guard let propertyAnimator, propertyAnimator.state == .active else { return }
    propertyAnimator.stopAnimation(false)
    propertyAnimator.finishAnimation(at: .end)
  }
}

extension NavigationTransition {
  /// The zoom that a new push or pop would interrupt: a zoom push or pop that has started and
  /// not completed, and runs on its own (not under a finger).
  var zoomToPreempt: SystemAnimator? {
    guard let zoom = animator as? SystemAnimator, zoom.kind == .zoom, hasStarted, !hasCompleted,
      !isInteractive
    else { return nil }
    return zoom
  }
}
