import Foundation

/// Mirrors `UIScreen`: the device's screen, an iPhone 15 (393 × 852 points, 3× scale), as the
/// simulator's window is.
@preconcurrency @MainActor
public final class UIScreen {
  /// Mirrors `UIScreen.main`.
  public static let main = UIScreen()

  /// The points of an iPhone 15 in portrait, when no simulator runs.
  static let portrait = CGRect(x: 0, y: 0, width: 393, height: 852)

  /// Mirrors `bounds`: the screen in points, oriented as the interface is (iOS 8 and later), so
  /// it follows the simulator's window when the device turns.
  public var bounds: CGRect { EngineContext.current?.window.bounds ?? Self.portrait }

  /// Mirrors `nativeBounds`: in pixels, always portrait.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: Self.portrait.width * scale, height: Self.portrait.height * scale)
  }

  public var scale: CGFloat { Self.mainScale }

  /// The main screen's scale, which any thread may read (image contexts of scale 0 take it).
  nonisolated static let mainScale: CGFloat = 3

  /// Mirrors `snapshotView(afterScreenUpdates:)`: a view of the screen's size that looks like
  /// what the screen shows, the window's contents; nothing is drawn, as for a view's snapshot.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
    let snapshot = SnapshotView(frame: bounds)
    snapshot.snapshotSource = EngineContext.current?.window
    return snapshot
  }
}

/// The safe area of an iPhone 15 (and 15 Pro, 14 Pro): 59 points at the top and 34 at the
/// bottom in portrait; 59 on each side and 21 at the bottom in landscape (Use Your Loaf,
/// "iPhone 15 Screen Sizes", https://useyourloaf.com/blog/iphone-15-screen-sizes/).
enum SafeArea {
  static func insets(of window: CGRect) -> UIEdgeInsets {
    window.width > window.height
      ? UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
      : UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
  }
}

extension UIView {
  /// Mirrors `safeAreaInsets`: how far the device's safe area reaches into the view, from its
  /// edges, plus the `additionalSafeAreaInsets` of the view controllers whose views hold it (a
  /// view controller's own adds to its root view's); zero for a view that is not in a window.
  ///
  /// Inside a navigation controller whose bar shows, the bar covers the top as well, once the
  /// bar has been laid out: a navigation controller adds the bar's height to its content's safe
  /// area (Apple's "Positioning content relative to the safe area").
  public var safeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    return safeArea(in: window).insets
  }

  /// The safe area in window coordinates, and the insets it makes in this view.
  private func safeArea(in window: UIWindow) -> (rect: CGRect, insets: UIEdgeInsets) {
    let outer: CGRect
    if let superview, !(self is UIWindow) {
      outer = superview.safeArea(in: window).rect
    } else {
      let device = SafeArea.insets(of: window.bounds)
      outer = CGRect(
        x: device.left, y: device.top, width: window.bounds.width - device.left - device.right,
        height: window.bounds.height - device.top - device.bottom)
    }
    let frame = self is UIWindow ? window.bounds : convert(bounds, to: nil)
    var insets = UIEdgeInsets(
      top: max(0, outer.minY - frame.minY), left: max(0, outer.minX - frame.minX),
      bottom: max(0, frame.maxY - outer.maxY), right: max(0, frame.maxX - outer.maxX))
    if let barBottom = coveringNavigationBarBottom() {
      insets.top = max(insets.top, barBottom - frame.minY)
    }
    if let extra = owningViewController?.additionalSafeAreaInsets {
      insets.top += extra.top
      insets.left += extra.left
      insets.bottom += extra.bottom
      insets.right += extra.right
    }
    let rect = CGRect(
      x: frame.minX + insets.left, y: frame.minY + insets.top,
      width: max(0, frame.width - insets.left - insets.right),
      height: max(0, frame.height - insets.top - insets.bottom))
    return (rect, insets)
  }

  /// The bottom edge, in the window, of the navigation bar over the content this view is in.
  private func coveringNavigationBarBottom() -> CGFloat? {
    var candidate = superview
    while let current = candidate {
      if current is NavigationTransitionView,
        let navigationController = (current as? ContainerPartView)?.container
          as? UINavigationController
      {
        let bar = navigationController.navigationBar
        guard bar.hasLaidOut, !bar.isHidden, bar.window != nil else { return nil }
        return bar.convert(bar.bounds, to: nil).maxY
      }
      candidate = current.superview
    }
    return nil
  }
}
