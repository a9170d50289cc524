import TransitLifecycle
import TransitTrace

/// A rule set prepared for one streaming pass: every distinct step numbered once, and for each
/// kind of record the steps it can match and the rules those steps take part in.
///
/// Built once per `Checker`; the tables are what keep the per-record cost to one dictionary
/// lookup and the handful of steps that name the record's call. A class, so that reading a
/// table on the hot path never copies the others; the per-rule tables hold no strings, so
/// reading them retains nothing. Unchecked `Sendable` only for `testTable`, `useTable` and
/// `useStarts`, which are written once, in `init`, and only read after.
final class CompiledRules: @unchecked Sendable {
  /// Which part a step plays in a rule's pattern.
  enum Role: Sendable, Hashable {
    case first, then, reset, trigger, response, counted, unless
    /// Opens the pair with this index in a `Pairing`.
    case open(Int)
    /// Closes the pairs whose bits are set.
    case close(UInt32)
    case knownFrom
  }

  /// One use of a step: the rule and the part the step plays in it.
  struct Use: Sendable {
    let rule: Int
    let role: Role
  }

  let rules: [Rule]
  let steps: [Step]
  /// For each step, its tests without its labels: what matching reads on every record.
  let tests: [StepTest]
  /// `tests` where matching reads them in place: copying a test out of an array retains and
  /// releases its strings, once per record and step.
  let testTable: UnsafeMutableBufferPointer<StepTest>
  /// For each step, the rules it takes part in; `then` and `response` uses come before
  /// `first` and `trigger` ones, so a record never satisfies a rule by matching both parts.
  let uses: [[Use]]
  /// `uses` laid end to end, where the hot path reads them in place: each step's own array,
  /// read out of `uses`, was retained and released for every step a record matched.
  let useTable: UnsafeMutableBufferPointer<Use>
  /// For each step, where its uses start in `useTable`, and one more entry, where they end.
  let useStarts: UnsafeMutableBufferPointer<Int>
  /// Steps by the call name they match.
  let stepsByCall: [CallName: [Int]]
  /// Steps by the transition state they match, by the state's place in
  /// `TransitionState.allCases` (`steps(for:)`): a table of six entries costs a hash of the
  /// state on every transition record.
  private let stepsByStateIndex: [[Int]]
  let stepsForViewAdded: [Int]
  let stepsForViewRemoved: [Int]
  /// The call names conditions ask about (`Condition.implements`).
  let implementsNames: Set<CallName>
  /// The rules judged per view controller.
  let viewControllerRules: [Int]
  /// For each rule, its slot among the view-controller rules, or -1.
  let viewControllerSlot: [Int]
  /// For each rule, one mask per step of the channels that show the step is recorded.
  let channelMasks: [[UInt32]]
  /// For each `neverAfter` rule, the channels of its `first` step, which a log must record
  /// for a `then` alone to put the rule to the test; empty for other rules.
  let firstChannels: [ChannelSet]
  /// For each rule, its pattern as the hot path needs it.
  let programs: [Program]
  /// For each rule, where it is judged.
  let scopes: [ScopeKind]
  /// For each transition kind (`kindIndex`), the transition- and log-scoped rules that judge it.
  let rulesByKind: [[Int]]
  /// For each rule, a bit per `kindIndex` it judges.
  let kindMasks: [Int]
  /// For each rule, whether it judges what never happened in an unfinished transition.
  let judgesUnfinished: [Bool]
  /// Whether some rule follows a view until a dismissal, and so needs each view's superview.
  let followsViews: Bool
  /// The rules judged over a sheet's drag, in rule order; a drag keeps one state per entry.
  let sheetDragRules: [Int]
  /// The lifetime rules, by id: `CheckRun+Lifetime.swift` judges each its own way.
  let lifetimeRules: [String: Int]

  /// Where a rule is judged.
  enum ScopeKind: Sendable {
    case transition
    case viewController
    case log
    /// A presentation until the dismissal that completes it.
    case presentation
    /// A sheet's drag, outside transitions (`Scope.sheetDrag`).
    case sheetDrag
    /// An object's lifetime (`Scope.lifetime`), judged from release records.
    case lifetime
  }

  /// A pattern reduced to numbers.
  enum Program: Sendable {
    case precedes
    case followedBy(sameSubject: Bool)
    case occurs(least: Int32, most: Int32)
    case neverAfter
    case sameResult
    case balanced(pairs: Int, reversible: Bool, followsState: Bool, requiresClose: Bool)
  }

  deinit {
    testTable.deinitialize()
    testTable.deallocate()
    useTable.deallocate()
    useStarts.deallocate()
  }

  /// The steps that match a record of transition state `state`.
  func steps(for state: TransitionState) -> [Int] {
    stepsByStateIndex[Self.stateIndex(state)]
  }

  /// The place of `state` in `TransitionState.allCases`, told by a switch rather than a search
  /// of the cases, which the getter would make anew at each call.
  static func stateIndex(_ state: TransitionState) -> Int {
    switch state {
    case .requested: 0
    case .began: 1
    case .finishing: 2
    case .cancelling: 3
    case .completed: 4
    case .ended: 5
    }
  }

  /// `TransitionKind.allCases`, made once: the getter builds a new array at each call, and
  /// every rule of every closing transition asks for a kind's index.
  private static let kindOrder = TransitionKind.allCases

  /// The index of a transition's kind in `rulesByKind`; unknown kinds come last.
  static func kindIndex(_ kind: TransitionKind?) -> Int {
    guard let kind else { return kindOrder.count }
    return kindOrder.firstIndex(of: kind) ?? kindOrder.count
  }

  init(_ rules: [Rule]) {
    self.rules = rules
    var steps: [Step] = []
    var index: [Step: Int] = [:]
    var uses: [[Use]] = []
    func number(_ step: Step) -> Int {
      if let known = index[step] { return known }
      index[step] = steps.count
      steps.append(step)
      uses.append([])
      return steps.count - 1
    }
    var pending: [(step: Int, use: Use)] = []
    // A lifetime rule is judged from release records by `CheckRun+Lifetime.swift`, not by
    // matching its steps record by record.
    for (ruleIndex, rule) in rules.enumerated() where rule.scope != .lifetime {
      for (step, role) in Self.roles(of: rule.pattern) {
        pending.append((number(step), Use(rule: ruleIndex, role: role)))
      }
    }
    // Consequences before causes: a record that is both `then` and `first` must not satisfy
    // its own precedence.
    for (step, use) in pending where Self.isConsequence(use.role) { uses[step].append(use) }
    for (step, use) in pending where !Self.isConsequence(use.role) { uses[step].append(use) }
    self.steps = steps
    self.uses = uses
    useTable = .allocate(capacity: uses.reduce(0) { $0 + $1.count })
    _ = useTable.initialize(from: uses.joined())
    useStarts = .allocate(capacity: uses.count + 1)
    var start = 0
    for (step, stepUses) in uses.enumerated() {
      useStarts[step] = start
      start += stepUses.count
    }
    useStarts[uses.count] = start
    tests = steps.map(StepTest.init)
    testTable = .allocate(capacity: tests.count)
    _ = testTable.initialize(from: tests)

    var byCall: [CallName: [Int]] = [:]
    var byState: [TransitionState: [Int]] = [:]
    var added: [Int] = []
    var removed: [Int] = []
    for (stepIndex, step) in steps.enumerated() {
      for record in step.records {
        switch record {
        case .call(let name): byCall[name, default: []].append(stepIndex)
        case .state(let state): byState[state, default: []].append(stepIndex)
        case .viewAdded: added.append(stepIndex)
        case .viewRemoved: removed.append(stepIndex)
        case .released, .retained: break
        }
      }
    }
    stepsByCall = byCall
    stepsByStateIndex = TransitionState.allCases.map { byState[$0] ?? [] }
    stepsForViewAdded = added
    stepsForViewRemoved = removed
    implementsNames = Set(
      rules.flatMap(\.conditions).compactMap {
        if case .implements(let name) = $0 { name } else { nil }
      })
    channelMasks = rules.map { rule in rule.pattern.steps.map { ChannelSet($0.channels).bits } }
    firstChannels = rules.map { rule in
      if case .neverAfter(let first, _, _, _) = rule.pattern {
        ChannelSet(first.channels)
      } else {
        ChannelSet()
      }
    }
    programs = rules.map { Self.program(of: $0.pattern) }
    scopes = rules.map {
      switch $0.scope {
      case .transition: .transition
      case .viewController: .viewController
      case .log: .log
      case .presentationUntilDismissed: .presentation
      case .sheetDrag: .sheetDrag
      case .lifetime: .lifetime
      }
    }
    let kinds: [TransitionKind?] = TransitionKind.allCases + [nil]
    rulesByKind = kinds.map { kind in
      rules.indices.filter { index in
        guard rules[index].scope != .viewController else { return false }
        guard let allowed = rules[index].scope.kinds else { return true }
        return kind.map(allowed.contains) ?? false
      }
    }
    judgesUnfinished = rules.map(\.judgesUnfinishedTransitions)
    followsViews = rules.contains { $0.scope == .presentationUntilDismissed }
    sheetDragRules = rules.indices.filter { rules[$0].scope == .sheetDrag }
    lifetimeRules = Dictionary(
      rules.indices.filter { rules[$0].scope == .lifetime }.map { (rules[$0].id, $0) },
      uniquingKeysWith: { first, _ in first })
    let byKind = rulesByKind
    kindMasks = rules.indices.map { index in
      byKind.indices.reduce(0) { $0 | (byKind[$1].contains(index) ? 1 << $1 : 0) }
    }
    let subjectRules = rules.indices.filter { rules[$0].scope == .viewController }
    viewControllerRules = subjectRules
    viewControllerSlot = rules.indices.map { subjectRules.firstIndex(of: $0) ?? -1 }
  }

  private static func program(of pattern: Pattern) -> Program {
    switch pattern {
    case .precedes: return .precedes
    case .eventuallyFollowedBy(_, _, let same): return .followedBy(sameSubject: same)
    case .occurs(_, let least, let most): return .occurs(least: Int32(least), most: Int32(most))
    case .neverAfter: return .neverAfter
    case .sameResult: return .sameResult
    case .balanced(let pairing):
      return .balanced(
        pairs: pairing.pairs.count, reversible: pairing.reversible,
        followsState: pairing.followsState, requiresClose: pairing.requiresClose)
    }
  }

  private static func isConsequence(_ role: Role) -> Bool {
    switch role {
    case .then, .response, .reset, .unless, .close: return true
    default: return false
    }
  }

  /// Every step of a pattern with the part it plays.
  static func roles(of pattern: Pattern) -> [(Step, Role)] {
    switch pattern {
    case .precedes(let first, let then, let resets):
      return [(first, .first), (then, .then)] + resets.map { ($0, .reset) }
    case .eventuallyFollowedBy(let trigger, let response, _):
      return [(trigger, .trigger), (response, .response)]
    case .occurs(let step, _, _):
      return [(step, .counted)]
    case .neverAfter(let first, let then, let unless, _):
      return [(first, .first), (then, .then)] + unless.map { ($0, .unless) }
    case .sameResult(let step):
      return [(step, .counted)]
    case .balanced(let pairing):
      var result: [(Step, Role)] = []
      for (index, pair) in pairing.pairs.enumerated() {
        result.append((pair.open, .open(index)))
        let closes = pairing.pairs.indices.filter { pairing.pairs[$0].close == pair.close }
        let mask = closes.reduce(UInt32(0)) { $0 | 1 << UInt32($1) }
        if closes.first == index { result.append((pair.close, .close(mask))) }
      }
      if let known = pairing.knownFrom { result.append((known, .knownFrom)) }
      return result
    }
  }
}

/// The tests of a step, as plain values, so that matching a record copies nothing that is
/// counted by reference.
struct StepTest: Sendable {
  let receiver: Step.Party
  let caller: Step.Party
  let flag: Step.Flag
  let returnsObject: Bool
  /// `context`, the one argument a step requires, is a small string held inline.
  let requiredArgument: String?
  let onlyFromUIKit: Bool
  let argument: Step.ArgumentTest?
  /// Whether records of the other transitions in flight match too.
  let acrossTransitions: Bool
  /// For a view record: whether the view must be outside the transition's container view.
  let outsideContainerView: Bool
  /// For a call, the Boolean it must have returned, by name; empty for most steps, which
  /// keeps it free of storage.
  let results: [CallName: Bool]
  /// In a sheet's drag, whether a record of a transition UIKit requested matches too.
  let inTransitionsUIKitRequests: Bool

  init(_ step: Step) {
    receiver = step.receiver
    caller = step.caller
    flag = step.flag
    returnsObject = step.returnsObject
    requiredArgument = step.requiredArgument
    onlyFromUIKit = step.origin == .uikit
    argument = step.argument
    acrossTransitions = step.acrossTransitions
    outsideContainerView = step.outsideContainerView
    results = step.results
    inTransitionsUIKitRequests = step.inTransitionsUIKitRequests
  }
}
