import Foundation

/// Mirrors `UIEditMenuArrowDirection` (iOS 16).
public enum UIEditMenuArrowDirection: Int, Sendable { case automatic, up, down, left, right }

/// Mirrors `UIEditMenuConfiguration` (iOS 16): where an edit menu points, and its identifier.
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
  /// Mirrors `identifier`: the one given, or a unique string, as UIKit makes one.
  public let identifier: any NSCopying
  /// Mirrors `sourcePoint`, in the interaction's view.
  public let sourcePoint: CGPoint
  /// Mirrors `preferredArrowDirection`: kept.
  open var preferredArrowDirection = UIEditMenuArrowDirection.automatic

  /// Mirrors `init(identifier:sourcePoint:)`.
  public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
    self.identifier = identifier ?? NSString(string: UUID().uuidString)
    self.sourcePoint = sourcePoint
    super.init()
  }
}

/// Mirrors `UIEditMenuInteractionAnimating` (iOS 16): the animator an edit menu hands its
/// delegate as it appears or goes.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
  func addAnimations(_ animations: @escaping () -> Void)
  func addCompletion(_ completion: @escaping () -> Void)
}

/// Mirrors `UIEditMenuInteractionDelegate` (iOS 16): every method optional; never asked here,
/// as no edit menu is shown.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu?
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
  ) -> CGRect
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
    animator: any UIEditMenuInteractionAnimating)
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
    animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? { nil }
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
  ) -> CGRect { .null }
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
    animator: any UIEditMenuInteractionAnimating
  ) {}
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
    animator: any UIEditMenuInteractionAnimating
  ) {}
}

/// Mirrors `UIEditMenuInteraction` (iOS 16): the menu of Cut, Copy, Paste and the app's own
/// actions that code shows at a point of a view, usually from a long press or a tap. It is an
/// interaction its view owns, told as it is added and removed like any `UIInteraction`, and
/// holding its delegate weakly; `presentEditMenu(with:)` shows no menu here, as how UIKit
/// hosts the menu is not documented, so the delegate is never asked and no action is chosen.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
  /// Mirrors `delegate`, held weakly, as UIKit holds it.
  public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
  public private(set) weak var view: UIView?

  /// Mirrors `init(delegate:)`.
  public init(delegate: (any UIEditMenuInteractionDelegate)?) {
    self.delegate = delegate
    super.init()
  }

  public func willMove(to view: UIView?) {}
  public func didMove(to view: UIView?) { self.view = view }

  /// Mirrors `presentEditMenu(with:)`: no menu is shown here.
  open func presentEditMenu(with configuration: UIEditMenuConfiguration) {}
  /// Mirrors `dismissMenu()`: no menu is shown, so nothing is dismissed.
  open func dismissMenu() {}
  /// Mirrors `reloadVisibleMenu()`: no menu is visible.
  open func reloadVisibleMenu() {}
  /// Mirrors `updateVisibleMenuPositionAnimated(_:)`: no menu is visible.
  open func updateVisibleMenuPosition(animated: Bool) {}
  /// Mirrors `location(in:)`: where the menu points; with none shown, the origin.
  open func location(in view: UIView?) -> CGPoint { .zero }
}
