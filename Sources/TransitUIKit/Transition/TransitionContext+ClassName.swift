import TransitTrace

// The context and the coordinator take part in the log under the class names they have on a
// device (`UIKitClassName`: a method-timing trace shows
// `-[_UIViewControllerOneToOneTransitionContext completeTransition:]`, and crash stacks of a
// presentation and of a push show `_UIViewControllerTransitionCoordinator`). UIKit uses them for
// a modal transition, a push or a pop, and Transit for a tab switch a delegate's animator runs,
// which no public source shows. A size change keeps Transit's own names: no public source shows
// the objects of a rotation.
extension TransitionContext: DeclaredClassName {
  public var declaredClassName: String {
    underlyingTransition.kind == .sizeChange
      ? "TransitionContext" : UIKitClassName.transitionContext
  }
}

extension TransitionCoordinator: DeclaredClassName {
  public var declaredClassName: String {
    sizeTransition != nil ? "TransitionCoordinator" : UIKitClassName.transitionCoordinator
  }
}

extension Transition {
  /// The context's participant id, declaring it on first use.
  var contextID: String { recorder.id(of: context, role: .transitionContext) }
}
