import Foundation
import Testing
import TransitScenarios
import TransitTestSupport
import TransitTrace

/// Every trace in `Traces/` is a fixture: it reads cleanly, replays without anomalies, and its
/// scenario regenerates it byte for byte.
///
/// A missing trace is recorded and the test fails, so it gets committed; set
/// `TRANSIT_RECORD=1` to re-record every trace after a deliberate change to the engine.
@MainActor
@Suite("Golden traces")
struct GoldenTraceTests {
  static let recording = ProcessInfo.processInfo.environment["TRANSIT_RECORD"] == "1"

  @Test("the scenario regenerates its trace byte for byte", arguments: BuiltInScenarios.names)
  func regenerates(name: String) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    let log = RecordBuffer()
    try scenario.trace(to: log)
    let url = GoldenTraces.folder.appendingPathComponent("\(name).jsonl")
    let golden = try? String(contentsOf: url, encoding: .utf8)
    if Self.recording || golden == nil {
      try FileManager.default.createDirectory(
        at: GoldenTraces.folder, withIntermediateDirectories: true)
      try log.text.write(to: url, atomically: true, encoding: .utf8)
      if golden == nil { Issue.record("recorded a new golden trace at \(url.path); commit it") }
      return
    }
    #expect(log.text == golden, "\(name) no longer reproduces Traces/\(name).jsonl")
  }

  @Test("every file in Traces/ belongs to a built-in scenario")
  func noStrayTraces() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: GoldenTraces.folder.path)
      .filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(".jsonl".count)) }
    #expect(Set(files) == Set(BuiltInScenarios.names))
  }

  @Test(
    "each trace reads strictly and replays without anomalies", arguments: BuiltInScenarios.names)
  func readsAndReplays(name: String) throws {
    let path = GoldenTraces.folder.appendingPathComponent("\(name).jsonl").path
    let records = try LogReader.readAll(path: path)
    guard case .header(let header) = records.first else {
      Issue.record("\(name) does not start with a header")
      return
    }
    #expect(header.scenario == name)
    let state = Replay.finalState(of: records)
    // A misuse scenario (bug-*) leaves what it gets wrong in the replay on purpose; the
    // checker's tests pin exactly which rules each one breaks.
    guard !name.hasPrefix("bug-") else { return }
    #expect(state.anomalies == [])
    #expect(state.inFlight.isEmpty)
  }
}
