/// The name of a call: its Swift signature exactly as UIKit spells it, which is what `#function`
/// yields inside the method.
///
/// The base name alone is ambiguous (`animationController(forPresented:presenting:source:)` and
/// `animationController(forDismissed:)`), so the whole signature is the name. Getters are named
/// by the property (`presentedView`), closures UIKit runs by their parameter (`completion(_:)`).
public struct CallName: RawRepresentable, Sendable, Hashable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
  public init(_ value: String) { rawValue = value }

  public var description: String { rawValue }

  /// The part before the first parenthesis: `animationController`.
  public var baseName: Substring {
    rawValue.prefix { $0 != "(" }
  }

  public static func < (lhs: CallName, rhs: CallName) -> Bool { lhs.rawValue < rhs.rawValue }
}

// The calls Transit's engine writes, grouped by the type that declares them.
extension CallName {
  // UIViewController: loading and appearance.
  public static let viewDidLoad: CallName = "viewDidLoad()"
  public static let viewWillAppear: CallName = "viewWillAppear(_:)"
  public static let viewIsAppearing: CallName = "viewIsAppearing(_:)"
  public static let viewDidAppear: CallName = "viewDidAppear(_:)"
  public static let viewWillDisappear: CallName = "viewWillDisappear(_:)"
  public static let viewDidDisappear: CallName = "viewDidDisappear(_:)"
  public static let beginAppearanceTransition: CallName = "beginAppearanceTransition(_:animated:)"
  public static let endAppearanceTransition: CallName = "endAppearanceTransition()"
  public static let viewWillTransitionToSize: CallName = "viewWillTransition(to:with:)"

  // UIViewController: presentation.
  public static let present: CallName = "present(_:animated:completion:)"
  public static let dismiss: CallName = "dismiss(animated:completion:)"

  // UIViewControllerTransitioningDelegate.
  public static let presentationControllerForPresented: CallName =
    "presentationController(forPresented:presenting:source:)"
  public static let animationControllerForPresented: CallName =
    "animationController(forPresented:presenting:source:)"
  public static let animationControllerForDismissed: CallName =
    "animationController(forDismissed:)"
  public static let interactionControllerForPresentation: CallName =
    "interactionControllerForPresentation(using:)"
  public static let interactionControllerForDismissal: CallName =
    "interactionControllerForDismissal(using:)"

  // UIPresentationController.
  public static let presentationTransitionWillBegin: CallName = "presentationTransitionWillBegin()"
  public static let presentationTransitionDidEnd: CallName = "presentationTransitionDidEnd(_:)"
  public static let dismissalTransitionWillBegin: CallName = "dismissalTransitionWillBegin()"
  public static let dismissalTransitionDidEnd: CallName = "dismissalTransitionDidEnd(_:)"
  public static let presentedView: CallName = "presentedView"
  public static let frameOfPresentedViewInContainerView: CallName =
    "frameOfPresentedViewInContainerView"
  public static let shouldRemovePresentersView: CallName = "shouldRemovePresentersView"
  public static let shouldPresentInFullscreen: CallName = "shouldPresentInFullscreen"
  public static let containerViewWillLayoutSubviews: CallName = "containerViewWillLayoutSubviews()"
  public static let containerViewDidLayoutSubviews: CallName = "containerViewDidLayoutSubviews()"

  // UIViewControllerAnimatedTransitioning.
  public static let transitionDuration: CallName = "transitionDuration(using:)"
  public static let animateTransition: CallName = "animateTransition(using:)"
  public static let animationEnded: CallName = "animationEnded(_:)"

  // UIViewControllerInteractiveTransitioning and UIPercentDrivenInteractiveTransition.
  public static let startInteractiveTransition: CallName = "startInteractiveTransition(_:)"
  public static let wantsInteractiveStart: CallName = "wantsInteractiveStart"
  public static let completionSpeed: CallName = "completionSpeed"
  public static let update: CallName = "update(_:)"
  public static let finish: CallName = "finish()"
  public static let cancel: CallName = "cancel()"

  // UIViewControllerContextTransitioning.
  public static let completeTransition: CallName = "completeTransition(_:)"
  public static let updateInteractiveTransition: CallName = "updateInteractiveTransition(_:)"
  public static let finishInteractiveTransition: CallName = "finishInteractiveTransition()"
  public static let cancelInteractiveTransition: CallName = "cancelInteractiveTransition()"
  public static let containerView: CallName = "containerView"
  public static let viewControllerForKey: CallName = "viewController(forKey:)"
  public static let viewForKey: CallName = "view(forKey:)"
  public static let initialFrame: CallName = "initialFrame(for:)"
  public static let finalFrame: CallName = "finalFrame(for:)"
  public static let transitionWasCancelled: CallName = "transitionWasCancelled"

  // UIViewControllerTransitionCoordinator.
  public static let animateAlongsideTransition: CallName =
    "animate(alongsideTransition:completion:)"
  public static let notifyWhenInteractionChanges: CallName = "notifyWhenInteractionChanges(_:)"

  // Closures UIKit runs, named by the parameter that took them.
  public static let alongsideTransition: CallName = "alongsideTransition(_:)"
  public static let completion: CallName = "completion()"
  public static let completionWithArgument: CallName = "completion(_:)"
  public static let interactionChanged: CallName = "handler(_:)"

  // UIView.
  public static let addSubview: CallName = "addSubview(_:)"
  public static let insertSubviewAt: CallName = "insertSubview(_:at:)"
  public static let insertSubviewBelow: CallName = "insertSubview(_:belowSubview:)"
  public static let insertSubviewAbove: CallName = "insertSubview(_:aboveSubview:)"
  public static let bringSubviewToFront: CallName = "bringSubviewToFront(_:)"
  public static let sendSubviewToBack: CallName = "sendSubviewToBack(_:)"
  public static let removeFromSuperview: CallName = "removeFromSuperview()"

  /// The appearance callbacks, whose balance the checker and replay follow.
  public static let appearanceCallbacks: Set<CallName> = [
    .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
  ]
}
