/// Reading a record's fields from a scanned line, as its `RecordBody` field list names them.
///
/// The scanned line is the coder itself, rather than a reader holding a copy of it: a copy would
/// retain the string cache once more for every record.
extension RecordFields: RecordFieldCoder {
  /// The record of type `Body` the line holds.
  @inline(__always)
  mutating func read<Body: RecordBody>(_: Body.Type) throws(ScanError) -> Body {
    var value = Body.blank
    try Body.fields(of: &value, &self)
    return value
  }

  /// A call record's fields, as `Call.fields` lists them, each read into a local and the call
  /// made once at the end. Read through the list, each call cost the making of a blank call,
  /// a copy of it and its destruction, each retaining or releasing its empty strings and
  /// arguments (about 240 instructions a call, on the reading thread that sets the pace of a
  /// check), and most records of a log are calls. Debug builds check every call read here
  /// against the list.
  mutating func call() throws(ScanError) -> Call {
    var caller: String?
    if let span = span(.caller), span.type != .null { caller = try participant(.caller) }
    let receiver = try participant(.receiver)
    let name = CallName(try string(.call))
    let args = try arguments(.args)
    var result: Value?
    if let span = span(.result) { result = try value(span, in: "\"\(FieldKey.result.name)\"") }
    let block = try optionalInteger(.block)
    let call = Call(
      caller: caller, receiver: receiver, name: name, args: args, result: result, block: block)
    #if DEBUG
      var listed = self
      assert((try? listed.read(Call.self)) == call, "Call.fields reads otherwise")
    #endif
    return call
  }

  /// A view record's fields, as `ViewChange.fields` lists them, read as `call()` reads a
  /// call's, for the same reason. Debug builds check every one against the list.
  mutating func viewChange() throws(ScanError) -> ViewChange {
    let caller = try participant(.caller)
    let name = CallName(try string(.call))
    let view = try string(.view)
    let viewClass = try string(.className)
    let viewController = try optionalString(.viewController)
    let superview = try string(.superview)
    let index = try optionalInteger(.index)
    let change = ViewChange(
      caller: caller, name: name, view: view, viewClass: viewClass,
      viewController: viewController, superview: superview, index: index)
    #if DEBUG
      var listed = self
      assert((try? listed.read(ViewChange.self)) == change, "ViewChange.fields reads otherwise")
    #endif
    return change
  }

  mutating func participant(_ key: FieldKey, _ value: inout String) throws(ScanError) {
    value = try participant(key)
  }

  mutating func optionalParticipant(_ key: FieldKey, _ value: inout String?) throws(ScanError) {
    guard let span = span(key), span.type != .null else {
      value = nil
      return
    }
    value = try participant(key)
  }

  mutating func string(_ key: FieldKey, _ value: inout String) throws(ScanError) {
    value = try string(key)
  }

  mutating func callName(_ key: FieldKey, _ value: inout CallName) throws(ScanError) {
    value = CallName(try string(key))
  }

  mutating func role(_ key: FieldKey, _ value: inout ParticipantRole) throws(ScanError) {
    value = ParticipantRole(rawValue: try string(key))
  }

  mutating func enumeration<Name: LogEnumeration>(
    _ key: FieldKey, _ value: inout Name, _ what: String
  ) throws(ScanError) {
    value = try enumeration(key, what, as: Name.self)
  }

  mutating func optionalEnumeration<Name: LogEnumeration>(
    _ key: FieldKey, _ value: inout Name?, _ what: String
  ) throws(ScanError) {
    value = try optionalEnumeration(key, what, as: Name.self)
  }

  mutating func optionalString(_ key: FieldKey, _ value: inout String?) throws(ScanError) {
    value = try optionalString(key)
  }

  mutating func optionalBool(_ key: FieldKey, _ value: inout Bool?) throws(ScanError) {
    value = try optionalBool(key)
  }

  mutating func optionalInteger(_ key: FieldKey, _ value: inout Int?) throws(ScanError) {
    value = try optionalInteger(key)
  }

  mutating func optionalNumber(_ key: FieldKey, _ value: inout Double?) throws(ScanError) {
    value = try optionalDouble(key)
  }

  mutating func arguments(_ key: FieldKey, _ value: inout Arguments) throws(ScanError) {
    value = try arguments(key)
  }

  mutating func result(_ key: FieldKey, _ value: inout Value?) throws(ScanError) {
    guard let span = span(key) else { return }
    value = try self.value(span, in: "\"\(key.name)\"")
  }

  mutating func point(_ key: FieldKey, _ value: inout (x: Double, y: Double)?) throws(ScanError) {
    value = try translation(key)
  }
}
