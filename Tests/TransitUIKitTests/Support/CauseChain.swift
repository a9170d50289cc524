import TransitTrace
import TransitUIKit

extension Array where Element == Event {
  /// The calls that led to the `occurrence`th call named `name` on `receiver`, innermost
  /// first, read through each record's `cause`: what a crash stack taken inside that call would
  /// show.
  func stack(of name: CallName, on receiver: String, occurrence: Int = 1) -> [String] {
    let bySeq = Dictionary(map { ($0.seq, $0) }, uniquingKeysWith: { first, _ in first })
    let matching = filter { $0.call?.name == name && $0.call?.receiver == receiver }
    guard occurrence >= 1, occurrence <= matching.count else { return [] }
    var event = matching[occurrence - 1]
    var frames: [String] = []
    while true {
      if let call = event.call { frames.append("\(call.callerID) → \(call.receiver) \(call.name)") }
      guard let cause = event.cause, let next = bySeq[cause] else { break }
      event = next
    }
    return frames
  }
}
