import Foundation

/// Mirrors `UITouch`: one finger of a step, where it is and where it started.
///
/// One object follows the finger from the moment it lands until it lifts, its `phase`,
/// location and `timestamp` updated for each event, as Apple's `UITouch` page says a touch
/// object persists throughout a multi-touch sequence.
@preconcurrency @MainActor
open class UITouch: Hashable {
  /// Mirrors `UITouch.Phase`. The region phases (iOS 13.4) are a pointer's over a view,
  /// which a finger never makes: no touch here is in them.
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
  }

  public internal(set) var phase = Phase.began
  public internal(set) var tapCount = 1
  /// Mirrors `timestamp`: when the touch last changed, on the clock of `UIEvent.timestamp`.
  public internal(set) var timestamp: TimeInterval = 0
  public internal(set) weak var view: UIView?
  public internal(set) weak var window: UIWindow?
  /// Mirrors `UITouch.TouchType`.
  public enum TouchType: Int, Sendable {
    case direct, indirect, pencil, indirectPointer
    /// The name `pencil` had before iOS 17's SDK.
    public static var stylus: TouchType { .pencil }
  }
  /// Mirrors `type`: a finger on the screen.
  public let type = TouchType.direct
  /// Mirrors `force`: 0, as on a device that does not report force (no 3D Touch): Apple's
  /// page gives 1 for an average touch only where force is measured.
  public let force: CGFloat = 0
  /// Mirrors `maximumPossibleForce`: 0 where force is not reported.
  public let maximumPossibleForce: CGFloat = 0
  /// Mirrors `majorRadius`, the touch's radius in points. No finger is measured here: every
  /// touch is 20 points across its radius's axis, Transit's choice of a fingertip's size,
  /// which no source gives; code that sizes a view by it draws a plausible one.
  public let majorRadius: CGFloat = 20
  /// Mirrors `majorRadiusTolerance`: 0, as the radius is not measured.
  public let majorRadiusTolerance: CGFloat = 0
  /// Window coordinates.
  var point: CGPoint
  var previousPoint: CGPoint
  let startPoint: CGPoint
  /// Whether the engine put the finger on a view the scenario named rather than at a point
  /// (`Simulator.tap(_:)`, `pan(_:translation:duration:steps:)`): such a finger has no place on
  /// the screen, and a screen-edge pan counts it as starting at the edge.
  let isPlacedOnView: Bool

  init(at point: CGPoint, view: UIView?, window: UIWindow?, isPlacedOnView: Bool = false) {
    self.point = point
    previousPoint = point
    startPoint = point
    self.view = view
    self.window = window
    self.isPlacedOnView = isPlacedOnView
  }

  /// Mirrors `location(in:)`.
  public func location(in view: UIView?) -> CGPoint {
    view.map { $0.convert(point, from: nil) } ?? point
  }

  /// Mirrors `previousLocation(in:)`.
  public func previousLocation(in view: UIView?) -> CGPoint {
    view.map { $0.convert(previousPoint, from: nil) } ?? previousPoint
  }

  /// How far the finger is from where it came down.
  var translation: CGPoint { CGPoint(x: point.x - startPoint.x, y: point.y - startPoint.y) }
  var distanceMoved: CGFloat {
    (translation.x * translation.x + translation.y * translation.y).squareRoot()
  }

  nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
