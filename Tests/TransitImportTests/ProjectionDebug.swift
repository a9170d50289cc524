import Foundation
import Testing
import TransitChecker
import TransitImport
import TransitTestSupport
import TransitTrace

// Scratch: reproduce one projection (PROJ_LOG, PROJ_KEEP=comma descriptions, PROJ_VARIANT).
@Suite struct ProjectionDebug {
  @Test func debug() throws {
    let env = ProcessInfo.processInfo.environment
    guard let log = env["PROJ_LOG"] else { return }
    let records = try ProjectionTests.records(log)
    let wanted = Set((env["PROJ_KEEP"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    let all = LogProjection.channels(of: records)
    var kept = Set(all.filter { wanted.contains($0.description) })
    let variant = env["PROJ_VARIANT"] ?? "asis"
    var projected: [Record]
    if variant == "asis" {
      kept.formUnion(ProjectionTests.alwaysKept)
      projected = LogProjection.project(records, keeping: kept)
    } else {
      if variant == "stripped" { kept.formUnion(ProjectionTests.alwaysKept) } else { kept.insert(.diagnostics) }
      projected = LogProjection.project(records, keeping: kept, stripResults: true, stripCallers: true)
      if variant != "stripped" {
        let text = ConsoleText.lines(of: projected, style: variant == "bare" ? .bare : .described, prefix: variant != "bare")
        print(text.joined(separator: "\n"))
        projected = try ConsoleImport.records(from: Array((text.joined(separator: "\n") + "\n").utf8), path: "console.txt").records
      }
    }
    for r in projected { if let e = r.event { print(e.transition.map(String.init) ?? "-", e) } }
    print(TextReport.render(Checker().check(records: projected)))
  }
}
