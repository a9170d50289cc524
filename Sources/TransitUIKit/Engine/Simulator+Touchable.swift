import Foundation

/// A view a finger can reach, as `transit run --list-touchable` prints it.
public struct TouchableView: Sendable, Equatable {
  /// What the view takes: `tap`, `pan`, `edge pan (left)`, `long press`, `swipe`, `control`,
  /// `button` (a bar button item's, an alert action's), `search bar`, `cell`…, in the order its
  /// recognizers were added, the view's own tracking last.
  public let takes: [String]
  /// The view's `accessibilityIdentifier`, for `tap: {id:}`; nil when it has none.
  public let identifier: String?
  /// The title that finds the view for `tap: {button:}`: a button's, an alert action's, the
  /// first text a cell shows; nil when it has none, or when the frontmost view with that title
  /// is another.
  public let title: String?
  /// The id the log gives the view.
  public let logID: String
  public let className: String
  /// The view's frame in window coordinates.
  public let frame: CGRect
  /// A point of the view a finger reaches it at: its centre, or for a view that takes only edge
  /// pans a point near the edge; nil when the window's hit-testing does not reach it there.
  public let point: CGPoint?
}

extension Simulator {
  /// The views on screen that take a tap or a pan, front to back as hit-testing meets them:
  /// views with enabled gesture recognizers, enabled controls, UIKit's own buttons (a bar button
  /// item's, an alert action's, a search bar's) and the cells of tables and collection views,
  /// each with its frame in the window and where a finger reaches it.
  public func touchableViews() -> [TouchableView] {
    var found: [TouchableView] = []
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return }
      for subview in view.subviews.reversed() { visit(subview) }
      var takes = (view.gestureRecognizers ?? []).filter(\.isEnabled).map(describe)
      if let control = view as? UIControl {
        if control.isEnabled { takes.append("control") }
      } else if !(view is UIScrollView), let tracker = view as? any TouchTracking,
        tracker.tracksTouch(on: view)
      {
        // UIKit's own buttons that are no controls: a bar button item's, an alert's action, a
        // search bar and its Cancel.
        takes.append(view is UISearchBar ? "search bar" : "button")
      }
      if let list = view.superview as? UIScrollView,
        list.itemTracker?.indexPath(containing: view) != nil
      {
        takes.append("cell")
      }
      guard !takes.isEmpty else { return }
      let frame = view.convert(view.bounds, to: nil)
      var point = CGPoint(x: frame.midX, y: frame.midY)
      // A view that takes only edge pans is reached at the edge a finger starts them from.
      let recognizers = (view.gestureRecognizers ?? []).filter(\.isEnabled)
      if !recognizers.isEmpty, takes.count == recognizers.count,
        let edges = recognizers.map({ ($0 as? UIScreenEdgePanGestureRecognizer)?.edges })
          .reduce(UIRectEdge?.some([]), { all, edge in edge.flatMap { e in all?.union(e) } })
      {
        let inset = UIScreenEdgePanGestureRecognizer.edgeWidth / 4
        let bounds = window.bounds
        if edges.contains(.left) {
          point.x = bounds.minX + inset
        } else if edges.contains(.right) {
          point.x = bounds.maxX - inset
        } else if edges.contains(.top) {
          point.y = bounds.minY + inset
        } else if edges.contains(.bottom) {
          point.y = bounds.maxY - inset
        }
      }
      let reached = viewHit(at: point).map { $0.isDescendant(of: view) } ?? false
      let title = (view as? any TitledButton)?.buttonTitle.flatMap { title in
        button(titled: title) === view ? title : nil
      }
      found.append(
        TouchableView(
          takes: takes, identifier: view.accessibilityIdentifier, title: title,
          logID: viewID(view), className: view.traceClassName, frame: frame,
          point: reached ? point : nil))
    }
    visit(window)
    return found
  }

  private func describe(_ recognizer: UIGestureRecognizer) -> String {
    switch recognizer {
    case let edge as UIScreenEdgePanGestureRecognizer:
      let names: [(UIRectEdge, String)] = [
        (.left, "left"), (.right, "right"), (.top, "top"), (.bottom, "bottom"),
      ]
      return "edge pan ("
        + names.filter { edge.edges.contains($0.0) }.map(\.1).joined(separator: ", ") + ")"
    case is UIPanGestureRecognizer: return "pan"
    case let tap as UITapGestureRecognizer:
      return tap.numberOfTapsRequired == 1 ? "tap" : "\(tap.numberOfTapsRequired) taps"
    case is UILongPressGestureRecognizer: return "long press"
    case is UISwipeGestureRecognizer: return "swipe"
    default: return String(describing: Swift.type(of: recognizer))
    }
  }
}
