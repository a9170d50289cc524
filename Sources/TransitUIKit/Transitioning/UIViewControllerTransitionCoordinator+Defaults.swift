import Foundation

// The argument UIKit's Objective-C header lets a caller leave out: `completion:` of
// `animate(alongsideTransition:completion:)` is nullable there, so Swift imports it with a
// default of nil. A protocol requirement cannot have a default, so this overload gives it.
extension UIViewControllerTransitionCoordinator {
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// Mirrors `notifyWhenInteractionEnds(_:)`, which iOS 10 deprecated for
  /// `notifyWhenInteractionChanges(_:)`: the same moment, and the same call here, which the log
  /// records under the newer name.
  @available(iOS, deprecated: 10.0, renamed: "notifyWhenInteractionChanges(_:)")
  public func notifyWhenInteractionEnds(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    notifyWhenInteractionChanges(handler)
  }
}
