import Foundation
import TransitTrace

/// The scroll view's own pan: a finger dragging the content scrolls it, as UIKit's
/// `panGestureRecognizer` does, within the content's size (no deceleration or bounce: the
/// content stops where the finger lifts). It begins only when the scroll view can scroll the way
/// the finger moves (`isScrollEnabled`, content larger than the view, or `alwaysBounce…`), so a
/// drag on content that fits goes on to the recognizers around it. The delegate hears
/// `scrollViewWillBeginDragging(_:)`, `scrollViewDidScroll(_:)` and
/// `scrollViewDidEndDragging(_:willDecelerate:)`, unlogged, as the other scroll calls.
///
/// A scroll view with a `refreshControl` lets a drag that starts at the content's top pull it
/// further down, by as much as the finger moves, and the content returns to its top when the
/// finger lifts; a pull past `UIRefreshControl.pullThreshold` begins refreshing at once, while
/// the finger is still down (docs/lifecycle.md#fact-pull-to-refresh).
@preconcurrency @MainActor
final class ScrollDragHandler {
  weak var scrollView: UIScrollView?
  private var start = CGPoint.zero
  /// Whether this drag may pull the content down past its top, to a refresh control.
  private var pullsToRefresh = false
  /// Whether this drag already began a refresh: one pull, one refresh.
  private var hasRefreshed = false

  init(scrollView: UIScrollView) { self.scrollView = scrollView }

  func handle(_ recognizer: UIPanGestureRecognizer) {
    guard let scrollView else { return }
    let translation = recognizer.translation(in: scrollView)
    switch recognizer.state {
    case .began:
      start = scrollView.contentOffset
      hasRefreshed = false
      pullsToRefresh =
        scrollView.refreshControl != nil && start.y <= -scrollView.adjustedContentInset.top
      scrollView.tellDelegate("scrollViewWillBeginDragging(_:)") {
        $0.scrollViewWillBeginDragging(scrollView)
      }
      scroll(scrollView, by: translation)
    case .changed:
      scroll(scrollView, by: translation)
    case .ended, .cancelled:
      scroll(scrollView, by: translation)
      if pullsToRefresh {
        pullsToRefresh = false
        // The content springs back to its top; the control's own height is not kept open.
        scroll(scrollView, by: translation)
      }
      scrollView.tellDelegate("scrollViewDidEndDragging(_:willDecelerate:)") {
        $0.scrollViewDidEndDragging(scrollView, willDecelerate: false)
      }
    default: break
    }
  }

  private func scroll(_ scrollView: UIScrollView, by translation: CGPoint) {
    let inset = scrollView.adjustedContentInset
    let maximum = CGPoint(
      x: max(-inset.left, scrollView.contentSize.width + inset.right - scrollView.bounds.width),
      y: max(-inset.top, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height))
    let pulled = pullsToRefresh ? max(0, translation.y) : 0
    scrollView.contentOffset = CGPoint(
      x: min(maximum.x, max(-inset.left, start.x - translation.x)),
      y: min(maximum.y, max(-inset.top - pulled, start.y - translation.y)))
    if pulled >= UIRefreshControl.pullThreshold, !hasRefreshed,
      let control = scrollView.refreshControl
    {
      hasRefreshed = true
      control.pulled()
    }
  }
}

/// The recognizer behind `panGestureRecognizer`, which asks its scroll view whether it can
/// scroll the way the finger first moves.
@preconcurrency @MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, let scrollView = view as? UIScrollView, let touch = touches.first {
      let moved = touch.translation
      let horizontal = abs(moved.x) > abs(moved.y)
      if moved != .zero, !scrollView.canScroll(horizontally: horizontal) {
        state = .failed
        return
      }
      if moved == .zero { return }
    }
    super.touchesMoved(touches, with: event)
  }
}

extension UIScrollView {
  /// Whether a drag along an axis scrolls the content.
  func canScroll(horizontally: Bool) -> Bool {
    guard isScrollEnabled else { return false }
    let inset = adjustedContentInset
    if horizontally {
      return insets.alwaysBounceHorizontal
        || contentSize.width + inset.left + inset.right > bounds.width
    }
    return insets.alwaysBounceVertical
      || contentSize.height + inset.top + inset.bottom > bounds.height
  }
}
