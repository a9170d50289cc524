import Foundation

/// Mirrors `UIBarPosition`: where a bar stands, which its images are set for.
public enum UIBarPosition: Int, Sendable {
  case any = 0
  case bottom = 1
  case top = 2
  case topAttached = 3
}

/// Mirrors `UIToolbar`: a bar of items the app places itself (or a navigation controller shows
/// at the bottom). It is a view like any other, placed where the app's frame or constraints put
/// it; its items, styles, images and appearances are kept and not shown, so a tap on an item
/// sends nothing: give the item a `customView`, which is a view of the app's own, or tap the
/// code's target directly.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// Mirrors `items`: kept, not shown.
  open var items: [UIBarButtonItem]?
  /// Mirrors `barStyle`, `isTranslucent`, `barTintColor`: kept, as nothing is drawn.
  open var barStyle = UIBarStyle.default
  open var isTranslucent = true
  open var barTintColor: UIColor?
  /// Mirrors `standardAppearance` and the others (iOS 13 and 15): kept, never drawn.
  open var standardAppearance = UIToolbarAppearance()
  open var compactAppearance: UIToolbarAppearance?
  open var scrollEdgeAppearance: UIToolbarAppearance?
  open var compactScrollEdgeAppearance: UIToolbarAppearance?
  private var backgroundImages: [Int: UIImage] = [:]
  private var shadowImages: [UIBarPosition: UIImage] = [:]

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Mirrors `setItems(_:animated:)`: the items are kept at once.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// Mirrors `setBackgroundImage(_:forToolbarPosition:barMetrics:)`: kept.
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
    barMetrics: UIBarMetrics
  ) {
    backgroundImages[topOrBottom.rawValue * 8 + barMetrics.rawValue] = backgroundImage
  }

  /// Mirrors `backgroundImage(forToolbarPosition:barMetrics:)`.
  open func backgroundImage(
    forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
  ) -> UIImage? {
    backgroundImages[topOrBottom.rawValue * 8 + barMetrics.rawValue]
  }

  /// Mirrors `setShadowImage(_:forToolbarPosition:)`: kept.
  open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
    shadowImages[topOrBottom] = shadowImage
  }

  /// Mirrors `shadowImage(forToolbarPosition:)`.
  open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
    shadowImages[topOrBottom]
  }
}
