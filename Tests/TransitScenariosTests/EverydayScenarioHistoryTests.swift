import Foundation
import Testing
import TransitScenarios
import TransitTrace

/// The notes app of the everyday scenarios (issue 21): the Cancel button of a presented form, an
/// alert's action, a cross-dissolve and a hidden navigation bar, each as the whole history of
/// its built-in scenario. Every call is written `receiver name`, a view controller's own loading
/// and layout callbacks included, and every gesture `kind state on view`; each block says which
/// fact of docs/lifecycle.md states its order.
@MainActor
@Suite("The notes app, whole histories")
struct EverydayScenarioHistoryTests {
  /// A navigation controller set as the window's root: its root view controller loads inside
  /// its viewWillAppear(_:), and is laid out twice before viewDidAppear(_:), the navigation
  /// bar's first layout moving its safe area (#fact-load-view, #fact-view-layout,
  /// #fact-child-forwarding).
  static func navigationLaunch(_ nav: String, _ root: String) -> [String] {
    [
      "\(nav) pushViewController(_:animated:)",
      "\(nav) loadView()",
      "\(nav) viewDidLoad()",
      "\(nav) viewWillAppear(_:)",
      "\(root) loadView()",
      "\(root) viewDidLoad()",
      "\(root) viewWillAppear(_:)",
      "\(nav) viewSafeAreaInsetsDidChange()",
      "\(nav) viewIsAppearing(_:)",
      "\(nav) viewWillLayoutSubviews()",
      "\(nav) viewDidLayoutSubviews()",
      "\(root) viewSafeAreaInsetsDidChange()",
      "\(root) viewIsAppearing(_:)",
      "\(root) viewWillLayoutSubviews()",
      "\(root) viewDidLayoutSubviews()",
      "\(root) viewSafeAreaInsetsDidChange()",
      "\(root) viewWillLayoutSubviews()",
      "\(root) viewDidLayoutSubviews()",
      "\(nav) viewDidAppear(_:)",
      "\(root) viewDidAppear(_:)",
    ]
  }

  static let notesLaunch = navigationLaunch("nav.notes", "vc.notesList")

  /// The compose form presented as a page sheet (the default style since iOS 13): the list's
  /// navigation controller presents it and hears nothing (#order-g-sheet); the form loads
  /// inside present (#fact-load-view), its root inside its viewWillAppear(_:), and the root is
  /// laid out twice as a navigation controller's first screen (#fact-view-layout). The sheet's
  /// animator is asked for its property animator after animateTransition(using:)
  /// (#fact-interruptible-after-animate); the did-callbacks come inside completeTransition(_:)
  /// (#fact-completion-inside-complete-transition).
  static func composeSheet(
    _ nav: String, _ compose: String, animator: String, propertyAnimator: String,
    context: String, presentationController: String
  ) -> [String] {
    [
      "touch began on nav.notes.item.add",
      "touch ended on nav.notes.item.add",
      "\(nav) pushViewController(_:animated:)",
      "vc.notesList present(_:animated:completion:)",
      "\(nav) loadView()",
      "\(nav) viewDidLoad()",
      "\(animator) transitionDuration(using:)",
      "\(nav) viewWillAppear(_:)",
      "\(compose) loadView()",
      "\(compose) viewDidLoad()",
      "\(compose) viewWillAppear(_:)",
      "\(animator) transitionDuration(using:)",
      "\(animator) animateTransition(using:)",
      "\(propertyAnimator) addAnimations(_:)",
      "\(propertyAnimator) addCompletion(_:)",
      "\(propertyAnimator) startAnimation()",
      "\(animator) interruptibleAnimator(using:)",
      "\(nav) viewSafeAreaInsetsDidChange()",
      "\(nav) viewIsAppearing(_:)",
      "\(nav) viewWillLayoutSubviews()",
      "\(nav) viewDidLayoutSubviews()",
      "\(compose) viewSafeAreaInsetsDidChange()",
      "\(compose) viewIsAppearing(_:)",
      "\(compose) viewWillLayoutSubviews()",
      "\(compose) viewDidLayoutSubviews()",
      "\(compose) viewSafeAreaInsetsDidChange()",
      "\(compose) viewWillLayoutSubviews()",
      "\(compose) viewDidLayoutSubviews()",
      "\(animator) completion(_:)",
      "\(context) transitionWasCancelled",
      "\(context) completeTransition(_:)",
      "\(presentationController) transitionDidFinish(_:)",
      "\(nav) viewDidAppear(_:)",
      "\(compose) viewDidAppear(_:)",
    ]
  }

  /// The sheet's dismissal, whichever child asked for it: one transition, the presented
  /// navigation controller and its top view controller hearing the disappearance, parent
  /// first; the presenter hears nothing (#fact-presentation-through-parents, #order-g-sheet,
  /// #fact-child-forwarding).
  static func sheetDismissal(
    _ nav: String, top: String, animator: String, propertyAnimator: String, context: String,
    presentationController: String
  ) -> [String] {
    [
      "\(top) dismiss(animated:completion:)",
      "\(animator) transitionDuration(using:)",
      "\(nav) viewWillDisappear(_:)",
      "\(top) viewWillDisappear(_:)",
      "\(animator) transitionDuration(using:)",
      "\(animator) animateTransition(using:)",
      "\(propertyAnimator) addAnimations(_:)",
      "\(propertyAnimator) addCompletion(_:)",
      "\(propertyAnimator) startAnimation()",
      "\(animator) interruptibleAnimator(using:)",
      "\(animator) completion(_:)",
      "\(context) transitionWasCancelled",
      "\(context) completeTransition(_:)",
      "\(presentationController) transitionDidFinish(_:)",
      "\(nav) viewDidDisappear(_:)",
      "\(top) viewDidDisappear(_:)",
    ]
  }

  @Test("modal-form-cancel: Cancel on the form's root, then Discard on a pushed screen")
  func modalFormCancel() throws {
    let log = try ScenarioLog("modal-form-cancel")
    let firstForm = Self.composeSheet(
      "nav.compose", "vc.compose", animator: "animator.sheet",
      propertyAnimator: "propertyAnimator", context: "ctx.1", presentationController: "pc.sheet")
    let cancel =
      ["touch began on nav.compose.item.cancel", "touch ended on nav.compose.item.cancel"]
      + Self.sheetDismissal(
        "nav.compose", top: "vc.compose", animator: "animator.sheet.2",
        propertyAnimator: "propertyAnimator.2", context: "ctx.2", presentationController: "pc.sheet"
      )
    let secondForm = Self.composeSheet(
      "nav.compose.2", "vc.compose.2", animator: "animator.sheet.3",
      propertyAnimator: "propertyAnimator.3", context: "ctx.3",
      presentationController: "pc.sheet.2")
    // #order-e without a navigation delegate, UIKit's own animator: the pushed screen loads at
    // the start of the push (#fact-load-view) and is laid out once (#fact-view-layout); the
    // old screen's did-callback comes first (#order-e-10).
    let options = [
      "touch began on optionsButton.2",
      "touch ended on optionsButton.2",
      "nav.compose.2 pushViewController(_:animated:)",
      "vc.options loadView()",
      "vc.options viewDidLoad()",
      "vc.compose.2 viewWillDisappear(_:)",
      "vc.options viewWillAppear(_:)",
      "animator.parallax animateTransition(using:)",
      "uikit animate(withDuration:delay:options:animations:completion:)",
      "vc.options viewSafeAreaInsetsDidChange()",
      "vc.options viewIsAppearing(_:)",
      "vc.options viewWillLayoutSubviews()",
      "vc.options viewDidLayoutSubviews()",
      "animator.parallax completion(_:)",
      "ctx.4 completeTransition(_:)",
      "vc.compose.2 viewDidDisappear(_:)",
      "vc.options viewDidAppear(_:)",
    ]
    // #fact-presentation-through-parents: Discard on the pushed screen dismisses the whole
    // form; the navigation controller and its top view controller, not the form's root,
    // hear the disappearance.
    let discard =
      ["touch began on nav.compose.2.item.discard", "touch ended on nav.compose.2.item.discard"]
      + Self.sheetDismissal(
        "nav.compose.2", top: "vc.options", animator: "animator.sheet.4",
        propertyAnimator: "propertyAnimator.4", context: "ctx.5",
        presentationController: "pc.sheet.2")
    #expect(
      log.history == Self.notesLaunch + firstForm + cancel + secondForm + options + discard)
  }

  /// An alert presented by the note, its presentation UIKit's own: the navigation controller,
  /// which defines the context, presents it and hears nothing (#fact-alert-presentation,
  /// #fact-presenter-silent-unless-removed); the alert loads inside present (#fact-load-view)
  /// and is laid out once (#fact-view-layout).
  static func alertPresentation(
    _ alert: String, animator: String, context: String, presentationController: String
  ) -> [String] {
    [
      "touch began on deleteButton",
      "touch ended on deleteButton",
      "\(alert) addAction(_:)",
      "\(alert) addAction(_:)",
      "vc.noteDetail present(_:animated:completion:)",
      "\(alert) loadView()",
      "\(alert) viewDidLoad()",
      "\(animator) transitionDuration(using:)",
      "\(alert) viewWillAppear(_:)",
      "\(animator) transitionDuration(using:)",
      "\(animator) animateTransition(using:)",
      "uikit animate(withDuration:delay:options:animations:completion:)",
      "\(alert) viewSafeAreaInsetsDidChange()",
      "\(alert) viewIsAppearing(_:)",
      "\(alert) viewWillLayoutSubviews()",
      "\(alert) viewDidLayoutSubviews()",
      "\(animator) completion(_:)",
      "\(context) completeTransition(_:)",
      "\(presentationController) transitionDidFinish(_:)",
      "\(alert) viewDidAppear(_:)",
    ]
  }

  /// A tap on an action: UIKit asks the alert's presenter to dismiss it, and only the alert
  /// hears the disappearance (#fact-alert-handler-after-dismissal, #fact-alert-presentation).
  static func alertDismissal(
    _ alert: String, action: String, animator: String, context: String,
    presentationController: String
  ) -> [String] {
    [
      "touch began on \(alert).action.\(action)",
      "touch ended on \(alert).action.\(action)",
      "nav.notes dismiss(animated:completion:)",
      "\(animator) transitionDuration(using:)",
      "\(alert) viewWillDisappear(_:)",
      "\(animator) transitionDuration(using:)",
      "\(animator) animateTransition(using:)",
      "uikit animate(withDuration:delay:options:animations:completion:)",
      "\(animator) completion(_:)",
      "\(context) completeTransition(_:)",
      "\(presentationController) transitionDidFinish(_:)",
      "\(alert) viewDidDisappear(_:)",
    ]
  }

  @Test("alert-action: show pushes the note; the alert's Delete Note handler pops after it goes")
  func alertAction() throws {
    let log = try ScenarioLog("alert-action")
    // #fact-show-target: the list does not override show(_:sender:), its navigation controller
    // does, and pushes; the push as in #order-e, the pushed screen laid out once.
    let show = [
      "tap ended on firstRow",
      "vc.notesList show(_:sender:)",
      "vc.notesList targetViewController(forAction:sender:)",
      "nav.notes show(_:sender:)",
      "nav.notes pushViewController(_:animated:)",
      "vc.noteDetail loadView()",
      "vc.noteDetail viewDidLoad()",
      "vc.notesList viewWillDisappear(_:)",
      "vc.noteDetail viewWillAppear(_:)",
      "animator.parallax animateTransition(using:)",
      "uikit animate(withDuration:delay:options:animations:completion:)",
      "vc.noteDetail viewSafeAreaInsetsDidChange()",
      "vc.noteDetail viewIsAppearing(_:)",
      "vc.noteDetail viewWillLayoutSubviews()",
      "vc.noteDetail viewDidLayoutSubviews()",
      "animator.parallax completion(_:)",
      "ctx.1 completeTransition(_:)",
      "vc.notesList viewDidDisappear(_:)",
      "vc.noteDetail viewDidAppear(_:)",
    ]
    let cancelled =
      Self.alertPresentation(
        "vc.alert", animator: "animator.alert", context: "ctx.2", presentationController: "pc.alert"
      )
      + Self.alertDismissal(
        "vc.alert", action: "cancel", animator: "animator.alert.2", context: "ctx.3",
        presentationController: "pc.alert")
    let confirmed =
      Self.alertPresentation(
        "vc.alert.2", animator: "animator.alert.3", context: "ctx.4",
        presentationController: "pc.alert.2")
      + Self.alertDismissal(
        "vc.alert.2", action: "deletenote", animator: "animator.alert.4", context: "ctx.5",
        presentationController: "pc.alert.2")
    // #fact-alert-handler-after-dismissal: the handler runs after the alert's
    // viewDidDisappear(_:), and its pop is a plain pop (#order-e-pop): the list a pop reveals
    // is not laid out again (#fact-view-layout).
    let handler = [
      "vc.noteDetail handler(_:)",
      "nav.notes popViewController(animated:)",
      "vc.noteDetail viewWillDisappear(_:)",
      "vc.notesList viewWillAppear(_:)",
      "animator.parallax.2 animateTransition(using:)",
      "uikit animate(withDuration:delay:options:animations:completion:)",
      "vc.notesList viewIsAppearing(_:)",
      "animator.parallax.2 completion(_:)",
      "ctx.6 completeTransition(_:)",
      "vc.noteDetail viewDidDisappear(_:)",
      "vc.notesList viewDidAppear(_:)",
    ]
    #expect(log.history == Self.notesLaunch + show + cancelled + confirmed + handler)
  }

  @Test("about-cross-dissolve: a full-screen cross-dissolve, then Close")
  func aboutCrossDissolve() throws {
    let log = try ScenarioLog("about-cross-dissolve")
    #expect(
      log.history == Self.notesLaunch + [
        // #order-g with the cross-dissolve's animator (#fact-transition-styles): the presenter
        // is the navigation controller, its child hears after it (#fact-child-forwarding); the
        // status bar passes to the full-screen view controller (#fact-status-bar-capture); the
        // presented view is laid out once (#fact-view-layout); the new content's did-callback
        // first (#fact-did-order-modal).
        "touch began on nav.notes.item.about",
        "touch ended on nav.notes.item.about",
        "vc.notesList present(_:animated:completion:)",
        "vc.about loadView()",
        "vc.about viewDidLoad()",
        "animator.crossDissolve transitionDuration(using:)",
        "nav.notes viewWillDisappear(_:)",
        "vc.notesList viewWillDisappear(_:)",
        "vc.about viewWillAppear(_:)",
        "vc.about prefersStatusBarHidden",
        "animator.crossDissolve transitionDuration(using:)",
        "animator.crossDissolve animateTransition(using:)",
        "uikit animate(withDuration:delay:options:animations:completion:)",
        "vc.about viewSafeAreaInsetsDidChange()",
        "vc.about viewIsAppearing(_:)",
        "vc.about viewWillLayoutSubviews()",
        "vc.about viewDidLayoutSubviews()",
        "animator.crossDissolve completion(_:)",
        "ctx.1 completeTransition(_:)",
        "pc.fullScreen transitionDidFinish(_:)",
        "vc.about viewDidAppear(_:)",
        "nav.notes viewDidDisappear(_:)",
        "vc.notesList viewDidDisappear(_:)",
        // #order-g dismiss: the uncovered presenter comes back unchanged and is not laid out
        // again (#fact-view-layout).
        "touch began on closeButton",
        "touch ended on closeButton",
        "vc.about dismiss(animated:completion:)",
        "animator.crossDissolve.2 transitionDuration(using:)",
        "vc.about viewWillDisappear(_:)",
        "nav.notes viewWillAppear(_:)",
        "vc.notesList viewWillAppear(_:)",
        "nav.notes prefersStatusBarHidden",
        "animator.crossDissolve.2 transitionDuration(using:)",
        "animator.crossDissolve.2 animateTransition(using:)",
        "uikit animate(withDuration:delay:options:animations:completion:)",
        "nav.notes viewIsAppearing(_:)",
        "vc.notesList viewIsAppearing(_:)",
        "animator.crossDissolve.2 completion(_:)",
        "ctx.2 completeTransition(_:)",
        "pc.fullScreen transitionDidFinish(_:)",
        "nav.notes viewDidAppear(_:)",
        "vc.notesList viewDidAppear(_:)",
        "vc.about viewDidDisappear(_:)",
      ])
  }

  @Test("nav-bar-hiding: each hidden or shown bar moves the list's safe area, then a layout")
  func navigationBarHiding() throws {
    let log = try ScenarioLog("nav-bar-hiding")
    // #fact-bar-hiding: at the next layout the navigation controller's view is laid out, then
    // the list under it hears its new safe area and is laid out again (#fact-view-layout, top
    // down); the swipe's own work logs nothing.
    let relayout = [
      "nav.notes viewWillLayoutSubviews()",
      "nav.notes viewDidLayoutSubviews()",
      "vc.notesList viewSafeAreaInsetsDidChange()",
      "vc.notesList viewWillLayoutSubviews()",
      "vc.notesList viewDidLayoutSubviews()",
    ]
    let swipe =
      ["pan began on nav.notes.view"]
      + Array(repeating: "pan changed on nav.notes.view", count: 3) + [
        "pan ended on nav.notes.view"
      ]
    #expect(
      log.history == Self.notesLaunch
        + ["nav.notes setNavigationBarHidden(_:animated:)"] + relayout
        + ["nav.notes setNavigationBarHidden(_:animated:)"] + relayout
        + swipe + relayout)
  }
}
