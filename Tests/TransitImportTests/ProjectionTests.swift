import Foundation
import Testing
import TransitChecker
import TransitImport
import TransitLifecycle
import TransitScenarios
import TransitTestSupport
import TransitTrace

/// The checker's precision contract, proved on every log Transit has: each built-in scenario's
/// log (`Traces/`) and each real device trace (`RealTraces/`), projected onto what an app can
/// print.
///
/// For every subset of a log's channels (or, for a log with many, a covering set of subsets:
/// see `masks(_:)`), three projections:
/// - the records of those channels as they are (states included when the subset has them);
/// - the same without transition states, without results and without callers, as an app's
///   own log is;
/// - that log printed as console text an app shows (`<Class: 0x…> signature values`, and the
///   bare `#function`) and read back through `transit import`.
///
/// Every projection of a conforming log conforms. Every projection of a `bug-*` log that still
/// records its rule's channels (and what the rule's conditions need) is still caught by that
/// rule. And `transit diff` keeps the same contract (`DiffContract`): every projection, diffed
/// against the log it was taken from, agrees; a `bug-*` log's, diffed against the bug's correct
/// twin (`BugTwins`), parts only where the whole log parts from the twin, and does part where it
/// keeps one of those records. Records no rule reads (touches, warnings and notes, calls no
/// channel covers) are kept whole in the log projections rather than enumerated; a test below
/// shows the verdict does not depend on them.
@Suite("Precision on partial logs: every projection")
struct ProjectionTests {
  /// Each `bug-*` scenario and the rule made for it.
  static let bugRules: [String: String] = [
    "bug-missing-complete-transition": "transition.complete-transition-called",
    "bug-complete-transition-twice": "transition.complete-transition-once",
    "bug-complete-true-after-cancel": "transition.complete-false-after-cancel",
    "bug-views-removed-in-will-begin": "dismiss.chrome-removed-after-did-end",
    "bug-to-view-not-added": "present.to-view-added",
    "bug-unbalanced-appearance": "appearance.begin-end-balanced",
    "bug-double-appearance-forwarding": "appearance.will-did-balanced",
    "bug-present-during-transition": "modal.no-request-in-flight",
    "bug-interruptible-animator-new-each-call": "animator.interruptible-same-instance",
    "bug-child-without-did-move": "containment.did-move-after-add-child",
    "bug-dimming-view-left-behind": "dismiss.presenter-views-removed",
    "bug-transitioning-delegate-released": "lifetime.transitioning-delegate-kept",
    "bug-retain-cycle-interaction-controller": "lifetime.removed-object-freed",
    "bug-closure-retains-presented": "lifetime.removed-object-freed",
  ]

  /// Every log the contract is proved on: `Traces/NAME` and `RealTraces/NAME`.
  static func logs() throws -> [String] {
    try GoldenTraces.names().map { "Traces/" + $0 } + RealTraces.names().map { "RealTraces/" + $0 }
  }

  static func records(_ log: String) throws -> [Record] {
    let name = String(log.drop { $0 != "/" }.dropFirst())
    return log.hasPrefix("Traces/")
      ? try GoldenTraces.records(name) : try LogReader.readAll(path: RealTraces.path(name))
  }

  /// The channels enumerated: those some rule reads. Touches, warnings, notes and calls no
  /// channel covers stay in every log projection. So do a view controller's loading and layout
  /// callbacks: only the `layout.*` rules read them, whose verdict depends on nothing else but
  /// `viewDidLoad()` (an appearance channel, enumerated), and the test below proves that no
  /// other rule's verdict depends on them, so the projections without them are covered without
  /// doubling the enumeration. So do lifetimes (release and retained records): without them the
  /// lifetime rules judge nothing, which is each log as it was before they existed, so keeping
  /// them in every projection tests them against every subset of the rest.
  static let alwaysKept: Set<ProjectionChannel> = [
    .gestures, .diagnostics, .otherCalls, .calls(.layout), .lifetimes,
  ]

  /// The subsets of `count` channels a log is projected onto: every subset up to 128 of them
  /// (seven channels), and past that a covering array of strength 4 (`ChannelCovering`): any
  /// four channels are kept and left out in every combination, which covers each rule's
  /// steps, scope and conditions. The work grows with the fourth power of the channels, not
  /// exponentially: the log with the most channels (its view controllers' appearance each a
  /// channel) would take 2^14 projections, each checked and diffed twice.
  static func masks(_ count: Int) -> [UInt64] {
    Coverings.masks(count)
  }

  /// The rules that read the layout channel.
  static let layoutRules = Set(
    LifecycleRules.all.filter { rule in rule.pattern.steps.contains { $0.channels == [.layout] } }
      .map(\.id))

  @Test(
    "a view controller's loading and layout callbacks change no other rule's verdict",
    arguments: try logs())
  func layoutChannelIsIndependent(_ log: String) throws {
    let records = try Self.records(log)
    let all = Set(LogProjection.channels(of: records))
    let checker = Checker()
    let with = checker.check(records: records)
    let without = checker.check(
      records: LogProjection.project(records, keeping: all.subtracting([.calls(.layout)])))
    // The projection renumbers its records from 1: a violation's seq in the whole log, as the
    // projection numbers the same record.
    var renumbered: [Int: Int] = [:]
    for case .event(let event) in records
    where LogProjection.channel(of: event) != .calls(.layout) {
      renumbered[event.seq] = renumbered.count + 1
    }
    func verdict(_ report: CheckReport, seq: (Int) -> Int?) -> [String] {
      report.violations.filter { !Self.layoutRules.contains($0.rule.id) }.map {
        "\($0.rule.id) at \(seq($0.seq).map(String.init) ?? "a layout record")"
      }
    }
    func judged(_ report: CheckReport) -> [String] {
      report.judged.filter { $0.scopes > 0 && !Self.layoutRules.contains($0.rule.id) }.map(
        \.rule.id)
    }
    #expect(verdict(without, seq: { $0 }) == verdict(with, seq: { renumbered[$0] }))
    #expect(judged(without) == judged(with))
    #expect(
      without.judged.filter { $0.scopes > 0 && Self.layoutRules.contains($0.rule.id) }.isEmpty)
  }

  /// What one projection found.
  struct Outcome: CustomStringConvertible {
    var projection: String
    var violations: [String]
    var description: String { "\(projection): \(violations.joined(separator: "; "))" }
  }

  @Test(
    "every projection conforms or is caught by its rule, and diffs only where it should",
    arguments: try logs())
  func projections(_ log: String) async throws {
    let records = try Self.records(log)
    let name = String(log.drop { $0 != "/" }.dropFirst())
    let checker = Checker()
    let twin = try await MainActor.run { try BugTwins.twin(of: name)?.records() }
    let contract = DiffContract(
      whole: records, twin: twin.map { DiffContract.Twin(bug: records, twin: $0) })
    var diffProblems: [Outcome] = []
    /// The whole log's `seq` of each event a projection keeping `kept` keeps, in order.
    func originals(_ kept: Set<ProjectionChannel>) -> [Int] {
      records.compactMap(\.event).filter { kept.contains(LogProjection.channel(of: $0)) }
        .map(\.seq)
    }
    func judgeDiff(
      _ projection: [Record], _ what: String, bare: Bool = false,
      original: @escaping (Int) -> Int?
    ) {
      let problems = contract.problems(projection, bare: bare, original: original)
      if !problems.isEmpty { diffProblems.append(Outcome(projection: what, violations: problems)) }
    }
    let all = LogProjection.channels(of: records)
    let enumerated = all.filter { !Self.alwaysKept.contains($0) }
    let printable = all.filter {
      $0 != .states && $0 != .views && $0 != .gestures && $0 != .diagnostics
        && $0 != .calls(.layout) && $0 != .lifetimes
    }
    let bugRule = Self.bugRules[name]
    let subjects = bugRule.map { Self.subjects(of: $0, in: records) } ?? []
    var falseAlarms: [Outcome] = []
    var missed: [Outcome] = []
    var count = 0

    func judge(
      _ report: CheckReport, _ what: String, kept: Set<ProjectionChannel>,
      style: ConsoleText.Style? = nil
    ) {
      count += 1
      let broken = report.violations.map { "\($0.rule.id) at seq \($0.seq)" }
      guard let bugRule else {
        if !broken.isEmpty { falseAlarms.append(Outcome(projection: what, violations: broken)) }
        return
      }
      let others = report.violations.filter { $0.rule.id != bugRule }
      if !others.isEmpty {
        falseAlarms.append(
          Outcome(projection: what, violations: others.map { "\($0.rule.id) at seq \($0.seq)" }))
      }
      if Self.recordsRule(bugRule, in: kept, subjects: subjects, style: style),
        !report.violations.contains(where: { $0.rule.id == bugRule })
      {
        missed.append(Outcome(projection: what, violations: ["\(bugRule) not reported"]))
      }
    }

    for mask in Self.masks(enumerated.count) {
      let subset = Set(enumerated.indices.filter { mask & (1 << $0) != 0 }.map { enumerated[$0] })
      let label = "{" + subset.sorted().map(\.description).joined(separator: ", ") + "}"
      let kept = subset.union(Self.alwaysKept)
      let asIs = LogProjection.project(records, keeping: kept)
      judge(checker.check(records: asIs), "as is \(label)", kept: kept)
      let seqs = originals(kept)
      let original = { (seq: Int) in seq >= 1 && seq <= seqs.count ? seqs[seq - 1] : nil }
      judgeDiff(asIs, "as is \(label)", original: original)
      guard !subset.contains(.states) else { continue }
      let stripped = LogProjection.project(
        records, keeping: kept, stripResults: true, stripCallers: true)
      judge(checker.check(records: stripped), "stripped \(label)", kept: kept)
      judgeDiff(stripped, "stripped \(label)", original: original)
    }
    // As console text: the printable channels, each subset, both ways an app prints.
    for mask in Self.masks(printable.count) {
      let subset = Set(printable.indices.filter { mask & (1 << $0) != 0 }.map { printable[$0] })
      let label = "{" + subset.sorted().map(\.description).joined(separator: ", ") + "}"
      // An app prints its deinits whatever else it prints: release records as `deinit` lines.
      let kept = subset.union(
        all.contains(.calls(.layout))
          ? [.diagnostics, .lifetimes, .calls(.layout)] : [.diagnostics, .lifetimes])
      let stripped = LogProjection.project(
        records, keeping: kept, stripResults: true, stripCallers: true)
      let seqs = originals(kept)
      for style in ConsoleText.Style.allCases {
        let printed = ConsoleText.printed(of: stripped, style: style, prefix: style == .described)
        let text = printed.map(\.text)
        guard !text.isEmpty else { continue }
        let imported: [Record]
        do {
          imported = try ConsoleImport.records(
            from: Array((text.joined(separator: "\n") + "\n").utf8), path: "console.txt"
          ).records
        } catch {
          // Text with no lifecycle call (only calls no channel covers, say) is refused, as it
          // should be: it says nothing to check.
          #expect(error.kind == .notATransitLog, "\(label) \(style): \(error)")
          count += 1
          continue
        }
        judge(
          checker.check(records: imported), "console \(style) \(label)", kept: kept,
          style: style)
        // An imported event's line is the printed line of one projected record.
        let lines = Dictionary(
          imported.compactMap(\.event).compactMap { event in
            event.line.map { (event.seq, $0) }
          }, uniquingKeysWith: { first, _ in first })
        judgeDiff(imported, "console \(style) \(label)", bare: style == .bare) { seq in
          guard let line = lines[seq], line >= 1, line <= printed.count else { return nil }
          let projected = printed[line - 1].seq
          return projected >= 1 && projected <= seqs.count ? seqs[projected - 1] : nil
        }
      }
    }
    #expect(
      falseAlarms.isEmpty,
      "\(log): \(falseAlarms.count) of \(count) projections raise a false alarm, first: \(falseAlarms.prefix(5).map(\.description))"
    )
    #expect(
      diffProblems.isEmpty,
      "\(log): \(diffProblems.count) projections break diff's contract, first: \(diffProblems.prefix(5).map(\.description))"
    )
    #expect(
      missed.isEmpty,
      "\(log): \(missed.count) projections miss the bug, first: \(missed.prefix(5).map(\.description))"
    )
    ProjectionCount.add(count, log: log, channels: enumerated.count, printable: printable.count)
  }

  /// The geometry channel (`set`, `animation`, `timing` and `finger` records) is no rule's:
  /// every projection above keeps it whole, and here every log checks the same without it,
  /// rule for rule, seq for seq, down to what was judged and what left unjudged.
  @Test("a log's geometry changes no verdict", arguments: try logs())
  func geometryChangesNothing(_ log: String) throws {
    let records = try Self.records(log)
    let plain = records.filter { $0.geometry == nil }
    let checker = Checker()
    let with = checker.check(records: records)
    let without = checker.check(records: plain)
    // Lines differ (the geometry records take lines of their own); seqs and rules do not.
    #expect(
      with.violations.map { "\($0.rule.id) \($0.seq)" }
        == without.violations.map { "\($0.rule.id) \($0.seq)" })
    #expect(
      with.judged.map { "\($0.rule.id) \($0.scopes)" }
        == without.judged.map { "\($0.rule.id) \($0.scopes)" })
    #expect(
      with.undetermined.map { "\($0.rule.id) \($0.seq) \($0.scopes)" }
        == without.undetermined.map { "\($0.rule.id) \($0.seq) \($0.scopes)" })
    #expect(with.records == without.records)
    if log.hasPrefix("Traces/") { #expect(plain.count < records.count, "\(log) has no geometry") }
  }

  /// A bare `#function` names no view controller: no one view controller's appearance is
  /// recorded as its own.
  static func bareChannels(_ subset: Set<ProjectionChannel>) -> Set<ProjectionChannel> {
    Set(subset.filter { if case .appearance = $0 { return false } else { return true } })
  }

  /// The view controllers the bug's violations concern in the whole log: the receivers of
  /// the records they cite.
  static func subjects(of rule: String, in records: [Record]) -> Set<String> {
    let report = Checker().check(records: records)
    let seqs = Set(report.violations.filter { $0.rule.id == rule }.map(\.seq))
    return Set(
      records.compactMap(\.event).filter { seqs.contains($0.seq) }.compactMap(\.call?.receiver))
  }

  /// Whether a projection keeping `kept` records what `rule` needs to judge its bug: a
  /// channel of each of the rule's steps the bug involves, and what its scope and conditions
  /// read. `style` is the console's, for a projection printed as console text: a bare
  /// `#function` prints no arguments, names no object (so neither a view controller nor the
  /// transition context that ties a late call to its transition), and no view change or state
  /// is ever printed.
  static func recordsRule(
    _ rule: String, in kept: Set<ProjectionChannel>, subjects: Set<String>,
    style: ConsoleText.Style?
  ) -> Bool {
    func has(_ channel: Channel) -> Bool { kept.contains(.calls(channel)) }
    let states = kept.contains(.states)
    let bare = style == .bare
    // A modal transition's kind: its request, its delegate's requests, its presentation
    // controller's hooks, or its state records.
    let modalKind = has(.requests) || has(.delegate) || has(.presentationController) || states
    switch rule {
    case "transition.complete-transition-called":
      return has(.animator) && (has(.context) || states)
    case "transition.complete-transition-once":
      return has(.context) && !bare
    case "transition.complete-false-after-cancel":
      return has(.context) && (has(.interaction) || states) && !bare
    case "dismiss.chrome-removed-after-did-end":
      return kept.contains(.views) && has(.presentationController)
    case "present.to-view-added":
      return kept.contains(.views) && (has(.context) || states) && modalKind
    case "appearance.will-did-balanced":
      return !bare && subjects.allSatisfy { kept.contains(.appearance($0)) }
    case "appearance.begin-end-balanced":
      // The missing endAppearanceTransition() is owed once the transition that forwarded the
      // change is over (docs/lifecycle.md#fact-begin-end-balanced). bug-unbalanced-appearance's
      // dismissal is its last transition and calls no animationEnded(_:), so only its `ended`
      // record shows it over; without it the log reads as one cut off mid-transition.
      return !bare && subjects.allSatisfy { kept.contains(.appearance($0)) } && states
    case "dismiss.presenter-views-removed":
      // The view changes, and the states: the `began` record names the container view the
      // dimming view was put outside of, and the `requested` records tie the dismissal to the
      // presentation.
      return kept.contains(.views) && states
    case "modal.no-request-in-flight":
      // The rule's `unless` step, the completion, is read from the context or the states.
      return has(.requests) && (has(.context) || states) && !bare
    case "lifetime.transitioning-delegate-kept":
      // The delegate's animator request for the presentation, its release (kept in every
      // projection), and the dismissal's request, animated: from the states, or from the
      // dismiss call's flag. The rule judges when the dismissal closes, which only the state
      // records show: without them, and in console text read back through `import` (its
      // transitions inferred, their end unknown), the rule stays unjudged, a known gap in recall.
      return has(.delegate) && states && !bare && style == nil
    case "lifetime.removed-object-freed":
      // Transit's engine's `retained` record, which no console prints.
      return style == nil
    default:
      return false
    }
  }
}

/// The subsets made so far, by channel count: many logs have as many channels.
enum Coverings {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var known: [Int: [UInt64]] = [:]

  static func masks(_ count: Int) -> [UInt64] {
    lock.lock()
    defer { lock.unlock() }
    if let masks = known[count] { return masks }
    let masks = ChannelCovering.masks(count: count, strength: 4, everyUpTo: 128)
    known[count] = masks
    return masks
  }
}

/// How many projections the suite judged, for the report.
enum ProjectionCount {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var total = 0

  static func add(_ count: Int, log: String, channels: Int, printable: Int) {
    lock.lock()
    total += count
    print(
      "\(log): \(count) projections of \(channels) channels (\(printable) printable); so far \(total)"
    )
    lock.unlock()
  }
}
