/// Mirrors `UIEvent`, which hit-testing is handed; Transit's touches carry nothing in it.
@preconcurrency @MainActor
open class UIEvent {
  /// Mirrors `UIEvent.EventType`, with UIKit's raw values.
  public enum EventType: Int, Sendable {
    case touches = 0
    case motion = 1
    case remoteControl = 2
    case presses = 3
    case scroll = 10
    case hover = 11
    case transform = 14
  }

  /// Mirrors `UIEvent.EventSubtype`: a touch event has none.
  public enum EventSubtype: Int, Sendable {
    case none = 0
    case motionShake = 1
  }

  /// Mirrors `type`: every event here is a touch event, as no device moves, no remote
  /// control plays and no key or pointer is pressed.
  open var type: EventType { .touches }
  /// Mirrors `subtype`.
  open var subtype: EventSubtype { .none }

  /// Mirrors `allTouches`: the touches of the sequence the event belongs to.
  public let allTouches: Set<UITouch>?

  public init() { allTouches = nil }

  init(touches: [UITouch]) { allTouches = Set(touches) }

  /// Mirrors `touches(for:)`: the touches of the event in `view`.
  public func touches(for view: UIView) -> Set<UITouch>? {
    allTouches.map { $0.filter { $0.view === view } }
  }
}
