import TransitTrace

// The layout pass at the end of every run-loop turn, top down from the window, as Core
// Animation lays out a layer tree: a view laid out before its subviews, the pass repeated while
// laying out marked views again (a navigation bar's first layout moves its top view
// controller's safe area, so that view is laid out once more: readke.com's device log shows two
// passes between the first screen's `viewWillAppear(_:)` and `viewDidAppear(_:)`).
//
// What each view controller hears as its root view is reached (the View Controller Programming
// Guide, "Managing View Layout": traits, `viewWillLayoutSubviews()`, the view's layout,
// `viewDidLayoutSubviews()`; docs/lifecycle.md#fact-view-layout):
// - `viewSafeAreaInsetsDidChange()`, when the superview's layout changed the safe area the
//   view was last given, which also marks the view for layout;
// - its traits, if a size change has not reached it yet (iOS 17);
// - `viewIsAppearing(_:)`, if owed: the view is in the window and its superview laid it out
//   (Apple's viewIsAppearing(_:) page);
// - if the view needs layout, `viewWillLayoutSubviews()`, `updateViewConstraints()` when its
//   constraints need updating, the view's `layoutSubviews()`, `viewDidLayoutSubviews()`.
//
// A presentation's container view forwards its layout to the presentation controller:
// `containerViewWillLayoutSubviews()` before laying out, `containerViewDidLayoutSubviews()`
// after (View Controller Programming Guide, "The Custom Presentation Process"). While
// dismissing, iOS 26 no longer forwards the will-hook (UIKit 26.1's
// `-[UIPresentationController _containerViewWillLayoutSubviews]`;
// docs/lifecycle.md#contradiction-layout-hooks); Transit models current iOS.
extension Simulator {
  /// How many times one pass may go over the window again for views it marked itself; real
  /// UIKit stops a layout feedback loop too, and two are enough for every mark the engine makes.
  static let maximumLayoutRepeats = 4

  func layoutPass() {
    guard !isHalted else { return }
    for _ in 0..<Self.maximumLayoutRepeats {
      window.updateConstraintsInTree()
      layOut(window)
      guard !isHalted, window.needsLayoutInTree else { break }
    }
  }

  private func layOut(_ view: UIView) {
    if let owner = view.owningViewController, view.window != nil {
      if owner.traitsBeforeChange != nil {
        asUIKit(transition: transitions.first { $0 is SizeTransition }?.id) {
          owner.updateTraitsIfNeeded(in: self)
        }
      }
      if owner.needsIsAppearing {
        asUIKit(transition: transitionInvolving(owner)) {
          owner.fireIsAppearingIfPending(caller: ParticipantRegistry.uikitID)
        }
      }
      updateContentUnavailableIfNeeded(of: owner)
    }
    if view.needsLayout {
      view.needsLayout = false
      view.layoutSublayers(of: view.layer)
    }
    for subview in view.subviews {
      deliverSafeArea(to: subview)
      layOut(subview)
    }
  }

  /// Asks a view controller for `updateContentUnavailableConfiguration(using:)` when it is
  /// owed: at its view's first layout in the window, and at the pass after each
  /// `setNeedsUpdateContentUnavailableConfiguration()` (docs/lifecycle.md#fact-content-unavailable).
  /// UIKit's own implementation does nothing, so the first update is asked of a class of the
  /// developer's that declares the method, and a later one of any view controller the app
  /// asked. Then its configuration's view is put over its view if it is not there yet.
  private func updateContentUnavailableIfNeeded(of owner: UIViewController) {
    if owner.needsContentUnavailableUpdate {
      owner.needsContentUnavailableUpdate = false
      if owner.contentUnavailableUpdateRequested
        || SelectorTable.instancesRespond(
          Swift.type(of: owner), to: Selector("updateContentUnavailableConfigurationUsing:"))
      {
        owner.contentUnavailableUpdateRequested = false
        asUIKit(transition: layoutTransition(of: owner)) {
          callback(
            .updateContentUnavailableConfiguration, on: owner, from: ParticipantRegistry.uikitID,
            args: ["state": "state"]
          ) {
            owner.updateContentUnavailableConfiguration(
              using: owner.contentUnavailableConfigurationState)
          }
        }
      }
    }
    if let shown = owner.contentUnavailableView, shown.superview === owner.viewIfLoaded {
      return
    }
    if owner.contentUnavailableConfiguration != nil { owner.showContentUnavailableConfiguration() }
  }

  /// Lays a view out as UIKit's `layoutSublayers(of:)` does: a presentation's container view
  /// with its presentation controller's hooks, a view controller's root view with its
  /// callbacks, any other view alone.
  func layOutView(_ view: UIView) {
    if let controller = presentationController(containedIn: view) {
      layOutContainer(view, of: controller)
    } else {
      layOutWithController(view)
    }
  }

  /// Lays out a view controller's root view with its callbacks, or any other view alone.
  private func layOutWithController(_ view: UIView) {
    guard let controller = view.owningViewController else {
      view.layoutSubviews()
      return
    }
    asUIKit(transition: layoutTransition(of: controller)) {
      let uikit = ParticipantRegistry.uikitID
      callback(.viewWillLayoutSubviews, on: controller, from: uikit) {
        controller.viewWillLayoutSubviews()
      }
      if view.needsConstraintUpdate(reachedIn: self) {
        callback(.updateViewConstraints, on: controller, from: uikit) {
          controller.updateViewConstraints()
        }
      }
      view.layoutSubviews()
      callback(.viewDidLayoutSubviews, on: controller, from: uikit) {
        controller.viewDidLayoutSubviews()
      }
    }
  }

  /// Gives a view controller's root view the safe area its place in the window now gives it,
  /// telling the view controller with `viewSafeAreaInsetsDidChange()` and marking the view for
  /// layout when it differs from the one it was last given (Apple's
  /// viewSafeAreaInsetsDidChange() page). A view out of the window keeps the last one, so a view
  /// that comes back to the same place hears nothing, as the pop in readke.com's log shows.
  private func deliverSafeArea(to view: UIView) {
    guard let controller = view.owningViewController, view.window != nil else { return }
    let insets = view.safeAreaInsets
    guard insets != view.deliveredSafeAreaInsets else { return }
    view.deliveredSafeAreaInsets = insets
    view.needsLayout = true
    asUIKit(transition: layoutTransition(of: controller)) {
      callback(.viewSafeAreaInsetsDidChange, on: controller, from: ParticipantRegistry.uikitID) {
        controller.viewSafeAreaInsetsDidChange()
      }
    }
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

  /// The transition a layout callback of `viewController` belongs to: the one it takes part
  /// in, or a size change under way, which every view controller on screen takes part in.
  private func layoutTransition(of viewController: UIViewController) -> Int? {
    transitionInvolving(viewController) ?? transitions.first { $0 is SizeTransition }?.id
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

extension UIView {
  /// The update-constraints pass, which precedes layout and goes from the leaves up ("Mysteries
  /// of Auto Layout, Part 2", WWDC 2015, session 219): each view marked with
  /// `setNeedsUpdateConstraints()` that Auto Layout places, or whose class requires
  /// constraint-based layout, hears `updateConstraints()` (Apple's page for the method). A view
  /// controller's root view is updated through its view controller's `updateViewConstraints()`
  /// as it is laid out.
  func updateConstraintsInTree() {
    for subview in subviews { subview.updateConstraintsInTree() }
    guard needsUpdateConstraintsFlag, owningViewController == nil,
      type(of: self).requiresConstraintBasedLayout || usesAutoLayoutInTree
    else { return }
    needsUpdateConstraintsFlag = false
    updateConstraints()
  }

  /// Whether this view or one below it waits for layout.
  var needsLayoutInTree: Bool {
    needsLayout || subviews.contains { $0.needsLayoutInTree }
  }

  /// Whether UIKit calls the view controller's `updateViewConstraints()` as this root view is
  /// laid out: only when Auto Layout places something in it (a view that opted out of its
  /// autoresizing mask, or constraints), and then when the view comes to the window, after
  /// `setNeedsUpdateConstraints()`, or once its size changed (Apple's updateViewConstraints()
  /// page; kkbox's iOS guide shows it before each `viewDidLayoutSubviews()`).
  func needsConstraintUpdate(reachedIn simulator: Simulator) -> Bool {
    let size = bounds.size
    defer { constraintsUpdatedForSize = size }
    guard usesAutoLayoutInTree else { return false }
    if needsUpdateConstraintsFlag || constraintsUpdatedForSize != size {
      needsUpdateConstraintsFlag = false
      return true
    }
    return false
  }

  /// Whether Auto Layout places this view or one below it.
  var usesAutoLayoutInTree: Bool {
    !translatesAutoresizingMaskIntoConstraints || !layout.constraints.isEmpty
      || subviews.contains { $0.usesAutoLayoutInTree }
  }
}
