import Foundation
import Testing
import TransitChecker
import TransitImport
import TransitLifecycle
import TransitTrace

/// A console printed by an app built with iOS 18's tabs, whose tab bar delegate prints
/// `#function` in `tabBarController(_:shouldSelectTab:)` and
/// `tabBarController(_:didSelectTab:previousTab:)`: the importer reads both as those calls, the
/// first one starting the tab switch, and the checker raises no alarm.
@Suite("An app's console with iOS 18's tab delegate methods")
struct TabsConsoleTests {
  static let console = """
    <App.MessageViewController: 0x600001080> viewDidLoad()
    <App.MessageViewController: 0x600001080> viewWillAppear(_:)
    <App.MessageViewController: 0x600001080> viewDidAppear(_:)
    <App.TabsTracker: 0x6000010c0> tabBarController(_:shouldSelectTab:)
    <App.SearchViewController: 0x600001100> viewDidLoad()
    <App.SearchViewController: 0x600001100> viewWillAppear(_:)
    <App.MessageViewController: 0x600001080> viewWillDisappear(_:)
    <App.MessageViewController: 0x600001080> viewDidDisappear(_:)
    <App.SearchViewController: 0x600001100> viewDidAppear(_:)
    <App.TabsTracker: 0x6000010c0> tabBarController(_:didSelectTab:previousTab:)

    """

  @Test("the tab methods import as their calls; shouldSelectTab starts the switch; it conforms")
  func imported() throws {
    let imported = try ConsoleImport.records(from: Array(Self.console.utf8), path: "console.txt")
    let events = imported.records.compactMap { record -> Event? in
      if case .event(let event) = record { return event }
      return nil
    }
    let delegateCalls = events.compactMap(\.call).filter { $0.receiver == "delegate.tabsTracker" }
    #expect(
      delegateCalls.map(\.name) == [
        .tabBarControllerShouldSelectTab, .tabBarControllerDidSelectTab,
      ])
    let requested = events.compactMap { event -> String? in
      guard case .transition(let transition) = event.body, transition.state == .requested
      else { return nil }
      return
        "\(transition.kind?.rawValue ?? "?") \(transition.from ?? "?") → \(transition.to ?? "?")"
    }
    #expect(requested == ["tabSwitch vc.message → vc.search"])
    let report = try Checker().check(records: imported.records, path: "console.txt")
    #expect(report.violations.map(\.message) == [])
  }

  /// A delegate set before the tabs hears their first selection at launch, with no switch: as
  /// `didSelect` after a tap on the selected tab, it makes no transition of its own.
  @Test("didSelectTab at launch, before the first tab appears, starts no transition")
  func launchSelection() throws {
    let console = """
      <App.TabsTracker: 0x6000010c0> tabBarController(_:didSelectTab:previousTab:)
      <App.MessageViewController: 0x600001080> viewDidLoad()
      <App.MessageViewController: 0x600001080> viewWillAppear(_:)
      <App.MessageViewController: 0x600001080> viewDidAppear(_:)

      """
    let imported = try ConsoleImport.records(from: Array(console.utf8), path: "console.txt")
    let transitions = imported.records.filter {
      if case .event(let event) = $0, case .transition = event.body { return true }
      return false
    }
    #expect(transitions.isEmpty)
    let report = try Checker().check(records: imported.records, path: "console.txt")
    #expect(report.violations.map(\.message) == [])
  }
}
