import Foundation

/// Mirrors `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Mirrors `UIScreenEdgePanGestureRecognizer`: a pan that starts at an edge of the screen, as
/// the swipe back from the left edge that apps with a custom pop animation install to drive it.
///
/// `Simulator.pan(_:translation:duration:steps:)` drags it like any pan; the engine does not
/// check where the finger starts.
@preconcurrency @MainActor
public final class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the pan may start from.
  public var edges: UIRectEdge = []

  public init<Target: AnyObject>(
    target: Target,
    action: @escaping (Target) -> @MainActor (UIScreenEdgePanGestureRecognizer) -> Void
  ) {
    super.init(target: target) { [weak target] recognizer in
      guard let target, let edgePan = recognizer as? UIScreenEdgePanGestureRecognizer else {
        return
      }
      action(target)(edgePan)
    }
  }
}
