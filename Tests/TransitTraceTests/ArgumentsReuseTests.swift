import Testing
import TransitTrace

/// The reader steps over a call's `args` object when it decoded the same bytes before (the
/// arguments cache), rather than checking its syntax again. A line whose args were met before
/// must read, or fail, exactly as the same line read where they were not: the same arguments,
/// or the same error at the same line and column.
@Suite("Arguments read again")
struct ArgumentsReuseTests {
  /// `args` objects that decode, short and long (past the 24 bytes they are found by), with
  /// nested arrays, escapes, spaces and non-ASCII text.
  private static let objects = [
    #"{"animated":true}"#,
    "{}",
    #"{"a":1}"#,
    #"{"transitionContext":"ctx.a-context-of-more-than-24-bytes","n":[1,2.5,null,[true]]}"#,
    #"{ "x" : "\u00e9\"\\" , "y":false }"#,
    #"{"label":"é","z":-0.5e3}"#,
  ]

  /// Ways the rest of a line can go after, or inside, an object: each line that names the
  /// object, then the text that ends the line.
  private static func variants(of object: String) -> [(line: String, terminated: Bool)] {
    let head =
      #"{"seq":2,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
      + #""receiver":"vc.home","call":"f(_:)","args":"#
    let open = String(object.dropLast())
    return [
      (head + object + "}", true),
      (head + object + #","result":1}"#, true),
      (head + object + " }", true),
      (head + object + "x}", true),
      (head + object + "}}", true),
      (head + object + "," + #""args":"# + object + "}", true),
      (head + open + "]}", true),
      (head + open + #","extra":{"nested":1}}}"#, true),
      (head + object, false),
      (head + open, false),
      (head + object + "}", false),
    ]
  }

  /// A first call whose args are `args`.
  private static func first(args: String) -> String {
    #"{"seq":1,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
      + #""receiver":"vc.home","call":"f(_:)","args":\#(args)}"#
  }

  /// What reading `text` gives: the second call's arguments, or the error.
  private static func outcome(_ text: String) -> String {
    do {
      let records = try LogReader(text: text).remainingRecords()
      let calls = records.compactMap(\.event?.call)
      return "\(calls.last?.args.pairs.map { "\($0.key)=\($0.value)" } ?? [])"
    } catch {
      return "\(error)"
    }
  }

  @Test("a line whose args were read before reads or fails as one whose args are new")
  func sameOutcome() {
    for object in Self.objects {
      for (line, terminated) in Self.variants(of: object) {
        // Read once after a call with the same args, once after a call with other args.
        let seen = logText(Self.first(args: object)) + line + (terminated ? "\n" : "")
        let unseen = logText(Self.first(args: #"{"other":0}"#)) + line + (terminated ? "\n" : "")
        #expect(Self.outcome(seen) == Self.outcome(unseen), "\(line)")
      }
    }
  }

  @Test("args met many times, among others, keep their values")
  func manyTimes() throws {
    var lines: [String] = []
    var expected: [[String]] = []
    for round in 0..<3 {
      for (index, object) in Self.objects.enumerated() {
        let seq = lines.count + 1
        lines.append(
          #"{"seq":\#(seq),"type":"call","t":0,"transition":null,"cause":null,"#
            + #""caller":"uikit","receiver":"vc.home","call":"f(_:)","args":\#(object)}"#)
        let fresh = #"{"round":\#(round),"index":\#(index)}"#
        lines.append(
          #"{"seq":\#(seq + 1),"type":"call","t":0,"transition":null,"cause":null,"#
            + #""caller":"uikit","receiver":"vc.home","call":"f(_:)","args":\#(fresh)}"#)
        expected.append(try Self.arguments(of: object))
        expected.append(["round=\(Value.int(round))", "index=\(Value.int(index))"])
      }
    }
    let calls = try LogReader(text: logText(lines)).remainingRecords().compactMap(\.event?.call)
    #expect(calls.map { $0.args.pairs.map { "\($0.key)=\($0.value)" } } == expected)
  }

  /// The arguments `object` decodes to on its own, in a log of one call.
  private static func arguments(of object: String) throws -> [String] {
    let calls = try LogReader(text: logText(first(args: object))).remainingRecords()
      .compactMap(\.event?.call)
    return calls[0].args.pairs.map { "\($0.key)=\($0.value)" }
  }
}
