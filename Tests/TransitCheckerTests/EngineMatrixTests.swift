import Testing
import TransitChecker
import TransitTrace

/// The engine and the checker hold each other to docs/lifecycle.md: every presentation style, with and
/// without a transitioning delegate, animated or not, dismissed plainly or interactively
/// (finished or cancelled), gives a log that breaks no rule. With UIKit's own animators in the
/// log, every transition is judged on its `completeTransition(_:)`.
@MainActor
@Suite("The engine's logs conform across the matrix")
struct EngineMatrixTests {
  @Test("the run's log conforms", arguments: MatrixConfiguration.all)
  func conforms(configuration: MatrixConfiguration) throws {
    let log = try configuration.run()
    let report = try Checker().check(text: log.text, path: "\(configuration).jsonl")
    #expect(report.violations.map(\.rule.id) == [], "\(report.violations.map(\.message))")
    #expect(report.transitions == 2)
    // The rules the configuration is about were put to the test, not skipped.
    let removes =
      [.fullScreen, .currentContext].contains(configuration.style)
      || (configuration.style == .custom && configuration.removesPresenter)
    if removes {
      #expect(report.timesJudged("present.presenter-disappears-when-removed") == 1)
    } else {
      #expect(report.timesJudged("modal.presenter-silent-unless-removed") == 2)
    }
    // Not animated, UIKit asks the delegate for no animator and runs its own, which has no
    // animationEnded(_:) and no interaction (docs/lifecycle.md#fact-animator-only-when-animated).
    let usesDelegate = configuration.delegate && configuration.animated
    let cancelled = configuration.dismissal == .interactiveCancelled && usesDelegate
    #expect(report.timesJudged("dismiss.cancelled-presented-reappears") == (cancelled ? 1 : 0))
    #expect(report.timesJudged("transition.complete-transition-called") == 2)
    if usesDelegate {
      #expect(report.timesJudged("transition.animation-ended-follows-complete") == 2)
    }
    if configuration.dismissal != .plain && usesDelegate {
      #expect(report.timesJudged("modal.interactive-starts-with-interactor") == 1)
    }
  }
}
