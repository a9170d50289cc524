/// A line a reporter wrapped inside an object description, as issue trackers and narrow
/// terminals do: `Warning: Attempt to dismiss from view controller <UINavigationController: `
/// then `0x144510fa0> while a presentation or dismiss is in progress!` on the next line.
enum Wrapping {
  /// The longest line held back to be joined with the next.
  static let limit = 4096

  /// Whether the line ends inside a description: its last `<` is never closed.
  static func isCut(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard line.count <= limit, let base = line.baseAddress else { return false }
    // A cut line ends with the class's colon: most lines do not, and need no look for `<`.
    let last = Bytes.trimEnd(line, 0, line.count)
    guard last > 0, line[last - 1] == UInt8(ascii: ":") else { return false }
    var index = line.count
    // Eight bytes at a time while none is `<` or `>`: most lines have neither near their end.
    // The two differ in one bit, so with that bit set both read `>`, and a byte is `>` when
    // it xors to zero.
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0101_0101_0101_0101
    while index >= 8 {
      let word = raw.loadUnaligned(fromByteOffset: index - 8, as: UInt64.self) | (ones &* 0x02)
      let angle = word ^ (ones &* 0x3E)
      if (angle &- ones) & ~angle & (ones &* 0x80) != 0 { break }
      index -= 8
    }
    while index > 0 {
      index -= 1
      switch line[index] {
      case UInt8(ascii: ">"): return false
      case UInt8(ascii: "<"):
        // `<A: ` or `<A:`: a class and its colon, the address on the next line.
        let end = Bytes.trimEnd(line, index, line.count)
        return end > index + 1 && line[end - 1] == UInt8(ascii: ":")
      default: continue
      }
    }
    return false
  }

  /// Whether the line goes on with the address of a cut description: `0x144510fa0> …`.
  static func continues(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = Bytes.skipSpaces(line, 0, line.count)
    guard Bytes.hasPrefix(line, index, line.count, "0x") else { return false }
    index += 2
    let digits = index
    while index < line.count, Bytes.isHexDigit(line[index]) { index += 1 }
    return index > digits && index < line.count && line[index] == UInt8(ascii: ">")
  }
}
