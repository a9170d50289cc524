import Foundation

// A view's layout margins and traits, as UITraitEnvironment and UIView's margins give them.
extension UIView {
  /// Mirrors `directionalLayoutMargins`: `layoutMargins` with leading and trailing for left
  /// and right, as the view's layout direction reads them.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? NSDirectionalEdgeInsets(
          top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
        : NSDirectionalEdgeInsets(
          top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set {
      layoutMargins =
        effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? UIEdgeInsets(
          top: newValue.top, left: newValue.trailing, bottom: newValue.bottom,
          right: newValue.leading)
        : UIEdgeInsets(
          top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
          right: newValue.trailing)
    }
  }

  /// Mirrors `effectiveUserInterfaceLayoutDirection`: the direction the view's
  /// `semanticContentAttribute` gives (`userInterfaceLayoutDirection(for:)`).
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
  }

  /// Mirrors `traitCollection` (UITraitEnvironment): in a window, the traits of the nearest view
  /// controller whose view holds it (which change for it only once the layout of a rotation
  /// reaches it), or the window's; outside a window, UIKit's defaults, with size classes
  /// unspecified.
  public var traitCollection: UITraitCollection {
    guard window != nil else { return UITraitCollection() }
    var view: UIView? = self
    while let current = view {
      if let owner = current.owningViewController { return owner.traitCollection }
      view = current.superview
    }
    return EngineContext.current?.windowTraits ?? UITraitCollection()
  }

  /// Calls `traitCollectionDidChange(_:)` on this view and the views inside it, down to the
  /// views of other view controllers, which hear it from their own view controller's change.
  func tellTraitCollectionDidChange(_ previous: UITraitCollection) {
    traitCollectionDidChange(previous)
    for subview in subviews where subview.owningViewController == nil {
      subview.tellTraitCollectionDidChange(previous)
    }
  }
}
