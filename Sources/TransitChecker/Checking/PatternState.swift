/// One rule's progress in one transition. Records are held by index into the scope's kept
/// records (-1 for none), so a state stays a few words wide and holds no reference: a scope
/// makes one state per rule for every transition, and a state without references is made and
/// freed without any reference counting. The few rules that owe responses keep their
/// obligations beside the states (`TransitionScope.obligations`).
struct PatternState: Sendable {
  /// `precedes`: the latest `first`; `neverAfter`: the `first` that armed it.
  var armed: Int32 = -1
  /// `occurs`: how many times the step happened, and the first time.
  var count: Int32 = 0
  /// `occurs`: how many more records may have been the step, the log not saying.
  var possible: Int32 = 0
  /// The first record the rule could not judge because the log does not say what the rule
  /// reads (no `args`, no `result`, no `caller`, an anonymous receiver), or -1. A rule that
  /// met one is left unjudged in the transition, and counted so in the report.
  var undetermined: Int32 = -1
  var firstCounted: Int32 = -1
  /// The last record that matched any step of the rule.
  var lastMatch: Int32 = -1
  /// `eventuallyFollowedBy`: a record of the response's call that did not match it.
  var nearMiss: Int32 = -1
  /// `precedes`: whether a `then` without a `first` was reported since the last `first`.
  var reportedSinceArmed = false
  /// Whether the pattern's leading part happened, so that the rule was really put to the test.
  var exercised = false
  /// `eventuallyFollowedBy` without subjects: whether a response answered the rule's
  /// obligation in this transition.
  var answered = false

  struct Obligation: Sendable {
    let subject: String?
    let trigger: Int32
  }

  /// Triggers not yet answered, at most one per subject, in the order they came. A subject is
  /// found, added and answered in constant time: a transition in which thousands of view
  /// controllers each owe a callback costs as much per record as one in which one does.
  ///
  /// Most transitions owe a handful at most: up to `fewest` live in `order` alone and are found
  /// by a scan, which costs less than hashing a subject and makes no table; past it, a table
  /// by subject finds them.
  struct Obligations: Sendable {
    /// The most obligations kept without a table.
    static let fewest = 8
    /// Every obligation added, in order; with a table, including some answered since (`live`
    /// tells), and without one, only those not yet answered.
    private var order: [Obligation] = []
    /// The trigger each subject still owes a response for, once more than `fewest` are owed.
    private var live: [String?: Int32]?
    /// Entries compactions looked at, and those there are now: what reading them all costs.
    private var compacted = 0
    var examined: Int { compacted + order.count }

    var isEmpty: Bool { live?.isEmpty ?? order.isEmpty }
    var count: Int { live?.count ?? order.count }

    /// The obligations not yet answered, in the order they came.
    var all: [Obligation] {
      guard let live else { return order }
      return order.filter { live[$0.subject] == $0.trigger }
    }

    func contains(subject: String?) -> Bool {
      guard let live else { return order.contains { $0.subject == subject } }
      return live[subject] != nil
    }

    /// Adds `obligation` unless its subject already owes one.
    mutating func add(_ obligation: Obligation) {
      if live == nil {
        if order.contains(where: { $0.subject == obligation.subject }) { return }
        if order.count < Self.fewest {
          order.append(obligation)
          return
        }
        live = Self.table(of: order)
      }
      guard live![obligation.subject] == nil else { return }
      live![obligation.subject] = obligation.trigger
      order.append(obligation)
    }

    /// Answers the obligation of `subject`, if it has one.
    mutating func remove(subject: String?) {
      guard live != nil else {
        if let index = order.firstIndex(where: { $0.subject == subject }) {
          order.remove(at: index)
        }
        return
      }
      guard live!.removeValue(forKey: subject) != nil else { return }
      // Answered entries are dropped once they outnumber the rest, which keeps the cost of
      // dropping them in proportion to the additions that made them.
      if order.count > 2 * live!.count + 32 {
        compacted += order.count
        order = all
      }
    }

    /// Answers every obligation.
    mutating func removeAll() {
      compacted += order.count
      order = []
      live = nil
    }

    /// Answers every obligation and forgets what compactions looked at, for another
    /// transition: the list keeps its room, unless it grew past `fewest`.
    mutating func clear() {
      if order.capacity > Self.fewest { order = [] } else { order.removeAll(keepingCapacity: true) }
      live = nil
      compacted = 0
    }

    /// Answers every obligation whose subject passes `answers`.
    mutating func removeAll(where answers: (String?) -> Bool) {
      compacted += order.count
      order = all.filter { !answers($0.subject) }
      live = order.count > Self.fewest ? Self.table(of: order) : nil
    }

    private static func table(of order: [Obligation]) -> [String?: Int32] {
      Dictionary(order.map { ($0.subject, $0.trigger) }, uniquingKeysWith: { first, _ in first })
    }
  }
}

/// One rule's progress for one view controller: records are held directly, as a view
/// controller's state lives across transitions.
struct SubjectState: Sendable {
  /// `balanced`: the direction open (-1 for none), the last one closed (-1 while unknown),
  /// and the record that opened it.
  var open = -1
  var settled = -1
  var openRef: RecordRef?
  /// `balanced`: the directions the log showed any callback of for this view controller, and
  /// those it showed an opening callback of, one bit each. A console prints only the callbacks
  /// an app overrides, so only these say what the console would print.
  var shownDirections: UInt8 = 0
  var shownOpens: UInt8 = 0
  /// `precedes`: whether a `first` came since the last reset.
  var armed = false
  var lastMatch: RecordRef?
  var exercised = false
  /// Whether the rule decided something for this view controller beyond what is still open:
  /// an obligation answered, a pair closed, a violation reported. One that decided nothing
  /// and is left open where the log ends too soon judged nothing.
  var decided = false
  /// The first record the rule could not judge for this view controller, the log not saying.
  var undetermined: RecordRef?
}

/// The obligations of one transition's rules, kept only for the rules that have had one: most
/// rules never owe a response, and a transition makes no table for them. The few rules that do
/// are found by a scan of their numbers, which costs less than hashing a number, and at most
/// one entry per rule is ever made.
struct RuleObligations: Sendable {
  /// The room made for the first rule's obligations.
  static let rulesReserved = 16
  /// The rule of a slot that a cleared list left free for any rule (`clear()`).
  private static let free = -1
  private var rules: [Int] = []
  private var obligations: [PatternState.Obligations] = []

  private func slot(_ rule: Int) -> Int? { rules.firstIndex(of: rule) }

  func isEmpty(_ rule: Int) -> Bool { slot(rule).map { obligations[$0].isEmpty } ?? true }
  func count(_ rule: Int) -> Int { slot(rule).map { obligations[$0].count } ?? 0 }
  /// Rule `rule`'s obligations not yet answered, in the order they came.
  func all(_ rule: Int) -> [PatternState.Obligation] {
    slot(rule).map { obligations[$0].all } ?? []
  }
  /// Entries every rule's compactions looked at, and those there are now.
  var examined: Int { obligations.reduce(0) { $0 + $1.examined } }

  mutating func add(_ obligation: PatternState.Obligation, rule: Int) {
    guard let slot = slot(rule) else {
      if let spare = slot(Self.free) {
        rules[spare] = rule
        obligations[spare].add(obligation)
        return
      }
      var added = PatternState.Obligations()
      added.add(obligation)
      // A transition's rules that owe responses are a dozen or so: room for them at once,
      // rather than growing both lists four times.
      if rules.isEmpty {
        rules.reserveCapacity(Self.rulesReserved)
        obligations.reserveCapacity(Self.rulesReserved)
      }
      rules.append(rule)
      obligations.append(added)
      return
    }
    obligations[slot].add(obligation)
  }

  /// Empties every rule's obligations for another transition, keeping the lists and their
  /// room: each slot is left free for whichever rule owes first there, so that a transition
  /// made after a forgotten one allocates no list for its rules.
  mutating func clear() {
    for slot in rules.indices {
      rules[slot] = Self.free
      obligations[slot].clear()
    }
  }

  mutating func remove(subject: String?, rule: Int) {
    guard let slot = slot(rule) else { return }
    obligations[slot].remove(subject: subject)
  }

  mutating func removeAll(rule: Int) {
    guard let slot = slot(rule) else { return }
    obligations[slot].removeAll()
  }

  mutating func removeAll(rule: Int, where answers: (String?) -> Bool) {
    guard let slot = slot(rule) else { return }
    obligations[slot].removeAll(where: answers)
  }
}
