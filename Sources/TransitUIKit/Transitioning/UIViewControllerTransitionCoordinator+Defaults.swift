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
}
