import Foundation

/// What a scroll view keeps about its insets, bounce and indicators. Nothing scrolls here, so
/// they only hold what code sets.
struct ScrollInsets {
  var contentInset = UIEdgeInsets.zero
  var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
  var contentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior.automatic
  var bounces = true
  var alwaysBounceVertical = false
  var alwaysBounceHorizontal = false
  var showsHorizontalScrollIndicator = true
  var isPagingEnabled = false
  /// The safe area's part of the adjusted content inset when content at rest was last moved
  /// with it; none for a new scroll view.
  var restingSafeArea = UIEdgeInsets.zero
}

extension UIScrollView {
  /// Mirrors `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Sendable {
    case automatic, scrollableAxes, never, always
  }

  /// Mirrors `contentInset`.
  public var contentInset: UIEdgeInsets {
    get { insets.contentInset }
    set { insets.contentInset = newValue }
  }

  /// Mirrors `adjustedContentInset`: the content inset plus the safe area on the axes the
  /// behaviour adjusts (Apple's pages for each `ContentInsetAdjustmentBehavior`): `.always`
  /// both, `.never` neither, `.scrollableAxes` an axis whose content is larger than the bounds
  /// or that always bounces, and `.automatic` as `.scrollableAxes`, and vertically always for
  /// the content view of a view controller in a navigation or tab bar controller that leaves
  /// `automaticallyAdjustsScrollViewInsets` true (UIScrollView.h).
  public var adjustedContentInset: UIEdgeInsets {
    let vertical: Bool
    let horizontal: Bool
    switch insets.contentInsetAdjustmentBehavior {
    case .never: return contentInset
    case .always:
      vertical = true
      horizontal = true
    case .scrollableAxes, .automatic:
      horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
      let inBars =
        insets.contentInsetAdjustmentBehavior == .automatic
        && owningViewController.map {
          $0.automaticallyAdjustsScrollViewInsets
            && ($0.navigationController != nil || $0.tabBarController != nil)
        } ?? false
      vertical = inBars || contentSize.height > bounds.height || alwaysBounceVertical
    }
    let safe = safeAreaInsets
    return UIEdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0),
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// Mirrors `scrollIndicatorInsets`, which sets both indicators' insets.
  public var scrollIndicatorInsets: UIEdgeInsets {
    get { insets.verticalScrollIndicatorInsets }
    set {
      insets.verticalScrollIndicatorInsets = newValue
      insets.horizontalScrollIndicatorInsets = newValue
    }
  }

  /// Mirrors `verticalScrollIndicatorInsets`.
  public var verticalScrollIndicatorInsets: UIEdgeInsets {
    get { insets.verticalScrollIndicatorInsets }
    set { insets.verticalScrollIndicatorInsets = newValue }
  }

  /// Mirrors `horizontalScrollIndicatorInsets`.
  public var horizontalScrollIndicatorInsets: UIEdgeInsets {
    get { insets.horizontalScrollIndicatorInsets }
    set { insets.horizontalScrollIndicatorInsets = newValue }
  }

  /// Mirrors `contentInsetAdjustmentBehavior`.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    get { insets.contentInsetAdjustmentBehavior }
    set { insets.contentInsetAdjustmentBehavior = newValue }
  }

  public var bounces: Bool {
    get { insets.bounces }
    set { insets.bounces = newValue }
  }

  public var alwaysBounceVertical: Bool {
    get { insets.alwaysBounceVertical }
    set { insets.alwaysBounceVertical = newValue }
  }

  public var alwaysBounceHorizontal: Bool {
    get { insets.alwaysBounceHorizontal }
    set { insets.alwaysBounceHorizontal = newValue }
  }

  public var showsHorizontalScrollIndicator: Bool {
    get { insets.showsHorizontalScrollIndicator }
    set { insets.showsHorizontalScrollIndicator = newValue }
  }

  public var isPagingEnabled: Bool {
    get { insets.isPagingEnabled }
    set { insets.isPagingEnabled = newValue }
  }

  /// Whether a finger is on the scroll view, dragging it, or it is still gliding: never here,
  /// where nothing scrolls by touch.
  public var isTracking: Bool { false }
  public var isDragging: Bool { false }
  public var isDecelerating: Bool { false }

  /// Mirrors `setContentOffset(_:animated:)`; the change is immediate, as nothing is drawn.
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Mirrors `scrollRectToVisible(_:animated:)`: scrolls just far enough on each axis that
  /// `rect` (in the scroll view's content coordinates) is inside the bounds, and does nothing
  /// where it already is, as Apple's page says [uikit-scrollview-scroll-rect-to-visible]; the
  /// offset stays within the content and its adjusted insets. A rectangle larger than the
  /// bounds shows its top or leading edge.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let visible = CGRect(origin: contentOffset, size: bounds.size)
    let inset = adjustedContentInset
    func axis(
      _ low: CGFloat, _ high: CGFloat, _ shownLow: CGFloat, _ length: CGFloat,
      _ content: CGFloat, _ insetLow: CGFloat, _ insetHigh: CGFloat
    ) -> CGFloat {
      var offset = shownLow
      if high - low > length || low < shownLow {
        offset = low
      } else if high > shownLow + length {
        offset = high - length
      }
      let lowest = -insetLow
      let highest = max(lowest, content + insetHigh - length)
      return min(max(offset, lowest), highest)
    }
    let offset = CGPoint(
      x: axis(
        rect.minX, rect.maxX, visible.minX, visible.width, contentSize.width, inset.left,
        inset.right),
      y: axis(
        rect.minY, rect.maxY, visible.minY, visible.height, contentSize.height, inset.top,
        inset.bottom))
    guard offset != contentOffset else { return }
    setContentOffset(offset, animated: animated)
  }
}
