import TransitLifecycle

/// The checker's entry for each call name met lately, found without hashing the name.
///
/// The reader hands out one shared string for every record of a call (`StringCache`), so a
/// name seen before has the same representation, the string's two words, which pick its slot;
/// `==` confirms it, comparing those words before any byte. A name held in other storage is
/// looked up in the table again, so what the memo answers is always the table's answer.
struct CallInfoMemo {
  private static let slots = 64
  private var names: [CallName?] = Array(repeating: nil, count: CallInfoMemo.slots)
  private var infos: [CallInfo?] = Array(repeating: nil, count: CallInfoMemo.slots)

  /// `table[name]`.
  @inline(__always)
  mutating func info(for name: CallName, in table: [CallName: CallInfo]) -> CallInfo? {
    let slot = Self.slot(of: name.rawValue)
    if let known = names[slot], known == name { return infos[slot] }
    let info = table[name]
    names[slot] = name
    infos[slot] = info
    return info
  }

  /// The slot of the string whose representation is `string`'s: its first and last eight bytes
  /// (the whole of it on a 64-bit platform), mixed; read unaligned, so any size of `String`
  /// works.
  @inline(__always)
  private static func slot(of string: String) -> Int {
    let mixed = withUnsafeBytes(of: string) { raw -> UInt64 in
      let first = raw.loadUnaligned(as: UInt64.self)
      let last = raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self)
      return (first &* 0x9E37_79B9_7F4A_7C15 ^ last) &* 0xC2B2_AE3D_27D4_EB4F
    }
    return Int(truncatingIfNeeded: mixed >> 58)
  }
}
