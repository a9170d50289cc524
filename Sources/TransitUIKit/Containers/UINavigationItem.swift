import Foundation

/// Mirrors `UINavigationItem`: what a navigation bar shows while its view controller is on top
/// of the stack: a title and bar button items (Cancel on the left, Save on the right).
///
/// Changing the items of the view controller on top updates the bar at once, as UIKit does.
@preconcurrency @MainActor
open class UINavigationItem {
  open var title: String? {
    didSet { itemsChanged() }
  }
  open var prompt: String?
  /// Mirrors `largeTitleDisplayMode` (iOS 11): kept, as a bar's large title is (its height is the
  /// standard one either way).
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

  /// Mirrors `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
  /// Mirrors `style` (iOS 16): kept; a bar here shows its items the same way in each style.
  open var style = ItemStyle.navigator

  /// Mirrors `UINavigationItem.ItemStyle` (iOS 16).
  public enum ItemStyle: Int, Sendable { case navigator, browser, editor }
  /// Mirrors `titleView`: shown in the middle of the navigation bar while the item is on top
  /// (`UINavigationBar.showItems(of:)`); a title string is not shown.
  open var titleView: UIView? {
    didSet { itemsChanged() }
  }
  open var backButtonTitle: String?
  /// Mirrors `backButtonDisplayMode` (iOS 14): how the back button that leads to this item
  /// shows its title, when `backBarButtonItem` is nil: the title, "Back", or no text.
  open var backButtonDisplayMode = BackButtonDisplayMode.default

  /// Mirrors `UINavigationItem.BackButtonDisplayMode` (iOS 14).
  public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
  /// Mirrors `standardAppearance` (iOS 13): the bar's appearance while this item is on top;
  /// kept, never drawn. So are the three below.
  open var standardAppearance: UINavigationBarAppearance?
  open var compactAppearance: UINavigationBarAppearance?
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  open var backBarButtonItem: UIBarButtonItem?
  /// Mirrors `hidesBackButton`.
  open var hidesBackButton = false {
    didSet { itemsChanged() }
  }
  /// Mirrors `leftItemsSupplementBackButton`: left items show beside the back button rather
  /// than in its place.
  open var leftItemsSupplementBackButton = false {
    didSet { itemsChanged() }
  }
  open var leftBarButtonItems: [UIBarButtonItem]? {
    didSet { itemsChanged() }
  }
  open var rightBarButtonItems: [UIBarButtonItem]? {
    didSet { itemsChanged() }
  }
  /// Mirrors `searchController` (iOS 11): the search controller whose bar the navigation bar
  /// shows while this item is on top.
  open var searchController: UISearchController? {
    didSet {
      searchController?.hostViewController = owner
      itemsChanged()
    }
  }
  /// Mirrors `hidesSearchBarWhenScrolling`; kept.
  open var hidesSearchBarWhenScrolling = true
  /// Mirrors `preferredSearchBarPlacement` (iOS 16): kept; the search bar is placed as before.
  open var preferredSearchBarPlacement = SearchBarPlacement.automatic

  /// Mirrors `UINavigationItem.SearchBarPlacement` (iOS 16).
  public enum SearchBarPlacement: Int, Sendable { case automatic, inline, stacked }

  /// The view controller this is the `navigationItem` of.
  weak var owner: UIViewController?

  public init(title: String) {
    self.title = title
  }

  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// Shows the change if the item is on top of a navigation controller's stack.
  private func itemsChanged() {
    guard let owner, let navigationController = owner.navigationController,
      navigationController.topViewController === owner
    else { return }
    navigationController.navigationBar.showItems(of: owner)
  }
}
