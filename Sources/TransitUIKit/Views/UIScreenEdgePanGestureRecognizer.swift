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
/// A finger that comes down farther than `Self.edgeWidth` from every edge in `edges` fails it at
/// once, so a pan that starts mid-screen goes to the other recognizers. A finger the engine puts
/// on the view itself, without a point, counts as starting at the edge.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the pan may start from.
  open var edges: UIRectEdge = []

  /// How far from the edge a finger may come down; UIKit does not document it. Transit chooses
  /// 20 points.
  public static let edgeWidth: CGFloat = 20

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard let touch = touches.first, !touch.isPlacedOnView,
      let window = touch.view?.window ?? touch.window
    else { return }
    let point = touch.startPoint
    let bounds = window.bounds
    var near: UIRectEdge = []
    if point.x - bounds.minX <= Self.edgeWidth { near.insert(.left) }
    if bounds.maxX - point.x <= Self.edgeWidth { near.insert(.right) }
    if point.y - bounds.minY <= Self.edgeWidth { near.insert(.top) }
    if bounds.maxY - point.y <= Self.edgeWidth { near.insert(.bottom) }
    if edges.isDisjoint(with: near) { state = .failed }
  }
}
