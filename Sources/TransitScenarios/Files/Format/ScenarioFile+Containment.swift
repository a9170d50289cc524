import Foundation
import TransitUIKit
import Yams

// Child containment, trait registration and the navigation steps that are not taps: the keys
// a view controller may have for them, and the actions that use them.
extension ScenarioFile {
  /// A view controller's keys for children, appearance forwarding, presentation context and
  /// traits.
  static let containmentKeys = [
    "children", "forwardsAppearance", "definesPresentationContext", "registerForTraitChanges",
  ]

  /// The actions that take a mapping: `{addChild: X}`, `{transitionToChild: X}`,
  /// `{setViewControllers: [X, Y]}`, `{popToRoot: true}`, `{removeFromParent: true}`.
  static let containmentVerbs = [
    "addChild", "transitionToChild", "setViewControllers", "popToRoot", "removeFromParent",
  ]

  static func parseContainmentKey(
    _ key: String, _ node: Node, into spec: inout ViewControllerSpec, _ reader: YAMLReader
  ) throws {
    switch key {
    case "children":
      spec.children = try reader.sequence(node, "children").map {
        try reader.ref($0, "a child view controller")
      }
    case "forwardsAppearance":
      spec.forwardsAppearanceByHand =
        try reader.choice(
          node, "forwardsAppearance", [("automatically", false), ("byHand", true)])
    case "definesPresentationContext":
      spec.definesPresentationContext = try reader.bool(node, "definesPresentationContext")
    default:
      spec.observedTraits = try reader.sequence(node, "registerForTraitChanges").map {
        try reader.choice(
          $0, "a trait", ViewControllerSpec.ObservedTrait.allCases.map { ($0.rawValue, $0) })
      }
    }
  }

  /// The action a containment or navigation verb names, or nil for another verb.
  static func containmentAction(
    _ verb: (key: String, value: Node), animated: Bool, duration: TimeInterval,
    _ reader: YAMLReader
  ) throws -> Action? {
    switch verb.key {
    case "addChild": return .addChild(try reader.ref(verb.value, "addChild"))
    case "transitionToChild":
      return .transitionToChild(
        try reader.ref(verb.value, "transitionToChild"), duration: duration)
    case "setViewControllers":
      let names = try reader.sequence(verb.value, "setViewControllers").map {
        try reader.ref($0, "a view controller")
      }
      guard !names.isEmpty else {
        throw reader.error(verb.value, "setViewControllers needs at least one view controller")
      }
      return .setViewControllers(names, animated: animated)
    case "popToRoot", "removeFromParent":
      guard try reader.bool(verb.value, verb.key) else {
        throw reader.error(verb.value, "\(verb.key): false does nothing; leave the action out")
      }
      return verb.key == "popToRoot" ? .popToRoot(animated: animated) : .removeFromParent
    default:
      return nil
    }
  }

  /// Every view controller a child, a child transition or a new stack names is declared, and
  /// is a plain view controller.
  func checkContainmentReferences(_ fail: (Position, String) -> ScenarioFileError) throws {
    let plain = viewControllers.filter { !$0.isRoot }.map(\.className)
    func check(_ ref: Ref, _ what: String) throws {
      guard plain.contains(ref.name) else {
        throw fail(
          ref.position,
          "'\(ref.name)' cannot be \(what); it must be a view controller that is not the root: "
            + plain.joined(separator: ", "))
      }
    }
    var actions: [Action] = viewControllers.flatMap { $0.views.flatMap(\.actions) }
    for case .app(let action, _) in steps { actions.append(action) }
    for spec in viewControllers {
      for child in spec.children { try check(child, "a child") }
    }
    for action in actions {
      switch action {
      case .addChild(let ref), .transitionToChild(let ref, _): try check(ref, "a child")
      case .setViewControllers(let refs, _):
        for ref in refs { try check(ref, "on a navigation stack") }
      default: break
      }
    }
  }
}
