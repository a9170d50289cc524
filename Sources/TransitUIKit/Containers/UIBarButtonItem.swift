import Foundation

/// Mirrors `UIBarButtonItem`: a button a navigation bar shows for the view controller on top,
/// from its `navigationItem` (Cancel, Done, Add).
///
/// Its action is a method reference, as for the controls and gesture recognizers here:
/// `UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: FormViewController.cancel)`,
/// which `transit run` writes for `action: #selector(cancel)`. A tap on the bar's button sends
/// it to the target, with the item as the sender, as the target's own code.
///
/// `target` and `action` can be set after the item is made (`item.target = self;
/// item.action = #selector(close)`, which `transit run` writes as a `Selector` keeping the
/// method): a tap then sends the action to whatever the target is when it lands, as UIKit's
/// does, and to no one when there is none (UIKit would look up the responder chain).
@preconcurrency @MainActor
open class UIBarButtonItem {
  /// Mirrors `UIBarButtonItem.SystemItem`, with UIKit's raw values.
  public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, pageCurl, close

    /// The title a user hears and a UI test finds the button by (its accessibility label).
    var title: String {
      switch self {
      case .done: return "Done"
      case .cancel: return "Cancel"
      case .edit: return "Edit"
      case .save: return "Save"
      case .add: return "Add"
      case .flexibleSpace, .fixedSpace: return ""
      case .compose: return "Compose"
      case .reply: return "Reply"
      case .action: return "Share"
      case .organize: return "Organize"
      case .bookmarks: return "Bookmarks"
      case .search: return "Search"
      case .refresh: return "Refresh"
      case .stop: return "Stop"
      case .camera: return "Camera"
      case .trash: return "Delete"
      case .play: return "Play"
      case .pause: return "Pause"
      case .rewind: return "Rewind"
      case .fastForward: return "Fast Forward"
      case .undo: return "Undo"
      case .redo: return "Redo"
      case .pageCurl: return "Page Curl"
      case .close: return "Close"
      }
    }
  }

  /// Mirrors `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable {
    case plain = 0
    case bordered = 1
    case done = 2
  }

  open var title: String?
  open var image: UIImage?
  open var style: Style
  open var isEnabled = true
  open var tag = 0
  /// Mirrors `tintColor`: kept, as nothing is drawn.
  open var tintColor: UIColor?
  /// Mirrors `accessibilityLabel`; a system item's is its title.
  open var accessibilityLabel: String?
  /// Mirrors `target`: the object the action is sent to, held weakly as UIKit does; a tap sends
  /// the action to the target of that moment.
  open weak var target: AnyObject?
  /// Mirrors `action`: the selector given by name, when the item was made with one or it was set;
  /// an action given as a method reference has none. Setting it makes a tap send this selector's
  /// method (one `transit run` kept with `#selector`), or nothing for a selector that is a name
  /// alone.
  open var action: Selector? {
    didSet { send = Self.sender(for: action) }
  }
  let systemItem: SystemItem?
  /// The button a navigation bar last showed this item with.
  weak var shownButton: BarButtonView?
  /// Sends the action to the target it is given, with the item as the sender.
  private var send: ((AnyObject?, UIBarButtonItem) -> Void)?

  /// What a tap sends for a selector: its method, to a target of the method's class.
  private static func sender(for action: Selector?) -> ((AnyObject?, UIBarButtonItem) -> Void)? {
    guard let action, action.send != nil else { return nil }
    return { target, item in
      guard let target else { return }
      _ = action.send?(target, item)
    }
  }

  /// What a tap sends for a method reference taking the item, to a target of its class.
  private static func sender<Target: AnyObject>(
    _ action: @escaping (Target) -> @MainActor (UIBarButtonItem) -> Void
  ) -> (AnyObject?, UIBarButtonItem) -> Void {
    { target, item in
      guard let target = target as? Target else { return }
      action(target)(item)
    }
  }

  /// What a tap sends for a method reference taking nothing, to a target of its class.
  private static func sender<Target: AnyObject>(
    _ action: @escaping (Target) -> @MainActor () -> Void
  ) -> (AnyObject?, UIBarButtonItem) -> Void {
    { target, _ in
      guard let target = target as? Target else { return }
      action(target)()
    }
  }
  /// Mirrors `customView`: a view the bar shows in the item's place, which handles its own
  /// touches; a tap on it sends no action (Apple's `init(customView:)` page).
  open var customView: UIView? {
    didSet { shownButton?.showCustomView() }
  }

  /// Mirrors `init(customView:)`.
  public init(customView: UIView) {
    systemItem = nil
    style = .plain
    self.customView = customView
  }

  /// Mirrors `init(barButtonSystemItem:target:action:)`, the action taking the item.
  public init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target?,
    action: @escaping (Target) -> @MainActor (UIBarButtonItem) -> Void
  ) {
    self.systemItem = systemItem
    style = .plain
    self.target = target
    send = Self.sender(action)
  }

  /// Mirrors `init(barButtonSystemItem:target:action:)` for an action that takes no sender.
  public init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target?,
    action: @escaping (Target) -> @MainActor () -> Void
  ) {
    self.systemItem = systemItem
    style = .plain
    self.target = target
    send = Self.sender(action)
  }

  /// Mirrors `init(barButtonSystemItem:target:action:)` with an action given by name, or none.
  public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
    self.systemItem = systemItem
    style = .plain
    self.target = target
    self.action = action
    send = Self.sender(for: action)
  }

  /// Mirrors `init(title:style:target:action:)`, the action taking the item.
  public init<Target: AnyObject>(
    title: String?, style: Style, target: Target?,
    action: @escaping (Target) -> @MainActor (UIBarButtonItem) -> Void
  ) {
    systemItem = nil
    self.title = title
    self.style = style
    self.target = target
    send = Self.sender(action)
  }

  /// Mirrors `init(title:style:target:action:)` for an action that takes no sender.
  public init<Target: AnyObject>(
    title: String?, style: Style, target: Target?,
    action: @escaping (Target) -> @MainActor () -> Void
  ) {
    systemItem = nil
    self.title = title
    self.style = style
    self.target = target
    send = Self.sender(action)
  }

  /// Mirrors `init(title:style:target:action:)` with an action given by name, or none (a
  /// back button's item).
  public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
    systemItem = nil
    self.title = title
    self.style = style
    self.target = target
    self.action = action
    send = Self.sender(for: action)
  }

  /// Mirrors `init(image:style:target:action:)` for an action that takes no sender.
  public init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Target?,
    action: @escaping (Target) -> @MainActor () -> Void
  ) {
    systemItem = nil
    self.image = image
    self.style = style
    self.target = target
    send = Self.sender(action)
  }

  /// Mirrors `primaryAction` (iOS 14): run when the item is tapped, in place of its target and
  /// action; its title and image are the item's when it was made with it.
  open var primaryAction: UIAction?
  /// Mirrors `menu` (iOS 14): kept, never shown. An item with a menu and neither a primary
  /// action nor a target's action runs nothing when tapped here, where a device shows the menu.
  open var menu: UIMenu?

  /// Mirrors `init(primaryAction:)` (iOS 14).
  public convenience init(primaryAction: UIAction?) {
    self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
  }

  /// Mirrors `init(title:image:primaryAction:menu:)` (iOS 14): the action's title and image
  /// where none is given.
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    systemItem = nil
    style = .plain
    let actionTitle = primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 }
    self.title = title ?? actionTitle
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Mirrors `init(systemItem:primaryAction:menu:)` (iOS 14).
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.systemItem = systemItem
    style = .plain
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// What the button shows and a UI test finds it by: the title, else the system item's.
  var displayedTitle: String? {
    accessibilityLabel ?? title ?? systemItem?.title ?? image?.name
  }

  /// Gives the item the action a storyboard connects to it (an action to a method of the
  /// scene's, or a segue), sent to `target` as a tap sends an item's action.
  func connect(target: AnyObject?, _ action: @escaping (UIBarButtonItem) -> Void) {
    self.target = target
    send = { _, item in action(item) }
  }

  /// Sends the action to the target, as the target's own code, the way a tap does.
  func sendAction() {
    guard isEnabled, customView == nil else { return }
    if let primaryAction { return primaryAction.perform(sender: self) }
    guard let send else { return }
    let target = self.target
    guard let simulator = EngineContext.current, let target else {
      send(target, self)
      return
    }
    simulator.asCode(of: target) { send(target, self) }
  }
}
