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
