import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// The canonical orders of docs/lifecycle.md, asserted as whole call histories.
@MainActor
@Suite("Canonical orders")
struct CanonicalOrderTests {
  /// (a) Custom presentation with a presentation controller subclass, non-interactive.
  @Test("(a) custom presentation")
  func customPresentation() throws {
    let delegate = TestTransitioningDelegate()
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      run.root.present(presented, animated: true) { presented.completions.append("present") }
      run.device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1) == [
        "app → vc.presenting present(_:animated:completion:)",
        "uikit → delegate.test presentationController(forPresented:presenting:source:)",
        "uikit → vc.presented viewDidLoad()",
        "uikit → delegate.test animationController(forPresented:presenting:source:)",
        "uikit → delegate.test interactionControllerForPresentation(using:)",
        "uikit → pc.test shouldRemovePresentersView",
        "uikit → pc.test presentationTransitionWillBegin()",
        "pc.test → coordinator.1 animate(alongsideTransition:completion:)",
        "uikit → pc.test presentedView",
        "uikit → animator.test transitionDuration(using:)",
        "uikit → vc.presented viewWillAppear(_:)",
        "uikit → pc.test frameOfPresentedViewInContainerView",
        "uikit → animator.test transitionDuration(using:)",
        "uikit → animator.test animateTransition(using:)",
        "animator.test → ctx.1 containerView",
        "animator.test → ctx.1 view(forKey:)",
        "animator.test → uikit animate(withDuration:animations:completion:)",
        "coordinator.1 → pc.test alongsideTransition(_:)",
        "uikit → pc.test containerViewWillLayoutSubviews()",
        "uikit → pc.test containerViewDidLayoutSubviews()",
        "uikit → vc.presented viewIsAppearing(_:)",
        "uikit → animator.test completion(_:)",
        "animator.test → ctx.1 transitionWasCancelled",
        "animator.test → ctx.1 completeTransition(_:)",
        "uikit → pc.test presentationTransitionDidEnd(_:)",
        "uikit → vc.presented viewDidAppear(_:)",
        "uikit → app completion()",
        "coordinator.1 → pc.test completion(_:)",
        "uikit → animator.test animationEnded(_:)",
      ])
    // The presenter keeps its view and gets no callbacks (shouldRemovePresentersView is false).
    #expect(
      run.appearance(of: "vc.presenting") == [
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
      ])
  }

  /// (b) Its dismissal, non-interactive.
  @Test("(b) custom dismissal")
  func customDismissal() throws {
    let delegate = TestTransitioningDelegate()
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
      presented.dismiss(animated: true) { presented.completions.append("dismiss") }
      run.device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 2) == [
        "app → vc.presented dismiss(animated:completion:)",
        "uikit → delegate.test animationController(forDismissed:)",
        "uikit → delegate.test interactionControllerForDismissal(using:)",
        "uikit → pc.test shouldRemovePresentersView",
        "uikit → pc.test dismissalTransitionWillBegin()",
        "pc.test → coordinator.2 animate(alongsideTransition:completion:)",
        "uikit → pc.test presentedView",
        "uikit → animator.test.2 transitionDuration(using:)",
        "uikit → vc.presented viewWillDisappear(_:)",
        "uikit → animator.test.2 transitionDuration(using:)",
        "uikit → animator.test.2 animateTransition(using:)",
        "animator.test.2 → ctx.2 containerView",
        "animator.test.2 → ctx.2 view(forKey:)",
        "animator.test.2 → uikit animate(withDuration:animations:completion:)",
        "coordinator.2 → pc.test alongsideTransition(_:)",
        "uikit → animator.test.2 completion(_:)",
        "animator.test.2 → ctx.2 transitionWasCancelled",
        "animator.test.2 → ctx.2 completeTransition(_:)",
        "uikit → pc.test dismissalTransitionDidEnd(_:)",
        "uikit → vc.presented viewDidDisappear(_:)",
        "uikit → app completion()",
        "coordinator.2 → pc.test completion(_:)",
        "uikit → animator.test.2 animationEnded(_:)",
      ])
  }

  /// (c) and (d): an interactive dismissal through UIPercentDrivenInteractiveTransition.
  private func interactiveDismissal(finishing: Bool) throws -> Run {
    let delegate = TestTransitioningDelegate()
    return try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
      let interaction = UIPercentDrivenInteractiveTransition()
      delegate.dismissalInteraction = interaction
      presented.dismiss(animated: true) { presented.completions.append("dismiss") }
      run.device.wait(0.1)
      interaction.update(0.4)
      run.device.wait(0.1)
      finishing ? interaction.finish() : interaction.cancel()
      run.device.runUntilIdle()
    }
  }

  /// The part of an interactive dismissal both outcomes share, up to the interaction's end.
  private let interactiveStart = [
    "app → vc.presented dismiss(animated:completion:)",
    "uikit → delegate.test animationController(forDismissed:)",
    "uikit → delegate.test interactionControllerForDismissal(using:)",
    "uikit → interactor.percentDriven wantsInteractiveStart",
    "uikit → pc.test shouldRemovePresentersView",
    "uikit → pc.test dismissalTransitionWillBegin()",
    "pc.test → coordinator.2 animate(alongsideTransition:completion:)",
    "uikit → pc.test presentedView",
    "uikit → animator.test.2 transitionDuration(using:)",
    "uikit → vc.presented viewWillDisappear(_:)",
    "uikit → animator.test.2 transitionDuration(using:)",
    "uikit → interactor.percentDriven startInteractiveTransition(_:)",
    "interactor.percentDriven → animator.test.2 transitionDuration(using:)",
    "interactor.percentDriven → animator.test.2 animateTransition(using:)",
    "animator.test.2 → ctx.2 containerView",
    "animator.test.2 → ctx.2 view(forKey:)",
    "animator.test.2 → uikit animate(withDuration:animations:completion:)",
    "coordinator.2 → pc.test alongsideTransition(_:)",
    "app → interactor.percentDriven update(_:)",
    "interactor.percentDriven → ctx.2 updateInteractiveTransition(_:)",
  ]

  @Test("(c) interactive dismissal, finished")
  func interactiveDismissalFinished() throws {
    let run = try interactiveDismissal(finishing: true)
    #expect(
      run.calls(inTransition: 2)
        == interactiveStart + [
          "app → interactor.percentDriven finish()",
          "interactor.percentDriven → ctx.2 finishInteractiveTransition()",
          "uikit → interactor.percentDriven completionSpeed",
          "uikit → animator.test.2 completion(_:)",
          "animator.test.2 → ctx.2 transitionWasCancelled",
          "animator.test.2 → ctx.2 completeTransition(_:)",
          "uikit → pc.test dismissalTransitionDidEnd(_:)",
          "uikit → vc.presented viewDidDisappear(_:)",
          "uikit → app completion()",
          "coordinator.2 → pc.test completion(_:)",
          "uikit → animator.test.2 animationEnded(_:)",
        ])
    #expect(run.diagnostics.isEmpty)
  }

  @Test("(d) interactive dismissal, cancelled")
  func interactiveDismissalCancelled() throws {
    let run = try interactiveDismissal(finishing: false)
    #expect(
      run.calls(inTransition: 2)
        == interactiveStart + [
          "app → interactor.percentDriven cancel()",
          "interactor.percentDriven → ctx.2 cancelInteractiveTransition()",
          "uikit → interactor.percentDriven completionSpeed",
          "uikit → animator.test.2 completion(_:)",
          "animator.test.2 → ctx.2 transitionWasCancelled",
          "animator.test.2 → ctx.2 completeTransition(_:)",
          "uikit → pc.test dismissalTransitionDidEnd(_:)",
          "uikit → vc.presented viewWillAppear(_:)",
          "uikit → vc.presented viewIsAppearing(_:)",
          "uikit → vc.presented viewDidAppear(_:)",
          "coordinator.2 → pc.test completion(_:)",
          "uikit → animator.test.2 animationEnded(_:)",
        ])
    // The dismiss completion is not run after a cancel, and the engine says so
    // (docs/lifecycle.md#order-d-10-4).
    #expect(run.diagnostics == ["note completion-after-cancel-unverified"])
    // Eureka #1037: never viewDidDisappear; the sheet stays presented.
    #expect(
      run.appearance(of: "vc.presented") == [
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
      ])
  }

  /// The cancelled interaction's timing: the reversed animation takes the elapsed share of the
  /// duration, and the coordinator hears of the cancel inside `cancel()`.
  @Test("a cancel reverses from where the interaction stood")
  func cancelTiming() throws {
    let run = try interactiveDismissal(finishing: false)
    let cancel = try #require(run.events.first { $0.call?.name == .cancel })
    let completion = try #require(
      run.events.first { $0.call?.name == .completeTransition && $0.transition == 2 })
    // 0.4 of a 0.3 s animation had played; it plays back in 0.12 s.
    #expect(completion.time.seconds(since: cancel.time) == 0.12)
  }

  /// (g) Full screen without a custom delegate, presented and dismissed. The status bar passes
  /// to the presented view controller and back (Apple's modalPresentationCapturesStatusBarAppearance page),
  /// so UIKit asks each for `prefersStatusBarHidden`; where exactly is Transit's choice.
  @Test("(g) full screen, no delegate")
  func fullScreenDefault() throws {
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .fullScreen
      run.root.present(presented, animated: true) { presented.completions.append("present") }
      run.device.runUntilIdle()
      presented.dismiss(animated: true) { presented.completions.append("dismiss") }
      run.device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1) == [
        "app → vc.presenting present(_:animated:completion:)",
        "uikit → vc.presented viewDidLoad()",
        "uikit → vc.presenting viewWillDisappear(_:)",
        "uikit → vc.presented viewWillAppear(_:)",
        "uikit → vc.presented prefersStatusBarHidden",
        "uikit → vc.presented viewIsAppearing(_:)",
        "uikit → vc.presented viewDidAppear(_:)",
        "uikit → vc.presenting viewDidDisappear(_:)",
        "uikit → app completion()",
      ])
    #expect(
      run.calls(inTransition: 2) == [
        "app → vc.presented dismiss(animated:completion:)",
        "uikit → vc.presented viewWillDisappear(_:)",
        "uikit → vc.presenting viewWillAppear(_:)",
        "uikit → vc.presenting prefersStatusBarHidden",
        "uikit → vc.presenting viewIsAppearing(_:)",
        "uikit → vc.presenting viewDidAppear(_:)",
        "uikit → vc.presented viewDidDisappear(_:)",
        "uikit → app completion()",
      ])
  }
}
