import Testing

@testable import TransitTrace

/// An array of numbers written without spaces (a frame, a point, a transform) is stepped over by
/// one loop (`JSONScanner.scanPlainNumbers()`), and any other array element by element; the two
/// must accept the same arrays, with the same span, and refuse the others with the same error
/// at the same offset.
@Suite("Arrays of numbers scanned in one loop")
struct NumberArrayScanTests {
  /// What scanning `text` as a value gives: its span and where the cursor stopped, or the
  /// error. `elementByElement` scans an array as the general code does, element by element.
  private func scan(_ text: String, elementByElement: Bool) -> String {
    [UInt8](text.utf8).withUnsafeBufferPointer { (bytes: UnsafeBufferPointer<UInt8>) -> String in
      var scanner = JSONScanner(bytes)
      do throws(ScanError) {
        let span: ValueSpan
        if elementByElement, text.first == "[" {
          let start = scanner.position
          try scanner.scanArray { (scanner) throws(ScanError) in
            _ = try scanner.scanValue(depth: 1)
          }
          span = ValueSpan(start: start, end: scanner.position, type: .array, isPlain: false)
        } else {
          span = try scanner.scanValue()
        }
        return "\(span.start)..<\(span.end) \(span.type) \(span.isPlain) \(span.digits) "
          + "\(span.hasDigits) at \(scanner.position)"
      } catch {
        return "\(error.kind) at \(error.offset): \(error.message)"
      }
    }
  }

  /// Whether the one loop took `text`, rather than leaving it to the general code.
  private func takenInOneLoop(_ text: String) -> Bool {
    [UInt8](text.utf8).withUnsafeBufferPointer { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
      var scanner = JSONScanner(bytes)
      return scanner.scanPlainNumbers() != nil
    }
  }

  @Test("the arrays a writer writes are taken in one loop, as the general code reads them")
  func written() {
    for text in [
      "[0,0,393,852]", "[196.5,426]", "[1,0,0,1,0,852]", "[-20,-0.25,0,1]", "[0]", "[12.0625]",
      "[20,140,104,104] ", "[1,2],\"next\":3",
    ] {
      #expect(takenInOneLoop(text), "\(text)")
      #expect(
        scan(text, elementByElement: false) == scan(text, elementByElement: true), "\(text)")
    }
  }

  @Test("other arrays, and damaged ones, are left to the general code and refused as before")
  func others() {
    let texts = [
      "[]", "[ 1]", "[1 ,2]", "[1, 2]", "[1e3,2]", "[1,2E-1]", "[01]", "[-01,2]", "[1.]", "[1.e2]",
      "[.5]", "[-]", "[--1]", "[1,]", "[1,,2]", "[1", "[1,2", "[1.5", "[", "[1]]", "[1}",
      "[1,\"a\"]", "[1,[2]]", "[1,null]", "[+1]", "[0x10]", "[1.5.5]",
    ]
    for text in texts {
      if text != "[1]]" && text != "[1}" { #expect(!takenInOneLoop(text), "\(text)") }
      #expect(
        scan(text, elementByElement: false) == scan(text, elementByElement: true), "\(text)")
    }
  }

  @Test("3,000 random edits of a frame agree with the general code")
  func randomEdits() {
    var random = SplitMix64(seed: 11)
    let alphabet = Array("0123456789-.,[]eE+ \"n}".utf8)
    var taken = 0
    for _ in 0..<3_000 {
      var bytes = Array("[20,-140.5,104,0.25,0]".utf8)
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let index = Int.random(in: 1..<bytes.count, using: &random)
        let byte = alphabet.randomElement(using: &random)!
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[index] = byte
        case 1: bytes.remove(at: index)
        default: bytes.insert(byte, at: index)
        }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      if takenInOneLoop(text) { taken += 1 }
      #expect(
        scan(text, elementByElement: false) == scan(text, elementByElement: true), "\(text)")
    }
    // Both paths must be met, or the comparison proves nothing.
    #expect(taken > 300 && taken < 2_700)
  }
}
