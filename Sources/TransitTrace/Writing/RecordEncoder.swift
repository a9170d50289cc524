/// Turns records into JSON Lines, one object per line, keys always in the same order.
///
/// Hand-written rather than `JSONEncoder`: the key order is part of the format (a log reads
/// `seq`, `type`, `t` first), the output must be byte-identical on every platform, and the
/// encoder sits on the engine's hot path.
public enum RecordEncoder {
  /// The record as one line of JSON, with its terminating newline.
  public static func line(for record: Record) -> String {
    var bytes: [UInt8] = []
    append(record, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the record's line, newline included, to `bytes`: for a writer that gathers many
  /// lines before a write, with no string made on the way.
  package static func append(_ record: Record, to bytes: inout [UInt8]) {
    // Written on the stack, then copied once: a line is rarely longer.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { scratch in
      var writer = FieldWriter(json: JSONObjectWriter(opening: JSONBytes(scratch: scratch)))
      fields(of: record, into: &writer)
      writer.json.finish()
      writer.json.out.append(0x0A)
      writer.json.out.copy(appendingTo: &bytes)
    }
  }

  /// Writes the record's line, newline included, at the start of `space` if it fits there, and
  /// returns its length; nil if it does not fit, and then what `space` holds is undefined. For
  /// a writer that gathers lines in memory of its own: the line is written where it stays.
  package static func write(_ record: Record, into space: UnsafeMutableBufferPointer<UInt8>)
    -> Int?
  {
    var writer = FieldWriter(json: JSONObjectWriter(opening: JSONBytes(scratch: space)))
    fields(of: record, into: &writer)
    writer.json.finish()
    writer.json.out.append(0x0A)
    return writer.json.out.finishInPlace()
  }

  /// Writes the line of the event these are the parts of, as `write(_:into:)` writes
  /// `.event(Event(seq:time:transition:cause:body:line:))`, without making the event: an
  /// importer holds its events' bodies apart from their numbers, and making an event copies
  /// the body's strings to release them after.
  package static func writeEvent(
    seq: Int, time: VirtualTime, transition: Int?, cause: Int?, line: Int?, body: Event.Body,
    into space: UnsafeMutableBufferPointer<UInt8>
  ) -> Int? {
    var writer = FieldWriter(json: JSONObjectWriter(opening: JSONBytes(scratch: space)))
    encode(
      seq: seq, time: time, transition: transition, cause: cause, line: line, body: body,
      into: &writer)
    writer.json.finish()
    writer.json.out.append(0x0A)
    return writer.json.out.finishInPlace()
  }

  /// Writes the line of a call event from its parts, as `writeEvent(…)` writes
  /// `.call(Call(caller: nil, receiver: receiver, name: name, args: args))` with no cause,
  /// where `args` holds `argument(index)` keyed by the parameter's key for each bit `index` of
  /// `bound`, lowest first: an importer holds a line's call as its vocabulary entry, receiver
  /// and arguments by parameter index, and writes the name from `quotedName`, the name as a
  /// JSON string with its quotes (`quoted(name:)`), and each argument's key from `quotedKeys`
  /// at its parameter's index, quoted with its colon (`quoted(key:)`), all made once per name,
  /// rather than making a `Call` and checking its name and keys for escapes on every line.
  package static func writeCall(
    seq: Int, time: VirtualTime, transition: Int?, line: Int, receiver: String,
    quotedName: [UInt8], quotedKeys: [[UInt8]], bound: UInt8, argument: (Int) -> Value?,
    into space: UnsafeMutableBufferPointer<UInt8>
  ) -> Int? {
    var writer = FieldWriter(json: JSONObjectWriter(opening: JSONBytes(scratch: space)))
    writer.json.field(.seq, int: seq)
    writer.json.callType()
    writer.json.micros(time.microseconds)
    writer.json.field(.transition, optionalInt: transition)
    writer.json.noCause(line: line)
    writer.json.field(.receiver, string: receiver)
    writer.json.key(.call)
    writer.json.out.append(quotedName)
    if bound != 0 {
      writer.json.key(.args)
      writer.json.out.append(UInt8(ascii: "{"))
      var rest = bound
      while rest != 0 {
        let index = rest.trailingZeroBitCount
        if rest != bound { writer.json.out.append(UInt8(ascii: ",")) }
        rest &= rest &- 1
        writer.json.out.append(quotedKeys[index])
        JSONObjectWriter.append(argument(index) ?? .null, to: &writer.json.out)
      }
      writer.json.out.append(UInt8(ascii: "}"))
    }
    writer.json.finish()
    writer.json.out.append(0x0A)
    return writer.json.out.finishInPlace()
  }

  /// A call's name as `writeCall(…)` takes it: a JSON string, quotes included.
  package static func quoted(name: CallName) -> [UInt8] {
    Array(JSONString.quoted(name.rawValue).utf8)
  }

  /// An argument's key as `writeCall(…)` takes it: a JSON string, quotes included, and the
  /// colon after it.
  package static func quoted(key: String) -> [UInt8] {
    var bytes: [UInt8] = []
    JSONString.append(key, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    return bytes
  }

  private static func fields(of record: Record, into writer: inout FieldWriter) {
    switch record {
    case .header(let header):
      writer.json.field(.type, string: RecordKind.header.rawValue)
      writer.json.field(.schema, string: header.schema)
      writer.json.field(.version, int: header.version)
      writer.json.field(.scenario, string: header.scenario)
      writer.json.field(.engine, string: header.engine)
      if let source = header.source { writer.json.field(.source, string: source) }
    case .participant(var participant):
      writer.json.field(.type, string: RecordKind.participant.rawValue)
      Participant.fields(of: &participant, &writer)
    case .event(let event):
      encode(
        seq: event.seq, time: event.time, transition: event.transition, cause: event.cause,
        line: event.line, body: event.body, into: &writer)
    case .geometry(let geometry):
      writer.json.field(.type, string: geometry.recordKind.rawValue)
      switch geometry {
      case .set(var set): ViewSet.fields(of: &set, &writer)
      case .animation(var start): AnimationStart.fields(of: &start, &writer)
      case .timing(var timing): AnimationTiming.fields(of: &timing, &writer)
      case .finger(var finger): Finger.fields(of: &finger, &writer)
      }
    }
  }

  private static func encode(
    seq: Int, time: VirtualTime, transition: Int?, cause: Int?, line: Int?, body: Event.Body,
    into writer: inout FieldWriter
  ) {
    writer.json.field(.seq, int: seq)
    // `,"type":"call","t":`, made once for each kind of event.
    writer.json.eventType(body)
    writer.json.micros(time.microseconds)
    writer.json.field(.transition, optionalInt: transition)
    if cause == nil, let line {
      writer.json.noCause(line: line)
    } else {
      writer.json.field(.cause, optionalInt: cause)
      if let line { writer.json.field(.line, int: line) }
    }
    switch body {
    case .call(let call):
      writer.call(call)
    case .transition(var change): TransitionChange.fields(of: &change, &writer)
    case .view(var change): ViewChange.fields(of: &change, &writer)
    case .gesture(var gesture): Gesture.fields(of: &gesture, &writer)
    case .warning(var diagnostic), .note(var diagnostic):
      Diagnostic.fields(of: &diagnostic, &writer)
    case .release(var release): Release.fields(of: &release, &writer)
    case .retained(var retention): Retention.fields(of: &retention, &writer)
    }
  }
}

/// Writes a record's fields into a JSON object, as its `RecordBody` field list names them: a
/// field that is nil, or arguments that are none, are left out.
struct FieldWriter: RecordFieldCoder {
  typealias Failure = Never

  var json: JSONObjectWriter

  /// A call's fields, as `Call.fields` lists them and this writer writes them, read where the
  /// call lies: the list takes its value `inout`, so writing through it copies the call (its
  /// receiver, name and arguments retained, then released), and most records of a log are
  /// calls. Debug builds check every call written here against the list.
  mutating func call(_ call: Call) {
    #if DEBUG
      let start = json.out.count
    #endif
    if let caller = call.caller { json.field(.caller, string: caller) }
    json.field(.receiver, string: call.receiver)
    json.field(.call, string: call.name.rawValue)
    if !call.args.isEmpty {
      json.key(.args)
      json.object { args in
        for pair in call.args.pairs { args.field(pair.key, value: pair.value) }
      }
    }
    if let result = call.result { json.field(.result, value: result) }
    if let block = call.block { json.field(.block, int: block) }
    #if DEBUG
      assert(json.out.bytes(from: start) == Self.listed(call), "Call.fields writes otherwise")
    #endif
  }

  #if DEBUG
    /// The call's fields as `Call.fields` writes them, after a first field.
    private static func listed(_ call: Call) -> [UInt8] {
      var copy = call
      var writer = FieldWriter(json: JSONObjectWriter(opening: JSONBytes()))
      writer.json.field(.seq, int: 0)
      let start = writer.json.out.count
      Call.fields(of: &copy, &writer)
      let bytes = writer.json.out.bytes(from: start)
      _ = writer.json.out.finishInPlace()
      return bytes
    }
  #endif

  mutating func participant(_ key: FieldKey, _ value: inout String) {
    json.field(key, string: value)
  }

  mutating func optionalParticipant(_ key: FieldKey, _ value: inout String?) {
    if let value { json.field(key, string: value) }
  }

  mutating func string(_ key: FieldKey, _ value: inout String) {
    json.field(key, string: value)
  }

  mutating func callName(_ key: FieldKey, _ value: inout CallName) {
    json.field(key, string: value.rawValue)
  }

  mutating func role(_ key: FieldKey, _ value: inout ParticipantRole) {
    json.field(key, string: value.rawValue)
  }

  mutating func enumeration<Name: LogEnumeration>(
    _ key: FieldKey, _ value: inout Name, _ what: String
  ) {
    json.field(key, string: value.rawValue)
  }

  mutating func optionalEnumeration<Name: LogEnumeration>(
    _ key: FieldKey, _ value: inout Name?, _ what: String
  ) {
    if let value { json.field(key, string: value.rawValue) }
  }

  mutating func optionalString(_ key: FieldKey, _ value: inout String?) {
    if let value { json.field(key, string: value) }
  }

  mutating func optionalBool(_ key: FieldKey, _ value: inout Bool?) {
    if let value { json.field(key, bool: value) }
  }

  mutating func optionalInteger(_ key: FieldKey, _ value: inout Int?) {
    if let value { json.field(key, int: value) }
  }

  mutating func optionalNumber(_ key: FieldKey, _ value: inout Double?) {
    if let value { json.field(key, raw: JSONNumber.format(value)) }
  }

  mutating func arguments(_ key: FieldKey, _ value: inout Arguments) {
    guard !value.isEmpty else { return }
    json.key(key)
    json.object { args in
      for (label, argument) in value.pairs { args.field(label, value: argument) }
    }
  }

  mutating func result(_ key: FieldKey, _ value: inout Value?) {
    if let value { json.field(key, value: value) }
  }

  mutating func point(_ key: FieldKey, _ value: inout (x: Double, y: Double)?) {
    guard let value else { return }
    json.field(key, raw: "[\(JSONNumber.format(value.x)),\(JSONNumber.format(value.y))]")
  }

  mutating func requiredPoint(_ key: FieldKey, _ value: inout ScreenPoint) {
    json.field(key, raw: PropertyWriter.numbers([value.x, value.y]))
  }

  mutating func integer(_ key: FieldKey, _ value: inout Int) {
    json.field(key, int: value)
  }

  mutating func number(_ key: FieldKey, _ value: inout Double) {
    json.field(key, raw: JSONNumber.format(value))
  }

  mutating func time(_ key: FieldKey, _ value: inout VirtualTime) {
    json.key(key)
    json.micros(value.microseconds)
  }

  mutating func curve(_ key: FieldKey, _ value: inout TimingCurve?) {
    guard let value else { return }
    switch value {
    case .cubic(let x1, let y1, let x2, let y2):
      json.field(key, raw: PropertyWriter.numbers([x1, y1, x2, y2]))
    case .spring(let damping, let velocity):
      json.key(key)
      json.object { spring in
        spring.field("damping", raw: JSONNumber.format(damping))
        spring.field("velocity", raw: JSONNumber.format(velocity))
      }
    default:
      json.field(key, string: value.name ?? "linear")
    }
  }

  mutating func properties(_ key: FieldKey, _ value: inout ViewProperties?) {
    guard var value else { return }
    json.key(key)
    json.object { object in
      var writer = PropertyWriter()
      swap(&writer.json, &object)
      ViewProperties.fields(of: &value, &writer)
      swap(&writer.json, &object)
    }
  }

  mutating func inlineProperties(_ value: inout ViewProperties) {
    var writer = PropertyWriter()
    swap(&writer.json, &json)
    ViewProperties.fields(of: &value, &writer)
    swap(&writer.json, &json)
  }
}

/// Writes view properties as members of a JSON object, geometry to a thousandth of a point.
struct PropertyWriter: PropertyCoder {
  typealias Failure = Never

  var json = JSONObjectWriter()

  /// A number to a thousandth: far below a pixel, and a short line.
  static func number(_ value: Double) -> String {
    JSONNumber.format((value * 1000).rounded() / 1000)
  }

  /// `[1,2.5,3]`.
  static func numbers(_ values: [Double]) -> String {
    "[" + values.map(number).joined(separator: ",") + "]"
  }

  mutating func rect(_ name: String, _ value: inout ScreenRect?) {
    guard let value else { return }
    json.field(name, raw: Self.numbers([value.x, value.y, value.width, value.height]))
  }

  mutating func point(_ name: String, _ value: inout ScreenPoint?) {
    guard let value else { return }
    json.field(name, raw: Self.numbers([value.x, value.y]))
  }

  mutating func number(_ name: String, _ value: inout Double?) {
    guard let value else { return }
    json.field(name, raw: Self.number(value))
  }

  mutating func transform(_ name: String, _ value: inout ScreenTransform?) {
    guard let value else { return }
    json.field(name, raw: Self.numbers([value.a, value.b, value.c, value.d, value.tx, value.ty]))
  }

  mutating func color(_ name: String, _ value: inout ScreenColor?) {
    guard let value else { return }
    json.field(name, raw: "\"" + value.hex + "\"")
  }

  mutating func bool(_ name: String, _ value: inout Bool?) {
    guard let value else { return }
    json.field(name, raw: value ? "true" : "false")
  }
}

/// Builds one JSON object field by field, as UTF-8 bytes.
struct JSONObjectWriter {
  /// Where the object is written; handed on to a nested object and back.
  var out: JSONBytes
  private var empty = true
  /// `quotedKeys`, read once for the object: a static is reached through a check that it was
  /// made, and a line writes a dozen keys.
  private let keys = Self.quotedKeys

  /// A writer of nothing yet, to swap with one in use.
  init() {
    out = JSONBytes()
  }

  /// A writer that opens an object in `out`.
  init(opening out: JSONBytes) {
    self.out = out
    self.out.append(UInt8(ascii: "{"))
  }

  /// `,"name":` of every field key, quoted once: a log writes them on every line. Kept in
  /// memory that is never freed, so writing a key retains and releases nothing; the first key
  /// of an object is written without its comma.
  private static let quotedKeys = QuotedSlots(
    FieldKey.allCases.map { "," + JSONString.quoted($0.name) + ":" })

  /// `,"type":"call","t":` for each kind of event, in the order of `eventTypeIndex(_:)`: what
  /// every event writes after its `seq`, whatever its kind.
  private static let eventTypes = QuotedSlots(
    [
      RecordKind.call, .transition, .view, .gesture, .warning, .note, .release, .retained,
    ].map {
      "," + JSONString.quoted(FieldKey.type.name) + ":" + JSONString.quoted($0.rawValue) + ","
        + JSONString.quoted(FieldKey.time.name) + ":"
    })

  /// `,"cause":null,"line":`: what an event with no cause and a line writes after its
  /// transition, as every event an import writes does.
  private static let causeNullLine = QuotedSlots([
    "," + JSONString.quoted(FieldKey.cause.name) + ":null,"
      + JSONString.quoted(FieldKey.line.name) + ":"
  ])

  /// `,"cause":null,"line":` and the line's number, after an event's transition.
  mutating func noCause(line: Int) {
    let piece = Self.causeNullLine
    out.append(slot: piece.start(0), count: piece.lengths[0])
    empty = false
    Self.append(line, to: &out)
  }

  /// The slot of `eventTypes` that holds `body`'s kind.
  private static func eventTypeIndex(_ body: Event.Body) -> Int {
    switch body {
    case .call: return 0
    case .transition: return 1
    case .view: return 2
    case .gesture: return 3
    case .warning: return 4
    case .note: return 5
    case .release: return 6
    case .retained: return 7
    }
  }

  /// Pieces of JSON, each in a slot of `QuotedSlots.slot` bytes, and how long each is; written
  /// once when made and only read after, so threads may share them.
  private struct QuotedSlots: @unchecked Sendable {
    /// Bytes a piece is copied in: a whole slot, in four words, is cheaper to copy than a count
    /// of bytes, and the line's buffer counts only the piece's.
    static let slot = 32
    let bytes: UnsafePointer<UInt8>
    let lengths: UnsafePointer<Int>

    init(_ pieces: [String]) {
      let pieces = pieces.map { Array($0.utf8) }
      // One slot more than the pieces: the last one read from its second byte reads into it.
      let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: (pieces.count + 1) * Self.slot)
      bytes.initialize(repeating: 0, count: (pieces.count + 1) * Self.slot)
      let lengths = UnsafeMutablePointer<Int>.allocate(capacity: pieces.count)
      for (index, piece) in pieces.enumerated() {
        precondition(piece.count <= Self.slot, "a piece of JSON longer than a slot")
        (bytes + index * Self.slot).update(from: piece, count: piece.count)
        (lengths + index).initialize(to: piece.count)
      }
      self.bytes = UnsafePointer(bytes)
      self.lengths = UnsafePointer(lengths)
    }

    /// Where the piece at `index` starts, `skip` bytes in.
    @inline(__always) func start(_ index: Int, skip: Int = 0) -> UnsafeRawPointer {
      UnsafeRawPointer(bytes + (index &* Self.slot &+ skip))
    }
  }

  /// A call event's type and the key of its time, after its `seq`: `eventType(_:)` of a call.
  mutating func callType() {
    let types = Self.eventTypes
    out.append(slot: types.start(0), count: types.lengths[0])
    empty = false
  }

  /// An event's type and the key of its time, after its `seq`.
  mutating func eventType(_ body: Event.Body) {
    let types = Self.eventTypes
    let index = Self.eventTypeIndex(body)
    out.append(slot: types.start(index), count: types.lengths[index])
    empty = false
  }

  private mutating func comma() {
    if !empty { out.append(UInt8(ascii: ",")) }
    empty = false
  }

  @inline(__always)
  mutating func key(_ key: FieldKey) {
    // An object's first key is written from its second byte, without the comma.
    let skip = empty ? 1 : 0
    out.append(
      slot: keys.start(key.rawValue, skip: skip), count: keys.lengths[key.rawValue] &- skip)
    empty = false
  }

  mutating func key(_ key: String) {
    comma()
    JSONString.append(key, to: &out)
    out.append(UInt8(ascii: ":"))
  }

  mutating func raw(_ json: String) { out.append(utf8: json) }

  mutating func field(_ key: FieldKey, raw json: String) {
    self.key(key)
    out.append(utf8: json)
  }

  mutating func field(_ key: String, raw json: String) {
    self.key(key)
    out.append(utf8: json)
  }

  mutating func field(_ key: FieldKey, string: String) {
    self.key(key)
    JSONString.append(string, to: &out)
  }

  mutating func field(_ key: FieldKey, int: Int) {
    self.key(key)
    Self.append(int, to: &out)
  }

  mutating func field(_ key: FieldKey, bool: Bool) {
    self.key(key)
    out.append(literal: bool ? "true" : "false")
  }

  mutating func field(_ key: FieldKey, optionalInt: Int?) {
    self.key(key)
    if let optionalInt {
      Self.append(optionalInt, to: &out)
    } else {
      out.write(4) { start in
        start[0] = UInt8(ascii: "n")
        start[1] = UInt8(ascii: "u")
        start[2] = UInt8(ascii: "l")
        start[3] = UInt8(ascii: "l")
      }
    }
  }

  mutating func field(_ key: FieldKey, value: Value) {
    self.key(key)
    Self.append(value, to: &out)
  }

  mutating func field(_ key: String, value: Value) {
    self.key(key)
    Self.append(value, to: &out)
  }

  /// A nested object, its fields written by `body`.
  mutating func object(_ body: (inout JSONObjectWriter) -> Void) {
    var nested = JSONObjectWriter()
    swap(&nested.out, &out)
    nested.out.append(UInt8(ascii: "{"))
    body(&nested)
    nested.out.append(UInt8(ascii: "}"))
    swap(&nested.out, &out)
  }

  /// A count of millionths as a decimal (`JSONNumber.formatMicros`), written in place.
  mutating func micros(_ micros: Int64) {
    Self.appendMicros(micros, to: &out)
  }

  /// A count of millionths as a decimal (`JSONNumber.formatMicros`), written in place.
  static func appendMicros(_ micros: Int64, to out: inout JSONBytes) {
    let magnitude = micros.magnitude
    // Past Int's range the string formatter, which handles every value, writes it.
    guard magnitude < 1 << 62 else {
      out.append(utf8: JSONNumber.formatMicros(micros))
      return
    }
    if micros < 0 { out.append(UInt8(ascii: "-")) }
    out.append(digitsOf: Int(magnitude / 1_000_000))
    var fraction = Int(magnitude % 1_000_000)
    guard fraction != 0 else { return }
    // Six decimals without the trailing zeros: `0.35` for 350000, `0.000001` for 1.
    var digits = 6
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    out.write(1 + digits) { start in
      start[0] = UInt8(ascii: ".")
      var rest = fraction
      for at in stride(from: digits, to: 0, by: -1) {
        start[at] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      }
    }
  }

  /// An integer's decimal digits, with no string made for them.
  static func append(_ value: Int, to out: inout JSONBytes) {
    if value < 0 {
      guard value != .min else {
        out.append(utf8: String(value))
        return
      }
      out.append(UInt8(ascii: "-"))
      out.append(digitsOf: -value)
      return
    }
    out.append(digitsOf: value)
  }

  /// `value` as JSON, appended to `bytes`.
  static func append(_ value: Value, to bytes: inout [UInt8]) {
    var out = JSONBytes()
    append(value, to: &out)
    out.copy(appendingTo: &bytes)
  }

  static func append(_ value: Value, to out: inout JSONBytes) {
    switch value {
    case .null: out.append(literal: "null")
    case .bool(let b): out.append(literal: b ? "true" : "false")
    case .int(let i): append(i, to: &out)
    case .double(let d):
      // Rounded to millionths, as `JSONNumber.format` rounds it, and written in place, where
      // its string was made and searched: a transition's progress is a double on every
      // update. A whole number keeps a fraction so that it reads back as a double.
      let micros = (d * 1_000_000).rounded()
      if micros.isFinite, micros != 0, abs(micros) < 9e15 {
        let count = Int64(micros)
        appendMicros(count, to: &out)
        if count % 1_000_000 == 0 { out.append(literal: ".0") }
        return
      }
      let number = JSONNumber.format(d)
      out.append(utf8: number)
      if !number.contains(where: { $0 == "." || $0 == "e" }) {
        out.append(utf8: ".0")
      }
    case .string(let s): JSONString.append(s, to: &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        append(item, to: &out)
      }
      out.append(UInt8(ascii: "]"))
    }
  }

  /// Closes the object.
  mutating func finish() {
    out.append(UInt8(ascii: "}"))
  }
}

/// JSON string escaping: quotes, backslashes, every character `VisibleText.needsEscape` names
/// (C0 and C1 controls, DEL, bidirectional formatting characters, noncharacters), the two
/// line separators JavaScript once refused (U+2028, U+2029) and the byte-order mark (U+FEFF),
/// as `\uXXXX`; everything else is UTF-8. Foundation's JSON reader on Linux drops a raw
/// byte-order mark that follows an escape, so a log read with it would lose the character. A log, a Chrome trace or a JSON report may be printed on a terminal (`-o -`, `cat`),
/// and escaped this way it reads back as the same strings while nothing in it acts on the
/// terminal. The log and every JSON report Transit prints escape strings this one way.
package enum JSONString {
  /// `string` as a JSON string literal, quotes included.
  package static func quoted(_ string: String) -> String {
    var text = ""
    append(string, to: &text)
    return text
  }

  /// Appends `string` to `text` as a JSON string literal, quotes included.
  package static func append(_ string: String, to text: inout String) {
    guard needsEscaping(string) else {
      text += "\""
      text += string
      text += "\""
      return
    }
    var bytes: [UInt8] = []
    append(string, to: &bytes)
    text += String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `string` to `bytes` as a JSON string literal, quotes included, in UTF-8.
  package static func append(_ string: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    // Most strings of a log (ids, signatures, class names) need no escape: appended whole,
    // which is several times faster than a scalar at a time; tested and copied from one look
    // at the string's bytes.
    let appended = string.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
      guard !needsEscaping(utf8) else { return false }
      bytes.append(contentsOf: utf8)
      return true
    }
    var clean = appended ?? false
    if appended == nil, !needsEscaping(string) {
      bytes.append(contentsOf: string.utf8)
      clean = true
    }
    if clean {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": bytes.append(contentsOf: "\\\"".utf8)
      case "\\": bytes.append(contentsOf: "\\\\".utf8)
      case "\n": bytes.append(contentsOf: "\\n".utf8)
      case "\r": bytes.append(contentsOf: "\\r".utf8)
      case "\t": bytes.append(contentsOf: "\\t".utf8)
      case "\u{08}": bytes.append(contentsOf: "\\b".utf8)
      case "\u{0C}": bytes.append(contentsOf: "\\f".utf8)
      case _
      where VisibleText.needsEscape(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029
        || scalar.value == 0xFEFF:
        for unit in String(scalar).utf16 { appendEscape(unit, to: &bytes) }
      default:
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends `string` to `out` as a JSON string literal, quotes included, in UTF-8.
  static func append(_ string: String, to out: inout JSONBytes) {
    let clean = string.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
      guard !needsEscaping(utf8) else { return false }
      out.write(utf8.count + 2) { start in
        start[0] = UInt8(ascii: "\"")
        if let source = utf8.baseAddress { (start + 1).initialize(from: source, count: utf8.count) }
        start[utf8.count + 1] = UInt8(ascii: "\"")
      }
      return true
    }
    guard clean != true else { return }
    var bytes: [UInt8] = []
    append(string, to: &bytes)
    out.append(bytes)
  }

  /// `\uXXXX` for one UTF-16 code unit, in lowercase hexadecimal.
  private static func appendEscape(_ unit: UInt16, to bytes: inout [UInt8]) {
    let digits = Array("0123456789abcdef".utf8)
    bytes.append(contentsOf: "\\u".utf8)
    for shift in stride(from: 12, through: 0, by: -4) {
      bytes.append(digits[Int((unit >> UInt16(shift)) & 0xF)])
    }
  }

  /// Whether `string` may hold a character a JSON string literal writes escaped.
  private static func needsEscaping(_ string: String) -> Bool {
    let utf8 = string.utf8
    let fast = utf8.withContiguousStorageIfAvailable { needsEscaping($0) }
    if let fast { return fast }
    return utf8.contains(where: mayBeginEscape)
  }

  /// Whether `byte` is, or begins, a character that may need an escape: below 0x20, `"`, `\\`,
  /// DEL, 0xC2 (C1 controls), 0xD8 (U+061C), 0xE2 (U+200E to U+2069), 0xEF (U+FDD0 to U+FDEF,
  /// U+FEFF, U+FFFE, U+FFFF) or 0xF0 and above (the noncharacters of the other planes). The
  /// slow path tells apart the other characters these bytes begin.
  private static func mayBeginEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xD8
      || byte == 0xE2 || byte == 0xEF || byte >= 0xF0
  }

  /// Whether the bytes may hold a character that needs an escape, eight bytes at a time: every
  /// string of every record is tested, and a byte at a time costs more than copying them. Any
  /// byte past ASCII counts: the slow path, a scalar at a time, tells apart the few characters
  /// beyond ASCII that need an escape, and writes the others as they are.
  private static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    guard count >= 8 else {
      // A short string, padded with spaces, which need no escape.
      var word: UInt64 = 0x2020_2020_2020_2020
      for index in 0..<count {
        let shift = UInt64(index * 8)
        word = word & ~(0xFF << shift) | UInt64(base[index]) << shift
      }
      return mayNeedEscape(word)
    }
    var index = 0
    while index + 8 <= count {
      if mayNeedEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return true }
      index += 8
    }
    // The last eight bytes, overlapping those tested.
    return index < count
      && mayNeedEscape(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
  }

  /// Whether a byte of `word` is below 0x20, `"`, `\\`, DEL, or past ASCII.
  @inline(__always) private static func mayNeedEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    /// Nonzero exactly when some byte of `word` equals `byte`.
    func has(_ byte: UInt64) -> UInt64 {
      let xored = word ^ (ones &* byte)
      return (xored &- ones) & ~xored & highs
    }
    let below = (word &- ones &* 0x20) & ~word & highs
    return below | (word & highs) | has(0x22) | has(0x5C) | has(0x7F) != 0
  }
}
