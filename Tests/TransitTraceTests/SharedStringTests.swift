import Testing
import TransitTrace

/// The reader finds a string of up to 32 bytes among those it read lately by its bytes, loaded
/// as words (`ShortStrings`), and a declared participant the same way. Every string must read
/// as its bytes whatever its length, wherever it lies in its line, and whatever was read
/// before it; and text read before as a value must not pass for a declared participant.
@Suite("Strings shared between lines")
struct SharedStringTests {
  /// Strings of 0 to 40 bytes, each differing from the others of its length in one byte, so
  /// that a match on a word that leaves a byte out reads the wrong one.
  private static let texts: [String] = (0...40).flatMap { length -> [String] in
    let base = String("abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH".prefix(length))
    let positions = Set([0, length / 2, length - 1].filter { $0 >= 0 && $0 < length }).sorted()
    return [base]
      + positions.map { position in
        var bytes = Array(base.utf8)
        bytes[position] = UInt8(ascii: "~")
        return String(decoding: bytes, as: UTF8.self)
      }
  }

  /// A call whose argument `x` is `text`, in the middle of the line or ending it.
  private static func call(seq: Int, _ text: String, atEnd: Bool) -> String {
    let tail = atEnd ? "" : #","padding":"a string longer than thirty-two bytes, to load""#
    return
      #"{"seq":\#(seq),"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
      + #""receiver":"vc.home","call":"f(_:)","args":{"x":"\#(text)"\#(tail)}}"#
  }

  @Test("strings of 0 to 40 bytes read as their bytes, read again in any order")
  func values() throws {
    // Forward, backward and forward again: the second and third passes find what the first
    // kept, and neighbours of one length meet in between.
    let order = Self.texts + Self.texts.reversed() + Self.texts
    var lines: [String] = []
    var expected: [String] = []
    for text in order {
      for atEnd in [false, true] {
        lines.append(Self.call(seq: lines.count + 1, text, atEnd: atEnd))
        expected.append(text)
      }
    }
    let records = try LogReader(text: logText(lines)).remainingRecords()
    let read = records.compactMap { $0.event?.call?.args["x"]?.stringValue }
    #expect(read == expected)
  }

  @Test("participants of 1 to 40 bytes are found by their bytes, and text is no declaration")
  func participants() throws {
    let ids = Self.texts.filter { !$0.isEmpty }.map { "vc." + $0 }
    var lines = ids.map {
      #"{"type":"participant","id":"\#($0)","class":"C","role":"presentedViewController"}"#
    }
    var seq = 0
    for id in ids + ids.reversed() {
      seq += 1
      lines.append(
        #"{"seq":\#(seq),"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
          + #""receiver":"\#(id)","call":"viewDidLoad()"}"#)
    }
    let records = try LogReader(text: logText(lines)).remainingRecords()
    #expect(records.compactMap { $0.event?.call?.receiver } == ids + ids.reversed())

    // An id read first as an argument's text, then named as a receiver, was never declared.
    for undeclared in ["vc.x", "vc.undeclared-of-24-bytes", "vc.undeclared-of-thirty-two-byte"] {
      let text = logText(
        Self.call(seq: 1, undeclared, atEnd: false),
        #"{"seq":2,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
          + #""receiver":"\#(undeclared)","call":"viewDidLoad()"}"#)
      do {
        _ = try LogReader(text: text).remainingRecords()
        Issue.record("\(undeclared) was read as a declared participant")
      } catch {
        #expect(error.kind == .undeclaredParticipant, "\(undeclared)")
      }
    }
  }
}
