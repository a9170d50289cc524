import Testing
import TransitImport
import TransitLifecycle
import TransitTestSupport
import TransitTrace

/// `diff` of a console that covers part of a scenario, or names no view controller, against
/// the scenario: what the console does not cover is no difference, and where it parts inside
/// what it covers, the diff still says so.
@Suite("diff of a console that covers part of a scenario")
struct DiffSpanTests {
  static func diff(_ lines: [String], against scenario: String) throws -> LogDiff {
    LogDiff(
      LogDiff.Side(
        label: "console.txt", isDocumented: false, records: try AppConsoleTests.imported(lines)),
      LogDiff.Side(
        label: scenario, isDocumented: true, records: try GoldenTraces.records(scenario)))
  }

  /// The calls only the scenario makes, `receiver call`.
  static func onlyScenario(_ diff: LogDiff) -> [String] {
    diff.operations.compactMap { operation -> String? in
      if case .onlyB(let item) = operation { return "\(item.receiver) \(item.call)" }
      return nil
    }
  }

  /// The full-screen console from the presented view controller's load on: no launch.
  static func withoutLaunch() throws -> [String] {
    let lines = try AppConsoleTests.console("fullscreen-default")
    return Array(
      lines[try AppConsoleTests.index(of: .viewDidLoad, on: "SettingsViewController", in: lines)...]
    )
  }

  @Test("a console without the launch agrees, and says what span was compared")
  func withoutTheLaunch() throws {
    let diff = try Self.diff(Self.withoutLaunch(), against: "fullscreen-default")
    #expect(!diff.differs, "\(diff.text())")
    let span = try #require(diff.outsideSpan)
    #expect(span.consoleIsA && span.before > 0 && span.after == 0)
    #expect(diff.summary.contains("within the span A records"), "\(diff.summary)")
  }

  @Test("a console that stops before the dismissal agrees")
  func stopsBeforeTheDismissal() throws {
    let lines = try AppConsoleTests.console("fullscreen-default")
    let cut = try AppConsoleTests.index(
      of: .viewWillDisappear, on: "SettingsViewController", in: lines)
    let diff = try Self.diff(Array(lines[..<cut]), against: "fullscreen-default")
    #expect(!diff.differs, "\(diff.text())")
    #expect(diff.outsideSpan.map { $0.before == 0 && $0.after > 0 } == true)
  }

  @Test("a console that covers all of the scenario compares all of it")
  func wholeSpan() throws {
    let diff = try Self.diff(
      AppConsoleTests.console("fullscreen-default"), against: "fullscreen-default")
    #expect(!diff.differs)
    #expect(diff.outsideSpan == nil)
  }

  @Test("a call missing inside the span is still a difference")
  func missingInsideTheSpan() throws {
    var lines = try Self.withoutLaunch()
    lines.remove(
      at: try AppConsoleTests.index(of: .viewDidDisappear, on: "HomeViewController", in: lines))
    let diff = try Self.diff(lines, against: "fullscreen-default")
    #expect(diff.differs)
    #expect(Self.onlyScenario(diff) == ["vc.home viewDidDisappear(_:)"])
  }

  /// The push-and-pop console of the list alone, printed with a bare `#function`.
  static func namelessList() throws -> [String] {
    try AppConsoleTests.console("nav-push-pop").filter {
      $0.hasPrefix("<App.ListViewController:")
    }.map { String($0.split(separator: " ").last ?? "") }
  }

  @Test("a nameless console's view controller pairs with one of the scenario's, by its part")
  func namelessPairsWithOne() throws {
    let lines = try Self.namelessList()
    #expect(lines.first == "viewDidLoad()")
    let diff = try Self.diff(lines, against: "nav-push-pop")
    #expect(!diff.differs, "\(diff.text())")
    let paired = Set(
      diff.operations.compactMap { operation -> String? in
        // The console prints only its view controller's callbacks.
        guard case .same(_, let y, _) = operation else { return nil }
        return y.receiver
      })
    #expect(paired == ["vc.list"])
  }

  @Test("two view controllers printed bare, one leaving as the other comes, are not paired as one")
  func namelessTwoInterleaved() throws {
    // The detail's load, then the list's disappearance and the detail's appearance, wills
    // then dids: each turns direction, as one view controller's would.
    let lines = [
      "viewDidLoad", "viewWillDisappear", "viewWillAppear", "viewDidDisappear", "viewDidAppear",
    ]
    let diff = try Self.diff(lines, against: "nav-push-pop")
    #expect(!diff.differs, "\(diff.text())")
    #expect(
      !LogDiff.isOneViewController(
        [.viewDidLoad, .viewWillDisappear, .viewWillAppear, .viewDidDisappear, .viewDidAppear]))
    // One view controller's push and pop, and a console begun mid-appearance, still are.
    #expect(
      LogDiff.isOneViewController(
        [.viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]))
    #expect(LogDiff.isOneViewController([.viewDidAppear, .viewWillDisappear, .viewDidDisappear]))
    #expect(!LogDiff.isOneViewController([.viewWillAppear, .viewDidAppear, .viewDidDisappear]))
  }

  @Test("a nameless console that misses a call of its view controller parts there")
  func namelessMissing() throws {
    // The launch's viewIsAppearing(_:) taken out; the pop's stays, so the console prints the
    // call, and the one it lacks is inside its span.
    var lines = try Self.namelessList()
    lines.remove(at: try #require(lines.firstIndex(of: "viewIsAppearing(_:)")))
    let diff = try Self.diff(lines, against: "nav-push-pop")
    #expect(diff.differs)
    #expect(Self.onlyScenario(diff) == ["vc.list viewIsAppearing(_:)"])
  }
}
