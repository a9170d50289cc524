import TransitLifecycle
import TransitTrace

/// The objects a console names, each a participant of the log with a short readable id
/// (`vc.singleColor`, `animator.customPresenting`, `A`), declared the first time a line names
/// it.
///
/// An object is its class and address when the console prints one (two objects of a class are
/// two participants), else its class or the label an app chose. A line that names no object
/// (a bare `#function`) reaches one anonymous participant per kind of receiver, which the log
/// marks as such. Objects of different runs of the app (another process id) are never the same.
///
/// At most `limit` objects are remembered: past that the oldest are forgotten, and one that
/// comes back is declared again under a new id, so memory stays flat whatever the console's
/// length.
struct Participants {
  /// A participant's id, with a number that stands for it where the importer compares or
  /// hashes participants (the segmenter's contexts and view controllers): a few instructions
  /// rather than hashing a string, and for a context's id (`ctx._UIViewControllerOneToOneTransitionContext.3`)
  /// a long one. Each id is given its number once, never reused, so two numbers are equal
  /// exactly when the ids are.
  struct ID {
    var id: String
    var number: Int
  }

  struct Key: Hashable {
    var run: Int
    var name: String
    var address: PrintedAddress?

    /// The address alone stands for an object that has one: hashing the class name too costs
    /// more than the rare collision of two classes at one address.
    func hash(into hasher: inout Hasher) {
      hasher.combine(run)
      if let address { hasher.combine(address) } else { hasher.combine(name) }
    }

    /// The address first: two words compared, that tell most keys a lookup meets apart before
    /// their class names, long strings, are compared.
    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.run == rhs.run && lhs.address == rhs.address && lhs.name == rhs.name
    }
  }

  static let limit = 4096

  /// What is remembered of an object: its id once declared, and the birth calls it has
  /// received, one bit each (`KnownCall.birthBit`; 0 for none). One table for both, so naming
  /// an object and forgetting one each look it up once.
  private struct Entry {
    var id: ID?
    var births: UInt8 = 0
    /// For an object a console names by class or label alone: whose appearance is open, one
    /// bit each (`appearing`, `disappearing`, and the same shifted by 2 for the twin).
    var open: UInt8 = 0
    /// A second object of the class, read from a will-callback that came again while the
    /// first's was still open (`twinned(_:_:call:)`).
    var twin: ID?
  }

  /// The bits of `Entry.open`: the first object's appearance and disappearance open; the
  /// twin's are these shifted left by 2.
  private static let appearing: UInt8 = 1
  private static let disappearing: UInt8 = 2

  private var entries: [Key: Entry] = [:]
  /// The last few objects found with an id, and their ids: a line most often names an object
  /// a line just before named (a view controller's will-, is- and did-callbacks), found here
  /// by comparing keys rather than by hashing one. Emptied whenever the table changes, so it
  /// only ever says what the table would.
  private var recent: [(key: Key, id: ID)] = []
  /// The slot of `recent` the next object found takes, once it is full.
  private var nextRecent = 0
  /// Twelve: a presentation's lines name its view controllers, the delegate, the presentation
  /// controller, the animator and the context in turn, more than four, and comparing a key
  /// that is not there costs a small part of hashing one.
  static let recentCount = 12
  /// How many entries hold an id, and how many hold births.
  private var idCount = 0
  private var birthCount = 0
  /// `base(for:receiver:)` of the names seen lately, by name: the kind of object each was
  /// read as is compared, not hashed (see `BaseEntry`).
  private var bases: [String: BaseEntry] = [:]
  private var order: [Key] = []
  private var oldest = 0
  /// How many ids each readable base has given out, to make the next one unique.
  private var used: [String: Int] = [:]
  private var anonymousIDs: [CallDefinition.Receiver: ID] = [:]
  private var serial = 0
  /// The number the next id is given (`ID.number`).
  private var nextNumber = 0
  /// How many participants were declared.
  private(set) var declared = 0

  /// The first spelling of each name printed without an address, by its lowercase and run:
  /// a name that differs from one only in case is read as that one.
  private var spellings: [Key: String] = [:]
  /// The names read as another spelled in other capitals (`NextVc` as `Nextvc`), the first
  /// `mergesListed` of them, for the import's notes; `mergesLeftOff` counts the rest.
  private(set) var merges: [(printed: String, readAs: String)] = []
  private var leftOff: Set<String> = []
  var mergesLeftOff: Int { leftOff.count }
  static let mergesListed = 12

  /// `uikit` is the participant of UIKit's own warnings.
  init() { used["uikit"] = 1 }

  /// The calls a view controller receives once in its life, while it is made and loaded: a
  /// second one on the same class or label is another object (the same screen built again,
  /// or the app launched again). A second load of a name whose making was printed and not
  /// printed again is read so too, and noted (`repeatedLoad`): it may be the same object
  /// loading its view again, or another made in code, which prints no making.
  static let birthCalls: [CallName] = [
    "init(coder:)", "init(nibName:bundle:)", "awakeFromNib()", "loadView()", .viewDidLoad,
  ]

  /// Whether the last call `id(of:…)` was given loaded the view of a name printed without an
  /// address whose making (an init or awakeFromNib) the console printed, and not since; read
  /// by `takeRepeatedLoad()`.
  private var repeatedLoad = false

  /// `birthCalls`' bits of the calls that make an object and of those that load its view.
  private static let makingBits: UInt8 = 0b00111
  private static let loadBits: UInt8 = 0b11000

  /// A name's base and what it was made for. Only the name is hashed: `Receiver`, an enum
  /// with a `String` raw value, hashes that string, which cost as much again as the name; a
  /// name read as two kinds of object in turn keeps the last one's base.
  private struct BaseEntry {
    var isClass: Bool
    var receiver: CallDefinition.Receiver?
    var base: String
  }

  /// The id of `object`, and its declaration if this is its first appearance. `call` is the
  /// call it receives, which may show it is a new object under a name seen before; after
  /// `deinit`, the name belongs to the next object that takes it.
  mutating func id(
    of object: PrintedObject, run: Int, receiver: CallDefinition.Receiver?, role: ParticipantRole,
    receiving call: KnownCall? = nil
  ) -> (id: ID, declaration: Participant?) {
    // A birth or a `deinit` changes the table: those always look it up; so does an appearance
    // callback on an object the console names without an address, which may be a second one.
    let changes =
      call.map {
        $0.isBirth || $0.isDeinit || (object.address == nil && ($0.isWill || $0.isDid))
      } ?? false
    if !changes {
      // Compared with the object's own fields, as `Key`'s `==` compares them: a key made first
      // counted a reference to the name and released it on every object a line names.
      for index in recent.indices
      where recent[index].key.run == run && recent[index].key.address == object.address
        && recent[index].key.name == object.name
      {
        return (recent[index].id, nil)
      }
    }
    let key = Key(run: run, name: object.name, address: object.address)
    // One lookup: the entry is read and changed where the lookup found it, or a new object's
    // put where it found none, where a new object's key was hashed to look it up and again to
    // put it in. The table is moved out meanwhile, so that `settle` may change the rest.
    var table = [Key: Entry]()
    swap(&table, &entries)
    let settled = settle(
      &table[key], key, object, receiver: receiver, role: role, call: call, changes: changes)
    swap(&table, &entries)
    switch settled {
    case .found(let id):
      return (id, nil)
    case .twin(let twin):
      declared += 1
      return (twin, Participant(id: twin.id, className: object.name, role: role))
    case .respelled(let spelled):
      // `NextVc` after `Nextvc`: an app's labels that differ only in case name one view
      // controller, typed twice.
      var same = object
      same.name = spelled
      return id(of: same, run: run, receiver: receiver, role: role, receiving: call)
    case .made(let id):
      remember(key)
      // After `deinit`, the name belongs to the next object that takes it.
      if call?.isDeinit == true { forget(key) }
      declared += 1
      return (id, Participant(id: id.id, className: object.name, role: role))
    }
  }

  /// What `settle` made of an object's entry.
  private enum Settled {
    /// The object's id.
    case found(ID)
    /// A twin's new id, for a name printed without an address (`twinned(_:_:call:makeTwin:)`),
    /// to declare.
    case twin(ID)
    /// The name is to be read as this spelling (`spelling(of:run:)`); the table is unchanged.
    case respelled(String)
    /// A new id, now in the table, for an object to remember and declare.
    case made(ID)
  }

  /// Reads and changes `slot`, the table's entry for `key` (nil for none), as `id(of:…)` asks.
  private mutating func settle(
    _ slot: inout Entry?, _ key: Key, _ object: PrintedObject, receiver: CallDefinition.Receiver?,
    role: ParticipantRole, call: KnownCall?, changes: Bool
  ) -> Settled {
    if slot == nil, object.address == nil,
      let spelled = spelling(of: object.name, run: key.run), spelled != object.name
    {
      noteMerge(object.name, into: spelled)
      return .respelled(spelled)
    }
    // Taken out, and put back changed: a copy retained the strings of its ids, to release
    // them after.
    let stored = slot.map(Counted.init)
    var entry = slot.take() ?? Entry()
    if let call, call.isBirth, entry.births & call.birthBit != 0 {
      // A load again, on a name printed without an address whose making the console prints
      // (an init or awakeFromNib before, none since), may be the same object loading its view
      // again, as UIKit does on each read of `view` while it is nil (a loadView() that sets
      // none), or a second object made in code, whose init the app does not override and so
      // never prints (a storyboard's screen and one made with `PhotoViewController()`). No
      // order of the calls tells them apart, and a second object read as one makes its first
      // layout a layout before its load: it is read as a second object, and noted.
      repeatedLoad =
        object.address == nil && call.birthBit & Self.loadBits != 0
        && entry.births & Self.makingBits != 0
      entry = Entry()
    }
    if let call, call.isBirth {
      // The births of other objects, when this one has none yet.
      let others = birthCount - (stored?.hasBirths == true ? 1 : 0)
      if entry.id != nil || entry.births != 0 || others < Self.limit {
        entry.births |= call.birthBit
      }
    }
    if let id = entry.id {
      if let call, object.address == nil, call.isWill || call.isDid {
        var madeTwin = false
        let chosen = Self.twinned(&entry, id, call: call) {
          madeTwin = true
          return unique(base(for: object, receiver: receiver))
        }
        // The id the name stands for stays: the table changes in place, and the recent
        // objects still say what it would.
        slot = entry
        return madeTwin ? .twin(chosen) : .found(chosen)
      }
      // After `deinit`, the name belongs to the next object that takes it.
      let forget = call?.isDeinit == true
      if changes, forget || call?.isBirth == true {
        if forget {
          account(nil, replacing: stored)
        } else {
          account(Counted(entry), replacing: stored)
          slot = entry
        }
        return .found(id)
      }
      slot = entry
      if changes { return .found(id) }
      if recent.count < Self.recentCount {
        recent.append((key, id))
      } else {
        recent[nextRecent] = (key, id)
        nextRecent = (nextRecent + 1) % Self.recentCount
      }
      return .found(id)
    }
    let id = unique(base(for: object, receiver: receiver))
    entry.id = id
    if let call, object.address == nil, call.isWill {
      entry.open = call.isDisappearing ? Self.disappearing : Self.appearing
    }
    account(Counted(entry), replacing: stored)
    slot = entry
    return .made(id)
  }

  /// Whether the last call looked up loaded again the view of a name whose making was printed
  /// once, and not since; cleared once read.
  mutating func takeRepeatedLoad() -> Bool {
    defer { repeatedLoad = false }
    return repeatedLoad
  }

  /// The spelling `name` was first printed in, capitals aside; `name` itself when it is new,
  /// and remembered. Asked only for a name the table does not hold, so once per object.
  private mutating func spelling(of name: String, run: Int) -> String? {
    let folded = Key(run: run, name: name.lowercased(), address: nil)
    if let spelled = spellings[folded] { return spelled }
    if spellings.count >= Self.limit { spellings.removeAll(keepingCapacity: true) }
    spellings[folded] = name
    return name
  }

  private mutating func noteMerge(_ printed: String, into spelled: String) {
    guard !merges.contains(where: { $0.printed == printed && $0.readAs == spelled }) else {
      return
    }
    if merges.count < Self.mergesListed {
      merges.append((printed, spelled))
    } else {
      // Each spelling counted once, however many lines print it.
      leftOff.insert(printed + "\u{0}" + spelled)
    }
  }

  /// Which object of a name printed without an address an appearance callback reached: two
  /// objects of one class can show at once (two windows, two children of a container), and a
  /// console without addresses prints both under one name. A will-callback that comes again
  /// while the one before is still open, in the same direction and with no turn the other way
  /// between (a cancel), is a second object's, the twin's (made by `makeTwin` the first time);
  /// a did-callback goes to the object whose will-callback is open, the first one's first.
  /// Anything else goes to the first object, as before.
  private static func twinned(
    _ entry: inout Entry, _ id: ID, call: KnownCall, makeTwin: () -> ID
  ) -> ID {
    let bit = call.isDisappearing ? Self.disappearing : Self.appearing
    let other = call.isDisappearing ? Self.appearing : Self.disappearing
    if call.isWill {
      // A will-callback turns the other way around: what was open that way is over.
      if entry.open & bit == 0 {
        entry.open = (entry.open & ~(other | other << 2)) | bit
        return id
      }
      if entry.open & (bit << 2) == 0 {
        let twin = entry.twin ?? makeTwin()
        entry.twin = twin
        entry.open = (entry.open & ~(other << 2)) | bit << 2
        return twin
      }
      return id
    }
    if entry.open & bit != 0 {
      entry.open &= ~bit
      return id
    }
    if entry.open & (bit << 2) != 0, let twin = entry.twin {
      entry.open &= ~(bit << 2)
      return twin
    }
    return id
  }

  /// Takes `key`'s entry out of the table, keeping the counts.
  private mutating func forget(_ key: Key) {
    if let stored = entries.removeValue(forKey: key) { account(nil, replacing: Counted(stored)) }
  }

  /// What the counts and the recent objects know of an entry: its id's number, if it has one,
  /// and whether it holds births.
  private struct Counted {
    var number: Int?
    var hasBirths: Bool

    init(_ entry: Entry) {
      number = entry.id?.number
      hasBirths = entry.births != 0
    }
  }

  /// Keeps the counts and the recent objects true as the table comes to hold `kept` (nil:
  /// nothing) where it held `stored`. Every entry put in the table holds an id, given on the line
  /// that first names the object, births or none.
  private mutating func account(_ kept: Counted?, replacing stored: Counted?) {
    // The recent objects hold keys with ids: only an id changed or taken away makes them say
    // other than the table. A birth noted, or a new object's id, leaves them true.
    if let number = stored?.number, number != kept?.number {
      recent.removeAll(keepingCapacity: true)
    }
    if let stored {
      if stored.number != nil { idCount -= 1 }
      if stored.hasBirths { birthCount -= 1 }
    }
    if let kept {
      if kept.number != nil { idCount += 1 }
      if kept.hasBirths { birthCount += 1 }
    }
  }

  /// The anonymous participant for calls a console printed without naming their receiver.
  mutating func anonymous(for receiver: CallDefinition.Receiver, declaringType: String) -> (
    id: ID, declaration: Participant?
  ) {
    if let id = anonymousIDs[receiver] { return (id, nil) }
    let id = unique(receiver.idPrefix)
    anonymousIDs[receiver] = id
    declared += 1
    return (
      id,
      Participant(
        id: id.id, className: declaringType, role: receiver.role ?? .viewController,
        isAnonymous: true)
    )
  }

  /// The id for a new object: the base, or the base with the next free number. Bases hold no
  /// dot after their prefix, so `base.N` never meets another base. Past `4 × limit` bases, a
  /// new one gets a serial number instead, so the table of bases stays bounded too.
  private mutating func unique(_ base: String) -> ID {
    nextNumber += 1
    return ID(id: uniqueText(base), number: nextNumber)
  }

  private mutating func uniqueText(_ base: String) -> String {
    // Found once and counted in place: every new object of a known class comes here.
    if let index = used.index(forKey: base) {
      used.values[index] += 1
      return Self.numbered(base, used.values[index])
    }
    if used.count < Self.limit * 4 {
      used[base] = 1
      return base
    }
    serial += 1
    return "\(base)~\(serial)"
  }

  /// `base.number`, written in a buffer and made one string: joining `base`, `.` and the
  /// number's text made three strings, about 1,300 instructions for each new object of a class
  /// seen before. Made by `String(decoding:as:)`, which marks an ASCII id as such, where a
  /// string written in place is compared the slow way each time a reading looks the id up.
  private static func numbered(_ base: String, _ number: Int) -> String {
    var base = base
    return base.withUTF8 { bytes in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 21) { buffer in
        _ = buffer.initialize(from: bytes)
        buffer[bytes.count] = UInt8(ascii: ".")
        let start = bytes.count + 1
        var end = start
        var rest = number.magnitude
        repeat {
          buffer[end] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
          end += 1
        } while rest > 0
        buffer[start..<end].reverse()
        return String(decoding: UnsafeMutableBufferPointer(rebasing: buffer[..<end]), as: UTF8.self)
      }
    }
  }

  /// Notes that `key` was just given an id, and forgets the oldest object past `limit`.
  private mutating func remember(_ key: Key) {
    order.append(key)
    if idCount > Self.limit {
      recent.removeAll(keepingCapacity: true)
      if let forgotten = entries.removeValue(forKey: order[oldest]) {
        if forgotten.id != nil { idCount -= 1 }
        if forgotten.births != 0 { birthCount -= 1 }
      }
      oldest += 1
      if oldest > Self.limit {
        order.removeFirst(oldest)
        oldest = 0
      }
    }
  }

  /// `base(for:receiver:)`, remembered for at most `limit` names.
  private mutating func base(for object: PrintedObject, receiver: CallDefinition.Receiver?)
    -> String
  {
    if let entry = bases[object.name], entry.isClass == object.isClass,
      entry.receiver == receiver
    {
      return entry.base
    }
    let base = Self.base(for: object, receiver: receiver)
    if bases.count >= Self.limit { bases.removeAll(keepingCapacity: true) }
    bases[object.name] = BaseEntry(isClass: object.isClass, receiver: receiver, base: base)
    return base
  }

  /// `vc.singleColor` for `SingleColorViewController`, `animator.zoomIn` for
  /// `ZoomInAnimator`; a label an app chose stays as it is.
  static func base(for object: PrintedObject, receiver: CallDefinition.Receiver?) -> String {
    let name = identifierCharacters(unmangled(object.name))
    guard object.isClass, let receiver else { return name.isEmpty ? "object" : name }
    let prefix = receiver.idPrefix
    var stem = name
    // The longest suffix the name ends with goes, unless it is the whole name: a class named
    // `ViewController` stays `vc.viewController`, not `vc.view`.
    for suffix in suffixes(for: receiver) where stem.hasSuffix(suffix) {
      if stem.count > suffix.count { stem.removeLast(suffix.count) }
      break
    }
    // `A_ViewController` is `vc.a`.
    while stem.count > 1, stem.hasSuffix("_") { stem.removeLast() }
    guard !stem.isEmpty else { return prefix }
    return prefix + "." + lowerCamel(stem)
  }

  /// `UIHostingController` for `_TtGC7SwiftUI19UIHostingControllerGV…`, `Menu` for
  /// `_TtC5Shop4Menu`: the class a Swift runtime name spells out, read from its length-prefixed
  /// module and class names; any other name as it is.
  static func unmangled(_ name: String) -> String {
    let bytes = Array(name.utf8.prefix(256))
    guard bytes.count > 5, bytes[0] == UInt8(ascii: "_"), bytes[1] == UInt8(ascii: "T"),
      bytes[2] == UInt8(ascii: "t")
    else { return name }
    var index = 3
    while index < bytes.count, Bytes.isUpper(bytes[index]) { index += 1 }
    // Module, then class: each a decimal length and that many bytes.
    var parts: [String] = []
    while parts.count < 2 {
      var length = 0
      var digits = 0
      while index < bytes.count, Bytes.isDigit(bytes[index]), digits < 4 {
        length = length * 10 + Int(bytes[index] - UInt8(ascii: "0"))
        index += 1
        digits += 1
      }
      guard digits > 0, length > 0, index + length <= bytes.count else { return name }
      parts.append(String(decoding: bytes[index..<index + length], as: UTF8.self))
      index += length
    }
    return parts[1]
  }

  /// `singleColor` for `SingleColor`, `uiNavigation` for `UINavigation`, `nytPhotos` for
  /// `NYTPhotos`: the leading capitals lowered, but for the one that begins the next word.
  static func lowerCamel(_ name: String) -> String {
    let bytes = Array(name.utf8)
    var upper = 0
    while upper < bytes.count, Bytes.isUpper(bytes[upper]) { upper += 1 }
    guard upper > 0 else { return name }
    // In `UINavigation`, `N` begins a word; in `ABC` alone, every capital is lowered.
    let lowered = upper > 1 && upper < bytes.count ? upper - 1 : upper
    var result = bytes
    for index in 0..<lowered { result[index] |= 0x20 }
    return String(decoding: result, as: UTF8.self)
  }

  private static func suffixes(for receiver: CallDefinition.Receiver) -> [String] {
    switch receiver {
    case .viewController: return ["ViewController", "Controller", "VC"]
    case .transitioningDelegate, .containerDelegate, .adaptiveDelegate, .pageDelegate:
      return ["TransitioningDelegate", "Delegate"]
    case .presentationController: return ["PresentationController"]
    case .animator: return ["TransitionAnimator", "Animator", "Transition"]
    case .interactionController: return ["InteractiveTransition", "Interactor"]
    default: return []
    }
  }

  /// The letters, digits and `_` of a name, so an id reads plainly whatever was printed.
  private static func identifierCharacters(_ name: String) -> String {
    // Class names and labels are nearly always ASCII letters and digits already.
    if name.utf8.count <= 64,
      name.utf8.allSatisfy({ Bytes.isIdentifier($0) && $0 != UInt8(ascii: "$") })
    {
      return name
    }
    return String(
      String.UnicodeScalarView(
        name.unicodeScalars.filter {
          $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_"
        }.prefix(64)))
  }
}
