import TransitTrace

/// Object lifetimes in a run: which objects were freed, in which run-loop turn, and which
/// objects a completed transition took away are still alive a turn later.
///
/// At the end of every turn the participant registry's weak table is looked at: each object
/// freed in that turn gets a `release` record, in the order the objects were first named. An
/// object a dismissal, a pop, a `setViewControllers` or a `removeFromParent()` took off the
/// screen (with the presentation controller, animators, interaction controllers, context and
/// coordinator of its transition) must be gone by the end of the next turn; one still alive
/// then, and reached by no view controller still on screen, gets a `retained` record with the
/// strong references that hold it (`RetainGraph`). docs/lifecycle.md#facts-lifetime.
@preconcurrency @MainActor
final class Lifetimes {
  private unowned let recorder: Recorder
  /// Whether releases and departures are followed; off, the log has no lifetime records.
  let isTracking: Bool
  /// The run-loop turns ended so far.
  private(set) var turn = 0

  /// An object taken off the screen, owed freed by the end of the turn after `turn`.
  private struct Departure {
    weak var object: AnyObject?
    let id: String
    let transition: Int?
    let turn: Int
  }

  private var departures: [Departure] = []
  /// The transitions that took an object off the screen: their machinery departs with it.
  private var departingTransitions: Set<Int> = []
  /// Objects whose stored properties keep what they reach alive on purpose: the simulator
  /// (and through it the window, its view controllers and UIKit's transitions in flight), held
  /// weakly since it owns this; and what a harness adds for the app it plays, kept for the run
  /// as an app keeps its app delegate.
  private var simulator: WeakObject?
  private var appRoots: [AnyObject] = []
  /// For each object found kept on purpose after it departed, the chain of objects from a root
  /// that showed it, held weakly: when it departs again (an interaction controller the app keeps
  /// for every presentation), the chain is checked before anything is walked.
  private var proofs: [ObjectIdentifier: [WeakObject]] = [:]
  /// Past this many proofs, those of freed objects are dropped.
  private static let proofLimit = 1024

  init(recorder: Recorder, isTracking: Bool) {
    self.recorder = recorder
    self.isTracking = isTracking
  }

  private var registry: ParticipantRegistry { recorder.participants }

  /// Adds an object whose stored properties hold what the app keeps on purpose; the run
  /// keeps it (the simulator itself is held weakly).
  func addRoot(_ object: AnyObject) {
    if object is Simulator {
      simulator = WeakObject(object)
    } else {
      appRoots.append(object)
    }
  }

  // MARK: Turns

  /// Ends the turn the script's own code ran in (a scenario's steps between touches): writes
  /// the releases, without counting a turn. A script stands in for the user, not for the app,
  /// so the turn after a departure is the next one the run loop runs.
  func endScriptTurn() {
    writeReleases()
  }

  /// Ends a run-loop turn: writes the releases of the turn, then judges the departures of the
  /// turn before.
  func endTurn() {
    guard isTracking, !recorder.isHalted else { return }
    writeReleases()
    checkDepartures { $0.turn < turn }
    turn += 1
  }

  /// Ends the run: the run loop is idle, so no later turn will free anything; every departure
  /// still owed is judged now.
  func finishRun() {
    guard isTracking, !recorder.isHalted else { return }
    writeReleases()
    checkDepartures { _ in true }
  }

  /// Writes a release record for each object freed since the last look.
  func writeReleases() {
    guard isTracking, !recorder.isHalted else { return }
    AssociatedObjects.sweep()
    for (entry, declaration) in registry.collectFreed() {
      guard let id = entry.id else { continue }
      if let declaration { recorder.announce(declaration) }
      let by = entry.letGo.flatMap { $0.turn == turn && $0.by != id ? $0.by : nil }
      entry.releaseSeq = recorder.record(
        .release(Release(participant: id, by: by)), transition: .some(nil), cause: .some(nil))
    }
  }

  // MARK: Delegates UIKit holds weakly

  /// Watches `object`, set as a delegate UIKit holds weakly; nil when lifetimes are not tracked.
  func watch(_ object: AnyObject, role: ParticipantRole) -> ParticipantRegistry.Entry? {
    guard isTracking else { return nil }
    let index = registry.watch(object, role: role)
    return registry.entries[index]
  }

  /// The id and release `seq` of `entry`'s object, if it has been freed; a release not written
  /// yet (the object went in this turn) is written now.
  func release(of entry: ParticipantRegistry.Entry) -> (id: String, seq: Int)? {
    guard entry.object == nil else { return nil }
    if entry.releaseSeq == nil { writeReleases() }
    guard let id = entry.id, let seq = entry.releaseSeq else { return nil }
    return (id, seq)
  }

  // MARK: What UIKit lets go of

  /// UIKit dropped its reference to `object`, held for `holder`.
  func letGo(_ object: AnyObject?, by holder: String) {
    guard isTracking, let object else { return }
    registry.noteLetGo(object, by: holder, turn: turn)
  }

  /// UIKit dropped the reference `holder` had to `object`.
  func letGo(_ object: AnyObject?, heldBy holder: AnyObject) {
    letGo(object, by: id(of: holder))
  }

  /// `object` left the screen for good (dismissed, popped, dropped, removed from its parent),
  /// UIKit letting go of the reference `holder` had; it is owed freed by the end of the next
  /// turn. With a transition, that transition's machinery departs with it when it ends.
  func depart(_ object: AnyObject, transition: Int?, heldBy holder: AnyObject) {
    guard isTracking else { return }
    owe(object, transition: transition, by: id(of: holder))
    if let transition { departingTransitions.insert(transition) }
  }

  /// The participant id of `holder`, without declaring it; `uikit` for an object that never
  /// took part.
  private func id(of holder: AnyObject) -> String {
    registry.existingEntry(of: holder)?.id ?? ParticipantRegistry.uikitID
  }

  /// Lets go of `object` for `holder` and owes it freed by the end of the next turn.
  private func owe(_ object: AnyObject, transition: Int?, by holder: String) {
    letGo(object, by: holder)
    guard let id = registry.existingEntry(of: object)?.id else { return }
    departures.append(Departure(object: object, id: id, transition: transition, turn: turn))
  }

  /// A transition ended: UIKit lets go of its context and coordinator, and of the animator and
  /// interaction controller the context held until `animationEnded(_:)`. If it took an object
  /// off the screen, they depart with it.
  func transitionEnded(_ transition: Transition) {
    guard isTracking else { return }
    let uikit = ParticipantRegistry.uikitID
    let contextID = registry.existingEntry(of: transition.context)?.id ?? uikit
    var machinery: [(AnyObject, String)] = [
      (transition.context, uikit), (transition.coordinator, uikit),
    ]
    if let animator = transition.animator { machinery.append((animator, contextID)) }
    if let interactor = transition.interactor { machinery.append((interactor, contextID)) }
    let departs = departingTransitions.remove(transition.id) != nil
    for (object, holder) in machinery {
      if departs {
        owe(object, transition: transition.id, by: holder)
      } else {
        letGo(object, by: holder)
      }
    }
  }

  // MARK: Judging departures

  /// Judges the departures `isDue` selects: each object still alive, and reached by no root,
  /// gets a `retained` record naming the strong references that hold it, if any are found.
  private func checkDepartures(_ isDue: (Departure) -> Bool) {
    guard !departures.isEmpty else { return }
    let due = departures.filter(isDue)
    departures.removeAll(where: isDue)
    // Screens first: what a retained screen holds goes when the screen does, and is not
    // reported again (an interaction controller in a cycle with its screen).
    let found = due.compactMap { departure in departure.object.map { (departure, $0) } }
    let alive =
      found.filter { $0.1 is UIViewController } + found.filter { !($0.1 is UIViewController) }
    guard !alive.isEmpty else { return }
    var graph = RetainGraph()
    let roots = [simulator?.object].compactMap { $0 } + appRoots
    if alive.allSatisfy({ stillKept($0.1, roots: roots, graph: &graph) }) { return }
    let (reachable, heldByScreens, shown) = graph.reachable(
      from: roots, owners: appRoots, targets: alive.map(\.1))
    for (identity, chain) in shown { proofs[identity] = chain.map(WeakObject.init) }
    if proofs.count > Self.proofLimit { proofs = proofs.filter { $0.value.last?.object != nil } }
    var reported = Set<ObjectIdentifier>()
    var heldByRetained = Set<ObjectIdentifier>()
    for (departure, object) in alive {
      let identity = ObjectIdentifier(object)
      // A screen the app keeps is held by one of its screens (a cache, a child, a stack);
      // anything else it keeps may be held by whatever its screens reach (a delegate keeps
      // its animators).
      let isScreen = object is UIViewController
      let keptOnPurpose = isScreen ? heldByScreens.contains(identity) : reachable.contains(identity)
      guard !keptOnPurpose, !heldByRetained.contains(identity),
        reported.insert(identity).inserted
      else { continue }
      let path: String?
      if reachable.contains(identity) {
        path = graph.pathFromScreens(to: object, roots: roots)
      } else if isScreen {
        let holders = registry.livingObjects().filter {
          $0 !== object && !reachable.contains(ObjectIdentifier($0))
        }
        path = graph.path(to: object, from: holders)
      } else {
        // A transition's machinery (an animator, an interaction controller, a delegate) the app
        // keeps for reuse, in a global or a singleton, is kept on purpose, as a screen's
        // delegate is: it is reported only when it holds itself (a cycle) or a departed object
        // still alive holds it.
        let departed = alive.map(\.1).filter { $0 !== object }
        guard let cycle = graph.path(to: object, from: departed) else { continue }
        path = cycle
      }
      recorder.record(
        .retained(Retention(participant: departure.id, path: path)),
        transition: .some(departure.transition), cause: .some(nil))
      heldByRetained.formUnion(graph.reachable(from: [object], owners: []).all)
    }
  }
}

extension Lifetimes {
  /// Whether the chain that last showed `object` kept on purpose still shows it: it starts at
  /// a root, every link is still held, and it ends at `object` itself.
  fileprivate func stillKept(_ object: AnyObject, roots: [AnyObject], graph: inout RetainGraph)
    -> Bool
  {
    guard let weakChain = proofs[ObjectIdentifier(object)] else { return false }
    let chain = weakChain.compactMap(\.object)
    guard chain.count == weakChain.count, chain.last === object,
      let first = chain.first, roots.contains(where: { $0 === first })
    else { return false }
    return graph.holds(chain, owners: appRoots)
  }
}

/// A weak reference, for lists of objects that must not keep them alive.
struct WeakObject {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
