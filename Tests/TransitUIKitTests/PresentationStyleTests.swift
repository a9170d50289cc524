import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// Which presentations give the presenter its appearance callbacks: only those whose
/// presentation controller removes the presenter's view (UIKit 26.1;
/// docs/lifecycle.md#facts-appearance and #contradiction-default-style).
@MainActor
@Suite("Presentation styles")
struct PresentationStyleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let style: UIModalPresentationStyle
    let customRemovesPresenter: Bool?
    let animated: Bool
    let presenterGetsCallbacks: Bool

    var testDescription: String {
      let custom = customRemovesPresenter.map { " (shouldRemovePresentersView \($0))" } ?? ""
      return "\(style)\(custom), \(animated ? "animated" : "not animated")"
    }
  }

  nonisolated static let cases: [Case] = [
    Case(
      style: .fullScreen, customRemovesPresenter: nil, animated: true, presenterGetsCallbacks: true),
    Case(
      style: .fullScreen, customRemovesPresenter: nil, animated: false, presenterGetsCallbacks: true
    ),
    Case(
      style: .pageSheet, customRemovesPresenter: nil, animated: true, presenterGetsCallbacks: false),
    Case(
      style: .pageSheet, customRemovesPresenter: nil, animated: false,
      presenterGetsCallbacks: false),
    Case(
      style: .automatic, customRemovesPresenter: nil, animated: true, presenterGetsCallbacks: false),
    Case(
      style: .overFullScreen, customRemovesPresenter: nil, animated: true,
      presenterGetsCallbacks: false),
    Case(
      style: .formSheet, customRemovesPresenter: nil, animated: true, presenterGetsCallbacks: false),
    Case(
      style: .custom, customRemovesPresenter: false, animated: true, presenterGetsCallbacks: false),
    Case(
      style: .custom, customRemovesPresenter: true, animated: true, presenterGetsCallbacks: true),
    Case(
      style: .custom, customRemovesPresenter: true, animated: false, presenterGetsCallbacks: true),
  ]

  @Test("the presenter's callbacks follow shouldRemovePresentersView", arguments: cases)
  func presenterCallbacks(_ testCase: Case) throws {
    let delegate = TestTransitioningDelegate()
    delegate.removesPresenter = testCase.customRemovesPresenter ?? false
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = testCase.style
      if testCase.customRemovesPresenter != nil { presented.transitioningDelegate = delegate }
      run.root.present(presented, animated: testCase.animated)
      run.device.runUntilIdle()
      presented.dismiss(animated: testCase.animated)
      run.device.runUntilIdle()
    }
    let launch = ["viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)"]
    let roundTrip = [
      "viewWillDisappear(_:)", "viewDidDisappear(_:)", "viewWillAppear(_:)", "viewIsAppearing(_:)",
      "viewDidAppear(_:)",
    ]
    #expect(
      run.appearance(of: "vc.presenting")
        == launch + (testCase.presenterGetsCallbacks ? roundTrip : []))
    // The presented view controller always gets its callbacks.
    #expect(
      run.appearance(of: "vc.presented") == [
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
        "viewDidDisappear(_:)",
      ])
    // Only a full-screen presentation hands the status bar over, and back (Apple's
    // modalPresentationCapturesStatusBarAppearance page).
    let statusBarNotes = testCase.style == .fullScreen ? 2 : 0
    #expect(
      run.diagnostics
        == Array(repeating: "note status-bar-query-position-unverified", count: statusBarNotes))
    // The dismissal ends the run, then UIKit lets go of the presented view controller, which
    // is freed with its presentation controller (docs/lifecycle.md#fact-removed-freed).
    let lastState = run.events.last { if case .transition = $0.body { true } else { false } }
    #expect(lastState?.body == .transition(TransitionChange(state: .ended, didComplete: true)))
    if testCase.customRemovesPresenter == nil || !testCase.animated {
      #expect(run.releases.contains("vc.presented"))
      #expect(run.retained.isEmpty)
    } else {
      // The test's animator (which runs only an animated transition) keeps the context of its
      // last transition, and a context keeps the view controllers of its transition, as
      // UIKit's does: the dismissed one stays alive.
      #expect(run.retained.first?.hasPrefix("vc.presented held by") == true)
    }
  }

  /// Not animated, a `.custom` presentation still gets its presentation controller, but UIKit
  /// does not ask the delegate for an animator and runs its own built-in animator, whose
  /// `animateTransition(using:)` still runs so that views are added (UIKit 18.2; the iOS 7
  /// headers said a `.custom` animator ran instead, docs/lifecycle.md#fact-animate-even-unanimated
  /// and #fact-animator-only-when-animated).
  @Test("not animated: no animator request; UIKit's built-in animator runs")
  func customNotAnimated() throws {
    let delegate = TestTransitioningDelegate()
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      run.root.present(presented, animated: false)
      run.device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1) == [
        "app → vc.presenting present(_:animated:completion:)",
        "uikit → delegate.test presentationController(forPresented:presenting:source:)",
        "uikit → pc.test shouldPresentInFullscreen",
        "uikit → pc.test adaptivePresentationStyle(for:)",
        "uikit → vc.presented viewDidLoad()",
        "uikit → pc.test shouldPresentInFullscreen",
        "uikit → pc.test shouldRemovePresentersView",
        "uikit → pc.test presentationTransitionWillBegin()",
        "pc.test → coordinator.1 animate(alongsideTransition:completion:)",
        "uikit → pc.test presentedView",
        "uikit → animator.builtin transitionDuration(using:)",
        "uikit → vc.presented viewWillAppear(_:)",
        "uikit → pc.test frameOfPresentedViewInContainerView",
        "uikit → animator.builtin transitionDuration(using:)",
        "uikit → animator.builtin animateTransition(using:)",
        "animator.builtin → uikit animate(withDuration:delay:options:animations:completion:)",
        "coordinator.1 → pc.test alongsideTransition(_:)",
        "uikit → pc.test containerViewWillLayoutSubviews()",
        "uikit → pc.test containerViewDidLayoutSubviews()",
        "uikit → vc.presented viewIsAppearing(_:)",
        "uikit → animator.builtin completion(_:)",
        "animator.builtin → ctx.1 completeTransition(_:)",
        "ctx.1 → pc.test transitionDidFinish(_:)",
        "uikit → pc.test presentationTransitionDidEnd(_:)",
        "uikit → vc.presented viewDidAppear(_:)",
        "coordinator.1 → pc.test completion(_:)",
      ])
  }

  /// The presenter's view leaves the window after a full-screen presentation and comes back
  /// on dismissal (Apple's .fullScreen page); with a page sheet it stays.
  @Test(
    "full screen removes the presenter's view until the dismissal",
    arguments: [
      UIModalPresentationStyle.fullScreen, .pageSheet,
    ])
  func presentersView(style: UIModalPresentationStyle) throws {
    var whilePresented: UIWindow?
    var afterDismissal: UIWindow?
    _ = try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = style
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
      whilePresented = run.root.view.window
      presented.dismiss(animated: true)
      run.device.runUntilIdle()
      afterDismissal = run.root.view.window
    }
    #expect((whilePresented == nil) == (style == .fullScreen))
    #expect(afterDismissal != nil)
  }
}
