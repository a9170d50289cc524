import TransitLifecycle

/// The call names of the vocabulary, found by the bytes of a line, so that a record naming a
/// known call shares the vocabulary's own string rather than one the reader made.
///
/// The vocabulary's names are string literals, which Swift never counts references to: a
/// reader hands them to every record for nothing, and a checker on another thread reads them
/// without the two threads passing a reference count back and forth (every record of a log
/// names a call, and a name longer than 15 bytes is a string with storage of its own).
///
/// Built once and never changed after, so readers on any thread share it.
final class KnownNames: @unchecked Sendable {
  static let shared = KnownNames()

  private let table: StringTable

  private init() {
    let names = Set(CallVocabulary.all.map(\.name.rawValue))
    let table = StringTable(capacity: names.count)
    for name in names where name.utf8.count > StringCache.inlineLimit {
      withBytes(of: name) { start, count in
        table.insert(name, hash: byteHash(start, count), value: 0)
      }
    }
    self.table = table
  }

  /// The vocabulary's string whose UTF-8 is `count` bytes from `start`, or nil.
  @inline(__always)
  func find(_ start: UnsafePointer<UInt8>, _ count: Int, hash: UInt64) -> String? {
    guard let slot = table.find(start, count, hash: hash) else { return nil }
    return table.string(at: slot)
  }
}
