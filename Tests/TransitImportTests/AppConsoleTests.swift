import Foundation
import Testing
import TransitChecker
import TransitImport
import TransitLifecycle
import TransitTestSupport
import TransitTrace

/// The consoles issue 23 was filed with: a golden log printed as an app prints it in Xcode's
/// console, `<App.Class: 0x…> #function` in its own view controllers' appearance methods. The
/// checker judges many rules of them and raises no alarm, `diff` against the scenario agrees,
/// and a bug seeded in one is caught.
@Suite("An app's console of a scenario")
struct AppConsoleTests {
  static let scenarios = [
    "nav-push-pop", "fullscreen-default", "page-sheet-default", "tab-switch-default",
    "dismiss-then-present",
  ]

  /// What an app prints in its own view controllers' appearance methods.
  static let printed: Set<CallName> = [
    .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
    .viewDidDisappear,
  ]

  /// The golden log `name` as its app's console: `<App.Class: 0x…> #function` for each
  /// appearance callback and load of a view controller of the app's own classes.
  static func console(_ name: String) throws -> [String] {
    var classes: [String: (name: String, address: String)] = [:]
    var lines: [String] = []
    for record in try GoldenTraces.records(name) {
      switch record {
      case .participant(let participant):
        let address = "0x6000010" + String(0x80 + classes.count * 0x40, radix: 16)
        classes[participant.id] = (participant.className, address)
      case .event(let event):
        guard let call = event.call, printed.contains(call.name),
          let object = classes[call.receiver], !object.name.hasPrefix("UI")
        else { continue }
        lines.append("<App.\(object.name): \(object.address)> \(call.name)")
      case .header, .geometry:
        break
      }
    }
    return lines
  }

  static func imported(_ lines: [String]) throws -> [Record] {
    try ConsoleImport.records(
      from: Array((lines.joined(separator: "\n") + "\n").utf8), path: "console.txt"
    ).records
  }

  /// The index of the line that prints `call` on the object of `className`, the `occurrence`th.
  static func index(
    of call: CallName, on className: String, in lines: [String], occurrence: Int = 0
  ) throws -> Int {
    let found = lines.indices.filter {
      lines[$0].hasPrefix("<App.\(className):") && lines[$0].hasSuffix(" \(call)")
    }
    return try #require(found.dropFirst(occurrence).first, "no \(call) on \(className)")
  }

  @Test("check judges many rules, and raises no alarm", arguments: scenarios)
  func checked(_ name: String) throws {
    let report = Checker().check(records: try Self.imported(Self.console(name)))
    #expect(report.violations.isEmpty, "\(report.violations.map(\.rule.id))")
    let judged = report.judged.filter { $0.scopes > 0 }.map(\.rule.id)
    #expect(judged.count >= 5, "\(name): \(judged)")
  }

  @Test("diff against the scenario it came from agrees", arguments: scenarios)
  func diffed(_ name: String) throws {
    let diff = LogDiff(
      LogDiff.Side(
        label: "console.txt", isDocumented: false,
        records: try Self.imported(
          Self.console(name))),
      LogDiff.Side(label: name, isDocumented: true, records: try GoldenTraces.records(name)))
    #expect(!diff.differs, "\(diff.text())")
  }

  @Test("the transitions read from them, kind by kind")
  func readings() throws {
    func kinds(_ name: String) throws -> [String] {
      try Self.imported(Self.console(name)).compactMap(\.event).compactMap { event in
        guard case .transition(let change) = event.body, change.state == .requested else {
          return nil
        }
        return "\(change.kind?.rawValue ?? "-") \(change.from ?? "?") → \(change.to ?? "?")"
      }
    }
    #expect(try kinds("nav-push-pop") == ["push vc.list → vc.detail", "pop vc.detail → vc.list"])
    #expect(
      try kinds("fullscreen-default") == [
        "present vc.home → vc.settings", "dismiss vc.settings → vc.home",
      ])
    #expect(
      try kinds("page-sheet-default") == [
        "present vc.home → vc.settings", "dismiss vc.settings → vc.home",
      ])
    #expect(
      try kinds("tab-switch-default") == [
        "tabSwitch vc.message → vc.contact", "tabSwitch vc.contact → vc.message",
      ])
    #expect(
      try kinds("dismiss-then-present") == [
        "present vc.start → vc.step", "dismiss vc.step → vc.start",
        "present vc.start → vc.welcome",
      ])
  }

  /// A full-screen presentation and dismissal, judged by at least six rules.
  @Test("a full-screen present and dismiss is judged by at least six rules")
  func fullScreenJudged() throws {
    let report = Checker().check(records: try Self.imported(Self.console("fullscreen-default")))
    #expect(report.conforms)
    let judged = Set(report.judged.filter { $0.scopes > 0 }.map(\.rule.id))
    #expect(judged.count >= 6, "\(judged.sorted())")
    for rule in [
      "appearance.will-did-balanced", "appearance.loads-before-appearing",
      "appearance.settled-by-transition-end", "present.presenter-disappears-when-removed",
      "present.presented-appears-before-presenter-disappears",
      "dismiss.presenter-appears-first-when-removed",
    ] {
      #expect(judged.contains(rule), "\(rule) is not judged")
    }
  }

  /// A seeded bug in the full-screen console, and the rule that catches it.
  struct Seed: CustomTestStringConvertible, Sendable {
    let what: String
    let rule: String
    let edit: @Sendable ([String]) throws -> [String]
    var testDescription: String { what }
  }

  static let seeds: [Seed] = [
    Seed(what: "a did-callback before its will-callback", rule: "appearance.will-did-balanced") {
      var lines = $0
      let will = try index(of: .viewWillAppear, on: "SettingsViewController", in: lines)
      let did = try index(of: .viewDidAppear, on: "SettingsViewController", in: lines)
      lines.swapAt(will, did)
      return lines
    },
    Seed(what: "a will-callback twice", rule: "appearance.will-did-balanced") {
      var lines = $0
      let will = try index(of: .viewWillAppear, on: "SettingsViewController", in: lines)
      lines.insert(lines[will], at: will + 1)
      return lines
    },
    Seed(what: "a did-callback twice", rule: "appearance.will-did-balanced") {
      var lines = $0
      let did = try index(of: .viewDidAppear, on: "SettingsViewController", in: lines)
      lines.insert(lines[did], at: did + 1)
      return lines
    },
    Seed(
      what: "the presentation's did-callbacks in a push's order",
      rule: "nav.did-order-from-first"
    ) {
      var lines = $0
      let appeared = try index(of: .viewDidAppear, on: "SettingsViewController", in: lines)
      let disappeared = try index(of: .viewDidDisappear, on: "HomeViewController", in: lines)
      lines.swapAt(appeared, disappeared)
      return lines
    },
    Seed(
      what: "the dismissal's did-callbacks in a pop's order",
      rule: "dismiss.presenter-appears-first-when-removed"
    ) {
      var lines = $0
      let appeared = try index(
        of: .viewDidAppear, on: "HomeViewController", in: lines, occurrence: 1)
      let disappeared = try index(of: .viewDidDisappear, on: "SettingsViewController", in: lines)
      lines.swapAt(appeared, disappeared)
      return lines
    },
    Seed(
      what: "viewDidLoad() after the first appearance",
      rule: "appearance.loads-before-appearing"
    ) {
      var lines = $0
      let load = lines.remove(
        at: try index(of: .viewDidLoad, on: "SettingsViewController", in: lines))
      lines.insert(
        load, at: try index(of: .viewWillAppear, on: "SettingsViewController", in: lines) + 1)
      return lines
    },
    Seed(
      what: "the presenter never gets viewDidDisappear(_:)",
      rule: "present.presenter-disappears-when-removed"
    ) {
      var lines = $0
      lines.remove(at: try index(of: .viewDidDisappear, on: "HomeViewController", in: lines))
      return lines
    },
    Seed(
      what: "a cancelled dismissal that leaves the presented view controller off screen",
      rule: "dismiss.cancelled-presented-reappears"
    ) {
      // The dismissal is cancelled: the presenter turns back, and the presented view
      // controller, which UIKit gives its appearance back, never gets it before the user
      // dismisses it again (a console cut at the cancel leaves the rule unjudged).
      var lines = Array($0.dropLast(3))
      let home = lines[try index(of: .viewDidLoad, on: "HomeViewController", in: lines)]
        .replacingOccurrences(of: " viewDidLoad()", with: "")
      lines += [
        "\(home) viewIsAppearing(_:)", "\(home) viewWillDisappear(_:)",
        "\(home) viewDidDisappear(_:)",
      ]
      // The dismissal again, as the scenario gives it.
      return lines + $0.suffix(5)
    },
  ]

  @Test("a seeded bug is caught by its rule", arguments: seeds)
  func seeded(_ seed: Seed) throws {
    let lines = try seed.edit(Self.console("fullscreen-default"))
    let report = Checker().check(records: try Self.imported(lines))
    #expect(
      report.violations.contains { $0.rule.id == seed.rule },
      "\(seed.what): \(report.violations.map(\.rule.id))\n\(lines.joined(separator: "\n"))")
  }

  @Test("a tab that left without viewDidDisappear(_:) is caught when the console switches back")
  func tabLeftWithoutDid() throws {
    // The console switches to the second tab and back; the first tab's viewDidDisappear(_:)
    // of the switch away is taken out. That switch completed, the second tab on screen:
    // completing delivers the first tab's did-callback, so the switch back's will-callback may
    // not turn its open pair around, as a cancel would.
    var lines = try Self.console("tab-switch-default")
    let left = try #require(lines.firstIndex { $0.hasSuffix(" viewDidDisappear(_:)") })
    let old = lines[left].replacingOccurrences(of: " viewDidDisappear(_:)", with: "")
    #expect(lines[(left + 1)...].contains("\(old) viewWillAppear(_:)"))
    lines.remove(at: left)
    let report = Checker().check(records: try Self.imported(lines))
    #expect(
      report.violations.contains { $0.rule.id == "appearance.will-did-balanced" },
      "\(report.violations.map(\.rule.id))\n\(lines.joined(separator: "\n"))")
  }

  @Test("a push begun while another is still in flight is no did-callback missing")
  func pushInFlight() throws {
    // The list, pushed, pushes the detail from its viewWillAppear(_:): the list turns around
    // before any did-callback, so the first push was in flight, not completed, and the turn is
    // the second push's. The first push finished; its completion is its first did-callback.
    let lines = [
      "HomeViewController viewDidLoad()", "HomeViewController viewWillAppear(_:)",
      "HomeViewController viewDidAppear(_:)", "ListViewController viewDidLoad()",
      "HomeViewController viewWillDisappear(_:)", "ListViewController viewWillAppear(_:)",
      "DetailViewController viewDidLoad()", "ListViewController viewWillDisappear(_:)",
      "DetailViewController viewWillAppear(_:)", "HomeViewController viewDidDisappear(_:)",
      "ListViewController viewDidDisappear(_:)", "DetailViewController viewDidAppear(_:)",
    ]
    let report = Checker().check(records: try Self.imported(lines))
    #expect(report.violations.isEmpty, "\(report.violations.map(\.rule.id))")
  }

  @Test("the faithful cancelled dismissal conforms")
  func cancelledDismissal() throws {
    var lines = Array(try Self.console("fullscreen-default").dropLast(3))
    let home = lines[try Self.index(of: .viewDidLoad, on: "HomeViewController", in: lines)]
      .replacingOccurrences(of: " viewDidLoad()", with: "")
    let settings = lines[
      try Self.index(of: .viewDidLoad, on: "SettingsViewController", in: lines)
    ].replacingOccurrences(of: " viewDidLoad()", with: "")
    lines += [
      "\(home) viewIsAppearing(_:)", "\(home) viewWillDisappear(_:)",
      "\(home) viewDidDisappear(_:)", "\(settings) viewWillAppear(_:)",
      "\(settings) viewIsAppearing(_:)", "\(settings) viewDidAppear(_:)",
    ]
    let records = try Self.imported(lines)
    let report = Checker().check(records: records)
    #expect(report.violations.isEmpty, "\(report.violations.map(\.rule.id))")
    let completions = records.compactMap(\.event).compactMap { event -> Bool? in
      guard case .transition(let change) = event.body, change.state == .completed else {
        return nil
      }
      return change.didComplete
    }
    #expect(completions == [true, false])
    #expect(
      report.judged.contains {
        $0.rule.id == "dismiss.cancelled-presented-reappears" && $0.scopes > 0
      })
  }

  /// An app that prints only its sheet's callbacks, under a class the scenario does not have,
  /// from the sheet's load or only from its dismissal: nothing places the class in a
  /// transition, and it goes with the scenario's sheet, whose callbacks its own line up with,
  /// not with the home screen that appears first.
  @Test("a console of the sheet alone, under a class of its own, agrees", arguments: [false, true])
  func sheetAlone(dismissalOnly: Bool) throws {
    let disappearing: Set<String> = [" viewWillDisappear(_:)", " viewDidDisappear(_:)"]
    let lines = try Self.console("page-sheet-default").filter { line in
      line.hasPrefix("<App.SettingsViewController:")
        && (!dismissalOnly || disappearing.contains { line.hasSuffix($0) })
    }.map { $0.replacingOccurrences(of: "SettingsViewController", with: "BlueViewController") }
    #expect(lines.count == (dismissalOnly ? 2 : 6))
    let diff = LogDiff(
      LogDiff.Side(label: "console.txt", isDocumented: false, records: try Self.imported(lines)),
      LogDiff.Side(
        label: "page-sheet-default", isDocumented: true,
        records: try GoldenTraces.records("page-sheet-default")))
    #expect(!diff.differs, "\(diff.text())")
  }

  @Test("diff parts from the scenario where a seeded bug is, and nowhere else")
  func diffSeeded() throws {
    var lines = try Self.console("fullscreen-default")
    lines.remove(at: try Self.index(of: .viewDidDisappear, on: "HomeViewController", in: lines))
    let diff = LogDiff(
      LogDiff.Side(label: "console.txt", isDocumented: false, records: try Self.imported(lines)),
      LogDiff.Side(
        label: "fullscreen-default", isDocumented: true,
        records: try GoldenTraces.records("fullscreen-default")))
    #expect(diff.hunks.count == 1)
    let missing = diff.operations.compactMap { operation -> String? in
      if case .onlyB(let item) = operation { return "\(item.receiver) \(item.call)" }
      return nil
    }
    #expect(missing == ["vc.home viewDidDisappear(_:)"])
  }
}
