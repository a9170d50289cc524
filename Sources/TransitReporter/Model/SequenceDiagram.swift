import TransitTrace

/// A sequence diagram of a log, independent of how it is drawn: columns, one row per shown
/// record, and what spans rows (phase bands, frames, activation bars).
///
/// Every emitter (DOT, Mermaid, PlantUML, text) draws this one model, so they agree on what is
/// shown; `DiagramBuilder` derives it from the records.
package struct SequenceDiagram: Sendable, Hashable {
  /// The scenario name from the log's header.
  package var title: String
  /// The participants shown, left to right.
  package var columns: [Column]
  /// The rows, top to bottom.
  package var rows: [Row]
  /// Shaded phase bands, in the order they start.
  package var bands: [Band]
  /// Frames around an interactive outcome or a folded repetition.
  package var frames: [Frame]
  /// Activation bars from the records' `cause` nesting.
  package var activations: [Activation]

  package init(
    title: String, columns: [Column], rows: [Row], bands: [Band], frames: [Frame],
    activations: [Activation]
  ) {
    self.title = title
    self.columns = columns
    self.rows = rows
    self.bands = bands
    self.frames = frames
    self.activations = activations
  }
}

/// A column: its lifeline and its header. It stands for one participant, or with lanes by role
/// for every participant of one role.
package struct Column: Sendable, Hashable {
  /// The participant's id; for a lane that several participants share, its role's title.
  package var id: String
  /// The participant's class; for a shared lane, the class they all have, or how many classes.
  package var className: String
  package var role: ParticipantRole
  /// The ids of the participants drawn in the column, in the order the log declared them.
  package var members: [String]

  package init(id: String, className: String, role: ParticipantRole, members: [String]? = nil) {
    self.id = id
    self.className = className
    self.role = role
    self.members = members ?? [id]
  }

  /// Whether several participants share the column, so its messages name their object.
  package var isShared: Bool { members.count > 1 }
}

/// One row of the diagram: a record, the return of a call, or a folded repetition of records.
package struct Row: Sendable, Hashable {
  /// What the row draws.
  package enum Kind: Sendable, Hashable {
    /// A call from one column to another; `closure` for a block UIKit runs.
    case message(from: Int, to: Int)
    /// A call a participant makes on itself, drawn as a loop.
    case selfCall(Int)
    /// The dashed return of a call's result, from its receiver back to its caller.
    case reply(from: Int, to: Int)
    /// A touch delivered to the gesture recognizer whose target is the column.
    case gesture(Int)
    /// A view-hierarchy change made by the column's code.
    case view(Int)
    /// An engine warning or note on the column's lifeline, or a mark of its object's lifetime
    /// (freed, or still alive when it should not be).
    case note(Int)
    /// A transition changed state: a divider across the diagram.
    case state
  }

  /// The kind of record, used as the SVG class (`call`, `closure`, `return`, `gesture`…).
  package enum Style: String, Sendable, Hashable {
    case call
    case closure
    case reply = "return"
    case gesture
    case view
    case warning
    case note
    case transition
    /// A call to or from a folded role, drawn as a note on the other participant's lane.
    case foldedCall = "folded-call"
    /// The column's object was freed.
    case release
    /// The column's object was still alive after the transition that should have freed it.
    case retained
  }

  package var kind: Kind
  package var style: Style
  /// The record's `seq`, or the first one folded into the row.
  package var seq: Int
  /// The last `seq` folded into the row, when it stands for several records.
  package var lastSeq: Int?
  /// How many repetitions the row stands for; 1 unless folded.
  package var count: Int
  /// What the row says, without its seq number.
  package var text: String
  /// The transition the record belongs to.
  package var transition: Int?
  /// The stable id emitters give the row's drawing: `seq-17`, `seq-17-return`.
  package var id: String
  /// How many shown records the row's record ran inside: 0 for one that starts a tree.
  package var depth: Int

  package init(
    kind: Kind, style: Style, seq: Int, lastSeq: Int? = nil, count: Int = 1, text: String,
    transition: Int?, id: String, depth: Int = 0
  ) {
    self.kind = kind
    self.style = style
    self.seq = seq
    self.lastSeq = lastSeq
    self.count = count
    self.text = text
    self.transition = transition
    self.id = id
    self.depth = depth
  }

  /// The seq number as shown: `17`, or `42–63` for a folded row.
  package var seqText: String {
    if let lastSeq, lastSeq != seq { return "\(seq)–\(lastSeq)" }
    return String(seq)
  }

  /// What every emitter writes for the row: the seq number, the count of a folded row, the text.
  package var label: String {
    if style == .reply { return text }
    return seqText + (count > 1 ? " ×\(count) " : " ") + text
  }

  /// The columns the row touches.
  package var columns: [Int] {
    switch kind {
    case .message(let from, let to), .reply(let from, let to): return [from, to]
    case .selfCall(let c), .gesture(let c), .view(let c), .note(let c): return [c]
    case .state: return []
    }
  }
}

/// A shaded band behind the rows of one phase of the lifecycle.
package struct Band: Sendable, Hashable {
  /// The phases a band can show, one per `TransitionKind` plus management between transitions.
  package enum Phase: String, Sendable, Hashable, CaseIterable {
    case presentation
    case dismissal
    case push
    case pop
    case tabSwitch
    case sizeChange
    case pageSwipe
    case childContainment
    /// A transition whose kind the log does not tell.
    case transition
    case management

    /// The phase of a transition of `kind`.
    package init(_ kind: TransitionKind) {
      switch kind {
      case .present: self = .presentation
      case .dismiss: self = .dismissal
      case .push: self = .push
      case .pop: self = .pop
      case .tabSwitch: self = .tabSwitch
      case .sizeChange: self = .sizeChange
      case .pageSwipe: self = .pageSwipe
      case .childContainment: self = .childContainment
      case .unknown: self = .transition
      }
    }

    /// The phase's name as a title: `Presentation`, `Tab switch`.
    package var title: String {
      switch self {
      case .presentation: return "Presentation"
      case .dismissal: return "Dismissal"
      case .push: return "Push"
      case .pop: return "Pop"
      case .tabSwitch: return "Tab switch"
      case .sizeChange: return "Size change"
      case .pageSwipe: return "Page swipe"
      case .childContainment: return "Child containment"
      case .transition: return "Transition"
      case .management: return "Management"
      }
    }
  }

  package var phase: Phase
  /// The transition the band belongs to; nil for management.
  package var transition: Int?
  package var firstRow: Int
  package var lastRow: Int
  /// The band's caption: `Presentation #1` or `Management: vc.swatch on screen`.
  package var title: String
}

/// A frame around rows: an interactive transition's outcome, or a folded repetition.
package struct Frame: Sendable, Hashable {
  package enum Kind: Sendable, Hashable {
    /// The end of an interactive transition; `finished` false when it was cancelled.
    case outcome(finished: Bool)
    /// Rows standing for `count` repetitions of the same calls.
    case loop(count: Int)
  }

  package var kind: Kind
  package var firstRow: Int
  package var lastRow: Int

  /// The frame's tab: `interactive: cancelled`, `loop ×8`.
  package var title: String {
    switch kind {
    case .outcome(let finished):
      return finished ? "interactive: finished" : "interactive: cancelled"
    case .loop(let count): return "loop ×\(count)"
    }
  }
}

/// An activation bar: a participant's code running, from a call's row to its return.
package struct Activation: Sendable, Hashable {
  package var column: Int
  package var firstRow: Int
  package var lastRow: Int
  /// 1 for a bar straight on the lifeline, 2 for one nested inside it, and so on.
  package var depth: Int
}
