import Foundation

/// A gesture recognizer whose touches the scenario drives with `Simulator.tap(_:)` and
/// `Simulator.pan(_:translation:duration:steps:)`.
///
/// Swift on Linux has no `#selector`, so the action is a method reference with the same shape:
/// `UIPanGestureRecognizer(target: self, action: CardTransition.handlePan)`.
@preconcurrency @MainActor
open class UIGestureRecognizer {
  public enum State: String, Sendable {
    case possible, began, changed, ended, cancelled, failed
  }

  public internal(set) var state = State.possible
  public internal(set) weak var view: UIView?
  public var isEnabled = true
  /// Mirrors `delegate`, which UIKit holds weakly and asks before a gesture begins
  /// (`UIGestureRecognizerDelegate.swift`).
  public weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Mirrors `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded`: kept; the
  /// engine delivers a gesture to its target and nothing else to the view.
  public var cancelsTouchesInView = true
  public var delaysTouchesBegan = false
  public var delaysTouchesEnded = true
  /// The object whose method handles the gesture; named as the handler's caller in the log.
  weak var target: AnyObject?
  var action: (UIGestureRecognizer) -> Void = { _ in }
  /// UIKit's own recognizer (a sheet's swipe); its gestures are filed under `uikit`.
  var isSystemRecognizer = false
  /// Keeps UIKit's own target alive; a user's target is held weakly, as in UIKit.
  var systemTarget: AnyObject?

  init(target: AnyObject?) {
    self.target = target
  }

  /// The gesture's kind as the log names it.
  var kind: String { "gesture" }

  /// Where a finger landed in the window, when a tap was made at a point
  /// (`Simulator.tap(at:holding:)`); nil for a touch on a view as a whole.
  var windowLocation: CGPoint?

  /// The point of the touch in `view`'s coordinates: where the finger landed, or the centre of
  /// the recognizer's view when the engine touched the view as a whole.
  public func location(in view: UIView?) -> CGPoint {
    guard let own = self.view else { return .zero }
    if let windowLocation, let window = own.window {
      return window.convert(windowLocation, to: view)
    }
    return own.convert(CGPoint(x: own.bounds.midX, y: own.bounds.midY), to: view)
  }
}

/// A tap.
@preconcurrency @MainActor
public final class UITapGestureRecognizer: UIGestureRecognizer {
  public init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> @MainActor (UITapGestureRecognizer) -> Void
  ) {
    super.init(target: target)
    self.action = { [weak target] recognizer in
      guard let target, let tap = recognizer as? UITapGestureRecognizer else { return }
      action(target)(tap)
    }
  }

  override var kind: String { "tap" }
}

/// A pan: a finger dragged across the screen, then lifted.
@preconcurrency @MainActor
public class UIPanGestureRecognizer: UIGestureRecognizer {
  var currentTranslation = CGPoint.zero
  var currentVelocity = CGPoint.zero

  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> @MainActor (UIPanGestureRecognizer) -> Void
  ) {
    self.init(target: target) { [weak target] recognizer in
      guard let target, let pan = recognizer as? UIPanGestureRecognizer else { return }
      action(target)(pan)
    }
  }

  /// For subclasses, which wrap their own typed action into `handler`.
  init(target: AnyObject, handler: @escaping (UIGestureRecognizer) -> Void) {
    super.init(target: target)
    action = handler
  }

  override var kind: String { "pan" }

  /// How far the finger has moved since the gesture began (or since `setTranslation`).
  public func translation(in view: UIView?) -> CGPoint { currentTranslation }

  public func setTranslation(_ translation: CGPoint, in view: UIView?) {
    currentTranslation = translation
  }

  /// Points per second.
  public func velocity(in view: UIView?) -> CGPoint { currentVelocity }
}
