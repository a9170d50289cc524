#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Remembers the last string each field held, so that a value repeated from line to line (a
/// caller, a call name, a view class) is shared rather than decoded and allocated again.
///
/// Logs repeat a handful of participants and calls millions of times; sharing their storage
/// makes reading faster and the records a reader keeps smaller.
///
/// The slots live in unsafe buffers rather than arrays because the cache is consulted for
/// nearly every field, and arrays in a class pay for a run-time exclusivity check each time.
final class StringCache {
  private let strings: UnsafeMutablePointer<String>
  /// Whether the cached string has been found among the declared participants. Declarations
  /// are never withdrawn, so the answer holds until the string changes.
  private let declared: UnsafeMutablePointer<Bool>

  init() {
    strings = .allocate(capacity: FieldKey.allCases.count)
    strings.initialize(repeating: "", count: FieldKey.allCases.count)
    declared = .allocate(capacity: FieldKey.allCases.count)
    declared.initialize(repeating: false, count: FieldKey.allCases.count)
  }

  deinit {
    strings.deinitialize(count: FieldKey.allCases.count)
    strings.deallocate()
    declared.deallocate()
  }

  /// The text of the string `span` of a line, taken from the cache when it is unchanged.
  func string(_ key: FieldKey, _ span: ValueSpan, in scanner: JSONScanner) -> String {
    let index = key.rawValue
    guard span.isPlain else {
      declared[index] = false
      strings[index] = scanner.decodeString(span)
      return strings[index]
    }
    let start = scanner.bytes.baseAddress! + span.start + 1
    let count = span.end - span.start - 2
    let unchanged = strings[index].withUTF8 { cached in
      cached.count == count && (count == 0 || memcmp(cached.baseAddress!, start, count) == 0)
    }
    if !unchanged {
      declared[index] = false
      strings[index] = String(
        decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }
    return strings[index]
  }

  /// Whether the string last returned for `key` was found declared since it last changed.
  func isKnownDeclared(_ key: FieldKey) -> Bool { declared[key.rawValue] }

  /// Notes that the string last returned for `key` is a declared participant.
  func markDeclared(_ key: FieldKey) { declared[key.rawValue] = true }
}
