/// One rule's progress in one transition. Records are held by index into the scope's kept
/// records (-1 for none), so a state stays a few words wide.
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
  /// `eventuallyFollowedBy`: triggers not yet answered, with their subjects.
  var obligations: [Obligation] = []
  /// `eventuallyFollowedBy` without subjects: whether a response answered the rule's
  /// obligation in this transition.
  var answered = false

  struct Obligation: Sendable {
    let subject: String?
    let trigger: Int32
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
