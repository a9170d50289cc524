import Foundation
import TransitTrace

// A container's own transition between two of its children.
extension UIViewController {
  /// Mirrors `transition(from:to:duration:options:animations:completion:)`: adds
  /// `toViewController`'s view beside `fromViewController`'s, runs the animations, and when
  /// they end removes `fromViewController`'s view (Apple's page for the method).
  ///
  /// Both must be children of this view controller, which must forward appearance
  /// automatically. The method drives both children's appearance itself: `viewWillDisappear(_:)`
  /// of the outgoing child, then `viewWillAppear(_:)` of the incoming one, before the
  /// animations; `viewDidDisappear(_:)`, then `viewDidAppear(_:)`, when they end, before the
  /// completion. No public source shows that interleaving on current iOS; Transit follows two
  /// independent reimplementations of the method (docs/lifecycle.md, open questions).
  /// `willMove(toParent:)` and `didMove(toParent:)` stay the container's to call: `addChild(_:)`
  /// and `willMove(toParent: nil)` before, `removeFromParent()` and `didMove(toParent:)` in
  /// the completion.
  public func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    guard let simulator = EngineContext.current else {
      animations?()
      completion?(true)
      return
    }
    let owner = simulator.recorder.currentParticipant
    simulator.userCall(
      .transitionFromTo, on: self,
      args: [
        "fromViewController": simulator.reference(fromViewController),
        "toViewController": simulator.reference(toViewController),
        "duration": .double(duration), "animations": animations == nil ? .null : "closure",
        "completion": completion == nil ? .null : "closure",
      ]
    ) {
      guard fromViewController.parent === self, toViewController.parent === self else {
        simulator.warn(
          about: self, code: "child-transition-refused",
          "Children view controllers \(simulator.participantID(fromViewController)) and "
            + "\(simulator.participantID(toViewController)) must have a common parent view "
            + "controller when calling transition(from:to:duration:options:animations:"
            + "completion:): UIKit raises NSInvalidArgumentException and nothing moves.")
        return
      }
      guard shouldAutomaticallyForwardAppearanceMethods else {
        simulator.warn(
          about: self, code: "child-transition-refused",
          "transition(from:to:duration:options:animations:completion:) on a container whose "
            + "shouldAutomaticallyForwardAppearanceMethods is false: UIViewController.h says the "
            + "method fails for such a container, so nothing moves.")
        return
      }
      let registration = simulator.recorder.currentCause
      let uikit = ParticipantRegistry.uikitID
      fromViewController.isInManagedTransition = true
      toViewController.isInManagedTransition = true
      simulator.asUIKit(transition: nil) {
        let animated = duration > 0
        let toView = toViewController.view!
        fromViewController.beginAppearance(false, animated: animated, caller: uikit)
        toViewController.beginAppearance(true, animated: animated, caller: uikit)
        if let fromView = fromViewController.viewIfLoaded, let superview = fromView.superview {
          toView.frame = fromView.frame
          superview.insertSubview(toView, aboveSubview: fromView)
        } else if let root = viewIfLoaded {
          root.addSubview(toView)
        }
      }
      if let animations {
        simulator.recorder.inside(
          seq: registration, participant: owner, transition: nil, animations)
      }
      simulator.runLoop.schedule(after: max(0, duration)) {
        simulator.asUIKit(transition: nil) {
          fromViewController.viewIfLoaded?.removeFromSuperview()
          fromViewController.endAppearance(caller: uikit)
          toViewController.endAppearance(caller: uikit)
          fromViewController.isInManagedTransition = false
          toViewController.isInManagedTransition = false
        }
        guard let completion else { return }
        _ = simulator.recorder.call(
          .completionWithArgument, on: owner, from: uikit, args: ["finished": .bool(true)],
          transition: .some(nil), block: registration
        ) {
          completion(true)
        }
      }
    }
  }
}
