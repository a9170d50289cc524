import TransitTrace

/// Builds small logs in memory for tests: participants, then events numbered from 1.
package struct LogBuilder {
  package private(set) var records: [Record]
  private var seq = 0

  package init(scenario: String = "test") {
    records = [.header(LogHeader(scenario: scenario, engine: "tests"))]
  }

  package mutating func participant(_ id: String, _ className: String, _ role: ParticipantRole) {
    records.append(.participant(Participant(id: id, className: className, role: role)))
  }

  /// Appends an event and returns its seq.
  @discardableResult
  package mutating func event(_ body: Event.Body, transition: Int? = nil, cause: Int? = nil) -> Int
  {
    seq += 1
    records.append(
      .event(
        Event(
          seq: seq, time: VirtualTime(microseconds: Int64(seq) * 1000), transition: transition,
          cause: cause, body: body)))
    return seq
  }

  @discardableResult
  package mutating func call(
    _ caller: String, _ receiver: String, _ name: CallName, _ args: Arguments = Arguments(),
    result: Value? = nil, transition: Int? = nil, cause: Int? = nil
  ) -> Int {
    event(
      .call(Call(caller: caller, receiver: receiver, name: name, args: args, result: result)),
      transition: transition, cause: cause)
  }
}
