#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One of a fixed set of names a record field holds (a transition's `state` and `kind`, a
/// finger's phase), recognised from the bytes of its string in the line.
///
/// `init(rawValue:)` on a `String` walks a string switch, and making the `String` first costs
/// a lookup and a reference count: about 800 instructions a transition record's `state`, where
/// comparing the bytes with each spelling costs a tenth of that. The reader falls back to
/// `init(rawValue:)` for a string with escapes and for a name `match` does not know, so
/// `match` only saves work: it must give nil or what `init(rawValue:)` gives.
protocol LogEnumeration: RawRepresentable, CaseIterable where RawValue == String {
  /// The case spelt exactly by `name`, the bytes between a string's quotes, or nil.
  static func match(_ name: UnsafeBufferPointer<UInt8>) -> Self?
}

/// Whether `name` is exactly `spelling`'s bytes.
@inline(__always)
private func spells(_ name: UnsafeBufferPointer<UInt8>, _ spelling: StaticString) -> Bool {
  name.count == spelling.utf8CodeUnitCount
    && memcmp(name.baseAddress!, spelling.utf8Start, name.count) == 0
}

extension TransitionState: LogEnumeration {
  static func match(_ name: UnsafeBufferPointer<UInt8>) -> TransitionState? {
    guard !name.isEmpty else { return nil }
    switch name[0] {
    case UInt8(ascii: "r"): return spells(name, "requested") ? .requested : nil
    case UInt8(ascii: "b"): return spells(name, "began") ? .began : nil
    case UInt8(ascii: "f"): return spells(name, "finishing") ? .finishing : nil
    case UInt8(ascii: "c"):
      return spells(name, "completed") ? .completed : spells(name, "cancelling") ? .cancelling : nil
    case UInt8(ascii: "e"): return spells(name, "ended") ? .ended : nil
    default: return nil
    }
  }
}

extension TransitionKind: LogEnumeration {
  static func match(_ name: UnsafeBufferPointer<UInt8>) -> TransitionKind? {
    guard !name.isEmpty else { return nil }
    switch name[0] {
    case UInt8(ascii: "p"):
      return spells(name, "present")
        ? .present
        : spells(name, "push")
          ? .push
          : spells(name, "pop")
            ? .pop
            : spells(name, "pageSwipe") ? .pageSwipe : nil
    case UInt8(ascii: "d"): return spells(name, "dismiss") ? .dismiss : nil
    case UInt8(ascii: "t"): return spells(name, "tabSwitch") ? .tabSwitch : nil
    case UInt8(ascii: "s"): return spells(name, "sizeChange") ? .sizeChange : nil
    case UInt8(ascii: "c"): return spells(name, "childContainment") ? .childContainment : nil
    case UInt8(ascii: "u"): return spells(name, "unknown") ? .unknown : nil
    default: return nil
    }
  }
}

extension Finger.Phase: LogEnumeration {
  static func match(_ name: UnsafeBufferPointer<UInt8>) -> Finger.Phase? {
    guard !name.isEmpty else { return nil }
    switch name[0] {
    case UInt8(ascii: "b"): return spells(name, "began") ? .began : nil
    case UInt8(ascii: "m"): return spells(name, "moved") ? .moved : nil
    case UInt8(ascii: "e"): return spells(name, "ended") ? .ended : nil
    case UInt8(ascii: "c"): return spells(name, "cancelled") ? .cancelled : nil
    default: return nil
    }
  }
}
