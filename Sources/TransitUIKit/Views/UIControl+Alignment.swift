import Foundation

extension UIControl {
  /// Mirrors `UIControl.ContentHorizontalAlignment`, with UIKit's raw values.
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center, left, right, fill, leading, trailing
  }

  /// Mirrors `UIControl.ContentVerticalAlignment`, with UIKit's raw values.
  public enum ContentVerticalAlignment: Int, Sendable {
    case center, top, bottom, fill
  }

  /// Mirrors `effectiveContentHorizontalAlignment`: `leading` and `trailing` resolved for the
  /// view's layout direction; never `leading` or `trailing`.
  public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft =
      UIView.userInterfaceLayoutDirection(for: semanticContentAttribute) == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }
}
