import Testing
import TransitTrace

@testable import TransitImport

/// The importer holds a call's arguments in slots by parameter index and writes them with its
/// keys quoted once (`RecordEncoder.writeCall`): the line is the one the call's record, its
/// arguments made from the slots, writes, and every call of the vocabulary fits the slots.
@Suite("Argument slots")
struct ArgumentSlotsTests {
  static let keys = ["from", "to", "duration", "animations", "completion"]

  @Test("a slot set, cleared and set again; the arguments in parameter order")
  func slots() {
    var slots = ArgumentSlots()
    #expect(slots.isEmpty)
    #expect(slots.arguments { Self.keys[$0] }.isEmpty)
    slots[4] = .null
    slots[1] = .string("vc.b")
    slots[2] = .double(0.35)
    #expect(!slots.isEmpty)
    #expect(slots.bound == 0b10110)
    slots[2] = nil
    #expect(slots[2] == nil)
    #expect(slots.bound == 0b10010)
    #expect(slots.arguments { Self.keys[$0] } == ["to": .string("vc.b"), "completion": .null])
    slots[0] = .bool(false)
    #expect(
      slots.arguments { Self.keys[$0] }.pairs.map(\.key) == ["from", "to", "completion"])
    slots[1] = nil
    slots[4] = nil
    slots[0] = nil
    #expect(slots.isEmpty)
  }

  @Test("a call written from its slots, each subset of them, is the line of its record")
  func writtenFromSlots() {
    let values: [Value] = [
      .string("vc.a"), .string("vc.\"quoted\""), .double(0.5), .int(-3), .bool(true),
    ]
    let quotedKeys = Self.keys.map { RecordEncoder.quoted(key: $0) }
    let name: CallName = "transition(from:to:duration:options:animations:completion:)"
    let quotedName = RecordEncoder.quoted(name: name)
    for subset in 0..<(1 << ArgumentSlots.capacity) {
      var slots = ArgumentSlots()
      for index in 0..<ArgumentSlots.capacity where subset & 1 << index != 0 {
        slots[index] = values[index]
      }
      let time = VirtualTime(microseconds: Int64(subset) * 1_250)
      let record = Record.event(
        Event(
          seq: subset + 1, time: time, transition: subset % 3 == 0 ? nil : subset, cause: nil,
          body: .call(
            Call(
              caller: nil, receiver: "vc.parent", name: name,
              args: slots.arguments { Self.keys[$0] })),
          line: subset + 2))
      let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { space in
        let length = RecordEncoder.writeCall(
          seq: subset + 1, time: time, transition: subset % 3 == 0 ? nil : subset,
          line: subset + 2, receiver: "vc.parent", quotedName: quotedName,
          quotedKeys: quotedKeys, bound: slots.bound, argument: { slots[$0] }, into: space)
        return length.map { String(decoding: space[..<$0], as: UTF8.self) }
      }
      #expect(written == RecordEncoder.line(for: record), "subset \(subset)")
    }
  }

  @Test("every call of the vocabulary has a slot for each parameter, and a quoted key")
  func vocabularyFits() {
    #expect(!KnownCall.byName.isEmpty)
    for known in KnownCall.byName.values {
      #expect(known.parameters.count <= ArgumentSlots.capacity, "\(known.name)")
      #expect(
        known.quotedKeys.map { String(decoding: $0, as: UTF8.self) }
          == known.parameters.map { JSONString.quoted($0.key) + ":" }, "\(known.name)")
    }
    #expect(KnownCall.byName.values.contains { $0.parameters.count == ArgumentSlots.capacity })
  }
}
