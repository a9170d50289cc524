import Testing
import TransitTrace

/// A log that must fail, and exactly how.
struct BadLog: CustomTestStringConvertible, Sendable {
  var name: String
  var text: String
  var error: String
  var kind: LogReadError.Kind

  var testDescription: String { name }

  /// The prefix (a header and two participants on lines 1-3), then `line` on line 4.
  static func line(
    _ name: String, _ line: String, _ error: String, _ kind: LogReadError.Kind
  ) -> BadLog {
    BadLog(name: name, text: logText(line), error: "t.jsonl:" + error, kind: kind)
  }

  /// `text` as the whole file.
  static func file(
    _ name: String, _ text: String, _ error: String, _ kind: LogReadError.Kind
  ) -> BadLog {
    BadLog(name: name, text: text, error: "t.jsonl:" + error, kind: kind)
  }
}

private let call = #"{"seq":1,"type":"call","t":0,"transition":null,"cause":null,"#
private let event = #"{"seq":1,"type":"%@","t":0,"transition":null,"cause":null,"#

@Suite("Errors name path:line:column and what was expected")
struct LogReaderErrorTests {
  static let syntax: [BadLog] = [
    .line(
      "a missing comma", #"{"seq":1,"type":"call" "t":0}"#,
      #"4:24: expected ',' or '}' after an object member, found '"'"#, .invalidJSON),
    .line(
      "columns count characters, not bytes",
      call + #""caller":"😀é","receiver":"vc.home","call":"f()" ]"#,
      "4:109: expected ',' or '}' after an object member, found ']'", .invalidJSON),
    .line(
      "a line that is not an object", "[1,2]",
      "4:1: expected '{' to open a record (each line holds one JSON object), found '['",
      .invalidJSON),
    .line(
      "text after the closing brace", #"{"seq":1,"type":"call","t":0} x"#,
      "4:31: expected the end of the line after the record's closing '}', found 'x'", .invalidJSON),
    .line(
      "an unquoted member name", "{seq:1}",
      "4:2: expected a member name in double quotes, found 's'",
      .invalidJSON),
    .line(
      "a missing colon", #"{"seq" 1}"#, "4:8: expected ':' after a member name, found '1'",
      .invalidJSON),
    .line(
      "a missing comma in an array", #"{"seq":[1,2 3]}"#,
      "4:13: expected ',' or ']' after an array element, found '3'", .invalidJSON),
    .line(
      "a misspelt literal", call.replacingNull(), "4:43: expected a value, found 'nul'",
      .invalidJSON),
    .line(
      "a minus without digits", #"{"seq":-,"type":"call"}"#,
      "4:9: expected a digit after '-', found ','", .invalidJSON),
    .line(
      "a point without digits", #"{"seq":1.,"type":"call"}"#,
      "4:10: expected a digit after '.', found ','", .invalidJSON),
    .line(
      "an exponent without digits", #"{"seq":1e,"type":"call"}"#,
      "4:10: expected a digit in the exponent, found ','", .invalidJSON),
    .line(
      "a raw control character in a string", "{\"seq\":1,\"type\":\"call\t\",\"t\":0}",
      "4:22: control character U+0009 must be escaped in a string", .invalidJSON),
    .line(
      "an unknown escape", #"{"seq":1,"type":"c\x","t":0}"#,
      #"4:19: invalid escape '\x'; expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#, .invalidJSON),
    .line(
      "a bad hexadecimal digit", #"{"seq":1,"type":"\u12G4","t":0}"#,
      #"4:22: expected four hexadecimal digits after '\u', found 'G'"#, .invalidJSON),
    .line(
      "a high surrogate alone", #"{"seq":1,"type":"\ud83d","t":0}"#,
      #"4:18: \uD83D is a high surrogate without a low surrogate (\uDC00-\uDFFF) after it"#,
      .invalidJSON),
    .line(
      "a low surrogate alone", #"{"seq":1,"type":"\ude00x","t":0}"#,
      #"4:18: \uDE00 is a low surrogate without a high surrogate before it"#, .invalidJSON),
    .line(
      "an unterminated string in the middle of the file", #"{"seq":1,"type":"call"#,
      #"4:22: expected '"' to close the string, found the end of the line"#, .invalidJSON),
    .line(
      "arrays nested too deep", #"{"x":"# + String(repeating: "[", count: 100),
      "4:70: arrays and objects nest deeper than 64 levels", .invalidJSON),
  ]

  static let schema: [BadLog] = [
    .line(
      "a string seq", #"{"seq":"1","type":"call"}"#,
      #"4:8: "seq" must be an integer, found string"#,
      .wrongType),
    .line(
      "a fractional seq", #"{"seq":1.0,"type":"call"}"#,
      #"4:8: "seq" must be an integer, found 1.0"#,
      .wrongType),
    .line(
      "a seq too large for Int", #"{"seq":99999999999999999999,"type":"call"}"#,
      #"4:8: "seq" must be an integer, found 99999999999999999999"#, .wrongType),
    .line(
      "a string time", #"{"seq":1,"type":"call","t":"0"}"#,
      #"4:28: "t" must be a number of seconds, found string"#, .wrongType),
    .line(
      "a time out of range", #"{"seq":1,"type":"call","t":1e300}"#,
      #"4:28: "t" is out of range, found 1e300"#, .wrongType),
    .line(
      "a string cause",
      call.replacingOccurrences(#""cause":null"#, #""cause":"x""#)
        + #""caller":"uikit","receiver":"vc.home","call":"f()"}"#,
      #"4:56: "cause" must be an integer or null, found string"#, .wrongType),
    .line(
      "args as an array", call + #""caller":"uikit","receiver":"vc.home","call":"f()","args":[1]}"#,
      #"4:119: "args" must be an object, found array"#, .wrongType),
    .line(
      "an object result",
      call + #""caller":"uikit","receiver":"vc.home","call":"f()","result":{"a":1}}"#,
      #"4:121: "result" must be null, a boolean, a number, a string or an array, found object"#,
      .wrongType),
    .line(
      "an object inside an argument",
      call + #""caller":"uikit","receiver":"vc.home","call":"f()","args":{"a":[1,{}]}}"#,
      #"4:127: "args" member "a" must be null, a boolean, a number, a string or an array, found object"#,
      .wrongType),
    .line(
      "a translation of three numbers",
      event.with("gesture")
        + #""kind":"pan","state":"changed","view":"v","target":"uikit","translation":[1,2,3]}"#,
      #"4:137: "translation" must be an array of two numbers [x, y], found 3 numbers"#, .wrongType),
    .line(
      "a translation holding a string",
      event.with("gesture")
        + #""kind":"pan","state":"changed","view":"v","target":"uikit","translation":[1,"2"]}"#,
      #"4:140: "translation" element must be a number, found string"#, .wrongType),
    .line(
      "a numeric transition state", event.with("transition") + #""state":7}"#,
      #"4:75: "state" must be a string, found number"#, .wrongType),
    .line(
      "a type that is not a string", #"{"type":1}"#, #"4:9: "type" must be a string, found number"#,
      .wrongType),
    .line(
      "a call without a receiver", call + #""caller":"uikit","call":"viewDidLoad()"}"#,
      #"4:1: call record is missing "receiver""#, .missingField),
    .line(
      "an event without transition",
      #"{"seq":1,"type":"call","t":0,"cause":null,"caller":"uikit","receiver":"vc.home","call":"f()"}"#,
      #"4:1: call record is missing "transition""#, .missingField),
    .line(
      "an event without cause", #"{"seq":1,"type":"note","t":0,"transition":null}"#,
      #"4:1: note record is missing "cause""#, .missingField),
    .line(
      "a record without a type", #"{"seq":1}"#, #"4:1: record is missing "type""#, .missingField),
    .line(
      "a participant without a role", #"{"type":"participant","id":"x","class":"X"}"#,
      #"4:1: participant record is missing "role""#, .missingField),
    .line(
      "a field written twice", #"{"seq":1,"type":"call","t":0,"seq":1}"#,
      #"4:30: duplicate field "seq""#, .duplicateField),
    .line(
      "an unknown record type", #"{"seq":1,"type":"tap","t":0}"#,
      #"4:17: unknown record type "tap"; expected one of header, participant, call, transition, view, gesture, warning, note, release, retained, set, animation, timing, finger"#,
      .unknownRecordType),
    .line(
      "an empty record type", #"{"seq":1,"type":"","t":0}"#,
      #"4:17: unknown record type ""; expected one of header, participant, call, transition, view, gesture, warning, note, release, retained, set, animation, timing, finger"#,
      .unknownRecordType),
    .line(
      "an unknown transition state", event.with("transition") + #""state":"paused"}"#,
      #"4:75: unknown transition state "paused"; expected one of requested, began, finishing, cancelling, completed, ended"#,
      .unknownValue),
    .line(
      "an unknown transition kind",
      event.with("transition") + #""state":"requested","kind":"modal"}"#,
      #"4:94: unknown transition kind "modal"; expected one of present, dismiss, push, pop, tabSwitch, sizeChange, pageSwipe, childContainment, unknown"#,
      .unknownValue),
    .line(
      "a second header", LogFixtures.prefix[0],
      "4:1: a header record may only open the log, on line 1",
      .misplacedHeader),
    .line(
      "a blank line", "", "4:1: blank line; every line of a Transit log holds one record",
      .blankLine),
    .line(
      "a line of spaces", "  \t ", "4:1: blank line; every line of a Transit log holds one record",
      .blankLine),
  ]

  static let sequence: [BadLog] = [
    .line(
      "a first seq of 2", LogFixtures.call(seq: 2), "4:8: expected seq 1, found 2", .seqOutOfOrder),
    .line(
      "a first seq of 0", LogFixtures.call(seq: 0), "4:8: expected seq 1, found 0", .seqOutOfOrder),
    .line(
      "a negative seq", LogFixtures.call(seq: -5), "4:8: expected seq 1, found -5", .seqOutOfOrder),
    .file(
      "a gap", logText(LogFixtures.call(seq: 1), LogFixtures.call(seq: 3)),
      "5:8: expected seq 2, found 3", .seqOutOfOrder),
    .file(
      "a repeated seq", logText(LogFixtures.call(seq: 1), LogFixtures.call(seq: 1)),
      "5:8: expected seq 2, found 1", .seqOutOfOrder),
  ]

  static let causes: [BadLog] = [
    .line(
      "a first event caused by itself", LogFixtures.call(seq: 1, cause: "1"),
      #"4:56: expected "cause" null, as no event comes before seq 1, found 1"#, .causeNotEarlier),
    .file(
      "an event caused by itself",
      logText(LogFixtures.call(seq: 1), LogFixtures.call(seq: 2, cause: "2")),
      #"5:56: expected "cause" null or the seq of an earlier event (1), found 2"#, .causeNotEarlier),
    .file(
      "a cause after the event",
      logText(
        LogFixtures.call(seq: 1), LogFixtures.call(seq: 2), LogFixtures.call(seq: 3, cause: "4")),
      #"6:56: expected "cause" null or the seq of an earlier event (1 to 2), found 4"#,
      .causeNotEarlier),
    .file(
      "the largest cause there is",
      logText(LogFixtures.call(seq: 1), LogFixtures.call(seq: 2, cause: "9223372036854775807")),
      #"5:56: expected "cause" null or the seq of an earlier event (1), found 9223372036854775807"#,
      .causeNotEarlier),
    .file(
      "a cause of 0", logText(LogFixtures.call(seq: 1), LogFixtures.call(seq: 2, cause: "0")),
      #"5:56: expected "cause" null or the seq of an earlier event (1), found 0"#, .causeNotEarlier),
    .file(
      "a negative cause", logText(LogFixtures.call(seq: 1), LogFixtures.call(seq: 2, cause: "-1")),
      #"5:56: expected "cause" null or the seq of an earlier event (1), found -1"#, .causeNotEarlier
    ),
  ]

  static let participants: [BadLog] = [
    .line(
      "an undeclared caller", call + #""caller":"ghost","receiver":"vc.home","call":"f()"}"#,
      #"4:70: "caller" names participant "ghost", which no earlier participant record declares"#,
      .undeclaredParticipant),
    .line(
      "an undeclared receiver", call + #""caller":"uikit","receiver":"vc.ghost","call":"f()"}"#,
      #"4:89: "receiver" names participant "vc.ghost", which no earlier participant record declares"#,
      .undeclaredParticipant),
    .line(
      "an undeclared view change caller",
      event.with("view")
        + #""caller":"ghost","call":"addSubview(_:)","view":"v","class":"UIView","superview":"w"}"#,
      #"4:70: "caller" names participant "ghost", which no earlier participant record declares"#,
      .undeclaredParticipant),
    .line(
      "an undeclared gesture target",
      event.with("gesture") + #""kind":"tap","state":"ended","view":"v","target":"ghost"}"#,
      #"4:113: "target" names participant "ghost", which no earlier participant record declares"#,
      .undeclaredParticipant),
    .line(
      "an undeclared diagnostic participant",
      event.with("warning") + #""participant":"ghost","code":"c","message":"m"}"#,
      #"4:78: "participant" names participant "ghost", which no earlier participant record declares"#,
      .undeclaredParticipant),
    .file(
      "a participant declared only after its first use",
      logText(
        call + #""caller":"uikit","receiver":"vc.late","call":"f()"}"#,
        #"{"type":"participant","id":"vc.late","class":"Late","role":"presentedViewController"}"#),
      #"4:89: "receiver" names participant "vc.late", which no earlier participant record declares"#,
      .undeclaredParticipant),
    .line(
      "a participant declared twice",
      #"{"type":"participant","id":"vc.home","class":"Other","role":"presentedViewController"}"#,
      #"4:28: participant "vc.home" is already declared on line 3; each participant is declared once"#,
      .duplicateParticipant),
    .file(
      "a participant declared again after events",
      logText(
        LogFixtures.call(seq: 1),
        #"{"type":"participant","id":"uikit","class":"UIKit","role":"uikit"}"#),
      #"5:28: participant "uikit" is already declared on line 2; each participant is declared once"#,
      .duplicateParticipant),
  ]

  static let notALog =
    #"not a Transit log: the first record must be {"type":"header","schema":"transit.log",...}"#

  static let headers: [BadLog] = [
    .file(
      "an empty file", "", "1:1: the log is empty; a Transit log starts with a header record",
      .emptyLog),
    .file("an event first", LogFixtures.call(seq: 1) + "\n", "1:1: " + notALog, .notATransitLog),
    .file("plain text", "hello, world\n", "1:1: " + notALog, .notATransitLog),
    .file("a blank first line", "\n" + LogFixtures.text, "1:1: " + notALog, .notATransitLog),
    .file("a JSON array", "[]", "1:1: " + notALog, .notATransitLog),
    .file(
      "another schema",
      #"{"type":"header","schema":"other.log","version":1,"scenario":"s","engine":"e"}"#,
      #"1:27: not a Transit log: the header's schema is "other.log", not "transit.log""#,
      .unknownSchema),
    .file(
      "a newer version",
      #"{"type":"header","schema":"transit.log","version":2,"scenario":"s","engine":"e"}"#,
      "1:51: schema version 2 is newer than this Transit reads (1); upgrade Transit",
      .unsupportedVersion),
    .file(
      "version 0",
      #"{"type":"header","schema":"transit.log","version":0,"scenario":"s","engine":"e"}"#,
      "1:51: schema version 0 is not a version of the Transit log; this Transit reads 1",
      .unsupportedVersion),
    .file(
      "a string version",
      #"{"type":"header","schema":"transit.log","version":"1","scenario":"s","engine":"e"}"#,
      #"1:51: "version" must be an integer, found string"#, .wrongType),
    .file(
      "a header without an engine",
      #"{"type":"header","schema":"transit.log","version":1,"scenario":"s"}"#,
      #"1:1: header record is missing "engine""#, .missingField),
  ]

  @Test(
    "each problem is reported exactly",
    arguments: syntax + schema + sequence + causes + participants + headers)
  func strict(log: BadLog) {
    let failure = readFailure(log.text)
    #expect(failure?.description == log.error)
    #expect(failure?.kind == log.kind)
  }

  @Test("header problems stop lenient mode too", arguments: headers)
  func headersAreFatal(log: BadLog) {
    #expect(throws: LogReadError.self) {
      try LogReader(text: log.text, path: "t.jsonl", mode: .lenient).remainingRecords()
    }
  }

  @Test("invalid UTF-8 is refused where it starts")
  func invalidUTF8() {
    let line = Array(#"{"seq":1,"type":"ca"#.utf8) + [0xFF] + Array(#"ll","t":0}"#.utf8)
    let bytes = Array(logText().utf8) + line + [0x0A]
    #expect(readFailure(bytes: bytes)?.description == "t.jsonl:4:20: invalid UTF-8 in a string")
  }

  @Test(
    "overlong forms, surrogates and code points past U+10FFFF are not UTF-8",
    arguments: [
      [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80],
    ]
      as [[UInt8]])
  func invalidSequences(sequence: [UInt8]) {
    let line = Array(#"{"seq":1,"type":""#.utf8) + sequence + Array(#"","t":0}"#.utf8)
    let bytes = Array(logText().utf8) + line + [0x0A]
    #expect(readFailure(bytes: bytes)?.description == "t.jsonl:4:18: invalid UTF-8 in a string")
  }

  @Test("a file that cannot be opened names the system's reason, without a position")
  func missingFile() {
    #expect(
      readFailureAt("/nonexistent-transit/log.jsonl")
        == "/nonexistent-transit/log.jsonl: cannot open: No such file or directory")
  }

  @Test("a line longer than the limit is refused before it exhausts memory")
  func lineTooLong() {
    let text = logText(String(repeating: "x", count: LogReader.maximumLineLength + 1))
    #expect(
      readError(text)
        == "t.jsonl:4:1: line is longer than 16777216 bytes, the most a Transit log line may hold")
  }

  private func readFailureAt(_ path: String) -> String? {
    do {
      _ = try LogReader.readAll(path: path)
      return nil
    } catch {
      return error.description
    }
  }
}

extension String {
  fileprivate func replacingNull() -> String {
    replacingOccurrences(#""transition":null"#, #""transition":nul"#) + #""x":1}"#
  }

  fileprivate func with(_ type: String) -> String {
    replacingOccurrences("%@", type)
  }

  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
