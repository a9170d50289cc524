import Foundation

extension UIViewController {
  /// Mirrors `present(_:animated:completion:)`.
  ///
  /// The delegate requests (presentation controller, animator, interaction controller) happen
  /// inside this call; the transition itself starts on the next run-loop turn, as UIKit
  /// documents (View Controller Programming Guide, "Customizing the Transition Animations"). The
  /// completion runs after the presented view controller's
  /// `viewDidAppear(_:)`, inside `completeTransition(_:)`.
  public func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    EngineContext.current?.present(
      viewControllerToPresent, from: self, animated: flag, completion: completion)
  }

  /// Mirrors `dismiss(animated:completion:)`: dismisses the view controller this one presents,
  /// or, if it presents none, this view controller itself.
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    EngineContext.current?.dismiss(from: self, animated: flag, completion: completion)
  }

  /// The coordinator of the transition this view controller takes part in, from the moment the
  /// transition begins until it has ended; nil otherwise.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    EngineContext.current?.transitionCoordinator(for: self)
  }

  /// Whether this view controller is being presented right now.
  public var isBeingPresented: Bool {
    EngineContext.current?.isBeingPresented(self) ?? false
  }

  /// Whether this view controller is being dismissed right now.
  public var isBeingDismissed: Bool {
    EngineContext.current?.isBeingDismissed(self) ?? false
  }
}
