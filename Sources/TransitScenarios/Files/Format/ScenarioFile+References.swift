import Foundation
import Yams

// Every name the file refers to must be declared, of the right kind, and usable where it is.
extension ScenarioFile {
  func checkReferences(_ reader: YAMLReader, root: Node) throws {
    func fail(_ position: Position, _ message: String) -> ScenarioFileError {
      ScenarioFileError(
        path: reader.path, line: position.line, column: position.column, message: message)
    }
    func known(_ names: [String]) -> String {
      names.isEmpty ? "none is declared" : "declared: " + names.joined(separator: ", ")
    }

    let roots = viewControllers.filter(\.isRoot)
    guard roots.count == 1 else {
      if roots.count > 1 {
        throw fail(roots[1].position, "only one view controller can be the window's root")
      }
      throw reader.error(root, "no view controller has 'root: true'; the window needs one")
    }

    var seen: [String: String] = [:]
    let declarations: [(String, String, Position)] =
      viewControllers.map { ($0.className, "a view controller", $0.position) }
      + delegates.map { ($0.className, "a transitioning delegate", $0.position) }
      + presentationControllers.map { ($0.className, "a presentation controller", $0.position) }
      + animators.map { ($0.className, "an animator", $0.position) }
      + interactions.map { ($0.name, "an interaction", $0.position) }
    for (name, kind, position) in declarations {
      if let other = seen[name] {
        throw fail(position, "'\(name)' is already declared as \(other)")
      }
      seen[name] = kind
    }

    var viewIDs: [String: Position] = [:]
    let allViews =
      viewControllers.flatMap { $0.views.map { ($0.id, $0.position) } }
      + presentationControllers.compactMap { spec in spec.chrome.map { ($0.id, spec.position) } }
    for (id, position) in allViews {
      if viewIDs[id] != nil { throw fail(position, "a view with the id '\(id)' already exists") }
      viewIDs[id] = position
    }

    let delegateNames = delegates.map(\.className)
    let controllerNames = viewControllers.map(\.className)
    for delegate in viewControllers.compactMap(\.transitioningDelegate)
    where !delegateNames.contains(delegate.name) {
      throw fail(
        delegate.position,
        "'\(delegate.name)' is not a transitioning delegate; \(known(delegateNames))")
    }
    for controller in viewControllers {
      for view in controller.views {
        if case .present(let target, _, _) = view.onTap {
          try checkPresentable(target, controllerNames, fail)
        }
        if let pan = view.onPan {
          try checkPresentable(pan.present, controllerNames, fail)
          try checkDrivable(pan, fail)
        }
      }
    }

    let vendChecks: [(Vended?, [String], String)] = delegates.flatMap { spec in
      [
        (
          spec.presentationController, presentationControllers.map(\.className),
          "presentation controller"
        ),
        (spec.animatorForPresented, animators.map(\.className), "animator"),
        (spec.animatorForDismissed, animators.map(\.className), "animator"),
        (spec.interactionForPresentation, interactions.map(\.name), "interaction"),
        (spec.interactionForDismissal, interactions.map(\.name), "interaction"),
      ]
    }
    for (vended, names, kind) in vendChecks {
      if case .object(let ref) = vended, !names.contains(ref.name) {
        throw fail(ref.position, "'\(ref.name)' is not an \(kind); \(known(names))")
      }
    }

    for step in steps {
      switch step {
      case .tap(let target, _) where viewIDs[target.name] == nil:
        throw fail(
          target.position,
          "there is no view '\(target.name)' to tap; \(known(Array(viewIDs.keys).sorted()))")
      case .pan(let pan, _)
      where viewIDs[pan.target.name] == nil && !controllerNames.contains(pan.target.name):
        throw fail(
          pan.target.position,
          "there is no view or view controller '\(pan.target.name)' to drag")
      default:
        continue
      }
    }
  }

  private func checkPresentable(
    _ target: Ref, _ names: [String],
    _ fail: (Position, String) -> ScenarioFileError
  ) throws {
    guard let spec = viewControllers.first(where: { $0.className == target.name }) else {
      throw fail(
        target.position,
        "'\(target.name)' is not a view controller; declared: " + names.joined(separator: ", "))
    }
    if spec.isRoot {
      throw fail(
        target.position, "'\(target.name)' is the root view controller and is always on screen")
    }
  }

  /// A pan can only drive an interaction the presented view controller's delegate vends from
  /// `interactionControllerForPresentation(using:)`, which UIKit asks only when the delegate
  /// also vends an animator (VCPG-anim).
  private func checkDrivable(_ pan: PanAction, _ fail: (Position, String) -> ScenarioFileError)
    throws
  {
    guard interactions.contains(where: { $0.name == pan.interaction.name }) else {
      throw fail(
        pan.interaction.position,
        "'\(pan.interaction.name)' is not an interaction; declared: "
          + interactions.map(\.name).joined(separator: ", "))
    }
    let presented = viewControllers.first { $0.className == pan.present.name }
    let delegate = delegates.first { $0.className == presented?.transitioningDelegate?.name }
    guard let delegate,
      delegate.interactionForPresentation == .object(pan.interaction)
        || {
          if case .object(let ref) = delegate.interactionForPresentation {
            return ref.name == pan.interaction.name
          }
          return false
        }()
    else {
      throw fail(
        pan.interaction.position,
        "the pan drives '\(pan.interaction.name)', but \(pan.present.name)'s transitioning "
          + "delegate does not vend it from interactionControllerForPresentation")
    }
    guard case .object = delegate.animatorForPresented else {
      throw fail(
        pan.interaction.position,
        "UIKit asks for an interaction controller only when the delegate vends an animator; "
          + "give \(delegate.className) an animationControllerForPresented")
    }
  }
}
