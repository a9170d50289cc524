import TransitTrace

// The layout pass at the end of every run-loop turn.
//
// A presentation's container view forwards its layout to the presentation controller:
// `containerViewWillLayoutSubviews()` before laying out, `containerViewDidLayoutSubviews()`
// after (View Controller Programming Guide, "The Custom Presentation Process"). While
// dismissing, iOS 26 no longer forwards the will-hook (UIKit 26.1's
// `-[UIPresentationController _containerViewWillLayoutSubviews]`;
// docs/lifecycle.md#contradiction-layout-hooks); Transit models current iOS. Then each view
// controller owed `viewIsAppearing(_:)` whose view is now in the window gets it: after its
// superview laid it out (Apple's viewIsAppearing(_:) page).
extension Simulator {
  func layoutPass() {
    guard !isHalted else { return }
    layOut(window)
    let owed = owedIsAppearing
    owedIsAppearing.removeAll()
    for viewController in owed where viewController.needsIsAppearing {
      if viewController.viewIfLoaded?.window != nil {
        asUIKit(transition: transitionInvolving(viewController)) {
          viewController.fireIsAppearingIfPending(caller: ParticipantRegistry.uikitID)
        }
      } else {
        owedIsAppearing.append(viewController)
      }
    }
  }

  func viewControllerNeedsIsAppearing(_ viewController: UIViewController) {
    if !owedIsAppearing.contains(where: { $0 === viewController }) {
      owedIsAppearing.append(viewController)
    }
  }

  private func layOut(_ view: UIView) {
    if let owner = view.owningViewController, owner.traitsBeforeChange != nil {
      asUIKit(transition: transitions.first { $0 is SizeTransition }?.id) {
        owner.updateTraitsIfNeeded(in: self)
      }
    }
    if view.needsLayout {
      view.needsLayout = false
      if let controller = presentationController(containedIn: view) {
        layOutContainer(view, of: controller)
      } else {
        view.layOutWithController()
      }
    }
    for subview in view.subviews { layOut(subview) }
  }

  private func layOutContainer(_ container: UIView, of controller: UIPresentationController) {
    guard !controller.isSystemController else {
      container.layoutSubviews()
      return
    }
    // The layout belongs to the presentation's own transition, or to a size change under way.
    let transition =
      transitions.first { ($0 as? ModalTransition)?.presentationController === controller }
      ?? transitions.first { $0 is SizeTransition }
    asUIKit(transition: transition?.id) {
      if controller.state != .dismissing {
        callback(.containerViewWillLayoutSubviews, on: controller, role: .presentationController) {
          controller.containerViewWillLayoutSubviews()
        }
      }
      container.layoutSubviews()
      callback(.containerViewDidLayoutSubviews, on: controller, role: .presentationController) {
        controller.containerViewDidLayoutSubviews()
      }
    }
  }

  private func presentationController(containedIn view: UIView) -> UIPresentationController? {
    guard view is TransitionContainerView else { return nil }
    return presentationControllers.first { $0.containerView === view }
  }

  /// The in-flight transition `viewController` takes part in, if any.
  func transitionInvolving(_ viewController: UIViewController) -> Int? {
    var candidate: UIViewController? = viewController
    while let current = candidate {
      if let transition = transitions.first(where: {
        $0.fromViewController === current || $0.toViewController === current
      }) {
        return transition.id
      }
      candidate = current.parent
    }
    return nil
  }
}
