import Foundation
import TransitUIKit
import Yams

// The transition objects: delegates, presentation controllers, animators, interactions.
extension ScenarioFile {
  static func parseDelegates(_ node: Node, _ reader: YAMLReader) throws -> [DelegateSpec] {
    let methods = [
      "presentationController", "animationControllerForPresented",
      "animationControllerForDismissed", "interactionControllerForPresentation",
      "interactionControllerForDismissal", "keptBy",
    ]
    return try reader.each(reader.mapping(node, "transitioningDelegates")) { entry in
      let name = try reader.name(entry.keyNode, "a transitioning delegate's class name")
      var spec = DelegateSpec(
        className: name, presentationController: nil, animatorForPresented: nil,
        animatorForDismissed: nil, interactionForPresentation: nil, interactionForDismissal: nil,
        position: reader.position(entry.keyNode))
      let what = "transitioning delegate '\(name)' (list only the methods it implements)"
      spec.isSwift = try isDeveloperClass(entry.value, "transitioning delegate '\(name)'", reader)
      if spec.isSwift { return spec }
      for method in try reader.mapping(entry.value, what, allowed: methods) {
        if method.key == "keptBy" {
          spec.keptByNothing = try reader.choice(
            method.value, "keptBy", [("app", false), ("nothing", true)])
          continue
        }
        let vended: Vended =
          try reader.string(method.value, method.key) == "nil"
          ? .none : .object(try reader.ref(method.value, method.key))
        switch method.key {
        case "presentationController": spec.presentationController = vended
        case "animationControllerForPresented": spec.animatorForPresented = vended
        case "animationControllerForDismissed": spec.animatorForDismissed = vended
        case "interactionControllerForPresentation": spec.interactionForPresentation = vended
        default: spec.interactionForDismissal = vended
        }
      }
      return spec
    }
  }

  static func parsePresentationControllers(_ node: Node, _ reader: YAMLReader) throws
    -> [PresentationControllerSpec]
  {
    try reader.each(reader.mapping(node, "presentationControllers")) { entry in
      let name = try reader.name(entry.keyNode, "a presentation controller's class name")
      var spec = PresentationControllerSpec(
        className: name, frame: .full, shouldRemovePresentersView: false, chrome: nil,
        mistakes: [], position: reader.position(entry.keyNode))
      let keys = ["frameOfPresentedView", "shouldRemovePresentersView", "chrome", "mistakes"]
      spec.isSwift = try isDeveloperClass(
        entry.value, "presentation controller '\(name)'", reader)
      if spec.isSwift { return spec }
      for field in try reader.mapping(
        entry.value, "presentation controller '\(name)'", allowed: keys)
      {
        switch field.key {
        case "frameOfPresentedView":
          if case .sequence = field.value {
            spec.frame = .fixed(try reader.rect(field.value, "frameOfPresentedView"))
          } else {
            spec.frame = try reader.choice(
              field.value, "frameOfPresentedView",
              [("full", .full), ("rightHalf", .rightHalf), ("bottomHalf", .bottomHalf)])
          }
        case "shouldRemovePresentersView":
          spec.shouldRemovePresentersView = try reader.bool(
            field.value, "shouldRemovePresentersView")
        case "chrome": spec.chrome = try parseChrome(field.value, reader)
        default:
          spec.mistakes = Set(
            try reader.sequence(field.value, "mistakes").map {
              try reader.choice(
                $0, "a presentation controller mistake",
                PresentationControllerSpec.Mistake.allCases.map { ($0.rawValue, $0) })
            })
        }
      }
      return spec
    }
  }

  private static func parseChrome(_ node: Node, _ reader: YAMLReader) throws -> ChromeSpec {
    let entries = try reader.mapping(node, "chrome")
    guard entries.count == 1, let entry = entries.first else {
      throw reader.error(node, "chrome names one view: {dimmingView: {alpha: 0.4}}")
    }
    var chrome = ChromeSpec(
      id: try reader.name(entry.keyNode, "the chrome view's id"), alpha: 0.4, tapDismisses: false)
    for field in try reader.mapping(
      entry.value, "chrome view '\(entry.key)'", allowed: ["alpha", "onTap"])
    {
      if field.key == "alpha" {
        chrome.alpha = CGFloat(try reader.number(field.value, "alpha", in: 0...1))
      } else {
        guard try reader.string(field.value, "onTap") == "dismiss" else {
          throw reader.error(field.value, "a tap on the chrome can only 'dismiss'")
        }
        chrome.tapDismisses = true
      }
    }
    return chrome
  }

  static func parseAnimators(_ node: Node, _ reader: YAMLReader) throws -> [AnimatorSpec] {
    try reader.each(reader.mapping(node, "animators")) { entry in
      let name = try reader.name(entry.keyNode, "an animator's class name")
      var spec = AnimatorSpec(
        className: name, duration: 0.3, motion: .fade, timing: .plain,
        implementsAnimationEnded: false, mistakes: [], position: reader.position(entry.keyNode))
      let keys = [
        "duration", "slide", "fade", "expandFrom", "options", "spring", "implements", "mistakes",
      ]
      spec.isSwift = try isDeveloperClass(entry.value, "animator '\(name)'", reader)
      if spec.isSwift { return spec }
      for field in try reader.mapping(entry.value, "animator '\(name)'", allowed: keys) {
        switch field.key {
        case "duration":
          spec.duration = try reader.number(
            field.value, "duration (seconds)", in: 0...maximumSeconds)
        case "slide":
          spec.motion = .slide(
            try reader.choice(
              field.value, "slide (the edge the view comes from)",
              AnimatorSpec.Edge.allCases.map { ($0.rawValue, $0) }))
        case "fade":
          if try reader.bool(field.value, "fade") { spec.motion = .fade }
        case "expandFrom":
          spec.motion = .expand(from: try reader.ref(field.value, "expandFrom (a view's id)"))
        case "options":
          let curves: [(String, UIView.AnimationOptions)] = [
            ("curveEaseInOut", .curveEaseInOut), ("curveEaseIn", .curveEaseIn),
            ("curveEaseOut", .curveEaseOut), ("curveLinear", .curveLinear),
            ("beginFromCurrentState", .beginFromCurrentState),
          ]
          var options = UIView.AnimationOptions()
          for option in try reader.sequence(field.value, "options") {
            options.formUnion(try reader.choice(option, "an animation option", curves))
          }
          spec.timing = .curve(options.rawValue)
        case "spring":
          var damping: CGFloat = 1
          var velocity: CGFloat = 0
          for option in try reader.mapping(field.value, "spring", allowed: ["damping", "velocity"])
          {
            // Apple documents the damping ratio from 0 (oscillates most) to 1 (no
            // oscillation); the initial velocity is any multiple of the distance per second.
            if option.key == "damping" {
              damping = CGFloat(try reader.number(option.value, "damping", in: 0...1))
            } else {
              velocity = CGFloat(try reader.number(option.value, "velocity"))
            }
          }
          spec.timing = .spring(damping: damping, velocity: velocity)
        case "implements":
          for method in try reader.sequence(field.value, "implements") {
            let interruptible = try reader.choice(
              method, "an optional animator method",
              [("animationEnded", false), ("interruptibleAnimator", true)])
            if interruptible {
              spec.implementsInterruptibleAnimator = true
            } else {
              spec.implementsAnimationEnded = true
            }
          }
        default:
          spec.mistakes = Set(
            try reader.sequence(field.value, "mistakes").map {
              try reader.choice(
                $0, "an animator mistake", AnimatorSpec.Mistake.allCases.map { ($0.rawValue, $0) })
            })
        }
      }
      if spec.mistakes.contains(.newInterruptibleAnimatorEachCall)
        && !spec.implementsInterruptibleAnimator
      {
        throw reader.error(
          entry.keyNode,
          "animator '\(name)' makes a new interruptible animator on each call, but does not "
            + "implement interruptibleAnimator; add implements: [interruptibleAnimator]")
      }
      return spec
    }
  }

  static func parseInteractions(_ node: Node, _ reader: YAMLReader) throws -> [InteractionSpec] {
    try reader.each(reader.mapping(node, "interactions")) { entry in
      let name = try reader.name(entry.keyNode, "an interaction's name")
      var spec = InteractionSpec(
        name: name, direction: .left, distance: 0, finishAbove: 0.5,
        position: reader.position(entry.keyNode))
      let keys = [
        "class", "direction", "distance", "finishAbove", "lifetime", "wantsInteractiveStart",
        "timingCurve",
      ]
      var sawDistance = false
      var wantsInteractiveStartKey: Node?
      for field in try reader.mapping(entry.value, "interaction '\(name)'", allowed: keys) {
        switch field.key {
        case "class":
          _ = try reader.choice(
            field.value, "class",
            [("UIPercentDrivenInteractiveTransition", ())])
        case "direction":
          spec.direction = try reader.choice(
            field.value, "direction", AnimatorSpec.Edge.allCases.map { ($0.rawValue, $0) })
        case "distance":
          spec.distance = CGFloat(try reader.number(field.value, "distance", in: 1 ... .infinity))
          sawDistance = true
        case "lifetime":
          spec.isLongLived = try reader.choice(
            field.value, "lifetime", [("gesture", false), ("transitioningDelegate", true)])
        case "wantsInteractiveStart":
          spec.wantsInteractiveStart = try reader.bool(field.value, "wantsInteractiveStart")
          wantsInteractiveStartKey = field.keyNode
        case "timingCurve":
          for option in try reader.mapping(
            field.value, "timingCurve (a UISpringTimingParameters)", allowed: ["dampingRatio"])
          {
            // Apple documents the damping ratio from 0 (oscillates most) to 1 (none).
            spec.springDampingRatio = CGFloat(
              try reader.number(option.value, "dampingRatio", in: 0...1))
          }
          if spec.springDampingRatio == nil {
            throw reader.error(
              field.value, "timingCurve needs a dampingRatio: {dampingRatio: 0.8}")
          }
        default:
          spec.finishAbove = CGFloat(try reader.number(field.value, "finishAbove", in: 0...1))
        }
      }
      if let wantsInteractiveStartKey, !spec.wantsInteractiveStart, !spec.isLongLived {
        throw reader.error(
          wantsInteractiveStartKey,
          "interaction '\(name)' is made when a finger starts a transition, so it always "
            + "starts interactively; wantsInteractiveStart: false needs "
            + "lifetime: transitioningDelegate")
      }
      if !sawDistance {
        throw reader.error(
          entry.keyNode, "interaction '\(name)' needs a distance: the points of travel for 100 %")
      }
      return spec
    }
  }

  // MARK: Steps

  static func parseSteps(_ node: Node, _ reader: YAMLReader) throws -> [Step] {
    let items = try reader.sequence(node, "steps")
    if items.count > maximumSteps {
      throw reader.error(
        items[maximumSteps],
        "step \(maximumSteps + 1): a file has at most \(maximumSteps) steps (aliases count as the "
          + "steps they repeat)")
    }
    return try reader.each(items) { item in
      let verbs =
        ["present", "dismiss", "push", "pop", "selectTab"] + containmentVerbs + sheetVerbs
        + everydayVerbs
      let kinds = ["wait", "tap", "pan", "tapTab", "size", "type"] + verbs
      let scalarVerbs = ["dismiss", "pop", "popToRoot", "removeFromParent"]
      if case .scalar(let scalar) = item, scalarVerbs.contains(scalar.string) {
        return .app(try parseAction(item, reader), reader.position(item))
      }
      let keys = try reader.mapping(item, "a step").map(\.key)
      if keys.contains(where: verbs.contains) {
        return .app(try parseAction(item, reader), reader.position(item))
      }
      let entries = try reader.mapping(item, "a step", allowed: kinds)
      guard entries.count == 1, let entry = entries.first else {
        throw reader.error(item, "each step does one thing: " + kinds.joined(separator: ", "))
      }
      let position = reader.position(item)
      switch entry.key {
      case "wait":
        return .wait(
          try reader.number(entry.value, "wait (seconds)", in: 0...maximumSeconds), position)
      case "tap":
        if case .mapping = entry.value {
          var hold: TimeInterval = 0.1
          var locator: Locator?
          let allowed = ["at", "id", "button", "hold"]
          for field in try reader.mapping(entry.value, "tap", allowed: allowed) {
            if field.key == "hold" {
              hold = try reader.number(field.value, "hold (seconds)", in: 0...maximumSeconds)
            } else {
              if locator != nil {
                throw reader.error(
                  field.keyNode, "a tap lands at one place: 'at', 'id' or 'button'")
              }
              locator = try parseLocator(field.key, field.value, reader)
            }
          }
          guard let locator else {
            throw reader.error(
              entry.value,
              "tap needs where the finger lands: {at: [x, y]}, {id: identifier} or "
                + "{button: title}")
          }
          return .tapAt(locator, hold: hold, position)
        }
        return .tap(try reader.ref(entry.value, "tap (a view's id)"), position)
      case "size":
        let size = try reader.point(entry.value, "size ([width, height] in points)")
        guard size.x > 0, size.y > 0 else {
          throw reader.error(entry.value, "size must be [width, height] with both above 0")
        }
        return .size(CGSize(width: size.x, height: size.y), position)
      case "type":
        return .type(try reader.string(entry.value, "type (the text typed)"), position)
      case "tapTab":
        return .tapTab(
          try reader.integer(entry.value, "tapTab (a tab's index)", in: 0 ... .max), position)
      default:
        var pan = Step.Pan(
          target: Ref(name: "", position: position), translation: .zero, duration: 0.3, steps: 6)
        var sawTarget = false
        let keys = ["on", "at", "id", "translation", "duration", "steps", "after"]
        for field in try reader.mapping(entry.value, "pan", allowed: keys) {
          switch field.key {
          case "on", "at", "id":
            if sawTarget {
              throw reader.error(field.keyNode, "a pan starts at one place: 'on', 'at' or 'id'")
            }
            if field.key == "on" {
              pan.target = try reader.ref(field.value, "on (a view's id or a view controller)")
            } else {
              pan.locator = try parseLocator(field.key, field.value, reader)
            }
            sawTarget = true
          case "translation": pan.translation = try reader.point(field.value, "translation")
          case "after":
            pan.after = try reader.number(
              field.value, "after (seconds after the previous step)", in: 0...maximumSeconds)
          case "duration":
            pan.duration = try reader.number(
              field.value, "duration (seconds)", in: 0.01...maximumSeconds)
          default: pan.steps = try reader.integer(field.value, "steps", in: 1...maximumPanSteps)
          }
        }
        if !sawTarget {
          throw reader.error(
            entry.value,
            "pan needs where the finger goes down: 'on' (a view the file declares), 'at' or 'id'")
        }
        return .pan(pan, position)
      }
    }
  }
}

extension ScenarioFile {
  /// `at: [x, y]` (a point in the window) or `id: name` (an `accessibilityIdentifier`).
  static func parseLocator(_ key: String, _ node: Node, _ reader: YAMLReader) throws -> Locator {
    if key == "button" {
      let title = try reader.string(node, "button (a button's title)")
      guard !title.isEmpty else { throw reader.error(node, "button needs a title") }
      return .title(title)
    }
    if key == "at" {
      let point = try reader.point(node, "at ([x, y] in the window, in points)")
      guard point.x.isFinite, point.y.isFinite else {
        throw reader.error(node, "at needs two finite numbers: [x, y]")
      }
      return .point(point)
    }
    let identifier = try reader.string(node, "id (an accessibilityIdentifier)")
    guard !identifier.isEmpty else { throw reader.error(node, "id needs a name") }
    return .identifier(identifier)
  }
}
