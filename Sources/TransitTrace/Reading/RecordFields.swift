/// The members of one record line that some record type reads, found by a pass that checks the
/// whole line's JSON syntax.
///
/// Members with names no record type reads are checked and skipped, so a log written by a newer
/// Transit that adds fields still reads (forward compatibility); a field that is read twice is
/// refused, since which of the two was meant cannot be known.
struct RecordFields {
  let scanner: JSONScanner
  /// Unmanaged, and the decoder's objects are borrowed by `init`: fields live only while their
  /// decoder, which owns them, decodes one line, and a strong reference would cost a retain
  /// and a release of each for every line (a twentieth of the reading thread's time, measured
  /// with `perf`, far more than their instructions). Used through `withCache`.
  private let cacheReference: Unmanaged<StringCache>
  private let spans: UnsafeMutablePointer<ValueSpan>
  private let present: UInt64
  /// The members whose names no record type reads, in the line's order, as far as `others`
  /// has room (`otherCapacity`): a set record's view properties, read from here rather than
  /// by scanning the line again. `otherCount` counts them all.
  let others: UnsafeMutablePointer<Member>
  let otherCount: Int
  static let otherCapacity = 16
  /// The spans `storage` holds: one per `FieldKey` (at most 64, the bits of `present`), then
  /// one per view property (`ViewProperties.names`) of the object whose properties are being
  /// read, by `propertySpans`.
  static let keyCapacity = 64
  static let propertyCapacity = 16
  static let storageCapacity = keyCapacity + propertyCapacity

  /// A member's name and value.
  struct Member {
    var name: ValueSpan
    var value: ValueSpan
  }
  /// The record's `type`, once known, for messages.
  var kind: RecordKind?

  /// How messages name the record: `call record`, or `record` before its type is known.
  var noun: String { kind.map { "\($0.rawValue) record" } ?? "record" }

  /// Scans `line`, keeping the spans of the members it will read in `storage`, which must have
  /// room for `storageCapacity` spans, and the other members in `others`, which must have room
  /// for `otherCapacity`, decoding strings through `cache`. Member names are recognised
  /// through `order` where the line follows it, else by `names`.
  init(
    line: UnsafeBufferPointer<UInt8>, storage: UnsafeMutablePointer<ValueSpan>,
    others: UnsafeMutablePointer<Member>, cache: __shared StringCache,
    order: __shared MemberOrder, names: __shared FieldKeyMatcher
  ) throws(ScanError) {
    var scanner = JSONScanner(line)
    scanner.skipWhitespace()
    guard scanner.current == UInt8(ascii: "{") else {
      throw scanner.expected("'{' to open a record (each line holds one JSON object)")
    }
    var present: UInt64 = 0
    var otherCount = 0
    // `JSONScanner.scanObject(_:)`, with a shortcut for names written in the expected order.
    scanner.position += 1
    scanner.skipWhitespace()
    if scanner.current == UInt8(ascii: "}") {
      scanner.position += 1
    } else {
      // `rawValue + 1` of the last key read, 0 before the first, in the slots of the record's
      // family (0 until its `type` is read): where `order` keeps the names expected next.
      var slot = 0
      var family = 0
      let familyStride = order.familyStride
      members: while true {
        guard scanner.current == UInt8(ascii: "\"") else {
          throw scanner.expected("a member name in double quotes")
        }
        let nameStart = scanner.position
        var key: FieldKey?
        // A guessed name is a key; only a scanned one can be another member's, whose end and
        // plainness are kept apart rather than as a `ValueSpan`, which the loop stored in full
        // for every guessed name (about 8 instructions a member).
        var nameEnd = nameStart
        var nameIsPlain = true
        var guessed = false
        // The two names expected, compared with the next 24 bytes, loaded once.
        let (first, second, third) = MemberOrder.words(of: line, at: nameStart)
        let expected = order.guesses + 2 * slot
        if expected[0].matches(first, second, third) {
          key = expected[0].key
          scanner.position = nameStart + expected[0].length
          guessed = true
        } else if expected[1].matches(first, second, third) {
          key = expected[1].key
          scanner.position = nameStart + expected[1].length
          guessed = true
        }
        if !guessed {
          let name: ValueSpan
          (key, name) = try Self.scanName(&scanner, slot: slot, order: order, names: names)
          nameEnd = name.end
          nameIsPlain = name.isPlain
        }
        scanner.skipWhitespace()
        let span: ValueSpan
        if key == .args, let kept = Self.keptArguments(&scanner, cache: cache) {
          span = kept
        } else {
          span = try scanner.scanMemberValue()
        }
        if let key {
          let bit: UInt64 = 1 << key.rawValue
          if present & bit != 0 {
            throw ScanError(.duplicateField, at: nameStart, "duplicate field \"\(key.name)\"")
          }
          present |= bit
          storage[key.rawValue] = span
          if key == .type, span.type == .string, span.end - span.start > 2 {
            family = familyStride * MemberOrder.family(of: line, type: span)
          }
          slot = family + key.rawValue + 1
        } else {
          if otherCount < Self.otherCapacity {
            let name = ValueSpan(
              start: nameStart, end: nameEnd, type: .string, isPlain: nameIsPlain)
            others[otherCount] = Member(name: name, value: span)
          }
          otherCount += 1
        }
        scanner.skipWhitespace()
        switch scanner.current {
        case UInt8(ascii: ","):
          scanner.position += 1
          scanner.skipWhitespace()
        case UInt8(ascii: "}"):
          scanner.position += 1
          break members
        default:
          throw scanner.expected("',' or '}' after an object member")
        }
      }
    }
    scanner.skipWhitespace()
    guard scanner.isAtEnd else {
      throw scanner.expected("the end of the line after the record's closing '}'")
    }
    self.scanner = scanner
    cacheReference = Unmanaged.passUnretained(cache)
    self.spans = storage
    self.present = present
    self.others = others
    self.otherCount = otherCount
  }

  /// Steps over the `args` object under the cursor when the arguments cache holds its bytes,
  /// and returns its span, whose `keptSlot` is the slot that holds them; nil, leaving the
  /// cursor, when it does not. An object found there was scanned and decoded without error
  /// before, so what a line reads, and every error it raises, is the same either way
  /// (`ArgumentsCache`).
  @inline(never)
  private static func keptArguments(_ scanner: inout JSONScanner, cache: StringCache)
    -> ValueSpan?
  {
    let start = scanner.position
    let line = scanner.bytes
    guard start < line.count, line[start] == UInt8(ascii: "{") else { return nil }
    let arguments = cache.arguments
    let first = MemberOrder.words(of: line, at: start)
    guard let slot = arguments.slot(startingAt: start, in: line, first: first) else { return nil }
    scanner.position = start + arguments.length(ofSlot: slot)
    var span = ValueSpan(start: start, end: scanner.position, type: .object, isPlain: false)
    span.keptSlot = slot
    return span
  }

  /// Scans the member name under the cursor, and the colon after it, when `order` did not
  /// guess it: its key, if it is one, learned as following the key of `slot`, and its span.
  /// Kept out of `init`, where it would make the loop too large for the scanner's inlined steps.
  @inline(never)
  private static func scanName(
    _ scanner: inout JSONScanner, slot: Int, order: MemberOrder, names: FieldKeyMatcher
  ) throws(ScanError) -> (FieldKey?, ValueSpan) {
    let nameStart = scanner.position
    let isPlain = try scanner.scanString()
    let name = ValueSpan(start: nameStart, end: scanner.position, type: .string, isPlain: isPlain)
    scanner.skipWhitespace()
    guard scanner.current == UInt8(ascii: ":") else {
      throw scanner.expected("':' after a member name")
    }
    scanner.position += 1
    let key: FieldKey?
    if isPlain {
      key = names.match(UnsafeBufferPointer(rebasing: scanner.bytes[nameStart + 1..<name.end - 1]))
    } else {
      var text = scanner.decodeString(name)
      key = text.withUTF8 { names.match($0) }
    }
    if let key { order.learn(key, slot: slot) }
    return (key, name)
  }

  /// What `body` makes of the decoder's string cache, lent to it: an `unowned(unsafe)`
  /// reference is retained and released again around each use, once for nearly every field
  /// of every record.
  @inline(__always)
  func withCache<Result>(_ body: (StringCache) -> Result) -> Result {
    cacheReference._withUnsafeGuaranteedRef(body)
  }

  /// Where the spans of the view properties of one object are kept while they are read, by
  /// their index in `ViewProperties.names`: memory the decoder owns, so that a `set` record
  /// neither fills nor copies an inline table of them.
  var propertySpans: UnsafeMutablePointer<ValueSpan> { spans + Self.keyCapacity }

  /// The span of `key`'s value, or nil when the record lacks it.
  @inline(__always)
  func span(_ key: FieldKey) -> ValueSpan? {
    present & (1 << key.rawValue) != 0 ? spans[key.rawValue] : nil
  }

  /// The span of a field the record requires.
  @inline(__always)
  func required(_ key: FieldKey) throws(ScanError) -> ValueSpan {
    guard let span = span(key) else { throw missing(key) }
    return span
  }

  /// `call record is missing "seq"`; apart, so that `required` stays small enough to inline.
  @inline(never)
  func missing(_ key: FieldKey) -> ScanError {
    ScanError(.missingField, at: 0, "\(noun) is missing \"\(key.name)\"")
  }

  /// `"seq" must be an integer, found string`, at the value.
  func wrongType(_ key: FieldKey, _ span: ValueSpan, expected: String) -> ScanError {
    wrongType("\"\(key.name)\"", span, expected: expected)
  }

  /// `"seq" must be an integer, found 1.5`: a number where an integer belongs is shown as
  /// written, which says more than `found number`.
  func notAnInteger(_ key: FieldKey, _ span: ValueSpan, orNull: Bool = false) -> ScanError {
    let expected = orNull ? "an integer or null" : "an integer"
    guard span.type == .integer || span.type == .number else {
      return wrongType(key, span, expected: expected)
    }
    return ScanError(
      .wrongType, at: span.start,
      "\"\(key.name)\" must be \(expected), found \(scanner.excerpt(of: span))")
  }

  func wrongType(_ what: @autoclosure () -> String, _ span: ValueSpan, expected: String)
    -> ScanError
  {
    ScanError(.wrongType, at: span.start, "\(what()) must be \(expected), found \(span.type.name)")
  }

  /// The record's `type`, matched on its bytes without making a string of it.
  func recordKind() throws(ScanError) -> RecordKind {
    let span = try required(.type)
    guard span.type == .string else { throw wrongType(.type, span, expected: "a string") }
    let kind: RecordKind?
    if span.isPlain {
      kind = RecordKind.match(
        UnsafeBufferPointer(rebasing: scanner.bytes[span.start + 1..<span.end - 1]))
    } else {
      kind = RecordKind(rawValue: scanner.decodeString(span))
    }
    guard let kind else {
      let allowed = RecordKind.allCases.map(\.rawValue).joined(separator: ", ")
      throw ScanError(
        .unknownRecordType, at: span.start,
        "unknown record type \(VisibleText.quoted(scanner.decodeString(span))); "
          + "expected one of \(allowed)")
    }
    return kind
  }

  func string(_ key: FieldKey) throws(ScanError) -> String {
    let span = try required(key)
    guard span.type == .string else { throw wrongType(key, span, expected: "a string") }
    try checkLength(key, span)
    return withCache { $0.string(span, in: scanner) }
  }

  /// Refuses a name longer than `LogReader.maximumNameLength` bytes: a participant
  /// id, a class, a call's signature, a view. Every command shows names whole (a diagram's
  /// header, a walkthrough's step), and Graphviz reads a long token in time that grows with
  /// its square, so a name's length is bounded where it is read. A warning's or note's
  /// `message` is prose, which is wrapped and cut where it is shown, and is bounded only by the
  /// line.
  ///
  /// The decoded name is measured, not its JSON spelling (an escape is longer than what it
  /// stands for), so a name the reader accepts is accepted again once written back.
  @inline(__always)
  func checkLength(_ key: FieldKey, _ span: ValueSpan) throws(ScanError) {
    // A string spelt in no more bytes than a name may hold, nearly every one, is settled here,
    // inline, without a call; a longer spelling is measured apart.
    guard span.end - span.start - 2 > LogReader.maximumNameLength else { return }
    try checkSpeltLong(key, span)
  }

  /// `checkLength` for a string whose JSON spelling is longer than a name may be.
  @inline(never)
  private func checkSpeltLong(_ key: FieldKey, _ span: ValueSpan) throws(ScanError) {
    guard key != .message,
      span.isPlain || scanner.decodeString(span).utf8.count > LogReader.maximumNameLength
    else { return }
    throw ScanError(
      .valueTooLong, at: span.start,
      "\"\(key.name)\" is longer than \(LogReader.maximumNameLength) bytes, the most a name in "
        + "a Transit log may hold")
  }

  /// A string naming a participant, which an earlier participant record must have declared.
  func participant(_ key: FieldKey) throws(ScanError) -> String {
    if let span = span(key), span.type == .string, span.isPlain,
      let id = withCache({ $0.declaredParticipant(span, in: scanner) })
    {
      return id
    }
    // An id with escapes, or one declared in another canonically equivalent spelling.
    let id = try string(key)
    guard withCache({ $0.participants.line(declaring: id) }) != nil else {
      throw ScanError(
        .undeclaredParticipant, at: span(key)!.start,
        "\"\(key.name)\" names participant \(VisibleText.quoted(id)), which no earlier "
          + "participant record declares")
    }
    return id
  }

  /// An optional string; `null` reads as absent, as other writers may spell it.
  func optionalString(_ key: FieldKey) throws(ScanError) -> String? {
    guard let span = span(key), span.type != .null else { return nil }
    guard span.type == .string else { throw wrongType(key, span, expected: "a string") }
    try checkLength(key, span)
    return withCache { $0.string(span, in: scanner) }
  }

  @inline(__always)
  func integer(_ key: FieldKey) throws(ScanError) -> Int {
    let span = try required(key)
    guard span.type == .integer, let value = integer(span) else {
      throw notAnInteger(key, span)
    }
    return value
  }

  /// An optional integer; `null` reads as absent.
  @inline(__always)
  func optionalInteger(_ key: FieldKey) throws(ScanError) -> Int? {
    guard let span = span(key), span.type != .null else { return nil }
    guard span.type == .integer, let value = integer(span) else {
      throw notAnInteger(key, span)
    }
    return value
  }

  /// A field that must be present and holds an integer or `null`: `transition`, `cause`.
  @inline(__always)
  func nullableInteger(_ key: FieldKey) throws(ScanError) -> Int? {
    let span = try required(key)
    if span.type == .null { return nil }
    guard span.type == .integer, let value = integer(span) else {
      throw notAnInteger(key, span, orNull: true)
    }
    return value
  }

  /// The integer an integer span holds, nil when it is too large for `Int`: the digits the
  /// scan already read, where it read them (every integer the encoder writes but a negative
  /// one), without a call; else read from its bytes. `seq`, `transition` and `cause` of every
  /// event come this way, about 200,000 times on the benchmark's 68,112-record log.
  @inline(__always)
  func integer(_ span: ValueSpan) -> Int? {
    span.hasDigits ? Int(span.digits) : scanner.integer(span)
  }

  func optionalBool(_ key: FieldKey) throws(ScanError) -> Bool? {
    guard let span = span(key), span.type != .null else { return nil }
    guard span.type == .boolean else { throw wrongType(key, span, expected: "a boolean") }
    return scanner.bytes[span.start] == UInt8(ascii: "t")
  }

  func optionalDouble(_ key: FieldKey) throws(ScanError) -> Double? {
    guard let span = span(key), span.type != .null else { return nil }
    guard span.type == .integer || span.type == .number else {
      throw wrongType(key, span, expected: "a number")
    }
    return try finite(span, "\"\(key.name)\"")
  }

  /// The number `span` holds, refused when it is too large for a `Double` (`1e400`): no
  /// command could show or compute with infinity, and a conversion from it would trap.
  func finite(_ span: ValueSpan, _ what: @autoclosure () -> String) throws(ScanError) -> Double {
    let value = scanner.double(span)
    guard value.isFinite else {
      throw ScanError(
        .wrongType, at: span.start,
        "\(what()) is out of range: a number of at most 1.7e308 is expected, found "
          + scanner.excerpt(of: span))
    }
    return value
  }

  /// A time in seconds, read digit by digit into whole microseconds.
  @inline(__always)
  func time(_ key: FieldKey) throws(ScanError) -> VirtualTime {
    let span = try required(key)
    guard span.type == .integer || span.type == .number else {
      throw wrongType(key, span, expected: "a number of seconds")
    }
    // The digits the scan read, at most six decimals and twelve whole digits (`4.65`), without
    // a call; anything else as `microseconds(_:)` reads it.
    if span.hasDigits, span.scale <= 6, span.digits < 1_000_000_000_000 {
      return VirtualTime(microseconds: span.digits * microsecondScale(span.scale))
    }
    guard let micros = scanner.microseconds(span) else {
      throw ScanError(
        .wrongType, at: span.start,
        "\"\(key.name)\" is out of range, found \(scanner.excerpt(of: span))")
    }
    return VirtualTime(microseconds: micros)
  }

  /// One of a fixed set of names, such as a transition's `state`, which the record requires.
  func enumeration<T: LogEnumeration>(
    _ key: FieldKey, _ what: String, as type: T.Type
  ) throws(ScanError) -> T {
    try enumeration(try required(key), key, what)
  }

  /// One of a fixed set of names, such as a transition's `kind`; `null` reads as absent.
  func optionalEnumeration<T: LogEnumeration>(
    _ key: FieldKey, _ what: String, as type: T.Type
  ) throws(ScanError) -> T? {
    guard let span = span(key), span.type != .null else { return nil }
    return try enumeration(span, key, what)
  }

  private func enumeration<T: LogEnumeration>(
    _ span: ValueSpan, _ key: FieldKey, _ what: String
  ) throws(ScanError) -> T {
    guard span.type == .string else { throw wrongType(key, span, expected: "a string") }
    if span.isPlain,
      let value = T.match(
        UnsafeBufferPointer(rebasing: scanner.bytes[span.start + 1..<span.end - 1]))
    {
      return value
    }
    let text = withCache { $0.string(span, in: scanner) }
    guard let value = T(rawValue: text) else {
      let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw ScanError(
        .unknownValue, at: span.start, "unknown \(what) \"\(text)\"; expected one of \(allowed)")
    }
    return value
  }

  /// A value in `args` or `result`: JSON without objects, which `Value` cannot hold.
  ///
  /// `what` names the value in messages; it is built only when one is needed.
  func value(_ span: ValueSpan, in what: @autoclosure () -> String) throws(ScanError) -> Value {
    switch span.type {
    case .null: return .null
    case .boolean: return .bool(scanner.bytes[span.start] == UInt8(ascii: "t"))
    case .integer:
      // An integer too large for `Int` keeps its magnitude as a double rather than failing.
      guard let value = integer(span) else { return .double(try finite(span, what())) }
      return .int(value)
    case .number: return .double(try finite(span, what()))
    case .string: return .string(withCache { $0.text(of: span, in: scanner) })
    case .array:
      var items: [Value] = []
      var elements = JSONScanner(scanner.bytes, at: span.start)
      try elements.scanArray { (elements) throws(ScanError) in
        items.append(try value(try elements.scanValue(), in: what()))
      }
      return .array(items)
    case .object:
      throw wrongType(what(), span, expected: "null, a boolean, a number, a string or an array")
    }
  }

  /// A call's `args`, in the order they were written; absent or `null` means none.
  func arguments(_ key: FieldKey) throws(ScanError) -> Arguments {
    guard let span = span(key), span.type != .null else { return Arguments() }
    guard span.type == .object else { throw wrongType(key, span, expected: "an object") }
    if let slot = span.keptSlot {
      return withCache { $0.arguments.arguments(inSlot: slot) }
    }
    let start = scanner.bytes.baseAddress! + span.start
    let first = MemberOrder.words(of: scanner.bytes, at: span.start)
    let found = withCache { cache in
      Result { () throws(ScanError) in
        try cache.decodedArguments(start, span.end - span.start, first: first) {
          () throws(ScanError) in
          try decodeArguments(key, span)
        }
      }
    }
    return try found.get()
  }

  private func decodeArguments(_ key: FieldKey, _ span: ValueSpan) throws(ScanError) -> Arguments {
    var arguments = Arguments()
    var members = JSONScanner(scanner.bytes, at: span.start)
    try members.scanObject { (name, members) throws(ScanError) in
      let label = withCache { $0.text(of: name, in: scanner) }
      let argument = try members.scanValue()
      arguments.append(
        label, try value(argument, in: "\"\(key.name)\" member \(VisibleText.quoted(label))"))
    }
    return arguments
  }

  /// A gesture's `translation`, written `[x, y]`.
  func translation(_ key: FieldKey) throws(ScanError) -> (x: Double, y: Double)? {
    guard let span = span(key), span.type != .null else { return nil }
    let expected = "an array of two numbers [x, y]"
    guard span.type == .array else { throw wrongType(key, span, expected: expected) }
    var numbers = SmallNumbers()
    try self.numbers(in: span, into: &numbers, "\"\(key.name)\"")
    guard numbers.count == 2 else {
      throw ScanError(
        .wrongType, at: span.start,
        "\"\(key.name)\" must be \(expected), found \(numbers.count) numbers")
    }
    return (numbers[0], numbers[1])
  }
}

/// How many microseconds one unit of a number's last digit is, for a number with `scale`
/// digits after the point, at most 6: 10 to the power 6 − `scale`. A switch rather than a
/// table, which would cost a `swift_once` at each use.
@inline(__always)
private func microsecondScale(_ scale: UInt8) -> Int64 {
  switch scale {
  case 0: return 1_000_000
  case 1: return 100_000
  case 2: return 10_000
  case 3: return 1_000
  case 4: return 100
  case 5: return 10
  default: return 1
  }
}
