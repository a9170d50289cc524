import Foundation
import TransitUIKit
import Yams

// Navigation and tab bar controllers, and their delegates.
extension ScenarioFile {
  static func parseNavigationControllers(_ node: Node, _ reader: YAMLReader) throws
    -> [NavigationControllerSpec]
  {
    try reader.each(reader.mapping(node, "navigationControllers")) { entry in
      let name = try reader.name(entry.keyNode, "a navigation controller's class name")
      var spec = NavigationControllerSpec(
        className: name, isRoot: false,
        rootViewController: Ref(name: "", position: reader.position(entry.keyNode)),
        delegate: nil, position: reader.position(entry.keyNode))
      var sawRoot = false
      let keys = [
        "root", "rootViewController", "delegate", "definesPresentationContext", "hidesBarsOnSwipe",
      ]
      for field in try reader.mapping(entry.value, "navigation controller '\(name)'", allowed: keys)
      {
        switch field.key {
        case "root": spec.isRoot = try reader.bool(field.value, "root")
        case "rootViewController":
          spec.rootViewController = try reader.ref(field.value, "rootViewController")
          sawRoot = true
        case "definesPresentationContext":
          spec.definesPresentationContext = try reader.bool(field.value, field.key)
        case "hidesBarsOnSwipe":
          spec.hidesBarsOnSwipe = try reader.bool(field.value, field.key)
        default: spec.delegate = try reader.ref(field.value, "delegate")
        }
      }
      if !sawRoot {
        throw reader.error(
          entry.keyNode, "navigation controller '\(name)' needs a rootViewController")
      }
      return spec
    }
  }

  static func parseTabBarControllers(_ node: Node, _ reader: YAMLReader) throws
    -> [TabBarControllerSpec]
  {
    try reader.each(reader.mapping(node, "tabBarControllers")) { entry in
      let name = try reader.name(entry.keyNode, "a tab bar controller's class name")
      var spec = TabBarControllerSpec(
        className: name, isRoot: false, viewControllers: [], delegate: nil, swipe: nil,
        position: reader.position(entry.keyNode))
      let keys = ["root", "viewControllers", "delegate", "swipe"]
      for field in try reader.mapping(entry.value, "tab bar controller '\(name)'", allowed: keys) {
        switch field.key {
        case "root": spec.isRoot = try reader.bool(field.value, "root")
        case "viewControllers":
          spec.viewControllers = try reader.sequence(field.value, "viewControllers").map {
            try reader.ref($0, "a tab's view controller")
          }
        case "delegate": spec.delegate = try reader.ref(field.value, "delegate")
        default:
          let options = try reader.mapping(field.value, "swipe", allowed: ["interaction"])
          guard let option = options.first else {
            throw reader.error(
              field.value, "swipe names the interaction it drives: {interaction: swipe}")
          }
          spec.swipe = try reader.ref(option.value, "interaction")
        }
      }
      if spec.viewControllers.count < 2 {
        throw reader.error(
          entry.keyNode, "tab bar controller '\(name)' needs at least two viewControllers")
      }
      return spec
    }
  }

  static func parseNavigationDelegates(_ node: Node, _ reader: YAMLReader) throws
    -> [NavigationDelegateSpec]
  {
    let methods = [
      "willShow", "didShow", "animationControllerFor", "interactionControllerFor", "edgeSwipe",
    ]
    return try reader.each(reader.mapping(node, "navigationDelegates")) { entry in
      let name = try reader.name(entry.keyNode, "a navigation delegate's class name")
      var spec = NavigationDelegateSpec(
        className: name, willShow: false, didShow: false, animator: nil, interaction: nil,
        edgeSwipe: nil, position: reader.position(entry.keyNode))
      let what = "navigation delegate '\(name)' (list only the methods it implements)"
      for method in try reader.mapping(entry.value, what, allowed: methods) {
        switch method.key {
        case "willShow": spec.willShow = try reader.bool(method.value, "willShow")
        case "didShow": spec.didShow = try reader.bool(method.value, "didShow")
        case "animationControllerFor": spec.animator = try vended(method.value, method.key, reader)
        case "interactionControllerFor":
          spec.interaction = try vended(method.value, method.key, reader)
        default:
          let options = try reader.mapping(method.value, "edgeSwipe", allowed: ["interaction"])
          guard let option = options.first else {
            throw reader.error(method.value, "edgeSwipe names the interaction it drives")
          }
          spec.edgeSwipe = try reader.ref(option.value, "interaction")
        }
      }
      return spec
    }
  }

  static func parseTabBarDelegates(_ node: Node, _ reader: YAMLReader) throws
    -> [TabBarDelegateSpec]
  {
    let methods = [
      "shouldSelect", "didSelect", "animationControllerForTransitionFrom",
      "interactionControllerFor",
    ]
    return try reader.each(reader.mapping(node, "tabBarDelegates")) { entry in
      let name = try reader.name(entry.keyNode, "a tab bar delegate's class name")
      var spec = TabBarDelegateSpec(
        className: name, shouldSelect: nil, didSelect: false, animator: nil, interaction: nil,
        position: reader.position(entry.keyNode))
      let what = "tab bar delegate '\(name)' (list only the methods it implements)"
      for method in try reader.mapping(entry.value, what, allowed: methods) {
        switch method.key {
        case "shouldSelect": spec.shouldSelect = try reader.bool(method.value, "shouldSelect")
        case "didSelect": spec.didSelect = try reader.bool(method.value, "didSelect")
        case "animationControllerForTransitionFrom":
          spec.animator = try vended(method.value, method.key, reader)
        default: spec.interaction = try vended(method.value, method.key, reader)
        }
      }
      return spec
    }
  }

  private static func vended(_ node: Node, _ what: String, _ reader: YAMLReader) throws -> Vended {
    try reader.string(node, what) == "nil" ? .none : .object(try reader.ref(node, what))
  }
}
