import Testing
import TransitChecker
import TransitTrace

/// The engine and the checker hold each other to docs/lifecycle.md: every presentation style, with and
/// without a transitioning delegate, animated or not, dismissed plainly or interactively
/// (finished or cancelled), gives a log that breaks no rule.
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
    let cancelled = configuration.dismissal == .interactiveCancelled
    #expect(report.timesJudged("dismiss.cancelled-presented-reappears") == (cancelled ? 1 : 0))
    if configuration.delegate {
      #expect(report.timesJudged("transition.complete-transition-called") == 2)
      #expect(report.timesJudged("transition.animation-ended-follows-complete") == 2)
    }
    if configuration.dismissal != .plain {
      #expect(report.timesJudged("modal.interactive-starts-with-interactor") == 1)
    }
  }
}
