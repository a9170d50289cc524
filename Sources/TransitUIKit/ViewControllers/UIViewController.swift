import Foundation

/// A headless `UIViewController` with UIKit's names: a lazily loaded view, the appearance
/// callbacks, modal presentation and child containment.
///
/// Subclass it and override the callbacks as in UIKit; the engine calls them in the order real
/// iOS does and logs each call. The defaults do nothing.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  /// Mirrors `title`: setting it sets the navigation item's title too, as Apple's page says.
  open var title: String? {
    didSet { navigationItem.title = title }
  }
  /// The key commands added with `addKeyCommand(_:)` (`UIKeyCommand.swift`).
  var addedKeyCommands: [UIKeyCommand] = []
  private var loadedView: UIView?

  /// Mirrors `next`: its view's superview (Apple's UIResponder `next` page).
  open override var next: UIResponder? { viewIfLoaded?.superview }

  /// Mirrors `modalPresentationStyle`; `.automatic` resolves to `.pageSheet` (iOS 13+).
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// Mirrors `transitioningDelegate`, which UIKit holds weakly (Apple's transitioningDelegate
  /// page): a delegate nothing else keeps is freed, and UIKit then animates with its own
  /// animator for the style (docs/lifecycle.md#fact-released-delegate).
  open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get { transitioningDelegateStorage.value }
    set { transitioningDelegateStorage.set(newValue) }
  }
  var transitioningDelegateStorage = WeakDelegate<any UIViewControllerTransitioningDelegate>()
  /// Mirrors `modalPresentationCapturesStatusBarAppearance`: a non-fullscreen presented view
  /// controller takes over the status bar only when this is true.
  open var modalPresentationCapturesStatusBarAppearance = false
  /// Mirrors `definesPresentationContext`, for `.currentContext` presentations.
  open var definesPresentationContext = false
  /// Mirrors `isModalInPresentation` (iOS 13): true keeps a sheet from being swiped away; UIKit
  /// reads it, logged, when a swipe would dismiss the sheet.
  open var isModalInPresentation = false
  /// Set when a transition ended an appearance change that another had turned around: that
  /// one's end then prints UIKit's "Unbalanced calls" warning.
  /// The appearance begins not ended yet, as UIKit counts them.
  var appearanceLevel = 0
  /// Set when a begin came in the other direction while an appearance change was open.
  var turnedAround = false

  /// The view controller this one presents itself, set as soon as `present` is called (UIKit's
  /// private `_childModalViewController`).
  var modalChild: UIViewController?
  /// The view controller that presents this one itself; cleared when the dismissal completes,
  /// before `viewDidDisappear(_:)` (WinObjC issue #2114; UIKit 26.1's
  /// `-[UIPresentationController transitionDidFinish:]`).
  weak var modalParent: UIViewController?
  /// The presentation controller running this view controller's presentation, and the one the
  /// app sees if the presentation adapted (`UIViewController+Presentation.swift`).
  var presentation: UIPresentationController?
  var originalPresentationController: UIPresentationController?
  /// The presentation controller reading `presentationController` made before a presentation,
  /// which the presentation then uses (UIKit 18.2's `_temporaryPresentationController`).
  var temporaryPresentationController: UIPresentationController?

  /// The child view controllers, in the order they were added.
  public internal(set) var children: [UIViewController] = []
  /// The container this view controller is a child of.
  public internal(set) weak var parent: UIViewController?

  /// Mirrors `tab` (iOS 18): the tab whose provider made this view controller, held weakly as
  /// UIKit holds it; nil for one made otherwise.
  public internal(set) weak var tab: UITab?

  /// Mirrors `tabBarItem`: what a tab bar shows for this view controller; kept, not drawn.
  open lazy var tabBarItem: UITabBarItem! = UITabBarItem(title: title, image: nil, tag: 0)

  /// Mirrors `edgesForExtendedLayout` (all edges by default, as Apple's page says) and
  /// `extendedLayoutIncludesOpaqueBars`: kept; a view here is laid out as with the defaults.
  open var edgesForExtendedLayout = UIRectEdge.all
  open var extendedLayoutIncludesOpaqueBars = false

  /// Mirrors `toolbarItems` and `setToolbarItems(_:animated:)`: what a navigation controller's
  /// toolbar shows while this view controller is on top; kept, as the toolbar is not shown.
  open var toolbarItems: [UIBarButtonItem]?
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  /// Mirrors `navigationItem`: what a navigation bar shows while this view controller is on top
  /// (`UINavigationItem.swift`).
  open var navigationItem: UINavigationItem { ownNavigationItem }
  private lazy var ownNavigationItem: UINavigationItem = {
    let item = UINavigationItem(title: "")
    item.title = title
    item.owner = self
    return item
  }()

  /// Mirrors `isEditing`: whether the view controller shows an editable view; setting it calls
  /// `setEditing(_:animated:)` without animation.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  private var editing = false

  /// Mirrors `setEditing(_:animated:)`: sets `isEditing`, and the edit button's title and style
  /// with it ("Done" while editing, "Edit" otherwise, as Apple's `editButtonItem` page says).
  /// A table view controller's sets its table's too. Overridden, it is what the edit button
  /// calls.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    if let item = ownEditButtonItem { showEditing(on: item) }
  }

  /// Mirrors `editButtonItem`: a bar button item, made once, that a tap turns editing on and off
  /// with, through `setEditing(!isEditing, animated: true)`, and whose title says which.
  open var editButtonItem: UIBarButtonItem {
    if let item = ownEditButtonItem { return item }
    let item = UIBarButtonItem(
      title: nil, style: .plain, target: self,
      action: { (controller: UIViewController) in controller.toggleEditing })
    showEditing(on: item)
    ownEditButtonItem = item
    return item
  }
  private var ownEditButtonItem: UIBarButtonItem?

  /// The edit button's title and style for `isEditing`.
  private func showEditing(on item: UIBarButtonItem) {
    item.title = isEditing ? "Done" : "Edit"
    item.style = isEditing ? .done : .plain
  }

  private func toggleEditing() {
    setEditing(!isEditing, animated: true)
  }

  /// Mirrors `modalTransitionStyle`: how UIKit's own animation presents and dismisses this view
  /// controller (`UIModalTransitionStyle.swift`); `.coverVertical` by default.
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  /// Mirrors `preferredTransition` (iOS 18): the transition UIKit runs when this view
  /// controller is pushed or presented with animation, nil for the usual one
  /// (`UIViewControllerTransition.swift`).
  open var preferredTransition: Transition?
  /// The zoom UIKit runs this view controller's zoom in and out on, made at its first zoom
  /// (UIKit's private `_zoomTransitionController`).
  var zoomTransitionController: SystemAnimator?

  var appearState = AppearState.disappeared
  /// Above 0 while UIKit calls `willMove(toParent:)` or `didMove(toParent:)` itself and logs
  /// it, or a UIKit container does so without logging: the base implementations then log
  /// nothing.
  var containmentCallsUnlogged = 0
  /// Set while `transition(from:to:duration:options:animations:completion:)` drives this
  /// child's appearance, so that its view moving does not drive it too.
  var isInManagedTransition = false
  /// The storyboard scene or nib the view controller came from, whose view `loadView()` makes.
  var interfaceSource: InterfaceSource?
  var storyboardIfLoaded: UIStoryboard?
  /// The segues the storyboard gives the view controller, by identifier.
  var segueTemplates: [String: SegueTemplate] = [:]
  /// The `nibName` given to `init(nibName:bundle:)`.
  var requestedNibName: String?
  /// The traits the view controller had before a change that has not reached it yet: UIKit
  /// updates a view controller's traits just before it lays out (iOS 17).
  var traitsBeforeChange: UITraitCollection?
  /// What `registerForTraitChanges(_:handler:)` registered.
  var traitRegistrations: [UITraitChangeRegistration] = []
  var needsIsAppearing = false
  /// Set until UIKit next asks for `updateContentUnavailableConfiguration(using:)`: from the
  /// start, so the first layout asks once.
  var needsContentUnavailableUpdate = true
  /// Set by `setNeedsUpdateContentUnavailableConfiguration()` until the update is asked.
  var contentUnavailableUpdateRequested = false
  /// The view showing `contentUnavailableConfiguration`.
  var contentUnavailableView: (any UIView & UIContentView)?
  var lastAppearanceWasAnimated = false

  /// Mirrors `init(nibName:bundle:)`, the designated initializer: `loadView()` loads the view
  /// from the nib of that name, or, with none, from a nib named as the class (without
  /// "Controller" too), when `transit run` was given one, as UIKit does.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    requestedNibName = nibNameOrNil
    super.init()
  }

  /// Mirrors `init?(coder:)`, which a storyboard scene makes its view controller with. It is not
  /// `required`, as Apple's is through Objective-C's `NSCoding` (`transit run` rewrites a
  /// developer's `required init?(coder:)` into `override`).
  public init?(coder: NSCoder) {
    super.init()
    if let coder = coder as? InterfaceCoder {
      InterfaceAttributes.apply(coder.element, to: self)
      // The scene's navigation item is decoded with the view controller, so a subclass's
      // `init?(coder:)` already reads its title and bar button items.
      coder.load.configureNavigationItem(of: self, from: coder.element)
    }
  }

  /// Mirrors `init()`, which UIKit inherits from `NSObject` and which calls
  /// `init(nibName: nil, bundle: nil)`, so a subclass that overrides only that one is made with
  /// `MyViewController()` too.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  // MARK: The view

  /// The root view, loaded (and `viewDidLoad()` called) the first time it is read.
  ///
  /// Implicitly unwrapped, as in UIKit, so `vc.view.alpha` reads the same.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  public var viewIfLoaded: UIView? { loadedView }
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view: from the storyboard scene or the nib the view controller came
  /// from, else a plain view. Override to build your own; don't call it directly.
  open func loadView() {
    if loadInterfaceView() { return }
    view = UIView(frame: EngineContext.current?.screenBounds ?? .zero)
  }

  /// Loads the view from the storyboard scene or the nib the controller was made with, if
  /// any; returns whether that gave it a view. `UITableViewController` and
  /// `UICollectionViewController` load theirs this way before making one of their own.
  func loadInterfaceView() -> Bool {
    if let source = interfaceSource {
      source.load.loadView(of: self, from: source.element)
      source.load.letGoOfObjects()
      if loadedView != nil { return true }
    }
    if let nib = nibToLoad() {
      _ = nib.instantiate(withOwner: self)
      if loadedView != nil { return true }
    }
    return false
  }

  // MARK: Storyboards and segues (Storyboard/)

  /// Mirrors `prepare(for:sender:)`: UIKit calls it on the source before a segue performs.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Mirrors `shouldPerformSegue(withIdentifier:sender:)`: asked before a segue a control, a
  /// cell or a recognizer triggers; not for `performSegue(withIdentifier:sender:)`.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Mirrors `performSegue(withIdentifier:sender:)`: UIKit raises an exception when the
  /// storyboard has no segue of that identifier from this view controller; so does this.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let template = segueTemplates[identifier] else {
      preconditionFailure(
        "Receiver (\(type(of: self))) has no segue with identifier '\(identifier)'")
    }
    guard let simulator = EngineContext.current else {
      return template.perform(from: self, sender: sender)
    }
    simulator.userCall(
      .performSegue, on: self,
      args: ["identifier": .string(identifier), "sender": simulator.senderValue(sender)]
    ) {
      simulator.asUIKit(transition: nil) { template.perform(from: self, sender: sender) }
    }
  }

  /// Loads the view if it is not loaded yet: `loadView()`, then `viewDidLoad()`, both logged
  /// (Apple's loadView() and viewDidLoad() pages; readke.com's device log).
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    guard let simulator = EngineContext.current else {
      loadView()
      if loadedView == nil { view = UIView(frame: .zero) }
      viewDidLoad()
      return
    }
    simulator.callback(.loadView, on: self) { loadView() }
    if loadedView == nil { view = UIView(frame: simulator.screenBounds) }
    simulator.callback(.viewDidLoad, on: self) { viewDidLoad() }
  }

  /// A dispatcher of the Objective-C runtime's table (`ObjectiveCRuntime`), as are the other
  /// appearance and layout callbacks: what swizzling installs runs, else UIKit's empty body.
  open func viewDidLoad() {
    ObjectiveCRuntime.dispatch(self, UIViewController.self, "viewDidLoad", (), as: Void.self)
  }

  /// Mirrors `viewWillLayoutSubviews()`: called, logged, before the view lays out its subviews
  /// at a layout pass (`Simulator+Layout.swift`).
  open func viewWillLayoutSubviews() {
    ObjectiveCRuntime.dispatch(
      self, UIViewController.self, "viewWillLayoutSubviews", (), as: Void.self)
  }

  /// Mirrors `viewDidLayoutSubviews()`: called, logged, after the view laid out its subviews.
  open func viewDidLayoutSubviews() {
    ObjectiveCRuntime.dispatch(
      self, UIViewController.self, "viewDidLayoutSubviews", (), as: Void.self)
  }

  /// Mirrors `updateViewConstraints()`: called, logged, while the view is laid out, when Auto
  /// Layout places something in it and its constraints need updating. An override must call
  /// `super` as its last step.
  open func updateViewConstraints() {}

  /// Mirrors `viewSafeAreaInsetsDidChange()`: called, logged, when the layout pass gives the
  /// root view a new safe area (the status bar, the home indicator, a navigation bar, a
  /// rotation), before the view is laid out again.
  open func viewSafeAreaInsetsDidChange() {}

  // MARK: Appearance callbacks

  open func viewWillAppear(_ animated: Bool) {
    ObjectiveCRuntime.dispatch(
      self, UIViewController.self, "viewWillAppear:", animated, as: Void.self)
  }
  // MARK: Content unavailable (iOS 17)

  /// Mirrors `contentUnavailableConfiguration` (iOS 17): what the view controller shows over
  /// its view's content while it has none to show; nil shows nothing
  /// (docs/lifecycle.md#fact-content-unavailable).
  public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
    didSet { showContentUnavailableConfiguration() }
  }

  /// Mirrors `contentUnavailableConfigurationState`: the state the configuration is updated
  /// for, with the traits and the search controller's text; a subclass may override it.
  open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
    var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
    state.searchText = navigationItem.searchController?.searchBar.text
    return state
  }

  /// Mirrors `updateContentUnavailableConfiguration(using:)`: overridden to set
  /// `contentUnavailableConfiguration` for `state`. UIKit calls it in the view's layout pass;
  /// the app asks for it with `setNeedsUpdateContentUnavailableConfiguration()`.
  open func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {}

  /// Mirrors `setNeedsUpdateContentUnavailableConfiguration()`: the next layout pass of the
  /// view asks for an update.
  public func setNeedsUpdateContentUnavailableConfiguration() {
    needsContentUnavailableUpdate = true
    contentUnavailableUpdateRequested = true
    viewIfLoaded?.setNeedsLayout()
  }

  /// Called after `viewWillAppear(_:)` once the view is in the window and laid out (Apple's
  /// viewIsAppearing(_:) page).
  open func viewIsAppearing(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {
    ObjectiveCRuntime.dispatch(
      self, UIViewController.self, "viewDidAppear:", animated, as: Void.self)
  }
  open func viewWillDisappear(_ animated: Bool) {
    ObjectiveCRuntime.dispatch(
      self, UIViewController.self, "viewWillDisappear:", animated, as: Void.self)
  }
  open func viewDidDisappear(_ animated: Bool) {
    ObjectiveCRuntime.dispatch(
      self, UIViewController.self, "viewDidDisappear:", animated, as: Void.self)
  }

  /// Mirrors `preferredContentSize`: kept for a container or presentation controller that reads
  /// it; key-value observers hear it change, and so does the parent or the presentation
  /// controller (`UIContentContainer.swift`).
  open var preferredContentSize = CGSize.zero {
    didSet {
      guard preferredContentSize != oldValue else { return }
      KeyValueObservers.didSet(self)
      preferredContentSizeChanged()
    }
  }

  /// Called when a child's preferred content size changed (`UIContentContainer.swift`).
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Called when a child's Auto Layout fitting size changed; Transit solves no layout, so only
  /// the app calls it.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Mirrors `size(forChildContentContainer:withParentContainerSize:)`: the parent's size.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }

  /// Called when the size of the view's container is about to change.
  ///
  /// The default implementation forwards the message to the child view controllers, so an
  /// override must call `super` (Apple's UIContentContainer.viewWillTransition(to:with:) page).
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    guard let coordinator = coordinator as? TransitionCoordinator else { return }
    for child in children {
      child.deliverSizeTransition(to: size, with: coordinator, caller: nil)
    }
  }

  // MARK: Traits (UIViewController+Traits.swift)

  /// Called before the view controller's traits change, with the coordinator of the change
  /// (UIContentContainer). The default implementation forwards the message to the child view
  /// controllers, so an override must call `super`.
  open func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    guard let coordinator = coordinator as? TransitionCoordinator else { return }
    for child in children {
      child.deliverTraitTransition(to: newCollection, with: coordinator, caller: nil)
    }
  }

  /// Called after the view controller's traits changed (UITraitEnvironment; deprecated in iOS
  /// 17 in favour of `registerForTraitChanges(_:handler:)`, and still called).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Presenting (UIViewController+Presentation.swift)

  /// Mirrors `present(_:animated:completion:)`, which an app may override (calling `super`), as
  /// UIKit's own paths that present do go through it (`show(_:sender:)` with no container).
  ///
  /// The delegate requests (presentation controller, animator, interaction controller) happen
  /// inside this call; the transition itself starts on the next run-loop turn, as UIKit
  /// documents (View Controller Programming Guide, "Customizing the Transition Animations"). The
  /// completion runs after the presented view controller's `viewDidAppear(_:)`, inside
  /// `completeTransition(_:)`.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    EngineContext.current?.present(
      viewControllerToPresent, from: self, animated: flag, completion: completion)
  }

  /// Mirrors `dismiss(animated:completion:)`, which an app may override (calling `super`):
  /// dismisses the view controller this one presents, or, if it presents none, this view
  /// controller itself.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    EngineContext.current?.dismiss(from: self, animated: flag, completion: completion)
  }

  // MARK: Showing (UIViewController+Show.swift)

  /// Mirrors `show(_:sender:)`: shows `vc` in a primary context. The default implementation
  /// asks `targetViewController(forAction:sender:)` for the nearest container that shows view
  /// controllers its own way (a navigation controller pushes, a split view controller places),
  /// and hands `vc` to it; with none, it presents `vc` itself (the UIViewController.h header
  /// comments; Apple's show(_:sender:) page).
  open func show(_ vc: UIViewController, sender: Any?) {
    performShow(vc, sender: sender, detail: false)
  }

  /// Mirrors `showDetailViewController(_:sender:)`: shows `vc` in a secondary (detail)
  /// context, through the same target search; a split view controller installs it as its
  /// detail in a regular width and shows it in a compact one.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    performShow(vc, sender: sender, detail: true)
  }

  /// Mirrors `targetViewController(forAction:sender:)`: this view controller or the nearest
  /// ancestor that handles the action (`Selector.show`, `Selector.showDetail`) with its own
  /// implementation; nil when none does.
  open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
    var candidate: UIViewController? = self
    while let current = candidate {
      if current.handlesShowAction(action) { return current }
      candidate = current.parent
    }
    return nil
  }

  /// Whether this view controller shows view controllers its own way for `action`: UIKit's
  /// containers override `show(_:sender:)` and, for a split view controller,
  /// `showDetailViewController(_:sender:)`.
  func handlesShowAction(_ action: Selector) -> Bool { false }

  // MARK: Status bar

  /// Mirrors `prefersStatusBarHidden`. UIKit reads it, logged, from the view controller the
  /// status bar follows: on `setNeedsStatusBarAppearanceUpdate()`, and when a presentation or a
  /// dismissal hands the status bar to another view controller (`Simulator+StatusBar.swift`).
  open var prefersStatusBarHidden: Bool {
    ObjectiveCRuntime.dispatch(self, UIViewController.self, "prefersStatusBarHidden", ())
      ?? originalPrefersStatusBarHidden
  }
  final var originalPrefersStatusBarHidden: Bool { false }

  /// Mirrors `childForStatusBarHidden`: the child whose preference this container's status bar
  /// follows; nil for a plain view controller.
  open var childForStatusBarHidden: UIViewController? { nil }

  /// Mirrors `preferredStatusBarStyle`, `preferredStatusBarUpdateAnimation` and
  /// `childForStatusBarStyle`: kept for the app's own use; the status bar is not drawn.
  open var preferredStatusBarStyle: UIStatusBarStyle {
    ObjectiveCRuntime.dispatch(self, UIViewController.self, "preferredStatusBarStyle", ())
      ?? originalPreferredStatusBarStyle
  }
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
    ObjectiveCRuntime.dispatch(
      self, UIViewController.self, "preferredStatusBarUpdateAnimation", ())
      ?? originalPreferredStatusBarUpdateAnimation
  }
  final var originalPreferredStatusBarStyle: UIStatusBarStyle { .default }
  final var originalPreferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  open var childForStatusBarStyle: UIViewController? { nil }

  /// Mirrors `supportedInterfaceOrientations` and the other rotation questions: kept; the
  /// scenario's `size:` step turns the device whatever they answer.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  open var shouldAutorotate: Bool { true }

  /// Mirrors `additionalSafeAreaInsets`: added to the safe area of the view controller's view
  /// and of every view inside it (`safeAreaInsets`, `safeAreaLayoutGuide`); setting it marks the
  /// view for layout, and the next layout pass, finding the safe area changed, calls
  /// `viewSafeAreaInsetsDidChange()`.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue else { return }
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Mirrors `automaticallyAdjustsScrollViewInsets`, which iOS 11 deprecated for scroll views'
  /// `contentInsetAdjustmentBehavior`: kept.
  open var automaticallyAdjustsScrollViewInsets = true

  /// Mirrors `encode(with:)` (NSCoding): nothing archives a view controller here.
  open func encode(with coder: NSCoder) {}

  /// Mirrors `didReceiveMemoryWarning()`; there is no memory pressure here, so UIKit never calls
  /// it.
  open func didReceiveMemoryWarning() {}

  /// Asks UIKit to read `prefersStatusBarHidden` again.
  public func setNeedsStatusBarAppearanceUpdate() {
    EngineContext.current?.statusBarAppearanceNeedsUpdate(from: self)
  }

  /// Mirrors `prefersHomeIndicatorAutoHidden` and `preferredScreenEdgesDeferringSystemGestures`
  /// (iOS 11), with the calls that ask UIKit to read them again: the simulated iPhone has no
  /// home indicator to hide and no system gesture at its edges, so UIKit never reads them here.
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
  public func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
  public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

  // MARK: Containment (UIViewController+Containment.swift)

  /// Mirrors `addChild(_:)`: makes `childController` a child, calling its
  /// `willMove(toParent:)` with this view controller first; `didMove(toParent:)` is the
  /// container's to call once the child's view is in place.
  open func addChild(_ childController: UIViewController) {
    performAddChild(childController)
  }

  /// Mirrors `removeFromParent()`: removes the view controller from its parent, then calls its
  /// `didMove(toParent: nil)`; `willMove(toParent: nil)` is the container's to call first
  /// (Apple's removeFromParent() page).
  open func removeFromParent() {
    performRemoveFromParent()
  }

  /// Called before the view controller is added to or removed from a container; `parent` is
  /// nil when it is being removed. An override must call `super`, where Transit logs the call
  /// when app code makes it.
  open func willMove(toParent parent: UIViewController?) {
    noteContainmentCall(.willMoveToParent, parent)
  }

  /// Called after the view controller was added to or removed from a container; `parent` is nil
  /// when it was removed. An override must call `super`, where Transit logs the call when app
  /// code makes it.
  open func didMove(toParent parent: UIViewController?) {
    noteContainmentCall(.didMoveToParent, parent)
  }

  /// Whether UIKit forwards appearance callbacks to children automatically.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Whether this view controller's children appear and disappear with their views, as the
  /// children of a plain container do (`UIViewController+ChildAppearance.swift`). UIKit's
  /// containers move their children's views themselves and forward appearance as their
  /// transitions go.
  var childrenAppearWithTheirViews: Bool { true }

  /// The children that receive this container's appearance callbacks: for a plain view
  /// controller, every child whose view is in its view's hierarchy, in the order they were
  /// added (a child added in `viewDidLoad()` hears `viewWillAppear(_:)` after its parent and
  /// `viewDidAppear(_:)` after its parent's, as a device log in `log-phchan9-containment`
  /// shows). UIKit's containers override it with the child on screen.
  var childrenForAppearanceForwarding: [UIViewController] {
    guard let root = viewIfLoaded else { return [] }
    return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
  }

  /// Passes an appearance change begun on this view controller on to its children, after this
  /// view controller's own will-callback. Containers that do more (a navigation controller's
  /// first appearance installs its top view controller) override it.
  func forwardBeginAppearance(_ isAppearing: Bool, animated: Bool, caller: String?) {
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in childrenForAppearanceForwarding {
      child.beginAppearance(isAppearing, animated: animated, caller: caller)
    }
  }

  /// Passes the end of an appearance change on to the children, after this view controller's
  /// own did-callback.
  func forwardEndAppearance(caller: String?) {
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in childrenForAppearanceForwarding {
      child.endAppearance(caller: caller)
    }
  }
}
