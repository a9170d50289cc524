import TransitTrace

// How UIKit sends an optional message: it asks the receiver `respondsToSelector:` first, and
// the Objective-C runtime hands a message the receiver's class does not implement to its
// `forwardingTarget(for:)` (Apple's NSObject reference; docs/lifecycle.md#fact-message-forwarding).
// A delegate proxy that answers `responds(to:)` from its targets and forwards the rest thereby
// stands where its targets would, and the log names the target whose method runs.
extension Simulator {
  /// How many objects one message may pass through: a cycle of proxies, which on iOS would
  /// never end, stops here with the message unsent.
  static let forwardingLimit = 8

  /// Sends the optional message `name` to `receiver` through `send`, which returns nil when the
  /// object it is given does not implement it: nil when no object along the forwarding chain
  /// implements it, or the receiver's `responds(to:)` says it does not.
  ///
  /// An object whose class overrides neither `responds(to:)` nor `forwardingTarget(for:)` is
  /// sent the message as before. One whose `responds(to:)` says no is treated as missing the
  /// method, even if its class has it; one whose `responds(to:)` says yes and whose class
  /// lacks the method has it sent to its `forwardingTarget(for:)`, if that is of the same
  /// protocol and another object. A proxy that leaves `responds(to:)` to `NSObject` is never
  /// asked for a target: `NSObject` answers no for a method its class lacks. The receiver is an
  /// autoclosure so that Swift keeps a delegate's existential type
  /// (`any UINavigationControllerDelegate`) rather than opening it to the delegate's own class,
  /// which a forwarding target is not.
  func sendOptional<Receiver, R>(
    _ name: CallName, to receiver: @autoclosure () -> Receiver, _ send: (Receiver) -> R?
  ) -> R? {
    let selector = Selector(swiftName: name.rawValue)
    var current = receiver()
    for _ in 0..<Self.forwardingLimit {
      let object = current as AnyObject
      let forwarding = object as? any MessageForwarding
      let responds = forwarding?.overriddenResponds(to: selector)
      if responds == false { return nil }
      if let answer = send(current) { return answer }
      guard responds == true,
        let target = forwarding?.overriddenForwardingTarget(for: selector) as? Receiver,
        (target as AnyObject) !== object
      else { return nil }
      current = target
    }
    return nil
  }

  /// `optionalRequest(_:on:role:from:args:result:_:)` for a body that takes the receiver, so
  /// the message can go on to a forwarding target (`sendOptional`). The receiver is an
  /// autoclosure so that Swift keeps a delegate's existential type (`any
  /// UINavigationControllerDelegate`) rather than opening it to the delegate's own class, which
  /// a forwarding target is not.
  func optionalRequest<Receiver, R>(
    _ name: CallName, on receiver: @autoclosure () -> Receiver, role: ParticipantRole? = nil,
    from caller: String? = ParticipantRegistry.uikitID, args: Arguments = Arguments(),
    result: @escaping (R) -> Value, _ body: (Receiver) -> R
  ) -> R? {
    sendOptional(name, to: receiver()) { target in
      optionalRequest(
        name, on: target as AnyObject, role: role, from: caller, args: args, result: result
      ) { body(target) }
    }
  }

  /// `optionalCallback(_:on:role:from:args:_:)` for a body that takes the receiver, so the
  /// message can go on to a forwarding target (`sendOptional`).
  func optionalCallback<Receiver>(
    _ name: CallName, on receiver: @autoclosure () -> Receiver, role: ParticipantRole? = nil,
    from caller: String? = ParticipantRegistry.uikitID, args: Arguments = Arguments(),
    _ body: (Receiver) -> Void
  ) {
    _ = sendOptional(name, to: receiver()) { target in
      recorder.call(
        name, on: participantID(target as AnyObject, role: role), from: caller, args: args,
        isOptional: true, result: nil as ((()) -> Value)?
      ) { body(target) }
    }
  }

  /// Sends an optional message UIKit does not log (a scroll view's delegate's), forwarding it
  /// as a logged one is (`sendOptional`; the receiver an autoclosure for the reason
  /// `optionalRequest` gives).
  func unloggedOptional<Receiver>(
    _ name: CallName, to receiver: @autoclosure () -> Receiver, _ body: (Receiver) -> Void
  ) {
    _ = sendOptional(name, to: receiver()) { target in
      recorder.unloggedOptional(name, on: target as AnyObject) { body(target) }
    }
  }
}
