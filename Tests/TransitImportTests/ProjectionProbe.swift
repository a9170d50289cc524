import Foundation
import Testing
import TransitChecker
import TransitImport
import TransitTestSupport
import TransitTrace

@Suite struct ProjectionProbe {
  @Test func probe() throws {
    guard ProcessInfo.processInfo.environment["PROBE"] != nil else { return }
    let checker = Checker()
    let records = try GoldenTraces.records("dimming-sheet-cancelled")
    let channels = Set(LogProjection.channels(of: records))
    var tp = 0.0, tt = 0.0, ti = 0.0, tc = 0.0
    for _ in 0..<300 {
      var t = Date()
      let p = LogProjection.project(records, keeping: channels, stripResults: true, stripCallers: true)
      tp += Date().timeIntervalSince(t); t = Date()
      let text = ConsoleText.lines(of: p, style: .described, prefix: true).joined(separator: "\n")
      tt += Date().timeIntervalSince(t); t = Date()
      let imported = try ConsoleImport.records(from: Array(text.utf8))
      ti += Date().timeIntervalSince(t); t = Date()
      _ = checker.check(records: imported.records)
      tc += Date().timeIntervalSince(t)
    }
    print("project", tp / 0.3, "text", tt / 0.3, "import", ti / 0.3, "check", tc / 0.3, "ms each")
  }
}
