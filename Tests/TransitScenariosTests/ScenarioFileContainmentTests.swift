import Foundation
import Testing
import TransitScenarios
import TransitTestSupport
import TransitTrace

/// The scenario-file steps and keys of issue 10: children and their forwarding, the navigation
/// steps that were Swift-only (`setViewControllers`, `popToRoot`), interaction handlers, and
/// what the dry run refuses.
@MainActor
@Suite("Scenario file containers and steps")
struct ScenarioFileContainmentTests {
  /// The calls of a file's run as `caller → receiver name`, after `skipping` records.
  static func calls(_ text: String, from name: CallName? = nil) throws -> [String] {
    let log = RecordBuffer()
    try ScenarioFiles.load(text: text, path: "f.yaml").trace(to: log)
    let events = log.events
    let start = name.flatMap { name in events.firstIndex { $0.call?.name == name } } ?? 0
    return events[start...].compactMap { event in
      event.orderCall.map { "\($0.callerID) → \($0.receiver) \($0.name)" }
    }
  }

  static let byHand = """
    viewControllers:
      ShelfViewController:
        root: true
        forwardsAppearance: byHand
        children: [BookViewController]
        views:
          addButton: {frame: [0, 0, 44, 44], onTap: {addChild: NoteViewController}}
      BookViewController: {}
      NoteViewController:
        views:
          closeButton: {frame: [0, 0, 44, 44], onTap: removeFromParent}
    steps:
      - tap: addButton
      - tap: closeButton
    """

  @Test("a container that forwards by hand begins and ends its children's appearance itself")
  func forwardingByHand() throws {
    #expect(
      try Self.calls(Self.byHand) == [
        "uikit → vc.shelf viewDidLoad()", "vc.shelf → vc.shelf addChild(_:)",
        "uikit → vc.book willMove(toParent:)", "uikit → vc.book viewDidLoad()",
        "vc.shelf → vc.book didMove(toParent:)", "uikit → vc.shelf viewWillAppear(_:)",
        "vc.shelf → vc.book beginAppearanceTransition(_:animated:)",
        "uikit → vc.book viewWillAppear(_:)", "uikit → vc.shelf viewIsAppearing(_:)",
        "uikit → vc.book viewIsAppearing(_:)", "uikit → vc.shelf viewDidAppear(_:)",
        "vc.shelf → vc.book endAppearanceTransition()", "uikit → vc.book viewDidAppear(_:)",
        // The tap on addButton: the new child's appearance comes from the container's calls.
        "vc.shelf → vc.shelf addChild(_:)", "uikit → vc.note willMove(toParent:)",
        "uikit → vc.note viewDidLoad()",
        "vc.shelf → vc.note beginAppearanceTransition(_:animated:)",
        "uikit → vc.note viewWillAppear(_:)", "vc.shelf → vc.note endAppearanceTransition()",
        "uikit → vc.note viewIsAppearing(_:)", "uikit → vc.note viewDidAppear(_:)",
        "vc.shelf → vc.note didMove(toParent:)",
        // The tap on closeButton: the note takes itself out.
        "vc.note → vc.note willMove(toParent:)",
        "vc.note → vc.note beginAppearanceTransition(_:animated:)",
        "uikit → vc.note viewWillDisappear(_:)", "vc.note → vc.note endAppearanceTransition()",
        "uikit → vc.note viewDidDisappear(_:)", "vc.note → vc.note removeFromParent()",
        "uikit → vc.note didMove(toParent:)",
      ])
  }

  static let navigation = """
    viewControllers:
      ListViewController: {}
      DetailViewController:
        viewWillAppear: {notifyWhenInteractionChanges: true}
      SettingsViewController: {}
    navigationControllers:
      UINavigationController:
        root: true
        rootViewController: ListViewController
    steps:
      - setViewControllers: [ListViewController, DetailViewController, SettingsViewController]
      - setViewControllers: [ListViewController, DetailViewController]
      - popToRoot
    """

  @Test("setViewControllers pushes to a new top and pops to one on the stack; popToRoot pops")
  func navigationSteps() throws {
    let log = RecordBuffer()
    try ScenarioFiles.load(text: Self.navigation, path: "f.yaml").trace(to: log)
    let transitions = log.events.compactMap { event -> String? in
      guard case .transition(let change) = event.body, change.state == .requested else {
        return nil
      }
      return "\(change.kind?.rawValue ?? "?") \(change.from ?? "?") → \(change.to ?? "?")"
    }
    #expect(
      transitions == [
        "push vc.list → vc.settings", "pop vc.settings → vc.detail", "pop vc.detail → vc.list",
      ])
    let requests = log.events.compactMap { event -> String? in
      guard let call = event.call, call.caller == "app" else { return nil }
      return call.name.rawValue
    }
    #expect(
      requests == [
        "setViewControllers(_:animated:)", "setViewControllers(_:animated:)",
        "popToRootViewController(animated:)",
      ])
    // The detail screen registers its interaction handler as it appears on the pop to it.
    let registered = log.events.filter { $0.call?.name == .notifyWhenInteractionChanges }
    #expect(registered.map { $0.call?.caller } == ["vc.detail"])
  }

  static let context = """
    viewControllers:
      TabsViewController:
        root: true
        children: [ListViewController]
      ListViewController:
        definesPresentationContext: true
        views:
          openButton: {frame: [0, 0, 44, 44], onTap: {present: DetailViewController}}
      DetailViewController:
        modalPresentationStyle: currentContext
    steps:
      - tap: openButton
    """

  /// UIKit's own animator of a current-context presentation, from its duration to the
  /// completion nested in completeTransition (docs/lifecycle.md#fact-system-animators).
  static let builtinAnimation = [
    "uikit → animator.builtin transitionDuration(using:)",
    "uikit → animator.builtin animateTransition(using:)",
    "animator.builtin → uikit animate(withDuration:delay:options:animations:completion:)",
    "uikit → vc.detail viewIsAppearing(_:)",
    "uikit → animator.builtin completion(_:)",
    "animator.builtin → ctx.1 completeTransition(_:)",
    "ctx.1 → pc.currentContext transitionDidFinish(_:)",
  ]

  @Test("definesPresentationContext picks the child that presents over the current context")
  func presentationContext() throws {
    #expect(
      try Self.calls(Self.context, from: .present) == [
        "vc.list → vc.list present(_:animated:completion:)", "uikit → vc.detail viewDidLoad()",
        "uikit → animator.builtin transitionDuration(using:)",
        "uikit → vc.list viewWillDisappear(_:)", "uikit → vc.detail viewWillAppear(_:)",
      ] + Self.builtinAnimation + [
        "uikit → vc.detail viewDidAppear(_:)", "uikit → vc.list viewDidDisappear(_:)",
      ])
    // Without it, UIKit walks up to the window's root, which covers its child too.
    let rootDefines = Self.context.replacingOccurrences(
      of: "definesPresentationContext: true", with: "definesPresentationContext: false")
    #expect(
      try Self.calls(rootDefines, from: .present) == [
        "vc.list → vc.list present(_:animated:completion:)", "uikit → vc.detail viewDidLoad()",
        "uikit → animator.builtin transitionDuration(using:)",
        "uikit → vc.tabs viewWillDisappear(_:)", "uikit → vc.list viewWillDisappear(_:)",
        "uikit → vc.detail viewWillAppear(_:)",
      ] + Self.builtinAnimation + [
        "uikit → vc.detail viewDidAppear(_:)", "uikit → vc.tabs viewDidDisappear(_:)",
        "uikit → vc.list viewDidDisappear(_:)",
      ])
  }

  @Test(
    "containment and navigation steps that cannot happen are refused with their line",
    arguments: [
      (
        "  - tap: closeButton", "  - tap: closeButton\n  - removeFromParent\n  - removeFromParent",
        "f.yaml:16:5: step 4 removes a child, but the screen on top has no child"
      ),
      (
        "  - tap: addButton", "  - popToRoot",
        "f.yaml:13:5: step 1 pops to the root, but no navigation controller on screen has a "
          + "screen above its root"
      ),
      (
        "  - tap: addButton", "  - {setViewControllers: [BookViewController]}",
        "f.yaml:13:5: step 1 sets a navigation stack, but no navigation controller is on screen"
      ),
      (
        "onTap: {addChild: NoteViewController}", "onTap: {addChild: ShelfViewController}",
        "f.yaml:7:60: 'ShelfViewController' cannot be a child; it must be a view controller "
          + "that is not the root: BookViewController, NoteViewController"
      ),
      (
        "    forwardsAppearance: byHand", "    forwardsAppearance: sometimes",
        "f.yaml:4:25: forwardsAppearance must be one of: automatically, byHand; found "
          + "'sometimes'"
      ),
    ])
  func refused(line: String, replacement: String, expected: String) throws {
    let text = Self.byHand.replacingOccurrences(of: line, with: replacement)
    #expect(text != Self.byHand)
    do {
      _ = try ScenarioFiles.load(text: text, path: "f.yaml")
      Issue.record("the file was accepted")
    } catch {
      #expect("\(error)" == expected)
    }
  }
}
