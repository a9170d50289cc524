import Foundation

/// Mirrors `UITapGestureRecognizer`: recognized when the finger lifts after the taps and
/// fingers it requires, having moved less than it allows.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1
  /// How far a finger may move and still tap. Not documented; UIKit's is about 10 points.
  static let allowableMovement: CGFloat = 10

  override var kind: String { "tap" }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if touches.count > numberOfTouchesRequired { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    if touches.contains(where: { $0.distanceMoved > Self.allowableMovement }) { state = .failed }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard state == .possible else { return }
    let taps = touches.map(\.tapCount).max() ?? 1
    state =
      touches.count == numberOfTouchesRequired && taps == numberOfTapsRequired ? .ended : .failed
  }
}

/// Mirrors `UIPanGestureRecognizer`: begins once the fingers have "moved enough to be considered
/// a pan" (Apple's page), changes with each move, ends when they lift.
///
/// So by the time the recognizer asks its delegate `gestureRecognizerShouldBegin(_:)` the finger
/// has moved: its translation and velocity say which way, as code that lets a pan begin only in
/// one direction expects. How far is enough UIKit does not document; Transit takes a move beyond
/// `hysteresis`, 10 points, the distance a tap allows, so a finger that moves exactly that far
/// still taps and never pans.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max
  var currentTranslation = CGPoint.zero
  var currentVelocity = CGPoint.zero
  /// How far a finger may move without beginning a pan: a tap's allowance. Not documented;
  /// Transit chooses 10 points.
  static let hysteresis: CGFloat = 10

  override var kind: String { "pan" }
  override var isContinuous: Bool { true }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    switch state {
    case .possible:
      guard touches.contains(where: { $0.distanceMoved > Self.hysteresis }) else { return }
      state =
        (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches))
          .contains(touches.count) ? .began : .failed
    case .began, .changed: state = .changed
    default: break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    if state == .began || state == .changed { state = .cancelled }
  }

  /// How far the finger has moved since the gesture began (or since `setTranslation`).
  open func translation(in view: UIView?) -> CGPoint { currentTranslation }

  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    currentTranslation = translation
  }

  /// Points per second.
  open func velocity(in view: UIView?) -> CGPoint { currentVelocity }
}

/// Mirrors `UILongPressGestureRecognizer`: begins once the fingers have stayed down
/// `minimumPressDuration` without moving more than `allowableMovement`, ends when they lift.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var minimumPressDuration: TimeInterval = 0.5
  open var numberOfTouchesRequired = 1
  open var numberOfTapsRequired = 0
  open var allowableMovement: CGFloat = 10

  override var kind: String { "long-press" }
  override var isContinuous: Bool { true }

  /// The fingers have been down `minimumPressDuration` (the engine's timer).
  func pressHeld(touches: Int) {
    guard state == .possible else { return }
    state = touches == numberOfTouchesRequired ? .began : .failed
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    if state == .possible, touches.contains(where: { $0.distanceMoved > allowableMovement }) {
      state = .failed
    } else if state == .began || state == .changed {
      state = .changed
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    state = state == .began || state == .changed ? .ended : .failed
  }
}

/// Mirrors `UISwipeGestureRecognizer`: recognized once the fingers have moved far enough in
/// one of its directions.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// Mirrors `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  open var direction = Direction.right
  open var numberOfTouchesRequired = 1
  /// How far a swipe travels before it is recognized; UIKit does not document it. Transit
  /// chooses 50 points.
  static let distance: CGFloat = 50

  override var kind: String { "swipe" }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard state == .possible, let touch = touches.first else { return }
    let moved = touch.translation
    let dominant: Direction =
      abs(moved.x) >= abs(moved.y) ? (moved.x >= 0 ? .right : .left) : (moved.y >= 0 ? .down : .up)
    let distance = max(abs(moved.x), abs(moved.y))
    guard distance >= Self.distance else { return }
    state =
      direction.contains(dominant) && touches.count == numberOfTouchesRequired ? .ended : .failed
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if state == .possible { state = .failed }
  }
}

/// Mirrors `UIPinchGestureRecognizer`. The scenario's fingers move together, so a pinch never
/// recognizes here; its scale stays 1.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  open var scale: CGFloat = 1
  public private(set) var velocity: CGFloat = 0
  override var kind: String { "pinch" }
  override var isContinuous: Bool { true }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    state = .failed
  }
}

/// Mirrors `UIRotationGestureRecognizer`; like a pinch, it never recognizes here.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  open var rotation: CGFloat = 0
  public private(set) var velocity: CGFloat = 0
  override var kind: String { "rotation" }
  override var isContinuous: Bool { true }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    state = .failed
  }
}
