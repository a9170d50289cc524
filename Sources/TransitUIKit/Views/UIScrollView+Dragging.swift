import Foundation
import TransitTrace

/// The scroll view's own pan: a finger dragging the content scrolls it, as UIKit's
/// `panGestureRecognizer` does, within the content's size (no deceleration or bounce: the
/// content stops where the finger lifts). It begins only when the scroll view can scroll the way
/// the finger moves (`isScrollEnabled`, content larger than the view, or `alwaysBounce…`), so a
/// drag on content that fits goes on to the recognizers around it. The delegate hears
/// `scrollViewWillBeginDragging(_:)`, `scrollViewDidScroll(_:)` and
/// `scrollViewDidEndDragging(_:willDecelerate:)`, unlogged, as the other scroll calls.
@preconcurrency @MainActor
final class ScrollDragHandler {
  weak var scrollView: UIScrollView?
  private var start = CGPoint.zero

  init(scrollView: UIScrollView) { self.scrollView = scrollView }

  func handle(_ recognizer: UIPanGestureRecognizer) {
    guard let scrollView else { return }
    let translation = recognizer.translation(in: scrollView)
    switch recognizer.state {
    case .began:
      start = scrollView.contentOffset
      scrollView.tellDelegate("scrollViewWillBeginDragging(_:)") {
        $0.scrollViewWillBeginDragging(scrollView)
      }
      scroll(scrollView, by: translation)
    case .changed:
      scroll(scrollView, by: translation)
    case .ended, .cancelled:
      scroll(scrollView, by: translation)
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
    scrollView.contentOffset = CGPoint(
      x: min(maximum.x, max(-inset.left, start.x - translation.x)),
      y: min(maximum.y, max(-inset.top, start.y - translation.y)))
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
