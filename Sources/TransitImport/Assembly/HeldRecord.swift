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
///
/// A call, nearly every event, is held as its parts: its vocabulary entry, which names it, its
/// receiver and its arguments in the slots of their parameters. The reading and the screen ask
/// those, and the encoder writes them with the name and the keys quoted once per entry
/// (`RecordEncoder.writeCall`): no `Call` or `Arguments` is made, copied out to be read, and
/// freed for it (`body` makes them only for a sink that keeps records).
final class HeldEvent {
  /// The event, for one that is not a call; nil for a call. Boxed: a call, nearly every
  /// event, then holds and frees one empty reference rather than room for the largest body.
  let otherBox: OtherEvent?
  /// A call's receiver; empty for another event.
  let receiver: String
  /// A call's arguments, by parameter index.
  let args: ArgumentSlots
  /// The segmenter's id of the transition it belongs to, or nil outside any: set once its
  /// transition takes in a load held before it.
  var transition: Int?
  let line: Int
  let time: VirtualTime
  /// The call's vocabulary entry, for a call.
  let known: KnownCall?
  /// Whether the call's receiver is a view controller the console names (an appearance
  /// callback, `viewDidLoad()`, `present(_:animated:completion:)` on a printed object): a flag
  /// rather than a second copy of the receiver's id, counted and freed with the event.
  let namesViewController: Bool

  /// An event other than a call.
  init(other body: consuming Event.Body, transition: Int?, line: Int, time: VirtualTime) {
    otherBox = OtherEvent(body)
    receiver = ""
    args = ArgumentSlots()
    self.transition = transition
    self.line = line
    self.time = time
    known = nil
    namesViewController = false
  }

  /// A call of `known` on `receiver`.
  init(
    call known: KnownCall, receiver: String, args: consuming ArgumentSlots, transition: Int?,
    line: Int, time: VirtualTime, namesViewController: Bool
  ) {
    otherBox = nil
    self.receiver = receiver
    self.args = args
    self.transition = transition
    self.line = line
    self.time = time
    self.known = known
    self.namesViewController = namesViewController
  }

  /// The call's vocabulary entry, if the event is a call.
  var callKnown: KnownCall? { otherBox == nil ? known : nil }

  /// The event, for one that is not a call.
  var other: Event.Body? { otherBox?.body }

  /// For a call a view controller receives, that view controller, where the console names it.
  var viewController: String? { namesViewController ? receiver : nil }

  /// Whether it is a view controller's `viewDidLoad()` the console names the receiver of.
  var isLoad: Bool { namesViewController && known?.isViewDidLoad == true }

  /// The event's body, made for a sink that keeps records.
  var body: Event.Body {
    if let other { return other }
    guard let known else { preconditionFailure("a call is held with its vocabulary entry") }
    return .call(
      Call(caller: nil, receiver: receiver, name: known.name, args: known.arguments(args)))
  }
}

/// An event other than a call, held by `HeldEvent`.
final class OtherEvent {
  let body: Event.Body

  init(_ body: consuming Event.Body) { self.body = body }
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
