import Foundation
import TransitTrace

/// Mirrors `UIScrollView`, the superclass of table and collection views, for what transitions
/// meet of it: where it is scrolled to, and whether it holds touches back from its content.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// Mirrors `delaysContentTouches` (default true): the scroll view holds a touch-down back
  /// from its content until it can tell a tap from a scroll, so a cell or a button inside it
  /// highlights late, or only when the finger lifts (`Simulator.touch(_:holding:)`).
  open var delaysContentTouches = true
  open var isScrollEnabled = true
  /// Mirrors `canCancelContentTouches` and `scrollsToTop`: kept; a scenario's pan on the
  /// content is the content's, and nothing taps the status bar.
  open var canCancelContentTouches = true
  open var scrollsToTop = true

  /// Mirrors `touchesShouldBegin(_:with:in:)` and `touchesShouldCancel(in:)`, for a subclass to
  /// override, with UIKit's defaults: content gets its touches, and a drag that becomes a
  /// scroll takes them back from any view but a control. Never asked here: a scenario's tap is
  /// its view's, and its pan goes to recognizers, never to a control tracking it.
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
    -> Bool
  { true }

  open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }
  open var showsVerticalScrollIndicator = true
  /// Mirrors `UIScrollView.IndicatorStyle`.
  public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
  /// Mirrors `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }
  /// Mirrors `indicatorStyle` and `keyboardDismissMode`: kept; no indicator is drawn and there
  /// is no keyboard to dismiss.
  open var indicatorStyle = IndicatorStyle.default
  open var keyboardDismissMode = KeyboardDismissMode.none
  /// Mirrors `decelerationRate`: kept; a scenario's pan ends where the finger lifts, with no
  /// deceleration after it.
  open var decelerationRate = DecelerationRate.normal
  /// Mirrors `contentSize`. A new size can make an axis scrollable, and so adjusted: content
  /// at rest moves with its inset at once (`keepContentAtRest()`).
  open var contentSize = CGSize.zero {
    didSet {
      guard contentSize != oldValue else { return }
      KeyValueObservers.didSet(self)
      keepContentAtRest()
    }
  }
  /// Mirrors `refreshControl` (iOS 10): a drag that pulls the content down from its top past
  /// `UIRefreshControl.pullThreshold` begins refreshing (`ScrollDragHandler`). The control is
  /// not drawn, nor added as a subview.
  open var refreshControl: UIRefreshControl?
  /// Mirrors `delegate`, which UIKit holds weakly (`UIScrollView+Delegate.swift`).
  open weak var delegate: (any UIScrollViewDelegate)?
  /// Insets, bounce and indicators (`UIScrollView+Insets.swift`): kept, never scrolled by.
  var insets = ScrollInsets()
  /// Zoom scale and its limits (`UIScrollView+Zooming.swift`).
  var zooming = ScrollZooming()

  /// Mirrors `contentOffset`: the origin of the bounds. Setting it to a new value calls the
  /// delegate's `scrollViewDidScroll(_:)`, as UIKit does for a change made in code too.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds.origin = newValue
      KeyValueObservers.didSet(self)
      tellDelegate("scrollViewDidScroll(_:)") { $0.scrollViewDidScroll(self) }
    }
  }

  /// Turns touches on cells into highlight and selection; set by table and collection views.
  var itemTracker: ItemTouchTracker?
  private var dragHandler: ScrollDragHandler?
  private var ownPan: UIPanGestureRecognizer?
  /// What a swipe on a row does, for a list whose rows swipe open (`UIScrollView+RowSwipe.swift`).
  var rowSwipe: RowSwipeHandler?

  /// Mirrors `panGestureRecognizer`: the scroll view's own pan, which scrolls the content
  /// (`UIScrollView+Dragging.swift`); installed when the scroll view is first laid out, or asked
  /// for.
  public var panGestureRecognizer: UIPanGestureRecognizer {
    if let ownPan { return ownPan }
    let handler = ScrollDragHandler(scrollView: self)
    let recognizer = ScrollViewPanGestureRecognizer()
    dragHandler = handler
    ownPan = recognizer
    addSystemPan(recognizer, handledBy: handler) { $0.handle($1) }
    return recognizer
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    keepContentAtRest()
    _ = panGestureRecognizer
    installRowSwipe()
  }

  /// Installs UIKit's recognizer of a row's swipe on a list, once, after the scroll view's own
  /// pan.
  private func installRowSwipe() {
    guard rowSwipe == nil, self is any RowSwiping else { return }
    let handler = RowSwipeHandler(list: self)
    rowSwipe = handler
    addSystemPan(RowSwipeGestureRecognizer(), handledBy: handler) { $0.handle($1) }
  }

  /// Adds one of UIKit's own pan recognizers to the scroll view, its gestures filed under
  /// `uikit`, sending each change to `handler`, which the recognizer keeps alive.
  private func addSystemPan<Handler: AnyObject>(
    _ recognizer: UIPanGestureRecognizer, handledBy handler: Handler,
    _ handle: @escaping (Handler, UIPanGestureRecognizer) -> Void
  ) {
    recognizer.append(handler) { [weak handler] in
      guard let handler, let pan = $0 as? UIPanGestureRecognizer else { return }
      handle(handler, pan)
    }
    recognizer.isSystemRecognizer = true
    recognizer.systemTarget = handler
    addGestureRecognizer(recognizer)
  }

  /// Keeps content that rests at its top or leading edge resting there as the adjusted content
  /// inset changes, as UIKit does: a list shown under a navigation bar starts below the bar, at
  /// a content offset of minus the adjusted inset (a device shows `contentOffset.y` -64 and
  /// `adjustedContentInset.top` 64 under a 64-point bar in `viewDidAppear(_:)`;
  /// docs/lifecycle.md#fact-scroll-view-rests-below-bars). Content scrolled elsewhere stays
  /// where it is.
  ///
  /// Only the safe area's part of the inset moves it: content the app insets itself with
  /// `contentInset` stays at the offset the app gives it. That is Transit's choice: no source
  /// says whether UIKit moves content at rest when the app changes its own inset.
  func keepContentAtRest() {
    let adjusted = adjustedContentInset
    let inset = contentInset
    let safe = UIEdgeInsets(
      top: adjusted.top - inset.top, left: adjusted.left - inset.left,
      bottom: adjusted.bottom - inset.bottom, right: adjusted.right - inset.right)
    let previous = insets.restingSafeArea
    guard safe != previous else { return }
    insets.restingSafeArea = safe
    var offset = contentOffset
    if offset.y == -(inset.top + previous.top) { offset.y = -(inset.top + safe.top) }
    if offset.x == -(inset.left + previous.left) { offset.x = -(inset.left + safe.left) }
    contentOffset = offset
  }
}

extension UIScrollView: TouchTracking {
  var touchDelay: TimeInterval { delaysContentTouches ? Simulator.contentTouchDelay : 0 }

  func tracksTouch(on view: UIView) -> Bool {
    itemTracker?.indexPath(containing: view) != nil
  }

  /// The table or collection view's own code handles the touch and calls its delegate.
  func touchTarget(on view: UIView) -> AnyObject? { nil }

  func touchBegan(on view: UIView) {
    itemTracker?.touchBegan(on: view)
  }

  func touchEnded(on view: UIView) {
    itemTracker?.touchEnded(on: view)
  }
}

extension UIScrollView {
  /// Mirrors `UIScrollView.DecelerationRate`, with UIKit's values.
  public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}
