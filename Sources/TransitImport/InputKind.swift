/// What a command was given to read, told from its first bytes: a Transit log, read as it is,
/// or console text, imported. Every command that reads a log or a console asks here, so the
/// same bytes are read the same way by `check`, `render`, `explain`, `diff` and `import`.
package enum InputKind: Sendable, Hashable {
  /// A Transit log: its first line is a JSON object that names a Transit schema or a record's
  /// fields. One that is not a header is still a log, which the reader refuses with its line
  /// and column; an input with nothing but blanks is one too, which the reader names as empty.
  case log
  /// Anything else: console output, imported.
  case console

  /// How many bytes the question reads, at most.
  package static let prefixLength = 4096

  /// The kind of the input that begins with `bytes`. A UTF-8 byte order mark is passed over.
  package static func of(_ bytes: some Collection<UInt8>) -> InputKind {
    var head = Array(bytes.prefix(prefixLength))
    if head.starts(with: [0xEF, 0xBB, 0xBF]) { head.removeFirst(3) }
    if head.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return .log }
    let line = head.prefix { $0 != 0x0A }.drop { $0 == 0x20 || $0 == 0x09 }
    guard line.first == UInt8(ascii: "{") else { return .console }
    let text = String(decoding: line, as: UTF8.self)
    // A log's members, with or without blanks after the colon; `log stream --style ndjson`
    // names none of them.
    for member in ["\"schema\"", "\"seq\"", "\"type\":\"header\"", "\"type\": \"header\""]
    where text.contains(member) {
      return .log
    }
    return .console
  }
}
