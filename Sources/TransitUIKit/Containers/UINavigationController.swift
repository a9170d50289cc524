import Foundation
import TransitTrace

/// Mirrors `UINavigationController`: a stack of view controllers, of which the top one is on
/// screen, changed by pushes and pops.
///
/// As in UIKit (the reconstruction of UIKit 8.3's push path; UIKit 26.1's
/// `_UIViewControllerTransitionConductor`), a push or pop asks the delegate for its animator and
/// interaction controller synchronously inside the call, and the transition itself runs at the
/// navigation controller's next layout pass. Its order is docs/lifecycle.md#order-e, one file
/// per stage in `NavigationTransition`.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  private var systemPopRecognizer: UIGestureRecognizer?
  /// Mirrors `UINavigationController.Operation`.
  public enum Operation: Int, Sendable, CustomStringConvertible {
    case none = 0
    case push = 1
    case pop = 2

    /// The name the log writes: `push`, `pop`.
    public var description: String {
      switch self {
      case .none: return "none"
      case .push: return "push"
      case .pop: return "pop"
      }
    }
  }

  /// Mirrors `delegate`, which UIKit holds weakly (Apple's UINavigationController.delegate
  /// page): a delegate nothing else keeps is freed, and pushes and pops then animate UIKit's
  /// own way (docs/lifecycle.md#fact-released-delegate).
  public var delegate: (any UINavigationControllerDelegate)? {
    get { delegateStorage.value }
    set { delegateStorage.set(newValue) }
  }
  var delegateStorage = WeakDelegate<any UINavigationControllerDelegate>()

  /// The stack, bottom first; a pop takes its view controller off at once and a cancelled
  /// interactive pop puts it back.
  var stack: [UIViewController] = []
  /// The transition waiting for the next layout pass (UIKit 8.3's `setNeedsDeferredTransition`).
  var deferredTransition: NavigationTransition?
  /// The view the top view controller's view lives in, and the container view of every push and
  /// pop: UIKit's `UINavigationTransitionView`, whose layout starts a deferred transition (the
  /// reconstruction of UIKit 8.3's push path).
  private(set) lazy var transitionView = NavigationTransitionView(navigationController: self)

  /// Mirrors `navigationBar`: of the class `init(navigationBarClass:toolbarClass:)` named.
  public private(set) lazy var navigationBar = makeNavigationBar()
  /// The bar class `init(navigationBarClass:toolbarClass:)` named.
  private var navigationBarClass: AnyClass?

  /// Mirrors `toolbar` and `isToolbarHidden` (true by default, as Apple's page says) with
  /// `setToolbarHidden(_:animated:)`: kept; the toolbar is not shown, and its items (the top
  /// view controller's `toolbarItems`) are not laid out or tappable here.
  public private(set) lazy var toolbar: UIToolbar! = UIToolbar(frame: .zero)
  open var isToolbarHidden = true
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Mirrors `init(navigationBarClass:toolbarClass:)`: a navigation controller whose bar is of
  /// the class given, a subclass of `UINavigationBar` (nil for UIKit's own), made through its
  /// `init(frame:)` or `init()` as Objective-C sends `init` to a class (`ObjectiveCRuntime`). The
  /// toolbar class is kept: the toolbar is not shown.
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    self.navigationBarClass = navigationBarClass
    super.init(nibName: nil, bundle: nil)
  }

  /// The bar, of the class named at initialization when it is a subclass of UINavigationBar
  /// that can be made through a class value; else UIKit's own.
  private func makeNavigationBar() -> UINavigationBar {
    if let barClass = navigationBarClass, barClass != UINavigationBar.self,
      let made = ObjectiveCRuntime.construct(barClass, "init(frame:)", [CGRect.zero])
        ?? ObjectiveCRuntime.construct(barClass, "init()", []),
      let bar = made as? UINavigationBar
    {
      bar.attach(to: self)
      return bar
    }
    return UINavigationBar(navigationController: self)
  }

  /// Mirrors `init(rootViewController:)`, which pushes the root without animation (UIKit 8.3), so
  /// that a subclass that overrides `pushViewController(_:animated:)` sees it too.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    runAsUIKit { pushViewController(rootViewController, animated: false) }
  }

  // MARK: The stack

  /// Mirrors `viewControllers`; setting it calls `setViewControllers(_:animated:)` without
  /// animation, as UIKit's setter does.
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The view controller on top of the stack; during a pop, already the one being revealed.
  public var topViewController: UIViewController? { stack.last }

  /// The top view controller, or the view controller it presents.
  public var visibleViewController: UIViewController? {
    topViewController?.presentedViewController ?? topViewController
  }

  /// Mirrors `pushViewController(_:animated:)`.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard let simulator = EngineContext.current else {
      setStack(stack + [viewController], removingLeftovers: true)
      return
    }
    let role: ParticipantRole = stack.isEmpty ? .presentingViewController : .presentedViewController
    simulator.navigate(
      self, .pushViewController,
      args: [
        "viewController": simulator.reference(viewController, role: role),
        "animated": .bool(animated),
      ],
      result: nil, to: stack + [viewController], animated: animated)
  }

  /// Mirrors `popViewController(animated:)`: returns the view controller taken off, or nil when
  /// only the root is left (UIKit then does nothing).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    let popped = stack.count > 1 ? stack.last : nil
    let remaining = popped == nil ? stack : Array(stack.dropLast())
    guard let simulator = EngineContext.current else {
      setStack(remaining, removingLeftovers: true)
      return popped
    }
    simulator.navigate(
      self, .popViewController, args: ["animated": .bool(animated)],
      result: simulator.viewControllerValue(popped), to: remaining, animated: animated)
    return popped
  }

  /// Mirrors `popToRootViewController(animated:)`: returns the view controllers taken off.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1 else { return nil }
    let popped = Array(stack.dropFirst())
    let remaining = [stack[0]]
    guard let simulator = EngineContext.current else {
      setStack(remaining, removingLeftovers: true)
      return popped
    }
    simulator.navigate(
      self, .popToRootViewController, args: ["animated": .bool(animated)],
      result: .array(popped.map { simulator.reference($0) }), to: remaining, animated: animated)
    return popped
  }

  /// Mirrors `interactivePopGestureRecognizer`: kept, with its delegate and `isEnabled`, and
  /// attached to no view: Transit does not simulate the system's edge swipe back; a scenario
  /// drives an interactive pop with the app's own recognizer.
  public var interactivePopGestureRecognizer: UIGestureRecognizer? {
    if let existing = systemPopRecognizer { return existing }
    let recognizer = UIScreenEdgePanGestureRecognizer()
    recognizer.edges = .left
    systemPopRecognizer = recognizer
    return recognizer
  }

  /// Mirrors `popToViewController(_:animated:)`: returns the view controllers taken off, or nil
  /// when `viewController` is not in the stack or is its top.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1
    else { return nil }
    let popped = Array(stack[(index + 1)...])
    let remaining = Array(stack[...index])
    guard let simulator = EngineContext.current else {
      setStack(remaining, removingLeftovers: true)
      return popped
    }
    simulator.navigate(
      self, .popToViewController,
      args: ["viewController": simulator.reference(viewController), "animated": .bool(animated)],
      result: .array(popped.map { simulator.reference($0) }), to: remaining, animated: animated)
    return popped
  }

  /// Mirrors `setViewControllers(_:animated:)`: a push transition when the new top view
  /// controller was not in the stack, a pop when it was, none when it is the top already
  /// (Apple's setViewControllers(_:animated:) page).
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    guard let simulator = EngineContext.current else {
      setStack(viewControllers, removingLeftovers: true)
      return
    }
    let ids = viewControllers.map { viewController in
      let isNew = !stack.contains { $0 === viewController }
      let role: ParticipantRole =
        isNew && !stack.isEmpty ? .presentedViewController : .presentingViewController
      return simulator.reference(viewController, role: role)
    }
    simulator.navigate(
      self, .setViewControllers,
      args: ["viewControllers": .array(ids), "animated": .bool(animated)],
      result: nil, to: viewControllers, animated: animated)
  }

  /// Makes `newStack` the stack. New view controllers become children at once (UIKit 8.3 adds
  /// the child inside `pushViewController`); ones that left stay children until the transition
  /// that takes them off completes, unless `removingLeftovers`.
  ///
  /// The view controllers the navigation controller lets go of that way have left for good,
  /// and are owed freed by the end of the next run-loop turn
  /// (docs/lifecycle.md#fact-removed-freed), unless the change is a cancelled transition
  /// putting the stack back (`departing` false).
  func setStack(
    _ newStack: [UIViewController], removingLeftovers: Bool, departing: Bool = true
  ) {
    for viewController in newStack where viewController.parent !== self {
      attachChild(viewController)
    }
    stack = newStack
    if removingLeftovers { removeChildrenOffTheStack(departing: departing) }
    navigationBar.updateBackButton(stackDepth: stack.count)
    if isViewLoaded { navigationBar.showItems(of: stack.last) }
  }

  /// Lets go of the children no longer on the stack, and their views; with `departing`, they
  /// have left for good, after `transition` if one took them off.
  func removeChildrenOffTheStack(departing: Bool = true, transition: Int? = nil) {
    let lifetimes = departing ? EngineContext.current?.lifetimes : nil
    for child in children where !stack.contains(where: { $0 === child }) {
      if child.viewIfLoaded?.superview === transitionView { child.view.removeFromSuperview() }
      child.detachFromParent()
      lifetimes?.depart(child, transition: transition, heldBy: self)
    }
  }

  // MARK: Showing and the bar (UINavigationController+Bar.swift)

  /// Mirrors `show(_:sender:)`: a navigation controller pushes `vc` (Apple's show(_:sender:)
  /// page: "a navigation controller overrides this method and uses it to push vc onto its
  /// navigation stack").
  open override func show(_ vc: UIViewController, sender: Any?) {
    showByPushing(vc)
  }

  override func handlesShowAction(_ action: Selector) -> Bool { action == .show }

  /// Mirrors `isNavigationBarHidden`; setting it hides or shows the bar without animation.
  public var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Mirrors `setNavigationBarHidden(_:animated:)`, logged: the bar leaves or comes back, and
  /// the safe area of the view controller on top follows at the next layout pass.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    changeBarVisibility(hidden: hidden, animated: animated)
  }

  /// Mirrors `hidesBarsOnSwipe`: an upward swipe hides the bar and a downward one shows it,
  /// through `barHideOnSwipeGestureRecognizer`.
  open var hidesBarsOnSwipe = false {
    didSet { installBarSwipe() }
  }

  /// Mirrors `barHideOnSwipeGestureRecognizer`: UIKit's pan on the navigation controller's view
  /// that hides and shows the bar while `hidesBarsOnSwipe` is true.
  public private(set) lazy var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer = {
    let recognizer = UIPanGestureRecognizer(
      target: self, action: UINavigationController.barSwiped)
    recognizer.isSystemRecognizer = true
    return recognizer
  }()

  // MARK: The view

  /// Builds UIKit's hierarchy: the transition view that holds the top view controller's view,
  /// and the navigation bar with its back button.
  open override func loadView() {
    let root = LayoutContainerView(frame: EngineContext.current?.screenBounds ?? .zero)
    view = root
    runAsUIKit {
      transitionView.frame = root.bounds
      root.addSubview(transitionView)
      navigationBar.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: 103)
      root.addSubview(navigationBar)
      navigationBar.installBackButton()
      installBarSwipe()
      navigationBar.updateBackButton(stackDepth: stack.count)
      navigationBar.showItems(of: stack.last)
    }
  }

  /// Starts the push or pop that waits for this layout pass (UIKit 8.3; UIKit 26.1's
  /// `-[_UIViewControllerTransitionConductor startDeferredTransitionIfNeeded]`).
  func startDeferredTransitionIfNeeded() {
    guard let transition = deferredTransition else { return }
    deferredTransition = nil
    transition.asUIKit { transition.begin() }
  }

  // MARK: Appearance

  override var childrenAppearWithTheirViews: Bool { false }

  override var childrenForAppearanceForwarding: [UIViewController] {
    topViewController.map { [$0] } ?? []
  }

  /// Forwards the navigation controller's appearance to its top view controller. The first
  /// time that view controller appears here, UIKit runs the deferred transition to it, without
  /// animation: its view is installed, then comes its `viewWillAppear(_:)`, then `willShow` and
  /// `didShow` (the Vast device log, the only log of a navigation delegate at launch). iOS 5
  /// sent `didShow` a second time after `viewDidAppear(_:)`; Transit models iOS 17, where no
  /// source shows that second call (docs/lifecycle.md#fact-nav-did-show-twice-at-launch).
  override func forwardBeginAppearance(_ isAppearing: Bool, animated: Bool, caller: String?) {
    loadViewIfNeeded()
    guard isAppearing, shouldAutomaticallyForwardAppearanceMethods, let top = topViewController,
      top.viewIfLoaded?.superview !== transitionView
    else {
      super.forwardBeginAppearance(isAppearing, animated: animated, caller: caller)
      return
    }
    for child in children where child !== top && child.viewIfLoaded?.superview === transitionView {
      child.view.removeFromSuperview()
    }
    let topView = top.view!
    topView.frame = transitionView.bounds
    transitionView.addSubview(topView)
    super.forwardBeginAppearance(isAppearing, animated: animated, caller: caller)
    tellDelegate(willShow: top, animated: animated)
    tellDelegate(didShow: top, animated: animated)
  }

  // MARK: Telling the delegate

  /// Calls `navigationController(_:willShow:animated:)` if the delegate implements it.
  @discardableResult
  func tellDelegate(willShow viewController: UIViewController, animated: Bool) -> Bool {
    tellDelegate(.navigationControllerWillShow, viewController, animated: animated) {
      $0.navigationController(self, willShow: viewController, animated: animated)
    }
  }

  /// Calls `navigationController(_:didShow:animated:)` if the delegate implements it.
  @discardableResult
  func tellDelegate(didShow viewController: UIViewController, animated: Bool) -> Bool {
    tellDelegate(.navigationControllerDidShow, viewController, animated: animated) {
      $0.navigationController(self, didShow: viewController, animated: animated)
    }
  }

  /// Whether the delegate implements the method it was told through.
  private func tellDelegate(
    _ name: CallName, _ viewController: UIViewController, animated: Bool,
    _ body: (any UINavigationControllerDelegate) -> Void
  ) -> Bool {
    guard let delegate, let simulator = EngineContext.current else { return false }
    let args: Arguments = [
      "navigationController": simulator.reference(self),
      "viewController": simulator.reference(viewController), "animated": .bool(animated),
    ]
    // Sent as UIKit sends an optional message: a proxy delegate's target may take it.
    let told: Void? = simulator.sendOptional(name, to: delegate) { target in
      simulator.recorder.call(
        name, on: simulator.participantID(target, role: .containerDelegate),
        from: ParticipantRegistry.uikitID, args: args, isOptional: true,
        result: nil as ((()) -> Value)?
      ) {
        body(target)
      }
    }
    return told != nil
  }
}

/// UIKit's `UINavigationTransitionView`: holds the top view controller's view, is the container
/// view of every push and pop, and starts a deferred transition when it is laid out (in the
/// reconstruction of UIKit 8.3, `setNeedsDeferredTransition` marks it for layout).
final class NavigationTransitionView: ContainerPartView {
  init(navigationController: UINavigationController) {
    super.init(
      container: navigationController, part: "container", className: "UINavigationTransitionView")
  }

  override func layoutSubviews() {
    (container as? UINavigationController)?.startDeferredTransitionIfNeeded()
  }
}

extension UIViewController {
  /// The nearest navigation controller among this view controller's ancestors.
  public var navigationController: UINavigationController? {
    var candidate = parent
    while let current = candidate {
      if let navigationController = current as? UINavigationController {
        return navigationController
      }
      candidate = current.parent
    }
    return nil
  }
}
