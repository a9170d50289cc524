import Foundation

// `presentingViewController` and `presentedViewController` as UIKit documents them: through
// the parent chain. A child of a presented container (the form in a navigation controller
// presented modally, a screen pushed on it) is not presented itself, but its ancestor is, and
// its `presentingViewController` is the one that presented that ancestor; a child of a
// container that presents (the list in a navigation controller that presents a form) sees what
// its ancestor presents as its own `presentedViewController`. So the Cancel button of a form
// can call `dismiss(animated:)` on the form, and UIKit dismisses the container it is in
// (Apple's presentingViewController, presentedViewController and dismiss(animated:completion:)
// pages; docs/lifecycle.md#fact-presentation-through-parents).
extension UIViewController {
  /// Mirrors `presentingViewController`: the view controller that presented this one, or, if
  /// this one was not presented, the one that presented its nearest presented ancestor; nil
  /// when neither it nor any ancestor was presented.
  public var presentingViewController: UIViewController? {
    var candidate: UIViewController? = self
    while let current = candidate {
      if let presenter = current.modalParent { return presenter }
      candidate = current.parent
    }
    return nil
  }

  /// Mirrors `presentedViewController`: the view controller this one presents, or one of its
  /// ancestors presents; nil when none of them presents anything.
  public var presentedViewController: UIViewController? {
    var candidate: UIViewController? = self
    while let current = candidate {
      if let presented = current.modalChild { return presented }
      candidate = current.parent
    }
    return nil
  }

  /// The ancestor (or this view controller) that was itself presented, if any.
  var presentedAncestor: UIViewController? {
    var candidate: UIViewController? = self
    while let current = candidate {
      if current.modalParent != nil { return current }
      candidate = current.parent
    }
    return nil
  }
}
