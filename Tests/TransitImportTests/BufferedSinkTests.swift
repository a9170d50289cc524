import Foundation
import Testing
import TransitTrace

@testable import TransitImport

/// `transit import` writes through `BufferedSink`, which encodes an event from its parts,
/// without the record `RecordBuffer` keeps, and gathers lines in memory of its own: what it
/// writes is, byte for byte, the records' lines as `RecordEncoder` writes them.
@Suite("What the buffered sink writes")
struct BufferedSinkTests {
  @Test("each published console's log", arguments: try Corpus.names())
  func corpus(_ name: String) throws {
    let bytes = try Corpus.console(name)
    guard let (records, _) = try? ConsoleImport.records(from: bytes, path: name + ".txt") else {
      return
    }
    let written = try Self.written { sink in
      _ = try ConsoleImport.run(bytes: bytes, path: name + ".txt", into: sink)
    }
    #expect(String(decoding: written, as: UTF8.self) == Self.lines(records))
  }

  @Test("lines past a chunk, and lines longer than the room left after one")
  func longLines() throws {
    let long = String(repeating: "a\u{1B}\"é", count: 6_000)
    var records: [Record] = [.header(LogHeader(scenario: long, engine: "test"))]
    for seq in 1...3_000 {
      let call = Call(
        caller: seq % 7 == 0 ? "uikit" : nil, receiver: "vc.\(seq)", name: "viewDidLoad()",
        args: seq % 5 == 0 ? ["animated": .bool(true), "view": .string("v.\(seq)")] : [:],
        result: seq % 11 == 0 ? .null : nil, block: seq % 13 == 0 ? seq - 1 : nil)
      let body: Event.Body =
        seq % 1_000 == 0
        ? .warning(Diagnostic(participant: "vc.1", code: "long", message: long)) : .call(call)
      records.append(
        .event(
          Event(
            seq: seq, time: VirtualTime(microseconds: Int64(seq) * 1_500), transition: seq / 9,
            cause: nil, body: body, line: seq + 1)))
    }
    let written = try Self.written { sink in
      for record in records {
        if case .event(let event) = record, event.seq % 2 == 0 {
          try sink.writeEvent(
            seq: event.seq, time: event.time, transition: event.transition,
            line: event.line ?? 0, body: event.body)
        } else {
          try sink.write(record)
        }
      }
    }
    #expect(written.count > 2 * BufferedSink.chunkSize)
    #expect(String(decoding: written, as: UTF8.self) == Self.lines(records))
  }

  @Test("calls written from their parts, some longer than the room left after a chunk's lines")
  func callsFromParts() throws {
    let present = try #require(KnownCall.named(.present))
    var records: [Record] = []
    var argumentSlots: [ArgumentSlots] = []
    for seq in 1...400 {
      // Every hundredth receiver is longer than the room kept past a chunk.
      let receiver = seq % 100 == 0 ? String(repeating: "vc\"é", count: 30_000) : "vc.\(seq)"
      // No argument, the flag alone (a slot after an empty one), or both.
      var slots = ArgumentSlots()
      if seq % 3 != 1 { slots[1] = .bool(seq % 2 == 0) }
      if seq % 3 == 2 { slots[0] = seq % 5 == 0 ? .null : .string("vc.next\(seq)") }
      let args = present.arguments(slots)
      argumentSlots.append(slots)
      records.append(
        .event(
          Event(
            seq: seq, time: VirtualTime(microseconds: Int64(seq) * 2_500),
            transition: seq % 4 == 0 ? nil : seq / 4, cause: nil,
            body: .call(Call(caller: nil, receiver: receiver, name: present.name, args: args)),
            line: seq * 2)))
    }
    let written = try Self.written { sink in
      for case (.event(let event), let slots) in zip(records, argumentSlots) {
        guard case .call(let call) = event.body else { continue }
        try sink.writeCall(
          seq: event.seq, time: event.time, transition: event.transition, line: event.line ?? 0,
          known: present, receiver: call.receiver, args: slots)
      }
    }
    #expect(written.count > 2 * BufferedSink.chunkSize)
    #expect(String(decoding: written, as: UTF8.self) == Self.lines(records))
  }

  static func lines(_ records: [Record]) -> String {
    records.map(RecordEncoder.line(for:)).joined()
  }

  /// What `body` wrote to a `BufferedSink` over a file, flushed.
  static func written(_ body: (BufferedSink) throws -> Void) throws -> [UInt8] {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-buffered-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let writer = try LogWriter(path: path)
    let sink = BufferedSink(writer)
    try body(sink)
    try sink.flush()
    try writer.close()
    return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }
}
