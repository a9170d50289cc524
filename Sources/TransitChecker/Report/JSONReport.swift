import TransitLifecycle
import TransitTrace

/// What checking one log gave: its report, or the error that kept it from being read.
package enum CheckOutcome: Sendable {
  case checked(CheckReport)
  case unreadable(LogReadError)
}

/// One JSON object per log, on one line:
/// `{"path":…,"records":N,"transitions":N,"violations":[{"rule":…,"seq":…,"line":…,
/// "message":…,"sources":[…],"references":[…]}]}`, or for a log that cannot be read
/// `{"path":…,"error":{"kind":…,"line":…,"column":…,"message":…}}`.
package enum JSONReport {
  /// The report as one line of JSON.
  package static func render(_ report: CheckReport) -> String {
    var text = "{\"path\":" + JSONString.quoted(report.path)
    text += ",\"records\":\(report.records),\"transitions\":\(report.transitions)"
    if report.skipped > 0 { text += ",\"skipped\":\(report.skipped)" }
    text += ",\"violations\":["
    text += report.violations.map { violation in
      "{\"rule\":" + JSONString.quoted(violation.rule.id) + ",\"seq\":\(violation.seq)"
        + ",\"line\":\(violation.line),\"message\":" + JSONString.quoted(violation.message)
        + "," + sources(violation.rule) + "}"
    }.joined(separator: ",")
    text += "]"
    if !report.misspellings.isEmpty {
      text += ",\"notes\":["
      text += report.misspellings.map { note in
        "{\"call\":" + JSONString.quoted(note.call.rawValue) + ",\"meant\":"
          + JSONString.quoted(note.meant.rawValue)
          + ",\"seq\":\(note.seq),\"line\":\(note.line),\"count\":\(note.count)}"
      }.joined(separator: ",")
      text += "]"
    }
    return text + "}"
  }

  /// The line of a log that could not be read; `message` names it as `path:line:column`.
  package static func render(_ error: LogReadError) -> String {
    "{\"path\":" + JSONString.quoted(error.path) + ",\"error\":{\"kind\":"
      + JSONString.quoted(error.kind.rawValue)
      + ",\"line\":\(error.line),\"column\":\(error.column),\"message\":"
      + JSONString.quoted(error.description) + "}}"
  }

  /// Every rule, one object per line as the reports are:
  /// `{"id":…,"statement":…,"evidence":…,"about":…,"scope":…,"obligation":…,"pattern":…,
  /// "conditions":[…],"sources":[…],"references":[…],"fix":…}`.
  package static func render(rules: [Rule]) -> String {
    rules.map { rule in
      "{\"id\":" + JSONString.quoted(rule.id) + ",\"statement\":"
        + JSONString.quoted(rule.statement)
        + ",\"evidence\":" + JSONString.quoted(rule.evidence.rawValue)
        + ",\"about\":" + JSONString.quoted("\(rule.call)") + ",\"scope\":"
        + JSONString.quoted("\(rule.scope)")
        + ",\"obligation\":" + JSONString.quoted(rule.obligation.phrase)
        + ",\"pattern\":" + JSONString.quoted(rule.pattern.summary)
        + ",\"conditions\":["
        + rule.conditions.map { JSONString.quoted($0.description) }.joined(separator: ",")
        + "]," + sources(rule) + ",\"fix\":" + (rule.fix.map(JSONString.quoted) ?? "null")
        + "}\n"
    }.joined()
  }

  /// `"sources":[…],"references":[…]`: every source of `rule`, then the facts of
  /// `docs/lifecycle.md` they support.
  static func sources(_ rule: Rule) -> String {
    "\"sources\":[" + rule.sources.map(citation).joined(separator: ",") + "],\"references\":["
      + rule.references.map { JSONString.quoted($0.path) }.joined(separator: ",") + "]"
  }

  /// `{"evidence":…,"id":…,"name":…,"kind":…,"url":…,"status":…,"detail":…,"reference":…}`,
  /// where a source read from UIKit's binary gives `"symbol"` and `"ios"` (and `"decompile"`,
  /// a public decompile of that build, where there is one) instead of `"url"`. `detail` and
  /// `reference` are left out where the citation has none.
  static func citation(_ citation: Citation) -> String {
    let source = citation.source
    var fields = [
      ("evidence", citation.evidence.rawValue), ("id", source.id), ("name", source.name),
      ("kind", source.kind.rawValue),
    ]
    switch source.location {
    case .url(let url): fields.append(("url", url))
    case .symbol(let symbol, let ios, let decompile):
      fields += [("symbol", symbol), ("ios", ios)]
      if let decompile { fields.append(("decompile", decompile)) }
    case .unknown: break
    }
    fields.append(("status", source.status.rawValue))
    if let detail = citation.detail { fields.append(("detail", detail)) }
    if let reference = citation.reference { fields.append(("reference", reference.path)) }
    return "{"
      + fields.map { JSONString.quoted($0.0) + ":" + JSONString.quoted($0.1) }
      .joined(separator: ",") + "}"
  }
}

/// A JUnit XML report for CI systems: one test suite per log, one test case per rule. A rule
/// the log broke fails with every violation in the failure's text; a rule the log gave nothing
/// to judge is skipped, saying so. A log that cannot be read is a suite whose one test case,
/// `read`, is an error, so a dashboard does not show it green.
package enum JUnitReport {
  /// The reports as one JUnit XML document.
  package static func render(_ reports: [CheckReport]) -> String {
    render(reports.map(CheckOutcome.checked))
  }

  /// The outcomes, in order, as one JUnit XML document.
  package static func render(_ outcomes: [CheckOutcome]) -> String {
    var tests = 0
    var failures = 0
    var errors = 0
    for outcome in outcomes {
      switch outcome {
      case .checked(let report):
        tests += report.judged.count
        failures += report.brokenRules.count
      case .unreadable:
        tests += 1
        errors += 1
      }
    }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"transit check\" tests=\"\(tests)\" failures=\"\(failures)\""
    xml += (errors > 0 ? " errors=\"\(errors)\"" : "") + ">\n"
    for outcome in outcomes {
      switch outcome {
      case .checked(let report): xml += suite(report)
      case .unreadable(let error): xml += suite(error)
      }
    }
    return xml + "</testsuites>\n"
  }

  /// The suite of a log that could not be read.
  private static func suite(_ error: LogReadError) -> String {
    "  <testsuite name=\(attribute(error.path)) tests=\"1\" failures=\"0\" errors=\"1\">\n"
      + "    <testcase classname=\(attribute(error.path)) name=\"read\">\n"
      + "      <error message=\(attribute(error.description)) type=\(attribute(error.kind.rawValue))/>\n"
      + "    </testcase>\n  </testsuite>\n"
  }

  /// One log's test suite.
  private static func suite(_ report: CheckReport) -> String {
    let skipped = report.judged.filter { $0.scopes == 0 }.count
    let broken = Set(report.brokenRules)
    var xml =
      "  <testsuite name=\(attribute(report.path)) tests=\"\(report.judged.count)\" "
      + "failures=\"\(broken.count)\" skipped=\"\(skipped)\">\n"
    for (rule, scopes) in report.judged {
      xml += "    <testcase classname=\(attribute(report.path)) name=\(attribute(rule.id))"
      let violations = report.violations.filter { $0.rule.id == rule.id }
      if !violations.isEmpty {
        let first = violations[0]
        xml += ">\n      <failure message=\(attribute(first.message)) type=\(attribute(rule.id))>"
        xml += escaped(
          violations.map { TextReport.block($0, path: report.path) }.joined(separator: "\n\n"))
        xml += "</failure>\n    </testcase>\n"
      } else if scopes == 0 {
        xml += ">\n      <skipped message=\"the log gives this rule nothing to judge\"/>\n"
        xml += "    </testcase>\n"
      } else {
        xml += "/>\n"
      }
    }
    return xml + "  </testsuite>\n"
  }

  /// `value` JSONString.quoted as an XML attribute.
  static func attribute(_ value: String) -> String { "\"" + escaped(value) + "\"" }

  /// `value` with XML's special characters escaped, and what XML 1.0 cannot carry (control
  /// characters but tab and line feed, U+FFFE, U+FFFF) written as `VisibleText` writes it, so
  /// every report parses, whatever the log held. A carriage return is written as `\r` too: a
  /// parser would turn it into a line feed.
  package static func escaped(_ value: String) -> String {
    var text = ""
    for scalar in VisibleText.forTerminal(value).unicodeScalars {
      switch scalar {
      case "&": text += "&amp;"
      case "<": text += "&lt;"
      case ">": text += "&gt;"
      case "\"": text += "&quot;"
      case "'": text += "&apos;"
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
