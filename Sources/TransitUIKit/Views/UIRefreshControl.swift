import Foundation

/// Mirrors `UIRefreshControl`, the pull-to-refresh control of a scroll view, a table view's
/// above all. "When the user drags the top of the scrollable content area downward, the scroll
/// view reveals the refresh control, begins animating its progress indicator, and notifies your
/// app" (Apple's `UIRefreshControl` page): a drag from the content's top that pulls it down past
/// `pullThreshold` sets `isRefreshing` and sends `.valueChanged` to the targets
/// (`ScrollDragHandler`); `endRefreshing()` ends it. `beginRefreshing()`, which Apple's page
/// says is for a refresh started in code, sends nothing.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// Mirrors `isRefreshing`.
  public private(set) var isRefreshing = false
  /// Mirrors `attributedTitle`: kept, not drawn.
  open var attributedTitle: NSAttributedString?

  /// Mirrors `init()`, the designated initializer (through `init(frame:)`, as a view's).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Mirrors `beginRefreshing()`: the control shows it is refreshing; no action is sent.
  open func beginRefreshing() {
    isRefreshing = true
  }

  /// Mirrors `endRefreshing()`.
  open func endRefreshing() {
    isRefreshing = false
  }

  /// How far past the content's top a pull must go to begin refreshing. No source gives the
  /// distance: Transit chooses 100 points (docs/lifecycle.md#fact-pull-to-refresh).
  static let pullThreshold: CGFloat = 100

  /// The user pulled past the threshold: unless a refresh is under way, the control refreshes
  /// and notifies its targets.
  func pulled() {
    guard !isRefreshing, isEnabled else { return }
    isRefreshing = true
    sendActions(for: .valueChanged)
  }
}
