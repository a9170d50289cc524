import Testing
import TransitTrace

/// A log from someone else, read as an attacker would write it (issue 14): numbers no command
/// can show, names of megabytes, messages that would quote them whole, terminal escapes, a log
/// with no event, and input that never ends.
@Suite("Untrusted logs")
struct UntrustedLogTests {
  /// The error reading `lines` after the header and two participants gives.
  private func failure(_ lines: String..., mode: LogReader.Mode = .strict) -> LogReadError? {
    failure(lines, mode: mode)
  }

  private func failure(_ lines: [String], mode: LogReader.Mode = .strict) -> LogReadError? {
    do {
      _ = try LogReader(text: logText(lines), path: "u.jsonl", mode: mode).remainingRecords()
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "a number too large for a double is refused where it is written, not read as infinity",
    arguments: [
      (
        #"{"seq":1,"type":"transition","t":0,"transition":1,"cause":null,"state":"finishing","#
          + #""percentComplete":1e400}"#,
        "u.jsonl:4:102: \"percentComplete\" is out of range: a number of at most 1.7e308 is "
          + "expected, found 1e400"
      ),
      (
        #"{"seq":1,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
          + #""receiver":"vc.home","call":"update(_:)","args":{"p":-1e999}}"#,
        "u.jsonl:4:131: \"args\" member \"p\" is out of range"
      ),
      (
        #"{"seq":1,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
          + #""receiver":"vc.home","call":"f()","result":[1,"#
          + String(repeating: "9", count: 400) + "]}",
        "u.jsonl:4:124: \"result\" is out of range"
      ),
      (
        #"{"seq":1,"type":"gesture","t":0,"transition":null,"cause":null,"kind":"pan","#
          + #""state":"changed","view":"v","target":"vc.home","translation":[0,2e308]}"#,
        "u.jsonl:4:142: \"translation\" element is out of range"
      ),
    ])
  func nonFiniteNumbers(line: String, message: String) {
    let error = failure(line)
    #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
  }

  @Test("a name past 4096 bytes is refused; a warning's message is prose and is not")
  func longNames() throws {
    let long = String(repeating: "n", count: LogReader.maximumNameLength + 1)
    let participant = #"{"type":"participant","id":"\#(long)","class":"C","role":"animator"}"#
    let error = failure(participant)
    #expect(
      error?.description
        == "u.jsonl:4:28: \"id\" is longer than 4096 bytes, the most a name in a Transit log "
        + "may hold")
    #expect(error?.kind == .valueTooLong)
    let call =
      #"{"seq":1,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
      + #""receiver":"vc.home","call":"\#(long)"}"#
    #expect(failure(call)?.kind == .valueTooLong)
    let exact = String(repeating: "n", count: LogReader.maximumNameLength)
    let fits =
      #"{"seq":1,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
      + #""receiver":"vc.home","call":"\#(exact)"}"#
    #expect(failure(fits) == nil)
    let message =
      #"{"seq":1,"type":"note","t":0,"transition":null,"cause":null,"participant":"uikit","#
      + #""code":"c","message":"\#(String(repeating: "m", count: 100_000))"}"#
    #expect(failure(message) == nil)
  }

  @Test("an error quotes at most 40 characters of the log, with its escapes made visible")
  func boundedQuotes() {
    let id = "\u{1B}[2J\u{1B}]0;owned\u{07}" + String(repeating: "x", count: 1000)
    let json = id.unicodeScalars.map { $0.value < 0x20 ? "\\u" + hex4($0.value) : String($0) }
      .joined()
    let line =
      #"{"seq":1,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
      + #""receiver":"\#(json)","call":"f()"}"#
    let error = failure(line)
    let description = error?.description ?? ""
    #expect(error?.kind == .undeclaredParticipant)
    #expect(
      description
        == "u.jsonl:4:89: \"receiver\" names participant "
        + #""\u{1B}[2J\u{1B}]0;owned\u{7}xxxxxxxxxxxxxxxxxxxxxxxxxx"…(974 more characters), "#
        + "which no earlier participant record declares")
    #expect(!description.unicodeScalars.contains { $0.value < 0x20 })
    let type = #"{"seq":1,"type":"\#(String(repeating: "t", count: 100_000))","t":0}"#
    // The quoted type, then every type the log has: a bounded message whatever the line holds.
    #expect((failure(type)?.description.count ?? .max) < 240)
  }

  @Test("a log with no event is refused, strict or lenient, after the last line it holds")
  func noEvents() {
    for mode in [LogReader.Mode.strict, .lenient] {
      let headerOnly = failure([String](), mode: mode)
      #expect(headerOnly?.kind == .noEvents)
      #expect(
        headerOnly?.description
          == "u.jsonl:4:1: the log holds no event after its header; expected a record with a "
          + "\"seq\"")
    }
    // Lenient mode points at the first line it skipped.
    let skipped = failure("garbage", "more garbage", mode: .lenient)
    #expect(skipped?.kind == .noEvents)
    #expect(skipped?.line == 4)
    #expect(skipped?.description.hasSuffix("; no event of the log could be read") == true)
  }

  @Test("a length limit stops a log that goes on, at the line that passes it")
  func lengthLimit() throws {
    let lines = (1...1000).map { LogFixtures.call(seq: $0) }
    let reader = try LogReader(text: logText(lines), path: "u.jsonl")
    reader.lengthLimit = LogReader.LengthLimit(bytes: 10_000, purpose: "the most read here")
    let error = #expect(throws: LogReadError.self) { try reader.remainingRecords() }
    #expect(error?.kind == .logTooLong)
    #expect(
      error?.description.hasSuffix("the log goes on past 10000 bytes, the most read here") == true)
    #expect(try reader.next() == nil)
  }

  @Test("a percentage of any double is text, never a trap")
  func percentages() {
    #expect(JSONNumber.percent(0.48855) == "49%")
    #expect(JSONNumber.percent(-0.5) == "-50%")
    #expect(JSONNumber.percent(1e300) == "1e+302%")
    #expect(JSONNumber.percent(-1e17) == "-1e+19%")
    #expect(JSONNumber.percent(.infinity) == "?%")
    #expect(JSONNumber.percent(.nan) == "?%")
  }
}

private func hex4(_ value: UInt32) -> String {
  let text = String(value, radix: 16)
  return String(repeating: "0", count: 4 - text.count) + text
}

@Suite("VisibleText")
struct VisibleTextTests {
  @Test("controls, bidirectional overrides and noncharacters are escaped; text needing none stays")
  func escapes() {
    #expect(VisibleText.escaped("plain é 😀") == "plain é 😀")
    #expect(VisibleText.escaped("a\u{1B}[2Jb\u{07}") == "a\\u{1B}[2Jb\\u{7}")
    #expect(VisibleText.escaped("x\u{202E}gnp.exe\u{2066}") == "x\\u{202E}gnp.exe\\u{2066}")
    #expect(VisibleText.escaped("\u{9B}31m\u{FFFF}") == "\\u{9B}31m\\u{FFFF}")
    #expect(VisibleText.forTerminal("line\n\ttab\r\u{1B}") == "line\n\ttab\\r\\u{1B}")
  }

  @Test("quoting cuts after the limit and counts the rest")
  func quoting() {
    #expect(VisibleText.quoted("abc") == "\"abc\"")
    #expect(VisibleText.quoted("abcdef", limit: 3, quote: "'") == "'abc'…(3 more characters)")
    #expect(VisibleText.excerpt("1e300") == "1e300")
  }
}
