import TransitLifecycle
import TransitTrace

/// The report a person reads: each violation as a block, then a one-line summary per log.
///
/// The first line of a block reads `path:line: rule-id`, the form compilers use, so editors
/// and terminals can jump to the record.
package enum TextReport {
  /// Every violation of `report`, then its summary line.
  package static func render(_ report: CheckReport) -> String {
    var text = ""
    // A line break in the log's name would start a line of the name's own making.
    let path = VisibleText.escaped(report.path)
    for violation in report.violations {
      text += block(violation, path: path) + "\n\n"
    }
    for misspelling in report.misspellings {
      text += note(misspelling, path: path) + "\n"
    }
    for unjudged in report.undetermined {
      text += note(unjudged, path: path) + "\n"
    }
    if !report.misspellings.isEmpty || !report.undetermined.isEmpty { text += "\n" }
    text += summary(report) + "\n"
    return text
  }

  /// One violation.
  package static func block(_ violation: Violation, path: String) -> String {
    let rule = violation.rule
    var lines = [
      "\(path):\(violation.line): \(rule.id) (seq \(violation.seq))",
      "  rule:       \(rule.statement) (\(rule.obligation.phrase))",
      "  record:     \(violation.record)",
      "  expected:   \(violation.expected)",
      "  instead:    \(violation.instead)",
      "  last match: \(violation.lastMatch ?? "none: no earlier record matched this rule")",
    ]
    lines += labelled("source:", rule.sources.map(\.description))
    lines += labelled("reference:", rule.references.map(\.path))
    lines.append("  hint:       \(rule.hint)")
    return lines.joined(separator: "\n")
  }

  /// `  source:     FIRST`, then each other item on a line of its own, aligned with the first;
  /// nothing for no items.
  static func labelled(_ label: String, _ items: [String]) -> [String] {
    items.enumerated().map { index, item in
      "  " + (index == 0 ? label : "").padding(toLength: 12, withPad: " ", startingAt: 0) + item
    }
  }

  /// `path:line: note: …`: a call the log spells close to a UIKit signature, judged as if it
  /// never came.
  package static func note(_ misspelling: Misspelling, path: String) -> String {
    let more = misspelling.count > 1 ? " (and \(misspelling.count - 1) more)" : ""
    return "\(path):\(misspelling.line): note: seq \(misspelling.seq)\(more) calls "
      + "\(misspelling.call), which no rule knows; did you mean \(misspelling.meant)? The rules "
      + "find a call only by the signature UIKit spells, so they judged this log as if "
      + "\(misspelling.meant) never came there."
  }

  /// `path:line: note: …`: a rule left unjudged, the log not saying what it reads, or ending
  /// before it shows that what the rule waits for was due.
  package static func note(_ unjudged: Undetermined, path: String) -> String {
    let more = unjudged.scopes > 1 ? " (and \(unjudged.scopes - 1) more)" : ""
    let missing = unjudged.missing.isEmpty ? ["what the rule reads"] : unjudged.missing
    let why =
      unjudged.endsFirst.map { "the log ends before it shows \($0)" }
      ?? "the log does not say \(list(missing))"
    return "\(path):\(unjudged.line): note: \(unjudged.rule.id) is left unjudged at seq "
      + "\(unjudged.seq)\(more): \(why), so the rule judged nothing there (\(unjudged.record))"
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }

  /// `Traces/card-zoom.jsonl: conforms (79 records, 2 transitions, 27 rules judged)` or
  /// `Traces/bug.jsonl: 1 violation of transition.complete-transition-once (…)`.
  package static func summary(_ report: CheckReport) -> String {
    let judged = report.judged.filter { $0.scopes > 0 }.count
    let size =
      "\(report.records) \(plural(report.records, "record")), "
      + "\(report.transitions) \(plural(report.transitions, "transition")), "
      + "\(judged) of \(report.judged.count) rules judged"
      + unjudged(report.undetermined)
      + (report.skipped > 0
        ? ", \(report.skipped) unreadable \(plural(report.skipped, "line")) skipped" : "")
    let path = VisibleText.escaped(report.path)
    guard !report.conforms else { return "\(path): conforms (\(size))" }
    let count = report.violations.count
    return "\(path): \(count) \(plural(count, "violation")) of "
      + report.brokenRules.joined(separator: ", ") + " (\(size))"
  }

  /// `, 2 left unjudged for want of arguments, results, callers or receivers, 1 left
  /// unjudged where the log ends first`, or nothing when every rule judged what it met.
  static func unjudged(_ undetermined: [Undetermined]) -> String {
    let endsFirst = undetermined.filter { $0.endsFirst != nil }.count
    let wanting = undetermined.count - endsFirst
    return
      (wanting > 0
      ? ", \(wanting) left unjudged for want of arguments, results, callers or receivers" : "")
      + (endsFirst > 0 ? ", \(endsFirst) left unjudged where the log ends first" : "")
  }

  /// The closing line when several logs were checked.
  package static func total(_ reports: [CheckReport], unreadable: Int) -> String {
    let failing = reports.filter { !$0.conforms }.count
    var text =
      "\(reports.count + unreadable) logs: \(reports.count - failing) conform, "
      + "\(failing) \(failing == 1 ? "has" : "have") violations"
    if unreadable > 0 { text += ", \(unreadable) could not be read" }
    return text
  }

  /// `noun`, with an `s` unless `count` is one.
  static func plural(_ count: Int, _ noun: String) -> String {
    count == 1 ? noun : noun + "s"
  }
}

/// `transit check --rules`: every rule with its id, statement, evidence, sources and the facts
/// of the reference they support. Each source is followed by where a reader checks it: its
/// address, or the symbol of UIKit's binary and the iOS build it was read from.
package enum RuleListing {
  /// Every rule, one block each, then the count.
  package static func render(_ rules: [Rule]) -> String {
    var text = ""
    for rule in rules {
      text += "\(rule.id)  [\(rule.evidence.rawValue)]\n"
      text += "  \(rule.statement)\n"
      text += "  about: \(rule.call); scope: \(rule.scope); \(rule.obligation.phrase)\n"
      text += "  pattern: \(rule.pattern.summary)"
      if !rule.conditions.isEmpty {
        text += ", when " + rule.conditions.map(\.description).joined(separator: " and ")
      }
      text += "\n"
      for source in rule.sources {
        text += "  source: \(source)\n"
        text += "          " + (source.source.url ?? sourceSymbol(source.source)) + "\n"
      }
      for reference in rule.references { text += "  reference: \(reference.path)\n" }
      text += "\n"
    }
    text += "\(rules.count) rules\n"
    return text
  }

  /// `-[_UIViewControllerTransitionContext completeTransition:], iOS 26.1 (23B85)`, or a note
  /// that the source has no public address.
  private static func sourceSymbol(_ source: Source) -> String {
    guard let symbol = source.symbol, let ios = source.ios else { return "no public address" }
    return symbol + ", " + ios
  }
}
