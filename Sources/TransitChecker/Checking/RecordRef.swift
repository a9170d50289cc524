import TransitTrace

/// A record the checker may cite in a report: its event, `seq` and the line it was read from.
///
/// A class: a matched record is kept in several places (its transition, a view controller's
/// state), and sharing one box costs one reference count where copying an event costs five.
final class RecordRef: Sendable {
  let line: Int
  let event: Event

  init(line: Int, event: Event) {
    self.line = line
    self.event = event
  }

  var seq: Int { event.seq }

  /// `seq 40 (line 46): animator.zoomIn → ctx.1 completeTransition(_:) [didComplete: true]`.
  var citation: String {
    let text = event.description
    let body = text.drop { $0 != " " }.dropFirst()
    return "seq \(event.seq) (line \(line)): \(body)"
  }
}
