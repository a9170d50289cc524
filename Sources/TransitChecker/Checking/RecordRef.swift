import TransitTrace

/// A record the checker may cite in a report: its event, `seq` and the line it was read from.
struct RecordRef: Sendable {
  let line: Int
  let event: Event

  var seq: Int { event.seq }

  /// `seq 40 (line 46): animator.zoomIn → ctx.1 completeTransition(_:) [didComplete: true]`.
  var citation: String {
    let text = event.description
    let body = text.drop { $0 != " " }.dropFirst()
    return "seq \(event.seq) (line \(line)): \(body)"
  }
}
