import Foundation
import Testing
import TransitScenarios
import TransitTrace

/// The scenario-file keys for `UIPageViewController` in its scroll style: its data source's
/// pages, its delegate, UIKit's own swipe, and `setViewControllers(_:direction:animated:completion:)`.
@MainActor
@Suite("Scenario file page view controllers")
struct ScenarioFilePageTests {
  static let pages = """
    viewControllers:
      FirstViewController: {}
      SecondViewController:
        views:
          backButton:
            frame: [0, 0, 44, 44]
            onTap: {setViewControllers: [FirstViewController], direction: reverse}
    pageViewControllers:
      PagesViewController:
        root: true
        dataSource: PagesSource
        delegate: PagesDelegate
    pageViewControllerDataSources:
      PagesSource:
        pages: [FirstViewController, SecondViewController]
    pageViewControllerDelegates:
      PagesDelegate:
        didFinishAnimating: true
    steps:
      - pan: {on: PagesViewController, translation: [-250, 0], steps: 3}
      - tap: backButton
      - {setViewControllers: [SecondViewController], direction: forward, animated: false}
    """

  @Test("a data source and a delegate of their own; a page set in code by a tap and by a step")
  func separateObjects() throws {
    let log = RecordBuffer()
    try ScenarioFiles.load(text: Self.pages, path: "f.yaml").trace(to: log)
    let calls = log.events.compactMap { event -> String? in
      guard let call = event.call,
        call.receiver.hasPrefix("delegate.") || call.caller == "app"
          || call.name == .setPageViewControllers
      else { return nil }
      return "\(call.callerID) → \(call.receiver) \(call.name)"
    }
    #expect(
      calls == [
        "app → page.pages setViewControllers(_:direction:animated:completion:)",
        "uikit → delegate.pagesSource pageViewController(_:viewControllerAfter:)",
        "uikit → delegate.pagesSource pageViewController(_:viewControllerBefore:)",
        // Only didFinishAnimating is implemented: willTransitionTo is neither called nor logged.
        "uikit → delegate.pages pageViewController(_:didFinishAnimating:"
          + "previousViewControllers:transitionCompleted:)",
        "uikit → delegate.pagesSource pageViewController(_:viewControllerAfter:)",
        "vc.second → page.pages setViewControllers(_:direction:animated:completion:)",
        "app → page.pages setViewControllers(_:direction:animated:completion:)",
      ])
    // The step shows the data source's own second page again, not a new one.
    #expect(!log.participants.contains { $0.id == "vc.second.2" })
  }

  @Test(
    "page view controller mistakes are refused with their line and column",
    arguments: [
      FileEdit(
        replacing: "    root: true\n    dataSource: PagesSource",
        with: "    root: true\n    transitionStyle: flip\n    dataSource: PagesSource",
        error: "f.yaml:11:22: transitionStyle must be one of: scroll, pageCurl; found 'flip'"),
      FileEdit(
        replacing: "    dataSource: PagesSource\n", with: "",
        error: "f.yaml:9:3: page view controller 'PagesViewController' needs a dataSource: the "
          + "pages a swipe turns to"),
      FileEdit(
        replacing: "    dataSource: PagesSource", with: "    dataSource: PagesDelegate",
        error: "f.yaml:11:17: 'PagesDelegate' is not a page view controller data source; "
          + "declare it under pageViewControllerDataSources with its pages"),
      FileEdit(
        replacing: "    delegate: PagesDelegate", with: "    delegate: PagesSource",
        error: "f.yaml:12:15: 'PagesSource' is not a page view controller delegate; declare it "
          + "under pageViewControllerDelegates"),
      FileEdit(
        replacing: "pages: [FirstViewController, SecondViewController]",
        with: "pages: [FirstViewController, FirstViewController]",
        error: "f.yaml:15:34: 'FirstViewController' is already a page of PagesSource"),
      FileEdit(
        replacing: "pages: [FirstViewController, SecondViewController]",
        with: "pages: [FirstViewController, PagesViewController]",
        error: "f.yaml:15:34: 'PagesViewController' cannot be a page; a page is a view "
          + "controller the file describes that is not the root: FirstViewController, "
          + "SecondViewController"),
      FileEdit(
        replacing: "[FirstViewController], direction: reverse}",
        with: "[FirstViewController, SecondViewController], direction: reverse}",
        error: "f.yaml:7:37: a page view controller in the scroll style shows one page: "
          + "setViewControllers: [Page]"),
      FileEdit(
        replacing: "direction: reverse}", with: "direction: backward}",
        error: "f.yaml:7:71: direction must be one of: forward, reverse; found 'backward'"),
      FileEdit(
        replacing: "{setViewControllers: [FirstViewController], direction: reverse}",
        with: "{push: FirstViewController, direction: reverse}",
        error: "f.yaml:7:55: only setViewControllers on a page view controller takes a "
          + "direction"),
      FileEdit(
        replacing: "direction: reverse}",
        with: "direction: reverse, completion: {present: "
          + "FirstViewController}}",
        error: "f.yaml:7:80: only present, dismiss and push run a completion that presents; "
          + "'setViewControllers' has none"),
    ])
  func refused(edit: FileEdit) {
    edit.expectRefused(in: Self.pages, path: "f.yaml")
  }

  @Test("setting a page when no page view controller is on screen is refused by the dry run")
  func noPageViewController() {
    let text = """
      viewControllers:
        HomeViewController: {root: true}
        PageViewController: {}
      steps:
        - {setViewControllers: [PageViewController], direction: forward}
      """
    do {
      _ = try ScenarioFiles.load(text: text, path: "f.yaml")
      Issue.record("the file was accepted")
    } catch {
      #expect(
        "\(error)" == "f.yaml:5:5: step 1 sets a page, but no page view controller is on screen")
    }
  }
}
