// The calls of UIKit's container view controllers and their delegates, list views and the status
// bar. Selectors from the UIKit SDK headers; Swift spellings from Apple's symbol pages.
extension CallDefinition {
  /// The calls of navigation and tab bar controllers, their delegates, lists and the status bar.
  static let containers: [CallDefinition] = [
    CallDefinition(
      .pushViewController, in: "UINavigationController", receiver: .navigationController,
      selectors: ["pushViewController:animated:"],
      parameters: [.object("viewController"), .bool("animated")], channel: .requests),
    CallDefinition(
      .popViewController, in: "UINavigationController", receiver: .navigationController,
      selectors: ["popViewControllerAnimated:"], older: ["popViewControllerAnimated(_:)"],
      parameters: [.bool("animated")], returns: .object, channel: .requests),
    CallDefinition(
      .popToRootViewController, in: "UINavigationController", receiver: .navigationController,
      selectors: ["popToRootViewControllerAnimated:"],
      older: ["popToRootViewControllerAnimated(_:)"], parameters: [.bool("animated")],
      returns: .object, channel: .requests),
    CallDefinition(
      .setViewControllers, in: "UINavigationController", receiver: .navigationController,
      selectors: ["setViewControllers:animated:"],
      parameters: [.object("viewControllers"), .bool("animated")], channel: .requests),
    CallDefinition(
      .navigationControllerWillShow, in: "UINavigationControllerDelegate",
      receiver: .containerDelegate,
      selectors: ["navigationController:willShowViewController:animated:"],
      older: [
        "navigationController(_:willShowViewController:animated:)", "willShowViewController",
      ],
      parameters: [.object("navigationController"), .object("viewController"), .bool("animated")],
      channel: .containerNotifications),
    CallDefinition(
      .navigationControllerDidShow, in: "UINavigationControllerDelegate",
      receiver: .containerDelegate,
      selectors: ["navigationController:didShowViewController:animated:"],
      older: ["navigationController(_:didShowViewController:animated:)", "didShowViewController"],
      parameters: [.object("navigationController"), .object("viewController"), .bool("animated")],
      channel: .containerNotifications),
    CallDefinition(
      .navigationAnimationController, in: "UINavigationControllerDelegate",
      receiver: .containerDelegate,
      selectors: [
        "navigationController:animationControllerForOperation:fromViewController:toViewController:"
      ],
      older: [
        "navigationController(_:animationControllerForOperation:fromViewController:toViewController:)"
      ],
      parameters: [
        .object("navigationController"), .other("operation"), .object("fromVC"), .object("toVC"),
      ], returns: .object, channel: .containerRequests),
    CallDefinition(
      .navigationInteractionController, in: "UINavigationControllerDelegate",
      receiver: .containerDelegate,
      selectors: ["navigationController:interactionControllerForAnimationController:"],
      older: ["navigationController(_:interactionControllerForAnimationController:)"],
      parameters: [.object("navigationController"), .object("animationController")],
      returns: .object, channel: .containerRequests),
    CallDefinition(
      .selectedIndex, in: "UITabBarController", receiver: .tabBarController, kind: .setter,
      selectors: ["setSelectedIndex:", "selectedIndex"], parameters: [.number("newValue")],
      channel: .requests),
    CallDefinition(
      .selectedViewController, in: "UITabBarController", receiver: .tabBarController, kind: .setter,
      selectors: ["setSelectedViewController:", "selectedViewController"],
      parameters: [.object("newValue")], channel: .requests),
    CallDefinition(
      .selectedTab, in: "UITabBarController", receiver: .tabBarController, kind: .setter,
      selectors: ["setSelectedTab:", "selectedTab"], parameters: [.other("newValue")],
      channel: .requests),
    CallDefinition(
      .tabBarControllerShouldSelectTab, in: "UITabBarControllerDelegate",
      receiver: .containerDelegate, selectors: ["tabBarController:shouldSelectTab:"],
      parameters: [.object("tabBarController"), .other("tab")], returns: .value,
      channel: .containerNotifications),
    CallDefinition(
      .tabBarControllerDidSelectTab, in: "UITabBarControllerDelegate",
      receiver: .containerDelegate, selectors: ["tabBarController:didSelectTab:previousTab:"],
      parameters: [.object("tabBarController"), .other("selectedTab"), .other("previousTab")],
      channel: .containerNotifications),
    CallDefinition(
      .tabBarControllerShouldSelect, in: "UITabBarControllerDelegate", receiver: .containerDelegate,
      selectors: ["tabBarController:shouldSelectViewController:"],
      older: ["tabBarController(_:shouldSelectViewController:)"],
      parameters: [.object("tabBarController"), .object("viewController")], returns: .value,
      channel: .containerNotifications),
    CallDefinition(
      .tabBarControllerDidSelect, in: "UITabBarControllerDelegate", receiver: .containerDelegate,
      selectors: ["tabBarController:didSelectViewController:"],
      older: ["tabBarController(_:didSelectViewController:)"],
      parameters: [.object("tabBarController"), .object("viewController")],
      channel: .containerNotifications),
    CallDefinition(
      .tabBarAnimationController, in: "UITabBarControllerDelegate", receiver: .containerDelegate,
      selectors: [
        "tabBarController:animationControllerForTransitionFromViewController:toViewController:"
      ],
      older: [
        "tabBarController(_:animationControllerForTransitionFromViewController:toViewController:)"
      ], parameters: [.object("tabBarController"), .object("fromVC"), .object("toVC")],
      returns: .object, channel: .containerRequests),
    CallDefinition(
      .tabBarInteractionController, in: "UITabBarControllerDelegate", receiver: .containerDelegate,
      selectors: ["tabBarController:interactionControllerForAnimationController:"],
      older: ["tabBarController(_:interactionControllerForAnimationController:)"],
      parameters: [.object("tabBarController"), .object("animationController")], returns: .object,
      channel: .containerRequests),
    CallDefinition(
      .collectionViewNumberOfItems, in: "UICollectionViewDataSource", receiver: .listDelegate,
      selectors: ["collectionView:numberOfItemsInSection:"],
      parameters: [.object("collectionView"), .number("section")], returns: .value),
    CallDefinition(
      .collectionViewCellForItem, in: "UICollectionViewDataSource", receiver: .listDelegate,
      selectors: ["collectionView:cellForItemAtIndexPath:"],
      older: ["collectionView(_:cellForItemAtIndexPath:)"],
      parameters: [.object("collectionView"), .other("indexPath")], returns: .object),
    CallDefinition(
      .collectionViewShouldHighlight, in: "UICollectionViewDelegate", receiver: .listDelegate,
      selectors: ["collectionView:shouldHighlightItemAtIndexPath:"],
      older: ["collectionView(_:shouldHighlightItemAtIndexPath:)"],
      parameters: [.object("collectionView"), .other("indexPath")], returns: .value),
    CallDefinition(
      .collectionViewDidHighlight, in: "UICollectionViewDelegate", receiver: .listDelegate,
      selectors: ["collectionView:didHighlightItemAtIndexPath:"],
      older: ["collectionView(_:didHighlightItemAtIndexPath:)"],
      parameters: [.object("collectionView"), .other("indexPath")]),
    CallDefinition(
      .collectionViewDidUnhighlight, in: "UICollectionViewDelegate", receiver: .listDelegate,
      selectors: ["collectionView:didUnhighlightItemAtIndexPath:"],
      older: ["collectionView(_:didUnhighlightItemAtIndexPath:)"],
      parameters: [.object("collectionView"), .other("indexPath")]),
    CallDefinition(
      .collectionViewShouldSelect, in: "UICollectionViewDelegate", receiver: .listDelegate,
      selectors: ["collectionView:shouldSelectItemAtIndexPath:"],
      older: ["collectionView(_:shouldSelectItemAtIndexPath:)"],
      parameters: [.object("collectionView"), .other("indexPath")], returns: .value),
    CallDefinition(
      .collectionViewDidSelect, in: "UICollectionViewDelegate", receiver: .listDelegate,
      selectors: ["collectionView:didSelectItemAtIndexPath:"],
      older: ["collectionView(_:didSelectItemAtIndexPath:)"],
      parameters: [.object("collectionView"), .other("indexPath")]),
    CallDefinition(
      .tableViewNumberOfRows, in: "UITableViewDataSource", receiver: .listDelegate,
      selectors: ["tableView:numberOfRowsInSection:"],
      parameters: [.object("tableView"), .number("section")], returns: .value),
    CallDefinition(
      .tableViewCellForRow, in: "UITableViewDataSource", receiver: .listDelegate,
      selectors: ["tableView:cellForRowAtIndexPath:"],
      older: ["tableView(_:cellForRowAtIndexPath:)"],
      parameters: [.object("tableView"), .other("indexPath")], returns: .object),
    CallDefinition(
      .tableViewShouldHighlight, in: "UITableViewDelegate", receiver: .listDelegate,
      selectors: ["tableView:shouldHighlightRowAtIndexPath:"],
      older: ["tableView(_:shouldHighlightRowAtIndexPath:)"],
      parameters: [.object("tableView"), .other("indexPath")], returns: .value),
    CallDefinition(
      .tableViewDidHighlight, in: "UITableViewDelegate", receiver: .listDelegate,
      selectors: ["tableView:didHighlightRowAtIndexPath:"],
      older: ["tableView(_:didHighlightRowAtIndexPath:)"],
      parameters: [.object("tableView"), .other("indexPath")]),
    CallDefinition(
      .tableViewDidUnhighlight, in: "UITableViewDelegate", receiver: .listDelegate,
      selectors: ["tableView:didUnhighlightRowAtIndexPath:"],
      older: ["tableView(_:didUnhighlightRowAtIndexPath:)"],
      parameters: [.object("tableView"), .other("indexPath")]),
    CallDefinition(
      .tableViewWillSelect, in: "UITableViewDelegate", receiver: .listDelegate,
      selectors: ["tableView:willSelectRowAtIndexPath:"],
      older: ["tableView(_:willSelectRowAtIndexPath:)"],
      parameters: [.object("tableView"), .other("indexPath")], returns: .value),
    CallDefinition(
      .tableViewDidSelect, in: "UITableViewDelegate", receiver: .listDelegate,
      selectors: ["tableView:didSelectRowAtIndexPath:"],
      older: ["tableView(_:didSelectRowAtIndexPath:)"],
      parameters: [.object("tableView"), .other("indexPath")]),
    CallDefinition(
      .prefersStatusBarHidden, in: "UIViewController", receiver: .viewController, kind: .getter,
      selectors: ["prefersStatusBarHidden"], older: ["prefersStatusBarHidden()"], returns: .value),
    CallDefinition(
      .setNeedsStatusBarAppearanceUpdate, in: "UIViewController", receiver: .viewController,
      selectors: ["setNeedsStatusBarAppearanceUpdate"]),
  ]
}
