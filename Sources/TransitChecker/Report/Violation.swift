import TransitLifecycle
import TransitTrace

/// One record that broke one rule, with what was expected and what the log shows instead.
///
/// It answers the question a model checker's counterexample (TLC's, say) leaves open: which
/// record broke which rule, what should have happened, and the last record that went right.
package struct Violation: Sendable, Hashable {
  package let rule: Rule
  /// The offending record: the one that came when it should not have, or, when something
  /// never happened, the record that called for it.
  package let seq: Int
  /// The line of the log the offending record is on.
  package let line: Int
  /// The transition the offending record belongs to, if any.
  package let transition: Int?
  /// The offending record in words: `seq 46 (line 52): animator.zoomIn → ctx.1 …`.
  package let record: String
  /// What the rule called for.
  package let expected: String
  /// What happened instead, or what never happened by the end of the rule's scope.
  package let instead: String
  /// The last record before it that matched one of the rule's steps, if any.
  package let lastMatch: String?

  package init(
    rule: Rule, seq: Int, line: Int, transition: Int?, record: String, expected: String,
    instead: String, lastMatch: String?
  ) {
    self.rule = rule
    self.seq = seq
    self.line = line
    self.transition = transition
    self.record = record
    self.expected = expected
    self.instead = instead
    self.lastMatch = lastMatch
  }

  /// `expected …; instead …`, one sentence for JSON and JUnit.
  package var message: String { "expected \(expected); instead \(instead)" }
}

/// What checking one log found.
/// A rule the log left unjudged somewhere because a record it met does not say what the rule
/// reads: a `completeTransition(_:)` without its `args`, a delegate request without its
/// `result`, a call without its `caller`, a callback of a view controller the log does not
/// name; or because the log ends before it shows that a response still owed was due, as a log
/// copied only in part does. Such a rule is not counted as judged there: it judged nothing.
package struct Undetermined: Sendable, Hashable {
  package let rule: Rule
  /// How many transitions (or records, for a view controller's rules) it left unjudged.
  package let scopes: Int
  /// The first record it could not judge: its `seq`, line, and the record in words.
  package let seq: Int
  package let line: Int
  package let record: String
  /// What the record does not say: `its arguments`, `who called it`….
  package let missing: [String]
  /// Where the log ends before it shows that the response the record owes was due, what it
  /// does not show: `that didMove(toParent:) on vc.child was due (transition 2 never shows
  /// its end)`. Nil where the rule was left unjudged for want of something a record says.
  package let endsFirst: String?

  package init(
    rule: Rule, scopes: Int, seq: Int, line: Int, record: String, missing: [String],
    endsFirst: String? = nil
  ) {
    self.rule = rule
    self.scopes = scopes
    self.seq = seq
    self.line = line
    self.record = record
    self.missing = missing
    self.endsFirst = endsFirst
  }
}

/// A call name a log spells in a way no rule and no glossary entry knows, close to one UIKit
/// spells: `viewDidAppear` for `viewDidAppear(_:)`. The rules find calls by full signature, so
/// such a log is judged as if the call never came; the report says so beside the violations.
package struct Misspelling: Sendable, Hashable {
  /// The name as the log spells it.
  package let call: CallName
  /// The signature it most likely means.
  package let meant: CallName
  /// Its first record's `seq` and line.
  package let seq: Int
  package let line: Int
  /// How many records spell it so.
  package let count: Int

  package init(call: CallName, meant: CallName, seq: Int, line: Int, count: Int) {
    self.call = call
    self.meant = meant
    self.seq = seq
    self.line = line
    self.count = count
  }
}

package struct CheckReport: Sendable, Hashable {
  /// The path as given, `<stdin>` for standard input.
  package let path: String
  /// The scenario the header names.
  package let scenario: String?
  /// How many events the log holds.
  package let records: Int
  /// How many transitions the log names.
  package let transitions: Int
  /// Every violation, ordered by `seq`, then by rule.
  package let violations: [Violation]
  /// Each rule with the number of transitions (or view controllers) it judged: applied to,
  /// with its leading part put to the test. Zero means the log gave the rule nothing to judge.
  package let judged: [(rule: Rule, scopes: Int)]
  /// How many participant records the log declares.
  package let participants: Int
  /// The most the checker held at once while checking the log.
  package let footprint: Footprint
  /// How many lines a lenient reader skipped as unreadable; they were not judged.
  package internal(set) var skipped = 0
  /// Call names the log spells close to a UIKit signature no rule or glossary entry knows them
  /// by, in order of first appearance.
  package internal(set) var misspellings: [Misspelling] = []
  /// Rules the log left unjudged somewhere for want of an argument, a result, a caller or a
  /// named receiver, in rule order.
  package internal(set) var undetermined: [Undetermined] = []

  package init(
    path: String, scenario: String?, records: Int, transitions: Int, violations: [Violation],
    judged: [(rule: Rule, scopes: Int)], participants: Int = 0, footprint: Footprint = Footprint()
  ) {
    self.path = path
    self.scenario = scenario
    self.records = records
    self.transitions = transitions
    self.violations = violations
    self.judged = judged
    self.participants = participants
    self.footprint = footprint
  }

  /// Whether the log broke no rule.
  package var conforms: Bool { violations.isEmpty }

  /// The ids of the rules broken, each once, in rule order.
  package var brokenRules: [String] {
    let broken = Set(violations.map(\.rule.id))
    return judged.map(\.rule.id).filter(broken.contains)
  }

  /// The number of times rule `id` judged a scope here.
  package func timesJudged(_ id: String) -> Int {
    judged.first { $0.rule.id == id }?.scopes ?? 0
  }

  package static func == (lhs: CheckReport, rhs: CheckReport) -> Bool {
    lhs.path == rhs.path && lhs.scenario == rhs.scenario && lhs.records == rhs.records
      && lhs.skipped == rhs.skipped && lhs.misspellings == rhs.misspellings
      && lhs.undetermined == rhs.undetermined
      && lhs.transitions == rhs.transitions && lhs.violations == rhs.violations
      && lhs.judged.map(\.rule) == rhs.judged.map(\.rule)
      && lhs.judged.map(\.scopes) == rhs.judged.map(\.scopes)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(records)
    hasher.combine(violations)
  }
}

/// The most a check held at once: what its memory is bounded by.
package struct Footprint: Sendable, Hashable, CustomStringConvertible {
  /// Transitions not yet ended.
  package var transitionsInFlight = 0
  /// View controllers whose appearance was followed.
  package var viewControllers = 0
  /// Presentations on screen, kept for their dismissals.
  package var presentations = 0
  /// Entries looked at in bulk: view-controller records by sweeps, and obligations by
  /// compactions and when their transition closed. It grows with the records read, never with
  /// their square, whatever the log's shape.
  package var swept = 0

  package init() {}

  /// `2 transitions in flight, 1024 view controllers, 630 presentations`.
  package var description: String {
    "\(transitionsInFlight) transitions in flight, \(viewControllers) view controllers, "
      + "\(presentations) presentations"
  }
}
