import Testing
import TransitChecker
import TransitImport
import TransitLifecycle
import TransitTestSupport
import TransitTrace

/// What the importer reads of returns, of a view controller a console prints with a bare
/// `#function` among labelled ones, of a nameless console's launch, and of a view loaded again;
/// and what `check` makes of each. The consoles are written for this test, in the styles the
/// published ones use.
@Suite("Returns, bare view controllers and reloads, read from a console")
struct ReturnReadingTests {
  static func imported(_ lines: [String]) throws -> [Record] {
    try ConsoleImport.records(
      from: Array((lines.joined(separator: "\n") + "\n").utf8), path: "console.txt"
    ).records
  }

  /// `kind from → to removesPresenter` of each `requested` record.
  static func requested(_ records: [Record]) -> [String] {
    records.compactMap(\.event).compactMap { event -> String? in
      guard case .transition(let change) = event.body, change.state == .requested else {
        return nil
      }
      return "\(change.kind?.rawValue ?? "-") \(change.from ?? "?") → \(change.to ?? "?")"
        + (change.removesPresenter.map { " \($0)" } ?? "")
    }
  }

  static func violations(_ lines: [String]) throws -> [String] {
    Checker().check(records: try imported(lines)).violations.map(\.rule.id)
  }

  /// A menu presents a profile full screen, then the profile is dismissed, the app printing
  /// its dismiss(animated:completion:) call and the completion; `presenterBack` says whether
  /// the menu prints its appearance in the dismissal.
  static func fullScreen(presenterBack: Bool) -> [String] {
    [
      "MenuViewController viewDidLoad()", "MenuViewController viewWillAppear(_:)",
      "MenuViewController viewDidAppear(_:)", "ProfileViewController viewDidLoad()",
      "MenuViewController viewWillDisappear(_:)", "ProfileViewController viewWillAppear(_:)",
      "ProfileViewController viewDidAppear(_:)", "MenuViewController viewDidDisappear(_:)",
      "ProfileViewController dismiss(animated:completion:)",
      "ProfileViewController viewWillDisappear(_:)",
    ]
      + (presenterBack
        ? ["MenuViewController viewWillAppear(_:)", "MenuViewController viewDidAppear(_:)"] : [])
      + ["ProfileViewController viewDidDisappear(_:)", "completion()"]
  }

  @Test("a dismissal keeps the kind of the full-screen presentation it returns from")
  func dismissalKeepsKind() throws {
    let silent = try Self.imported(Self.fullScreen(presenterBack: false))
    #expect(
      Self.requested(silent) == [
        "present vc.menu → vc.profile true", "dismiss vc.profile → vc.menu true",
      ])
    let rules = Checker().check(records: silent).violations.map(\.rule.id)
    #expect(rules.contains("dismiss.presenter-reappears-when-removed"), "\(rules)")
    // The faithful console reads the same and conforms.
    let faithful = try Self.imported(Self.fullScreen(presenterBack: true))
    #expect(Self.requested(faithful) == Self.requested(silent))
    #expect(Checker().check(records: faithful).violations.isEmpty)
  }

  /// A list pushes a detail, then the app pops it, printing the request and its navigation
  /// delegate's didShow; `revealedBack` says whether the list prints its appearance in the pop.
  static func pushPop(revealedBack: Bool) -> [String] {
    [
      "ListViewController viewDidLoad()", "ListViewController viewWillAppear(_:)",
      "ListViewController viewDidAppear(_:)", "DetailViewController viewDidLoad()",
      "ListViewController viewWillDisappear(_:)", "DetailViewController viewWillAppear(_:)",
      "ListViewController viewDidDisappear(_:)", "DetailViewController viewDidAppear(_:)",
      "UINavigationController popViewController(animated:)",
      "DetailViewController viewWillDisappear(_:)",
    ]
      + (revealedBack ? ["ListViewController viewWillAppear(_:)"] : [])
      + ["DetailViewController viewDidDisappear(_:)"]
      + (revealedBack ? ["ListViewController viewDidAppear(_:)"] : [])
      + ["ScreenTracker navigationController(_:didShow:animated:)"]
  }

  @Test("a pop whose revealed view controller prints its callbacks and hears none is reported")
  func silentPop() throws {
    #expect(
      Self.requested(try Self.imported(Self.pushPop(revealedBack: false))) == [
        "push vc.list → vc.detail", "pop vc.detail → vc.list",
      ])
    let rules = try Self.violations(Self.pushPop(revealedBack: false))
    #expect(rules.contains("nav.pop-revealed-appears"), "\(rules)")
    #expect(try Self.violations(Self.pushPop(revealedBack: true)).isEmpty)
  }

  @Test("a view controller that prints only its disappear callbacks owes no reappearance")
  func disappearOnly() throws {
    // The menu overrides viewWillDisappear(_:) and viewDidDisappear(_:) alone: the dismissal
    // brings it back, and nothing prints it.
    let dismissal = [
      "MenuViewController viewDidLoad()", "ProfileViewController viewDidLoad()",
      "MenuViewController viewWillDisappear(_:)", "ProfileViewController viewWillAppear(_:)",
      "ProfileViewController viewDidAppear(_:)", "MenuViewController viewDidDisappear(_:)",
      "ProfileViewController dismiss(animated:completion:)",
      "ProfileViewController viewWillDisappear(_:)", "ProfileViewController viewDidDisappear(_:)",
      "completion()",
    ]
    // Read as the full-screen return the rule is about, and judged nowhere.
    #expect(
      Self.requested(try Self.imported(dismissal)) == [
        "present vc.menu → vc.profile true", "dismiss vc.profile → vc.menu true",
      ])
    #expect(try Self.judging(Self.returnRules, dismissal) == [])
    // The list does the same in a pop.
    let appear: Set<String> = [
      "ListViewController viewWillAppear(_:)", "ListViewController viewDidAppear(_:)",
    ]
    let pop = Self.pushPop(revealedBack: false).filter { !appear.contains($0) }
    #expect(
      Self.requested(try Self.imported(pop)) == [
        "push vc.list → vc.detail", "pop vc.detail → vc.list",
      ])
    #expect(try Self.judging(Self.returnRules, pop) == [])
    // No other rule holds them to callbacks they do not print: both conform whole.
    #expect(try Self.violations(dismissal) == [])
    #expect(try Self.violations(pop) == [])
    #expect(try Self.violations(Array(dismissal.prefix(6))) == [])
    // With the appear callbacks printed, each rule judges its return.
    #expect(
      try Self.judging(Self.returnRules, Self.fullScreen(presenterBack: true)) == [
        "dismiss.presenter-reappears-when-removed"
      ])
    #expect(
      try Self.judging(Self.returnRules, Self.pushPop(revealedBack: true)) == [
        "nav.pop-revealed-appears"
      ])
  }

  @Test("a view controller that prints one direction's callbacks is judged on what it prints")
  func oneDirectionOnly() throws {
    // Appear callbacks alone: shown twice with its disappearance between unprinted.
    #expect(
      try Self.violations([
        "HomeViewController viewDidLoad()", "HomeViewController viewWillAppear(_:)",
        "HomeViewController viewDidAppear(_:)", "HomeViewController viewWillAppear(_:)",
        "HomeViewController viewDidAppear(_:)",
      ]) == [])
    // A did-callback alone, after a load.
    #expect(
      try Self.violations([
        "HomeViewController viewDidLoad()", "HomeViewController viewDidDisappear(_:)",
      ]) == [])
    // One that prints both directions is still held to their order.
    #expect(
      try Self.violations([
        "HomeViewController viewDidLoad()", "HomeViewController viewWillAppear(_:)",
        "HomeViewController viewDidAppear(_:)", "HomeViewController viewWillDisappear(_:)",
        "HomeViewController viewDidDisappear(_:)", "HomeViewController viewWillDisappear(_:)",
        "HomeViewController viewDidDisappear(_:)",
      ]) == ["appearance.will-did-balanced"])
  }

  /// The rules that hold a return to bring back the view controller under it.
  static let returnRules: Set<String> = [
    "dismiss.presenter-reappears-when-removed", "nav.pop-revealed-appears",
  ]

  /// Those of `rules` that judge some part of `lines` or are broken there, sorted.
  static func judging(_ rules: Set<String>, _ lines: [String]) throws -> [String] {
    let report = Checker().check(records: try imported(lines))
    let judged = report.judged.filter { $0.scopes > 0 }.map(\.rule.id)
    return Set(judged + report.violations.map(\.rule.id)).filter(rules.contains).sorted()
  }

  @Test(
    "one that leaves, nothing printed bringing back the one under it, is no return judged",
    arguments: [false, true])
  func leavingAlone(pushed: Bool) throws {
    // The detail leaves and the list, which prints its callbacks, hears none: a return that
    // never brought the list back, or the detail covered by a view controller the console
    // does not print (a browser presented full screen, the stack dismissed). The console does
    // not show which.
    let lines =
      pushed
      ? Array(
        Self.pushPop(revealedBack: false).filter { !$0.hasPrefix("UI") && !$0.hasPrefix("Screen") })
      : Array(
        Self.fullScreen(presenterBack: false).filter {
          !$0.contains("dismiss(") && $0 != "completion()"
        })
    let records = try Self.imported(lines)
    let second = try #require(
      records.compactMap(\.event).compactMap { event -> TransitionChange? in
        guard case .transition(let change) = event.body, change.state == .requested else {
          return nil
        }
        return change
      }.dropFirst().first)
    #expect(second.kind == .unknown)
    #expect(second.evidence?.contains("never brought it back") == true, "\(second.evidence ?? "")")
    #expect(Checker().check(records: records).violations.isEmpty)
  }

  @Test("a revealed view controller the log never shows appearing is not held to it")
  func revealedNeverPrinted() throws {
    // The scenario's own log, with every will- and did-callback of the list taken out: the pop
    // is recorded, but nothing shows the list's appearance is printed at all.
    let appearance: Set<CallName> = [
      .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
    ]
    let records = try GoldenTraces.records("nav-push-pop").filter { record in
      guard let call = record.event?.call else { return true }
      return !(call.receiver == "vc.list" && appearance.contains(call.name))
    }
    let report = Checker().check(records: records)
    #expect(!report.violations.contains { $0.rule.id == "nav.pop-revealed-appears" })
    #expect(!report.judged.contains { $0.rule.id == "nav.pop-revealed-appears" && $0.scopes > 0 })
    // With them, the rule judges the pop.
    let whole = Checker().check(records: try GoldenTraces.records("nav-push-pop"))
    #expect(whole.judged.contains { $0.rule.id == "nav.pop-revealed-appears" && $0.scopes > 0 })
  }

  /// A root printed with a bare `#function`, a presented view controller with its label.
  static let mixed = [
    "viewDidLoad", "viewWillAppear", "viewDidAppear", "ProfileVC viewDidLoad",
    "viewWillDisappear", "ProfileVC viewWillAppear", "ProfileVC viewDidAppear",
    "viewDidDisappear", "ProfileVC viewWillDisappear", "viewWillAppear", "viewDidAppear",
    "ProfileVC viewDidDisappear",
  ]

  @Test(
    "a bare view controller among labelled ones is one of its own, and the order tells the kind")
  func bareAmongLabelled() throws {
    let records = try Self.imported(Self.mixed)
    #expect(
      Self.requested(records) == [
        "present vc → vc.profile true", "dismiss vc.profile → vc true",
      ])
    #expect(Checker().check(records: records).violations.isEmpty)
    let diff = LogDiff(
      LogDiff.Side(label: "console.txt", isDocumented: false, records: records),
      LogDiff.Side(
        label: "fullscreen-default", isDocumented: true,
        records: try GoldenTraces.records("fullscreen-default")))
    #expect(!diff.differs, "\(diff.text())")
  }

  @Test("the launch of a console that names no view controller is no transition")
  func namelessLaunch() throws {
    let records = try Self.imported([
      "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
      "viewWillAppear", "viewDidAppear",
    ])
    let lines = records.compactMap(\.event).compactMap { event -> Int? in
      guard case .transition(let change) = event.body, change.state == .requested else {
        return nil
      }
      return event.line
    }
    // The disappearance and the appearance after it; nothing at lines 2-3.
    #expect(lines == [4, 6])
    #expect(Self.requested(records) == ["unknown ? → ?", "unknown ? → ?"])
  }

  /// The import's notes.
  static func notes(_ lines: [String]) throws -> [String] {
    try ConsoleImport.records(
      from: Array((lines.joined(separator: "\n") + "\n").utf8), path: "console.txt"
    ).summary.notes
  }

  /// The participants the importer declares, `id`.
  static func participants(_ lines: [String]) throws -> [String] {
    try imported(lines).compactMap { record -> String? in
      guard case .participant(let participant) = record else { return nil }
      return participant.id
    }
  }

  @Test("a view loaded again where its making was printed once is a second object, noted")
  func loadedAgain() throws {
    // The same object loading its view again (its loadView() assigns none), or a second one
    // made in code, which prints no awakeFromNib(): the console does not say which.
    let reloads = [
      "PhotoViewController awakeFromNib", "PhotoViewController loadView",
      "PhotoViewController viewDidLoad", "PhotoViewController loadView",
      "PhotoViewController viewDidLoad", "PhotoViewController viewWillAppear",
    ]
    #expect(try Self.participants(reloads) == ["vc.photo", "vc.photo.2"])
    #expect(try Self.violations(reloads).isEmpty)
    #expect(
      try Self.notes(reloads) == [
        "line 4: PhotoViewController loadView() again, with no init or awakeFromNib() printed "
          + "since its first: read as a second PhotoViewController (one made in code prints no "
          + "making); if it is the same one, its loadView() assigns no view, so each read of "
          + "view loads it again"
      ])
    // A second object made in code, laid out before its load: it conformed before the
    // reload was read, and does again.
    let madeInCode = [
      "PhotoViewController awakeFromNib", "PhotoViewController viewDidLoad",
      "PhotoViewController viewWillLayoutSubviews", "PhotoViewController viewDidLoad",
    ]
    #expect(try Self.participants(madeInCode) == ["vc.photo", "vc.photo.2"])
    #expect(try Self.violations(madeInCode).isEmpty)
    #expect(try Self.notes(madeInCode).count == 1)
    // Two objects each print their making: two objects, nothing wrong.
    let twoMade = [
      "PhotoViewController awakeFromNib", "PhotoViewController loadView",
      "PhotoViewController viewDidLoad", "PhotoViewController awakeFromNib",
      "PhotoViewController loadView", "PhotoViewController viewDidLoad",
    ]
    #expect(try Self.participants(twoMade) == ["vc.photo", "vc.photo.2"])
    #expect(try Self.violations(twoMade).isEmpty)
    #expect(try Self.notes(twoMade).isEmpty)
    // A console that never prints the making cannot tell a reload from a second object (two
    // pages of one class): two objects, as before.
    let unmade = Array(reloads.dropFirst())
    #expect(try Self.participants(unmade) == ["vc.photo", "vc.photo.2"])
    #expect(try Self.violations(unmade).isEmpty)
    #expect(try Self.notes(unmade).isEmpty)
  }
}
