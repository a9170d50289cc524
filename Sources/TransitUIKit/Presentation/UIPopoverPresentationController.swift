import Foundation
import TransitTrace

/// Mirrors `UIPopoverPresentationController`: the presentation controller of `.popover`.
///
/// In a horizontally compact environment a popover adapts: since iOS 13 it behaves as
/// `.formSheet` unless the delegate's `adaptivePresentationStyle(for:traitCollection:)` answers
/// `.none`, which keeps the popover (Apple's UIModalPresentationStyle.popover page; before iOS
/// 13 it adapted to `.fullScreen`). The presenter stays on screen either way and gets no
/// appearance callbacks.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController, DeclaredClassName {
  /// Mirrors `sourceView`: the view the popover points at.
  public weak var sourceView: UIView?
  /// Mirrors `sourceRect`: the rectangle of `sourceView` the popover points at; kept.
  public var sourceRect = CGRect.zero
  /// Mirrors `barButtonItem`: the bar button item the popover points at instead of a view.
  public weak var barButtonItem: UIBarButtonItem?
  /// Mirrors `permittedArrowDirections`; kept.
  public var permittedArrowDirections = UIPopoverArrowDirection.any

  public var declaredClassName: String { UIKitClassName.popoverPresentationController }

  override public var presentationStyle: UIModalPresentationStyle { .popover }
  override public var shouldPresentInFullscreen: Bool { false }

  /// A compact width makes a popover a form sheet, unless the delegate says otherwise.
  override public func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    if let answer = askDelegateForAdaptiveStyle(traitCollection) { return answer }
    return traitCollection.horizontalSizeClass == .compact
      ? .formSheet : UIModalPresentationStyle.none
  }

  /// A popover kept as a popover is a small card near its source.
  override public var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    let size = CGSize(width: min(320, bounds.width - 40), height: min(320, bounds.height / 2))
    let anchor =
      sourceView.map { CGRect(origin: $0.convert(.zero, to: nil), size: $0.bounds.size) } ?? bounds
    return CGRect(
      x: max(20, min(anchor.midX - size.width / 2, bounds.width - size.width - 20)),
      y: min(anchor.maxY + 8, bounds.height - size.height - 20), width: size.width,
      height: size.height)
  }
}

/// Mirrors `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// Mirrors `UIPopoverPresentationControllerDelegate`: the adaptive delegate's questions, which a
/// popover's delegate answers as any presentation controller's (`.none` keeps the popover in a
/// compact width), and the popover's own messages. Those are about the popover's chrome, its
/// arrow and a tap outside it, which Transit does not draw or take: it never sends them, and
/// they never appear in the log. (`popoverPresentationController(_:willRepositionPopoverTo:in:)`
/// takes an Objective-C autoreleasing pointer, which Linux has not, and is left out.)
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Mirrors `prepareForPopoverPresentation(_:)`.
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
  /// Mirrors `popoverPresentationControllerShouldDismissPopover(_:)`.
  func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool
  /// Mirrors `popoverPresentationControllerDidDismissPopover(_:)`.
  func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}

  public func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool { true }

  public func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
}
