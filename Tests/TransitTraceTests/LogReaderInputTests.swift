import Testing
import TransitTrace

@Suite("Reading JSON that RecordEncoder would not write")
struct LogReaderInputTests {
  /// The only event of a log whose line 4 is `line`.
  private func event(_ line: String) throws -> Event {
    try #require(LogReader(text: logText(line)).remainingRecords().last?.event)
  }

  @Test("members in any order, with whitespace between tokens, and unknown members ignored")
  func orderAndUnknownMembers() throws {
    let read = try event(
      #" { "call" : "viewDidLoad()" , "receiver":"vc.home", "future": {"a": [1, {"b": null}]}, "#
        + #""caller":"uikit","cause":null,"transition":null,"t":0.5,"type":"call","seq":1 }"#)
    #expect(
      read
        == Event(
          seq: 1, time: VirtualTime(microseconds: 500_000), transition: nil, cause: nil,
          body: .call(Call(caller: "uikit", receiver: "vc.home", name: .viewDidLoad))))
  }

  /// The reader guesses each member name from the order of the lines before (`MemberOrder`);
  /// a line that breaks that order must read as it would on its own.
  @Test("a line whose members leave the order of the lines before it reads the same")
  func orderChangingFromLineToLine() throws {
    let inOrder = { (seq: Int) in
      #"{"seq":\#(seq),"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
        + #""receiver":"vc.home","call":"viewDidLoad()"}"#
    }
    let reordered =
      #"{"type":"call","seq":3,"cause":null,"t":0,"transition":null,"call":"viewDidLoad()","#
      + #""caller":"uikit","receiver":"vc.home"}"#
    let escapedName =
      #"{"seq":4,"typ\u0065":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
      + #""receiver":"vc.home","call":"viewDidLoad()"}"#
    let records = try LogReader(text: logText(inOrder(1), inOrder(2), reordered, escapedName))
      .remainingRecords().compactMap(\.event)
    #expect(records.map(\.seq) == [1, 2, 3, 4])
    #expect(Set(records.map(\.body)).count == 1)

    let duplicate =
      #"{"seq":2,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
      + #""receiver":"vc.home","type":"call","call":"viewDidLoad()"}"#
    let error = #expect(throws: LogReadError.self) {
      try LogReader(text: logText(inOrder(1), duplicate)).remainingRecords()
    }
    #expect(error?.kind == .duplicateField)
    #expect(error?.line == 5)
  }

  /// `MemberOrder` keeps the names that followed each name apart for each family of records,
  /// told by its `type`: records of types that share a family (`view` and `timing`), of a
  /// type spelt with an escape, or of one type written in another's order must read as the
  /// same records written plainly, in the encoder's order.
  @Test("records of every family, interleaved and in each other's member orders, read the same")
  func orderKeptByFamily() throws {
    // Five records, their events numbered from `first`, in the encoder's order.
    let plain = { (first: Int) in
      [
        #"{"seq":\#(first),"type":"view","t":0,"transition":null,"cause":null,"#
          + #""caller":"uikit","call":"addSubview(_:)","view":"v1","class":"UIView","#
          + #""superview":"window","index":0}"#,
        #"{"type":"timing","t":0.5,"animation":1,"offset":0.25,"rate":0}"#,
        #"{"seq":\#(first + 1),"type":"release","t":0,"transition":null,"cause":null,"#
          + #""participant":"vc.home","by":"uikit"}"#,
        LogFixtures.call(seq: first + 2),
        #"{"seq":\#(first + 3),"type":"transition","t":0,"transition":1,"cause":null,"#
          + #""state":"requested","kind":"present","from":"vc.home","to":"vc.home","#
          + #""animated":true}"#,
      ]
    }
    // The same records with their members turned about, the release's type escaped.
    let mixed = { (first: Int) in
      [
        #"{"seq":\#(first),"type":"view","cause":null,"t":0,"transition":null,"view":"v1","#
          + #""caller":"uikit","class":"UIView","call":"addSubview(_:)","index":0,"#
          + #""superview":"window"}"#,
        #"{"type":"timing","rate":0,"t":0.5,"offset":0.25,"animation":1}"#,
        #"{"seq":\#(first + 1),"type":"rel\u0065ase","t":0,"transition":null,"cause":null,"#
          + #""by":"uikit","participant":"vc.home"}"#,
        #"{"call":"viewDidLoad()","receiver":"vc.home","caller":"uikit","cause":null,"#
          + #""transition":null,"t":0,"type":"call","seq":\#(first + 2)}"#,
        #"{"seq":\#(first + 3),"type":"transition","t":0,"transition":1,"cause":null,"#
          + #""to":"vc.home","from":"vc.home","animated":true,"kind":"present","#
          + #""state":"requested"}"#,
      ]
    }
    let once = try LogReader(text: logText(plain(1))).remainingRecords()
    let expected =
      once
      + once.dropFirst(LogFixtures.prefix.count).map { record in
        guard case .event(var event) = record else { return record }
        event.seq += 4
        return .event(event)
      }
    // Each order read after the other, both ways, so that guesses are made from lines of the
    // other order and of the other families.
    for (first, second) in [(plain, plain), (mixed, plain), (plain, mixed), (mixed, mixed)] {
      let read = try LogReader(text: logText(first(1) + second(5))).remainingRecords()
      #expect(read == expected)
    }
  }

  @Test("member names and strings may use any escape, surrogate pairs included")
  func escapes() throws {
    let read = try event(
      #"{"\u0073eq":1,"type":"note","t":0,"transition":null,"cause":null,"participant":"uikit","#
        + #""code":"a\/b","message":"\u00e9\u00C9 \ud83d\ude00 \"\\\b\f\n\r\t \u0000"}"#)
    #expect(
      read.body
        == .note(
          Diagnostic(participant: "uikit", code: "a/b", message: "éÉ 😀 \"\\\u{8}\u{C}\n\r\t \u{0}"))
    )
  }

  @Test(
    "times in any JSON number form read to the nearest microsecond, half away from zero",
    arguments: [
      ("0", 0), ("2", 2_000_000), ("-0", 0), ("0.35", 350_000), ("1e-6", 1),
      ("1E+3", 1_000_000_000),
      ("0.0000005", 1), ("0.00000049", 0), ("-0.0000005", -1), ("1.2345675", 1_234_568),
      ("12.5e-1", 1_250_000), ("0.000001e6", 1_000_000), ("9223372036854.775807", Int64.max),
    ] as [(String, Int64)])
  func times(text: String, micros: Int64) throws {
    let read = try event(
      #"{"seq":1,"type":"transition","t":\#(text),"transition":1,"cause":null,"state":"ended"}"#)
    #expect(read.time.microseconds == micros)
  }

  @Test("a time one microsecond past Int64 is refused")
  func timeOverflow() {
    #expect(
      readError(logText(#"{"seq":1,"type":"call","t":9223372036854.775808}"#))
        == #"t.jsonl:4:28: "t" is out of range, found 9223372036854.775808"#)
  }

  @Test(
    "doubles in args read as strtod reads them",
    arguments: [
      "0.1", "1e-7", "123456789012345678", "1.7976931348623157e308", "5e-324", "-2.5E-3",
      "0.30000000000000004",
    ])
  func doubles(text: String) throws {
    let read = try event(
      #"{"seq":1,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
        + #""receiver":"vc.home","call":"f(_:)","args":{"x":\#(text)}}"#)
    let isInteger = !text.contains(where: { ".eE".contains($0) })
    let expected: Value = isInteger ? .int(Int(text)!) : .double(Double(text)!)
    #expect(read.call?.args["x"] == expected)
  }

  @Test("an integer too large for Int reads as a double rather than failing")
  func hugeInteger() throws {
    let read = try event(
      #"{"seq":1,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
        + #""receiver":"vc.home","call":"f(_:)","args":{"x":123456789012345678901234567890}}"#)
    #expect(read.call?.args["x"] == .double(1.2345678901234568e29))
  }

  @Test("null in an optional field reads as absent, empty args as none, and CRLF line ends")
  func nullsAndLineEnds() throws {
    let text =
      (LogFixtures.prefix + [
        #"{"seq":1,"type":"transition","t":0,"transition":1,"cause":null,"state":"requested","#
          + #""kind":null,"from":null,"animated":null,"percentComplete":null}"#,
        #"{"seq":2,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
          + #""receiver":"vc.home","call":"f()","args":{},"block":null,"result":null}"#,
        #"{"seq":3,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
          + #""receiver":"vc.home","call":"f()","args":null}"#,
      ]).map { $0 + "\r\n" }.joined()
    let events = try LogReader(text: text).remainingRecords().compactMap(\.event)
    #expect(
      events.map(\.body) == [
        .transition(TransitionChange(state: .requested)),
        .call(Call(caller: "uikit", receiver: "vc.home", name: "f()", result: .null)),
        .call(Call(caller: "uikit", receiver: "vc.home", name: "f()")),
      ])
  }

  @Test("an unknown participant role is kept as written")
  func unknownRole() throws {
    let text = logText(
      #"{"type":"participant","id":"x","class":"X","role":"sceneDelegate"}"#,
      #"{"seq":1,"type":"call","t":0,"transition":null,"cause":null,"caller":"x","#
        + #""receiver":"x","call":"f()"}"#)
    let records = try LogReader(text: text).remainingRecords()
    #expect(
      records.dropLast().last
        == .participant(Participant(id: "x", className: "X", role: "sceneDelegate")))
  }
}
