/// One JSON object per log, on one line:
/// `{"path":…,"records":N,"transitions":N,"violations":[{"rule":…,"seq":…,"line":…,
/// "message":…,"source":…}]}`.
public enum JSONReport {
  /// The report as one line of JSON.
  public static func render(_ report: CheckReport) -> String {
    var text = "{\"path\":" + quoted(report.path)
    text += ",\"records\":\(report.records),\"transitions\":\(report.transitions)"
    text += ",\"violations\":["
    text += report.violations.map { violation in
      "{\"rule\":" + quoted(violation.rule.id) + ",\"seq\":\(violation.seq)"
        + ",\"line\":\(violation.line),\"message\":" + quoted(violation.message)
        + ",\"source\":" + quoted(violation.rule.source) + "}"
    }.joined(separator: ",")
    return text + "]}"
  }

  /// `value` as a JSON string, escaping what RFC 8259 requires.
  static func quoted(_ value: String) -> String {
    var text = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }
}

/// A JUnit XML report for CI systems: one test suite per log, one test case per rule. A rule
/// the log broke fails with every violation in the failure's text; a rule the log gave nothing
/// to judge is skipped, saying so.
public enum JUnitReport {
  /// The reports as one JUnit XML document.
  public static func render(_ reports: [CheckReport]) -> String {
    let tests = reports.reduce(0) { $0 + $1.judged.count }
    let failures = reports.reduce(0) { $0 + $1.brokenRules.count }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"transit check\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
    for report in reports { xml += suite(report) }
    return xml + "</testsuites>\n"
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

  /// `value` quoted as an XML attribute.
  static func attribute(_ value: String) -> String { "\"" + escaped(value) + "\"" }

  /// `value` with XML's special characters escaped, and characters XML 1.0 forbids dropped.
  static func escaped(_ value: String) -> String {
    var text = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": text += "&amp;"
      case "<": text += "&lt;"
      case ">": text += "&gt;"
      case "\"": text += "&quot;"
      case "'": text += "&apos;"
      case "\n", "\t", "\r": text.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20: continue
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
