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
    while index < end - 1 {
      // The letters that begin the next eight bytes, as most of a class name is, counted
      // together; the byte after them, an underscore, a digit or a dot (`_UIViewController…`,
      // `App.Name`), is tested alone and the words go on after it.
      if index + 8 <= end - 1 {
        let letters = leadingLetters(
          raw.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian)
        index += letters
        if letters == 8 { continue }
      }
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
    var address: PrintedAddress?
    if index < end - 1, text[index] == UInt8(ascii: ":") {
      index = Bytes.skipSpaces(text, index + 1, end - 1)
      let addressStart = index
      if Bytes.hasPrefix(text, index, end - 1, "0x") {
        index += 2
        // Eight digits at a time, the run's end found within the word that holds it; the bytes
        // too near the description's end one by one.
        while index + 8 <= end - 1 {
          let digits = leadingHexDigits(
            raw.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian)
          index += digits
          if digits < 8 { break }
        }
        if index + 8 > end - 1 {
          while index < end - 1, Bytes.isHexDigit(text[index]) { index += 1 }
        }
        if index > addressStart + 2 { address = PrintedAddress(text, addressStart + 2, index) }
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

  /// How many of the bytes of `word`, first in memory first, are ASCII letters (`Bytes.isLetter`)
  /// before the first that is not: each byte, its high bit cleared and lowered, is at least `a`
  /// and not past `z`, read from the high bit of the byte plus the distance to 0x80, which no
  /// byte under 0x80 carries out of; a byte with its high bit set is no letter.
  @inline(__always) private static func leadingLetters(_ word: UInt64) -> Int {
    let highs: UInt64 = 0x8080_8080_8080_8080
    let lowered = (word & ~highs) | 0x2020_2020_2020_2020
    let atLeastA = lowered &+ 0x1F1F_1F1F_1F1F_1F1F
    let pastZ = lowered &+ 0x0505_0505_0505_0505
    return firstClear(atLeastA & ~pastZ & ~word & highs)
  }

  /// How many of the bytes of `word` are ASCII hexadecimal digits (`Bytes.isHexDigit`) before
  /// the first that is not, tested together as `leadingLetters(_:)` tests letters: `0` to `9`,
  /// or lowered `a` to `f`.
  @inline(__always) private static func leadingHexDigits(_ word: UInt64) -> Int {
    let highs: UInt64 = 0x8080_8080_8080_8080
    let low = word & ~highs
    let digits = (low &+ 0x5050_5050_5050_5050) & ~(low &+ 0x4646_4646_4646_4646)
    let lowered = low | 0x2020_2020_2020_2020
    let letters = (lowered &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(lowered &+ 0x1919_1919_1919_1919)
    return firstClear((digits | letters) & ~word & highs)
  }

  /// The place of the first byte, first in memory first, whose high bit `marks` leaves clear;
  /// 8 when all eight are set. The words are read little-endian, so the first is the lowest.
  @inline(__always) private static func firstClear(_ marks: UInt64) -> Int {
    let clear = ~marks & 0x8080_8080_8080_8080
    return clear == 0 ? 8 : clear.trailingZeroBitCount >> 3
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
