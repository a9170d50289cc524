import TransitLifecycle

/// What the checker needs of a call name on every record, worked out once per name: its
/// `CallInfo`, whether the glossary knows it, and the few names `process` tells apart.
struct CallTraits {
  var info: CallInfo?
  /// Whether a rule or the glossary knows the name; an unknown one is kept for the report.
  var isKnown: Bool
  /// Whether it is one of `CallName.viewLifecycleCallbacks` (a layout callback alone does not
  /// show a view controller's appearance).
  var isViewLifecycleCallback: Bool
  /// Whether it is `viewWillAppear(_:)` or `viewWillDisappear(_:)`.
  var isWillCallback: Bool
  /// Whether it is `viewWillAppear(_:)`, `viewDidAppear(_:)`, `viewWillDisappear(_:)` or
  /// `viewDidDisappear(_:)` (not `viewIsAppearing(_:)`).
  var isWillOrDidCallback: Bool
  /// Whether it is `transitionDidFinish(_:)`, which names the transition's presentation
  /// controller.
  var isTransitionDidFinish: Bool
  /// Whether it is `viewWillAppear(_:)` or `viewDidAppear(_:)`.
  var isAppearCallback: Bool

  init(_ name: CallName, in table: [CallName: CallInfo], glossary: Set<CallName>) {
    info = table[name]
    isKnown = info != nil || glossary.contains(name)
    isViewLifecycleCallback = CallName.viewLifecycleCallbacks.contains(name)
    isWillCallback = name == .viewWillAppear || name == .viewWillDisappear
    isWillOrDidCallback =
      isWillCallback || name == .viewDidAppear || name == .viewDidDisappear
    isTransitionDidFinish = name == .transitionDidFinish
    isAppearCallback = name == .viewWillAppear || name == .viewDidAppear
  }
}

/// The checker's traits for each call name met lately, found without hashing the name.
///
/// The reader hands out one shared string for every record of a call (`StringCache`), so a
/// name seen before has the same representation, the string's two words, which pick its slot;
/// `==` confirms it, comparing those words before any byte. A name held in other storage, or
/// one whose slots other names took, is looked up in the tables again, so what the memo answers
/// is always the tables' answer. A name may sit in any slot of a group of four, so that names
/// whose representations pick the same slot all stay: with one slot each, the hundred or so
/// names of a log met in a few of 1,024 slots, where the strings happened to lie, and two such
/// names called in turn missed on every record (the checking thread moved by 3 to 6 M
/// instructions from build to build with its code unchanged; with 64 slots, two in five
/// records missed). With pairs, three names still met in one in some builds.
struct CallInfoMemo {
  private static let bits = 10
  private static let slots = 1 << bits
  /// The slots of a group, in any of which a name may sit.
  private static let ways = 4
  private var names: [CallName?] = Array(repeating: nil, count: CallInfoMemo.slots)
  private var traits: [CallTraits?] = Array(repeating: nil, count: CallInfoMemo.slots)
  /// How many names were looked up in the tables, for the tests.
  private(set) var misses = 0

  /// The traits of `name`: `table[name]`, and whether `glossary` holds it.
  @inline(__always)
  mutating func traits(
    for name: CallName, in table: [CallName: CallInfo], glossary: Set<CallName>
  ) -> CallTraits {
    let slot = Self.slot(of: name.rawValue)
    if let known = names[slot], known == name, let found = traits[slot] { return found }
    for way in 1..<Self.ways {
      let other = slot ^ way
      if let known = names[other], known == name, let found = traits[other] { return found }
    }
    misses += 1
    let found = CallTraits(name, in: table, glossary: glossary)
    // The name's own slot, or a free one of its group, or else its own again.
    var kept = slot
    if names[slot] != nil {
      for way in 1..<Self.ways where names[slot ^ way] == nil {
        kept = slot ^ way
        break
      }
    }
    names[kept] = name
    traits[kept] = found
    return found
  }

  @inline(__always)
  static func slot(of string: String) -> Int {
    representationSlot(of: string, bits: bits)
  }
}

/// The slot among `1 << bits` of the string whose representation is `string`'s: its first and
/// last eight bytes (the whole of it on a 64-bit platform), mixed; read unaligned, so any size
/// of `String` works. The reader hands out one shared string for each id and call name it met
/// lately (`StringCache`), so equal strings from a log mostly pick the same slot without their
/// bytes being read.
@inline(__always)
func representationSlot(of string: String, bits: Int) -> Int {
  let mixed = withUnsafeBytes(of: string) { raw -> UInt64 in
    let first = raw.loadUnaligned(as: UInt64.self)
    let last = raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self)
    return (first &* 0x9E37_79B9_7F4A_7C15 ^ last) &* 0xC2B2_AE3D_27D4_EB4F
  }
  return Int(truncatingIfNeeded: mixed >> UInt64(64 - bits))
}
