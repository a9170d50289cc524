import Foundation

/// Mirrors `UIRefreshControl`, the pull-to-refresh control of a scroll view, a table view's
/// above all. A scenario's pan never scrolls content past its top (nothing scrolls by touch
/// here), so the user never pulls it: `beginRefreshing()` and `endRefreshing()` set
/// `isRefreshing` as the app's code says, and the `.valueChanged` action UIKit sends when the
/// user pulls is sent only by the app's own `sendActions(for:)`. Like `beginRefreshing()` on
/// iOS, which Apple's page says is for a refresh started in code, neither sends it.
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
}
