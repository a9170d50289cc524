import Testing
import TransitImport
import TransitLifecycle

/// The scan that lets an app's own print skip the parse: it must see every spelling the
/// vocabulary knows wherever the parser may read one, or a call's line would be dropped as a
/// print.
@Suite("A message's names, seen before it is parsed")
struct SpellingHeadsTests {
  static func seen(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { SpellingHeads.shared.mayName($0, 0, $0.count) }
  }

  @Test("every spelling, alone, after a type, after a type's dot, as a selector, in prose")
  func everySpelling() {
    for spelling in CallVocabulary.spellings.keys.sorted() {
      for text in [
        spelling, "SingleColorViewController \(spelling)", "App.Type.\(spelling)",
        "-[A \(spelling)]", "14: A \(spelling) animated:1",
      ] {
        #expect(Self.seen(text), "\(text)")
      }
    }
    #expect(Self.seen("A view will appear <A_ViewController: 0x7fa1>"))
  }

  @Test("an app's print that spells no call is told by the scan alone")
  func appPrint() {
    for rows in [3, 7, 51] {
      #expect(!Self.seen("Loaded \(rows) rows from the feed cache"))
    }
  }
}
