import Foundation
import TransitUIKit
import Yams

// The everyday UIKit around transitions in a scenario file: a screen's title, transition style,
// bar button items and search controller; alerts; show(_:sender:); split view controllers; the
// navigation bar's hiding.
extension ScenarioFile {
  /// What a view controller sets up besides its views.
  struct EverydaySetup {
    /// `title`, which the navigation bar shows.
    var title: String?
    /// `modalTransitionStyle`.
    var transitionStyle: UIModalTransitionStyle?
    var leftBarButtonItems: [BarButtonSpec] = []
    var rightBarButtonItems: [BarButtonSpec] = []
    /// `navigationItem.searchController`.
    var searchController: SearchSpec?
  }

  /// A `UIBarButtonItem` in the screen's navigation item.
  struct BarButtonSpec {
    var systemItem: UIBarButtonItem.SystemItem?
    var title: String?
    var action: Action?
    var position: Position

    /// What a user reads on the button, and a step taps it by.
    var shownTitle: String { title ?? systemItem.map { Self.systemTitles[$0] ?? "" } ?? "" }

    static let systemItems: [(String, UIBarButtonItem.SystemItem)] = [
      ("done", .done), ("cancel", .cancel), ("edit", .edit), ("save", .save), ("add", .add),
      ("compose", .compose), ("reply", .reply), ("action", .action), ("search", .search),
      ("refresh", .refresh), ("trash", .trash), ("close", .close),
    ]

    static let systemTitles: [UIBarButtonItem.SystemItem: String] = [
      .done: "Done", .cancel: "Cancel", .edit: "Edit", .save: "Save", .add: "Add",
      .compose: "Compose", .reply: "Reply", .action: "Share", .search: "Search",
      .refresh: "Refresh", .trash: "Delete", .close: "Close",
    ]
  }

  /// A `UISearchController` in the screen's navigation item; the screen updates its results.
  struct SearchSpec {
    var resultsController: Ref?
    var placeholder: String
    /// The screen is the search controller's delegate too: it implements
    /// `willPresentSearchController(_:)`, `didPresentSearchController(_:)` and their dismissal
    /// twins.
    var isDelegate = false
  }

  /// A `UIAlertController` the file presents by name with `{alert: Name}`.
  struct AlertSpec {
    var name: String
    var title: String?
    var message: String?
    var style: UIAlertController.Style
    var actions: [AlertActionSpec]
    /// The view an action sheet points at when it shows as a popover.
    var sourceView: Ref?
    var position: Position
  }

  /// One action of an alert, and what its handler does on the screen that presented it.
  struct AlertActionSpec {
    var title: String
    var style: UIAlertAction.Style
    var handler: Action?
    var position: Position
  }

  /// A column-style `UISplitViewController` (iOS 14) with its two or three columns, its
  /// preferred display mode and split behavior, and a delegate that picks the column a collapse
  /// shows.
  struct SplitViewControllerSpec {
    var className: String
    var isRoot = false
    var style = UISplitViewController.Style.doubleColumn
    var primary: Ref
    var supplementary: Ref?
    var secondary: Ref?
    var preferredDisplayMode: UISplitViewController.DisplayMode?
    var preferredSplitBehavior: UISplitViewController.SplitBehavior?
    var topColumnForCollapsing: UISplitViewController.Column?
    var position: Position
  }

  /// The view controller keys this file adds.
  static let everydayKeys = [
    "title", "modalTransitionStyle", "leftBarButtonItem", "rightBarButtonItem", "searchController",
  ]

  /// The action verbs this file adds.
  static let everydayVerbs = [
    "show", "showDetail", "alert", "setNavigationBarHidden", "showColumn", "hideColumn",
  ]

  static func parseEverydayKey(
    _ key: String, _ node: Node, into spec: inout ViewControllerSpec, _ reader: YAMLReader
  ) throws {
    switch key {
    case "title": spec.everyday.title = try reader.string(node, "title")
    case "modalTransitionStyle":
      spec.everyday.transitionStyle = try reader.choice(
        node, "modalTransitionStyle", UIModalTransitionStyle.allCases.map { ($0.description, $0) })
    case "leftBarButtonItem":
      spec.everyday.leftBarButtonItems = [try parseBarButton(node, reader)]
    case "rightBarButtonItem":
      spec.everyday.rightBarButtonItems = [try parseBarButton(node, reader)]
    default:
      var search = SearchSpec(resultsController: nil, placeholder: "Search")
      let keys = ["searchResultsController", "placeholder", "delegate"]
      for field in try reader.mapping(node, "searchController", allowed: keys) {
        switch field.key {
        case "placeholder": search.placeholder = try reader.string(field.value, "placeholder")
        case "delegate":
          search.isDelegate = try reader.bool(field.value, "delegate (the screen hears the search)")
        default: search.resultsController = try reader.ref(field.value, "searchResultsController")
        }
      }
      spec.everyday.searchController = search
    }
  }

  /// `{systemItem: cancel, action: dismiss}` or `{title: About, action: {present: X}}`.
  private static func parseBarButton(_ node: Node, _ reader: YAMLReader) throws -> BarButtonSpec {
    var item = BarButtonSpec(position: reader.position(node))
    for field in try reader.mapping(
      node, "a bar button item", allowed: ["systemItem", "title", "action"])
    {
      switch field.key {
      case "systemItem":
        item.systemItem = try reader.choice(field.value, "systemItem", BarButtonSpec.systemItems)
      case "title": item.title = try reader.string(field.value, "title")
      default: item.action = try parseAction(field.value, reader)
      }
    }
    guard (item.systemItem == nil) != (item.title == nil) else {
      throw reader.error(
        node, "a bar button item has a systemItem (cancel, done, add…) or a title, not both")
    }
    return item
  }

  /// `{show: X}`, `{showDetail: X}`, `{alert: Name}`, `{setNavigationBarHidden: true}`,
  /// `{showColumn: primary}`, `{hideColumn: primary}`.
  static func everydayAction(
    _ verb: (key: String, value: Node), animated: Bool, _ reader: YAMLReader
  ) throws -> Action? {
    switch verb.key {
    case "show": return .show(try reader.ref(verb.value, "show"), detail: false)
    case "showDetail": return .show(try reader.ref(verb.value, "showDetail"), detail: true)
    case "alert": return .presentAlert(try reader.ref(verb.value, "alert"))
    case "setNavigationBarHidden":
      return .setNavigationBarHidden(
        try reader.bool(verb.value, "setNavigationBarHidden"), animated: animated)
    case "showColumn":
      return .splitColumn(
        try reader.choice(
          verb.value, "showColumn",
          [
            ("primary", .primary), ("supplementary", .supplementary), ("secondary", .secondary),
          ]), shown: true)
    case "hideColumn":
      // UIKit does not hide the secondary column (Apple's hide(_:) page).
      return .splitColumn(
        try reader.choice(
          verb.value, "hideColumn (the secondary column cannot be hidden)",
          [("primary", .primary), ("supplementary", .supplementary)]), shown: false)
    default: return nil
    }
  }

  // MARK: Sections

  static func parseAlertControllers(_ node: Node, _ reader: YAMLReader) throws -> [AlertSpec] {
    try reader.each(reader.mapping(node, "alertControllers")) { entry in
      let name = try reader.name(entry.keyNode, "an alert's name")
      var alert = AlertSpec(
        name: name, style: .alert, actions: [], position: reader.position(entry.keyNode))
      let keys = ["title", "message", "preferredStyle", "actions", "sourceView"]
      for field in try reader.mapping(entry.value, "alert '\(name)'", allowed: keys) {
        switch field.key {
        case "title": alert.title = try reader.string(field.value, "title")
        case "message": alert.message = try reader.string(field.value, "message")
        case "preferredStyle":
          alert.style = try reader.choice(
            field.value, "preferredStyle", [("alert", .alert), ("actionSheet", .actionSheet)])
        case "sourceView": alert.sourceView = try reader.ref(field.value, "sourceView")
        default:
          alert.actions = try reader.each(reader.sequence(field.value, "actions")) {
            try parseAlertAction($0, reader)
          }
        }
      }
      if alert.actions.isEmpty {
        throw reader.error(entry.keyNode, "alert '\(name)' needs actions: the buttons it shows")
      }
      if let second = alert.actions.filter({ $0.style == .cancel }).dropFirst().first {
        throw ScenarioFileError(
          path: reader.path, line: second.position.line, column: second.position.column,
          message: "an alert has at most one action with style cancel; UIKit raises an exception")
      }
      return alert
    }
  }

  /// `{title: Delete, style: destructive, handler: pop}`.
  private static func parseAlertAction(_ node: Node, _ reader: YAMLReader) throws
    -> AlertActionSpec
  {
    var action = AlertActionSpec(
      title: "", style: .default, handler: nil, position: reader.position(node))
    var sawTitle = false
    for field in try reader.mapping(
      node, "an alert action", allowed: ["title", "style", "handler"])
    {
      switch field.key {
      case "title":
        action.title = try reader.string(field.value, "title")
        sawTitle = true
      case "style":
        action.style = try reader.choice(
          field.value, "style",
          [("default", .default), ("cancel", .cancel), ("destructive", .destructive)])
      default: action.handler = try parseAction(field.value, reader)
      }
    }
    guard sawTitle else { throw reader.error(node, "an alert action needs a title") }
    return action
  }

  static func parseSplitViewControllers(_ node: Node, _ reader: YAMLReader) throws
    -> [SplitViewControllerSpec]
  {
    try reader.each(reader.mapping(node, "splitViewControllers")) { entry in
      let name = try reader.name(entry.keyNode, "a split view controller's class name")
      let position = reader.position(entry.keyNode)
      var split = SplitViewControllerSpec(
        className: name, primary: Ref(name: "", position: position), position: position)
      var sawPrimary = false
      let keys = [
        "root", "style", "primary", "supplementary", "secondary", "preferredDisplayMode",
        "preferredSplitBehavior", "topColumnForCollapsing",
      ]
      for field in try reader.mapping(entry.value, "split view controller '\(name)'", allowed: keys)
      {
        switch field.key {
        case "root": split.isRoot = try reader.bool(field.value, "root")
        case "style":
          split.style = try reader.choice(
            field.value, "style (a column style of iOS 14)",
            [("doubleColumn", .doubleColumn), ("tripleColumn", .tripleColumn)])
        case "primary":
          split.primary = try reader.ref(field.value, "primary")
          sawPrimary = true
        case "supplementary": split.supplementary = try reader.ref(field.value, "supplementary")
        case "secondary": split.secondary = try reader.ref(field.value, "secondary")
        case "preferredDisplayMode":
          split.preferredDisplayMode = try reader.choice(
            field.value, "preferredDisplayMode",
            [
              UISplitViewController.DisplayMode.automatic, .secondaryOnly, .oneBesideSecondary,
              .oneOverSecondary, .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary,
            ].map { ($0.description, $0) })
        case "preferredSplitBehavior":
          split.preferredSplitBehavior = try reader.choice(
            field.value, "preferredSplitBehavior",
            [
              ("automatic", .automatic), ("tile", .tile), ("overlay", .overlay),
              ("displace", .displace),
            ])
        default:
          split.topColumnForCollapsing = try reader.choice(
            field.value, "topColumnForCollapsing",
            [("primary", .primary), ("supplementary", .supplementary), ("secondary", .secondary)])
        }
      }
      if !sawPrimary {
        throw reader.error(entry.keyNode, "split view controller '\(name)' needs a primary column")
      }
      if let supplementary = split.supplementary, split.style != .tripleColumn {
        throw ScenarioFileError(
          path: reader.path, line: supplementary.position.line,
          column: supplementary.position.column,
          message:
            "a supplementary column needs 'style: tripleColumn'; split view controller '\(name)' "
            + "has two columns")
      }
      return split
    }
  }
}

// The names the everyday keys refer to.
extension ScenarioFile {
  /// Every action the file names where this file's keys hold one: bar button items, alert
  /// handlers; with the actions of views and steps, checked for the names they use.
  func checkEverydayReferences(
    controllerNames: [String], viewIDs: [String: Position],
    _ fail: (Position, String) -> ScenarioFileError
  ) throws {
    let alertNames = alertControllers.map(\.name)
    let plain = viewControllers.filter { !$0.isRoot }.map(\.className)
    func check(_ action: Action?) throws {
      switch action {
      case .show(let target, _)?:
        try checkPresentable(target, controllerNames, fail)
      case .presentAlert(let name)?:
        guard alertNames.contains(name.name) else {
          throw fail(
            name.position,
            "'\(name.name)' is not an alert; "
              + (alertNames.isEmpty
                ? "declare it under alertControllers"
                : "declared: " + alertNames.joined(separator: ", ")))
        }
      case .present(let target, _, _)?:
        try checkPresentable(target, controllerNames, fail)
      case .push(let target, _, _)?:
        try checkPushable(target, fail)
      default:
        break
      }
    }
    for controller in viewControllers {
      let setup = controller.everyday
      for item in setup.leftBarButtonItems + setup.rightBarButtonItems { try check(item.action) }
      for view in controller.views { for action in view.actions { try check(action) } }
      if let results = setup.searchController?.resultsController, !plain.contains(results.name) {
        throw fail(
          results.position,
          "'\(results.name)' is not a view controller a search controller can show; declared: "
            + plain.joined(separator: ", "))
      }
    }
    for alert in alertControllers {
      for action in alert.actions { try check(action.handler) }
      if let source = alert.sourceView, viewIDs[source.name] == nil {
        throw fail(source.position, "there is no view '\(source.name)' for the alert to point at")
      }
    }
    let columns = plain + navigationControllers.filter { !$0.isRoot }.map(\.className)
    for split in splitViewControllers {
      for column in [split.primary] + [split.supplementary, split.secondary].compactMap({ $0 })
      where !columns.contains(column.name) {
        throw fail(
          column.position,
          "'\(column.name)' cannot be a column; a column is one of: "
            + columns.joined(separator: ", "))
      }
    }
    for case .app(let action, _) in steps { try check(action) }
  }
}
