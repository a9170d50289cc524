/// Two runs aligned by call and participant role, ignoring `seq` and object ids: an app's log
/// against a scenario, iOS 17 against iOS 26, a fix against the bug.
///
/// Each call becomes a token, the role of the object that received it and the call's name (a
/// view controller's role is just "view controller", since presenting and presented depend on
/// the transition). Where the two logs record different channels (an app's console prints
/// some calls, a scenario all of them), only the channels both record are compared, and the
/// others are named as left out. The tokens are aligned by Myers' diff, with the common start
/// and end set aside first, so two long runs that part in a few places align in time linear
/// in their length; past `differenceLimit` differences the rest is aligned greedily, a window
/// at a time, and the diff says so.
package struct LogDiff: Sendable {
  /// One log and how reports call it.
  package struct Side: Sendable {
    package let label: String
    /// Whether the log is a scenario's, which Transit's engine ran in UIKit's documented
    /// order, as opposed to a log an app or a person wrote.
    package let isDocumented: Bool
    package let records: [Record]

    package init(label: String, isDocumented: Bool, records: [Record]) {
      self.label = label
      self.isDocumented = isDocumented
      self.records = records
    }
  }

  /// One call compared.
  package struct Item: Sendable, Hashable {
    package let seq: Int
    /// The line of the console it was imported from, for an imported log.
    package let line: Int?
    package let role: String
    /// The receiver's declared role, which tells presenting from presented view controllers.
    package let viewControllerRole: ParticipantRole?
    package let receiver: String
    package let call: CallName
    package let args: Arguments
    package let transition: Int?
  }

  /// One step of the alignment.
  package enum Operation: Sendable, Hashable {
    /// The same call of the same role on both sides; `flagsDiffer` when both give Boolean
    /// arguments and they differ (`completeTransition(true)` against `(false)`).
    case same(Item, Item, flagsDiffer: Bool)
    case onlyA(Item)
    case onlyB(Item)

    package var isSame: Bool {
      if case .same(_, _, false) = self { return true }
      return false
    }
  }

  /// A place where the logs part: its operations, with up to `context` same calls around.
  package struct Hunk: Sendable {
    package let operations: [Operation]
  }

  package let a: Side
  package let b: Side
  /// The channels both logs record, compared.
  package let compared: [String]
  /// The channels only one log records, left out, with how many calls each side had there.
  package let leftOut: [(channel: String, a: Int, b: Int)]
  package let operations: [Operation]
  /// Whether the alignment went greedy past `differenceLimit` differences.
  package let approximate: Bool

  /// Beyond this many differences, the rest is aligned greedily.
  package static let differenceLimit = 1000
  /// Same calls shown around a difference.
  package static let context = 2

  /// Aligns `a` against `b`. With `allChannels`, every call is compared, not only the
  /// channels both logs record.
  package init(_ a: Side, _ b: Side, allChannels: Bool = false) {
    self.a = a
    self.b = b
    let itemsA = Self.items(of: a.records)
    let itemsB = Self.items(of: b.records)
    let channelsA = Dictionary(grouping: itemsA, by: { Self.channel(of: $0) }).mapValues(\.count)
    let channelsB = Dictionary(grouping: itemsB, by: { Self.channel(of: $0) }).mapValues(\.count)
    let common = Set(channelsA.keys).intersection(channelsB.keys)
    let kept = allChannels ? Set(channelsA.keys).union(channelsB.keys) : common
    compared = kept.sorted()
    leftOut = Set(channelsA.keys).union(channelsB.keys).subtracting(kept).sorted().map {
      ($0, channelsA[$0] ?? 0, channelsB[$0] ?? 0)
    }
    let keptA = itemsA.filter { kept.contains(Self.channel(of: $0)) }
    let keptB = itemsB.filter { kept.contains(Self.channel(of: $0)) }
    let alignment = Alignment(keptA.map(Self.token), keptB.map(Self.token))
    approximate = alignment.approximate
    operations = alignment.steps.map { step in
      switch step {
      case .same(let i, let j):
        return .same(keptA[i], keptB[j], flagsDiffer: Self.flagsDiffer(keptA[i], keptB[j]))
      case .onlyA(let i): return .onlyA(keptA[i])
      case .onlyB(let j): return .onlyB(keptB[j])
      }
    }
  }

  /// Whether the logs part anywhere.
  package var differs: Bool { operations.contains { !$0.isSame } }

  /// The places the logs part, each with up to `context` same calls around it; differences
  /// closer than twice that share one place.
  package var hunks: [Hunk] {
    var hunks: [Hunk] = []
    var previousEnd = 0
    var index = 0
    while index < operations.count {
      guard !operations[index].isSame else {
        index += 1
        continue
      }
      let start = max(index - Self.context, previousEnd)
      var end = index
      var cursor = index
      while cursor < operations.count {
        if !operations[cursor].isSame {
          cursor += 1
          end = cursor
          continue
        }
        var run = cursor
        while run < operations.count, operations[run].isSame { run += 1 }
        guard run < operations.count, run - cursor <= 2 * Self.context else { break }
        cursor = run
      }
      let stop = min(operations.count, end + Self.context)
      hunks.append(Hunk(operations: Array(operations[start..<stop])))
      previousEnd = stop
      index = stop
    }
    return hunks
  }

  /// The calls of a log, in order, each with the role its receiver plays in it.
  static func items(of records: [Record]) -> [Item] {
    var roles: [String: ParticipantRole] = [:]
    var items: [Item] = []
    for record in records {
      switch record {
      case .participant(let participant): roles[participant.id] = participant.role
      case .event(let event):
        guard let call = event.call else { continue }
        items.append(
          Item(
            seq: event.seq, line: event.line, role: roleName(roles[call.receiver], call: call.name),
            viewControllerRole: roles[call.receiver], receiver: call.receiver, call: call.name,
            args: call.args, transition: event.transition))
      case .header, .geometry:
        break
      }
    }
    return items
  }

  /// The role a call is compared under: the part its receiver plays in that call, as the
  /// vocabulary says (`startInteractiveTransition(_:)` is an interaction controller's, whatever
  /// else the object is), and for a call the vocabulary does not know, the participant's role.
  /// A view controller's part depends on the transition, so any view controller is one.
  static func roleName(_ role: ParticipantRole?, call: CallName) -> String {
    if let receiver = CallVocabulary.definition(of: call)?.receiver {
      return receiver == .viewController ? "view controller" : receiver.rawValue
    }
    switch role {
    case .presentingViewController?, .presentedViewController?, nil: return "view controller"
    case let role?: return role.rawValue
    }
  }

  /// The channel a call is compared in: the vocabulary's, the appearance of the presenting or
  /// of the presented view controllers (an app may print one and not the other), or calls no
  /// channel covers.
  static func channel(of item: Item) -> String {
    let definition = CallVocabulary.definition(of: item.call)
    if item.call == .viewDidLoad || definition?.channel == .appearance {
      return item.viewControllerRole == .presentedViewController
        ? Channel.presentedAppearance.description : Channel.presenterAppearance.description
    }
    if let channel = definition?.channel { return channel.description }
    return "other calls"
  }

  static func token(_ item: Item) -> String { item.role + " " + item.call.rawValue }

  /// Whether both give Boolean arguments and some differs.
  static func flagsDiffer(_ a: Item, _ b: Item) -> Bool {
    for pair in a.args.pairs {
      guard case .bool(let flag) = pair.value, case .bool(let other)? = b.args[pair.key] else {
        continue
      }
      if flag != other { return true }
    }
    return false
  }
}
