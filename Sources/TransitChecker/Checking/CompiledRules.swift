import TransitTrace

/// A rule set prepared for one streaming pass: every distinct step numbered once, and for each
/// kind of record the steps it can match and the rules those steps take part in.
///
/// Built once per `Checker`; the tables are what keep the per-record cost to one dictionary
/// lookup and the handful of steps that name the record's call.
struct CompiledRules: Sendable {
  /// Which part a step plays in a rule's pattern.
  enum Role: Sendable, Hashable {
    case first, then, reset, trigger, response, counted, unless
    /// Opens the pair with this index in a `Pairing`.
    case open(Int)
    /// Closes the pairs with these indices.
    case close([Int])
    case knownFrom
  }

  /// One use of a step: the rule and the part the step plays in it.
  struct Use: Sendable {
    let rule: Int
    let role: Role
  }

  let rules: [Rule]
  let steps: [Step]
  /// For each step, the rules it takes part in; `then` and `response` uses come before
  /// `first` and `trigger` ones, so a record never satisfies a rule by matching both parts.
  let uses: [[Use]]
  /// Steps by the call name they match.
  let stepsByCall: [CallName: [Int]]
  /// Steps by the transition state they match.
  let stepsByState: [TransitionState: [Int]]
  let stepsForViewAdded: [Int]
  let stepsForViewRemoved: [Int]
  /// The call names conditions ask about (`Condition.implements`).
  let implementsNames: Set<CallName>
  /// The rules judged per transition (transition and log scope), and per view controller.
  let transitionRules: [Int]
  let viewControllerRules: [Int]
  /// For each rule, its slot among the view-controller rules, or -1.
  let viewControllerSlot: [Int]
  /// For each rule, the channels each of its steps needs, one entry per step.
  let channels: [[[Channel]]]

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
    for (ruleIndex, rule) in rules.enumerated() {
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
        }
      }
    }
    stepsByCall = byCall
    stepsByState = byState
    stepsForViewAdded = added
    stepsForViewRemoved = removed
    implementsNames = Set(
      rules.flatMap(\.conditions).compactMap {
        if case .implements(let name) = $0 { name } else { nil }
      })
    transitionRules = rules.indices.filter { rules[$0].scope != .viewController }
    let subjectRules = rules.indices.filter { rules[$0].scope == .viewController }
    viewControllerRules = subjectRules
    viewControllerSlot = rules.indices.map { subjectRules.firstIndex(of: $0) ?? -1 }
    channels = rules.map { $0.pattern.steps.map(\.channels) }
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
    case .balanced(let pairing):
      var result: [(Step, Role)] = []
      for (index, pair) in pairing.pairs.enumerated() {
        result.append((pair.open, .open(index)))
        let closes = pairing.pairs.indices.filter { pairing.pairs[$0].close == pair.close }
        if closes.first == index { result.append((pair.close, .close(closes))) }
      }
      if let known = pairing.knownFrom { result.append((known, .knownFrom)) }
      return result
    }
  }
}
