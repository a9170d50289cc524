import Foundation

/// Mirrors `UIPresentationController`: manages a presented view controller's chrome, frame and
/// adaptation, from presentation through dismissal.
///
/// Subclass it and override the hooks; UIKit's defaults are kept (`shouldRemovePresentersView`
/// is false, the presented view fills the container). Every hook UIKit calls is logged for a
/// presentation controller the transitioning delegate vends; UIKit's own controllers for the
/// standard styles stay silent, as they do on a device.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  public let presentedViewController: UIViewController
  private weak var presenting: UIViewController?

  /// The view that holds the presentation: UIKit's `UITransitionView`. Nil until the
  /// presentation begins.
  public internal(set) var containerView: UIView?

  /// The delegate UIKit asks about adaptation and interactive dismissal of sheets.
  ///
  /// UIKit holds it weakly (Apple's UIPresentationController.delegate page): one nothing else
  /// keeps is freed and no longer asked (docs/lifecycle.md#fact-released-delegate).
  public var delegate: (any UIAdaptivePresentationControllerDelegate)? {
    get { delegateStorage.value }
    set { delegateStorage.set(newValue) }
  }
  var delegateStorage = WeakDelegate<any UIAdaptivePresentationControllerDelegate>()

  var state = PresentationState.idle
  /// `shouldRemovePresentersView` as read when the presentation began; the dismissal uses it.
  var removesPresentersView = false
  /// Where the presenter's view was when the presentation began: the dismissal puts it back.
  weak var presentersHome: UIView?
  /// True for the controllers UIKit makes for its standard styles, whose hooks are not logged;
  /// set when UIKit creates one.
  var isSystemController = false

  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    presenting = presentingViewController
  }

  /// The view controller that presents; UIKit fills it in when the presentation starts if the
  /// initializer was given nil.
  public var presentingViewController: UIViewController {
    guard let presenting else {
      preconditionFailure("presentingViewController is read before the presentation started")
    }
    return presenting
  }

  func setPresenting(_ viewController: UIViewController) {
    presenting = viewController
  }

  /// The view the animator moves into place: by default the presented view controller's view.
  /// UIKit reads it after `presentationTransitionWillBegin()` (docs/lifecycle.md#order-a-8).
  open var presentedView: UIView? { presentedViewController.view }

  /// Where the presented view ends up; by default the whole container. Read whenever the
  /// animator asks for the final frame (docs/lifecycle.md#order-a-12).
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presenter's view is removed once the presentation completes; only then does
  /// the presenter get its appearance callbacks (UIKit 26.1's
  /// `-[UIPresentationController _shouldDisablePresentersAppearanceCallbacks]`;
  /// docs/lifecycle.md#fact-presenter-silent-unless-removed). Defaults to false.
  open var shouldRemovePresentersView: Bool { false }

  /// Whether the presentation covers the whole screen. UIKit reads it inside `present`, while it
  /// resolves the presenter and again while it installs the presentation (UIKit 18.2;
  /// docs/lifecycle.md#fact-adaptive-queries); iOS 9 read it repeatedly (axl411, 2016). A
  /// controller that answers false respects `definesPresentationContext`.
  open var shouldPresentInFullscreen: Bool { true }

  /// The style this controller presents with.
  open var presentationStyle: UIModalPresentationStyle { .custom }

  /// Mirrors `adaptivePresentationStyle(for:)`: the style to use with `traitCollection`. UIKit
  /// asks inside `present`, before the animator request. The default implementation consults
  /// the delegate (`adaptivePresentationStyle(for:traitCollection:)`, or in a horizontally
  /// compact environment the iOS 8 `adaptivePresentationStyle(for:)`) and answers `.none`
  /// without one (Apple's page; UIKit 18.2's `_presentationControllerForTraitCollection:`).
  open func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    askDelegateForAdaptiveStyle(traitCollection) ?? UIModalPresentationStyle.none
  }

  /// The traits of the presentation: those of the window it appears in.
  public var traitCollection: UITraitCollection {
    UITraitCollection.forWindow(of: EngineContext.current?.window.bounds.size ?? .zero)
  }

  /// Add chrome views and schedule their animations on the transition coordinator here; leave
  /// the presented view's frame to the animator (View Controller Programming Guide, "Managing
  /// and Animating Custom Views").
  open func presentationTransitionWillBegin() {}

  /// `completed` is false when an interactive presentation was cancelled: remove the chrome
  /// added in `presentationTransitionWillBegin()` (View Controller Programming Guide, "Managing
  /// and Animating Custom Views").
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  /// Animate the chrome out here, alongside the transition; do not remove it yet (View Controller
  /// Programming Guide, "Managing and Animating Custom Views").
  open func dismissalTransitionWillBegin() {}

  /// Remove the chrome here, and only if `completed` is true (the programming guide's section
  /// above; Apple's dismissalTransitionDidEnd(_:) page).
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// Called at the start of the container view's layout pass.
  open func containerViewWillLayoutSubviews() {}

  /// Called at the end of the container view's layout pass.
  open func containerViewDidLayoutSubviews() {}

  /// Called when the container's size is about to change (a rotation, a split-screen resize).
  ///
  /// The default implementation forwards the message to the presented view controller, so an
  /// override must call `super` (Apple's UIContentContainer.viewWillTransition(to:with:) page).
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    guard let coordinator = coordinator as? TransitionCoordinator else { return }
    let caller = isSystemController ? ParticipantRegistry.uikitID : nil
    presentedViewController.deliverSizeTransition(to: size, with: coordinator, caller: caller)
  }

  /// Called before the traits of the presentation change (UIContentContainer).
  ///
  /// The default implementation forwards the message to the presented view controller, so an
  /// override must call `super`.
  open func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    guard let coordinator = coordinator as? TransitionCoordinator else { return }
    let caller = isSystemController ? ParticipantRegistry.uikitID : nil
    presentedViewController.deliverTraitTransition(
      to: newCollection, with: coordinator, caller: caller)
  }

  /// Called when the presented view controller's `preferredContentSize` changed, while it is
  /// presented (`UIContentContainer.swift`); a custom presentation controller overrides it to
  /// resize the presented view. The default does nothing.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Called when the presented view's Auto Layout fitting size changed; Transit solves no
  /// layout, so only the app calls it.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Mirrors `size(forChildContentContainer:withParentContainerSize:)`: the size a child
  /// container should have in a parent of `parentSize`. The default is the parent's size
  /// (Apple's UIContentContainer page); a custom presentation controller overrides it for its
  /// own frame, which UIKit does not ask of it.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }
}

/// Where a presentation controller is in its life.
enum PresentationState {
  /// Created, not yet presenting.
  case idle
  /// The presentation transition is in flight.
  case presenting
  /// The presented view controller is on screen.
  case presented
  /// The dismissal transition is in flight.
  case dismissing
  /// The dismissal completed, or the presentation was cancelled.
  case dismissed
}
