import Foundation
import TransitUIKit

// The objects a file marks `swift: true` are the developer's, made by the program `transit run`
// builds (`DeveloperClasses`); the others are the file's own.
extension FileWorld {
  /// The transitioning delegate of that class: the file's, or the developer's.
  func transitioningDelegate(named name: String) -> UIViewControllerTransitioningDelegate {
    guard file.delegates.contains(where: { $0.className == name && $0.isSwift }) else {
      return delegate(named: name)
    }
    if let existing = developerDelegates[name] { return existing }
    let delegate = developerClasses.transitioningDelegates[name]!()
    developerDelegates[name] = delegate
    return delegate
  }

  /// A new animator of that class, the file's or the developer's.
  func makeAnimator(named name: String, context: FileAnimator.Context)
    -> UIViewControllerAnimatedTransitioning
  {
    let spec = animatorSpec(named: name)
    if spec.isSwift { return developerClasses.animators[name]!() }
    let animator = FileAnimator(spec: spec, context: context)
    if case .expand(let from) = spec.motion, let source = registeredView(from.name) {
      animator.sourceFrame = source.convert(source.bounds, to: nil)
    }
    return animator
  }

  /// A new presentation controller of that class, the file's or the developer's.
  func makePresentationController(
    named name: String, presented: UIViewController, presenting: UIViewController?
  ) -> UIPresentationController {
    let spec = presentationControllerSpec(named: name)
    if spec.isSwift {
      return developerClasses.presentationControllers[name]!(presented, presenting)
    }
    return FilePresentationController(spec: spec, presented: presented, presenting: presenting)
  }
}
