import TransitChecker
import TransitLifecycle
import TransitReporter
import TransitTrace

extension Walkthrough {
  /// Folds records into steps, keeping what later steps refer back to: who added each view,
  /// which call handed each closure over, how often a call came in each transition.
  struct Builder {
    var replay = Replay()
    var steps: [Step] = []
    let violations: [Int: [Violation]]
    /// The call name of each event that is a call, by seq, for closures' `block`.
    var callNames: [Int: CallName] = [:]
    /// Who last added each view, and when.
    var addedBy: [String: (caller: String, seq: Int)] = [:]
    /// Who last removed each view, and when.
    var removedBy: [String: (caller: String, seq: Int)] = [:]
    /// How many times each call came in each transition: `"1|transitionDuration(using:)"`.
    var callCounts: [String: Int] = [:]
    /// What `spelling(of:)` said of each call the glossary does not know: a log may repeat one
    /// such call thousands of times, and the guess compares it with every signature.
    var spellings: [CallName: [String]] = [:]

    init(report: CheckReport?) {
      var byseq: [Int: [Violation]] = [:]
      for violation in report?.violations ?? [] {
        byseq[violation.seq, default: []].append(violation)
      }
      violations = byseq
    }

    mutating func apply(_ record: Record) {
      guard case .event(let event) = record else {
        replay.apply(record)
        return
      }
      let before = ScreenChanges.Before(replay.state, events: [event])
      replay.apply(record)
      let after = replay.state
      var changes = ScreenChanges.between(before, after, events: [event])
      let explanation = explain(event)
      if case .view(let change) = event.body {
        if change.isRemoval {
          removedBy[change.view] = (change.caller, event.seq)
        } else {
          addedBy[change.view] = (change.caller, event.seq)
        }
      }
      if case .transition(let change) = event.body, change.state == .ended,
        let id = event.transition
      {
        changes += leftovers(ofTransition: id, in: after)
      }
      steps.append(
        Step(
          event: event, actor: actor(event), text: text(event), explanation: explanation,
          changes: changes, violations: violations[event.seq] ?? [], names: names(event),
          inFlight: after.inFlight(first: 1).first?.id))
    }

    private func actor(_ event: Event) -> String {
      switch event.body {
      case .call(let call):
        return VisibleText.escaped(call.callerID) + " → " + VisibleText.escaped(call.receiver)
      case .view(let change): return VisibleText.escaped(change.caller)
      case .gesture(let gesture): return "user → " + VisibleText.escaped(gesture.target)
      case .transition: return "transition #\(event.transition.map(String.init) ?? "?")"
      case .warning(let diagnostic), .note(let diagnostic):
        return VisibleText.escaped(diagnostic.participant)
      case .release(let release): return VisibleText.escaped(release.participant)
      case .retained(let retention): return VisibleText.escaped(retention.participant)
      }
    }

    /// The record as its diagram row words it (`RowText.record`), and a call's result.
    private func text(_ event: Event) -> String {
      guard case .call(let call) = event.body else { return RowText.record(event) }
      return RecordText.call(call)
    }

    private func names(_ event: Event) -> [String] {
      switch event.body {
      case .call(let call): return [call.caller, call.receiver].compactMap { $0 }
      case .view(let change): return [change.caller]
      case .gesture(let gesture): return [gesture.target]
      case .transition: return []
      case .warning(let diagnostic), .note(let diagnostic): return [diagnostic.participant]
      case .release(let release): return [release.participant] + (release.by.map { [$0] } ?? [])
      case .retained(let retention): return [retention.participant]
      }
    }

    private mutating func explain(_ event: Event) -> Explanation {
      switch event.body {
      case .call(let call):
        callNames[event.seq] = call.name
        return explainCall(call, in: event)
      case .view(let change):
        var context: [String] = []
        if change.isRemoval, let added = addedBy[change.view] {
          context.append(
            "\(VisibleText.escaped(change.view)) was added by \(VisibleText.escaped(added.caller)) "
              + "at seq \(added.seq).")
        } else if !change.isRemoval, let removed = removedBy[change.view],
          let added = addedBy[change.view], removed.seq > added.seq
        {
          context.append(
            "\(VisibleText.escaped(change.view)) comes back; it was removed at seq \(removed.seq).")
        }
        return entry(Glossary.entry(for: change.name), key: "view|\(change.name)", context: context)
          ?? .missing("view|\(change.name)", VisibleText.escaped(change.name.rawValue))
      case .transition(let change):
        return note(Glossary.state(change.state), key: "state|\(change.state.rawValue)")
      case .gesture(let gesture):
        let key = "\(gesture.kind) \(gesture.state)"
        return Glossary.gesture(kind: gesture.kind, state: gesture.state).map {
          note($0, key: "gesture|\(key)")
        } ?? .missing("gesture|\(key)", "the touch \(VisibleText.escaped(key))")
      case .warning(let diagnostic), .note(let diagnostic):
        return explainDiagnostic(diagnostic)
      case .release(let release):
        return note(Glossary.release, key: "release", context: releaseContext(release))
      case .retained(let retention):
        return note(
          Glossary.retained, key: "retained",
          context: [RecordText.retainedSentence(retention, transition: event.transition)])
      }
    }

    /// Who let go of a freed object, as far as the log says.
    private func releaseContext(_ release: Release) -> [String] {
      guard let by = release.by else {
        return ["The log does not say who let go last: your code, or UIKit in a later turn."]
      }
      let holder = by == "uikit" ? "UIKit" : VisibleText.escaped(by)
      return ["\(holder) let go of it in this turn, and nothing else held it."]
    }

    /// The log's own message says what happened here; the glossary adds what to do about it.
    private func explainDiagnostic(_ diagnostic: Diagnostic) -> Explanation {
      let key = "code|\(diagnostic.code)"
      let note = Glossary.diagnostic(diagnostic.code)
      let message = VisibleText.escaped(diagnostic.message)
      guard !message.isEmpty else {
        return note.map { self.note($0, key: key) }
          ?? .missing(key, VisibleText.escaped(diagnostic.code))
      }
      return Explanation(
        key: key, meaning: message, summary: note?.summary ?? Glossary.firstSentence(of: message),
        belongs: note?.advice, avoid: nil, sources: note?.sources ?? [], context: [])
    }

    private mutating func explainCall(_ call: Call, in event: Event) -> Explanation {
      let giver = call.block.flatMap { callNames[$0] }
      var context: [String] = []
      if let block = call.block {
        let name = giver.map(RecordText.shortName) ?? "an earlier call"
        context.append("UIKit runs the closure handed over at seq \(block) by \(name).")
      }
      if let transition = event.transition {
        let key = "\(transition)|\(call.receiver)|\(call.name)"
        let count = (callCounts[key] ?? 0) + 1
        callCounts[key] = count
        if count > 1 {
          context.append(
            "This is the \(RecordText.ordinal(count)) such call to "
              + "\(VisibleText.escaped(call.receiver)) in transition #\(transition).")
        }
      }
      if let own = uikitOwnClass(of: call) {
        // UIKit's own animator or context: the do and don't are for an app's animator, which
        // does what this one does (docs/lifecycle.md#fact-system-animators).
        context.append(
          "This is UIKit's own \(own), not your code: with no animator from a delegate, UIKit "
            + "animates with its own, and the transition runs through the same calls.")
        let key = "uikit-call|\(call.name)|\(giver?.rawValue ?? "")"
        if let found = Glossary.entry(for: call.name, handedOverBy: giver) {
          return Explanation(
            key: key, meaning: found.meaning, summary: found.summary, belongs: nil, avoid: nil,
            sources: found.sources, context: context)
        }
      }
      if let owns = Glossary.ownership(after: call.name), giver == nil {
        context.append("Who owns what: " + owns)
      }
      let key = "call|\(call.name)|\(giver?.rawValue ?? "")"
      return entry(Glossary.entry(for: call.name, handedOverBy: giver), key: key, context: context)
        ?? .missing(
          key, VisibleText.escaped(call.name.rawValue),
          context: context + spelling(of: call.name))
    }

    /// The class of UIKit's own animator or transition context when it makes or receives
    /// `call`; nil for app code.
    private func uikitOwnClass(of call: Call) -> String? {
      for id in [call.caller, call.receiver].compactMap({ $0 }) {
        guard let participant = replay.state.participant(id) else { continue }
        if UIKitClassName.animators.contains(participant.className) {
          return "animator \(participant.className)"
        }
        if participant.className == UIKitClassName.transitionContext, call.caller == id,
          let callerClass = replay.state.participant(call.receiver)?.className,
          UIKitClassName.presentationControllers.contains(callerClass)
        {
          return "context \(participant.className)"
        }
      }
      return nil
    }

    /// For a call the glossary does not know, the signature it most likely means, since rules
    /// and glossary find a call by its full signature: a log that writes `viewDidAppear` is
    /// judged as if the callback never came.
    private mutating func spelling(of call: CallName) -> [String] {
      if let known = spellings[call] { return known }
      let said = Self.spelling(of: call)
      spellings[call] = said
      return said
    }

    /// `spelling(of:)`, worked out afresh.
    static func spelling(of call: CallName) -> [String] {
      guard let meant = NearestName.signature(for: call) else { return [] }
      return [
        "Did you mean \(meant)? UIKit spells it so, and the rules and this glossary find a call "
          + "only by its full signature."
      ]
    }

    private func entry(_ entry: GlossaryEntry?, key: String, context: [String]) -> Explanation? {
      guard let entry else { return nil }
      return Explanation(
        key: key, meaning: entry.meaning, summary: entry.summary, belongs: entry.belongs,
        avoid: entry.avoid, sources: entry.sources, context: context)
    }

    private func note(_ note: GlossaryNote, key: String, context: [String] = []) -> Explanation {
      Explanation(
        key: key, meaning: note.meaning, summary: note.summary, belongs: note.advice, avoid: nil,
        sources: note.sources, context: context)
    }

    /// What the container view of transition `id` holds when the transition ends, and whether
    /// each view is meant to stay: nothing UIKit or the animator put there cleans itself up.
    private func leftovers(ofTransition id: Int, in state: ScreenState) -> [String] {
      guard let container = state.transition(id)?.container else { return [] }
      let name = VisibleText.escaped(container)
      if !state.viewTree.isInWindow(container) {
        let removal = removedBy[container].map { " at seq \($0.seq)" } ?? ""
        let inside = state.subviews(of: container).map(VisibleText.escaped)
        let contents = inside.isEmpty ? "" : ", and with it " + inside.joined(separator: ", ")
        return ["\(name) left the window\(removal)\(contents)."]
      }
      let inside = state.subviews(of: container)
      if inside.isEmpty { return ["\(name) stays in the window, empty."] }
      var lines = ["\(name) stays in the window; back to front it holds:"]
      for view in inside {
        lines.append("- " + describeLeftover(view, in: state))
      }
      return lines
    }

    private func describeLeftover(_ view: String, in state: ScreenState) -> String {
      let name = VisibleText.escaped(view)
      if let owner = state.viewTree.node(view)?.viewController {
        return "\(name): \(VisibleText.escaped(owner))'s view, on screen as it should be"
      }
      guard let added = addedBy[view] else { return "\(name): nobody in the log added it" }
      let adder = VisibleText.escaped(added.caller)
      if state.participant(added.caller)?.role == .presentationController {
        return "\(name): chrome \(adder) added at seq \(added.seq); it stays while presented"
      }
      return "\(name): added by \(adder) at seq \(added.seq) and never removed, so it stays "
        + "on screen"
    }
  }
}
