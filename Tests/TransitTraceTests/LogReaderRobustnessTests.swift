import Foundation
import Testing
import TransitTrace

@Suite("Damaged lines never trap and agree with JSONSerialization on what is JSON")
struct LogReaderRobustnessTests {
  /// Lines that between them use every JSON construct: escapes, surrogate pairs, non-ASCII,
  /// nested arrays and objects, every literal and number form.
  static let lines = [
    #"{"seq":1,"type":"call","t":0.35,"transition":null,"cause":null,"caller":"uikit","#
      + #""receiver":"vc.home","call":"f(_:)","args":{"a":[1,-2.5e3,"x\u00e9\ud83d\ude00\n","#
      + #"null,true,false],"b":{"c":1}},"result":0.5}"#,
    #"{"seq":1,"type":"note","t":0,"transition":null,"cause":null,"participant":"uikit","#
      + #""code":"c","message":"é😀 \"q\" \\ \/"}"#,
  ]

  /// Bytes a mutation inserts: JSON punctuation, escape letters, digits, UTF-8 lead and
  /// continuation bytes, an invalid byte, and control characters.
  static let alphabet: [UInt8] =
    Array(#"{}[]",:\/"0123456789.eE+-tfnulrsabu \ud83d\ude00"#.utf8)
    + [0xC3, 0xA9, 0xF0, 0x9F, 0x80, 0xFF, 0x09, 0x00]

  @Test("3,000 random edits of valid lines")
  func randomEdits() throws {
    var random = SplitMix64(seed: 2024)
    var invalid = 0
    for _ in 0..<3_000 {
      var line = Array(Self.lines.randomElement(using: &random)!.utf8)
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let index = Int.random(in: 0..<line.count, using: &random)
        let byte = Self.alphabet.randomElement(using: &random)!
        switch Int.random(in: 0..<3, using: &random) {
        case 0: line[index] = byte
        case 1: line.remove(at: index)
        default: line.insert(byte, at: index)
        }
      }
      let text = String(decoding: line, as: UTF8.self)
      // Foundation on Linux accepts trailing commas, which RFC 8259 and this reader refuse.
      if text.contains(",}") || text.contains(",]") { continue }

      let failure = readFailure(bytes: Array(logText().utf8) + line + [0x0A])
      let isJSONObject = (try? JSONSerialization.jsonObject(with: Data(line))) is [String: Any]
      #expect((failure?.kind == .invalidJSON) == !isJSONObject, "\(text)")
      if let failure {
        #expect(failure.line == 4)
        #expect((1...text.unicodeScalars.count + 1).contains(failure.column))
      }
      if !isJSONObject { invalid += 1 }
    }
    // The edits must exercise both sides, or the comparison proves nothing.
    #expect(invalid > 1_000)
  }
}

/// A small seeded generator, so a failure reproduces.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
