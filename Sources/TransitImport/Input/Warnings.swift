/// UIKit's own console warnings about presentations, navigation and appearance, recognised by
/// their exact sentences (the wording changed across iOS versions: `Warning: ` before iOS 13,
/// `!` then `.`, `(from …)` since iOS 14). A library's imitation of UIKit's wording is its own
/// print. The sentences are those of real published console output; each has an example in
/// the importer's tests.
enum Warnings {
  /// How a sentence begins, the warning it is, and which object it names is its subject
  /// (0 for the first description, 1 for the second, nil for none).
  private struct Sentence {
    let start: StaticString
    let code: String
    let subject: Int?
    /// A phrase the rest of the sentence must hold, telling apart warnings that begin alike.
    let holds: StaticString?
  }

  private static let sentences: [Sentence] = [
    Sentence(
      start: "Attempt to present ", code: "present-while-transitioning", subject: 1,
      holds: "while a presentation is in progress"),
    Sentence(
      start: "Attempt to present ", code: "already-presenting", subject: 1,
      holds: "which is already presenting"),
    Sentence(
      start: "Attempt to present ", code: "not-in-window-hierarchy", subject: 1,
      holds: "whose view is not in the window hierarchy"),
    Sentence(
      start: "Attempt to dismiss from view controller ", code: "dismiss-while-transitioning",
      subject: 0, holds: "while a presentation or dismiss is in progress"),
    Sentence(
      start: "Unbalanced calls to begin/end appearance transitions for ",
      code: "unbalanced-appearance", subject: 0, holds: nil),
    Sentence(
      start: "Presenting view controllers on detached view controllers is discouraged",
      code: "detached-presenter", subject: 0, holds: nil),
    Sentence(
      start: "Presenting view controller ", code: "detached-presenter", subject: 1,
      holds: "from detached view controller"),
    Sentence(
      start: "nested push animation can result in", code: "nested-navigation-animation",
      subject: nil, holds: nil),
    Sentence(
      start: "nested pop animation can result in", code: "nested-navigation-animation",
      subject: nil, holds: nil),
    Sentence(
      start: "Finishing up a navigation transition in an unexpected state",
      code: "navigation-unexpected-state", subject: nil, holds: nil),
    Sentence(
      start: "Attempting to begin a transition on navigation bar", code: "navigation-bar-busy",
      subject: nil, holds: "while a transition is in progress"),
    Sentence(
      start: "Trying to present the presentation controller while transitioning already",
      code: "presentation-controller-busy", subject: 0, holds: nil),
    Sentence(
      start: "Trying to dismiss the presentation controller while transitioning already",
      code: "presentation-controller-busy", subject: 0, holds: nil),
  ]

  /// The first bytes of the sentences, a bit each from `@` (0x40) on: a line that begins with
  /// none of them is no sentence, whatever follows.
  private static let beginnings: UInt64 = sentences.reduce(0) { bits, sentence in
    let first = sentence.start.utf8Start[0] &- 0x40
    precondition(first < 64, "a warning sentence begins with a letter")
    return bits | 1 << UInt64(first)
  }

  /// Sentences that may come anywhere in a line: an exception's reason, inside whatever
  /// reported it (`*** Terminating app due to uncaught exception …, reason: '…'`, RubyMotion's
  /// error).
  private static let reasons: [Sentence] = [
    Sentence(
      start: "Attempting to begin a modal transition from ", code: "modal-transition-in-progress",
      subject: 0, holds: nil),
    Sentence(
      start: "Application tried to present modally an active controller ",
      code: "already-presented", subject: 0, holds: nil),
  ]

  /// The warning `text[start..<end]` is, if it is one of UIKit's.
  static func match(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> PrintedWarning?
  {
    var from = start
    if Bytes.hasPrefix(text, from, end, "Warning: ") { from += 9 }
    // A call's line (`<A: 0x…> …`, `viewDidLoad()`) seldom begins like a sentence.
    let first = from < end ? text[from] &- 0x40 : 0xFF
    if first < 64, beginnings & (1 << UInt64(first)) != 0 {
      for sentence in sentences where Bytes.hasPrefix(text, from, end, sentence.start) {
        if let phrase = sentence.holds, Bytes.find(phrase, in: text, from, end) == nil { continue }
        return warning(sentence, text, from, end)
      }
    }
    // An exception's reason sits inside the report of the exception.
    guard Bytes.find("Exception", in: text, start, end) != nil else { return nil }
    for sentence in reasons {
      if let at = Bytes.find(sentence.start, in: text, start, end) {
        return warning(sentence, text, at, end)
      }
    }
    return nil
  }

  private static func warning(
    _ sentence: Sentence, _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
  ) -> PrintedWarning {
    var objects: [PrintedObject] = []
    var index = start
    while index < end, objects.count < 3 {
      if text[index] == UInt8(ascii: "<"),
        let close = MessageTokens.closing(text, index, end, UInt8(ascii: "<"), UInt8(ascii: ">"))
      {
        if let object = ObjectDescription.parse(text, index, close + 1) { objects.append(object) }
        index = close + 1
      } else {
        index += 1
      }
    }
    if objects.isEmpty, let bare = bareDescription(text, start, end) { objects.append(bare) }
    let subject = sentence.subject.flatMap { $0 < objects.count ? objects[$0] : objects.first }
    return PrintedWarning(
      code: sentence.code, message: Bytes.string(text, start, end), subject: subject)
  }

  /// `NavViewController: 0x12d50b240`: a description whose angle brackets a Markdown renderer
  /// ate, at the end of the sentence.
  private static func bareDescription(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
  ) -> PrintedObject? {
    guard let colon = Bytes.find(": 0x", in: text, start, end) else { return nil }
    var nameStart = colon
    while nameStart > start,
      Bytes.isIdentifier(text[nameStart - 1]) || text[nameStart - 1] == UInt8(ascii: ".")
    {
      nameStart -= 1
    }
    guard nameStart < colon else { return nil }
    var addressEnd = colon + 4
    while addressEnd < end, Bytes.isHexDigit(text[addressEnd]) { addressEnd += 1 }
    return PrintedObject(
      name: ObjectDescription.shortName(Bytes.string(text, nameStart, colon)),
      address: PrintedAddress(text, colon + 4, addressEnd), isClass: true)
  }
}
