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
  let device: Simulator
  /// The percent-driven interactions whose gesture is driving a transition, by name.
  var activeInteractions: [String: UIPercentDrivenInteractiveTransition] = [:]
  private(set) var failure: ScenarioFileError?

  init(file: ScenarioFile, path: String, device: Simulator) {
    self.file = file
    self.path = path
    self.device = device
  }

  // MARK: Making objects

  func makeViewController(named name: String) -> FileViewController {
    let spec = file.viewControllers.first { $0.className == name }!
    let controller = FileViewController(spec: spec, world: self)
    if let style = spec.style { controller.modalPresentationStyle = style }
    if let delegateName = spec.transitioningDelegate?.name {
      controller.transitioningDelegate = delegate(named: delegateName)
    }
    return controller
  }

  private var delegates: [String: FileTransitioningDelegate] = [:]

  /// One delegate object per class, kept alive here since `transitioningDelegate` is weak.
  func delegate(named name: String) -> FileTransitioningDelegate {
    if let existing = delegates[name] { return existing }
    let spec = file.delegates.first { $0.className == name }!
    let delegate = FileTransitioningDelegate(spec: spec, world: self)
    delegates[name] = delegate
    return delegate
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

  /// The view controller each of its views belongs to.
  private var owners: [ObjectIdentifier: FileViewController] = [:]

  /// Remembers a view by the id the file gave it, and the view controller it belongs to.
  func register(_ view: UIView, as id: String, owner: FileViewController?) {
    view.accessibilityIdentifier = id
    if let owner { owners[ObjectIdentifier(view)] = owner }
  }

  // MARK: Playing

  /// Launches the root view controller, then plays every step, letting the run loop settle
  /// after each, as the built-in scenarios do.
  func play() {
    let rootSpec = file.viewControllers.first(where: \.isRoot)!
    device.window.rootViewController = makeViewController(named: rootSpec.className)
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    for (index, step) in file.steps.enumerated() {
      guard failure == nil, !device.isHalted else { return }
      perform(step, number: index + 1)
    }
  }

  private func perform(_ step: ScenarioFile.Step, number: Int) {
    switch step {
    case .wait(let seconds, _):
      device.wait(seconds)
    case .tap(let target, let position):
      guard let view = reachableView(target.name, step: number, position: position) else { return }
      if let owner = owner(of: view),
        case .dismiss = owner.spec.views.first(where: {
          $0.id == target.name
        })?.onTap, owner.presentingViewController == nil, owner.presentedViewController == nil
      {
        fail(
          position,
          "step \(number) taps '\(target.name)', which dismisses, but \(owner.spec.className) "
            + "is not presented and presents nothing")
        return
      }
      device.tap(view)
      device.runUntilIdle()
    case .pan(let pan, let position):
      guard let view = dragTarget(pan.target.name, step: number, position: position) else {
        return
      }
      device.pan(view, translation: pan.translation, duration: pan.duration, steps: pan.steps)
      device.runUntilIdle()
    }
  }

  /// The view `id` if the user can touch it now: it belongs to the topmost view controller, or
  /// to the chrome of that view controller's presentation.
  private func reachableView(_ id: String, step: Int, position: ScenarioFile.Position) -> UIView? {
    let reachable = reachableViews()
    if let view = reachable.first(where: { $0.accessibilityIdentifier == id }) { return view }
    let whereItIs =
      file.viewControllers.first { $0.views.contains { $0.id == id } }.map {
        "it belongs to \($0.className), which is not on top at this point"
      } ?? "it is chrome of a presentation that is not on screen at this point"
    let names = reachable.compactMap(\.accessibilityIdentifier)
    fail(
      position,
      "step \(step) touches '\(id)', but \(whereItIs); the user can touch "
        + (names.isEmpty ? "nothing named" : names.joined(separator: ", ")))
    return nil
  }

  /// A pan's target: a reachable view, or the root view of the topmost view controller.
  private func dragTarget(_ name: String, step: Int, position: ScenarioFile.Position) -> UIView? {
    guard file.viewControllers.contains(where: { $0.className == name }) else {
      return reachableView(name, step: step, position: position)
    }
    guard let top = topViewController as? FileViewController, top.spec.className == name else {
      fail(position, "step \(step) drags \(name), which is not on top at this point")
      return nil
    }
    guard top.view.gestureRecognizers?.isEmpty == false else {
      fail(
        position,
        "step \(step) drags \(name), but nothing on it responds to a pan: only a page or form "
          + "sheet can be swiped down")
      return nil
    }
    return top.view
  }

  private var topViewController: UIViewController? {
    var top = device.window.rootViewController
    while let presented = top?.presentedViewController { top = presented }
    return top
  }

  private func reachableViews() -> [UIView] {
    guard let top = topViewController, let root = top.viewIfLoaded else { return [] }
    var found: [UIView] = []
    func collect(_ view: UIView) {
      if view.accessibilityIdentifier != nil { found.append(view) }
      view.subviews.forEach(collect)
    }
    root.subviews.forEach(collect)
    if let chrome = (top.presentationController as? FilePresentationController)?.chrome,
      chrome.window != nil
    {
      found.append(chrome)
    }
    return found
  }

  private func owner(of view: UIView) -> FileViewController? {
    owners[ObjectIdentifier(view)]
  }

  private func fail(_ position: ScenarioFile.Position, _ message: String) {
    failure = ScenarioFileError(
      path: path, line: position.line, column: position.column, message: message)
  }
}
