import Foundation

/// Mirrors `UITab` (iOS 18): one tab of a tab bar controller given tabs, with its title, image,
/// identifier and the closure that makes its view controller.
///
/// The closure runs once, the first time `viewController` is read, and its view controller is
/// kept (UIKit 18.2's `-[UITab viewController]`); a tab bar controller reads it for every root
/// tab when its tabs are set (docs/lifecycle.md#fact-tab-provider-once).
@preconcurrency @MainActor
open class UITab: NSObject {
  /// Mirrors `UITab.Placement`: where a tab may sit in the tab bar and sidebar. Kept; the
  /// compact tab bar Transit draws shows every root tab in order.
  public enum Placement: Int, Sendable {
    case automatic, `default`, optional, movable, pinned, fixed, sidebarOnly
  }

  /// Mirrors `title`.
  open var title: String {
    didSet { viewControllerIfMade?.tabBarItem.title = title }
  }
  /// Mirrors `subtitle`; kept, never drawn.
  open var subtitle: String?
  /// Mirrors `image`.
  open var image: UIImage? {
    didSet { viewControllerIfMade?.tabBarItem.image = image }
  }
  /// Mirrors `identifier`, unique among a tab bar controller's tabs.
  public let identifier: String
  /// Mirrors `badgeValue`.
  open var badgeValue: String? {
    didSet { viewControllerIfMade?.tabBarItem.badgeValue = badgeValue }
  }
  /// Mirrors `isHidden`, `isHiddenByDefault` and `allowsHiding`: kept for a sidebar's
  /// customization, which the compact tab bar has not.
  open var isHidden = false
  open var isHiddenByDefault = false
  open var allowsHiding = false
  /// Mirrors `isSpringLoaded`; kept.
  open var isSpringLoaded = true
  /// Mirrors `preferredPlacement`.
  open var preferredPlacement = Placement.automatic
  /// Mirrors `userInfo`.
  open var userInfo: Any?

  /// Mirrors `parent`: the group the tab is a child of.
  public internal(set) weak var parent: UITabGroup?
  /// Mirrors `tabBarController`: the tab bar controller whose tabs hold this one.
  public var tabBarController: UITabBarController? {
    ownerStorage ?? parent?.tabBarController
  }
  weak var ownerStorage: UITabBarController?

  private let viewControllerProvider: ((UITab) -> UIViewController)?
  private(set) var viewControllerIfMade: UIViewController?

  /// Mirrors `init(title:image:identifier:viewControllerProvider:)`.
  public init(
    title: String, image: UIImage?, identifier: String,
    viewControllerProvider: ((UITab) -> UIViewController)? = nil
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier
    self.viewControllerProvider = viewControllerProvider
    super.init()
  }

  /// Mirrors `viewController`: made by the provider the first time it is read, then kept. The
  /// view controller's `tab` is this one, and its tab bar item takes the tab's title, image and
  /// badge (UIKit 18.2's `-[UITab viewController]` and `_updateLinkedTabBarItem`).
  open var viewController: UIViewController? {
    if viewControllerIfMade == nil, let viewControllerProvider {
      let made = viewControllerProvider(self)
      viewControllerIfMade = made
      made.tab = self
      made.tabBarItem.title = title
      made.tabBarItem.image = image
      made.tabBarItem.badgeValue = badgeValue
    }
    return viewControllerIfMade
  }

  open override var description: String {
    "<\(Swift.type(of: self)): identifier = \(identifier); title = \(title)>"
  }
}

/// Mirrors `UISearchTab` (iOS 18): a tab with the system's Search title and magnifying glass,
/// and the identifier and pinned placement UIKit 18.2 gives it. On an iPhone it is a tab like
/// any other, where the app puts it (docs/lifecycle.md#fact-search-tab-iphone).
@preconcurrency @MainActor
open class UISearchTab: UITab {
  /// Mirrors `init(viewControllerProvider:)`.
  public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
    super.init(
      title: "Search", image: UIImage(systemName: "magnifyingglass"),
      identifier: "com.apple.UIKit.Search", viewControllerProvider: viewControllerProvider)
    preferredPlacement = .pinned
  }
}

/// Mirrors `UITabGroup` (iOS 18): a tab with children, which an iPad shows as a section of its
/// sidebar. On the compact tab bar a root group is one tab, showing its own view controller.
@preconcurrency @MainActor
open class UITabGroup: UITab {
  /// Mirrors `UITabGroup.SidebarAppearance`; kept.
  public enum SidebarAppearance: Int, Sendable {
    case automatic, inline, rootSection
  }

  /// Mirrors `children`.
  open var children: [UITab] {
    didSet { adoptChildren() }
  }
  /// Mirrors `selectedChild`.
  open var selectedChild: UITab?
  /// Mirrors `defaultChildIdentifier`.
  open var defaultChildIdentifier: String?
  /// Mirrors `allowsReordering`; kept.
  open var allowsReordering = false
  /// Mirrors `sidebarAppearance`; kept.
  open var sidebarAppearance = SidebarAppearance.automatic

  /// Mirrors `init(title:image:identifier:children:viewControllerProvider:)`.
  public init(
    title: String, image: UIImage?, identifier: String, children: [UITab],
    viewControllerProvider: ((UITab) -> UIViewController)? = nil
  ) {
    self.children = children
    super.init(
      title: title, image: image, identifier: identifier,
      viewControllerProvider: viewControllerProvider)
    adoptChildren()
  }

  /// Mirrors `tab(forIdentifier:)`: this group's descendant with `identifier`, depth first.
  open func tab(forIdentifier identifier: String) -> UITab? {
    for child in children {
      if child.identifier == identifier { return child }
      if let group = child as? UITabGroup, let found = group.tab(forIdentifier: identifier) {
        return found
      }
    }
    return nil
  }

  private func adoptChildren() {
    for child in children { child.parent = self }
  }
}
