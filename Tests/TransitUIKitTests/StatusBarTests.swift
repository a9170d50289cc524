import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A presented view controller that hides the status bar, capturing it or not.
@MainActor
final class FullBleedViewController: UIViewController {
  override var prefersStatusBarHidden: Bool { true }
}

/// Which view controller UIKit asks for `prefersStatusBarHidden`, and when: the one the status
/// bar follows (Apple's modalPresentationCapturesStatusBarAppearance and childForStatusBarHidden pages), on
/// `setNeedsStatusBarAppearanceUpdate()` and when a modal transition hands the status bar over.
@MainActor
@Suite("Status bar")
struct StatusBarTests {
  nonisolated static let note = "note status-bar-query-position-unverified"

  /// Presents a `FullBleedViewController` with `style` (and the test delegate for `.custom`),
  /// then dismisses it.
  private func presentAndDismiss(
    _ style: UIModalPresentationStyle, captures: Bool
  ) throws -> Run {
    let delegate = TestTransitioningDelegate()
    return try Run.start { run in
      let presented = FullBleedViewController()
      presented.modalPresentationStyle = style
      presented.modalPresentationCapturesStatusBarAppearance = captures
      if style == .custom { presented.transitioningDelegate = delegate }
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
      presented.dismiss(animated: true)
      run.device.runUntilIdle()
    }
  }

  @Test("a capturing custom presentation: asked after viewWillAppear, before the animator starts")
  func capturingPresentation() throws {
    let run = try presentAndDismiss(.custom, captures: true)
    #expect(
      run.calls(inTransition: 1) == [
        "app → vc.presenting present(_:animated:completion:)",
        "uikit → delegate.test presentationController(forPresented:presenting:source:)",
        "uikit → vc.fullBleed viewDidLoad()",
        "uikit → delegate.test animationController(forPresented:presenting:source:)",
        "uikit → delegate.test interactionControllerForPresentation(using:)",
        "uikit → pc.test shouldRemovePresentersView",
        "uikit → pc.test presentationTransitionWillBegin()",
        "pc.test → coordinator.1 animate(alongsideTransition:completion:)",
        "uikit → pc.test presentedView",
        "uikit → animator.test transitionDuration(using:)",
        "uikit → vc.fullBleed viewWillAppear(_:)",
        "uikit → vc.fullBleed prefersStatusBarHidden",
        "uikit → pc.test frameOfPresentedViewInContainerView",
        "uikit → animator.test transitionDuration(using:)",
        "uikit → animator.test animateTransition(using:)",
        "animator.test → ctx.1 containerView",
        "animator.test → ctx.1 view(forKey:)",
        "animator.test → uikit animate(withDuration:animations:completion:)",
        "coordinator.1 → pc.test alongsideTransition(_:)",
        "uikit → pc.test containerViewWillLayoutSubviews()",
        "uikit → pc.test containerViewDidLayoutSubviews()",
        "uikit → vc.fullBleed viewIsAppearing(_:)",
        "uikit → animator.test completion(_:)",
        "animator.test → ctx.1 transitionWasCancelled",
        "animator.test → ctx.1 completeTransition(_:)",
        "uikit → pc.test presentationTransitionDidEnd(_:)",
        "uikit → vc.fullBleed viewDidAppear(_:)",
        "coordinator.1 → pc.test completion(_:)",
        "uikit → animator.test animationEnded(_:)",
      ])
    // On dismissal the status bar goes back to the presenter, asked after the will-callbacks.
    let dismissal = run.calls(inTransition: 2)
    let willDisappear = try #require(
      dismissal.firstIndex(of: "uikit → vc.fullBleed viewWillDisappear(_:)"))
    #expect(dismissal[willDisappear + 1] == "uikit → vc.presenting prefersStatusBarHidden")
    #expect(dismissal[willDisappear + 2] == "uikit → animator.test.2 transitionDuration(using:)")
    let answers = run.events.compactMap { event -> Value? in
      event.call?.name == .prefersStatusBarHidden ? event.call?.result : nil
    }
    #expect(answers == [true, false])
    #expect(run.diagnostics == [Self.note, Self.note])
  }

  /// Only full screen takes the status bar by itself; any other style needs
  /// `modalPresentationCapturesStatusBarAppearance` (Apple's page).
  @Test(
    "who takes the status bar",
    arguments: [
      (UIModalPresentationStyle.fullScreen, false, true),
      (.fullScreen, true, true),
      (.overFullScreen, false, false),
      (.overFullScreen, true, true),
      (.pageSheet, false, false),
      (.pageSheet, true, true),
      (.custom, false, false),
    ])
  func takesStatusBar(style: UIModalPresentationStyle, captures: Bool, isAsked: Bool) throws {
    let run = try presentAndDismiss(style, captures: captures)
    let asked = run.events.compactMap(\.call).filter { $0.name == .prefersStatusBarHidden }
    #expect(asked.map(\.receiver) == (isAsked ? ["vc.fullBleed", "vc.presenting"] : []))
    #expect(run.diagnostics == (isAsked ? [Self.note, Self.note] : []))
  }

  @Test("setNeedsStatusBarAppearanceUpdate asks the presented view controller that captures it")
  func askedWhilePresented() throws {
    let run = try Run.start { run in
      let presented = FullBleedViewController()
      presented.modalPresentationStyle = .overFullScreen
      presented.modalPresentationCapturesStatusBarAppearance = true
      run.root.present(presented, animated: false)
      run.device.runUntilIdle()
      run.root.setNeedsStatusBarAppearanceUpdate()
    }
    let last = run.events.suffix(2).compactMap(\.call).map {
      "\($0.callerID) → \($0.receiver) \($0.name)"
    }
    #expect(
      last == [
        "app → vc.presenting setNeedsStatusBarAppearanceUpdate()",
        "uikit → vc.fullBleed prefersStatusBarHidden",
      ])
  }

  /// The appstore-today scenario hides the status bar with `UIView.animate { setNeedsStatusBarAppearanceUpdate() }`:
  /// UIKit runs the block at once, so the update is the app's call, inside the animation.
  @Test("setNeedsStatusBarAppearanceUpdate inside an animation block is the app's call")
  func insideAnimation() throws {
    let run = try Run.start { run in
      UIView.animate(withDuration: 0.25) {
        run.root.setNeedsStatusBarAppearanceUpdate()
      }
    }
    let animation = try #require(
      run.events.first { $0.call?.name == "animate(withDuration:animations:)" })
    let update = try #require(
      run.events.first { $0.call?.name == .setNeedsStatusBarAppearanceUpdate })
    #expect(update.call?.caller == "app")
    #expect(update.cause == animation.seq)
    let asked = try #require(run.events.first { $0.call?.name == .prefersStatusBarHidden })
    #expect(asked.call?.caller == "uikit")
    #expect(asked.cause == update.seq)
  }

  @Test("a tab bar controller passes the status bar to its selected tab")
  func tabBarChild() throws {
    let first = FirstViewController()
    let hidden = FullBleedViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [first, hidden]
    let log = RecordBuffer()
    try Simulator.run(scenario: "test", to: log) { device in
      device.window.rootViewController = tabs
      device.runUntilIdle()
      first.setNeedsStatusBarAppearanceUpdate()
      tabs.selectedIndex = 1
      device.runUntilIdle()
      first.setNeedsStatusBarAppearanceUpdate()
    }
    let asked = log.events.compactMap(\.call).filter { $0.name == .prefersStatusBarHidden }
    #expect(asked.map(\.receiver) == ["vc.first", "vc.fullBleed"])
    #expect(asked.map(\.result) == [false, true])
  }
}
