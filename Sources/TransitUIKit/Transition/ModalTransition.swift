import Foundation
import TransitTrace

/// A modal presentation or dismissal.
///
/// Its stages follow the canonical orders (a)-(d) and (g) of docs/lifecycle.md, one file each:
/// `+Request` (inside `present`/`dismiss`), `+Begin` (the next run-loop turn) and `+Complete`
/// (inside `completeTransition(_:)`).
@preconcurrency @MainActor
final class ModalTransition: Transition {
  /// The view controller that presents (the to-view controller of a dismissal).
  let presenting: UIViewController
  /// The view controller that is presented or dismissed.
  let presented: UIViewController
  /// The view controller `present` or `dismiss` was called on.
  let source: UIViewController
  /// The style actually used: the requested one, or the one the presentation adapted to.
  var style: UIModalPresentationStyle
  var presentationController: UIPresentationController
  /// The `present` or `dismiss` completion, the participant whose code gave it, and the call.
  let completion: (() -> Void)?
  let completionOwner: String
  let request: Int?
  /// The presented view as `presentedView` returned it when the transition began.
  var presentedView: UIView?
  /// Whether the body waits for the next run-loop turn (UIKit's `_scheduleTransition:`), as it
  /// does unless the request came during a push, a pop or a tab switch (UIKit 18.2's
  /// `+_performWithoutDeferringTransitionsAllowingAnimation:actions:`).
  var defersBody = true
  /// Whether the user's swipe on a sheet started this dismissal: UIKit then tells the
  /// presentation controller's delegate it will and did dismiss.
  var isSheetSwipe = false
  /// Whether the presenter's present or dismiss action is still running: UIKit's
  /// `currentAction`, from the request until `transitionDidFinish` tears it down.
  var holdsPresenterAction = true
  /// Whether the transition context exists: from the end of the request stage until
  /// `transitionDidFinish` releases it, after the app's completion (UIKit 18.2).
  var hasContext = false
  var releasedContext = false
  /// For a dismissal from below a stack: the view controllers presented above `presented`,
  /// bottom up, which leave with it (`Simulator+Modal.swift`).
  var stackAbove: [UIViewController] = []
  /// The view controllers of a dismissal whose disappearance it began: those of the stack still
  /// on screen, the top-most first.
  var leaving: [UIViewController] = []

  init(
    simulator: Simulator, id: Int, kind: TransitionKind, presenting: UIViewController,
    presented: UIViewController, source: UIViewController,
    presentationController: UIPresentationController?, style: UIModalPresentationStyle,
    animated: Bool,
    completion: (() -> Void)?, completionOwner: String, request: Int?
  ) {
    self.presenting = presenting
    self.presented = presented
    self.source = source
    self.style = style
    self.presentationController =
      presentationController
      ?? SystemPresentationController(style: style, presentedViewController: presented)
    self.completion = completion
    self.completionOwner = completionOwner
    self.request = request
    let isPresentation = kind == .present
    super.init(
      simulator: simulator, id: id, kind: kind,
      from: isPresentation ? presenting : presented, to: isPresentation ? presented : presenting,
      animated: animated)
  }

  var isPresentation: Bool { kind == .present }

  /// Whether the hooks of the presentation controller are the user's, and so logged.
  var logsPresentationController: Bool { !presentationController.isSystemController }

  /// Whether the presenter's view leaves the screen, which is what gives the presenter its
  /// appearance callbacks (UIKit 26.1's
  /// `-[UIPresentationController _shouldDisablePresentersAppearanceCallbacks]`).
  var removesPresentersView: Bool { presentationController.removesPresentersView }

  /// Whether UIKit's animator curls the presenter's view up over the presented one, which stays
  /// in the container while presented: a `.partialCurl` presentation with UIKit's animator
  /// (Apple's UIModalTransitionStyle.partialCurl page: the curled page unfurls back on top of
  /// the presented view on dismissal).
  var curlsPresentersView: Bool {
    (animator as? SystemAnimator)?.transitionStyle == .partialCurl
  }

  override var presentationStyle: UIModalPresentationStyle { style }

  /// The coordinator is there from the end of the request stage, when the presentation
  /// controller's delegate already receives it, until the app's completion has run (UIKit
  /// 18.2's `-[UIPresentationController transitionDidFinish:]`).
  override var isCoordinatorAvailable: Bool { hasContext && !releasedContext }

  override var summary: String {
    let name = simulator.participantID(presented)
    return isPresentation ? "the presentation of \(name)" : "the dismissal of \(name)"
  }

  /// The context's completion handler calls the presentation controller's private
  /// `transitionDidFinish:`, inside which the did-end hook, the did-callbacks and the app's
  /// completion run; public crash stacks show the nesting on devices up to iOS 18
  /// (docs/lifecycle.md#fact-completion-inside-complete-transition).
  override func finish(didComplete: Bool) {
    let controller = presentationController
    simulator.callback(
      .transitionDidFinish, on: controller, role: .presentationController, from: contextID,
      args: ["didComplete": .bool(didComplete)]
    ) {
      asUIKit {
        if isPresentation {
          finishPresentation(didComplete: didComplete)
        } else {
          finishDismissal(didComplete: didComplete)
        }
      }
      releasedContext = true
    }
  }

  // MARK: The context's answers

  /// For `.custom` with `shouldRemovePresentersView == false` the presenter's view is nil: the
  /// animator must not touch it (the UIViewControllerTransitioning.h header comments; UIKit
  /// 26.1's transition body).
  override func view(forKey key: UITransitionContextViewKey) -> UIView? {
    let presentersView = removesPresentersView ? presenting.view : nil
    switch (isPresentation, key) {
    case (true, .from), (false, .to): return presentersView
    default: return presentedView
    }
  }

  override func initialFrame(for viewController: UIViewController) -> CGRect {
    if viewController === presented {
      return isPresentation ? .zero : (presentedView?.frame ?? .zero)
    }
    if viewController === presenting {
      return isPresentation ? containerView.bounds : .zero
    }
    return .zero
  }

  override func finalFrame(for viewController: UIViewController) -> CGRect {
    if viewController === presented {
      return isPresentation ? frameOfPresentedView() : .zero
    }
    if viewController === presenting {
      return isPresentation ? .zero : containerView.bounds
    }
    return .zero
  }

  /// Reads `frameOfPresentedViewInContainerView`, logged when it is the user's.
  func frameOfPresentedView() -> CGRect {
    let controller = presentationController
    guard logsPresentationController else { return controller.frameOfPresentedViewInContainerView }
    return simulator.getter(
      .frameOfPresentedViewInContainerView, on: controller, role: .presentationController,
      result: Value.rect
    ) {
      controller.frameOfPresentedViewInContainerView
    }
  }

  /// Reads `presentedView`, logged when the presentation controller is the user's.
  func readPresentedView() -> UIView? {
    let controller = presentationController
    guard logsPresentationController else { return controller.presentedView }
    return simulator.getter(
      .presentedView, on: controller, role: .presentationController,
      result: simulator.viewValue
    ) {
      controller.presentedView
    }
  }

  /// Calls a hook of the presentation controller, logged when it is the user's.
  func presentationHook(_ name: CallName, args: Arguments = Arguments(), _ body: () -> Void) {
    if logsPresentationController {
      simulator.callback(
        name, on: presentationController, role: .presentationController, args: args, body)
    } else {
      body()
    }
  }

  /// Asks the animator for its duration: logged, unless it is UIKit's own.
  func askDuration(caller: String? = nil) -> TimeInterval {
    guard let animator else { return 0 }
    if isSystemAnimator { return animator.transitionDuration(using: context) }
    return simulator.getter(
      .transitionDuration, on: animator, role: .animator, from: caller,
      args: ["transitionContext": contextReference], result: Value.double
    ) {
      animator.transitionDuration(using: context)
    }
  }
}
