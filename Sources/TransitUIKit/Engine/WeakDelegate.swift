import TransitTrace

/// A delegate UIKit holds weakly (`transitioningDelegate`, a navigation or tab bar
/// controller's `delegate`, a presentation controller's `delegate`), which remembers the
/// object last set so that UIKit can tell one the app let go of from one it never set.
///
/// Nothing here keeps the delegate alive: an app that sets an object it keeps nowhere else (a
/// local constant) finds the property nil once that object is freed, as on a device. The
/// engine then writes a note tying what UIKit does instead to the object's release record.
@preconcurrency @MainActor
struct WeakDelegate<Delegate> {
  private weak var object: AnyObject?
  /// The registry's entry for the object last set, while the run tracks lifetimes.
  private var entry: ParticipantRegistry.Entry?

  init() {}

  /// The delegate, while it lives.
  var value: Delegate? { object as? Delegate }

  /// Sets the delegate, watching it so that its release shows in the log even if UIKit never
  /// asks it anything.
  mutating func set(_ delegate: Delegate?) {
    let newObject = delegate.map { $0 as AnyObject }
    object = newObject
    entry = newObject.flatMap { newObject in
      EngineContext.current.flatMap { simulator in
        simulator.lifetimes.watch(newObject, role: simulator.role(of: newObject))
      }
    }
  }

  /// The delegate set last, if it has been freed since: its id and the `seq` of its release.
  var released: (id: String, seq: Int)? {
    guard object == nil, let entry else { return nil }
    return EngineContext.current?.lifetimes.release(of: entry)
  }
}

extension Simulator {
  /// Notes that UIKit does not ask a delegate the app set and then let go of, and what it does
  /// instead: `transitioningDelegate was released at seq 12 …` (docs/lifecycle.md#fact-released-delegate).
  func noteReleased(
    _ released: (id: String, seq: Int)?, property: String, of owner: AnyObject,
    code: String, instead: String
  ) {
    guard let released else { return }
    note(
      about: owner, code: code,
      "\(property) was released at seq \(released.seq) (\(released.id)): UIKit holds it "
        + "weakly and nothing else kept it, so UIKit does not ask it; \(instead) "
        + "(docs/lifecycle.md#fact-released-delegate).")
  }
}
