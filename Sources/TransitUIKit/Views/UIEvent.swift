import Foundation

/// Mirrors `UIEvent`: one touch event of a finger sequence, which `UIApplication.sendEvent(_:)`
/// hands to the window and the window's `sendEvent(_:)` delivers.
///
/// As on iOS, the engine makes one event per finger sequence and sends it again for each phase,
/// with its touches updated: "during a multi-touch sequence, UIKit reuses the same UIEvent
/// object when delivering updated touch data" (Apple's `UIEvent` page). Its `timestamp` is the
/// virtual clock's reading when the phase is sent.
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

  /// Mirrors `timestamp`: when the event was sent, in seconds. On iOS the seconds since the
  /// system started (Apple's `timestamp` page); here the virtual clock's, which
  /// `CACurrentMediaTime()` also reads, so code that compares the two measures virtual time.
  public internal(set) var timestamp: TimeInterval = 0

  /// Mirrors `allTouches`: the touches of the sequence the event belongs to.
  public let allTouches: Set<UITouch>?

  /// What the window's own `sendEvent(_:)` does with this phase: hand the touches to the
  /// gesture recognizers and then to the view (`Simulator.send(_:_:)`). Nil between phases, and
  /// for an event the app made.
  var delivery: (() -> Void)?
  /// Whether the app's `sendEvent(_:)` kept a phase of this sequence from the window's
  /// delivery, which the log notes once.
  var wasSwallowed = false

  public init() { allTouches = nil }

  init(touches: [UITouch]) { allTouches = Set(touches) }

  /// Mirrors `touches(for:)`: the touches of the event in `view`.
  public func touches(for view: UIView) -> Set<UITouch>? {
    allTouches.map { $0.filter { $0.view === view } }
  }

  /// Mirrors `touches(for:)` of a window: the touches of the event that occurred in `window`.
  public func touches(for window: UIWindow) -> Set<UITouch>? {
    allTouches.map { $0.filter { $0.window === window } }
  }

  /// Delivers the phase the event carries, once: a window's `sendEvent(_:)` that calls `super`
  /// twice delivers it the first time only, since the recognizers and views have seen it.
  func deliver() {
    guard let delivery else { return }
    self.delivery = nil
    delivery()
  }
}
