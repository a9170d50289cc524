import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// Interruptible transitions: when UIKit asks for `interruptibleAnimator(using:)`, and how a
/// `UIPercentDrivenInteractiveTransition` drives the property animator it gets (UIKit 18.2's
/// `_UIViewControllerTransitioningRunCustomTransitionWithRequest` and
/// `UIPercentDrivenInteractiveTransition`).
@MainActor
@Suite("Interruptible transitions")
struct InterruptibleTransitionTests {
  /// Presents with `delegate`, then runs `steps`, and returns the run.
  static func present(
    _ delegate: InterruptibleTestDelegate,
    then steps: (Run, UIViewController) -> Void = {
      _, _ in
    }
  ) throws -> Run {
    try Run.start { run in
      let presented = InteractionWatchingViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      run.root.present(presented, animated: true)
      steps(run, presented)
      run.device.runUntilIdle()
    }
  }

  /// The calls of transition 1 from the animator's start on.
  static func fromStart(_ run: Run) -> [String] {
    let calls = run.calls(inTransition: 1)
    let start =
      calls.firstIndex {
        $0.hasSuffix("animateTransition(using:)") || $0.hasSuffix("startInteractiveTransition(_:)")
      } ?? 0
    return Array(calls[start...])
  }

  @Test("without an interaction controller, UIKit asks for it after animateTransition(using:)")
  func nonInteractive() throws {
    let run = try Self.present(InterruptibleTestDelegate())
    #expect(
      Self.fromStart(run) == [
        "uikit → animator.interruptibleTest animateTransition(using:)",
        "animator.interruptibleTest → ctx.1 view(forKey:)",
        "animator.interruptibleTest → ctx.1 containerView",
        "animator.interruptibleTest → propertyAnimator addCompletion(_:)",
        "animator.interruptibleTest → propertyAnimator startAnimation()",
        "uikit → animator.interruptibleTest interruptibleAnimator(using:)",
        "uikit → pc containerViewWillLayoutSubviews()",
        "uikit → pc containerViewDidLayoutSubviews()",
        "uikit → vc.interactionWatching viewIsAppearing(_:)",
        "propertyAnimator → animator.interruptibleTest completion(_:)",
        "animator.interruptibleTest → ctx.1 completeTransition(_:)",
        "uikit → pc presentationTransitionDidEnd(_:)",
        "uikit → vc.interactionWatching viewDidAppear(_:)",
        "uikit → animator.interruptibleTest animationEnded(_:)",
      ])
    #expect(Self.interruptibleResults(run) == ["propertyAnimator"])
  }

  /// How the interaction ends and how the property animator plays the rest.
  enum Timing: String, CaseIterable, CustomStringConvertible, Sendable {
    /// No timing curve, completion speed 1: `startAnimation()` at the animator's own pace.
    case own
    /// A timing curve: `continueAnimation` for what is left of the duration.
    case curve
    /// Completion speed 2: `continueAnimation` for half of what is left.
    case speed

    var description: String { rawValue }
  }

  nonisolated static let cases: [(startsInteractively: Bool, finishes: Bool, timing: Timing)] =
    [true, false].flatMap { starts in
      [true, false].flatMap { finishes in Timing.allCases.map { (starts, finishes, $0) } }
    }

  @Test(
    "a percent-driven interaction drives the property animator, and UIKit asks for it twice",
    arguments: cases)
  func percentDriven(startsInteractively: Bool, finishes: Bool, timing: Timing) throws {
    let delegate = InterruptibleTestDelegate()
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.wantsInteractiveStart = startsInteractively
    delegate.presentationInteraction = interaction
    let run = try Self.present(delegate) { run, _ in
      run.device.wait(0.1)
      // A transition running on its own is caught by a finger first.
      if !startsInteractively { interaction.pause() }
      interaction.update(0.3)
      switch timing {
      case .own: break
      case .curve: interaction.timingCurve = UISpringTimingParameters(dampingRatio: 0.8)
      case .speed: interaction.completionSpeed = 2
      }
      finishes ? interaction.finish() : interaction.cancel()
    }
    let percent = "interactor.percentDriven"
    let property = "propertyAnimator"
    let watcher = "vc.interactionWatching"
    let grab =
      startsInteractively
      ? []
      : [
        "app → \(percent) pause()", "\(percent) → \(property) pauseAnimation()",
        "\(percent) → \(property) isReversed", "\(percent) → ctx.1 pauseInteractiveTransition()",
        "coordinator.1 → \(watcher) handler(_:)",
      ]
    let resume =
      timing == .own
      ? "\(percent) → \(property) startAnimation()"
      : "\(percent) → \(property) continueAnimation(withTimingParameters:durationFactor:)"
    let end =
      finishes
      ? ["uikit → \(watcher) viewDidAppear(_:)"]
      : ["uikit → \(watcher) viewWillDisappear(_:)", "uikit → \(watcher) viewDidDisappear(_:)"]
    let expected =
      [
        "uikit → \(percent) startInteractiveTransition(_:)",
        "\(percent) → animator.interruptibleTest transitionDuration(using:)",
        "\(percent) → animator.interruptibleTest interruptibleAnimator(using:)",
        "animator.interruptibleTest → ctx.1 view(forKey:)",
        "animator.interruptibleTest → ctx.1 containerView",
        "animator.interruptibleTest → \(property) addCompletion(_:)",
        startsInteractively
          ? "\(percent) → \(property) pauseAnimation()"
          : "\(percent) → \(property) startAnimation()",
        "uikit → animator.interruptibleTest interruptibleAnimator(using:)",
        "uikit → pc containerViewWillLayoutSubviews()",
        "uikit → pc containerViewDidLayoutSubviews()",
        "uikit → \(watcher) viewIsAppearing(_:)",
      ] + grab + [
        "app → \(percent) update(_:)", "\(percent) → \(property) fractionComplete",
        "\(percent) → ctx.1 updateInteractiveTransition(_:)",
        "app → \(percent) \(finishes ? "finish()" : "cancel()")",
        "\(percent) → \(property) isReversed", resume,
        "\(percent) → ctx.1 \(finishes ? "finish" : "cancel")InteractiveTransition()",
        "uikit → \(percent) completionSpeed", "coordinator.1 → \(watcher) handler(_:)",
        "\(property) → animator.interruptibleTest completion(_:)",
        "animator.interruptibleTest → ctx.1 completeTransition(_:)",
        "uikit → pc presentationTransitionDidEnd(_:)",
      ] + end + ["uikit → animator.interruptibleTest animationEnded(_:)"]
    #expect(Self.fromStart(run) == expected)
    #expect(!run.calls(inTransition: 1).contains { $0.hasSuffix("animateTransition(using:)") })
    #expect(Self.interruptibleResults(run) == [property, property])
    // What is left of 0.4 s from 30 %, halved at completion speed 2.
    let left = (finishes ? 0.7 : 0.3) * 0.4 / (timing == .speed ? 2 : 1)
    let completed = run.events.first { $0.call?.name == .completeTransition }
    #expect(completed?.time == VirtualTime(seconds: 0.1 + left))
    #expect(completed?.call?.args["didComplete"] == .bool(finishes))
  }

  @Test("pauseInteractiveTransition() is ignored by a transition that is not interruptible")
  func pauseNeedsInterruptible() throws {
    let delegate = TestTransitioningDelegate()
    let run = try Run.start { run in
      let presented = InteractionWatchingViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      run.root.present(presented, animated: true)
      run.device.wait(0.1)
      let context = delegate.presentAnimator.context
      context?.pauseInteractiveTransition()
      #expect(context?.isInteractive == false)
      run.device.runUntilIdle()
    }
    #expect(!run.calls(inTransition: 1).contains { $0.hasSuffix("handler(_:)") })
  }

  /// What each `interruptibleAnimator(using:)` returned, in order.
  static func interruptibleResults(_ run: Run) -> [String] {
    run.events.compactMap { event in
      guard let call = event.call, call.name == .interruptibleAnimator else { return nil }
      return call.result?.stringValue
    }
  }
}

/// A presented view controller that registers an interaction handler as it appears, as screens
/// that follow a grab do.
@MainActor
final class InteractionWatchingViewController: UIViewController {
  override func viewWillAppear(_ animated: Bool) {
    transitionCoordinator?.notifyWhenInteractionChanges { _ in }
  }
}

extension InterruptibleTransitionTests {
  @Test("an animator that makes a new property animator on every call hands UIKit two objects")
  func newAnimatorEachCall() throws {
    let delegate = InterruptibleTestDelegate()
    delegate.presentAnimator.makesNewAnimatorEachCall = true
    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.presentationInteraction = interaction
    let run = try Self.present(delegate) { run, _ in
      run.device.wait(0.1)
      interaction.update(0.5)
      interaction.finish()
    }
    // The interaction drives the first; the second, which UIKit keeps, never starts.
    #expect(Self.interruptibleResults(run) == ["propertyAnimator", "propertyAnimator.2"])
    #expect(run.events.filter { $0.call?.name == .completeTransition }.count == 1)
  }
}
