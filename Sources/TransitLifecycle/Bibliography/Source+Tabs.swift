// What iOS 18's tabs (UITab) rest on: Apple's article and symbol pages, and UIKit 18.2's binary,
// where the order the pages leave open is read (docs/lifecycle.md#tabs-ios-18).
extension Source {
  // MARK: Apple's article and symbol pages

  package static let appleTabBarAndSidebar = Source(
    "apple-tab-bar-and-sidebar", .guides, .appleArticle,
    "Apple article \"Elevating your iPad app with a tab bar and sidebar\"",
    .url(
      "https://developer.apple.com/documentation/uikit/elevating-your-ipad-app-with-a-tab-bar-and-sidebar"
    ),
    note: "Create a UITabBarController and assign an array of UITab objects to its tabs "
      + "property; in each tab's closure, return the view controller the app presents when "
      + "someone selects the tab.")

  package static let uikitTabInit = page(
    "uikit-tab-init", "UITab.init(title:image:identifier:viewControllerProvider:)",
    "uitab/init(title:image:identifier:viewcontrollerprovider:)",
    note: "The identifier must be unique across all the tabs a UITabBarController manages; the "
      + "provider gives the view controller the system presents when someone selects the tab.")

  package static let uikitTabViewController = page(
    "uikit-tab-view-controller", "UITab.viewController", "uitab/viewcontroller",
    note: "The view controller that the system presents when someone selects a tab; read-only.")

  package static let uikitTabBarTabs = page(
    "uikit-tab-bar-tabs", "UITabBarController.tabs", "uitabbarcontroller/tabs")

  package static let uikitSetTabs = page(
    "uikit-set-tabs", "UITabBarController.setTabs(_:animated:)",
    "uitabbarcontroller/settabs(_:animated:)")

  package static let uikitSelectedTab = page(
    "uikit-selected-tab", "UITabBarController.selectedTab", "uitabbarcontroller/selectedtab",
    note: "The currently selected tab, a root tab or any of their descendants; nil by default.")

  package static let uikitTabShouldSelectTab = page(
    "uikit-tab-should-select-tab",
    "UITabBarControllerDelegate.tabBarController(_:shouldSelectTab:)",
    "uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselecttab:)",
    note: "Return YES if the specified tab can be selected by the user.")

  package static let uikitTabDidSelectTab = page(
    "uikit-tab-did-select-tab",
    "UITabBarControllerDelegate.tabBarController(_:didSelectTab:previousTab:)",
    "uitabbarcontrollerdelegate/tabbarcontroller(_:didselecttab:previoustab:)",
    note: "Tells the delegate that the user selected the tab; previousTab is optional. The page "
      + "does not say whether a change made in code is told too.")

  package static let uikitSearchTab = page(
    "uikit-search-tab", "UISearchTab.init(viewControllerProvider:)",
    "uisearchtab/init(viewcontrollerprovider:)",
    note: "A search tab with a system localized title and image.")

  package static let uikitTabBarModeTabSidebar = page(
    "uikit-tab-bar-mode-tab-sidebar", "UITabBarController.Mode.tabSidebar",
    "uitabbarcontroller/mode-swift.enum/tabsidebar",
    note: "On iPhone and Apple TV, the system displays the platform's regular tab bar.")

  // MARK: UIKit's binary, iOS 18.2 (22C152)

  package static let dec18TabViewController = Source(
    "dec18-tab-view-controller", .binary18, .binary,
    "UIKit 18.2: a tab's view controller, made once",
    .symbol(
      "-[UITab viewController]; -[UITab initWithTitle:image:identifier:viewControllerProvider:]",
      ios: "iOS 18.2 (22C152)", decompile: decompile18("UITab.m")),
    note: "The provider runs only while no view controller is kept, and its result is kept; the "
      + "view controller gets the tab (a view controller already given to another tab raises) "
      + "and its tab bar item the tab's title, image and badge.")

  package static let dec18SetTabs = Source(
    "dec18-set-tabs", .binary18, .binary,
    "UIKit 18.2: setting a tab bar controller's tabs",
    .symbol(
      "-[UITabBarController setTabs:animated:] and its blocks; -[UITabBarController "
        + "initWithTabs:]; -[UITabBarController viewControllers]; -[UITabBarController "
        + "setViewControllers:animated:]",
      ios: "iOS 18.2 (22C152)", decompile: decompile18("UITabBarController.m")),
    note: "setTabs marks the controller as having tabs, reads every root tab's view controller "
      + "(raising for a nil one), makes them the children through _setViewControllers:animated:, "
      + "then selects again the tab with the identifier selected before; initWithTabs: is "
      + "initWithNibName:bundle: then setTabs:. While the controller has tabs, viewControllers "
      + "returns nil; setViewControllers:animated: clears the mark.")

  package static let dec18TabSelection = Source(
    "dec18-tab-selection", .binary18, .binary,
    "UIKit 18.2: a tap, and a change of the selected tab, with tabs",
    .symbol(
      "-[UITabBarController _tabBarItemClicked:]; -[UITabBarController "
        + "_setSelectedViewControllerAndNotify:]; -[UITabBarController _shouldSelectTab:]; "
        + "-[UITabBarController setSelectedTab:]; -[UITabBarController "
        + "_selectedLeafDidChange:previousLeaf:]; -[UITabBarController "
        + "transitionFromViewController:toViewController:transition:shouldSetSelected:]",
      ios: "iOS 18.2 (22C152)", decompile: decompile18("UITabBarController.m")),
    note: "With tabs, a tap asks tabBarController:shouldSelectTab: (not shouldSelect"
      + "ViewController:), then switches through _setSelectedViewController:performUpdates: "
      + "without tabBarController:didSelectViewController:; tabBarController:didSelectTab:"
      + "previousTab: is sent from _selectedLeafDidChange:previousLeaf:, for any change of the "
      + "selected tab while the controller has tabs, with no check of who made it. A delegate's "
      + "animator is asked for its duration at once but started (animateTransition:) only after "
      + "the current Core Animation transaction commits.")

  package static let dec18TabModel = Source(
    "dec18-tab-model", .binary18, .binary,
    "UIKit 18.2: the tab model's selection",
    .symbol(
      "-[_UITabModel _setSelectedItem:notifyDelegateOnReselection:]; -[_UITabModel "
        + "_updateSelectedLeafPerformBeforeNotifyingBlock:]",
      ios: "iOS 18.2 (22C152)", decompile: decompile18("_UITabModel.m")),
    note: "The selected item is stored, the block that switches the view controller runs, and "
      + "only if the selected leaf changed are the observers and then the tab bar controller "
      + "(_selectedLeafDidChange:previousLeaf:) told.")

  package static let dec18SearchTab = Source(
    "dec18-search-tab", .binary18, .binary,
    "UIKit 18.2: the search tab",
    .symbol(
      "-[UISearchTab initWithViewControllerProvider:]", ios: "iOS 18.2 (22C152)",
      decompile: decompile18("UISearchTab.m")),
    note: "A UITab with the localized title Search, the magnifyingglass symbol, the identifier "
      + "com.apple.UIKit.Search and the pinned placement; nothing else.")
}
