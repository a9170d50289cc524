/// Mirrors `UIEvent`, which hit-testing is handed; Transit's touches carry nothing in it.
@preconcurrency @MainActor
open class UIEvent {
  /// Mirrors `allTouches`: the touches of the sequence the event belongs to.
  public let allTouches: Set<UITouch>?

  public init() { allTouches = nil }

  init(touches: [UITouch]) { allTouches = Set(touches) }

  /// Mirrors `touches(for:)`: the touches of the event in `view`.
  public func touches(for view: UIView) -> Set<UITouch>? {
    allTouches.map { $0.filter { $0.view === view } }
  }
}
