import Foundation

/// Mirrors `UILayoutSupport`: what `topLayoutGuide` and `bottomLayoutGuide` are.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
  var length: CGFloat { get }
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
  /// Mirrors `length`: the guide's height.
  public var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
  /// Mirrors the deprecated `topLayoutGuide`: the part of the view above the safe area, so its
  /// bottom is the safe area's top, as UIKit has made it since iOS 11.
  public var topLayoutGuide: any UILayoutSupport {
    view.guide("UIViewControllerTopLayoutGuide") { view in
      UIEdgeInsets(top: 0, left: 0, bottom: view.bounds.height - view.safeAreaInsets.top, right: 0)
    }
  }

  /// Mirrors the deprecated `bottomLayoutGuide`: the part of the view below the safe area, so
  /// its top is the safe area's bottom.
  public var bottomLayoutGuide: any UILayoutSupport {
    view.guide("UIViewControllerBottomLayoutGuide") { view in
      UIEdgeInsets(
        top: view.bounds.height - view.safeAreaInsets.bottom, left: 0, bottom: 0, right: 0)
    }
  }
}
