import Foundation
import TransitTrace

/// UIKit's own animator, used when no delegate vends one: the cover-vertical slide of the
/// built-in modal styles, the slide of a sheet, a popover's zoom, and a navigation controller's
/// parallax push and pop.
///
/// It takes part in the log under the class name it has on a device
/// (`TransitLifecycle.UIKitClassName`, which says where each name comes from). UIKit calls it as
/// it calls a delegate's animator, and it animates with a block animation (a sheet's animator,
/// with a property animator) whose completion calls `completeTransition(_:)`, so the completion
/// stage nests as public crash stacks show it
/// (docs/lifecycle.md#fact-system-animators): the animation's completion, then
/// `completeTransition(_:)`, then the presentation controller's `transitionDidFinish`, the
/// app's completion and the coordinator's completions. It does not implement
/// `animationEnded(_:)`: no symbol dump shows it on these classes.
///
/// A sheet's animator, `_UISheetAnimationController`, runs every transition on one
/// `UIViewPropertyAnimator`, which it vends from `interruptibleAnimator(using:)` (UIKit 18.2's
/// `-[_UISheetAnimationController interruptibleAnimatorForTransition:]` and its blocks): on the
/// first call it makes the property animator with its own duration, puts a presented sheet's view
/// in the container, and adds an animation and a completion that calls
/// `completeTransition(!transitionWasCancelled)`; later calls return the same one. A sheet
/// presented or dismissed in code runs through `animateTransition(using:)`, which asks itself for
/// that property animator and starts it (UIKit 18.2's `-[_UISheetAnimationController
/// animateTransition:]`); UIKit then asks for `interruptibleAnimator(using:)` as it asks any
/// animator (`Transition.askForInterruptibleAnimator`). A sheet the user swipes down is dismissed
/// on a new `_UISheetAnimationController` driven by a `UIPercentDrivenInteractiveTransition`
/// UIKit makes for the swipe (`SheetSwipeInteraction`), which asks for the property animator
/// itself (docs/lifecycle.md#fact-system-animators, #fact-sheet-swipe-interaction). The
/// animator's own call of `interruptibleAnimator(using:)` is not logged, as an app animator's is
/// not.
@preconcurrency @MainActor
final class SystemAnimator: UIViewControllerAnimatedTransitioning, DeclaredClassName {
  enum Kind {
    /// `.fullScreen`, `.overFullScreen` and the current-context styles.
    case builtin
    /// `.pageSheet` and `.formSheet`, and a popover adapted to a sheet.
    case sheet
    /// A popover that stays a popover.
    case popover
    /// A navigation controller's push or pop.
    case navigation
    /// An alert or an action sheet (`UIAlertController`).
    case alert
    /// A search controller's own presentation (`UISearchController`).
    case search
    /// The zoom of a view controller whose `preferredTransition` is `.zoom` (iOS 18), pushed,
    /// popped, presented full screen or dismissed (`SystemAnimator+Zoom.swift`).
    case zoom
  }

  let kind: Kind
  /// The modal transition style the built-in animator runs (`UIModalTransitionStyle`).
  var transitionStyle = UIModalTransitionStyle.coverVertical
  /// The sheet's property animator, once `interruptibleAnimator(using:)` made it.
  private(set) var propertyAnimator: UIViewPropertyAnimator?

  /// Readies an animator kept between transitions (the zoom's) for the next one, which gets a
  /// property animator of its own.
  func beginTransition() {
    propertyAnimator = nil
  }

  init(kind: Kind) {
    self.kind = kind
  }

  /// Whether it vends an interruptible animator: the sheet animator does, for every transition,
  /// and so does the zoom (UIKit 18's `-[_UIZoomTransitionController
  /// interruptibleAnimatorForTransition:]` returns its property animator).
  var vendsInterruptibleAnimator: Bool { kind == .sheet || kind == .zoom }

  var declaredClassName: String {
    switch kind {
    case .builtin: return UIKitClassName.builtinAnimator
    case .sheet: return UIKitClassName.sheetAnimator
    case .popover: return UIKitClassName.popoverAnimator
    case .navigation: return UIKitClassName.navigationAnimator
    case .alert: return UIKitClassName.alertAnimator
    case .search: return UIKitClassName.searchAnimator
    case .zoom: return UIKitClassName.zoomAnimator
    }
  }

  /// The built-in modal animation takes 0.4 s and the parallax push 0.35 s (a debugger session
  /// on a device); Transit gives a sheet, a popover, an alert and the zoom the same 0.4 s (an
  /// alert's comes from its private visual style; no public source gives the zoom's, which
  /// UIKit computes), and the other transition styles theirs.
  var duration: TimeInterval {
    switch kind {
    case .navigation: return 0.35
    case .builtin: return transitionStyle.duration
    case .sheet, .popover, .alert, .search, .zoom: return 0.4
    }
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    duration
  }

  /// Puts the incoming view in place and animates it; the block animation's completion calls
  /// `completeTransition(_:)`. The sheet animator instead asks itself for its property animator
  /// and starts it, as UIKit 18.2's `-[_UISheetAnimationController animateTransition:]` does
  /// (`[[self interruptibleAnimatorForTransition:] startAnimation]`).
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let context = transitionContext as? TransitionContext else { return }
    if vendsInterruptibleAnimator {
      interruptibleAnimator(using: context).startAnimation()
      return
    }
    let transition = context.underlyingTransition
    if kind == .builtin, transitionStyle == .flipHorizontal,
      let modal = transition as? ModalTransition
    {
      flip(modal, context: context)
      return
    }
    placeIncomingView(in: transition)
    let motion = motion(of: transition)
    motion.start()
    UIView.animate(
      withDuration: transition.isAnimated ? duration : 0, delay: 0, options: [.curveEaseInOut],
      animations: motion.end,
      completion: { _ in
        let didComplete = !transition.transitionWasCancelled
        if didComplete {
          self.removeOutgoingView(of: transition)
          motion.settle()
        } else {
          motion.undo()
        }
        context.completeTransition(didComplete)
      })
  }

  /// The sheet animator's property animator, the same one on every call of the transition: made
  /// with the animator's duration, it puts a presented sheet's view in the container, then adds
  /// an animation (the container's background for an interactive transition, the sheet's layout
  /// otherwise) and a completion that calls `completeTransition(!transitionWasCancelled)`, as
  /// UIKit 18.2's `-[_UISheetAnimationController interruptibleAnimatorForTransition:]` does. Its
  /// timing curve is private to UIKit, so Transit gives it an ease-in-out curve; a transition
  /// without animation gets no duration. The completion does nothing else
  /// (`__66-[_UISheetAnimationController interruptibleAnimatorForTransition:]_block_invoke_5`
  /// in UIKit 18.2 only calls `completeTransition:`): a dismissed sheet's view leaves the
  /// container in `transitionDidFinish(_:)`, taken away by the presentation controller
  /// (`ModalTransition.tearDown`).
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  {
    guard vendsInterruptibleAnimator, let context = transitionContext as? TransitionContext else {
      OptionalRequirement.notImplemented(by: self)
      return UIViewPropertyAnimator(duration: 0, curve: .linear)
    }
    if let propertyAnimator { return propertyAnimator }
    let transition = context.underlyingTransition
    let made = UIViewPropertyAnimator(
      duration: transition.isAnimated ? duration : 0, curve: .easeInOut)
    placeIncomingView(in: transition)
    let motion = motion(of: transition)
    motion.start()
    made.addAnimations(motion.end)
    made.addCompletion { _ in
      if transition.transitionWasCancelled {
        motion.undo()
      } else {
        // The zoom takes a dismissed view away as the built-in animator does (inferred).
        if self.kind == .zoom { self.removeOutgoingView(of: transition) }
        motion.settle()
      }
      context.completeTransition(!context.transitionWasCancelled)
      // The zoom outlives the transition with its view controller, which its property
      // animator's blocks must not keep alive.
      if self.kind == .zoom { self.propertyAnimator = nil }
    }
    propertyAnimator = made
    return made
  }

  private func placeIncomingView(in transition: Transition) {
    let container = transition.containerView
    if let modal = transition as? ModalTransition {
      if modal.isPresentation, let presentedView = modal.presentedView {
        presentedView.frame = modal.presentationController.frameOfPresentedViewInContainerView
        // A partial curl lifts the presenter's view to reveal the presented view underneath.
        if transitionStyle == .partialCurl, let presentersView = modal.presenting.viewIfLoaded,
          presentersView.superview === container
        {
          container.insertSubview(presentedView, belowSubview: presentersView)
          return
        }
        container.addSubview(presentedView)
      } else if !modal.isPresentation, modal.removesPresentersView,
        let presentersView = modal.presenting.viewIfLoaded
      {
        // A partial curl unfurls the presenter's view, still in the container, back on top of
        // the presented view; otherwise the presenter's view goes back behind it.
        if transitionStyle == .partialCurl, presentersView.superview === container {
          container.addSubview(presentersView)
        } else {
          container.insertSubview(presentersView, at: 0)
        }
      }
      return
    }
    guard let toView = transition.toViewController.viewIfLoaded, toView.superview !== container
    else { return }
    // A pop reveals the view beneath the one leaving.
    if transition.kind == .pop, let fromView = transition.fromViewController.viewIfLoaded,
      fromView.superview === container
    {
      container.insertSubview(toView, belowSubview: fromView)
    } else {
      container.addSubview(toView)
    }
  }

  /// The horizontal flip, as UIKit 26.1's `-[UIViewControllerBuiltinTransitionViewAnimator
  /// animateTransition:]` runs it: a `_UIFlippingView` the size of the container holds the
  /// to-view and the from-view while a keyframe animation turns it; its completion puts the
  /// to-view in the container, removes the from-view and the flipping view, then calls
  /// `completeTransition(_:)`. The from-view is the presenter's on a presentation only when
  /// the presentation removes it (`view(forKey: .from)`).
  private func flip(_ modal: ModalTransition, context: TransitionContext) {
    let container = modal.containerView
    let toView = modal.isPresentation ? modal.presentedView : modal.view(forKey: .to)
    let fromView = modal.isPresentation ? modal.view(forKey: .from) : modal.presentedView
    let flipping = FlippingView(frame: container.bounds)
    container.addSubview(flipping)
    if let toView {
      if modal.isPresentation {
        toView.frame = modal.presentationController.frameOfPresentedViewInContainerView
      }
      flipping.addSubview(toView)
    }
    if let fromView { flipping.addSubview(fromView) }
    UIView.animateKeyframes(
      withDuration: modal.isAnimated ? duration : 0, delay: 0, options: [],
      animations: {},
      completion: { _ in
        if let toView { container.addSubview(toView) }
        fromView?.removeFromSuperview()
        flipping.removeFromSuperview()
        context.completeTransition(!context.transitionWasCancelled)
      })
  }

  /// What UIKit's own animation moves: where the views start, where the animation takes them,
  /// where they go back to when the transition is cancelled, and how an outgoing view is left
  /// once it is off screen. Only an animated transition moves anything
  /// (docs/lifecycle.md#fact-system-animation-geometry):
  /// - the built-in modal styles: `.coverVertical` slides the presented view up from the bottom
  ///   and back down, `.crossDissolve` fades it in and out (UIModalTransitionStyle's pages); a
  ///   sheet slides up and down as a cover does; a popover fades, and an alert fades in from a
  ///   little larger than it rests and fades out (inferred);
  /// - a navigation controller's push slides the new view in from the right while the old one
  ///   moves a third of its width to the left, and a pop does the reverse (the third is
  ///   inferred).
  ///
  /// The views move by their transform, which Transit's layout and safe area leave out, so the
  /// motion adds no layout callback the animation does not cause on a device; the flip, the
  /// partial curl and the search presentation move nothing here.
  struct Motion {
    var start: () -> Void = {}
    var end: () -> Void = {}
    var undo: () -> Void = {}
    var settle: () -> Void = {}
  }

  private func motion(of transition: Transition) -> Motion {
    guard transition.isAnimated else { return Motion() }
    if kind == .zoom { return zoomMotion(of: transition) }
    let bounds = transition.containerView.bounds
    if let modal = transition as? ModalTransition {
      // A stack dismissed from below shows its top-most view leaving
      // (docs/lifecycle.md#contradiction-stack-dismiss).
      let leaving = modal.isPresentation ? nil : modal.stackAbove.last?.viewIfLoaded
      guard let view = leaving ?? modal.presentedView else { return Motion() }
      let fades =
        kind == .alert || kind == .popover
        || (kind == .builtin && transitionStyle == .crossDissolve)
      let slides = kind == .sheet || (kind == .builtin && transitionStyle == .coverVertical)
      guard fades || slides else { return Motion() }
      let below = CGAffineTransform(translationX: 0, y: bounds.maxY - view.frame.minY)
      // An alert comes in a little larger than it rests (inferred).
      let grown = kind == .alert ? CGAffineTransform(scaleX: 1.2, y: 1.2) : .identity
      if modal.isPresentation {
        return Motion(
          start: {
            if fades {
              view.alpha = 0
              view.transform = grown
            } else {
              view.transform = below
            }
          },
          end: {
            if fades { view.alpha = 1 }
            view.transform = .identity
          })
      }
      let alpha = view.alpha
      let restore = { if fades { view.alpha = alpha } else { view.transform = .identity } }
      return Motion(
        end: { if fades { view.alpha = 0 } else { view.transform = below } },
        undo: restore, settle: restore)
    }
    guard kind == .navigation, transition.kind == .push || transition.kind == .pop,
      let toView = transition.toViewController.viewIfLoaded,
      let fromView = transition.fromViewController.viewIfLoaded
    else { return Motion() }
    let right = CGAffineTransform(translationX: bounds.width, y: 0)
    let left = CGAffineTransform(translationX: -(bounds.width / 3).rounded(), y: 0)
    let isPush = transition.kind == .push
    return Motion(
      start: { toView.transform = isPush ? right : left },
      end: {
        toView.transform = .identity
        fromView.transform = isPush ? left : right
      },
      undo: {
        toView.transform = .identity
        fromView.transform = .identity
      },
      settle: { fromView.transform = .identity })
  }

  /// A dismissal takes the presented view out of the container when it completes.
  private func removeOutgoingView(of transition: Transition) {
    guard let modal = transition as? ModalTransition, !modal.isPresentation else { return }
    modal.presentedView?.removeFromSuperview()
  }
}

/// The view UIKit turns in a horizontal flip, holding both views (`_UIFlippingView`).
final class FlippingView: UIView {
  override var traceClassName: String { "_UIFlippingView" }
}
