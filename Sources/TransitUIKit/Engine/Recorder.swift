import TransitTrace

/// Numbers, nests and writes every record of a run.
///
/// The recorder keeps a stack of open calls, so each record knows the call it runs inside
/// (`cause`), who made it (the receiver of the innermost open call) and its transition.
///
/// A call that returns a value is written when it returns, with its result; the records of the
/// calls it made wait behind it, so the file stays in `seq` order. Everything else is written the
/// moment it happens.
@preconcurrency @MainActor
final class Recorder {
  private let sink: RecordSink
  private let clock: () -> VirtualTime
  /// The first error the sink threw; recording stops there and the run reports it.
  private(set) var writeError: Error?
  /// Set when the run has ended early (a stuck transition); nothing more is recorded.
  var isHalted = false

  private var nextSeq = 1
  private var frames: [Frame] = []
  /// A set record held back in case the next one sets the same view (`record(geometry:)`).
  private var pendingSet: ViewSet?
  private var waiting: [Record] = []
  private var openValueCalls = 0

  let participants = ParticipantRegistry()
  /// Objects bound to an in-flight transition (its context, coordinator, animator, interaction
  /// controller), so a top-level call on them is filed under that transition.
  private var boundTransitions: [ObjectIdentifier: Int] = [:]

  struct Frame {
    /// The record this frame runs inside; nil for UIKit's own code at the top of a turn.
    var seq: Int?
    /// Whose code runs inside this frame.
    var participant: String
    var transition: Int?
    var name: CallName?
    /// Where the frame's own record waits for its result, if it waits.
    var waitingIndex: Int?
    var isOptional = false
    var isUnimplemented = false
    /// The object the call is made to, when it is one the run knows.
    var object: ObjectIdentifier?
  }

  init(sink: RecordSink, clock: @escaping () -> VirtualTime) {
    self.sink = sink
    self.clock = clock
  }

  // MARK: Context

  /// The participant whose code is running now: the receiver of the innermost open call.
  var currentParticipant: String { frames.last?.participant ?? ParticipantRegistry.appID }

  /// The transition the innermost open call belongs to.
  var currentTransition: Int? { frames.last?.transition }

  /// The `seq` of the innermost open call.
  var currentCause: Int? { frames.last?.seq ?? nil }

  // MARK: Recording

  /// Writes the header that opens the log.
  func begin(_ header: LogHeader) {
    emit(.header(header))
    declare(Participant(id: ParticipantRegistry.appID, className: "App", role: .app))
    declare(Participant(id: ParticipantRegistry.uikitID, className: "UIKit", role: .uikit))
  }

  /// Records an event that is not a call and returns its `seq`.
  @discardableResult
  func record(_ body: Event.Body, transition: Int?? = nil, cause: Int?? = nil) -> Int {
    let seq = nextSeq
    guard !isHalted else { return seq }
    nextSeq += 1
    let event = Event(
      seq: seq, time: clock(), transition: transition ?? currentTransition,
      cause: cause ?? currentCause, body: body)
    emit(.event(event))
    return seq
  }

  /// Records a geometry record (`GeometryRecorder`), in order with the events around it.
  ///
  /// Sets of one view in one instant and one animation, with nothing between them, are written
  /// as one record: code that sets a view's alpha and then its transform reads as one change.
  func record(geometry: GeometryRecord) {
    guard !isHalted else { return }
    if case .set(let set) = geometry, var pending = pendingSet, pending.view == set.view,
      pending.animation == set.animation, pending.time == set.time
    {
      pending.values = RecordedAnimation.merged(set.values, keepingWith: pending.values)
      if let from = set.from {
        pending.from = RecordedAnimation.merged(pending.from ?? ViewProperties(), keepingWith: from)
      }
      pendingSet = pending
      return
    }
    flushGeometry()
    if case .set(let set) = geometry {
      pendingSet = set
    } else {
      emit(.geometry(geometry))
    }
  }

  /// Writes the set waiting to be merged with the next, if any.
  func flushGeometry() {
    guard let pending = pendingSet else { return }
    pendingSet = nil
    emit(.geometry(.set(pending)))
  }

  /// Records a call from `caller` (by default the code running now) to `receiver` and runs it.
  ///
  /// - Parameters:
  ///   - result: how to log what `body` returns; nil for a call that returns nothing worth
  ///     logging. A call with a result is written when it returns.
  ///   - isOptional: the call is to an optional protocol requirement; if the receiver's type does
  ///     not implement it, nothing is recorded and the method returns nil.
  /// - Returns: what `body` returned, or nil if an optional requirement was not implemented.
  func call<R>(
    _ name: CallName, on receiver: String, from caller: String? = nil,
    args: Arguments = Arguments(), transition: Int?? = nil, block: Int? = nil,
    isOptional: Bool = false, result: ((R) -> Value)? = nil, _ body: () -> R
  ) -> R? {
    guard !isHalted else { return isOptional ? nil : body() }
    let seq = nextSeq
    nextSeq += 1
    let transition =
      transition ?? currentTransition
      ?? participants.object(named: receiver).flatMap { boundTransitions[$0] }
    let call = Call(
      caller: caller ?? currentParticipant, receiver: receiver, name: name, args: args,
      block: block)
    let record = Record.event(
      Event(seq: seq, time: clock(), transition: transition, cause: currentCause, body: .call(call))
    )

    let waits = result != nil || isOptional
    var frame = Frame(seq: seq, participant: receiver, transition: transition, name: name)
    frame.isOptional = isOptional
    frame.object = participants.object(named: receiver)
    if waits {
      frame.waitingIndex = waiting.count
      waiting.append(record)
      openValueCalls += 1
    } else {
      emit(record)
    }

    frames.append(frame)
    let value = body()
    let closed = frames.removeLast()

    guard let index = closed.waitingIndex else { return value }
    openValueCalls -= 1
    // A decline after the call recorded something came too late: the call happened.
    if closed.isUnimplemented && index == waiting.count - 1 {
      waiting.removeLast()
      nextSeq -= 1
      flushIfSettled()
      return nil
    }
    if let result, case .event(var event) = waiting[index], case .call(var logged) = event.body {
      logged.result = result(value)
      event.body = .call(logged)
      waiting[index] = .event(event)
    }
    flushIfSettled()
    return value
  }

  /// Runs `body` inside the frame of an earlier record (a gesture), so the calls it makes name
  /// that record as their cause and `participant` as their caller.
  func inside<R>(seq: Int?, participant: String, transition: Int?, _ body: () -> R) -> R {
    frames.append(Frame(seq: seq, participant: participant, transition: transition))
    defer { frames.removeLast() }
    return body()
  }

  /// Runs an optional requirement UIKit calls without logging it (a scroll view's delegate
  /// hears of every offset change); nil when the receiver does not implement it. The calls its
  /// body makes are attributed as without it.
  func unloggedOptional<R>(_ name: CallName, on object: AnyObject, _ body: () -> R) -> R? {
    var frame =
      frames.last ?? Frame(seq: nil, participant: ParticipantRegistry.appID, transition: nil)
    frame.name = name
    frame.waitingIndex = nil
    frame.isOptional = true
    frame.isUnimplemented = false
    frame.object = ObjectIdentifier(object)
    frames.append(frame)
    let value = body()
    return frames.removeLast().isUnimplemented ? nil : value
  }

  /// Marks the innermost open call as an optional requirement the receiver does not implement.
  func markNotImplemented(_ function: String, by object: ObjectIdentifier? = nil) {
    guard let index = frames.indices.last, frames[index].isOptional,
      frames[index].name?.rawValue == function
    else { return }
    if let object, let receiver = frames[index].object, receiver != object { return }
    frames[index].isUnimplemented = true
  }

  // MARK: Participants

  /// Files top-level calls on `object` under `transition` until `unbind(transition:)`.
  func bind(_ object: AnyObject, to transition: Int) {
    boundTransitions[ObjectIdentifier(object)] = transition
  }

  func unbind(transition: Int) {
    boundTransitions = boundTransitions.filter { $0.value != transition }
  }

  /// The id of `object`, declaring it (with a participant record) the first time it is named.
  func id(of object: AnyObject, role: @autoclosure () -> ParticipantRole) -> String {
    let (id, declaration) = participants.id(of: object, role: role())
    if let declaration { emit(.participant(declaration)) }
    return id
  }

  /// Declares a participant that is not an object of the run, such as UIKit itself.
  func declare(_ participant: Participant) {
    if participants.declareIfNew(participant) { emit(.participant(participant)) }
  }

  /// Writes the declaration the registry made for an object, such as a watched delegate
  /// declared when it was freed before taking part.
  func announce(_ participant: Participant) {
    emit(.participant(participant))
  }

  // MARK: Output

  private func emit(_ record: Record) {
    guard !isHalted else { return }
    if pendingSet != nil, record.geometry == nil { flushGeometry() }
    if openValueCalls > 0 {
      waiting.append(record)
    } else {
      write(record)
    }
  }

  private func flushIfSettled() {
    guard openValueCalls == 0, !waiting.isEmpty else { return }
    let settled = waiting
    waiting.removeAll()
    for record in settled { write(record) }
  }

  private func write(_ record: Record) {
    guard writeError == nil else { return }
    do {
      try sink.write(record)
    } catch {
      writeError = error
    }
  }
}
