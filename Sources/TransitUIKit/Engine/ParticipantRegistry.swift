import TransitTrace

/// Gives every object of a run a short, stable, readable id, remembers who was declared, and
/// notices when an object is freed, without keeping any object alive.
///
/// Ids follow the object's role and class: `HomeViewController` becomes `vc.home`,
/// `DimmingPresentationController` becomes `pc.dimming`, a plain `UIPresentationController`
/// becomes `pc`, and a second object with the same id gets `.2`. A scenario can choose an id
/// itself with `Simulator.identify(_:as:)`.
///
/// Objects are held weakly, so the run frees them as an app on a device does. An id is never
/// given twice: every id declared stays taken after its object is gone, and an object found
/// at the address of a freed one (Swift may reuse it) is a new object with a new entry.
@preconcurrency @MainActor
final class ParticipantRegistry {
  static let appID = "app"
  static let uikitID = "uikit"

  /// One object the run knows: named, given a chosen id, or watched because UIKit holds it
  /// weakly (a delegate), so that its release is seen even if it never took part.
  final class Entry {
    weak var object: AnyObject?
    /// The object's identity while it lived; another object may have it after.
    let key: ObjectIdentifier
    /// The object's class as the log names it, taken while it was alive.
    let className: String
    /// The id it was declared under; nil until it takes part.
    var id: String?
    /// The id and role a scenario chose for it before it took part.
    var chosen: (id: String, role: ParticipantRole?)?
    /// The role it is declared with if it is freed before taking part: set for an object
    /// UIKit holds weakly, whose release the log shows whether or not it was ever asked.
    var watchedRole: ParticipantRole?
    /// The `seq` of its release record, once written.
    var releaseSeq: Int?
    /// The participant whose reference UIKit dropped last, and the turn it happened in.
    var letGo: (by: String, turn: Int)?

    init(_ object: AnyObject, className: String) {
      self.object = object
      key = ObjectIdentifier(object)
      self.className = className
    }
  }

  private(set) var entries: [Entry] = []
  /// The entry of each object believed alive, by identity. A stale entry (its object freed,
  /// its address reused) is recognised by its weak reference and replaced.
  private var byIdentity: [ObjectIdentifier: Int] = [:]
  /// The entries whose object has not been seen freed yet, in the order they were made: the
  /// order releases are written in, so a run is the same every time.
  private var living: [Int] = []
  private var declared: Set<String> = []
  /// For each id given a number, the number to try first next time (`unique`).
  private var nextNumber: [String: Int] = [:]
  private var entryByID: [String: Int] = [:]

  /// The entry of `object`, made if it has none.
  private func entryIndex(of object: AnyObject) -> Int {
    let key = ObjectIdentifier(object)
    if let index = byIdentity[key], entries[index].object === object { return index }
    let index = entries.count
    entries.append(Entry(object, className: Self.className(of: object)))
    byIdentity[key] = index
    living.append(index)
    return index
  }

  /// Reserves `id` (and optionally the role) for `object` before it is first named.
  func choose(_ id: String, role: ParticipantRole?, for object: AnyObject) {
    entries[entryIndex(of: object)].chosen = (id, role)
  }

  /// Watches `object`, which UIKit holds weakly, and returns its entry: if it is freed before it
  /// takes part it is declared with `role` then, so the log shows its release.
  func watch(_ object: AnyObject, role: ParticipantRole) -> Int {
    let index = entryIndex(of: object)
    if entries[index].watchedRole == nil { entries[index].watchedRole = role }
    return index
  }

  /// The object's id, and its declaration if this is the first time it is named.
  func id(of object: AnyObject, role: ParticipantRole) -> (String, Participant?) {
    let index = entryIndex(of: object)
    let entry = entries[index]
    if let id = entry.id { return (id, nil) }
    let role = entry.chosen?.role ?? role
    return declare(index, role: role)
  }

  /// Declares the entry's object under its chosen id or one derived from its class.
  private func declare(_ index: Int, role: ParticipantRole) -> (String, Participant) {
    let entry = entries[index]
    let id = unique(entry.chosen?.id ?? derivedID(className: entry.className, role: role))
    entry.id = id
    entryByID[id] = index
    declared.insert(id)
    return (id, Participant(id: id, className: entry.className, role: role))
  }

  /// The object that has the id `id`, if it is an object of the run still alive.
  func object(named id: String) -> ObjectIdentifier? {
    guard let index = entryByID[id], let object = entries[index].object else { return nil }
    return ObjectIdentifier(object)
  }

  /// The live object that has the id `id`.
  func liveObject(named id: String) -> AnyObject? {
    entryByID[id].flatMap { entries[$0].object }
  }

  /// The entry of the participant `id`.
  func entry(named id: String) -> Entry? {
    entryByID[id].map { entries[$0] }
  }

  /// The entry of `object`, if the run knows it.
  func existingEntry(of object: AnyObject) -> Entry? {
    guard let index = byIdentity[ObjectIdentifier(object)], entries[index].object === object
    else { return nil }
    return entries[index]
  }

  /// Records that UIKit dropped its reference to `object` in `turn`, held for `holder`; if the
  /// object is freed by the end of that turn, its release names `holder`.
  func noteLetGo(_ object: AnyObject, by holder: String, turn: Int) {
    guard let entry = existingEntry(of: object) else { return }
    entry.letGo = (holder, turn)
  }

  /// Records a participant that is not an object; returns false if it was declared before.
  func declareIfNew(_ participant: Participant) -> Bool {
    declared.insert(participant.id).inserted
  }

  /// The entries whose objects have been freed since the last call, in the order they were
  /// made; each declared or watched one is returned with its id, declaring a watched object
  /// that never took part.
  func collectFreed() -> [(entry: Entry, declaration: Participant?)] {
    var freed: [(Entry, Participant?)] = []
    living.removeAll { index in
      let entry = entries[index]
      guard entry.object == nil else { return false }
      if byIdentity[entry.key] == index { byIdentity[entry.key] = nil }
      if entry.id != nil {
        freed.append((entry, nil))
      } else if let role = entry.watchedRole {
        freed.append((entry, declare(index, role: role).1))
      }
      return true
    }
    return freed
  }

  /// The declared objects still alive, in the order they were first named.
  func livingObjects() -> [AnyObject] {
    living.compactMap { entries[$0].id == nil ? nil : entries[$0].object }
  }

  /// The id a class's objects in `role` are named after, worked out once per class and role.
  private func derivedID(className: String, role: ParticipantRole) -> String {
    let key = DerivedKey(className: className, role: role)
    if let known = derivedIDs[key] { return known }
    let id = Self.derivedID(className: className, role: role)
    derivedIDs[key] = id
    return id
  }

  private struct DerivedKey: Hashable {
    let className: String
    let role: ParticipantRole
  }

  private var derivedIDs: [DerivedKey: String] = [:]

  /// `id`, or `id.2`, `id.3`… if it is taken.
  private func unique(_ id: String) -> String {
    guard declared.contains(id) else { return id }
    // Ids are never given back, so the first free number only grows: the search starts where
    // the last one for `id` ended, and a long run does not count from 2 for every new object.
    var counter = nextNumber[id] ?? 2
    while declared.contains("\(id).\(counter)") { counter += 1 }
    nextNumber[id] = counter + 1
    return "\(id).\(counter)"
  }

  /// The Swift class name as a user writes it: `HomeViewController`, not `Module.Home…`.
  static func className(of object: AnyObject) -> String {
    if let declared = object as? DeclaredClassName { return declared.declaredClassName }
    return String(describing: type(of: object))
  }

  static func derivedID(for object: AnyObject, role: ParticipantRole) -> String {
    derivedID(className: className(of: object), role: role)
  }

  static func derivedID(className: String, role: ParticipantRole) -> String {
    let prefix = role.idPrefix
    let stem = Self.stem(of: className)
    return stem.isEmpty ? prefix : "\(prefix).\(stem)"
  }

  /// The distinctive part of a class name: `UIPercentDrivenInteractiveTransition` gives
  /// `percentDriven`, `CardTransitioningDelegate` gives `card`, `LibraryNavigationController`
  /// gives `library` and `UINavigationController` nothing (so its id is the bare `nav`).
  static func stem(of className: String) -> String {
    var name = Substring(className.prefix { $0 != "<" })
    if name.hasPrefix("UI"), name.dropFirst(2).first?.isUppercase == true {
      name = name.dropFirst(2)
    }
    let suffixes = [
      "NavigationControllerDelegate", "TabBarControllerDelegate", "NavigationController",
      "TabBarController", "PageViewControllerDataSource", "PageViewControllerDelegate",
      "PageViewController", "SplitViewControllerDelegate", "SplitViewController",
      "ViewPropertyAnimator", "PresentationController",
      "TransitioningDelegate",
      "InteractiveTransition", "TransitionAnimator", "AnimatedTransitioning", "ViewController",
      "Animator", "Interactor", "Controller", "Delegate",
    ]
    if let suffix = suffixes.first(where: { name.hasSuffix($0) }) {
      name = name.dropLast(suffix.count)
    }
    return lowerCamel(name)
  }

  /// `SingleColor` gives `singleColor`; `URLCard` gives `urlCard`.
  private static func lowerCamel(_ name: Substring) -> String {
    let upper = name.prefix { $0.isUppercase }
    guard !upper.isEmpty else { return String(name) }
    let lowered = upper.count > 1 && upper.count < name.count ? upper.dropLast() : upper
    return lowered.lowercased() + name.dropFirst(lowered.count)
  }
}

/// An object standing in for a class that exists only in a description, such as a view
/// controller a scenario file names; the log shows the declared name, not the stand-in's.
@preconcurrency @MainActor
public protocol DeclaredClassName: AnyObject {
  /// The class name the log uses for this object, as a user would write it in Swift.
  var declaredClassName: String { get }
}
