import Foundation
import TransitTrace

/// Mirrors `UITabBarController`: one view controller per tab, of which the selected one is on
/// screen, switched by a tap on the tab bar or by setting `selectedIndex` or
/// `selectedViewController` in code.
///
/// A switch follows docs/lifecycle.md#order-f: a tap asks `shouldSelect` first and tells
/// `didSelect` after; every switch asks the delegate for an animator. The switch itself runs
/// synchronously inside the selection, in `TabTransition`.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// Mirrors `delegate`, which UIKit holds weakly (Apple's UITabBarController.delegate page):
  /// a delegate nothing else keeps is freed, and switches are then UIKit's own
  /// (docs/lifecycle.md#fact-released-delegate).
  public var delegate: (any UITabBarControllerDelegate)? {
    get { delegateStorage.value }
    set { delegateStorage.set(newValue) }
  }
  var delegateStorage = WeakDelegate<any UITabBarControllerDelegate>()

  var tabs: [UIViewController] = []
  /// The selected tab; a switch changes it when it starts, and a cancelled one puts it back.
  var selection = 0

  /// The view the selected view controller's view lives in, and the container view of every
  /// switch: UIKit's `UITransitionView`.
  private(set) lazy var transitionView = ContainerPartView(
    container: self, part: "container", className: "UITransitionView")

  /// Mirrors `tabBar`.
  public private(set) lazy var tabBar = UITabBar(tabBarController: self)

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: The tabs

  /// Mirrors `viewControllers`; setting it calls `setViewControllers(_:animated:)`.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Mirrors `setViewControllers(_:animated:)`. Transit models it as configuration before the
  /// tab bar controller is on screen: the tabs become children and the first stays selected.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    for old in tabs where !(viewControllers ?? []).contains(where: { $0 === old }) {
      if old.viewIfLoaded?.superview === transitionView { old.view.removeFromSuperview() }
      old.detachFromParent()
    }
    tabs = viewControllers ?? []
    for tab in tabs where tab.parent !== self { attachChild(tab) }
    if !tabs.indices.contains(selection) { selection = 0 }
    if isViewLoaded { runAsUIKit { tabBar.rebuildButtons(count: tabs.count) } }
  }

  /// Mirrors `selectedIndex`. Setting it in code switches tabs without asking `shouldSelect` or
  /// telling `didSelect`, but with the animator requests (Apple's UITabBarControllerDelegate
  /// pages; Matt Neuburg's example; docs/lifecycle.md#fact-tab-animator-every-switch).
  open var selectedIndex: Int {
    get { selection }
    set {
      guard let simulator = EngineContext.current else {
        if tabs.indices.contains(newValue) { selection = newValue }
        return
      }
      simulator.select(tabAt: newValue, of: self, by: .selectedIndex, newValue: .int(newValue))
    }
  }

  /// Mirrors `selectedViewController`; setting it is the same as setting `selectedIndex`.
  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(selection) ? tabs[selection] : nil }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
      guard let simulator = EngineContext.current else {
        selection = index
        return
      }
      simulator.select(
        tabAt: index, of: self, by: .selectedViewController,
        newValue: simulator.reference(newValue, role: .presentedViewController))
    }
  }

  // MARK: The view

  /// Builds UIKit's hierarchy: the transition view that holds the selected view controller's
  /// view, and the tab bar with a button per tab.
  open override func loadView() {
    let root = LayoutContainerView(frame: EngineContext.current?.screenBounds ?? .zero)
    view = root
    runAsUIKit {
      transitionView.frame = root.bounds
      root.addSubview(transitionView)
      tabBar.frame = CGRect(
        x: 0, y: root.bounds.height - 83, width: root.bounds.width, height: 83)
      root.addSubview(tabBar)
      tabBar.rebuildButtons(count: tabs.count)
    }
  }

  /// The selected tab decides whether the status bar shows: UIKit's tab bar controller returns
  /// its selected view controller here (SlideMenuControllerSwift #167, its maintainer), and
  /// the App Store clone the appstore-today scenario comes from relies on it, hiding the status
  /// bar from its Today tab.
  open override var childForStatusBarHidden: UIViewController? { selectedViewController }

  // MARK: Appearance

  override var childrenAppearWithTheirViews: Bool { false }

  override var childrenForAppearanceForwarding: [UIViewController] {
    selectedViewController.map { [$0] } ?? []
  }

  /// Forwards the tab bar controller's appearance to the selected view controller, installing
  /// its view first the first time it appears here: its `viewDidLoad()` comes before its
  /// `viewWillAppear(_:)` (pgzxc's tab switch log).
  override func forwardBeginAppearance(_ isAppearing: Bool, animated: Bool, caller: String?) {
    loadViewIfNeeded()
    if isAppearing, shouldAutomaticallyForwardAppearanceMethods,
      let selected = selectedViewController, selected.viewIfLoaded?.superview !== transitionView
    {
      for tab in tabs where tab.viewIfLoaded?.superview === transitionView {
        tab.view.removeFromSuperview()
      }
      let selectedView = selected.view!
      selectedView.frame = transitionView.bounds
      transitionView.addSubview(selectedView)
    }
    super.forwardBeginAppearance(isAppearing, animated: animated, caller: caller)
  }
}

extension UIViewController {
  /// The nearest tab bar controller among this view controller's ancestors.
  public var tabBarController: UITabBarController? {
    var candidate = parent
    while let current = candidate {
      if let tabBarController = current as? UITabBarController { return tabBarController }
      candidate = current.parent
    }
    return nil
  }
}
