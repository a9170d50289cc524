import Foundation
import Yams

// Every name the file refers to must be declared, of the right kind, and usable where it is.
extension ScenarioFile {
  func checkReferences(_ reader: YAMLReader, root: Node, launchable: Bool = false) throws {
    func fail(_ position: Position, _ message: String) -> ScenarioFileError {
      ScenarioFileError(
        path: reader.path, line: position.line, column: position.column, message: message)
    }
    func known(_ names: [String]) -> String {
      names.isEmpty ? "none is declared" : "declared: " + names.joined(separator: ", ")
    }

    let roots =
      viewControllers.filter(\.isRoot).map(\.position)
      + navigationControllers.filter(\.isRoot).map(\.position)
      + tabBarControllers.filter(\.isRoot).map(\.position)
      + pageViewControllers.filter(\.isRoot).map(\.position)
      + splitViewControllers.filter(\.isRoot).map(\.position)
    if !(roots.isEmpty && launchable), roots.count != 1 {
      if roots.count > 1 {
        throw fail(roots[1], "only one view controller can be the window's root")
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
      + navigationControllers.map { ($0.className, "a navigation controller", $0.position) }
      + tabBarControllers.map { ($0.className, "a tab bar controller", $0.position) }
      + navigationDelegates.map { ($0.className, "a navigation delegate", $0.position) }
      + tabBarDelegates.map { ($0.className, "a tab bar delegate", $0.position) }
      + presentationControllerDelegates.map {
        ($0.className, "a presentation controller delegate", $0.position)
      }
      + pageViewControllers.map { ($0.className, "a page view controller", $0.position) }
      + splitViewControllers.map { ($0.className, "a split view controller", $0.position) }
      + alertControllers.map { ($0.name, "an alert", $0.position) }
      + pageDataSources.map { ($0.className, "a page view controller data source", $0.position) }
      // A class may be both a page data source and a page delegate, as one object often is.
      + pageDelegates.filter { delegate in
        !pageDataSources.contains { $0.className == delegate.className }
      }.map { ($0.className, "a page view controller delegate", $0.position) }
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
    // The views a tap or a pan reaches: only these have a recognizer to fire.
    let tappable = Set(
      viewControllers.flatMap { $0.views.filter { !$0.actions.isEmpty }.map(\.id) }
        + presentationControllers.compactMap {
          $0.chrome?.tapDismisses == true ? $0.chrome?.id : nil
        })
    let pannable = Set(viewControllers.flatMap { $0.views.filter { $0.onPan != nil }.map(\.id) })

    let delegateNames = delegates.map(\.className)
    let controllerNames =
      viewControllers.map(\.className) + navigationControllers.map(\.className)
      + tabBarControllers.map(\.className) + pageViewControllers.map(\.className)
      + splitViewControllers.map(\.className)
    for delegate in viewControllers.compactMap(\.transitioningDelegate)
    where !delegateNames.contains(delegate.name) {
      throw fail(
        delegate.position,
        "'\(delegate.name)' is not a transitioning delegate; \(known(delegateNames))")
    }
    for controller in viewControllers {
      if let pan = controller.onPan {
        if case .present(let target) = pan.transition {
          try checkPresentable(target, controllerNames, fail)
        }
        try checkDrivable(pan, on: controller, fail)
        try checkCatch(pan, on: controller, fail)
      }
      for view in controller.views {
        for action in view.actions {
          switch action {
          case .present(let target, _, _): try checkPresentable(target, controllerNames, fail)
          case .push(let target, _, _): try checkPushable(target, fail)
          default: break
          }
          if let chained = action.completion.presented {
            try checkPresentable(chained, controllerNames, fail)
          }
        }
        if let pan = view.onPan {
          if case .present(let target) = pan.transition {
            try checkPresentable(target, controllerNames, fail)
          }
          try checkDrivable(pan, on: controller, fail)
          try checkCatch(pan, on: controller, fail)
        }
      }
    }
    try checkInterruptibleReferences(viewIDs: viewIDs, fail)

    let vendChecks: [(Vended?, [String], String)] = delegates.flatMap { spec in
      [
        (
          spec.presentationController,
          presentationControllers.map(\.className) + [ScenarioFile.plainPresentationController],
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

    try checkContainers(fail)
    try checkContainmentReferences(fail)
    try checkPresentationReferences(fail)
    try checkPageReferences(fail)
    try checkEverydayReferences(controllerNames: controllerNames, viewIDs: viewIDs, fail)
    for step in steps {
      if case .app(let action, _) = step, let chained = action.completion.presented {
        try checkPresentable(chained, controllerNames, fail)
      }
      switch step {
      case .app(.present(let target, _, _), _):
        try checkPresentable(target, controllerNames, fail)
      case .app(.push(let target, _, _), _):
        try checkPushable(target, fail)
      case .tap(let target, _)
      where target.name == ScenarioFile.backButton && navigationControllers.isEmpty:
        throw fail(
          target.position,
          "'back' taps a navigation bar's Back button; declare a navigation controller")
      case .tap(let target, _)
      where viewIDs[target.name] == nil && target.name != ScenarioFile.backButton:
        throw fail(
          target.position,
          "there is no view '\(target.name)' to tap; \(known(Array(viewIDs.keys).sorted()))")
      case .tap(let target, _)
      where target.name != ScenarioFile.backButton && !tappable.contains(target.name):
        throw fail(
          target.position,
          "'\(target.name)' has no onTap; a tap step needs a view with onTap, or a UIButton "
            + "with touchUpInside")
      case .pan(let pan, _)
      where pan.locator == nil && viewIDs[pan.target.name] == nil
        && !controllerNames.contains(pan.target.name):
        throw fail(
          pan.target.position,
          "there is no view or view controller '\(pan.target.name)' to drag")
      case .pan(let pan, _)
      where pan.locator == nil && !controllerNames.contains(pan.target.name)
        && !pannable.contains(pan.target.name):
        throw fail(
          pan.target.position,
          "'\(pan.target.name)' has no onPan; a pan step needs a view with onPan, or a view "
            + "controller whose view a swipe drives")
      default:
        continue
      }
    }
  }

  func checkPresentable(
    _ target: Ref, _ names: [String],
    _ fail: (Position, String) -> ScenarioFileError
  ) throws {
    guard names.contains(target.name) else {
      throw fail(
        target.position,
        "'\(target.name)' is not a view controller; declared: " + names.joined(separator: ", "))
    }
    let isRoot =
      viewControllers.contains { $0.className == target.name && $0.isRoot }
      || navigationControllers.contains { $0.className == target.name && $0.isRoot }
      || tabBarControllers.contains { $0.className == target.name && $0.isRoot }
      || pageViewControllers.contains { $0.className == target.name && $0.isRoot }
      || splitViewControllers.contains { $0.className == target.name && $0.isRoot }
    if isRoot {
      throw fail(
        target.position, "'\(target.name)' is the root view controller and is always on screen")
    }
  }

  /// Only a plain view controller can be pushed.
  func checkPushable(_ target: Ref, _ fail: (Position, String) -> ScenarioFileError) throws {
    guard viewControllers.contains(where: { $0.className == target.name && !$0.isRoot }) else {
      throw fail(
        target.position,
        "'\(target.name)' cannot be pushed; push one of: "
          + viewControllers.filter { !$0.isRoot }.map(\.className).joined(separator: ", "))
    }
  }

  /// Containers name declared children and delegates, and a swipe drives an interaction its
  /// delegate vends along with an animator.
  private func checkContainers(_ fail: (Position, String) -> ScenarioFileError) throws {
    let plain = viewControllers.map(\.className)
    for navigation in navigationControllers {
      guard plain.contains(navigation.rootViewController.name) else {
        throw fail(
          navigation.rootViewController.position,
          "'\(navigation.rootViewController.name)' is not a view controller; declared: "
            + plain.joined(separator: ", "))
      }
      if let delegate = navigation.delegate,
        !navigationDelegates.contains(where: { $0.className == delegate.name })
      {
        throw fail(delegate.position, "'\(delegate.name)' is not a navigation delegate")
      }
    }
    let children = plain + navigationControllers.map(\.className)
    for tabs in tabBarControllers {
      for child in tabs.viewControllers where !children.contains(child.name) {
        throw fail(
          child.position,
          "'\(child.name)' is not a view controller or navigation controller; declared: "
            + children.joined(separator: ", "))
      }
      if let delegate = tabs.delegate,
        !tabBarDelegates.contains(where: { $0.className == delegate.name })
      {
        throw fail(delegate.position, "'\(delegate.name)' is not a tab bar delegate")
      }
      if let swipe = tabs.swipe {
        let delegate = tabBarDelegates.first { $0.className == tabs.delegate?.name }
        try checkDriven(
          swipe, vendedBy: delegate?.interaction, animator: delegate?.animator,
          method: "tabBarController(_:interactionControllerFor:)", fail)
      }
    }
    let animatorNames = animators.map(\.className)
    let interactionNames = interactions.map(\.name)
    for delegate in navigationDelegates {
      try checkVended(delegate.animator, among: animatorNames, kind: "animator", fail)
      try checkVended(delegate.interaction, among: interactionNames, kind: "interaction", fail)
      if let swipe = delegate.edgeSwipe {
        try checkDriven(
          swipe, vendedBy: delegate.interaction, animator: delegate.animator,
          method: "navigationController(_:interactionControllerFor:)", fail)
      }
    }
    for delegate in tabBarDelegates {
      try checkVended(delegate.animator, among: animatorNames, kind: "animator", fail)
      try checkVended(delegate.interaction, among: interactionNames, kind: "interaction", fail)
    }
  }

  private func checkVended(
    _ vended: Vended?, among names: [String], kind: String,
    _ fail: (Position, String) -> ScenarioFileError
  ) throws {
    if case .object(let ref) = vended, !names.contains(ref.name) {
      throw fail(
        ref.position,
        "'\(ref.name)' is not an \(kind); declared: " + names.joined(separator: ", "))
    }
  }

  /// A gesture can only drive an interaction the delegate vends, and UIKit asks for one only
  /// when the delegate also vends an animator (View Controller Programming Guide, "The Custom
  /// Animation Sequence"; docs/lifecycle.md#order-e and #order-f).
  private func checkDriven(
    _ interaction: Ref, vendedBy vended: Vended?, animator: Vended?, method: String,
    _ fail: (Position, String) -> ScenarioFileError
  ) throws {
    guard interactions.contains(where: { $0.name == interaction.name }) else {
      throw fail(interaction.position, "'\(interaction.name)' is not an interaction")
    }
    guard case .object(let ref) = vended, ref.name == interaction.name else {
      throw fail(
        interaction.position,
        "the swipe drives '\(interaction.name)', but the delegate does not vend it from \(method)")
    }
    guard case .object = animator else {
      throw fail(
        interaction.position,
        "UIKit asks for an interaction controller only when the delegate vends an animator")
    }
  }

  /// The view controllers something in the file presents: a tap, a pan or an app step.
  var presentedNames: [String] {
    var names: [String] = []
    func add(_ name: String) { if !names.contains(name) { names.append(name) } }
    for view in viewControllers.flatMap(\.views) {
      for action in view.actions {
        if case .present(let target, _, _) = action { add(target.name) }
        if let chained = action.completion.presented { add(chained.name) }
      }
      if case .present(let target)? = view.onPan?.transition { add(target.name) }
    }
    for case .present(let target)? in viewControllers.map(\.onPan?.transition) {
      add(target.name)
    }
    for case .app(let action, _) in steps {
      if case .present(let target, _, _) = action { add(target.name) }
      if let chained = action.completion.presented { add(chained.name) }
    }
    return names
  }

  /// A pan can only drive an interaction that the transitioning delegate of the view controller
  /// it presents, or of the presented view controller it dismisses, vends from
  /// `interactionControllerForPresentation(using:)` or `interactionControllerForDismissal(using:)`;
  /// UIKit asks for it only when the delegate also vends the animator for that direction
  /// (View Controller Programming Guide, "The Custom Animation Sequence";
  /// docs/lifecycle.md#order-c).
  private func checkDrivable(
    _ pan: PanAction, on owner: ViewControllerSpec,
    _ fail: (Position, String) -> ScenarioFileError
  ) throws {
    guard interactions.contains(where: { $0.name == pan.interaction.name }) else {
      throw fail(
        pan.interaction.position,
        "'\(pan.interaction.name)' is not an interaction; declared: "
          + interactions.map(\.name).joined(separator: ", "))
    }
    let driven: String
    let presenting: Bool
    switch pan.transition {
    case .present(let target):
      (driven, presenting) = (target.name, true)
    case .dismiss(let position):
      let presented = presentedNames
      guard presented.contains(owner.className) else {
        throw fail(
          position,
          "onPan dismisses \(owner.className), but nothing presents it; only a presented view "
            + "controller can be dismissed: "
            + (presented.isEmpty
              ? "this file presents none" : "presented: " + presented.joined(separator: ", ")))
      }
      (driven, presenting) = (owner.className, false)
    }
    let spec = viewControllers.first { $0.className == driven }
    let delegate = delegates.first { $0.className == spec?.transitioningDelegate?.name }
    let method =
      presenting ? "interactionControllerForPresentation" : "interactionControllerForDismissal"
    let vended =
      presenting ? delegate?.interactionForPresentation : delegate?.interactionForDismissal
    guard let delegate, case .object(let ref) = vended, ref.name == pan.interaction.name else {
      throw fail(
        pan.interaction.position,
        "the pan drives '\(pan.interaction.name)', but \(driven)'s transitioning "
          + "delegate does not vend it from \(method)")
    }
    let animator = presenting ? delegate.animatorForPresented : delegate.animatorForDismissed
    guard case .object = animator else {
      throw fail(
        pan.interaction.position,
        "UIKit asks for an interaction controller only when the delegate vends an animator; "
          + "give \(delegate.className) an animationControllerFor"
          + (presenting ? "Presented" : "Dismissed"))
    }
  }
}
