import TransitLifecycle

/// An object as a console prints it: `<SingleColorViewController: 0x7f9a8c50>`, or only its
/// class or a label an app chose (`A`, `vc1`).
struct PrintedObject: Sendable, Hashable {
  /// The class without its module (`Slide_for_Reddit.SingleSubredditViewController` gives
  /// `SingleSubredditViewController`), or the label.
  var name: String
  /// `0x…`, when the console printed one: the only way to tell two objects of a class apart.
  var address: PrintedAddress?
  /// Whether the console printed a class (an object description or a type name) rather than a
  /// label an app chose.
  var isClass: Bool
}

/// An object's address as a description prints it (`0x7f9a8c50`): its digits' bytes, held in
/// two words rather than a string. An address only tells objects apart, so it is never made a
/// string; nearly every line prints one, and a string made for it, compared and hashed as one
/// and counted at each copy of the object, cost more than reading the description it came from.
///
/// Up to sixteen digits after `0x`, every address of a 64-bit process, are kept as they are:
/// the first in the lowest byte of `low`, zero past the last, which no digit is, so two such
/// addresses are equal exactly when their digits are. The digits past the sixteenth, which no
/// process prints, are mixed into the two words with the top bit of `high` set, which no digit
/// sets: such an address is never equal to a shorter one, and two such addresses differ unless
/// their mixed words meet, about once in 2^127 by chance. The mixing is not a cryptographic
/// hash: digits chosen to meet could make two of them one object, which misreads only a console
/// no process printed.
struct PrintedAddress: Sendable, Hashable, ExpressibleByStringLiteral {
  private var low: UInt64
  private var high: UInt64

  /// The address whose digits are `bytes[start..<end]`, the bytes after `0x`.
  @inline(__always) init(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
    let count = end - start
    low = Self.word(bytes, start, min(count, 8))
    high = count > 8 ? Self.word(bytes, start + 8, min(count - 8, 8)) : 0
    if count > 16 { mix(bytes, start + 16, end) }
  }

  /// The address `text` spells, `0x` and its digits.
  init(_ text: String) {
    let utf8 = Array(text.utf8)
    precondition(utf8.starts(with: "0x".utf8), "an address begins with 0x")
    self = utf8.withUnsafeBufferPointer { Self($0, 2, $0.count) }
  }

  init(stringLiteral text: String) { self.init(text) }

  /// `bytes[start..<start + count]` (`count` at most 8) as a word, the first byte lowest, zero
  /// past the last: eight bytes read at once where the buffer holds them, which it nearly
  /// always does (the description's `>` and the rest of the line follow), else one by one.
  @inline(__always) private static func word(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int
  ) -> UInt64 {
    if start + 8 <= bytes.count, let base = bytes.baseAddress {
      let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: start, as: UInt64.self)
        .littleEndian
      return count == 8 ? word : word & ((1 << UInt64(count * 8)) &- 1)
    }
    var word: UInt64 = 0
    for index in 0..<count { word |= UInt64(bytes[start + index]) << UInt64(index * 8) }
    return word
  }

  /// Mixes the digits past the sixteenth, `bytes[start..<end]`, into the words, one by one.
  private mutating func mix(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
    for index in start..<end {
      low = (low ^ UInt64(bytes[index])) &* 0x9E37_79B9_7F4A_7C15
      high = (high ^ (low >> 29)) &* 0xC2B2_AE3D_27D4_EB4F
    }
    high |= 1 << 63
  }
}

/// A value printed after a call: `true`, `(null)`, `<B: 0x…>`.
enum PrintedValue: Sendable, Hashable {
  case bool(Bool)
  case number(Double)
  case null
  case object(PrintedObject)
  /// Anything else: an app's own data, bound to no argument.
  case other
}

/// A value printed after a call, with the argument label it was printed under (`animated:1`),
/// if any. A structure rather than a case of `PrintedValue` holding another, which would box
/// each labelled value in an allocation of its own.
struct PrintedArgument: Sendable, Hashable {
  var label: Label = .none
  var value: PrintedValue

  /// The label a value was printed under, read as the parser reads the line: the parameter
  /// of the call it names (`KnownCall.parameterIndex(forLabel:_:_:)`), found by its bytes, so
  /// that no string is made for a label and none is compared when the value is bound.
  enum Label: Sendable, Hashable {
    /// Printed without a label.
    case none
    /// Printed under a label of the call's: the index of the parameter it binds to.
    case parameter(Int)
    /// Printed under a label the call does not have: the value binds to nothing.
    case unknown
  }
}

/// Who received a printed call, as far as the line says.
enum PrintedReceiver: Sendable, Hashable {
  /// The line names it: an object description, a class, a label.
  case named(PrintedObject)
  /// A bare `#function`: nothing names the receiver.
  case unnamed
}

/// One call a console line shows.
struct PrintedCall: Sendable {
  var call: KnownCall
  var receiver: PrintedReceiver
  /// For a delegate's callback printed as `<UINavigationController: 0x…> willShowViewController
  /// <B: 0x…>`: the object printed first, which is the callback's first argument (the sender),
  /// not its receiver.
  var sender: PrintedObject?
  var values: [PrintedArgument]
}

/// A UIKit console warning: which one, the sentence as printed, and the objects it names.
struct PrintedWarning: Sendable {
  /// `present-while-transitioning`, `unbalanced-appearance`…
  var code: String
  var message: String
  /// The object the warning is about (the view controller that would present, the one whose
  /// appearance is unbalanced), when the sentence names one.
  var subject: PrintedObject?
}

/// A word where a call's name stands that is one or two edits from a lifecycle call's
/// (`AVC viewDidApper`): the app's own print, noted as looking like that call.
struct PrintedNearMiss: Sendable {
  /// The word as printed.
  var typed: String
  /// The call it looks like.
  var call: KnownCall
  var receiver: PrintedReceiver
}

/// What one console line holds.
enum PrintedLine: Sendable {
  /// A call of UIKit's lifecycle.
  case call(PrintedCall)
  /// Calls of UIKit's lifecycle a paste joined into one line.
  case calls([PrintedCall])
  case warning(PrintedWarning)
  /// A line the app printed that names no UIKit call.
  case appPrint
  /// A line the app printed that names no UIKit call, but spells one nearly.
  case nearMiss(PrintedNearMiss)
  /// A line of the logging tools or of a backtrace, or a blank one.
  case noise
}
