import Foundation

/// Mirrors `UIContextualAction` (iOS 11): a button a row shows when swiped, with the handler UIKit
/// runs when it is tapped, or when a full swipe performs it (`RowSwipeHandler`). Calling the
/// handler's completion hides the actions. A destructive action deletes no row itself: the
/// handler deletes it, as Apple's pages leave it to the app.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// Mirrors `UIContextualAction.Style`.
  public enum Style: Int, Sendable { case normal, destructive }

  /// Mirrors `UIContextualAction.Handler`: the action, the view that showed it, and the block
  /// to call with whether the action was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  public let style: Style
  public let handler: Handler
  open var title: String?
  open var backgroundColor: UIColor!
  open var image: UIImage?

  /// Mirrors `init(style:title:handler:)`; a destructive action is red, a normal one gray.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
    super.init()
  }
}

/// Mirrors `UISwipeActionsConfiguration` (iOS 11): the actions a swiped row shows, first
/// nearest the edge it was swiped from (`RowSwipeHandler`).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  public let actions: [UIContextualAction]
  /// Mirrors `performsFirstActionWithFullSwipe`: true by default.
  open var performsFirstActionWithFullSwipe = true

  /// Mirrors `init(actions:)`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
