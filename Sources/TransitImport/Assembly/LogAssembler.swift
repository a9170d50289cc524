import TransitLifecycle
import TransitTrace

/// Turns classified console lines into a Transit log, record by record, as they come: the
/// header, each participant before the first event that names it, then the events.
///
/// Every call is written as printed: its Swift signature, the receiver the line names (or an
/// anonymous one), the arguments the printed values bind to, no caller (a console never says
/// who called), no result and no cause. Each event keeps the line of the console it came from.
final class LogAssembler {
  private let sink: RecordSink
  private var participants = Participants()
  private var segmenter = Segmenter()
  private var seq = 0
  private var run = 0
  private var lastPID: Int?
  private var firstTime: Double?
  private var lastTime = VirtualTime.zero
  private var uikitDeclared = false
  private(set) var summary = ImportSummary()

  init(sink: RecordSink, header: LogHeader) throws {
    self.sink = sink
    try sink.write(.header(header))
  }

  /// Adds the records one console line gives.
  func add(_ line: ClassifiedLine, number: Int) throws {
    summary.lines = number
    switch line.printed {
    case .noise:
      summary.noise += 1
    case .appPrint:
      summary.appPrints += 1
    case .warning(let warning):
      noteRun(line.pid)
      summary.warnings += 1
      try add(warning, at: number, time: line.time)
    case .calls(let calls):
      noteRun(line.pid)
      for call in calls {
        if call.definition.status == .modelled {
          summary.calls += 1
        } else {
          summary.recognised += 1
        }
        try add(call, at: number, time: line.time)
      }
    }
  }

  /// The counts, once the last line was added.
  func finish() -> ImportSummary {
    summary.transitions = segmenter.count
    summary.participants = participants.declared + (uikitDeclared ? 1 : 0)
    return summary
  }

  // MARK: Runs and time

  /// A new process id is a new launch of the app: nothing carries over.
  private func noteRun(_ pid: Int?) {
    guard let pid else { return }
    if let lastPID, lastPID != pid {
      run += 1
      segmenter.breakRun()
    }
    if lastPID == nil || lastPID != pid { summary.runs += 1 }
    lastPID = pid
  }

  /// Seconds since the first time the console printed, never going back (a console may print
  /// out of order; the records keep the console's order).
  private func time(_ seconds: Double?) -> VirtualTime {
    guard let seconds else { return lastTime }
    let first = firstTime ?? seconds
    firstTime = first
    let time = VirtualTime(seconds: seconds - first)
    if time > lastTime { lastTime = time }
    return lastTime
  }

  // MARK: Calls

  private func add(_ printed: PrintedCall, at line: Int, time seconds: Double?) throws {
    let definition = printed.definition
    let receiver: String
    var viewController: String?
    switch printed.receiver {
    case .named(let object):
      receiver = try declare(object, as: definition.receiver, receiving: definition.name)
      if definition.receiver == .viewController { viewController = receiver }
    case .unnamed:
      let (id, declaration) = participants.anonymous(
        for: definition.receiver, declaringType: definition.declaringType)
      if let declaration { try sink.write(.participant(declaration)) }
      receiver = id
    }
    let args = try ArgumentBinding.bind(printed, definition: definition) { object, key in
      try self.declare(object, as: Self.receiver(forArgument: key))
    }
    let call = Call(caller: nil, receiver: receiver, name: definition.name, args: args)
    let transition = segmenter.transition(
      of: definition.name, kind: TransitionInference.kind(of: call),
      viewController: viewController)
    try emit(.call(call), transition: transition, line: line, time: seconds)
  }

  /// The participant an object a line names is, declared if new.
  private func declare(
    _ object: PrintedObject, as receiver: CallDefinition.Receiver, receiving call: CallName? = nil
  ) throws -> String {
    let role = receiver.role ?? viewControllerRole()
    let (id, declaration) = participants.id(
      of: object, run: run, receiver: receiver, role: role, receiving: call)
    if let declaration { try sink.write(.participant(declaration)) }
    return id
  }

  /// A view controller first seen inside a presentation, a push or a tab switch is the one it
  /// shows; any other presents. The role only orders a diagram's columns.
  private func viewControllerRole() -> ParticipantRole {
    switch segmenter.currentKind {
    case .present?, .push?, .tabSwitch?: return .presentedViewController
    default: return .presentingViewController
    }
  }

  /// The kind of object an argument names, from its key.
  private static func receiver(forArgument key: String) -> CallDefinition.Receiver {
    switch key {
    case "navigationController": return .navigationController
    case "tabBarController": return .tabBarController
    case "animator", "animationController": return .animator
    default: return .viewController
    }
  }

  // MARK: Warnings

  private func add(_ warning: PrintedWarning, at line: Int, time seconds: Double?) throws {
    let participant: String
    if let subject = warning.subject {
      participant = try declare(subject, as: .viewController)
    } else {
      if !uikitDeclared {
        try sink.write(.participant(Participant(id: "uikit", className: "UIKit", role: .uikit)))
        uikitDeclared = true
      }
      participant = "uikit"
    }
    try emit(
      .warning(Diagnostic(participant: participant, code: warning.code, message: warning.message)),
      transition: segmenter.current, line: line, time: seconds)
  }

  private func emit(_ body: Event.Body, transition: Int?, line: Int, time seconds: Double?) throws
  {
    seq += 1
    try sink.write(
      .event(
        Event(
          seq: seq, time: time(seconds), transition: transition, cause: nil, body: body,
          line: line)))
  }
}
