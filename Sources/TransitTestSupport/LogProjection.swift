import TransitTrace

/// What an app's own log can hold: a built-in scenario's log, or a real trace, reduced to some
/// of its channels, with what an app cannot know left out. The precision contract's test takes
/// every such projection of every log.
///
/// A channel is a kind of record an app prints or does not: the calls of one of the checker's
/// channels (the presentation controller's hooks, UIKit's calls to the animator, the transition
/// context…), one view controller's appearance callbacks (with its `viewDidLoad()` and the
/// `beginAppearanceTransition` forwarded to it), the calls no channel covers, view changes,
/// transition states, touches, warnings and notes, and lifetimes (releases and what was still
/// retained).
package enum ProjectionChannel: Hashable, Comparable, CustomStringConvertible, Sendable {
  case states
  case views
  case gestures
  case diagnostics
  case lifetimes
  case calls(Channel)
  case appearance(String)
  case otherCalls

  package var description: String {
    switch self {
    case .states: return "states"
    case .views: return "views"
    case .gestures: return "gestures"
    case .diagnostics: return "warnings"
    case .lifetimes: return "lifetimes"
    case .calls(let channel): return "\(channel)"
    case .appearance(let id): return "appearance of \(id)"
    case .otherCalls: return "other calls"
    }
  }

  private var order: (Int, Int, String) {
    switch self {
    case .states: return (0, 0, "")
    case .views: return (1, 0, "")
    case .gestures: return (2, 0, "")
    case .diagnostics: return (3, 0, "")
    case .lifetimes: return (4, 0, "")
    case .calls(let channel): return (5, channel.rawValue, "")
    case .appearance(let id): return (6, 0, id)
    case .otherCalls: return (7, 0, "")
    }
  }

  package static func < (lhs: ProjectionChannel, rhs: ProjectionChannel) -> Bool {
    lhs.order < rhs.order
  }
}

package enum LogProjection {
  /// The channel an event belongs to.
  package static func channel(of event: Event) -> ProjectionChannel {
    switch event.body {
    case .transition: return .states
    case .view: return .views
    case .gesture: return .gestures
    case .warning, .note: return .diagnostics
    case .release, .retained: return .lifetimes
    case .call(let call):
      // A block with a coordinator's context is the coordinator's; a UIView animation's
      // completion is app code no channel covers.
      if call.name == .completionWithArgument {
        return call.args["context"] == nil ? .otherCalls : .calls(.coordinator)
      }
      let definition = CallVocabulary.definition(of: call.name) { call.args[$0] != nil }
      if call.name == .viewDidLoad || definition?.channel == .appearance {
        return .appearance(call.receiver)
      }
      if let channel = definition?.channel { return .calls(channel) }
      return .otherCalls
    }
  }

  /// The channels the log's events belong to, sorted.
  package static func channels(of records: [Record]) -> [ProjectionChannel] {
    Set(records.compactMap(\.event).map(channel(of:))).sorted()
  }

  /// `records` keeping the events of `channels` only, renumbered from 1, each `cause` and
  /// `block` pointing at the nearest kept record it ran inside (or at none); with
  /// `stripResults`, no call says what it returned, and with `stripCallers`, no call says who
  /// made it.
  package static func project(
    _ records: [Record], keeping channels: Set<ProjectionChannel>, stripResults: Bool = false,
    stripCallers: Bool = false
  ) -> [Record] {
    var renumbered: [Int: Int] = [:]
    var causes: [Int: Int] = [:]
    var projected: [Record] = []
    projected.reserveCapacity(records.count)
    for record in records {
      guard case .event(var event) = record else {
        projected.append(record)
        continue
      }
      let original = event.seq
      if let cause = event.cause { causes[original] = cause }
      guard channels.contains(channel(of: event)) else { continue }
      event.seq = renumbered.count + 1
      renumbered[original] = event.seq
      event.cause = nearestKept(event.cause, renumbered, causes)
      if case .call(var call) = event.body {
        if stripResults { call.result = nil }
        if stripCallers { call.caller = nil }
        call.block = call.block.flatMap { renumbered[$0] }
        event.body = .call(call)
      }
      projected.append(.event(event))
    }
    return projected
  }

  /// The kept record `seq` ran inside, climbing through records left out.
  private static func nearestKept(_ seq: Int?, _ renumbered: [Int: Int], _ causes: [Int: Int])
    -> Int?
  {
    var current = seq
    while let seq = current {
      if let kept = renumbered[seq] { return kept }
      current = causes[seq]
    }
    return nil
  }
}
