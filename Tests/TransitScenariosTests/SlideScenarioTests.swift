import Foundation
import Testing
import TransitScenarios
import TransitTrace

/// hucet's "iOS 사용성 최대로 올려보자! (Part4)": one slide animator vended through the transitioning delegate, the navigation
/// controller's delegate and the tab bar controller's delegate, as whole call histories against
/// docs/lifecycle.md#order-a, #order-e and #order-f.
@MainActor
@Suite("One slide animator through three delegates (hucet's Part 4)")
struct SlideScenarioTests {
  /// What the animator does with the context, the same whichever delegate vended it: it asks
  /// only for the view controllers and their frames, and moves a snapshot of the old screen.
  static func animatorCalls(_ animator: String, _ context: String) -> [String] {
    [
      "\(animator) → \(context) viewController(forKey:)",
      "\(animator) → \(context) viewController(forKey:)",
      "\(animator) → \(context) containerView",
      "\(animator) → \(context) initialFrame(for:)",
      "\(animator) → \(context) finalFrame(for:)",
      "\(animator) → uikit animate(withDuration:animations:completion:)",
    ]
  }

  static func completion(_ animator: String, _ context: String) -> [String] {
    [
      "uikit → \(animator) completion(_:)",
      "\(animator) → \(context) transitionWasCancelled",
      "\(animator) → \(context) completeTransition(_:)",
    ]
  }

  struct Vending: Sendable, CustomTestStringConvertible {
    let scenario: String
    let request: String
    var testDescription: String { scenario }
  }

  @Test(
    "the same animator class, vended by each delegate",
    arguments: [
      Vending(
        scenario: "slide-present",
        request: "uikit → vc.custom animationController(forPresented:presenting:source:)"),
      Vending(
        scenario: "slide-push",
        request: "uikit → vc.custom navigationController(_:animationControllerFor:from:to:)"),
      Vending(
        scenario: "slide-tab",
        request:
          "uikit → tab.customTabbar tabBarController(_:animationControllerForTransitionFrom:to:)"),
    ])
  func vending(_ vending: Vending) throws {
    let log = try ScenarioLog(vending.scenario)
    let request = try #require(
      log.events.compactMap(\.call).first { ScenarioLog.line($0) == vending.request })
    #expect(request.result == "animator.slideIn")
    #expect(log.className(of: "animator.slideIn") == "SlideInAnimator")
    // The snapshot stands in for the old screen while it slides, then goes.
    let snapshots = log.events.compactMap { event -> String? in
      guard case .view(let change) = event.body, change.viewClass == "_UIReplicantView" else {
        return nil
      }
      return "\(change.name) \(change.superview)"
    }
    #expect(snapshots.count >= 2)
    #expect(snapshots.first?.hasPrefix("addSubview(_:)") == true)
    #expect(snapshots.dropFirst().first?.hasPrefix("removeFromSuperview()") == true)
  }

  /// docs/lifecycle.md#order-a for a full-screen presentation with a delegate's animator, then UIKit's own
  /// dismissal, since the delegate does not implement `animationController(forDismissed:)`.
  @Test("slide-present: the presentation slides, the dismissal is UIKit's")
  func present() throws {
    let log = try ScenarioLog("slide-present")
    #expect(
      log.calls(inTransition: 1) == [
        "vc.custom → vc.custom present(_:animated:completion:)",
        "uikit → vc.custom.2 viewDidLoad()",
        "uikit → vc.custom animationController(forPresented:presenting:source:)",
        "uikit → animator.slideIn transitionDuration(using:)",
        "uikit → vc.custom viewWillDisappear(_:)",
        "uikit → vc.custom.2 viewWillAppear(_:)",
        "uikit → vc.custom.2 prefersStatusBarHidden",
        "uikit → animator.slideIn transitionDuration(using:)",
        "uikit → animator.slideIn animateTransition(using:)",
      ] + Self.animatorCalls("animator.slideIn", "ctx.1") + [
        "uikit → vc.custom.2 viewIsAppearing(_:)"
      ] + Self.completion("animator.slideIn", "ctx.1") + [
        "uikit → vc.custom.2 viewDidAppear(_:)",
        "uikit → vc.custom viewDidDisappear(_:)",
        "uikit → animator.slideIn animationEnded(_:)",
      ])
    #expect(
      log.calls(inTransition: 2) == [
        "vc.custom.2 → vc.custom.2 dismiss(animated:completion:)",
        "uikit → vc.custom.2 viewWillDisappear(_:)",
        "uikit → vc.custom viewWillAppear(_:)",
        "uikit → vc.custom prefersStatusBarHidden",
        "uikit → vc.custom viewIsAppearing(_:)",
        "uikit → vc.custom viewDidAppear(_:)",
        "uikit → vc.custom.2 viewDidDisappear(_:)",
      ])
  }

  /// docs/lifecycle.md#order-e: the animator and its duration inside the push, the rest at the navigation
  /// controller's layout pass; from's did-callback before to's.
  @Test("slide-push: push and pop through the navigation delegate, order (e)")
  func push() throws {
    let log = try ScenarioLog("slide-push")
    #expect(
      log.calls(inTransition: 1) == [
        "vc.custom → nav pushViewController(_:animated:)",
        "uikit → vc.custom navigationController(_:animationControllerFor:from:to:)",
        "uikit → animator.slideIn transitionDuration(using:)",
        "uikit → vc.custom.2 viewDidLoad()",
        "uikit → vc.custom viewWillDisappear(_:)",
        "uikit → vc.custom.2 viewWillAppear(_:)",
        "uikit → animator.slideIn animateTransition(using:)",
      ] + Self.animatorCalls("animator.slideIn", "ctx.1") + [
        "uikit → vc.custom.2 viewIsAppearing(_:)"
      ] + Self.completion("animator.slideIn", "ctx.1") + [
        "uikit → vc.custom viewDidDisappear(_:)",
        "uikit → vc.custom.2 viewDidAppear(_:)",
        "uikit → animator.slideIn animationEnded(_:)",
      ])
    #expect(
      log.calls(inTransition: 2) == [
        "uikit → nav popViewController(animated:)",
        "uikit → vc.custom navigationController(_:animationControllerFor:from:to:)",
        "uikit → animator.slideIn.2 transitionDuration(using:)",
        "uikit → vc.custom.2 viewWillDisappear(_:)",
        "uikit → vc.custom viewWillAppear(_:)",
        "uikit → animator.slideIn.2 animateTransition(using:)",
      ] + Self.animatorCalls("animator.slideIn.2", "ctx.2") + [
        "uikit → vc.custom viewIsAppearing(_:)"
      ] + Self.completion("animator.slideIn.2", "ctx.2") + [
        "uikit → vc.custom.2 viewDidDisappear(_:)",
        "uikit → vc.custom viewDidAppear(_:)",
        "uikit → animator.slideIn.2 animationEnded(_:)",
      ])
  }

  /// docs/lifecycle.md#order-f: a tap asks for the animator (no shouldSelect or didSelect: the delegate does
  /// not implement them); a delegate's animator ends the new tab first (UIKit 26.1's
  /// UITabBarController).
  @Test("slide-tab: two tab switches through the tab bar delegate, order (f)")
  func tab() throws {
    let log = try ScenarioLog("slide-tab")
    #expect(
      log.calls(inTransition: 1) == [
        "uikit → tab.customTabbar tabBarController(_:animationControllerForTransitionFrom:to:)",
        "uikit → vc.custom.2 viewDidLoad()",
        "uikit → vc.custom.2 viewWillAppear(_:)",
        "uikit → vc.custom viewWillDisappear(_:)",
        "uikit → animator.slideIn transitionDuration(using:)",
        "uikit → animator.slideIn animateTransition(using:)",
      ] + Self.animatorCalls("animator.slideIn", "ctx.1") + [
        "uikit → vc.custom.2 viewIsAppearing(_:)"
      ] + Self.completion("animator.slideIn", "ctx.1") + [
        "uikit → vc.custom.2 viewDidAppear(_:)",
        "uikit → vc.custom viewDidDisappear(_:)",
        "uikit → animator.slideIn animationEnded(_:)",
      ])
    #expect(
      log.calls(inTransition: 2) == [
        "uikit → tab.customTabbar tabBarController(_:animationControllerForTransitionFrom:to:)",
        "uikit → vc.custom viewWillAppear(_:)",
        "uikit → vc.custom.2 viewWillDisappear(_:)",
        "uikit → animator.slideIn.2 transitionDuration(using:)",
        "uikit → animator.slideIn.2 animateTransition(using:)",
      ] + Self.animatorCalls("animator.slideIn.2", "ctx.2") + [
        "uikit → vc.custom viewIsAppearing(_:)"
      ] + Self.completion("animator.slideIn.2", "ctx.2") + [
        "uikit → vc.custom viewDidAppear(_:)",
        "uikit → vc.custom.2 viewDidDisappear(_:)",
        "uikit → animator.slideIn.2 animationEnded(_:)",
      ])
  }
}
