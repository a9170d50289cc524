import Foundation
import TransitUIKit

// A three-column split view: its display modes, a column shown and hidden, a detail, and the
// collapse to one column.
extension Everyday {
  /// A mail app's three-column split view controller on a window that changes width:
  /// collapsed at launch, expanded with the message list beside the message, the mailboxes
  /// shown with show(.primary) and hidden again with hide(.primary) as a mailbox is chosen, a
  /// message shown as the detail, then collapsed with the message list on top (Apple's
  /// UISplitViewController.DisplayMode, show(_:) and hide(_:) pages;
  /// docs/lifecycle.md#fact-split-display-modes).
  static let splitTripleColumn = Scenario(
    name: "split-triple-column",
    summary: "A three-column split view expanded, its mailboxes shown and hidden, a message "
      + "shown, then collapsed",
    source: "UISplitViewController (tripleColumn, iOS 14): show(_:), hide(_:), "
      + "splitViewController(_:willChangeTo:); docs/lifecycle.md#fact-split-display-modes"
  ) { device in
    let split = MailSplitViewController()
    device.window.rootViewController = split
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.resize(to: CGSize(width: 1180, height: 820))
    device.runUntilIdle()
    let messages = split.viewController(for: .supplementary) as? MessagesViewController
    let mailboxes = split.viewController(for: .primary) as? MailboxesViewController
    // Each row is read when it is tapped: the mailboxes load only once their column shows.
    let rows = [{ messages?.mailboxesButton }, { mailboxes?.inboxRow }, { messages?.firstMessage }]
    for row in rows {
      device.wait(0.5)
      if let view = row() { device.tap(view) }
      device.runUntilIdle()
    }
    device.wait(0.5)
    device.resize(to: CGSize(width: 393, height: 852))
    device.runUntilIdle()
  }

  /// The mail app's split view controller, keeping its delegate, which UIKit holds weakly.
  final class MailSplitViewController: UISplitViewController {
    let keptDelegate = MailSplitViewControllerDelegate()

    init() {
      super.init(style: .tripleColumn)
      delegate = keptDelegate
      setViewController(MailboxesViewController(), for: .primary)
      setViewController(MessagesViewController(), for: .supplementary)
      setViewController(EmptyMessageViewController(), for: .secondary)
    }
  }

  /// Keeps the message list on top when the interface collapses, and hears the display mode
  /// change, the collapse and the expansion.
  final class MailSplitViewControllerDelegate: ColumnKeepingSplitDelegate {
    init() { super.init(topColumn: .supplementary) }
  }

  /// The primary column: the mailboxes; choosing one hides the column.
  final class MailboxesViewController: UIViewController {
    private(set) var inboxRow = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      inboxRow = Everyday.tappableRow(
        "inboxRow", frame: CGRect(x: 0, y: 140, width: 320, height: 60), in: view,
        recognizer: UITapGestureRecognizer(
          target: self, action: MailboxesViewController.inboxTapped))
      title = "Mailboxes"
    }

    private func inboxTapped(_ recognizer: UITapGestureRecognizer) {
      splitViewController?.hide(.primary)
    }
  }

  /// The supplementary column: the messages of a mailbox, with a button that shows the
  /// mailboxes and rows that show a message as the detail.
  final class MessagesViewController: UIViewController {
    private(set) var mailboxesButton = UIView()
    private(set) var firstMessage = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      mailboxesButton = Everyday.tappableRow(
        "mailboxesButton", frame: CGRect(x: 0, y: 60, width: 120, height: 44), in: view,
        recognizer: UITapGestureRecognizer(
          target: self, action: MessagesViewController.mailboxesTapped))
      firstMessage = Everyday.tappableRow(
        "firstMessage", frame: CGRect(x: 0, y: 140, width: 320, height: 80), in: view,
        recognizer: UITapGestureRecognizer(
          target: self, action: MessagesViewController.messageTapped))
      title = "Inbox"
    }

    private func mailboxesTapped(_ recognizer: UITapGestureRecognizer) {
      splitViewController?.show(.primary)
    }

    private func messageTapped(_ recognizer: UITapGestureRecognizer) {
      showDetailViewController(MessageViewController(), sender: self)
    }
  }

  /// The secondary column before a message is chosen.
  final class EmptyMessageViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .gray
    }
  }

  /// A message, shown in the secondary column.
  final class MessageViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
    }
  }
}

/// A split view controller's delegate that keeps a column on top when the interface collapses,
/// and hears the display mode change, the collapse and the expansion: the scenarios' and the
/// scenario files' own.
class ColumnKeepingSplitDelegate: UISplitViewControllerDelegate {
  let topColumn: UISplitViewController.Column

  init(topColumn: UISplitViewController.Column) {
    self.topColumn = topColumn
  }

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    topColumn
  }

  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}

  func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

  func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
