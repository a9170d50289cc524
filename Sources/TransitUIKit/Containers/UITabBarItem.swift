import Foundation

/// Mirrors `UITabBarItem`: the title and image a tab bar shows for a view controller. Transit's
/// tab bar draws nothing, so an item is kept as it is set.
@preconcurrency @MainActor
open class UITabBarItem {
  open var title: String?
  open var image: UIImage?
  open var selectedImage: UIImage?
  open var tag: Int
  open var badgeValue: String?
  /// Mirrors `standardAppearance` (iOS 13): the bar's appearance while this item is selected;
  /// kept, never drawn.
  open var standardAppearance: UITabBarAppearance?
  /// Mirrors `scrollEdgeAppearance` (iOS 15); kept.
  open var scrollEdgeAppearance: UITabBarAppearance?
  /// Mirrors `isEnabled`; a tap on a disabled item's tab still switches here.
  open var isEnabled = true
  /// Mirrors `imageInsets` and `landscapeImagePhoneInsets` (`UIBarItem`'s): kept, never drawn.
  open var imageInsets = UIEdgeInsets.zero
  open var landscapeImagePhoneInsets = UIEdgeInsets.zero

  public init(title: String?, image: UIImage?, tag: Int) {
    systemItem = nil
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Mirrors `UITabBarItem.SystemItem`: an item whose title and image are the system's.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed
  }

  /// The system item the item was made as, whose title and image the system gives.
  public let systemItem: SystemItem?

  /// Mirrors `init(tabBarSystemItem:tag:)`: the title and image are the system's, and cannot
  /// be changed (Apple's page); `title` stays nil.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    self.tag = tag
  }

  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    systemItem = nil
    tag = 0
  }
}
