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
/// one whose slot another name took, is looked up in the tables again, so what the memo answers
/// is always the tables' answer. With 1,024 slots the hundred or so names of a log rarely meet
/// (with 64, two in five records missed).
struct CallInfoMemo {
  private static let bits = 10
  private static let slots = 1 << bits
  private var names: [CallName?] = Array(repeating: nil, count: CallInfoMemo.slots)
  private var traits: [CallTraits?] = Array(repeating: nil, count: CallInfoMemo.slots)

  /// The traits of `name`: `table[name]`, and whether `glossary` holds it.
  @inline(__always)
  mutating func traits(
    for name: CallName, in table: [CallName: CallInfo], glossary: Set<CallName>
  ) -> CallTraits {
    let slot = Self.slot(of: name.rawValue)
    if let known = names[slot], known == name, let found = traits[slot] { return found }
    let found = CallTraits(name, in: table, glossary: glossary)
    names[slot] = name
    traits[slot] = found
    return found
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
    return Int(truncatingIfNeeded: mixed >> UInt64(64 - bits))
  }
}
