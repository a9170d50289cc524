import TransitTrace
import TransitUIKit

extension Array where Element == Event {
  /// The calls that led to the first call named `name` on `receiver`, innermost first, read
  /// through each record's `cause`: what a crash stack taken inside that call would show.
  func stack(of name: CallName, on receiver: String) -> [String] {
    let bySeq = Dictionary(map { ($0.seq, $0) }, uniquingKeysWith: { first, _ in first })
    guard var event = first(where: { $0.call?.name == name && $0.call?.receiver == receiver })
    else { return [] }
    var frames: [String] = []
    while true {
      if let call = event.call { frames.append("\(call.caller) → \(call.receiver) \(call.name)") }
      guard let cause = event.cause, let next = bySeq[cause] else { break }
      event = next
    }
    return frames
  }
}
