import TransitLifecycle
import TransitTrace

/// Turns classified console lines into a Transit log, record by record, as they come: the
/// header, each participant before the first event that names it, then the events.
///
/// Every call is written as printed: its Swift signature, the receiver the line names (or an
/// anonymous one), the arguments the printed values bind to, no caller (a console never says
/// who called), no result and no cause. Each event keeps the line of the console it came from.
///
/// The records of a transition are held until it is over (`LogAssembler+Holding.swift`), then
/// written with the states read from them (`TransitionReading`), each marked as inferred.
///
/// One assembler reads one console on one thread, and no access to its state overlaps
/// another: its stored properties go without run-time exclusivity checks, which every line
/// made several times.
final class LogAssembler {
  let sink: RecordSink
  /// The sink, when it encodes as it goes: an event written straight to it is encoded from
  /// its parts, with no record made and copied for it (`put(event:…)`).
  let encoder: BufferedSink?
  @exclusivity(unchecked) private var participants = Participants()
  @exclusivity(unchecked) private(set) var segmenter = Segmenter()
  @exclusivity(unchecked) var seq = 0
  @exclusivity(unchecked) private var run = 0
  @exclusivity(unchecked) private var lastPID: Int?
  @exclusivity(unchecked) private var firstTime: Double?
  @exclusivity(unchecked) private var lastTime = VirtualTime.zero
  @exclusivity(unchecked) private var uikitDeclared = false
  /// Whether the console has named a view controller.
  @exclusivity(unchecked) private var namesViewControllers = false
  /// A `present` or `dismiss` waiting for the next line, which may be UIKit refusing it; with
  /// the segmenter as it was before the request, and what the request closed.
  @exclusivity(unchecked) private var heldRequest: HeldRequest?
  /// Participants the current line declared, written with its first event.
  @exclusivity(unchecked) var declared: [Participant] = []
  /// The records of the transition in flight, and its id (`LogAssembler+Holding.swift`).
  @exclusivity(unchecked) var held: [HeldRecord] = []
  @exclusivity(unchecked) var heldTransition: Int?
  /// An emptied buffer of held records with the room the last transition took, for the next
  /// (`flushHeld(over:replaced:)`).
  @exclusivity(unchecked) var spareHeld: [HeldRecord] = []
  /// The records written since a view controller whose part no order told was declared, kept
  /// while `holdingOpen` until the next transition tells it (`LogAssembler+Holding.swift`).
  @exclusivity(unchecked) var openRecords: [OpenRecord] = []
  @exclusivity(unchecked) var holdingOpen = false
  /// The log's id for each transition the segmenter numbered and the importer wrote: the launch
  /// is none, and the others are numbered in order. The latest few are kept, for late records.
  @exclusivity(unchecked) var published: [Int: Int?] = [:]
  @exclusivity(unchecked) var publishedOrder: [Int] = []
  @exclusivity(unchecked) var nextPublished = 1
  @exclusivity(unchecked) var screen = ScreenModel()
  /// A containment call written since the last transition, which tells that the next one
  /// adds, removes or swaps a child.
  @exclusivity(unchecked) var containmentSince: (name: CallName, line: Int)?
  /// A line where app code forwarded appearance by hand since the last transition.
  @exclusivity(unchecked) var forwardingSince: Int?
  /// The first line of the transition written last, if the next one replaced it before it
  /// completed: the two were in flight together.
  @exclusivity(unchecked) var inFlightBefore: Int?
  /// The line of the call that replaced the transition being written, if one did.
  @exclusivity(unchecked) var nextLine: Int?
  /// The warnings UIKit prints when it refuses a request.
  private static let refusals: Set<String> = [
    "present-while-transitioning", "already-presenting", "dismiss-while-transitioning",
    "not-in-window-hierarchy",
  ]
  /// The navigation controllers seen pushing, whose first push was their root.
  @exclusivity(unchecked) private var rootsSet: Set<Int> = []
  @exclusivity(unchecked) var summary = ImportSummary()

  init(sink: RecordSink, header: LogHeader) throws {
    self.sink = sink
    encoder = sink as? BufferedSink
    try sink.write(.header(header))
  }

  /// Adds the records one console line gives.
  func add(_ line: consuming ClassifiedLine, number: Int) throws {
    summary.lines = number
    // The line's parts taken apart once, so its calls are moved on rather than copied.
    let pid = line.pid
    let time = line.time
    let printed = line.printed
    if let request = heldRequest {
      switch printed {
      case .noise, .appPrint, .nearMiss:
        break
      case .warning(let warning) where Self.refusals.contains(warning.code):
        // UIKit refused the request: it started no transition.
        segmenter = request.before
        heldRequest = nil
        try release(request, transition: nil, closed: [])
      default:
        heldRequest = nil
        try release(request, transition: request.transition, closed: request.closed)
      }
    }
    switch consume printed {
    case .noise:
      summary.noise += 1
    case .appPrint:
      summary.appPrints += 1
    case .nearMiss(let miss):
      summary.appPrints += 1
      summary.note(
        "line \(number): \(miss.typed) looks like \(miss.call.name) but does not spell it; "
          + "read as the app's own print")
      try addNearMiss(miss, at: number, time: time)
    case .warning(let warning):
      try noteRun(pid)
      summary.warnings += 1
      try add(warning, at: number, time: time)
    case .call(let call):
      try noteRun(pid)
      try add(call, at: number, time: time)
    case .calls(let calls):
      try noteRun(pid)
      for call in calls { try add(call, at: number, time: time) }
    }
  }

  /// The counts, once the last line was added. A transition still in flight is written as
  /// far as it got, without an end.
  func finish() throws -> ImportSummary {
    if let request = heldRequest {
      heldRequest = nil
      try release(request, transition: request.transition, closed: request.closed)
    }
    try flushHeld(over: false)
    try releaseOpen(after: nil)
    summary.transitions = nextPublished - 1
    summary.participants = participants.declared + (uikitDeclared ? 1 : 0)
    for merge in participants.merges {
      summary.note(
        "\(merge.printed) is read as \(merge.readAs), printed before: labels that differ only "
          + "in case name one object")
    }
    summary.noteLeftOff(participants.mergesLeftOff)
    return summary
  }

  /// Writes a request that was waiting for UIKit's answer.
  private func release(
    _ request: HeldRequest, transition: Int?, closed: [(id: Int, over: Bool)]
  ) throws {
    declared = request.declared
    try emitCall(
      request.known, receiver: request.receiver, args: request.args, transition: transition,
      line: request.line, time: request.time, namesViewController: request.namesViewController,
      closed: closed)
  }

  // MARK: Runs and time

  /// A new process id is a new launch of the app: nothing carries over.
  private func noteRun(_ pid: Int?) throws {
    guard let pid else { return }
    if let lastPID, lastPID != pid {
      run += 1
      segmenter.breakRun()
      _ = segmenter.takeClosed()
      try flushHeld(over: false)
      screen.breakRun()
    }
    if lastPID == nil || lastPID != pid { summary.runs += 1 }
    lastPID = pid
  }

  /// Seconds since the first time the console printed, never going back (a console may print
  /// out of order; the records keep the console's order).
  func time(_ seconds: Double?) -> VirtualTime {
    guard let seconds else { return lastTime }
    let first = firstTime ?? seconds
    firstTime = first
    let time = VirtualTime(seconds: seconds - first)
    if time > lastTime { lastTime = time }
    return lastTime
  }

  // MARK: Calls

  private func add(_ printed: PrintedCall, at line: Int, time seconds: Double?) throws {
    let known = printed.call
    if known.isDeinit { return try addRelease(printed, at: line, time: seconds) }
    if known.isModelled {
      summary.calls += 1
    } else {
      summary.recognised += 1
    }
    // The receiver's kind, read once: copying the whole definition would retain each of its
    // strings and arrays on every line.
    let receiverKind = known.receiver
    let receiver: Participants.ID
    var viewController: Participants.ID?
    switch printed.receiver {
    case .named(let object):
      receiver = try declare(object, as: receiverKind, receiving: known)
      if receiverKind.isViewController { viewController = receiver }
      if known.isBirth, participants.takeRepeatedLoad() {
        summary.note(
          "line \(line): \(object.name) \(known.name) again, with no init or awakeFromNib() "
            + "printed since its first: read as a second \(object.name) (one made in code "
            + "prints no making); if it is the same one, its loadView() assigns no view, so "
            + "each read of view loads it again")
      }
    case .unnamed:
      let (id, declaration) = participants.anonymous(
        for: receiverKind, declaringType: known.definition.declaringType)
      if let declaration { declared.append(declaration) }
      receiver = id
    }
    // Where the console names view controllers, the one it prints bare is one more, whose
    // appearance a transition waits for as it waits for theirs (`TransitionReading.Facts.takeAnonymous()`).
    let waitsFor =
      viewController?.number
      ?? (namesViewControllers && receiverKind.isViewController ? receiver.number : nil)
    // The numbers of the objects bound to a transition context or context parameter, noted as
    // they are declared: the segmenter compares numbers, not ids.
    var transitionContextArgument: Int?
    var contextArgument: Int?
    var args = ArgumentSlots()
    // The entry lent to the closure, not counted as it captures it.
    let lent = Unmanaged.passUnretained(known)
    try ArgumentBinding.bind(printed, into: &args) { object, index in
      try lent._withUnsafeGuaranteedRef { known in
        let id = try self.declare(object, as: known.argumentReceivers[index])
        if index == known.transitionContextIndex { transitionContextArgument = id.number }
        if index == known.contextIndex { contextArgument = id.number }
        return id.id
      }
    }
    // The transition context or coordinator the call names: the receiver, or the argument
    // that hands it over.
    var context: Int?
    var isCoordinator = false
    // Read from the slots of such parameters, for a call that has them. A `(null)` passed for
    // one touches a context too.
    let passesContext =
      known.transitionContextIndex.map { args[$0] != nil } == true
      || known.contextIndex.map { args[$0] != nil } == true
    if case .named = printed.receiver, case .transitionContext = receiverKind {
      context = receiver.number
    } else if case .named = printed.receiver, case .transitionCoordinator = receiverKind {
      context = receiver.number
      isCoordinator = true
    } else if let number = transitionContextArgument {
      context = number
    } else if let number = contextArgument {
      context = number
      isCoordinator = true
    }
    // A navigation controller's first push, not animated, sets its root view controller
    // before it is on screen: no transition (the same launch shows didShow twice).
    if known.isPush {
      let first =
        rootsSet.count < Participants.limit && rootsSet.insert(receiver.number).inserted
      if first, case .bool(false)? = known.argument("animated", in: args) {
        try emitCall(
          known, receiver: receiver.id, args: args, transition: nil, line: line, time: seconds)
        return
      }
    }
    let kind =
      known.kind
      ?? (known.isNavigationAnimationController
        ? TransitionInference.kind(
          of: Call(
            caller: nil, receiver: receiver.id, name: known.name, args: known.arguments(args)))
        : nil)
    // Only a request UIKit may refuse needs the segmenter as it was, to take it back.
    let before = known.isModalRequest ? segmenter : nil
    let transition = segmenter.transition(
      of: Segmenter.Call(
        known: known, kind: kind, viewController: waitsFor, context: context,
        isCoordinator: isCoordinator,
        touchesContext: known.touchesContext || passesContext))
    let closed = segmenter.takeClosed()
    if let before {
      heldRequest = HeldRequest(
        known: known, receiver: receiver.id, args: args, transition: transition, line: line,
        time: seconds, before: before, closed: closed, declared: declared,
        namesViewController: viewController != nil)
      declared = []
      return
    }
    // The arguments move into the held event: they are not used after.
    try emitCall(
      known, receiver: receiver.id, args: consume args, transition: transition, line: line,
      time: seconds, namesViewController: viewController != nil, closed: closed)
  }

  /// The participant an object a line names is, declared if new.
  func declare(
    _ object: PrintedObject, as receiver: CallDefinition.Receiver, receiving call: KnownCall? = nil
  ) throws -> Participants.ID {
    let role = receiver.role ?? viewControllerRole(receiving: call)
    let (id, declaration) = participants.id(
      of: object, run: run, receiver: receiver, role: role, receiving: call)
    if let declaration {
      declared.append(declaration)
      if receiver.isViewController { namesViewControllers = true }
      if receiver.isViewController, UIKitClassName.containers.contains(object.name) {
        screen.noteContainer(id.id)
      }
    }
    return id
  }

  /// A view controller first seen inside a presentation, a push or a tab switch is the one it
  /// shows, unless it is first seen disappearing; one first seen appearing in a dismissal or a
  /// pop is the one it uncovers; any other's part is left open, as no order tells it. The role only orders a diagram's columns
  /// and tells `diff` which side of a transition a call is on.
  private func viewControllerRole(receiving call: KnownCall?) -> ParticipantRole {
    let disappearing = call?.isDisappearing == true
    switch segmenter.currentKind {
    case .present?, .push?, .tabSwitch?:
      return disappearing ? .presentingViewController : .presentedViewController
    case .dismiss?, .pop?:
      return disappearing ? .presentedViewController : .presentingViewController
    default: return .viewController
    }
  }

  /// The kind of object an argument names, from its key (`KnownCall.argumentReceivers`).
  static func receiver(forArgument key: String) -> CallDefinition.Receiver {
    switch key {
    case "navigationController": return .navigationController
    case "tabBarController": return .tabBarController
    case "animator", "animationController": return .animator
    case "transitionContext": return .transitionContext
    case "context", "coordinator": return .transitionCoordinator
    default: return .viewController
    }
  }

  // MARK: Near misses

  /// A `near-miss` note where an app printed a word that looks like a call's name: the log
  /// says so at that line, on the object it names (or the anonymous view controller), so
  /// `diff` does not say the app never printed the call there.
  private func addNearMiss(_ miss: PrintedNearMiss, at line: Int, time seconds: Double?) throws {
    let participant: String
    switch miss.receiver {
    case .named(let object):
      participant = try declare(object, as: .viewController).id
    case .unnamed:
      let (id, declaration) = participants.anonymous(
        for: .viewController, declaringType: miss.call.definition.declaringType)
      if let declaration { declared.append(declaration) }
      participant = id.id
    }
    try emit(
      .note(
        Diagnostic(
          participant: participant, code: LogDiff.nearMissCode,
          message: "\(miss.typed) looks like \(miss.call.name) but does not spell it")),
      transition: segmenter.current, line: line, time: seconds)
  }

  // MARK: Warnings

  private func add(_ warning: PrintedWarning, at line: Int, time seconds: Double?) throws {
    let participant: String
    if let subject = warning.subject {
      participant = try declare(subject, as: .viewController).id
    } else {
      if !uikitDeclared {
        declared.append(Participant(id: "uikit", className: "UIKit", role: .uikit))
        uikitDeclared = true
      }
      participant = "uikit"
    }
    try emit(
      .warning(Diagnostic(participant: participant, code: warning.code, message: warning.message)),
      transition: segmenter.current, line: line, time: seconds)
  }
}

/// A `present` or `dismiss` waiting for the next line, which may be UIKit refusing it; with the
/// segmenter as it was before the request, and what the request closed.
///
/// A class: every line asks whether one is waiting, and an optional reference answers without
/// a request's size, the segmenter's copy included, being copied out to look.
final class HeldRequest {
  let known: KnownCall
  let receiver: String
  let args: ArgumentSlots
  let transition: Int?
  let line: Int
  let time: Double?
  let before: Segmenter
  let closed: [(id: Int, over: Bool)]
  let declared: [Participant]
  let namesViewController: Bool

  init(
    known: KnownCall, receiver: String, args: consuming ArgumentSlots, transition: Int?, line: Int,
    time: Double?, before: Segmenter, closed: [(id: Int, over: Bool)], declared: [Participant],
    namesViewController: Bool
  ) {
    self.known = known
    self.receiver = receiver
    self.args = args
    self.transition = transition
    self.line = line
    self.time = time
    self.before = before
    self.closed = closed
    self.declared = declared
    self.namesViewController = namesViewController
  }
}
