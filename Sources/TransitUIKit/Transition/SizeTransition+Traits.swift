import Foundation
import TransitTrace

// A size change that changes size classes: a rotation of an iPhone.
extension SizeTransition {
  /// Before `viewWillTransition(to:with:)`: `willTransition(to:with:)` down the same path
  /// (the root, its children, each presentation controller and what it presents), before any
  /// trait changes (UIContentContainer.willTransition(to:with:)). Every view controller on
  /// screen keeps its old traits until the layout of the resize reaches it, which gives it
  /// `traitCollectionDidChange(_:)` and its registered handlers (iOS 17; WWDC23 "Unleash the
  /// UIKit trait system"). Before iOS 17 the traits changed for the whole hierarchy at once.
  func tellTraitChange() {
    let old = simulator.windowTraits
    let new = UITraitCollection.forWindow(of: size)
    guard old != new else { return }
    for viewController in simulator.viewControllersOnScreen()
    where viewController.traitsBeforeChange == nil {
      viewController.traitsBeforeChange = old
    }
    fromViewController.deliverTraitTransition(to: new, with: coordinator, caller: uikitID)
    var presenter: UIViewController? = fromViewController
    while let presented = presenter?.presentedViewController {
      presented.presentationController?.deliverTraitTransition(to: new, with: coordinator)
      presenter = presented
    }
  }
}
