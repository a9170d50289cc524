#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The values of a record's `"type"`.
enum RecordKind: String, CaseIterable {
  case header, participant, call, transition, view, gesture, warning, note, release, retained
  case set, animation, timing, finger

  /// The kind a `type` spells, compared byte by byte: `init(rawValue:)` walks a string switch,
  /// which showed in profiles of reading a million records.
  static func match(_ name: UnsafeBufferPointer<UInt8>) -> RecordKind? {
    guard let start = name.baseAddress, !name.isEmpty else { return nil }
    func equals(_ candidate: StaticString) -> Bool {
      name.count == candidate.utf8CodeUnitCount
        && memcmp(start, candidate.utf8Start, name.count) == 0
    }
    switch name[0] {
    case UInt8(ascii: "c"): return equals("call") ? .call : nil
    case UInt8(ascii: "t"):
      return equals("transition") ? .transition : equals("timing") ? .timing : nil
    case UInt8(ascii: "s"): return equals("set") ? .set : nil
    case UInt8(ascii: "a"): return equals("animation") ? .animation : nil
    case UInt8(ascii: "f"): return equals("finger") ? .finger : nil
    case UInt8(ascii: "v"): return equals("view") ? .view : nil
    case UInt8(ascii: "g"): return equals("gesture") ? .gesture : nil
    case UInt8(ascii: "w"): return equals("warning") ? .warning : nil
    case UInt8(ascii: "n"): return equals("note") ? .note : nil
    case UInt8(ascii: "p"): return equals("participant") ? .participant : nil
    case UInt8(ascii: "h"): return equals("header") ? .header : nil
    case UInt8(ascii: "r"):
      return equals("release") ? .release : equals("retained") ? .retained : nil
    default: return nil
    }
  }
}

extension Event.Body {
  /// The `"type"` the body is written with.
  var recordKind: RecordKind {
    switch self {
    case .call: return .call
    case .transition: return .transition
    case .view: return .view
    case .gesture: return .gesture
    case .warning: return .warning
    case .note: return .note
    case .release: return .release
    case .retained: return .retained
    }
  }
}

extension GeometryRecord {
  /// The `"type"` the record is written with.
  var recordKind: RecordKind {
    switch self {
    case .set: return .set
    case .animation: return .animation
    case .timing: return .timing
    case .finger: return .finger
    }
  }
}
