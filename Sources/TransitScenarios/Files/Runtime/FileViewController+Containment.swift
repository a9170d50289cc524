import Foundation
import TransitUIKit

// What a file's view controller does as a container, as the built-in child-containment
// scenario's code does: the steps of Apple's guide to container view controllers, and
// forwarding by hand when the file says so.
extension FileViewController {
  /// Adds a child and its view: `addChild(_:)`, the view (between
  /// `beginAppearanceTransition(true, animated: false)` and `endAppearanceTransition()` when it
  /// forwards by hand), then `didMove(toParent:)`.
  func embed(_ child: UIViewController) {
    addChild(child)
    child.view.frame = view.bounds
    let byHand = spec.forwardsAppearanceByHand && view.window != nil
    if byHand { child.beginAppearanceTransition(true, animated: false) }
    view.addSubview(child.view)
    if byHand { child.endAppearanceTransition() }
    child.didMove(toParent: self)
  }

  /// Takes this view controller out of its container: `willMove(toParent: nil)`, the view
  /// (with the appearance calls a container that forwards by hand owes it), then
  /// `removeFromParent()`.
  func leaveParent() {
    guard let parent else { return }
    willMove(toParent: nil)
    let byHand = !parent.shouldAutomaticallyForwardAppearanceMethods && view.window != nil
    if byHand { beginAppearanceTransition(false, animated: false) }
    view.removeFromSuperview()
    if byHand { endAppearanceTransition() }
    removeFromParent()
  }

  /// Swaps the last child for `new` with `transition(from:to:duration:options:animations:
  /// completion:)`, calling `willMove(toParent: nil)` and `addChild(_:)` first and
  /// `removeFromParent()` and `didMove(toParent:)` in its completion.
  func swapLastChild(for new: UIViewController, duration: TimeInterval) {
    guard let current = children.last else { return }
    current.willMove(toParent: nil)
    addChild(new)
    transition(
      from: current, to: new, duration: duration, options: [],
      animations: { new.view.alpha = 1 },
      completion: { _ in
        current.removeFromParent()
        new.didMove(toParent: self)
      })
  }

  /// Registers for the size classes the file names; the handler lays the view out again.
  func observeTraits() {
    let traits: [UITrait] = spec.observedTraits.map { trait -> UITrait in
      switch trait {
      case .horizontalSizeClass: return UITraitHorizontalSizeClass.self
      case .verticalSizeClass: return UITraitVerticalSizeClass.self
      }
    }
    guard !traits.isEmpty else { return }
    registerForTraitChanges(traits) { (controller: FileViewController, _: UITraitCollection) in
      controller.view.setNeedsLayout()
    }
  }

  /// A container that forwards by hand begins its children's appearance in its own
  /// will-callbacks.
  func forwardToChildren(appearing: Bool, animated: Bool) {
    guard spec.forwardsAppearanceByHand else { return }
    for child in children where child.viewIfLoaded?.superview === view {
      child.beginAppearanceTransition(appearing, animated: animated)
    }
  }

  /// And ends it in its did-callbacks.
  func endChildrensAppearance() {
    guard spec.forwardsAppearanceByHand else { return }
    for child in children where child.viewIfLoaded?.superview === view {
      child.endAppearanceTransition()
    }
  }
}
