import Testing
import TransitTrace

@Suite("Reading back what RecordEncoder writes")
struct RecordRoundTripTests {
  @Test(
    "every record and body kind decodes to the record that was encoded",
    arguments: LogFixtures.records.indices)
  func roundTrip(index: Int) throws {
    let decoded = try LogReader(text: LogFixtures.text).remainingRecords()
    #expect(decoded.count == LogFixtures.records.count)
    #expect(decoded[index] == LogFixtures.records[index])
  }

  @Test("re-encoding what was read gives the same bytes")
  func reencoding() throws {
    let decoded = try LogReader(text: LogFixtures.text).remainingRecords()
    #expect(decoded.map(RecordEncoder.line(for:)).joined() == LogFixtures.text)
  }

  @Test("any chunk size splits lines the same way", arguments: [1, 2, 3, 7, 64, 1000, 1 << 20])
  func chunkSizes(chunkSize: Int) throws {
    let reader = try LogReader(text: LogFixtures.text, chunkSize: chunkSize)
    #expect(try reader.remainingRecords() == LogFixtures.records)
  }

  @Test("each record reports the line it came from")
  func lineNumbers() throws {
    let reader = try LogReader(text: LogFixtures.text)
    var lines: [Int] = []
    while try reader.next() != nil { lines.append(reader.line) }
    #expect(lines == Array(1...LogFixtures.records.count))
    #expect(reader.recordCount == LogFixtures.records.count)
    #expect(reader.header == LogFixtures.header)
  }

  @Test("strings keep quotes, backslashes, control characters, emoji and <&>")
  func awkwardStrings() throws {
    let decoded = try LogReader(text: LogFixtures.text).remainingRecords()
    guard case .event(let event) = decoded[decoded.count - 5],
      case .warning(let warning) = event.body
    else {
      Issue.record("expected the warning, found \(decoded[decoded.count - 5])")
      return
    }
    #expect(warning.message == LogFixtures.awkward)
    #expect(warning.message.unicodeScalars.elementsEqual(LogFixtures.awkward.unicodeScalars))
  }

  @Test("args keep their order, and result tells Void from nil")
  func argumentsAndResults() throws {
    let calls = try LogReader(text: LogFixtures.text).remainingRecords().compactMap(\.event?.call)
    #expect(
      calls[0].args.pairs.map(\.key) == ["viewControllerToPresent", "animated", "completion"])
    #expect(calls[0].result == nil)
    #expect(calls[3].result == .null)
    #expect(calls[1].result == .double(0.6))
    #expect(calls[2].args.pairs.map(\.key).prefix(3) == ["zebra", "apple", "mango"])
  }

  @Test(
    "a double the encoder writes reads back as the same double",
    arguments: [
      0.5, -0.125, 0.35, 0.1 + 0.2, 1e-6, -1e-6, 123_456.789_012, 0.999_999, 1e16, -2.5e20,
    ]
  )
  func doubles(value: Double) throws {
    let expected = Double(JSONNumber.format(value))!
    let read = try readValue(.double(value))
    #expect(read == .double(expected))
    #expect(JSONNumber.format(read.doubleValue!) == JSONNumber.format(value))
  }

  @Test(
    "a double is written as JSONNumber.format spells it, with .0 after a whole number",
    arguments: [
      0.48855, -0.125, 0.35, 0.1 + 0.2, 1e-6, -1e-6, 4e-7, 123_456.789_012, 0.999_999_7, 2, -3,
      0, -0.0, 1e16, 8.9e9, -2.5e20, .infinity, -.infinity, .nan,
    ]
  )
  func doubleSpelling(value: Double) {
    let event = Event(
      seq: 1, time: .zero, transition: nil, cause: nil,
      body: .call(
        Call(caller: nil, receiver: "vc.home", name: "f(_:)", args: ["x": .double(value)])))
    let line = RecordEncoder.line(for: .event(event))
    let format = JSONNumber.format(value)
    let spelled = format.contains(where: { $0 == "." || $0 == "e" }) ? format : format + ".0"
    #expect(line.hasSuffix(#","args":{"x":\#(spelled)}}"# + "\n"))
  }

  @Test(
    "an integer is written with its decimal digits, at each length up to Int's",
    arguments: [0, 1, 9, 10, 42, 99, -99, Int.max, Int.min]
      + (2...18).flatMap { digits -> [Int] in
        let power = (1..<digits).reduce(1) { power, _ in power * 10 }
        return [power, power + 7, power * 10 - 1, -(power * 10 - 1)]
      })
  func integerDigits(value: Int) {
    let event = Event(
      seq: value.magnitude > Int.max.magnitude / 2 ? 1 : Int(value.magnitude), time: .zero,
      transition: nil, cause: nil,
      body: .call(Call(caller: nil, receiver: "vc.home", name: "f(_:)", args: ["x": .int(value)])))
    let line = RecordEncoder.line(for: .event(event))
    #expect(line.hasPrefix(#"{"seq":\#(event.seq),"#))
    #expect(line.hasSuffix(#","args":{"x":\#(value)}}"# + "\n"))
  }

  @Test(
    "virtual times read to the exact microsecond",
    arguments: [0, 1, 999_999, 1_000_000, 350_000, 123_456_789_012, -1_500_000, Int64.max])
  func times(micros: Int64) throws {
    let event = Event(
      seq: 1, time: VirtualTime(microseconds: micros), transition: nil, cause: nil,
      body: .transition(TransitionChange(state: .ended)))
    let text = logText(String(RecordEncoder.line(for: .event(event)).dropLast()))
    #expect(try LogReader(text: text).remainingRecords().last == .event(event))
  }

  @Test("a whole double keeps its fraction and reads back as a double")
  func wholeDoubles() throws {
    for value in [0.0, 2.0, -3.0, 1_000_000.0] {
      #expect(try readValue(.double(value)) == .double(value))
    }
  }

  @Test("integers stay integers, and Int's extremes survive")
  func integers() throws {
    for value in [0, -1, 42, Int.max, Int.min] {
      #expect(try readValue(.int(value)) == .int(value))
    }
  }

  /// `value` written as the only argument of a call, then read back.
  private func readValue(_ value: Value) throws -> Value {
    let event = Event(
      seq: 1, time: .zero, transition: nil, cause: nil,
      body: .call(Call(caller: "uikit", receiver: "vc.home", name: "f(_:)", args: ["x": value])))
    let text = logText(String(RecordEncoder.line(for: .event(event)).dropLast()))
    return try #require(LogReader(text: text).remainingRecords().last?.event?.call?.args["x"])
  }
}
