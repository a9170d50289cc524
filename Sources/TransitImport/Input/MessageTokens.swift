#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A console message cut into tokens: words, object descriptions (`<A: 0x…; frame = (…)>`),
/// Objective-C method names (`-[A viewWillAppear:]`), bracketed tags (`[MXKViewController]`)
/// and parenthesised notes (`(null)`, `(interactive dismissal begins)`).
///
/// One forward pass; a bracket that never closes makes the rest of the message one word. At
/// most `limit` tokens are kept: a lifecycle line is short, and a longer message is an app's
/// own print whatever it holds.
///
/// The tokens are kept in room of the tokenizer's own, made once, and read where they lie
/// (`tokens`) until the next scan: the parser's forms take slices of them on every line, and
/// an array's slices each counted a reference to its buffer, taken and dropped again.
final class MessageTokens {
  enum Kind: Sendable, Equatable {
    case word
    /// `<…>`, nested ones included.
    case object
    /// `-[Class selector]` or `+[…]`.
    case method
    /// `[…]`.
    case bracket
    /// `(…)`.
    case parenthesis
  }

  struct Token: Sendable {
    var kind: Kind
    var start: Int
    var end: Int
  }

  /// A run of a scan's tokens, as the parser's forms take them.
  typealias Slice = Swift.Slice<UnsafeBufferPointer<Token>>

  static let limit = 24
  /// Room for `limit` tokens, the first `count` of them the last scan's.
  private let storage = UnsafeMutablePointer<Token>.allocate(capacity: MessageTokens.limit)
  /// Used by one parser on one thread: no run-time exclusivity check.
  @exclusivity(unchecked) private var count = 0
  /// Whether the message had more than `limit` tokens.
  @exclusivity(unchecked) private(set) var overflowed = false

  init() {}

  deinit { storage.deallocate() }

  /// The last scan's tokens, valid until the next scan.
  var tokens: UnsafeBufferPointer<Token> { UnsafeBufferPointer(start: storage, count: count) }

  func scan(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
    count = 0
    overflowed = false
    var index = Bytes.skipSpaces(text, start, end)
    while index < end {
      if count == Self.limit {
        overflowed = true
        return
      }
      let byte = text[index]
      var token = Token(kind: .word, start: index, end: end)
      switch byte {
      case UInt8(ascii: "<"):
        if let close = Self.closing(text, index, end, UInt8(ascii: "<"), UInt8(ascii: ">")) {
          token = Token(kind: .object, start: index, end: close + 1)
        }
      case UInt8(ascii: "["):
        if let close = Self.closing(text, index, end, UInt8(ascii: "["), UInt8(ascii: "]")) {
          token = Token(kind: .bracket, start: index, end: close + 1)
        }
      case UInt8(ascii: "("):
        if let close = Self.closing(text, index, end, UInt8(ascii: "("), UInt8(ascii: ")")) {
          token = Token(kind: .parenthesis, start: index, end: close + 1)
        }
      case UInt8(ascii: "-"), UInt8(ascii: "+"):
        if index + 1 < end, text[index + 1] == UInt8(ascii: "["),
          let close = Self.closing(text, index + 1, end, UInt8(ascii: "["), UInt8(ascii: "]"))
        {
          token = Token(kind: .method, start: index, end: close + 1)
        } else {
          token.end = Self.wordEnd(text, index, end)
        }
      default:
        token.end = Self.wordEnd(text, index, end)
      }
      // A token is a few integers: the room needs no initializing or counting.
      (storage + count).initialize(to: token)
      count += 1
      index = Bytes.skipSpaces(text, token.end, end)
    }
  }

  /// A word runs to a space, or to the `-[` of a method name glued to it (`方法:-[A loadView]`).
  private static func wordEnd(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Int
  {
    // The bytes it stops at to look closer, one bit each: tab (0x09), space (0x20), `(`, `)`,
    // `+`, `-` and `<` (0x28, 0x29, 0x2B, 0x2D, 0x3C); a constant, so nothing is set up per call.
    let stops: UInt64 =
      1 << 0x09 | 1 << 0x20 | 1 << 0x28 | 1 << 0x29 | 1 << 0x2B | 1 << 0x2D | 1 << 0x3C
    var index = start + 1
    var depth = 0
    while index < end {
      let byte = text[index]
      // Most bytes of a word are none of the few below, all under 64: one test skips them.
      if byte >= 64 || (stops >> UInt64(byte)) & 1 == 0 {
        index += 1
        continue
      }
      if Bytes.isSpace(byte) && depth == 0 { break }
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
      if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) && index + 1 < end
        && text[index + 1] == UInt8(ascii: "[")
      {
        break
      }
      if byte == UInt8(ascii: "<") && depth == 0 { break }
      index += 1
    }
    return index
  }

  /// The position of the bracket closing the one at `start`, counting nested ones; nil when it
  /// never closes.
  static func closing(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ open: UInt8, _ close: UInt8
  ) -> Int? {
    // Most brackets hold no other: the first closing one, found by the C library's vectorised
    // `memchr` with no opening one before it, is the answer (an object description is tens of
    // bytes, each tested one by one otherwise).
    if start < end, text[start] == open, let base = text.baseAddress,
      let found = memchr(base + start + 1, Int32(close), end - start - 1)
    {
      let closeAt = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if memchr(base + start + 1, Int32(open), closeAt - start - 1) == nil { return closeAt }
    }
    var depth = 0
    var index = start
    while index < end {
      let byte = text[index]
      if byte == open {
        depth += 1
        // Descriptions nest a few levels (`layer = <CALayer: …>`); more is not a console's.
        if depth > 16 { return nil }
      } else if byte == close {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }
}
