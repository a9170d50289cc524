import Foundation
import TransitUIKit

/// A transitioning delegate a scenario file describes. It implements exactly the methods the
/// file lists; for the others it declines, as an unimplemented optional method does in UIKit,
/// and UIKit neither calls nor logs them.
@MainActor
final class FileTransitioningDelegate: UIViewControllerTransitioningDelegate, DeclaredClassName {
  let spec: ScenarioFile.DelegateSpec
  private unowned let world: FileWorld

  init(spec: ScenarioFile.DelegateSpec, world: FileWorld) {
    self.spec = spec
    self.world = world
  }

  var declaredClassName: String { spec.className }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    switch spec.presentationController {
    case nil:
      OptionalRequirement.notImplemented()
      return nil
    case .none?:
      return nil
    case .object(let name)? where name.name == ScenarioFile.plainPresentationController:
      return UIPresentationController(presentedViewController: presented, presenting: presenting)
    case .object(let name)?:
      return world.makePresentationController(
        named: name.name, presented: presented, presenting: presenting)
    }
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    animator(spec.animatorForPresented, presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    animator(spec.animatorForDismissed, presenting: false)
  }

  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interaction(spec.interactionForPresentation)
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interaction(spec.interactionForDismissal)
  }

  /// A new animator for each transition, as delegates that vend small stateless animators do.
  private func animator(
    _ vended: ScenarioFile.Vended?, presenting: Bool, function: String = #function
  )
    -> UIViewControllerAnimatedTransitioning?
  {
    switch vended {
    case nil:
      OptionalRequirement.notImplemented(function)
      return nil
    case .none?:
      return nil
    case .object(let name)?:
      return world.makeAnimator(named: name.name, context: .presentation(presenting: presenting))
    }
  }

  /// The named interaction while its gesture drives a transition, or always when it
  /// `wantsInteractiveStart` false; nil otherwise.
  private func interaction(_ vended: ScenarioFile.Vended?, function: String = #function)
    -> UIViewControllerInteractiveTransitioning?
  {
    switch vended {
    case nil:
      OptionalRequirement.notImplemented(function)
      return nil
    case .none?:
      return nil
    case .object(let name)?:
      return world.vendedInteraction(named: name.name)
    }
  }
}
