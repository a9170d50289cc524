import Foundation
import TransitTrace

// A child's appearance when its view enters or leaves the window while its container is on
// screen. UIKit sends viewWillAppear(_:) or viewWillDisappear(_:) as the view moves (from the
// view's viewWillMoveToWindow:), and viewDidAppear(_:) or viewDidDisappear(_:) once the move
// has been committed, after the layout that gives viewIsAppearing(_:) (UIKit 18.2's
// -[UIViewController viewDidMoveToWindow:shouldAppearOrDisappear:]).
extension Simulator {
  /// Called by the view hierarchy before `view` enters (`entering`) or leaves the window.
  func viewWillMove(_ view: UIView, intoWindow entering: Bool) {
    guard !isHalted, let child = view.owningViewController, let parent = child.parent,
      parent.childrenAppearWithTheirViews, parent.shouldAutomaticallyForwardAppearanceMethods,
      !child.isInManagedTransition, parent.appearState == .appeared
    else { return }
    if entering {
      guard child.appearState == .disappeared else { return }
    } else {
      guard child.appearState == .appeared || child.appearState == .appearing else { return }
    }
    // A move during a transition (a split view collapsing as the window resizes) belongs to
    // it, and so does the end that follows while it is still in flight.
    let transition = recorder.currentTransition
    asUIKit(transition: nil) {
      child.beginAppearance(entering, animated: false, caller: ParticipantRegistry.uikitID)
    }
    runLoop.schedule(after: 0) { [unowned self] in
      layoutPass()
      let inFlight = transition.flatMap { id in transitions.contains { $0.id == id } ? id : nil }
      asUIKit(transition: inFlight) {
        child.endAppearance(caller: ParticipantRegistry.uikitID)
      }
    }
  }
}

extension Simulator {
  /// UIKit's console warning for an end of an appearance transition that no begin opened.
  func warnUnbalancedAppearance(of viewController: UIViewController) {
    let id = participantID(viewController)
    warn(
      about: viewController, code: "unbalanced-appearance-transitions",
      "Unbalanced calls to begin/end appearance transitions for \(id). UIKit prints this when "
        + "endAppearanceTransition() comes with no beginAppearanceTransition(_:animated:) open, "
        + "and calls no appearance callback for it.")
  }
}
