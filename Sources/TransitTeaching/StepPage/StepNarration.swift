import TransitReporter
import TransitTrace

/// What happens at a step, in words, from the record and the replayed state alone: who calls
/// whom, what a transition's state means, what becomes of a view added to the container view.
///
/// This is the part of a caption that needs no glossary, so every step has it; the glossary's
/// explanation of the call, when there is one, comes beside it.
struct StepNarration {
  let facts: LogFacts
  /// The state shown at this step.
  let after: ScreenState
  /// The state just before particular records, as the replay passed them.
  let moments: ReplayCursor.Moments

  /// The participants of the step: `uikit → pc (UIPresentationController)`.
  func who(_ event: Event, row: Row) -> String {
    switch event.body {
    case .call(let call):
      if row.style == .reply { return "\(name(call.receiver)) → \(name(call.callerID))" }
      return call.caller == call.receiver
        ? name(call.receiver) : "\(name(call.callerID)) → \(name(call.receiver))"
    case .gesture(let gesture): return "user → \(name(gesture.target))"
    case .view(let change): return name(change.caller)
    case .warning(let diagnostic), .note(let diagnostic): return name(diagnostic.participant)
    case .release(let release): return name(release.participant)
    case .retained(let retention): return name(retention.participant)
    case .transition: return event.transition.map { "transition #\($0)" } ?? "transition"
    }
  }

  /// One or two sentences on what happens at the step.
  func what(_ event: Event, row: Row) -> String {
    switch event.body {
    case .call(let call):
      return row.style == .reply
        ? returned(call, seq: event.seq) : called(call, row: row, seq: event.seq)
    case .transition(let change):
      return transition(change, id: event.transition)
    case .view(let change):
      return view(change, seq: event.seq)
    case .gesture(let gesture):
      return "The user's finger: \(row.text). \(name(gesture.target)) handles the gesture."
    case .warning(let diagnostic):
      return "UIKit warns (\(diagnostic.code)): \(diagnostic.message)"
    case .note(let diagnostic):
      return "Transit notes (\(diagnostic.code)): \(diagnostic.message) No source establishes "
        + "this behaviour; it is what Transit's engine chose."
    case .release(let release):
      let by = release.by.map { " \(subject($0)) let go of it in this turn." } ?? ""
      return "\(described(release.participant)) is freed: nothing holds it any more.\(by)"
    case .retained(let retention):
      return RecordText.retainedSentence(retention, transition: event.transition)
    }
  }

  private func called(_ call: Call, row: Row, seq: Int) -> String {
    var text: String
    if call.caller == nil {
      text =
        "\(row.text) runs on \(described(call.receiver)); the log does not say who called it."
    } else if let block = call.block {
      let origin = facts.event(block)?.call.map { " with \($0.name.rawValue)" } ?? ""
      text =
        "\(subject(call.callerID)) runs \(row.text), the closure \(subject(call.receiver)) handed "
        + "over at seq \(block)\(origin)."
    } else if call.caller == call.receiver {
      text = "\(subject(call.callerID)) calls \(row.text) on itself."
    } else if facts.participant(call.receiver)?.role == .uikit {
      text = "\(subject(call.callerID)) calls into UIKit: \(row.text)."
    } else if !call.name.rawValue.contains("(") {
      text = "\(subject(call.callerID)) reads \(call.name.rawValue) of \(described(call.receiver))."
    } else {
      text = "\(subject(call.callerID)) calls \(row.text) on \(described(call.receiver))."
    }
    if AppearanceCallback(call.name) != nil, let moment = moments.appearance[seq] {
      text +=
        moment.before == moment.after
        ? " Its appearance state stays \(moment.after.rawValue)."
        : " Its appearance state goes from \(moment.before.rawValue) to \(moment.after.rawValue)."
    }
    if call.result != nil, call.caller != call.receiver {
      text += " Its answer comes back on the dashed arrow when the call ends."
    }
    return text
  }

  private func returned(_ call: Call, seq: Int) -> String {
    let value: String
    switch call.result {
    case .null?, nil: value = "nil"
    case .string(let id)? where facts.participant(id) != nil: value = name(id)
    case let result?: value = RowText.display(result)
    }
    return "\(subject(call.receiver)) returns \(value) to \(name(call.callerID)): the answer to "
      + "\(call.name.rawValue) of seq \(seq)."
  }

  private func transition(_ change: TransitionChange, id: Int?) -> String {
    let replayed = id.flatMap(after.transition)
    let kind = change.kind ?? replayed?.kind
    let title = (kind.map { Band.Phase($0).title } ?? "Transition") + (id.map { " #\($0)" } ?? "")
    let from = replayed?.from ?? change.from ?? "?"
    let to = replayed?.to ?? change.to ?? "?"
    switch change.state {
    case .requested:
      var traits = [change.style, change.animated.map { $0 ? "animated" : "not animated" }]
        .compactMap { $0 }.joined(separator: ", ")
      if !traits.isEmpty { traits = " (\(traits))" }
      switch kind {
      case .present?:
        return "The app asks UIKit to present \(to) from \(from)\(traits). UIKit asks the "
          + "transitioning delegate for the objects that will run it inside this same call; "
          + "the transition itself begins on a later turn of the run loop."
      case .dismiss?:
        return "The app asks UIKit to dismiss \(from), going back to \(to)\(traits). UIKit asks "
          + "the transitioning delegate for the dismissal's objects inside this same call."
      default:
        return "\(title) is asked for: \(from) → \(to)\(traits)."
      }
    case .began:
      let container = change.container ?? replayed?.container
      let place = container.map { " in \($0), its container view" } ?? ""
      let mode =
        (change.interactive ?? false)
        ? "An interaction controller drives it." : "It is not interactive."
      return "\(title) begins\(place). \(mode) Everything the transition shows is animated "
        + "inside the container view."
    case .finishing:
      return "The interaction finishes\(percent(change)): the animation runs on to its end."
    case .cancelling:
      return "The interaction is cancelled\(percent(change)): the animation runs back to its "
        + "start, and the appearance callbacks will be reversed."
    case .completed:
      let flag = change.didComplete.map(String.init) ?? "?"
      let appearance =
        change.didComplete == false
        ? "the appearance callbacks that undo it" : "the appearance \"did\" callbacks"
      let rest =
        kind == .present || kind == .dismiss
        ? "the presentation controller's did-end hook, \(appearance), the completion handlers, "
          + "and animationEnded(_:) last."
        : "\(appearance), and animationEnded(_:) last."
      return "UIKit accepts completeTransition(\(flag)). Everything up to the end of the "
        + "transition runs inside that call: " + rest
    case .ended:
      guard replayed?.outcome != .cancelled, change.didComplete != false else {
        return "\(title) has ended, cancelled: \(from) is back on screen as if nothing happened."
      }
      switch kind {
      case .present?:
        return "\(title) has ended, finished: \(to) is presented, and stays until it is dismissed."
      case .dismiss?:
        return "\(title) has ended, finished: \(from) is gone and \(to) is on screen."
      default:
        return "\(title) has ended, finished: \(to) is on screen."
      }
    }
  }

  private func percent(_ change: TransitionChange) -> String {
    change.percentComplete.map { " at " + JSONNumber.percent($0) } ?? ""
  }

  private func view(_ change: ViewChange, seq: Int) -> String {
    let containers = after.containers
    let actor = subject(change.caller)
    if change.isRemoval {
      guard containers.contains(change.view) else {
        return "\(actor) removes \(change.view) from \(change.superview)."
      }
      let left = moments.removedWith[seq] ?? []
      let inside =
        left.isEmpty
        ? "nothing was left inside it."
        : "with it goes everything still inside it: \(left.joined(separator: ", "))."
      return "\(actor) removes the container view \(change.view) from the window, and " + inside
    }
    let verb =
      change.name == .addSubview
      ? "adds \(change.view) to" : "puts \(change.view) (index \(change.index ?? 0)) into"
    if containers.contains(change.view) {
      return "\(actor) \(verb) \(change.superview): \(change.view) is the container view of the "
        + "transition, and every view the transition shows goes inside it."
    }
    guard containers.contains(change.superview) else {
      let note = after.viewTree.isInWindow(change.superview) ? "" : " (not in the window yet)"
      return "\(actor) \(verb) \(change.superview)\(note)."
    }
    if let owner = change.viewController {
      return "\(actor) \(verb) the container view \(change.superview): \(change.view) is the "
        + "root view of \(owner). UIKit does not add it for a custom animator: the animator "
        + "must add the view that is to appear itself."
    }
    return
      "\(actor) \(verb) the container view \(change.superview). UIKit does not take it out for you: "
      + fate(of: change.view, in: change.superview, after: seq)
  }

  /// What becomes of a view added to a container view: who removes it, or that nobody does.
  private func fate(of view: String, in container: String, after seq: Int) -> String {
    if let next = facts.nextMove(of: view, after: seq), case .view(let move) = next.body {
      if move.isRemoval { return "\(subject(move.caller)) removes it at seq \(next.seq)." }
      return "\(subject(move.caller)) moves it into \(move.superview) at seq \(next.seq)."
    }
    if let end = facts.nextMove(of: container, after: seq), case .view(let move) = end.body,
      move.isRemoval
    {
      return "no code removes it, so it stays in \(container) until the container view itself "
        + "leaves the window at seq \(end.seq)."
    }
    return "no code removes it, and it is still there when the log ends."
  }

  // MARK: Names

  /// `pc (UIPresentationController)`; `UIKit` for UIKit.
  func name(_ id: String) -> String {
    guard let participant = facts.participant(id) else { return id }
    if participant.role == .uikit { return "UIKit" }
    return "\(id) (\(participant.className))"
  }

  /// The participant as the subject of a sentence: `UIKit`, `animator.zoomIn`.
  func subject(_ id: String) -> String {
    facts.participant(id)?.role == .uikit ? "UIKit" : id
  }

  /// `pc, the presentation controller`.
  func described(_ id: String) -> String {
    guard let participant = facts.participant(id) else { return id }
    if participant.role == .uikit { return "UIKit" }
    guard let role = Self.rolePhrases[participant.role] else { return id }
    return "\(id), \(role)"
  }

  static let rolePhrases: [ParticipantRole: String] = [
    .app: "the app's own code",
    .presentingViewController: "the presenting view controller",
    .presentedViewController: "the presented view controller",
    .viewController: "a view controller whose part the console leaves open",
    .navigationController: "the navigation controller",
    .tabBarController: "the tab bar controller",
    .transitioningDelegate: "the transitioning delegate",
    .containerDelegate: "the container's delegate",
    .presentationController: "the presentation controller",
    .animator: "the animator",
    .interactionController: "the interaction controller",
    .transitionContext: "the transition context",
    .transitionCoordinator: "the transition coordinator",
  ]
}
