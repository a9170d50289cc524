import Foundation
import TransitUIKit

/// The objects a scenario file describes, alive in one simulator run, and the steps played
/// against them.
///
/// A step that cannot happen (tapping a view that is not on screen, dismissing from a view
/// controller that neither presents nor is presented) stops the run and is kept in `failure`;
/// `ScenarioFile.scenario(path:)` dry-runs every file first, so such a file is refused before
/// anything is written.
@MainActor
final class FileWorld {
  let file: ScenarioFile
  let path: String
  /// Unowned: the simulator keeps the world, as an app keeps its app delegate.
  unowned let device: Simulator
  /// The developer's classes, for the objects the file marks `swift: true`.
  let developerClasses: DeveloperClasses
  /// The developer's transitioning delegates, one per class, kept alive here since
  /// `transitioningDelegate` is weak.
  var developerDelegates: [String: UIViewControllerTransitioningDelegate] = [:]
  /// The percent-driven interactions whose gesture is driving a transition, by name.
  var activeInteractions: [String: UIPercentDrivenInteractiveTransition] = [:]
  /// The interactions with `lifetime: transitioningDelegate`, made once for the run.
  var longLivedInteractions: [String: UIPercentDrivenInteractiveTransition] = [:]
  /// Whether the step being played lets the run loop settle once it is done; false when the
  /// next step catches its transition in flight.
  var settlesAfterStep = true
  private(set) var failure: ScenarioFileError?
  /// How many records the run has written so far, when the dry run counts them.
  private let recordCount: (() -> Int)?

  init(
    file: ScenarioFile, path: String, device: Simulator, recordCount: (() -> Int)? = nil,
    developerClasses: DeveloperClasses = DeveloperClasses()
  ) {
    self.file = file
    self.path = path
    self.device = device
    self.recordCount = recordCount
    self.developerClasses = developerClasses
    // What the file's app keeps, it keeps on purpose: delegates, interactions.
    device.keepsAlive(self)
  }

  // MARK: Making objects

  /// A new instance of the view controller, navigation controller or tab bar controller the
  /// file declares under `name`.
  func makeViewController(named name: String) -> UIViewController {
    if let spec = file.navigationControllers.first(where: { $0.className == name }) {
      let root = makeViewController(named: spec.rootViewController.name)
      let navigation = FileNavigationController(className: name, rootViewController: root)
      navigation.definesPresentationContext = spec.definesPresentationContext
      navigation.hidesBarsOnSwipe = spec.hidesBarsOnSwipe
      if let delegate = spec.delegate {
        navigationDelegate(named: delegate.name).attach(to: navigation)
      }
      return navigation
    }
    if let spec = file.tabBarControllers.first(where: { $0.className == name }) {
      return FileTabBarController(spec: spec, world: self)
    }
    if let spec = file.pageViewControllers.first(where: { $0.className == name }) {
      return FilePageViewController(spec: spec, world: self)
    }
    if let spec = file.splitViewControllers.first(where: { $0.className == name }) {
      return makeSplitViewController(spec)
    }
    let spec = file.viewControllers.first { $0.className == name }!
    if spec.isSwift { return developerClasses.viewControllers[name]!() }
    let controller = FileViewController(spec: spec, world: self)
    if let style = spec.style { controller.modalPresentationStyle = style }
    if let style = spec.everyday.transitionStyle { controller.modalTransitionStyle = style }
    if let delegateName = spec.transitioningDelegate?.name {
      controller.transitioningDelegate = transitioningDelegate(named: delegateName)
    }
    controller.definesPresentationContext = spec.definesPresentationContext
    setUpPresentation(of: controller, spec)
    return controller
  }

  private var presentationControllerDelegates: [String: FilePresentationControllerDelegate] = [:]

  /// One presentation controller delegate per class, kept alive here since `delegate` is weak.
  func presentationControllerDelegate(named name: String) -> FilePresentationControllerDelegate {
    if let existing = presentationControllerDelegates[name] { return existing }
    let spec = file.presentationControllerDelegates.first { $0.className == name }!
    let delegate = FilePresentationControllerDelegate(spec: spec)
    presentationControllerDelegates[name] = delegate
    return delegate
  }

  private var delegates: [String: FileTransitioningDelegate] = [:]

  /// What the code presenting a view controller keeps in local constants: the delegates with
  /// `keptBy: nothing`, freed when that code returns.
  private var presentingLocals: [AnyObject] = []

  /// One delegate object per class, kept alive here since `transitioningDelegate` is weak; or,
  /// for a delegate nothing keeps (`keptBy: nothing`), a new one each time, which only the code
  /// presenting keeps, in a local constant (`forgetLocals()`).
  func delegate(named name: String) -> FileTransitioningDelegate {
    if let existing = delegates[name] { return existing }
    let spec = file.delegates.first { $0.className == name }!
    let delegate = FileTransitioningDelegate(spec: spec, world: self)
    if spec.keptByNothing {
      presentingLocals.append(delegate)
    } else {
      delegates[name] = delegate
    }
    return delegate
  }

  /// The code that made and presented a view controller returns: its local constants go.
  func forgetLocals() {
    presentingLocals.removeAll()
  }

  private var navigationDelegates: [String: FileNavigationDelegate] = [:]
  private var tabBarDelegates: [String: FileTabBarDelegate] = [:]

  /// One navigation delegate object per class, kept alive here since `delegate` is weak.
  func navigationDelegate(named name: String) -> FileNavigationDelegate {
    if let existing = navigationDelegates[name] { return existing }
    let spec = file.navigationDelegates.first { $0.className == name }!
    let delegate = FileNavigationDelegate(spec: spec, world: self)
    navigationDelegates[name] = delegate
    return delegate
  }

  /// One tab bar delegate object per class, kept alive here since `delegate` is weak.
  func tabBarDelegate(named name: String) -> FileTabBarDelegate {
    if let existing = tabBarDelegates[name] { return existing }
    let spec = file.tabBarDelegates.first { $0.className == name }!
    let delegate = FileTabBarDelegate(spec: spec, world: self)
    tabBarDelegates[name] = delegate
    return delegate
  }

  /// What a delegate's animator request returns: a new animator per transition, nil, or (when
  /// the file does not list the method) a decline, as an unimplemented optional method.
  func animator(
    _ vended: ScenarioFile.Vended?, context: FileAnimator.Context, function: String = #function
  ) -> UIViewControllerAnimatedTransitioning? {
    switch vended {
    case nil:
      OptionalRequirement.notImplemented(function)
      return nil
    case .none?:
      return nil
    case .object(let name)?:
      return makeAnimator(named: name.name, context: context)
    }
  }

  /// What a delegate's interaction request returns: the named interaction while its gesture
  /// drives a transition (or always, when it has `wantsInteractiveStart: false`), nil
  /// otherwise, or a decline.
  func interaction(_ vended: ScenarioFile.Vended?, function: String = #function)
    -> UIViewControllerInteractiveTransitioning?
  {
    switch vended {
    case nil:
      OptionalRequirement.notImplemented(function)
      return nil
    case .none?:
      return nil
    case .object(let name)?:
      return vendedInteraction(named: name.name)
    }
  }

  /// How far a pan has taken the named interaction, from 0 to 1.
  func progress(of recognizer: UIPanGestureRecognizer, in view: UIView, for name: String)
    -> CGFloat
  {
    let interaction = interactionSpec(named: name)
    let translation = recognizer.translation(in: view)
    let travel: CGFloat
    switch interaction.direction {
    case .left: travel = -translation.x
    case .right: travel = translation.x
    case .top: travel = -translation.y
    case .bottom: travel = translation.y
    }
    return min(max(travel / interaction.distance, 0), 1)
  }

  /// Follows a moving finger with the named interaction, and on release sets its
  /// `timingCurve` (when the file gives one) and finishes past its threshold or cancels.
  func drive(_ name: String, with recognizer: UIPanGestureRecognizer, progress: CGFloat) {
    switch recognizer.state {
    case .changed:
      activeInteractions[name]?.update(progress)
    case .ended, .cancelled:
      if let interaction = activeInteractions[name] {
        setTimingCurve(of: interaction, named: name, from: recognizer)
      }
      if progress > interactionSpec(named: name).finishAbove && recognizer.state == .ended {
        activeInteractions[name]?.finish()
      } else {
        activeInteractions[name]?.cancel()
      }
      activeInteractions[name] = nil
    default:
      break
    }
  }

  func animatorSpec(named name: String) -> ScenarioFile.AnimatorSpec {
    file.animators.first { $0.className == name }!
  }

  func presentationControllerSpec(named name: String) -> ScenarioFile.PresentationControllerSpec {
    file.presentationControllers.first { $0.className == name }!
  }

  func interactionSpec(named name: String) -> ScenarioFile.InteractionSpec {
    file.interactions.first { $0.name == name }!
  }

  /// The view controller each of its views belongs to, both held weakly: the file's app keeps
  /// a screen only where a view controller would.
  private var owners: [ObjectIdentifier: (view: WeakView, owner: WeakOwner)] = [:]

  struct WeakOwner {
    weak var controller: FileViewController?
  }

  /// The view last made with each id.
  private var viewsByID: [String: WeakView] = [:]

  /// Remembers a view by the id the file gave it, and the view controller it belongs to.
  func register(_ view: UIView, as id: String, owner: FileViewController?) {
    view.accessibilityIdentifier = id
    if let owner {
      owners[ObjectIdentifier(view)] = (WeakView(view: view), WeakOwner(controller: owner))
    }
    viewsByID[id] = WeakView(view: view)
  }

  /// The view last made with the id `id`, if it is still alive.
  func registeredView(_ id: String) -> UIView? { viewsByID[id]?.view }

  // MARK: Playing

  /// Launches the root view controller, then plays every step, letting the run loop settle
  /// after each, as the built-in scenarios do.
  func play() {
    makeLongLivedInteractions()
    if let rootName = file.rootName {
      device.window.rootViewController = makeViewController(named: rootName)
      forgetLocals()
      device.window.makeKeyAndVisible()
    } else if let failure = launchApp() {
      fail(ScenarioFile.Position(line: 1, column: 1), failure)
      return
    }
    device.runUntilIdle()
    for (index, step) in file.steps.enumerated() {
      guard failure == nil, !device.isHalted else { return }
      settlesAfterStep = !catchesInFlight(file.steps.dropFirst(index + 1).first)
      perform(step, number: index + 1)
      if let written = recordCount?(), written > ScenarioFile.maximumRecords {
        fail(
          step.position,
          "step \(index + 1) makes the log pass \(ScenarioFile.maximumRecords) records "
            + "(\(written) so far), the most a scenario file may produce")
      }
    }
  }

  private func perform(_ step: ScenarioFile.Step, number: Int) {
    switch step {
    case .wait(let seconds, _):
      device.wait(seconds)
    case .tap(let target, let position):
      guard let view = reachableView(target.name, step: number, position: position) else { return }
      if let owner = owner(of: view),
        owner.spec.views.first(where: { $0.id == target.name })?.actions.contains(where: {
          if case .dismiss = $0 { return true }
          return false
        }) == true, owner.presentingViewController == nil, owner.presentedViewController == nil
      {
        fail(
          position,
          "step \(number) taps '\(target.name)', which dismisses, but \(owner.spec.className) "
            + "is not presented and presents nothing")
        return
      }
      // The parser refuses a tap on a view without onTap; this keeps the engine's precondition
      // out of reach of a file whatever the parser lets through.
      guard view is UIButton || responds(view, to: UITapGestureRecognizer.self) else {
        fail(position, "step \(number) taps '\(target.name)', but nothing on it responds to a tap")
        return
      }
      // A button without a tap recognizer is touched: its touchUpInside targets run.
      if view is UIButton && !responds(view, to: UITapGestureRecognizer.self) {
        device.touch(view)
      } else {
        device.tap(view)
      }
      settle()
    case .pan(let pan, let position) where pan.locator != nil:
      guard waitInFlight(pan, step: number, position: position) else { return }
      drag(pan, step: number, position: position)
    case .pan(let pan, let position):
      guard waitInFlight(pan, step: number, position: position) else { return }
      guard let view = dragTarget(pan.target.name, step: number, position: position) else {
        return
      }
      guard responds(view, to: UIPanGestureRecognizer.self) else {
        fail(
          position, "step \(number) drags '\(pan.target.name)', but nothing on it responds to a pan"
        )
        return
      }
      device.pan(view, translation: pan.translation, duration: pan.duration, steps: pan.steps)
      settle()
    case .tapTab(let index, let position):
      guard let tabs = visibleChain.compactMap({ $0 as? UITabBarController }).last,
        index < tabs.tabBar.itemViews.count
      else {
        fail(position, "step \(number) taps tab \(index), but no tab bar on screen has one")
        return
      }
      device.tap(tabs.tabBar.itemViews[index])
      settle()
    case .size(let size, _):
      device.resize(to: size)
      settle()
    case .tapAt(.title(let title), _, let position):
      tapButton(titled: title, step: number, position: position)
    case .tapAt(let locator, let hold, let position):
      tap(at: locator, holding: hold, step: number, position: position)
    case .type(let text, let position):
      typeText(text, step: number, position: position)
    case .app(let action, let position):
      guard appCanPerform(action, step: number, position: position) else { return }
      performAsApp(action)
      settle()
    }
  }

  /// A present's or a dismiss's completion block: none, one that does nothing, or one in which
  /// `onTop` (the screen on top once the transition is over) presents a new instance, as apps
  /// chain transitions (docs/lifecycle.md#fact-present-from-completion).
  func block(
    _ completion: ScenarioFile.Completion, onTop: @escaping () -> UIViewController?
  ) -> (() -> Void)? {
    switch completion {
    case .none: return nil
    case .empty: return {}
    case .present(let target, let animated):
      return { [unowned self] in
        onTop()?.present(makeViewController(named: target.name), animated: animated)
      }
    }
  }

  /// A push's completion, given to its transition coordinator right after the push as apps do;
  /// a push the user cancels presents nothing.
  func afterPush(
    of pushed: UIViewController, on navigation: UINavigationController?,
    _ completion: ScenarioFile.Completion
  ) {
    guard completion != .none, let navigation else { return }
    let chained = block(completion) { [weak pushed] in pushed }
    navigation.transitionCoordinator?.animate(alongsideTransition: nil) { context in
      guard !context.isCancelled else { return }
      chained?()
    }
  }

  /// The app's own code acts on the screen: present and dismiss on the view controller on top,
  /// push and pop on the navigation controller showing, a tab change on the tab bar showing.
  private func performAsApp(_ action: ScenarioFile.Action) {
    let chain = visibleChain
    switch action {
    case .present(let target, let animated, let completion):
      defer { forgetLocals() }
      let presented = makeViewController(named: target.name)
      chain.last?.present(
        presented, animated: animated,
        completion: block(completion) { [weak presented] in presented })
    case .dismiss(let animated, let completion):
      let presenter = topPresented?.presentingViewController
      topPresented?.dismiss(
        animated: animated, completion: block(completion) { [weak presenter] in presenter })
    case .push(let target, let animated, let completion):
      let pushed = makeViewController(named: target.name)
      let navigation = chain.compactMap { $0 as? UINavigationController }.last
      navigation?.pushViewController(pushed, animated: animated)
      afterPush(of: pushed, on: navigation, completion)
    case .pop(let animated):
      _ = chain.compactMap { $0 as? UINavigationController }.last?.popViewController(
        animated: animated)
    case .selectTab(let index):
      chain.compactMap { $0 as? UITabBarController }.last?.selectedIndex = index
    case .addChild, .removeFromParent, .transitionToChild, .setViewControllers, .popToRoot:
      performContainment(action, on: chain)
    case .changeSheet(let change):
      changeSheet(change, of: topPresented)
    case .show, .presentAlert, .setNavigationBarHidden:
      if let onTop = chain.last { performEveryday(action, on: onTop) }
    case .splitColumn:
      if let split = chain.compactMap({ $0 as? UISplitViewController }).last {
        performEveryday(action, on: split)
      }
    case .setPage(let name, let direction, let animated, let completion):
      chain.compactMap { $0 as? FilePageViewController }.last?.setPage(
        name.name, direction: direction, animated: animated, completion: completion, world: self)
    }
  }

  /// Refuses an app step that cannot happen on the current screen.
  private func appCanPerform(
    _ action: ScenarioFile.Action, step: Int, position: ScenarioFile.Position
  ) -> Bool {
    let chain = visibleChain
    let navigation = chain.compactMap { $0 as? UINavigationController }.last
    let tabs = chain.compactMap { $0 as? UITabBarController }.last
    switch action {
    case .dismiss where topPresented == nil:
      fail(position, "step \(step) dismisses, but nothing is presented at this point")
    case .setPage where !chain.contains(where: { $0 is FilePageViewController }):
      fail(position, "step \(step) sets a page, but no page view controller is on screen")
    case .changeSheet where topPresented?.sheetPresentationController == nil:
      fail(position, "step \(step) changes a sheet, but no sheet is presented at this point")
    case .setNavigationBarHidden where navigation == nil:
      fail(
        position,
        "step \(step) hides or shows the navigation bar, but no navigation controller "
          + "is on screen")
    case .push where navigation == nil:
      fail(position, "step \(step) pushes, but no navigation controller is on screen")
    case .splitColumn where !chain.contains(where: { $0 is UISplitViewController }):
      fail(
        position, "step \(step) shows or hides a column, but no split view controller is on screen")
    case .pop where (navigation?.viewControllers.count ?? 0) < 2:
      fail(
        position, "step \(step) pops, but no navigation controller on screen has a screen to pop")
    case .selectTab(let index) where index >= (tabs?.viewControllers?.count ?? 0):
      fail(
        position, "step \(step) selects tab \(index), but no tab bar controller on screen has it")
    case .addChild, .removeFromParent, .transitionToChild, .setViewControllers, .popToRoot:
      if let problem = containmentProblem(action, on: chain, step: step) {
        fail(position, problem)
      } else {
        return true
      }
    default:
      return true
    }
    return false
  }

  /// The view `id` if the user can touch it now: it belongs to the topmost view controller, or
  /// to the chrome of that view controller's presentation.
  private func reachableView(_ id: String, step: Int, position: ScenarioFile.Position) -> UIView? {
    if id == ScenarioFile.backButton {
      if let navigation = visibleChain.compactMap({ $0 as? UINavigationController }).last,
        navigation.viewControllers.count > 1
      {
        return navigation.navigationBar.backButtonView
      }
      fail(position, "step \(step) taps Back, but no navigation bar on screen shows one")
      return nil
    }
    let reachable = reachableViews()
    if let view = reachable.first(where: { $0.accessibilityIdentifier == id }) { return view }
    let whereItIs =
      file.viewControllers.first { $0.views.contains { $0.id == id } }.map {
        "it belongs to \($0.className), which is not on top at this point"
      }
      ?? "it is chrome of a presentation controller that is not on screen at this point (its "
      + "chrome is there only while a modalPresentationStyle: custom presentation uses it)"
    let names = reachable.compactMap(\.accessibilityIdentifier)
    fail(
      position,
      "step \(step) touches '\(id)', but \(whereItIs); "
        + (names.isEmpty
          ? "no view the user can touch now has a name"
          : "the user can touch " + names.joined(separator: ", ")))
    return nil
  }

  /// A pan's target: a reachable view, or the view of a view controller on screen.
  private func dragTarget(_ name: String, step: Int, position: ScenarioFile.Position) -> UIView? {
    let controllers =
      file.viewControllers.map(\.className) + file.navigationControllers.map(\.className)
      + file.tabBarControllers.map(\.className) + file.pageViewControllers.map(\.className)
    guard controllers.contains(name) else {
      return reachableView(name, step: step, position: position)
    }
    guard
      let top = visibleChain.first(where: {
        ($0 as? DeclaredClassName)?.declaredClassName == name
      })
    else {
      fail(position, "step \(step) drags \(name), which is not on top at this point")
      return nil
    }
    guard responds(top.view, to: UIPanGestureRecognizer.self) else {
      fail(
        position,
        "step \(step) drags \(name), but nothing on it responds to a pan: only a page or form "
          + "sheet can be swiped down, or a view controller with onPan dragged")
      return nil
    }
    return top.view
  }

  /// The top of the modal chain: the last presented view controller, or the root.
  private var topViewController: UIViewController? {
    var top = device.window.rootViewController
    while let presented = top?.presentedViewController { top = presented }
    return top
  }

  /// The view controller presented last, if any.
  private var topPresented: UIViewController? {
    let top = topViewController
    return top === device.window.rootViewController ? nil : top
  }

  /// From the top of the modal chain down through containers to the screen the user sees.
  var visibleChain: [UIViewController] {
    var chain: [UIViewController] = []
    var current = topViewController
    while let controller = current {
      chain.append(controller)
      if let navigation = controller as? UINavigationController {
        current = navigation.topViewController
      } else if let tabs = controller as? UITabBarController {
        current = tabs.selectedViewController
      } else if let pages = controller as? UIPageViewController {
        current = pages.viewControllers?.first
      } else if let split = controller as? UISplitViewController {
        current = split.viewControllers.last
      } else {
        current = nil
      }
    }
    return chain
  }

  /// What the user can touch: the named views of the screen they see, and the chrome of the
  /// presentation on top.
  private func reachableViews() -> [UIView] {
    var found: [UIView] = []
    func collect(_ view: UIView) {
      if view.accessibilityIdentifier != nil, owner(of: view) != nil { found.append(view) }
      view.subviews.forEach(collect)
    }
    for screen in visibleScreens { screen.viewIfLoaded?.subviews.forEach(collect) }
    if let chrome = (topViewController?.presentationController as? FilePresentationController)?
      .chrome, chrome.window != nil
    {
      found.append(chrome)
    }
    return found
  }

  /// Whether `view` has an enabled recognizer of `type`, which `Simulator.tap(_:)` and
  /// `Simulator.pan(_:translation:duration:steps:)` require.
  private func responds<Recognizer: UIGestureRecognizer>(
    _ view: UIView, to type: Recognizer.Type
  ) -> Bool {
    view.gestureRecognizers?.contains { $0 is Recognizer && $0.isEnabled } == true
  }

  private func owner(of view: UIView) -> FileViewController? {
    guard let entry = owners[ObjectIdentifier(view)], entry.view.view === view else { return nil }
    return entry.owner.controller
  }

  func fail(_ position: ScenarioFile.Position, _ message: String) {
    failure = ScenarioFileError(
      path: path, line: position.line, column: position.column, message: message)
  }
}

/// A view held weakly, so that remembering it by id keeps nothing alive.
private struct WeakView {
  weak var view: UIView?
}
