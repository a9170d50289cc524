/// An object as `NSObject.description` prints it: `<App.SingleColorViewController: 0x7f9a8c50>`,
/// `<NYTPhotosViewController>` (address trimmed), `<UINavigationBar: 0x…; frame = (…); layer =
/// <CALayer: 0x…>>` (properties after the address), `<  A_ViewController:   0x7fa…>` (spaces a
/// translating mirror added).
enum ObjectDescription {
  /// The object described by `text[start..<end]`, which starts with `<` and ends with `>`;
  /// its class name from `names` when given.
  static func parse(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, names: NameCache? = nil
  ) -> PrintedObject? {
    guard end - start >= 3, text[start] == UInt8(ascii: "<"), text[end - 1] == UInt8(ascii: ">")
    else { return nil }
    var index = Bytes.skipSpaces(text, start + 1, end - 1)
    let nameStart = index
    // The class without its module starts after the last dot, unless that dot ends the name:
    // the positions after the last two dots, noted on the way.
    var afterLastDot = nameStart
    var afterDotBefore = nameStart
    guard let base = text.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    // Eight letters at a time, as most of a class name is; the byte loop below takes the rest.
    while index + 8 <= end - 1,
      allLetters(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
    {
      index += 8
    }
    while index < end - 1 {
      let byte = text[index]
      // A letter, as most of a name is, told by one test; the other bytes by the full one.
      if (byte | 0x20) &- 0x61 < 26 {
        index += 1
        continue
      }
      guard isClassByte(byte) else { break }
      if byte == UInt8(ascii: ".") {
        afterDotBefore = afterLastDot
        afterLastDot = index + 1
      }
      index += 1
    }
    let nameEnd = index
    guard nameEnd > nameStart,
      Bytes.isLetter(text[nameStart]) || text[nameStart] == UInt8(ascii: "_")
    else { return nil }
    index = Bytes.skipSpaces(text, index, end - 1)
    var address: String?
    if index < end - 1, text[index] == UInt8(ascii: ":") {
      index = Bytes.skipSpaces(text, index + 1, end - 1)
      let addressStart = index
      if Bytes.hasPrefix(text, index, end - 1, "0x") {
        index += 2
        while index + 8 <= end - 1,
          allHexDigits(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        {
          index += 8
        }
        while index < end - 1, Bytes.isHexDigit(text[index]) { index += 1 }
        if index > addressStart + 2 { address = Bytes.string(text, addressStart, index) }
      }
    } else if index < end - 1, text[index] != UInt8(ascii: ";") {
      // `<A view will appear>` is prose in brackets, not a description.
      return nil
    }
    let shortStart = afterLastDot < nameEnd ? afterLastDot : afterDotBefore
    let name =
      names?.string(text, shortStart, nameEnd) ?? Bytes.string(text, shortStart, nameEnd)
    return PrintedObject(name: name, address: address, isClass: true)
  }

  /// The class without its module: `Slide_for_Reddit.SingleSubredditViewController` gives
  /// `SingleSubredditViewController`.
  static func shortName(_ name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.index(before: name.endIndex) else {
      return name
    }
    return String(name[name.index(after: dot)...])
  }

  /// Whether every byte of `word` is an ASCII letter (`Bytes.isLetter`), tested together: each
  /// byte, lowered, is at least `a` and not past `z`, read from the high bit of the byte plus
  /// the distance to 0x80, which no ASCII byte carries out of.
  @inline(__always) private static func allLetters(_ word: UInt64) -> Bool {
    let highs: UInt64 = 0x8080_8080_8080_8080
    guard word & highs == 0 else { return false }
    let lowered = word | 0x2020_2020_2020_2020
    let atLeastA = lowered &+ 0x1F1F_1F1F_1F1F_1F1F
    let pastZ = lowered &+ 0x0505_0505_0505_0505
    return atLeastA & ~pastZ & highs == highs
  }

  /// Whether every byte of `word` is an ASCII hexadecimal digit (`Bytes.isHexDigit`), tested
  /// together as `allLetters(_:)` tests letters: `0` to `9`, or lowered `a` to `f`.
  @inline(__always) private static func allHexDigits(_ word: UInt64) -> Bool {
    let highs: UInt64 = 0x8080_8080_8080_8080
    guard word & highs == 0 else { return false }
    let digits = (word &+ 0x5050_5050_5050_5050) & ~(word &+ 0x4646_4646_4646_4646)
    let lowered = word | 0x2020_2020_2020_2020
    let letters = (lowered &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(lowered &+ 0x1919_1919_1919_1919)
    return (digits | letters) & highs == highs
  }

  /// `Bytes.isIdentifier(byte) || byte == "."`, as one bit test: a name's bytes are tested one
  /// by one, on every description of every line.
  @inline(__always) private static func isClassByte(_ byte: UInt8) -> Bool {
    // Bytes 0 to 63: `$` (0x24), `.` (0x2E) and the digits (0x30 to 0x39).
    let low: UInt64 = 1 << 0x24 | 1 << 0x2E | 0x3FF << 0x30
    // Bytes 64 to 127: `A` to `Z` (0x41 to 0x5A), `_` (0x5F), `a` to `z` (0x61 to 0x7A).
    let high: UInt64 = 0x3FF_FFFF << 1 | 1 << 0x1F | 0x3FF_FFFF << 0x21
    if byte < 64 { return (low >> UInt64(byte)) & 1 != 0 }
    return byte < 128 && (high >> UInt64(byte - 64)) & 1 != 0
  }
}
