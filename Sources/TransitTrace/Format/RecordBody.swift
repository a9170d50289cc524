/// Reads or writes the fields of a record, one call per field, in the order the log writes
/// them: `RecordDecoder` reads them from a line (`FieldReader`), `RecordEncoder` writes them
/// (`FieldWriter`), both by following a record type's one field list (`RecordBody`).
///
/// Each method names how a field is read and written: whether it may be absent or `null`, and
/// what it holds. A reader that fails throws `Failure`; the writer never fails.
protocol RecordFieldCoder {
  associatedtype Failure: Error

  /// A string naming a participant that an earlier participant record declared.
  mutating func participant(_ key: FieldKey, _ value: inout String) throws(Failure)
  /// A participant as `participant` reads it, absent when nil: a log that does not know it.
  mutating func optionalParticipant(_ key: FieldKey, _ value: inout String?) throws(Failure)
  /// A string the record requires.
  mutating func string(_ key: FieldKey, _ value: inout String) throws(Failure)
  /// A call's name, which the record requires; any string names a call.
  mutating func callName(_ key: FieldKey, _ value: inout CallName) throws(Failure)
  /// A participant's role, which the record requires; any string names a role.
  mutating func role(_ key: FieldKey, _ value: inout ParticipantRole) throws(Failure)
  /// One of a fixed set of names the record requires, such as a transition's `state`; `what`
  /// names the set in messages.
  mutating func enumeration<Name: LogEnumeration>(
    _ key: FieldKey, _ value: inout Name, _ what: String
  ) throws(Failure)
  /// One of a fixed set of names, absent when nil.
  mutating func optionalEnumeration<Name: LogEnumeration>(
    _ key: FieldKey, _ value: inout Name?, _ what: String
  ) throws(Failure)
  /// A string, absent when nil.
  mutating func optionalString(_ key: FieldKey, _ value: inout String?) throws(Failure)
  /// A Boolean, absent when nil.
  mutating func optionalBool(_ key: FieldKey, _ value: inout Bool?) throws(Failure)
  /// An integer, absent when nil.
  mutating func optionalInteger(_ key: FieldKey, _ value: inout Int?) throws(Failure)
  /// A number, absent when nil.
  mutating func optionalNumber(_ key: FieldKey, _ value: inout Double?) throws(Failure)
  /// A call's arguments, as an object in signature order; absent when there are none.
  mutating func arguments(_ key: FieldKey, _ value: inout Arguments) throws(Failure)
  /// A call's result, absent for `Void`; `null` is `Value.null`, a returned nil.
  mutating func result(_ key: FieldKey, _ value: inout Value?) throws(Failure)
  /// A point, `[x, y]`, absent when nil.
  mutating func point(_ key: FieldKey, _ value: inout (x: Double, y: Double)?) throws(Failure)
  /// A point, `[x, y]`, the record requires.
  mutating func requiredPoint(_ key: FieldKey, _ value: inout ScreenPoint) throws(Failure)
  /// An integer the record requires.
  mutating func integer(_ key: FieldKey, _ value: inout Int) throws(Failure)
  /// A number the record requires.
  mutating func number(_ key: FieldKey, _ value: inout Double) throws(Failure)
  /// A time in seconds the record requires: a geometry record's `t`.
  mutating func time(_ key: FieldKey, _ value: inout VirtualTime) throws(Failure)
  /// A timing curve: a name, control points or a spring; absent when nil.
  mutating func curve(_ key: FieldKey, _ value: inout TimingCurve?) throws(Failure)
  /// View properties in an object of their own (a set's `from`), absent when nil.
  mutating func properties(_ key: FieldKey, _ value: inout ViewProperties?) throws(Failure)
  /// View properties as members of the record itself (a set's new values).
  mutating func inlineProperties(_ value: inout ViewProperties) throws(Failure)
}

/// A record type's fields, listed once for both directions: adding a field to the log is a
/// `FieldKey` and a line here.
///
/// The envelope every event shares (`seq`, `type`, `t`, `transition`, `cause`) and the header,
/// whose schema and version are checked before anything else, are read and written by hand.
protocol RecordBody {
  /// A value every field of which the reader overwrites or leaves at its absent value.
  static var blank: Self { get }
  /// Hands each field of `value` to `coder`, in the order the log writes them.
  static func fields<Coder: RecordFieldCoder>(of value: inout Self, _ coder: inout Coder)
    throws(Coder.Failure)
}

extension Participant: RecordBody {
  static var blank: Participant { Participant(id: "", className: "", role: "") }

  static func fields<Coder: RecordFieldCoder>(of value: inout Participant, _ coder: inout Coder)
    throws(Coder.Failure)
  {
    try coder.string(.id, &value.id)
    try coder.string(.className, &value.className)
    try coder.role(.role, &value.role)
    // Written only when true, so the logs of known objects read as they always did.
    var anonymous: Bool? = value.isAnonymous ? true : nil
    try coder.optionalBool(.anonymous, &anonymous)
    value.isAnonymous = anonymous ?? false
  }
}

extension Call: RecordBody {
  static var blank: Call { Call(caller: nil, receiver: "", name: "") }

  static func fields<Coder: RecordFieldCoder>(of value: inout Call, _ coder: inout Coder)
    throws(Coder.Failure)
  {
    try coder.optionalParticipant(.caller, &value.caller)
    try coder.participant(.receiver, &value.receiver)
    try coder.callName(.call, &value.name)
    try coder.arguments(.args, &value.args)
    try coder.result(.result, &value.result)
    try coder.optionalInteger(.block, &value.block)
  }
}

extension TransitionChange: RecordBody {
  static var blank: TransitionChange { TransitionChange(state: .requested) }

  static func fields<Coder: RecordFieldCoder>(
    of value: inout TransitionChange, _ coder: inout Coder
  ) throws(Coder.Failure) {
    try coder.enumeration(.state, &value.state, "transition state")
    try coder.optionalEnumeration(.kind, &value.kind, "transition kind")
    try coder.optionalString(.from, &value.from)
    try coder.optionalString(.to, &value.to)
    try coder.optionalString(.style, &value.style)
    try coder.optionalBool(.animated, &value.animated)
    try coder.optionalString(.container, &value.container)
    try coder.optionalBool(.interactive, &value.interactive)
    try coder.optionalNumber(.percentComplete, &value.percentComplete)
    try coder.optionalBool(.didComplete, &value.didComplete)
    try coder.optionalBool(.removesPresenter, &value.removesPresenter)
    // Written only when true, so the logs Transit's engine writes read as they always did.
    var inferred: Bool? = value.isInferred ? true : nil
    try coder.optionalBool(.inferred, &inferred)
    value.isInferred = inferred ?? false
    try coder.optionalString(.evidence, &value.evidence)
  }
}

extension ViewChange: RecordBody {
  static var blank: ViewChange {
    ViewChange(
      caller: "", name: "", view: "", viewClass: "", viewController: nil, superview: "",
      index: nil)
  }

  static func fields<Coder: RecordFieldCoder>(of value: inout ViewChange, _ coder: inout Coder)
    throws(Coder.Failure)
  {
    try coder.participant(.caller, &value.caller)
    try coder.callName(.call, &value.name)
    try coder.string(.view, &value.view)
    try coder.string(.className, &value.viewClass)
    try coder.optionalString(.viewController, &value.viewController)
    try coder.string(.superview, &value.superview)
    try coder.optionalInteger(.index, &value.index)
  }
}

extension Gesture: RecordBody {
  static var blank: Gesture { Gesture(kind: "", state: "", view: "", target: "") }

  static func fields<Coder: RecordFieldCoder>(of value: inout Gesture, _ coder: inout Coder)
    throws(Coder.Failure)
  {
    try coder.string(.kind, &value.kind)
    try coder.string(.state, &value.state)
    try coder.string(.view, &value.view)
    try coder.participant(.target, &value.target)
    try coder.point(.translation, &value.translation)
  }
}

extension Diagnostic: RecordBody {
  static var blank: Diagnostic { Diagnostic(participant: "", code: "", message: "") }

  static func fields<Coder: RecordFieldCoder>(of value: inout Diagnostic, _ coder: inout Coder)
    throws(Coder.Failure)
  {
    try coder.participant(.participant, &value.participant)
    try coder.string(.code, &value.code)
    try coder.string(.message, &value.message)
  }
}

extension ViewSet: RecordBody {
  static var blank: ViewSet { ViewSet(time: .zero, view: "", values: ViewProperties()) }

  static func fields<Coder: RecordFieldCoder>(of value: inout ViewSet, _ coder: inout Coder)
    throws(Coder.Failure)
  {
    try coder.time(.time, &value.time)
    try coder.string(.view, &value.view)
    try coder.optionalInteger(.animation, &value.animation)
    try coder.inlineProperties(&value.values)
    try coder.properties(.from, &value.from)
  }
}

extension AnimationStart: RecordBody {
  static var blank: AnimationStart { AnimationStart(time: .zero, animation: 0, duration: 0) }

  static func fields<Coder: RecordFieldCoder>(of value: inout AnimationStart, _ coder: inout Coder)
    throws(Coder.Failure)
  {
    try coder.time(.time, &value.time)
    try coder.integer(.animation, &value.animation)
    try coder.optionalInteger(.cause, &value.cause)
    try coder.number(.duration, &value.duration)
    // Written only when they differ from what an animation usually has.
    var delay: Double? = value.delay == 0 ? nil : value.delay
    try coder.optionalNumber(.delay, &delay)
    value.delay = delay ?? 0
    var curve: TimingCurve? = value.curve
    try coder.curve(.curve, &curve)
    value.curve = curve ?? .easeInOut
    var rate: Double? = value.rate == 1 ? nil : value.rate
    try coder.optionalNumber(.rate, &rate)
    value.rate = rate ?? 1
  }
}

extension AnimationTiming: RecordBody {
  static var blank: AnimationTiming { AnimationTiming(time: .zero, animation: 0) }

  static func fields<Coder: RecordFieldCoder>(of value: inout AnimationTiming, _ coder: inout Coder)
    throws(Coder.Failure)
  {
    try coder.time(.time, &value.time)
    try coder.integer(.animation, &value.animation)
    try coder.optionalNumber(.offset, &value.offset)
    try coder.optionalNumber(.rate, &value.rate)
    try coder.curve(.curve, &value.curve)
    var removed: Bool? = value.removed ? true : nil
    try coder.optionalBool(.removed, &removed)
    value.removed = removed ?? false
  }
}

extension Finger: RecordBody {
  static var blank: Finger { Finger(time: .zero, phase: .began, location: ScreenPoint(x: 0, y: 0)) }

  static func fields<Coder: RecordFieldCoder>(of value: inout Finger, _ coder: inout Coder)
    throws(Coder.Failure)
  {
    try coder.time(.time, &value.time)
    try coder.enumeration(.state, &value.phase, "finger phase")
    try coder.requiredPoint(.location, &value.location)
  }
}

extension Release: RecordBody {
  static var blank: Release { Release(participant: "") }

  static func fields<Coder: RecordFieldCoder>(of value: inout Release, _ coder: inout Coder)
    throws(Coder.Failure)
  {
    try coder.participant(.participant, &value.participant)
    try coder.optionalParticipant(.by, &value.by)
  }
}

extension Retention: RecordBody {
  static var blank: Retention { Retention(participant: "") }

  static func fields<Coder: RecordFieldCoder>(of value: inout Retention, _ coder: inout Coder)
    throws(Coder.Failure)
  {
    try coder.participant(.participant, &value.participant)
    try coder.optionalString(.path, &value.path)
  }
}
