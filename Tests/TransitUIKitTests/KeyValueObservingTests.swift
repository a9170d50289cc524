import Foundation
import Testing

@testable import TransitUIKit

/// `observe(_:options:changeHandler:)` on UIKit's own properties: a compared value is heard only
/// when it changes, with the old and new values the options ask for, first with `.initial`.
@MainActor
@Suite("Key-value observing")
struct KeyValueObservingTests {
  @Test("a frame heard at .initial and at each change, not at a set to the same value")
  func equatableValue() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var heard: [String] = []
    let observation = view.observe(\.frame, options: [.initial, .old, .new]) { _, change in
      heard.append(
        "\(change.oldValue.map { "\($0.width)" } ?? "-") → \(change.newValue?.width ?? -1)")
    }
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    view.frame.size.width = 20
    view.frame.size.width = 30
    withExtendedLifetime(observation) {}
    #expect(heard == ["- → 10.0", "10.0 → 20.0", "20.0 → 30.0"])
  }

  @Test("without .new and .old the change carries no values; nothing is heard once released")
  func optionsAndRelease() {
    let view = UIView(frame: .zero)
    var changes: [NSKeyValueObservedChange<CGFloat>] = []
    var observation: NSKeyValueObservation? = view.observe(\.alpha) { _, change in
      changes.append(change)
    }
    view.alpha = 0.5
    #expect(changes.count == 1)
    #expect(changes.first?.newValue == nil && changes.first?.oldValue == nil)
    observation = nil
    view.alpha = 0.2
    #expect(changes.count == 1)
    _ = observation
  }
}
