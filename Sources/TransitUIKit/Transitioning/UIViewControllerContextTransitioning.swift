import Foundation

/// Mirrors `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view controller shown at the start of the transition.
  public static let from = UITransitionContextViewControllerKey(rawValue: "from")
  /// The view controller shown at the end of the transition.
  public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// Mirrors `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewKey(rawValue: "from")
  public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// Mirrors `UIViewControllerContextTransitioning`: what UIKit hands the animator.
///
/// Transit's concrete type is `TransitionContext`; every call an animator makes on it is logged.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view the animation happens in; the animator adds the to-view to it.
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  /// True once the interaction was cancelled; pass its negation to `completeTransition(_:)`.
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var targetTransform: CGAffineTransform { get }

  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  /// Makes an interruptible transition interactive again (iOS 10).
  func pauseInteractiveTransition()

  /// Must be called once, when the animation is over; everything after it (DidEnd hooks, the
  /// did-appearance callbacks, completions, `animationEnded(_:)`) runs inside it (UIKit 26.1's
  /// `-[_UIViewControllerTransitionContext completeTransition:]`).
  func completeTransition(_ didComplete: Bool)

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// nil means "don't touch that view controller's view" (the UIViewControllerTransitioning.h
  /// header comments).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  func initialFrame(for vc: UIViewController) -> CGRect
  func finalFrame(for vc: UIViewController) -> CGRect
}

extension UIViewControllerContextTransitioning {
  /// Mirrors `responds(to:)`, which code written before a method became part of the protocol
  /// asks: Transit's context implements every method of the protocol, so it responds to each
  /// by its Objective-C name (and by the name `transit run` gives `#selector(initialFrame(for:))`
  /// and `#selector(finalFrame(for:))`, which UIKit names after their argument's type), and to
  /// nothing else.
  public func responds(to selector: Selector?) -> Bool {
    guard let selector else { return false }
    return [
      "containerView", "isAnimated", "isInteractive",
      "transitionWasCancelled", "presentationStyle", "targetTransform",
      "updateInteractiveTransition:", "finishInteractiveTransition",
      "cancelInteractiveTransition", "pauseInteractiveTransition", "completeTransition:",
      "viewControllerForKey:", "viewForKey:", "initialFrameForViewController:",
      "finalFrameForViewController:", "initialFrameFor:", "finalFrameFor:",
    ].contains(selector.name)
  }
}
