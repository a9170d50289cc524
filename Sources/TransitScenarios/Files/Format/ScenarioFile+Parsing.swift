import Foundation
import TransitUIKit
import Yams

extension ScenarioFile {
  /// Reads and checks a scenario file: its YAML, every key and type, and every name it refers
  /// to. Steps that cannot happen are found by `ScenarioFile.scenario(path:)`'s dry run.
  /// `launchable`: the file is played by `transit run`, whose app can launch itself through
  /// its app delegate, so a file may name no root.
  static func parse(_ text: String, path: String, launchable: Bool = false) throws
    -> ScenarioFile
  {
    let reader = YAMLReader(path: path)
    let root: Node
    let limit = maximumExpansion(ofBytes: text.utf8.count)
    if let excess = YAMLExpansion.excess(of: Array(text.utf8), limit: limit) {
      throw ScenarioFileError(
        path: path, line: excess.line, column: excess.column,
        message: "this alias makes the file hold more than \(limit) nodes and bytes of text "
          + "(twice its size, and a million more); aliases may repeat a step or a view, "
          + "not multiply the file")
    }
    do {
      guard let composed = try Yams.compose(yaml: text) else {
        throw reader.error(
          nil, "the file is empty; `transit scenarios --example` prints one to start from")
      }
      root = composed
    } catch let error as YamlError {
      throw Self.positioned(error, text: text, path: path)
    }
    var file = ScenarioFile(
      name: Self.defaultName(for: path), summary: "", source: "", viewControllers: [],
      delegates: [], presentationControllers: [], animators: [], interactions: [], steps: [])
    let sections = [
      "scenario", "summary", "source", "viewControllers", "navigationControllers",
      "tabBarControllers", "transitioningDelegates", "navigationDelegates", "tabBarDelegates",
      "presentationControllers", "presentationControllerDelegates", "pageViewControllers",
      "pageViewControllerDataSources", "pageViewControllerDelegates", "animators", "interactions",
      "alertControllers", "splitViewControllers", "steps",
    ]
    var sawSteps = false
    // Each section is read on past a mistake, so that every mistake of the file is reported
    // at once; names are checked against one another only in a file with none.
    for entry in try reader.mapping(root, "a scenario file", allowed: sections) {
      do {
        try parseSection(entry, into: &file, sawSteps: &sawSteps, reader)
      } catch let error as ScenarioFileError {
        reader.problems.record(error)
      }
    }
    if let problems = reader.problems.combined { throw problems }
    if !sawSteps { throw reader.error(root, "the file has no 'steps'; list what the user does") }
    try file.checkReferences(reader, root: root, launchable: launchable)
    return file
  }

  private static func parseSection(
    _ entry: (key: String, keyNode: Node, value: Node), into file: inout ScenarioFile,
    sawSteps: inout Bool, _ reader: YAMLReader
  ) throws {
    switch entry.key {
    case "scenario": file.name = try reader.scenarioName(entry.value)
    case "summary": file.summary = try reader.string(entry.value, "summary")
    case "source": file.source = try reader.string(entry.value, "source")
    case "viewControllers": file.viewControllers = try parseViewControllers(entry.value, reader)
    case "transitioningDelegates": file.delegates = try parseDelegates(entry.value, reader)
    case "presentationControllers":
      file.presentationControllers = try parsePresentationControllers(entry.value, reader)
    case "animators": file.animators = try parseAnimators(entry.value, reader)
    case "interactions": file.interactions = try parseInteractions(entry.value, reader)
    case "navigationControllers":
      file.navigationControllers = try parseNavigationControllers(entry.value, reader)
    case "tabBarControllers":
      file.tabBarControllers = try parseTabBarControllers(entry.value, reader)
    case "navigationDelegates":
      file.navigationDelegates = try parseNavigationDelegates(entry.value, reader)
    case "tabBarDelegates": file.tabBarDelegates = try parseTabBarDelegates(entry.value, reader)
    case "pageViewControllers":
      file.pageViewControllers = try parsePageViewControllers(entry.value, reader)
    case "pageViewControllerDataSources":
      file.pageDataSources = try parsePageDataSources(entry.value, reader)
    case "pageViewControllerDelegates":
      file.pageDelegates = try parsePageDelegates(entry.value, reader)
    case "presentationControllerDelegates":
      file.presentationControllerDelegates = try parsePresentationControllerDelegates(
        entry.value, reader)
    case "alertControllers": file.alertControllers = try parseAlertControllers(entry.value, reader)
    case "splitViewControllers":
      file.splitViewControllers = try parseSplitViewControllers(entry.value, reader)
    default:
      file.steps = try parseSteps(entry.value, reader)
      sawSteps = true
    }
  }

  /// `my-transition` for `path/to/my-transition.yaml`.
  static func defaultName(for path: String) -> String {
    let file = (path as NSString).lastPathComponent
    return (file as NSString).deletingPathExtension
  }

  // MARK: View controllers

  private static func parseViewControllers(_ node: Node, _ reader: YAMLReader) throws
    -> [ViewControllerSpec]
  {
    try reader.each(reader.mapping(node, "viewControllers")) { entry in
      let name = try reader.name(entry.keyNode, "a view controller's class name")
      var spec = ViewControllerSpec(
        className: name, isRoot: false, style: nil, transitioningDelegate: nil,
        backgroundColor: nil, views: [], alongsideInViewWillAppear: nil,
        position: reader.position(entry.keyNode))
      let keys =
        [
          "root", "modalPresentationStyle", "transitioningDelegate", "backgroundColor", "views",
          "viewWillAppear", "swift", "onPan",
        ] + containmentKeys + presentationKeys + everydayKeys
      spec.isSwift = try isDeveloperClass(
        entry.value, "view controller '\(name)'", alsoAllowed: ["root"], reader)
      for field in try reader.mapping(entry.value, "view controller '\(name)'", allowed: keys) {
        switch field.key {
        case "swift": continue
        case "root": spec.isRoot = try reader.bool(field.value, "root")
        case "modalPresentationStyle":
          spec.style = try reader.choice(
            field.value, "modalPresentationStyle",
            UIModalPresentationStyle.allCases.filter { $0 != .none }.map { ($0.description, $0) })
        case "transitioningDelegate":
          spec.transitioningDelegate = try reader.ref(field.value, "transitioningDelegate")
        case "backgroundColor":
          spec.backgroundColor = try reader.choice(field.value, "backgroundColor", Self.colors)
        case "onPan":
          spec.onPan = try parsePan(field.value, reader)
        case "views":
          spec.views = try reader.mapping(field.value, "views of '\(name)'").map {
            try parseView(id: $0.key, keyNode: $0.keyNode, node: $0.value, reader)
          }
        case "viewWillAppear":
          let allowed = ["animateAlongsideTransition", "notifyWhenInteractionChanges"]
          for hook in try reader.mapping(field.value, "viewWillAppear", allowed: allowed) {
            if hook.key == "notifyWhenInteractionChanges" {
              spec.notifiesInteractionChanges = try reader.bool(hook.value, hook.key)
              continue
            }
            let keys = ["completion"]
            var completion = false
            for option in try reader.mapping(hook.value, hook.key, allowed: keys) {
              completion = try reader.bool(option.value, "completion")
            }
            spec.alongsideInViewWillAppear = .init(completion: completion)
          }
        case _ where everydayKeys.contains(field.key):
          try parseEverydayKey(field.key, field.value, into: &spec, reader)
        case _ where presentationKeys.contains(field.key):
          try parsePresentationKey(
            field.key, field.value, keyNode: field.keyNode, into: &spec, reader)
        default:
          try parseContainmentKey(field.key, field.value, into: &spec, reader)
        }
      }
      return spec
    }
  }

  /// Whether an object's entry says `swift: true`: the developer's own class of that name, from
  /// the files `transit run` compiles. Such an entry describes nothing else (its behaviour is
  /// the developer's code), so any other key but `alsoAllowed` is refused.
  static func isDeveloperClass(
    _ node: Node, _ what: String, alsoAllowed: [String] = [], _ reader: YAMLReader
  ) throws -> Bool {
    let entries = try reader.mapping(node, what)
    guard let swift = entries.first(where: { $0.key == "swift" }) else { return false }
    guard try reader.bool(swift.value, "swift") else {
      throw reader.error(swift.value, "swift: false is the default; leave it out")
    }
    if let other = entries.first(where: { $0.key != "swift" && !alsoAllowed.contains($0.key) }) {
      throw reader.error(
        other.keyNode,
        "\(what) is your own Swift class (swift: true), so its behaviour is your code's; "
          + "'\(other.key)' has no place here"
          + (alsoAllowed.isEmpty ? "" : " (only " + alsoAllowed.joined(separator: ", ") + " is)"))
    }
    return true
  }

  static let colors: [(String, UIColor)] = [
    ("white", .white), ("black", .black), ("clear", .clear), ("gray", .gray),
    ("systemBlue", .systemBlue), ("systemPink", .systemPink), ("systemTeal", .systemTeal),
    ("systemIndigo", .systemIndigo),
  ]

  private static func parseView(id: String, keyNode: Node, node: Node, _ reader: YAMLReader)
    throws -> ViewSpec
  {
    _ = try reader.name(keyNode, "a view's id")
    var view = ViewSpec(
      id: id, frame: .zero, onTap: nil, onPan: nil, position: reader.position(keyNode))
    var sawFrame = false
    var touchUpInsideKey: Node?
    var titleKey: Node?
    let keys = ["frame", "onTap", "onPan", "class", "touchUpInside", "title"]
    for field in try reader.mapping(node, "view '\(id)'", allowed: keys) {
      switch field.key {
      case "frame":
        view.frame = try reader.rect(field.value, "frame")
        sawFrame = true
      case "onTap": view.onTap = try parseAction(field.value, reader)
      case "class":
        view.isButton = try reader.choice(
          field.value, "class (the view's class)", [("UIView", false), ("UIButton", true)])
      case "touchUpInside":
        view.touchUpInside = try parseAction(field.value, reader)
        touchUpInsideKey = field.keyNode
      case "title":
        view.title = try reader.string(field.value, "title (the button's title)")
        titleKey = field.keyNode
      default: view.onPan = try parsePan(field.value, reader)
      }
    }
    if !sawFrame {
      throw reader.error(keyNode, "view '\(id)' needs a frame: [x, y, width, height]")
    }
    if let titleKey, !view.isButton {
      throw reader.error(
        titleKey, "view '\(id)' is a UIView, which has no title; a title needs class: UIButton")
    }
    if let touchUpInsideKey, !view.isButton {
      throw reader.error(
        touchUpInsideKey,
        "view '\(id)' is a UIView, which sends no control events; touchUpInside needs "
          + "class: UIButton")
    }
    return view
  }

  /// `{present: X, interaction: name}` or `{dismiss: true, interaction: name}`.
  private static func parsePan(_ node: Node, _ reader: YAMLReader) throws -> PanAction {
    let expected =
      "{present: ViewController, interaction: name} or {dismiss: true, interaction: name}"
    var transition: PanAction.Transition?
    var interaction: Ref?
    var pause: Ref?
    let keys = ["present", "dismiss", "interaction", "pause"]
    for option in try reader.mapping(node, "onPan", allowed: keys) {
      switch option.key {
      case "interaction":
        interaction = try reader.ref(option.value, "interaction")
      case "pause":
        pause = try reader.ref(option.value, "pause (the interaction a finger catches)")
      default:
        if transition != nil {
          throw reader.error(
            option.keyNode, "onPan starts one transition, presenting or dismissing: \(expected)")
        }
        if option.key == "present" {
          transition = .present(try reader.ref(option.value, "present"))
        } else {
          guard try reader.bool(option.value, "dismiss") else {
            throw reader.error(option.value, "dismiss: false does nothing; leave it out")
          }
          transition = .dismiss(reader.position(option.keyNode))
        }
      }
    }
    guard let transition, let interaction else {
      throw reader.error(
        node, "onPan needs a transition and the interaction it drives: \(expected)")
    }
    return PanAction(transition: transition, interaction: interaction, pause: pause)
  }

  /// `completion: true` (a block that does nothing), or `completion: {present: X}` with an
  /// optional `animated:`, a block that presents once the transition is over.
  private static func parseCompletion(_ node: Node, _ reader: YAMLReader) throws -> Completion {
    if case .scalar = node { return try reader.bool(node, "completion") ? .empty : .none }
    var target: Ref?
    var animated = true
    for option in try reader.mapping(node, "completion", allowed: ["present", "animated"]) {
      if option.key == "animated" {
        animated = try reader.bool(option.value, "animated")
      } else {
        target = try reader.ref(option.value, "present")
      }
    }
    guard let target else {
      throw reader.error(
        node, "completion is true, false or {present: ViewController}; it presents nothing")
    }
    return .present(target, animated: animated)
  }

  /// `dismiss`, `pop`, `popToRoot`, `removeFromParent`, `{present: X}`, `{push: X}`,
  /// `{selectTab: 1}`, `{setViewControllers: [X, Y]}`, `{addChild: X}`,
  /// `{transitionToChild: X}`, with `animated:`, `completion:` and `duration:` where they apply.
  static func parseAction(_ node: Node, _ reader: YAMLReader) throws -> Action {
    let expected =
      "'dismiss', 'pop', 'popToRoot', 'removeFromParent', {present: ViewController}, "
      + "{push: ViewController}, {selectTab: index}, {setViewControllers: [ViewController]}, "
      + "{addChild: ViewController}, {transitionToChild: ViewController}, "
      + "{selectedDetentIdentifier: detent}, {animateChanges: {selectedDetentIdentifier: detent}}, "
      + "{show: ViewController}, {showDetail: ViewController}, {alert: name}, "
      + "{setNavigationBarHidden: true}, {showColumn: column} or {hideColumn: column}"
    if case .scalar(let scalar) = node {
      switch scalar.string {
      case "dismiss": return .dismiss(animated: true, completion: .none)
      case "pop": return .pop(animated: true)
      case "popToRoot": return .popToRoot(animated: true)
      case "removeFromParent": return .removeFromParent
      default:
        throw reader.error(
          node, "an action is \(expected); found \(YAMLReader.quoted(scalar.string))")
      }
    }
    var verb: (key: String, value: Node)?
    var animated = true
    var completion = Completion.none
    var completionNode: Node?
    var animatedNode: Node?
    var directionNode: Node?
    var duration: TimeInterval = 0.3
    let keys =
      [
        "present", "dismiss", "push", "pop", "selectTab", "animated", "completion", "duration",
        "direction",
      ]
      + containmentVerbs + sheetVerbs + everydayVerbs
    for option in try reader.mapping(node, "an action", allowed: keys) {
      switch option.key {
      case "animated":
        animated = try reader.bool(option.value, "animated")
        animatedNode = option.keyNode
      case "completion":
        completion = try parseCompletion(option.value, reader)
        completionNode = option.keyNode
      case "duration":
        duration = try reader.number(option.value, "duration (seconds)", in: 0...maximumSeconds)
      case "direction": directionNode = option.value
      default:
        if verb != nil {
          throw reader.error(option.keyNode, "an action does one thing: \(expected)")
        }
        verb = (option.key, option.value)
      }
    }
    guard let verb else { throw reader.error(node, "an action needs one of \(expected)") }
    if let completionNode, completion.presented != nil,
      !["present", "dismiss", "push"].contains(verb.key) || directionNode != nil
    {
      throw reader.error(
        completionNode,
        "only present, dismiss and push run a completion that presents; '\(verb.key)' has none")
    }
    // A push without animation has no transition coordinator (the engine's, as UIKit's
    // `transitionCoordinator` is nil outside a transition), so its completion would never run.
    if let completionNode, verb.key == "push", !animated, completion != .none {
      throw reader.error(
        completionNode,
        "a push with animated: false has no transition coordinator to run a completion; "
          + "leave out animated: false or the completion")
    }
    if let directionNode {
      return try pageAction(
        verb, direction: directionNode, animated: animated, completion: completion, reader)
    }
    if let action = try containmentAction(
      verb, animated: animated, duration: duration, reader)
    {
      return action
    }
    if let animatedNode, sheetVerbs.contains(verb.key) {
      throw reader.error(
        animatedNode,
        "a sheet's change takes no 'animated'; to animate it, write it inside animateChanges: "
          + "{animateChanges: {selectedDetentIdentifier: large}}")
    }
    if let action = try sheetAction(verb, reader) { return action }
    if let action = try everydayAction(verb, animated: animated, reader) { return action }
    switch verb.key {
    case "present":
      return .present(
        try reader.ref(verb.value, "present"), animated: animated, completion: completion)
    case "push":
      return .push(
        try reader.ref(verb.value, "push"), animated: animated, completion: completion)
    case "selectTab":
      return .selectTab(try reader.integer(verb.value, "selectTab (a tab's index)", in: 0 ... .max))
    case "dismiss":
      guard try reader.bool(verb.value, "dismiss") else {
        throw reader.error(verb.value, "dismiss: false does nothing; leave the action out")
      }
      return .dismiss(animated: animated, completion: completion)
    default:
      guard try reader.bool(verb.value, "pop") else {
        throw reader.error(verb.value, "pop: false does nothing; leave the action out")
      }
      return .pop(animated: animated)
    }
  }
}
