/// Two runs aligned by call and participant role, ignoring `seq` and object ids: an app's log
/// against a scenario, iOS 17 against iOS 26, a fix against the bug.
///
/// Each call becomes a token, the role of the object that received it and the call's name. A
/// view controller's callbacks are compared with its counterpart's on the other side
/// (`pair(_:_:keptA:keptB:)`): the app's `HomeViewController` with the scenario's, the second
/// `DetailViewController` pushed with the second one. Only what both runs record is compared:
/// the calls of a channel and name both show (an app prints some calls, a scenario all of
/// them), and the callbacks of the view controllers both show; the rest is named as left out.
/// A side whose console names no view controller (a bare `#function`) may print some view
/// controllers' callbacks and not others': its callbacks must line up, but the other side's
/// that it lacks are not differences.
///
/// The tokens are aligned by Myers' diff, with the common start and end set aside first, so
/// two long runs that part in a few places align in time linear in their length; past
/// `differenceLimit` differences the rest is aligned greedily, a window at a time, and the diff
/// says so.
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
  ///
  /// A class, so that the arrays, filters and alignment steps a diff passes it through copy one
  /// reference rather than its strings and arguments; compared and hashed by value.
  package final class Item: Sendable, Hashable {
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
    /// Whether it is a view record (`addSubview(_:)`, `removeFromSuperview()`) rather than a
    /// call.
    package let isViewChange: Bool
    /// Whether it is a call a view controller gets about its own appearance: a callback, its
    /// `viewDidLoad()`, or appearance forwarded to it by hand.
    let isViewControllerCall: Bool
    /// The channel it is compared in. Worked out once, as `coverage` is: an alignment asks for
    /// them of every item, many times.
    let channel: String
    /// What it is compared as covering: its channel and its name. A side that records one call
    /// of a name in a channel records them all; a name the other side never shows is left out.
    let coverage: Coverage

    init(
      seq: Int, line: Int?, role: String, viewControllerRole: ParticipantRole?, receiver: String,
      call: CallName, args: Arguments, transition: Int?, isViewChange: Bool = false
    ) {
      self.seq = seq
      self.line = line
      self.role = role
      self.viewControllerRole = viewControllerRole
      self.receiver = receiver
      self.call = call
      self.args = args
      self.transition = transition
      self.isViewChange = isViewChange
      isViewControllerCall =
        !isViewChange
        && (call == .viewDidLoad || CallVocabulary.definition(of: call)?.channel == .appearance)
      channel = LogDiff.channel(
        call: call, args: args, isViewChange: isViewChange,
        isViewControllerCall: isViewControllerCall)
      coverage = Coverage(channel: channel, call: call)
    }

    package static func == (lhs: Item, rhs: Item) -> Bool {
      lhs === rhs
        || (lhs.seq == rhs.seq && lhs.line == rhs.line && lhs.role == rhs.role
          && lhs.viewControllerRole == rhs.viewControllerRole && lhs.receiver == rhs.receiver
          && lhs.call == rhs.call && lhs.args == rhs.args && lhs.transition == rhs.transition
          && lhs.isViewChange == rhs.isViewChange)
    }

    package func hash(into hasher: inout Hasher) {
      hasher.combine(seq)
      hasher.combine(line)
      hasher.combine(receiver)
      hasher.combine(call)
    }
  }

  /// A channel and a name in it, which one side covers when it shows a call of that name.
  struct Coverage: Sendable, Hashable {
    let channel: String
    let call: CallName
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

    /// Whether it pairs a call of each side, with the same arguments or not.
    var isAligned: Bool {
      if case .same = self { return true }
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
  /// What only one log records, left out: whole channels, then calls of a channel both record
  /// that one log never shows, then view controllers only one log shows; with how many calls
  /// each side had there.
  package let leftOut: [(channel: String, a: Int, b: Int)]
  package let operations: [Operation]
  /// Whether the alignment went greedy past `differenceLimit` differences.
  package let approximate: Bool
  /// What the console side does not cover of the other run, left out; nil where it covers
  /// it all, or neither side is a console.
  package let outsideSpan: OutsideSpan?

  /// Beyond this many differences, the rest is aligned greedily.
  package static let differenceLimit = 1000
  /// Same calls shown around a difference.
  package static let context = 2

  /// Aligns `a` against `b`. With `allChannels`, every call is compared, not only what both
  /// logs record.
  package init(_ a: Side, _ b: Side, allChannels: Bool = false) {
    self.init(Prepared(a), Prepared(b), allChannels: allChannels)
  }

  /// One side read once, to be diffed against many others.
  package struct Prepared: Sendable {
    package let side: Side
    let facts: SideFacts

    package init(_ side: Side) {
      self.side = side
      facts = SideFacts(side.records)
    }
  }

  /// Aligns two sides read beforehand.
  package init(_ a: Prepared, _ b: Prepared, allChannels: Bool = false) {
    self.a = a.side
    self.b = b.side
    let x = a.facts
    let y = b.facts
    // The channels and names each side shows.
    // A completion block that could be any is compared with none, and layout passes only
    // with --all.
    let told = { (item: Item) in
      allChannels
        || (item.channel != Self.untold && item.channel != Self.uncounted)
    }
    let shownA = Set(x.items.lazy.filter(told).map(\.coverage))
    let shownB = Set(y.items.lazy.filter(told).map(\.coverage))
    let covered = allChannels ? shownA.union(shownB) : shownA.intersection(shownB)
    var keptA = x.items.filter { covered.contains($0.coverage) }
    var keptB = y.items.filter { covered.contains($0.coverage) }
    var pairing = Pairing()
    // A console that names no view controller (a bare `#function`) prints one view
    // controller's callbacks, whose part is the one view controller of the other side whose
    // callbacks hold all of them; where none does, it printed several, and is compared without
    // identities.
    let nameless =
      Self.pairNameless(x, y, keptA, keptB).map { (a: $0.nameless, b: $0.named) }
      ?? Self.pairNameless(y, x, keptB, keptA).map { (a: $0.named, b: $0.nameless) }
    let erased = nameless == nil && (x.anonymousAppearance || y.anonymousAppearance)
    if let nameless {
      pairing.add(nameless.a, nameless.b)
      if !allChannels {
        keptA.removeAll { $0.isViewControllerCall && pairing.a[$0.receiver] == nil }
        keptB.removeAll { $0.isViewControllerCall && pairing.b[$0.receiver] == nil }
      }
    } else if !erased {
      pairing = Self.pair(x, y, keptA: keptA, keptB: keptB)
      if !allChannels {
        keptA.removeAll { $0.isViewControllerCall && pairing.a[$0.receiver] == nil }
        keptB.removeAll { $0.isViewControllerCall && pairing.b[$0.receiver] == nil }
      }
    }
    compared = Set(keptA.map(\.channel) + keptB.map(\.channel)).sorted()
    leftOut = Self.leftOut(x, y, keptA: keptA, keptB: keptB, compared: compared)
    func token(_ item: Item, _ numbers: [String: Int]) -> String {
      // Beside a nameless console, the paired view controller's own view calls (its load)
      // are its, as its callbacks are.
      let owned =
        nameless != nil && numbers[item.receiver] != nil
        && CallName.viewLifecycleCallbacks.contains(item.call)
      guard !erased, item.isViewControllerCall || owned else { return Self.token(item) }
      let number = numbers[item.receiver].map { " #\($0)" } ?? " " + item.receiver
      return item.role + number + " " + item.call.rawValue
    }
    let alignment = Alignment(
      keptA.map { token($0, pairing.a) }, keptB.map { token($0, pairing.b) })
    approximate = alignment.approximate
    // The callbacks of view controllers a side may not print are not differences there.
    let spareA = erased && y.anonymousAppearance && !allChannels
    let spareB = erased && x.anonymousAppearance && !allChannels
    // A nameless console prints the other view controllers' own view calls (their loads,
    // their layout and safe-area changes) bare too, as its own view controller's, or not at
    // all: such calls line up where both have them, and are no differences on either side.
    func unpaired(_ item: Item, _ side: SideFacts, _ paired: [String: Int]) -> Bool {
      guard nameless != nil, !allChannels, CallName.viewLifecycleCallbacks.contains(item.call)
      else { return false }
      return side.viewControllers[item.receiver] == nil || paired[item.receiver] == nil
    }
    // Where the importer noted a near miss of a call's name, the side did print that call,
    // misspelt: the other side's call of that name there, on the object the line named, is no
    // difference.
    var nextA = 0
    var nextB = 0
    var missesA = NearMisses(x.nearMisses, numbers: pairing.a)
    var missesB = NearMisses(y.nearMisses, numbers: pairing.b)
    let aligned: [Operation] = alignment.steps.compactMap { step in
      switch step {
      case .same(let i, let j):
        nextA = i + 1
        nextB = j + 1
        return .same(keptA[i], keptB[j], flagsDiffer: Self.flagsDiffer(keptA[i], keptB[j]))
      case .onlyA(let i):
        nextA = i + 1
        if missesB.take(keptA[i], number: pairing.a[keptA[i].receiver], between: keptB, at: nextB) {
          return nil
        }
        return (spareA && keptA[i].isViewControllerCall) || unpaired(keptA[i], x, pairing.a)
          ? nil : .onlyA(keptA[i])
      case .onlyB(let j):
        nextB = j + 1
        if missesA.take(keptB[j], number: pairing.b[keptB[j].receiver], between: keptA, at: nextA) {
          return nil
        }
        return (spareB && keptB[j].isViewControllerCall) || unpaired(keptB[j], y, pairing.b)
          ? nil : .onlyB(keptB[j])
      }
    }
    // A console shows the span of the run it printed: what the other side does before its
    // first call that lines up, or after its last, it did not record.
    let trims = x.imported != y.imported && !allChannels
    (operations, outsideSpan) =
      trims ? Self.span(aligned, consoleIsA: x.imported) : (aligned, nil)
  }

  /// What a console does not cover of the run it is compared with: how many of the run's
  /// calls come before the console's first call that lines up, and after its last, and the
  /// first and last calls compared.
  package struct OutsideSpan: Sendable {
    /// Whether the console is side A, and the run it is compared with side B.
    package let consoleIsA: Bool
    package let before: Int
    package let after: Int
    package let first: Item
    package let last: Item
  }

  /// The operations within the span the console side recorded, the run's calls before its
  /// first call that lines up and after its last left out; nil where nothing is left out.
  ///
  /// The span takes in whole transitions: a call of the run in the transition of the console's
  /// first or last call that lines up is compared, so a console that printed a request and not
  /// what UIKit does for it (a presentation it refused) still parts there.
  static func span(_ operations: [Operation], consoleIsA: Bool) -> ([Operation], OutsideSpan?) {
    guard let first = operations.firstIndex(where: \.isAligned),
      let last = operations.lastIndex(where: \.isAligned),
      case .same(let firstA, let firstB, _) = operations[first],
      case .same(let lastA, let lastB, _) = operations[last]
    else { return (operations, nil) }
    let opening = (consoleIsA ? firstB : firstA).transition
    let closing = (consoleIsA ? lastB : lastA).transition
    func runs(_ operation: Operation, outside transition: Int?) -> Bool {
      switch operation {
      case .onlyA(let item): return !consoleIsA && item.transition != transition
      case .onlyB(let item): return consoleIsA && item.transition != transition
      case .same: return false
      }
    }
    var kept: [Operation] = []
    kept.reserveCapacity(operations.count)
    var before = 0
    var after = 0
    for (index, operation) in operations.enumerated() {
      if index < first, runs(operation, outside: opening) {
        before += 1
      } else if index > last, runs(operation, outside: closing) {
        after += 1
      } else {
        kept.append(operation)
      }
    }
    guard before + after > 0 else { return (operations, nil) }
    return (
      kept,
      OutsideSpan(
        consoleIsA: consoleIsA, before: before, after: after,
        first: consoleIsA ? firstB : firstA, last: consoleIsA ? lastB : lastA)
    )
  }

  /// The view controller of `nameless`, a console that names none, and the one of `named` it
  /// stands for: the one whose callbacks, put in the place of the console's, leave the fewest
  /// calls of either side unmatched, the calls of both sides in order (its loads, the requests
  /// and the animator's calls around it place it in its transition). Nil where `nameless` names
  /// some view controller, prints the callbacks of none, or prints them for more than one
  /// (several receivers), or where two fit equally well (a navigation controller and its root,
  /// covered together): then it is compared without identities. At most
  /// `maximumProfiledClasses` view controllers are tried, each with one alignment.
  static func pairNameless(
    _ nameless: SideFacts, _ named: SideFacts, _ keptN: [Item], _ keptM: [Item]
  ) -> (nameless: String, named: String)? {
    guard nameless.anonymousAppearance, nameless.viewControllers.isEmpty,
      !named.anonymousAppearance, !named.viewControllers.isEmpty
    else { return nil }
    guard let id = keptN.first(where: \.isViewControllerCall)?.receiver,
      keptN.allSatisfy({ !$0.isViewControllerCall || $0.receiver == id }),
      Self.isOneViewController(keptN.lazy.filter(\.isViewControllerCall).map(\.call))
    else { return nil }
    let own = keptN.map { $0.isViewControllerCall ? "vc " + $0.call.rawValue : Self.token($0) }
    var best: (id: String, unmatched: Int)?
    var tied = false
    for candidate in named.viewControllerOrder.prefix(Self.maximumProfiledClasses) {
      let theirs = keptM.compactMap { item -> String? in
        guard item.isViewControllerCall else { return Self.token(item) }
        return item.receiver == candidate ? "vc " + item.call.rawValue : nil
      }
      let unmatched = Alignment(own, theirs).steps.count {
        if case .same = $0 { return false } else { return true }
      }
      if let found = best, unmatched >= found.unmatched {
        if unmatched == found.unmatched { tied = true }
        continue
      }
      best = (candidate, unmatched)
      tied = false
    }
    guard let best, !tied else { return nil }
    return (id, best.id)
  }

  /// Whether `calls` may be one view controller's: loaded once, and each will-callback
  /// followed by its own did-callback before the next will-callback (a did-callback may open
  /// the calls, a console begun mid-transition, and a will-callback end them). Several view
  /// controllers printed alike load more than once, or interleave: one disappearing while
  /// another appears prints `viewWillDisappear`, `viewWillAppear`, `viewDidDisappear`,
  /// `viewDidAppear`, wills and dids each turning direction as one view controller's would.
  /// One view controller's cancelled transition (`viewWillDisappear`, `viewWillAppear`,
  /// `viewDidAppear`) fails too, and is compared without identities, as before pairing.
  package static func isOneViewController(_ calls: some Sequence<CallName>) -> Bool {
    var loaded = false
    // The did-callback the last will-callback owes, if it is still open.
    var owed: CallName?
    var sawAppearance = false
    for call in calls {
      switch call {
      case .viewDidLoad:
        if loaded { return false }
        loaded = true
      case .viewWillAppear, .viewWillDisappear:
        if owed != nil { return false }
        owed = call == .viewWillAppear ? .viewDidAppear : .viewDidDisappear
        sawAppearance = true
      case .viewDidAppear, .viewDidDisappear:
        if owed == call {
          owed = nil
        } else if owed != nil || sawAppearance {
          return false
        }
        sawAppearance = true
      default:
        break
      }
    }
    return true
  }

  /// The code of the note an importer writes where an app printed a word that looks like a
  /// call's name.
  package static let nearMissCode = "near-miss"

  /// The near misses one side noted, walked once as the alignment moves along that side: the
  /// notes between two of its kept calls are gathered when the alignment first stands there,
  /// and each excuses one missing call of its name, so the walk is linear in the notes and
  /// the steps whatever their number.
  struct NearMisses {
    private let notes: [(seq: Int, call: String, participant: String)]
    private let numbers: [String: Int]
    private var next = 0
    private var window: (after: Int, before: Int)?
    /// The window's notes by the call they look like, then by the number the pairing gave the
    /// object the line named (nil: paired with nothing), with how many are left.
    private var open: [String: [Int?: Int]] = [:]

    init(_ notes: [(seq: Int, call: String, participant: String)], numbers: [String: Int]) {
      self.notes = notes
      self.numbers = numbers
    }

    /// Whether a near miss this side noted between its kept calls `index - 1` and `index`
    /// stands for `item`, the other side's call the alignment finds missing there, on the
    /// object numbered `number`; the near miss is then used up.
    mutating func take(_ item: Item, number: Int?, between kept: [Item], at index: Int) -> Bool {
      guard !notes.isEmpty else { return false }
      let after = index > 0 ? kept[index - 1].seq : 0
      let before = index < kept.count ? kept[index].seq : Int.max
      if window.map({ $0.after != after || $0.before != before }) ?? true {
        window = (after, before)
        open.removeAll(keepingCapacity: true)
        while next < notes.count, notes[next].seq <= after { next += 1 }
        while next < notes.count, notes[next].seq < before {
          open[notes[next].call, default: [:]][numbers[notes[next].participant], default: 0] += 1
          next += 1
        }
      }
      let name = item.call.rawValue
      guard var counts = open[name] else { return false }
      // The object the note names and the missing call's must be one where both are paired;
      // where either is not, the name alone tells.
      let key: Int??
      if let number, counts[number] != nil {
        key = .some(number)
      } else if counts[nil] != nil {
        key = .some(nil)
      } else if number == nil {
        key = counts.keys.first
      } else {
        key = nil
      }
      guard let key else { return false }
      let left = (counts[key] ?? 1) - 1
      counts[key] = left > 0 ? left : nil
      open[name] = counts.isEmpty ? nil : counts
      return true
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

  /// The role a call is compared under: the part its receiver plays in that call, as the
  /// vocabulary says (`startInteractiveTransition(_:)` is an interaction controller's, whatever
  /// else the object is), and for a call the vocabulary does not know, the participant's role.
  /// A view controller's part depends on the transition, so any view controller is one.
  static func roleName(_ role: ParticipantRole?, call: CallName) -> String {
    if let receiver = CallVocabulary.definition(of: call)?.receiver {
      return receiver == .viewController ? "view controller" : receiver.rawValue
    }
    switch role {
    case .presentingViewController?, .presentedViewController?, .viewController?, nil:
      return "view controller"
    case let role?: return role.rawValue
    }
  }

  /// The channel a call is compared in: the vocabulary's (a view controller's `viewDidLoad()`
  /// with its appearance), a coordinator's block apart from the completion of a UIView
  /// animation, or calls no channel covers.
  private static func channel(
    call: CallName, args: Arguments, isViewChange: Bool, isViewControllerCall: Bool
  ) -> String {
    if isViewChange { return Channel.views.description }
    if Self.layoutPasses.contains(call) { return Self.uncounted }
    if call == .completionWithArgument {
      // A coordinator's block carries its context, a UIView animation's completion its
      // `finished` flag; printed without them (a property animator's `position` is not
      // printed), it may be any completion.
      if args["context"] != nil { return Channel.coordinator.description }
      if args.firstFlag != nil { return "other calls" }
      return Self.untold
    }
    if isViewControllerCall { return Channel.appearance.description }
    if let channel = CallVocabulary.definition(of: call)?.channel {
      return channel.description
    }
    return "other calls"
  }

  /// The channel of a `completion(_:)` the log does not say enough of to tell which it is.
  static let untold = "completion(_:) blocks the log does not tell apart"

  /// A view controller's layout callbacks, which come once per layout pass: UIKit runs one
  /// whenever a view's layout is invalidated, so how many come is no part of the order.
  static let layoutPasses: Set<CallName> = ["viewWillLayoutSubviews()", "viewDidLayoutSubviews()"]
  static let uncounted = "layout passes, which come as often as layout is invalidated"

  /// What was left out: channels one side shows none of, names of a channel both show that
  /// one side never shows, and view controllers one side shows alone.
  static func leftOut(
    _ x: SideFacts, _ y: SideFacts, keptA: [Item], keptB: [Item], compared: [String]
  ) -> [(channel: String, a: Int, b: Int)] {
    let comparedSet = Set(compared)
    var counts: [String: (a: Int, b: Int)] = [:]
    var order: [String] = []
    func count(_ item: Item, _ kept: Set<Int>, side: Int) {
      guard !kept.contains(item.seq) else { return }
      let channel = item.channel
      var key = channel
      if comparedSet.contains(channel) {
        key =
          item.isViewControllerCall
          ? "callbacks of \(item.receiver)\(side == 0 ? " (A)" : " (B)")"
          : item.call.rawValue
      }
      if counts[key] == nil { order.append(key) }
      counts[key, default: (0, 0)].a += side == 0 ? 1 : 0
      counts[key, default: (0, 0)].b += side == 1 ? 1 : 0
    }
    let seqsA = Set(keptA.map(\.seq))
    let seqsB = Set(keptB.map(\.seq))
    for item in x.items { count(item, seqsA, side: 0) }
    for item in y.items { count(item, seqsB, side: 1) }
    return order.sorted { lhs, rhs in
      (rank(lhs, comparedSet), lhs) < (rank(rhs, comparedSet), rhs)
    }.map { ($0, counts[$0]?.a ?? 0, counts[$0]?.b ?? 0) }
  }

  /// Whole channels first, then calls, then view controllers.
  private static func rank(_ key: String, _ compared: Set<String>) -> Int {
    if key.hasPrefix("callbacks of ") { return 2 }
    return key.contains("(") ? 1 : 0
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
