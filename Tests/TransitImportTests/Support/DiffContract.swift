import TransitImport
import TransitLifecycle
import TransitTrace

/// `transit diff`'s precision contract, judged on one projection of a log (`ProjectionTests`):
/// diffed against the log it was projected from, it agrees; a projection of a `bug-*` log,
/// diffed against the bug's correct twin, parts only where the whole bug log parts from the
/// twin, and parts wherever it keeps a record at which they part.
struct DiffContract {
  /// The whole log the projections are taken from.
  let whole: [Record]
  /// The log's correct twin and where the whole log parts from it, for a `bug-*` log.
  let twin: Twin?
  private let preparedWhole: LogDiff.Prepared
  private let preparedTwin: LogDiff.Prepared?
  /// The whole log's events and the twin's, by `seq`.
  private let wholeEvents: [Int: Event]
  private let twinEvents: [Int: Event]

  init(whole: [Record], twin: Twin?) {
    self.whole = whole
    self.twin = twin
    wholeEvents = Dictionary(uniqueKeysWithValues: whole.compactMap(\.event).map { ($0.seq, $0) })
    twinEvents = Dictionary(
      uniqueKeysWithValues: (twin?.records ?? []).compactMap(\.event).map { ($0.seq, $0) })
    preparedWhole = LogDiff.Prepared(
      LogDiff.Side(label: "log", isDocumented: true, records: whole))
    preparedTwin = twin.map {
      LogDiff.Prepared(LogDiff.Side(label: "twin", isDocumented: true, records: $0.records))
    }
  }

  /// A twin, and the calls and view changes at which the whole bug log parts from it: the
  /// bug's by `seq`, the twin's by `seq`, and each by receiver and call, which is what a
  /// projection's diff may name differently but not elsewhere.
  struct Twin {
    let records: [Record]
    let partingA: Set<Int>
    let partingB: Set<Int>
    let partingCalls: Set<String>
    /// The bug's records only it has, and those the twin has with other flags.
    let onlyInBug: Set<Int>
    let otherFlags: Set<Int>

    init(bug: [Record], twin: [Record]) {
      records = twin
      let diff = LogDiff(
        LogDiff.Side(label: "bug", isDocumented: true, records: bug),
        LogDiff.Side(label: "twin", isDocumented: true, records: twin))
      var a: Set<Int> = []
      var b: Set<Int> = []
      var only: Set<Int> = []
      var flags: Set<Int> = []
      for operation in diff.operations {
        switch operation {
        case .same(let x, let y, true):
          a.insert(x.seq)
          b.insert(y.seq)
          flags.insert(x.seq)
        case .onlyA(let x):
          a.insert(x.seq)
          only.insert(x.seq)
        case .onlyB(let y): b.insert(y.seq)
        case .same: break
        }
      }
      onlyInBug = only
      otherFlags = flags
      partingA = a
      partingB = b
      let calls = bug.compactMap(\.event).filter { a.contains($0.seq) }.map(Self.key)
      let twinCalls = twin.compactMap(\.event).filter { b.contains($0.seq) }.map(Self.key)
      partingCalls = Set(calls + twinCalls)
    }

    /// `vc.home viewDidAppear(_:)`: an event by what it did and to what.
    static func key(_ event: Event) -> String {
      switch event.body {
      case .call(let call): return call.receiver + " " + call.name.rawValue
      case .view(let change): return change.view + " " + change.name.rawValue
      default: return ""
      }
    }
  }

  /// What is wrong with the diffs of `projection`, whose events' `seq`s map to the whole log's
  /// through `original` (nil for one the whole log has not); empty when it keeps the contract.
  ///
  /// In a console that names no view controller (`bare`), a view controller's callbacks cannot
  /// be told from another's, so keeping one of them is not expected to show the bug.
  func problems(_ projection: [Record], bare: Bool = false, original: (Int) -> Int?) -> [String] {
    var problems: [String] = []
    let side = LogDiff.Prepared(
      LogDiff.Side(label: "projection", isDocumented: false, records: projection))
    let own = LogDiff(side, preparedWhole)
    if own.differs, let first = own.hunks.first {
      problems.append("parts from its own log: \(own.headline(first))")
    }
    guard let twin, let preparedTwin else { return problems }
    let diff = LogDiff(side, preparedTwin)
    func atBug(_ item: LogDiff.Item, bugSide: Bool) -> Bool {
      if bugSide {
        guard let seq = original(item.seq), let event = wholeEvents[seq] else { return false }
        return twin.partingA.contains(seq) || twin.partingCalls.contains(Twin.key(event))
      }
      guard let event = twinEvents[item.seq] else { return false }
      return twin.partingB.contains(item.seq) || twin.partingCalls.contains(Twin.key(event))
    }
    // Each place the projection's diff parts holds a record at which the whole log parts.
    for hunk in diff.hunks {
      let atTheBug = hunk.operations.contains { operation in
        switch operation {
        case .same(let x, let y, _): return atBug(x, bugSide: true) || atBug(y, bugSide: false)
        case .onlyA(let x): return atBug(x, bugSide: true)
        case .onlyB(let y): return atBug(y, bugSide: false)
        }
      }
      if !atTheBug {
        problems.append("parts from the twin away from the bug: \(diff.headline(hunk))")
      }
    }
    // A projection that keeps a record only the bug has, or one with other flags that it
    // prints with its flags, parts from the twin.
    let keepsBug = projection.compactMap(\.event).contains { event in
      guard let seq = original(event.seq) else { return false }
      // A layout callback the bug's other geometry brings (a view left at another size hears
      // its new safe area) is a consequence, not the bug: `diff` compares the lifecycle.
      if let name = event.call?.name, CallVocabulary.definition(of: name)?.channel == .layout {
        return false
      }
      if bare, let name = event.call?.name,
        name == .viewDidLoad || CallVocabulary.definition(of: name)?.channel == .appearance
      {
        return false
      }
      if twin.onlyInBug.contains(seq) { return true }
      let flagged = event.call?.args.pairs.contains {
        if case .bool = $0.value { return true } else { return false }
      }
      return twin.otherFlags.contains(seq) && flagged == true
    }
    if keepsBug, !diff.differs {
      problems.append("keeps a record of the bug, yet agrees with the twin")
    }
    return problems
  }
}
