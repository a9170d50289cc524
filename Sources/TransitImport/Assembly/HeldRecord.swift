import TransitLifecycle
import TransitTrace

/// A record the importer holds while the transition it belongs to is in flight, written once
/// the transition is read (`TransitionReading`), with the states that reading infers.
enum HeldRecord {
  /// A participant, declared before the first event that names it; a view controller's role
  /// waits for the reading, which says which side of the transition it is on. Boxed: a
  /// participant is several times the size of an event's reference, and every held record,
  /// nearly all events, was moved, read and freed at its size.
  indirect case participant(Participant, isViewController: Bool)
  case event(HeldEvent)
}

/// An event as the importer read it, before it is numbered.
///
/// A class: a transition's records are held, read and written one by one, and a reference is
/// handed from one to the next where a value as large as an event's body was copied each time.
final class HeldEvent {
  let body: Event.Body
  /// The segmenter's id of the transition it belongs to, or nil outside any: set once its
  /// transition takes in a load held before it.
  var transition: Int?
  let line: Int
  let time: VirtualTime
  /// The call's vocabulary entry, for a call.
  let known: KnownCall?
  /// For a call a view controller receives (an appearance callback, `viewDidLoad()`,
  /// `present(_:animated:completion:)`), that view controller, where the console names it.
  let viewController: String?

  init(
    body: consuming Event.Body, transition: Int?, line: Int, time: VirtualTime,
    known: KnownCall?, viewController: String?
  ) {
    self.body = body
    self.transition = transition
    self.line = line
    self.time = time
    self.known = known
    self.viewController = viewController
  }

  /// Whether it is a view controller's `viewDidLoad()` the console names the receiver of.
  var isLoad: Bool { viewController != nil && known?.isViewDidLoad == true }

  /// The call, if the event is one.
  var call: Call? {
    if case .call(let call) = body { return call }
    return nil
  }
}

/// Where an appearance callback leaves its view controller.
enum Direction: Sendable, Hashable {
  case appearing, disappearing

  /// The direction `name` begins or ends, or nil for another call.
  init?(_ name: CallName) {
    switch name {
    case .viewWillAppear, .viewIsAppearing, .viewDidAppear: self = .appearing
    case .viewWillDisappear, .viewDidDisappear: self = .disappearing
    default: return nil
    }
  }
}
