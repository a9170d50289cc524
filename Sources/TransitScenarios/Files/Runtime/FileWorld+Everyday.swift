import Foundation
import TransitUIKit

// The everyday UIKit a scenario file describes: bar button items, alerts, show(_:sender:),
// split view controllers, the navigation bar's hiding and search.
extension FileWorld {
  /// A new split view controller with its columns, and its delegate when the file gives one.
  func makeSplitViewController(_ spec: ScenarioFile.SplitViewControllerSpec) -> UIViewController {
    let split = FileSplitViewController(className: spec.className, style: spec.style)
    if let top = spec.topColumnForCollapsing {
      let delegate = FileSplitDelegate(
        topColumn: top, declaredClassName: spec.className + "Delegate")
      split.keptDelegate = delegate
      split.delegate = delegate
    }
    if let mode = spec.preferredDisplayMode { split.preferredDisplayMode = mode }
    if let behavior = spec.preferredSplitBehavior { split.preferredSplitBehavior = behavior }
    split.setViewController(makeViewController(named: spec.primary.name), for: .primary)
    if let supplementary = spec.supplementary {
      split.setViewController(makeViewController(named: supplementary.name), for: .supplementary)
    }
    if let secondary = spec.secondary {
      split.setViewController(makeViewController(named: secondary.name), for: .secondary)
    }
    return split
  }

  /// Sets up what the view controller shows besides its views: the title, the bar button
  /// items, the search controller.
  func setUpEveryday(of controller: FileViewController) {
    let setup = controller.spec.everyday
    if let title = setup.title { controller.title = title }
    if !setup.leftBarButtonItems.isEmpty {
      controller.navigationItem.leftBarButtonItems = setup.leftBarButtonItems.map {
        barButtonItem($0, of: controller)
      }
    }
    if !setup.rightBarButtonItems.isEmpty {
      controller.navigationItem.rightBarButtonItems = setup.rightBarButtonItems.map {
        barButtonItem($0, of: controller)
      }
    }
    if let search = setup.searchController {
      let results = search.resultsController.map { makeViewController(named: $0.name) }
      let searchController = UISearchController(searchResultsController: results)
      searchController.searchResultsUpdater = controller
      if search.isDelegate { searchController.delegate = controller }
      searchController.searchBar.placeholder = search.placeholder
      controller.navigationItem.searchController = searchController
    }
  }

  private func barButtonItem(_ spec: ScenarioFile.BarButtonSpec, of controller: FileViewController)
    -> UIBarButtonItem
  {
    let item: UIBarButtonItem
    if let systemItem = spec.systemItem {
      item = UIBarButtonItem(
        barButtonSystemItem: systemItem, target: controller,
        action: FileViewController.barButtonTapped)
    } else {
      item = UIBarButtonItem(
        title: spec.title, style: .plain, target: controller,
        action: FileViewController.barButtonTapped)
    }
    controller.barActions[ObjectIdentifier(item)] = spec.action
    return item
  }

  /// A new alert of the file, whose actions' handlers act on `presenter`, as the handler's
  /// closure captures the screen that made the alert.
  func makeAlert(named name: String, presentedBy presenter: UIViewController) -> UIAlertController {
    let spec = file.alertControllers.first { $0.name == name }!
    let alert = UIAlertController(
      title: spec.title, message: spec.message, preferredStyle: spec.style)
    for action in spec.actions {
      let handler: ((UIAlertAction) -> Void)? = action.handler.map { handled in
        { [weak self, weak presenter] _ in
          guard let self, let presenter else { return }
          perform(handled, on: presenter)
        }
      }
      alert.addAction(UIAlertAction(title: action.title, style: action.style, handler: handler))
    }
    if let source = spec.sourceView, let view = registeredView(source.name) {
      alert.popoverPresentationController?.sourceView = view
    }
    return alert
  }

  /// Does `action` as `controller`'s own code would.
  func perform(_ action: ScenarioFile.Action, on controller: UIViewController) {
    if let fileController = controller as? FileViewController {
      fileController.perform(action)
    } else {
      performEveryday(action, on: controller)
    }
  }

  /// The actions this file adds, done by `controller`'s code; false for another action.
  @discardableResult
  func performEveryday(_ action: ScenarioFile.Action, on controller: UIViewController) -> Bool {
    switch action {
    case .show(let target, let detail):
      let shown = makeViewController(named: target.name)
      if detail {
        controller.showDetailViewController(shown, sender: controller)
      } else {
        controller.show(shown, sender: controller)
      }
    case .presentAlert(let name):
      controller.present(makeAlert(named: name.name, presentedBy: controller), animated: true)
    case .setNavigationBarHidden(let hidden, let animated):
      (controller as? UINavigationController ?? controller.navigationController)?
        .setNavigationBarHidden(hidden, animated: animated)
    case .splitColumn(let column, let shown):
      guard let split = controller as? UISplitViewController ?? controller.splitViewController
      else { return true }
      if shown { split.show(column) } else { split.hide(column) }
    default:
      return false
    }
    return true
  }

  /// The screens the user sees: the end of the visible chain, and beside it, for an expanded
  /// split view controller, the top of its other columns.
  var visibleScreens: [UIViewController] {
    let chain = visibleChain
    var screens = chain.last.map { [$0] } ?? []
    for split in chain.compactMap({ $0 as? UISplitViewController }) where !split.isCollapsed {
      for column in split.viewControllers.dropLast() {
        let top = (column as? UINavigationController)?.topViewController ?? column
        screens.insert(top, at: 0)
      }
    }
    return screens
  }

  /// Types into the alert's field, the first responder text field or the active search.
  func typeText(_ text: String, step: Int, position: ScenarioFile.Position) {
    guard device.type(text) != nil else {
      fail(
        position,
        "step \(step) types, but no alert with a text field is in front, no text field is "
          + "first responder and no search is active at this point")
      return
    }
    settle()
  }

  /// Taps the frontmost button titled `title`, as a UI test does.
  func tapButton(titled title: String, step: Int, position: ScenarioFile.Position) {
    guard device.tapButton(titled: title) != nil else {
      fail(
        position,
        "step \(step) taps the button '\(title)', but no button with that title is on screen at "
          + "this point")
      return
    }
    settle()
  }
}

/// A `UISplitViewController` a scenario file declares, named in the log by its class.
final class FileSplitViewController: UISplitViewController, DeclaredClassName {
  let declaredClassName: String
  /// Kept alive here, as `delegate` is weak.
  var keptDelegate: FileSplitDelegate?

  init(className: String, style: UISplitViewController.Style) {
    declaredClassName = className
    super.init(style: style)
  }
}

/// A split view controller's delegate a scenario file declares: it keeps the column the file
/// names on top when the interface collapses, and is named in the log after the split view.
final class FileSplitDelegate: ColumnKeepingSplitDelegate, DeclaredClassName {
  let declaredClassName: String

  init(topColumn: UISplitViewController.Column, declaredClassName: String) {
    self.declaredClassName = declaredClassName
    super.init(topColumn: topColumn)
  }
}
