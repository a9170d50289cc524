import TransitLifecycle
import TransitReporter
import TransitTrace

/// Which part of a log an exercise covers, and how its list is shuffled.
package struct ExerciseOptions: Sendable, Hashable {
  /// Only this transition; every transition when nil.
  package var transition: Int?
  /// The seed of the shuffle: the same seed gives the same list.
  package var seed: UInt64

  package init(transition: Int? = nil, seed: UInt64 = 1) {
    self.transition = transition
    self.seed = seed
  }
}

/// A log that cannot make the exercise asked for.
package struct ExerciseError: Error, CustomStringConvertible, Sendable, Hashable {
  /// What is wrong, in a sentence.
  package let message: String

  package init(_ message: String) { self.message = message }

  package var description: String { message }
}

/// An exercise for instructors: the lifecycle calls UIKit makes in a log, blanked in its
/// sequence diagram and listed in a shuffled order, for a learner to put back in place.
///
/// A blank is named by the seq of its record, as `transit explain` and the diagram number
/// records, so an answer `22: d` reads "the call at seq 22 is choice d". What is blanked: each
/// method or closure UIKit's own objects call during a transition (delegate requests, the
/// presentation controller's hooks, the animator's methods, appearance callbacks, completions).
/// Property reads, layout passes, list and status-bar queries, and the app's own calls stay
/// visible as landmarks.
package struct Exercise: Sendable {
  /// A call to put back: where it goes, and what it is.
  package struct Blank: Sendable, Hashable {
    /// The seq of the record the blank hides, which names the blank.
    package let seq: Int
    /// Who calls, as the arrow shows.
    package let caller: String
    /// Who is called, as the arrow shows.
    package let receiver: String
    /// The call that goes in the blank.
    package let call: CallName
    /// For a closure, the call that handed it over.
    package let handedOverBy: CallName?
  }

  /// One entry of the shuffled list: its label (`a`, `b`, … `aa`) and the call.
  package struct Choice: Sendable, Hashable {
    /// `a`, `b`, … `aa`.
    package let label: String
    /// The call the label stands for.
    package let call: CallName
  }

  /// The scenario the log's header names.
  package let title: String
  /// What the exercise was made from, as given: a scenario name, a scenario file or a log.
  package let source: String
  /// The transition covered and the seed of the shuffle.
  package let options: ExerciseOptions
  /// The blanks, in log order.
  package let blanks: [Blank]
  /// The blanked calls, shuffled.
  package let choices: [Choice]
  /// The log's sequence diagram with the blanked calls' labels and results hidden.
  package let diagram: SequenceDiagram

  /// The exercise for `records`; `source` is what `transit grade` will read the log from.
  package init(records: [Record], source: String, options: ExerciseOptions = ExerciseOptions())
    throws(ExerciseError)
  {
    var title = "log"
    var classes: [String: Participant] = [:]
    var events: [Event] = []
    var transitions: [Int] = []
    var seen: Set<Int> = []
    var callNames: [Int: CallName] = [:]
    for record in records {
      switch record {
      case .header(let header): title = header.scenario
      case .participant(let participant): classes[participant.id] = participant
      case .event(let event):
        events.append(event)
        if let call = event.call { callNames[event.seq] = call.name }
        if let id = event.transition, seen.insert(id).inserted { transitions.append(id) }
      case .geometry: break
      }
    }
    if let id = options.transition, !transitions.contains(id) {
      let known =
        transitions.isEmpty
        ? "the log has none" : "the log has " + transitions.map { "#\($0)" }.joined(separator: ", ")
      throw ExerciseError("transition \(id): no such transition; \(known)")
    }
    let blanks = events.compactMap { event -> Blank? in
      guard let transition = event.transition, options.transition.map({ $0 == transition }) ?? true,
        let call = event.call, Self.isBlanked(call, caller: classes[call.callerID])
      else { return nil }
      return Blank(
        seq: event.seq, caller: call.callerID, receiver: call.receiver, call: call.name,
        handedOverBy: call.block.flatMap { callNames[$0] })
    }
    guard !blanks.isEmpty else {
      let scope = options.transition.map { "transition \($0)" } ?? "the log"
      throw ExerciseError("\(scope) has no lifecycle calls by UIKit to blank")
    }
    self.title = title
    self.source = source
    self.options = options
    self.blanks = blanks
    let order = SeededShuffle.permutation(count: blanks.count, seed: options.seed)
    choices = order.enumerated().map { index, blank in
      Choice(label: Self.label(index), call: blanks[blank].call)
    }
    diagram = Self.blankedDiagram(
      records, blanks: Set(blanks.map(\.seq)), transition: options.transition)
  }

  /// Calls that stay visible although UIKit makes them: layout passes, which follow the
  /// layout engine rather than the lifecycle, loading, list and status-bar calls, and UIKit's
  /// private `transitionDidFinish`, which shows where the completion stage nests.
  static let landmarks: Set<CallName> = [
    .containerViewWillLayoutSubviews, .containerViewDidLayoutSubviews, .transitionDidFinish,
    "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "init(coder:)", "loadView()",
    "loadViewIfNeeded()", "deinit", .setNeedsStatusBarAppearanceUpdate,
  ]

  /// Whether the learner places `call`: a method or closure (not a property read) that UIKit's
  /// own objects call (UIKit, the coordinator, the context, a `UI…` class such as
  /// UIPercentDrivenInteractiveTransition), and not a landmark. What UIKit's own animators do
  /// inside their animation stays visible, as an app's animator's calls do.
  static func isBlanked(_ call: Call, caller: Participant?) -> Bool {
    guard call.name.rawValue.contains("("), !landmarks.contains(call.name),
      !call.name.rawValue.hasPrefix("collectionView("), !call.name.rawValue.hasPrefix("tableView(")
    else { return false }
    // A log that does not give the caller (an app's console) still shows UIKit's calls: the
    // ones only UIKit makes, and the appearance callbacks.
    guard let caller else {
      return call.caller == nil
        && (call.name.callers == .uikit || CallName.appearanceCallbacks.contains(call.name))
    }
    let uikitRoles: Set<ParticipantRole> = [.uikit, .transitionCoordinator, .transitionContext]
    if UIKitClassName.animators.contains(caller.className) { return false }
    return uikitRoles.contains(caller.role) || caller.className.hasPrefix("UI")
  }

  /// `a` … `z`, then `aa`, `ab`, …: labels that cannot be mistaken for the diagram's column
  /// letters, which are capitals.
  static func label(_ index: Int) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var index = index
    var label = ""
    repeat {
      label = String(letters[index % 26]) + label
      index = index / 26 - 1
    } while index >= 0
    return label
  }

  /// A short digest of the blanks, so `transit grade` can tell an answer sheet that was made
  /// from a different log (or a different Transit) from a wrong answer.
  package var fingerprint: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for blank in blanks {
      for byte in "\(blank.seq)|\(blank.caller)|\(blank.receiver)|\(blank.call)\n".utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    let hex = String(folded, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }

  /// The diagram with each blank's label a line to write on and its result hidden. Repeated
  /// calls fold as `transit render` folds them, unless a blank would be folded away.
  private static func blankedDiagram(_ records: [Record], blanks: Set<Int>, transition: Int?)
    -> SequenceDiagram
  {
    var options = DiagramOptions(transition: transition, views: .transitions)
    var diagram = DiagramBuilder.diagram(of: records, options: options)
    let folded = diagram.rows.contains { row in
      row.count > 1 && (row.seq...(row.lastSeq ?? row.seq)).contains(where: blanks.contains)
    }
    if folded {
      options.fold = false
      diagram = DiagramBuilder.diagram(of: records, options: options)
    }
    for index in diagram.rows.indices where blanks.contains(diagram.rows[index].seq) {
      switch diagram.rows[index].style {
      case .call, .closure: diagram.rows[index].text = String(repeating: "_", count: 24)
      case .reply: diagram.rows[index].text = "?"
      default: break
      }
    }
    return diagram
  }
}

/// A shuffle that gives the same order for the same seed on every platform and Swift version:
/// SplitMix64 driving a Fisher-Yates shuffle, rather than the standard library's unspecified
/// `shuffled(using:)`.
enum SeededShuffle {
  /// The numbers `0..<count` in shuffled order; never the identity when `count` > 1, since a
  /// list in answer order would give the exercise away.
  static func permutation(count: Int, seed: UInt64) -> [Int] {
    var state = seed
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    var order = Array(0..<count)
    guard count > 1 else { return order }
    for index in stride(from: count - 1, to: 0, by: -1) {
      let other = Int(next() % UInt64(index + 1))
      order.swapAt(index, other)
    }
    if order == Array(0..<count) { order.append(order.removeFirst()) }
    return order
  }
}
