// What one side of a diff records: its calls, its view controllers, the calls it prints at
// all, and its transitions, which the other side's are matched against.
extension LogDiff {
  /// A view controller of one side: its class and where its callbacks begin.
  struct ViewControllerFacts: Sendable {
    var className: String
    /// The index of its first appearance callback or load among the side's items.
    var first: Int
    /// Whether the side's log names no object for it.
    var anonymous: Bool
  }

  /// One side, read once.
  struct SideFacts: Sendable {
    var items: [Item] = []
    /// Each view controller an appearance callback reached, by id, and their ids in the order
    /// their callbacks begin.
    var viewControllers: [String: ViewControllerFacts] = [:]
    var viewControllerOrder: [String] = []
    /// Whether some appearance callback reached a view controller the log does not name.
    var anonymousAppearance = false
    /// The transitions its `requested` records name (an importer's inferred ones among them),
    /// as kind, from and to.
    var transitions: [(kind: TransitionKind?, from: String?, to: String?)] = []
    /// Whether an importer wrote it from console text, whose ids it made up from class names.
    var imported = false
    /// Where an importer noted a word that looks like a call's name (`viewDidApper`): the
    /// note's seq, the call it looks like and the object the line named. The app printed that
    /// call there, misspelt. In the order of the log.
    var nearMisses: [(seq: Int, call: String, participant: String)] = []

    init(_ records: [Record]) {
      var participants: [String: Participant] = [:]
      for record in records {
        switch record {
        case .header(let header):
          imported = header.source != nil
        case .participant(let participant):
          participants[participant.id] = participant
        case .geometry:
          // What the screen shows is not compared: a log records it only where it was made.
          break
        case .event(let event):
          switch event.body {
          case .call(let call):
            let participant = participants[call.receiver]
            let item = Item(
              seq: event.seq, line: event.line,
              role: LogDiff.roleName(participant?.role, call: call.name),
              viewControllerRole: participant?.role, receiver: call.receiver, call: call.name,
              args: call.args, transition: event.transition)
            if item.isViewControllerCall {
              if participant?.isAnonymous ?? false {
                anonymousAppearance = true
              } else if viewControllers[call.receiver] == nil {
                viewControllers[call.receiver] = ViewControllerFacts(
                  className: participant?.className ?? call.receiver, first: items.count,
                  anonymous: false)
                viewControllerOrder.append(call.receiver)
              }
            }
            items.append(item)
          case .view(let change):
            // A view moved is compared by who moved it, what kind of view and how: ids are
            // the log's own.
            let mover = participants[change.caller]
            let whose = change.viewController.map { participants[$0]?.className ?? $0 }
            items.append(
              Item(
                seq: event.seq, line: event.line,
                role: (mover?.role.rawValue ?? change.caller) + " → "
                  + (whose.map { "root view of \($0)" } ?? change.viewClass),
                viewControllerRole: nil, receiver: change.view, call: change.name,
                args: Arguments(), transition: event.transition, isViewChange: true))
          case .transition(let change) where change.state == .requested:
            transitions.append((change.kind?.known, change.from, change.to))
          case .note(let note) where note.code == LogDiff.nearMissCode:
            // `viewDidApper looks like viewDidAppear(_:) but does not spell it`: the call is
            // the fourth word.
            let words = note.message.split(separator: " ", maxSplits: 4)
            if words.count > 3, words[1] == "looks", words[2] == "like" {
              nearMisses.append((event.seq, String(words[3]), note.participant))
            }
          default:
            break
          }
        }
      }
    }
  }
}

extension Arguments {
  /// The first Boolean argument (`animated`), if any.
  var firstFlag: Bool? {
    for pair in pairs { if case .bool(let value) = pair.value { return value } }
    return nil
  }
}
