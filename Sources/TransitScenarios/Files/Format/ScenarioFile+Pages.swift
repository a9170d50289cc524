import Foundation
import TransitUIKit
import Yams

// `UIPageViewController` in its scroll style, its data source and its delegate
// (PageSwipe's onboarding).
extension ScenarioFile {
  /// A `UIPageViewController` (or a subclass the file names), made with
  /// `init(transitionStyle: .scroll, navigationOrientation:)`; it shows its data source's first
  /// page, set in its initializer with `setViewControllers(_:direction:animated:completion:)`.
  struct PageViewControllerSpec {
    var className: String
    var isRoot = false
    var navigationOrientation = UIPageViewController.NavigationOrientation.horizontal
    /// `scroll` (the default) or `pageCurl`.
    var transitionStyle = UIPageViewController.TransitionStyle.scroll
    var dataSource: Ref
    var delegate: Ref?
    var position: Position
  }

  /// A `UIPageViewControllerDataSource` that vends its pages in order: the page after the last
  /// and before the first is nil. One instance of each page lives as long as the data source.
  struct PageDataSourceSpec {
    var className: String
    var pages: [Ref]
    var position: Position
  }

  /// A `UIPageViewControllerDelegate` that implements the methods the file lists. A class may
  /// also be a data source, as one object often is both.
  struct PageDelegateSpec {
    var className: String
    var willTransitionTo = false
    var didFinishAnimating = false
    var position: Position
  }

  enum PageDirection: String, CaseIterable, Equatable {
    case forward, reverse
  }

  static func parsePageViewControllers(_ node: Node, _ reader: YAMLReader) throws
    -> [PageViewControllerSpec]
  {
    try reader.each(reader.mapping(node, "pageViewControllers")) { entry in
      let name = try reader.name(entry.keyNode, "a page view controller's class name")
      let position = reader.position(entry.keyNode)
      var spec = PageViewControllerSpec(
        className: name, dataSource: Ref(name: "", position: position), position: position)
      var sawDataSource = false
      let keys = ["root", "transitionStyle", "navigationOrientation", "dataSource", "delegate"]
      for field in try reader.mapping(entry.value, "page view controller '\(name)'", allowed: keys)
      {
        switch field.key {
        case "root": spec.isRoot = try reader.bool(field.value, "root")
        case "transitionStyle":
          spec.transitionStyle = try reader.choice(
            field.value, "transitionStyle", [("scroll", .scroll), ("pageCurl", .pageCurl)])
        case "navigationOrientation":
          spec.navigationOrientation = try reader.choice(
            field.value, "navigationOrientation",
            [("horizontal", .horizontal), ("vertical", .vertical)])
        case "dataSource":
          spec.dataSource = try reader.ref(field.value, "dataSource")
          sawDataSource = true
        default: spec.delegate = try reader.ref(field.value, "delegate")
        }
      }
      if !sawDataSource {
        throw reader.error(
          entry.keyNode,
          "page view controller '\(name)' needs a dataSource: the pages a swipe turns to")
      }
      return spec
    }
  }

  static func parsePageDataSources(_ node: Node, _ reader: YAMLReader) throws
    -> [PageDataSourceSpec]
  {
    try reader.each(reader.mapping(node, "pageViewControllerDataSources")) { entry in
      let name = try reader.name(entry.keyNode, "a page data source's class name")
      var pages: [Ref] = []
      let what = "page view controller data source '\(name)'"
      for field in try reader.mapping(entry.value, what, allowed: ["pages"]) {
        pages = try reader.sequence(field.value, "pages").map { try reader.ref($0, "a page") }
      }
      guard !pages.isEmpty else {
        throw reader.error(
          entry.keyNode, "\(what) needs its pages, in order: pages: [FirstViewController, …]")
      }
      return PageDataSourceSpec(
        className: name, pages: pages, position: reader.position(entry.keyNode))
    }
  }

  static func parsePageDelegates(_ node: Node, _ reader: YAMLReader) throws -> [PageDelegateSpec] {
    try reader.each(reader.mapping(node, "pageViewControllerDelegates")) { entry in
      let name = try reader.name(entry.keyNode, "a page delegate's class name")
      var spec = PageDelegateSpec(className: name, position: reader.position(entry.keyNode))
      let what = "page view controller delegate '\(name)' (list only the methods it implements)"
      let methods = ["willTransitionTo", "didFinishAnimating"]
      for method in try reader.mapping(entry.value, what, allowed: methods) {
        if method.key == "willTransitionTo" {
          spec.willTransitionTo = try reader.bool(method.value, method.key)
        } else {
          spec.didFinishAnimating = try reader.bool(method.value, method.key)
        }
      }
      return spec
    }
  }

  /// `{setViewControllers: [Page], direction: forward}`: a page view controller's
  /// `setViewControllers(_:direction:animated:completion:)`, which shows one page in the scroll
  /// style.
  static func pageAction(
    _ verb: (key: String, value: Node), direction: Node, animated: Bool, completion: Completion,
    _ reader: YAMLReader
  ) throws -> Action {
    guard verb.key == "setViewControllers" else {
      throw reader.error(
        direction, "only setViewControllers on a page view controller takes a direction")
    }
    let pages = try reader.sequence(verb.value, "setViewControllers")
    guard pages.count == 1 else {
      throw reader.error(
        verb.value,
        "a page view controller in the scroll style shows one page: setViewControllers: [Page]")
    }
    return .setPage(
      try reader.ref(pages[0], "a page"),
      direction: try reader.choice(
        direction, "direction", PageDirection.allCases.map { ($0.rawValue, $0) }),
      animated: animated, completion: completion)
  }

  /// Page view controllers name declared data sources and delegates; pages are plain view
  /// controllers, each in one place of one data source.
  func checkPageReferences(_ fail: (Position, String) -> ScenarioFileError) throws {
    let plain = viewControllers.filter { !$0.isRoot && !$0.isSwift }.map(\.className)
    for source in pageDataSources {
      var seen: Set<String> = []
      for page in source.pages {
        guard plain.contains(page.name) else {
          throw fail(
            page.position,
            "'\(page.name)' cannot be a page; a page is a view controller the file describes "
              + "that is not the root: " + plain.joined(separator: ", "))
        }
        guard seen.insert(page.name).inserted else {
          throw fail(page.position, "'\(page.name)' is already a page of \(source.className)")
        }
      }
    }
    for pages in pageViewControllers {
      guard pageDataSources.contains(where: { $0.className == pages.dataSource.name }) else {
        throw fail(
          pages.dataSource.position,
          "'\(pages.dataSource.name)' is not a page view controller data source; declare it "
            + "under pageViewControllerDataSources with its pages")
      }
      if let delegate = pages.delegate,
        !pageDelegates.contains(where: { $0.className == delegate.name })
      {
        throw fail(
          delegate.position,
          "'\(delegate.name)' is not a page view controller delegate; declare it under "
            + "pageViewControllerDelegates")
      }
    }
    var actions: [Action] = viewControllers.flatMap { $0.views.flatMap(\.actions) }
    for case .app(let action, _) in steps { actions.append(action) }
    for case .setPage(let page, _, _, _) in actions where !plain.contains(page.name) {
      throw fail(
        page.position,
        "'\(page.name)' cannot be a page; a page is a view controller the file describes that "
          + "is not the root: " + plain.joined(separator: ", "))
    }
  }
}
