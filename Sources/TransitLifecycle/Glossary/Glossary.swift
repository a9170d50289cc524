/// What one call of the lifecycle means, written once: the checker's hints, `transit explain`
/// and the step-through page all read it, so one fix here improves all three.
package struct GlossaryEntry: Sendable, Hashable {
  /// The call, as the log names it.
  package let call: CallName
  /// What UIKit or the app's code is doing at this point, and why now. The first sentence says
  /// what happens and stands alone (`summary`); the rest says why it happens here.
  package let meaning: String
  /// What belongs in this hook, or how to make this call right; nil where nothing needs saying.
  package let belongs: String?
  /// What does not belong here, and where it goes instead; nil where nothing needs saying.
  package let avoid: String?
  /// Where the explanation comes from, the strongest source first.
  package let sources: [Citation]

  package init(
    _ call: CallName, meaning: String, belongs: String? = nil, avoid: String? = nil,
    sources: [Citation]
  ) {
    self.call = call
    self.meaning = meaning
    self.belongs = belongs
    self.avoid = avoid
    self.sources = sources
  }

  /// The advice part, for a checker hint: what belongs here, then what does not.
  package var advice: String? {
    let parts = [belongs, avoid].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  /// The first sentence of `meaning`: what happens, for a reader who has seen the rest before.
  package var summary: String { Glossary.firstSentence(of: meaning) }
}

/// An explanation of something in a log that is not a call: a transition's state, a touch, a
/// warning or note code. Written in the same style as `GlossaryEntry`.
package struct GlossaryNote: Sendable, Hashable {
  /// What it explains: `began`, `pan changed`, `transition-stuck`.
  package let key: String
  /// What it means, the first sentence standing alone (`summary`).
  package let meaning: String
  /// What the app's code should do about it; nil where nothing needs saying.
  package let advice: String?
  /// Where the explanation comes from, the strongest source first; empty for what is Transit's
  /// own (a note about what no source establishes names the gap in its meaning instead).
  package let sources: [Citation]

  package init(_ key: String, meaning: String, advice: String? = nil, sources: [Citation] = []) {
    self.key = key
    self.meaning = meaning
    self.advice = advice
    self.sources = sources
  }

  /// The first sentence of `meaning`.
  package var summary: String { Glossary.firstSentence(of: meaning) }
}

/// The glossary: one entry per call signature Transit records, and notes on the rest of a log.
///
/// Entries are data, grouped by area in the files `Glossary+*.swift` and listed in lifecycle
/// order: the request, the presentation controller, appearance, the animator, interaction, the
/// transition context, the coordinator and the closures UIKit runs, the containers, the view
/// hierarchy, and the lists and status bar.
package enum Glossary {
  /// Every entry, in lifecycle order.
  package static let entries: [GlossaryEntry] =
    requests + presentationController + appearance + animator + propertyAnimator + interaction
    + context + coordinator + containers + containment + pages + traits + zoom + views + lists
    + adaptive + everyday

  /// The entry for `call`, if the glossary has one.
  package static func entry(for call: CallName) -> GlossaryEntry? {
    index[call]
  }

  /// The entry for a closure UIKit runs, told apart by the call that handed it over: the
  /// `completion(_:)` of a block animation is not the coordinator's. Falls back to
  /// `entry(for:)` when the glossary has nothing closer.
  package static func entry(for call: CallName, handedOverBy giver: CallName?) -> GlossaryEntry? {
    if let giver, let closure = closures.first(where: { $0.giver == giver && $0.call == call }) {
      return closure.entry
    }
    return entry(for: call)
  }

  /// What a transition's state means.
  package static func state(_ state: TransitionState) -> GlossaryNote {
    switch state {
    case .requested: return requestedState
    case .began: return beganState
    case .finishing: return finishingState
    case .cancelling: return cancellingState
    case .completed: return completedState
    case .ended: return endedState
    }
  }

  /// What a touch means: `kind` is `tap`, `pan` or `touch`, `state` the recognizer's state.
  package static func gesture(kind: String, state: String) -> GlossaryNote? {
    gestures.first { $0.key == "\(kind) \(state)" }
  }

  /// What a warning or note code means and what to do about it.
  package static func diagnostic(_ code: String) -> GlossaryNote? {
    diagnostics.first { $0.key == code }
  }

  /// Every citation the glossary makes: its entries, the closures' entries, and its notes on
  /// states, touches, warnings and notes.
  package static var citations: [Citation] {
    let notes = TransitionState.allCases.map(state) + gestures + diagnostics
    return (entries + closures.map(\.entry)).flatMap(\.sources) + notes.flatMap(\.sources)
  }

  /// What a participant of `role` does, in a line: `vends the presentation controller, …`.
  package static func role(_ role: ParticipantRole) -> String? {
    roles.first { $0.role == role }?.text
  }

  private static let index: [CallName: GlossaryEntry] = Dictionary(
    entries.map { ($0.call, $0) }, uniquingKeysWith: { first, _ in first })

  /// The text up to the end of its first sentence: a `.`, `!` or `?` followed by a space, or
  /// the end. A period inside a name (`vc.home`, `.custom`) is not followed by a space.
  package static func firstSentence(of text: String) -> String {
    var previous: Character?
    var end = text.endIndex
    for index in text.indices {
      let character = text[index]
      if character == " ", let previous, ".!?".contains(previous) {
        end = index
        break
      }
      previous = character
    }
    return String(text[..<end])
  }
}
