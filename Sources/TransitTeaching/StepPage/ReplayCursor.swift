import TransitReporter
import TransitTrace

/// A replay that moves forward through a log on demand, and remembers what the state was at
/// the moments a step's narration needs exactly: a view controller's appearance just before a
/// callback, and what a view held just before it was removed.
struct ReplayCursor {
  /// What the state was just before particular records.
  struct Moments {
    /// For each appearance callback's `seq`, the view controller's state before and after it.
    var appearance: [Int: (before: AppearanceState, after: AppearanceState)] = [:]
    /// For each removal's `seq`, the removed view's subviews just before it, back to front.
    var removedWith: [Int: [String]] = [:]
  }

  private let records: [Record]
  private var position = 0
  private var replay = Replay()
  private(set) var moments = Moments()

  init(records: [Record]) {
    self.records = records
  }

  var state: ScreenState { replay.state }

  /// Applies records until the next event is numbered after `seq`.
  mutating func advance(through seq: Int) {
    while position < records.count {
      let record = records[position]
      if let event = record.event {
        if event.seq > seq { return }
        note(event)
      }
      replay.apply(record)
      if let event = record.event, let call = event.call, AppearanceCallback(call.name) != nil {
        moments.appearance[event.seq]?.after = replay.state.appearance(of: call.receiver)
      }
      position += 1
    }
  }

  /// Records what `event` is about to change.
  private mutating func note(_ event: Event) {
    switch event.body {
    case .call(let call) where AppearanceCallback(call.name) != nil:
      let old = replay.state.appearance(of: call.receiver)
      moments.appearance[event.seq] = (old, old)
    case .view(let change) where change.isRemoval:
      moments.removedWith[event.seq] = replay.state.subviews(of: change.view)
    default:
      break
    }
  }
}
