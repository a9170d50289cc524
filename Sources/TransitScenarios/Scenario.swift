import TransitTrace
import TransitUIKit

/// A built-in scenario: UIKit-shaped code that sets up view controllers and transition objects,
/// and the steps a user takes, run in a `Simulator` to produce a log.
package struct Scenario: Sendable {
  /// The name `transit trace` takes, such as `card-zoom`.
  package let name: String
  /// One line on what happens.
  package let summary: String
  /// Where the system comes from: a seed document, FACTS.md, or a deliberate misuse.
  package let source: String
  private let play: @MainActor @Sendable (Simulator) -> Void

  package init(
    name: String, summary: String, source: String,
    play: @escaping @MainActor @Sendable (Simulator) -> Void
  ) {
    self.name = name
    self.summary = summary
    self.source = source
    self.play = play
  }

  /// Runs the scenario in a new simulator, appending its log to `sink`.
  @MainActor
  package func trace(to sink: RecordSink) throws {
    try Simulator.run(scenario: name, to: sink, play)
  }

  /// Runs the scenario and returns its records.
  @MainActor
  package func records() throws -> [Record] {
    let buffer = RecordBuffer()
    try trace(to: buffer)
    return buffer.records
  }
}

/// The scenarios that ship with Transit.
package enum BuiltInScenarios {
  package static let all: [Scenario] = [
    CardZoom.scenario,
    CardZoom.releasedEarly,
    DimmingSheet.scenario,
    DimmingSheet.cancelled,
    DefaultStyles.fullScreen,
    DefaultStyles.pageSheet,
    DefaultStyles.pageSheetSwipeCancelled,
    // Containers: UINavigationController and UITabBarController with their delegates.
    Navigation.pushPop,
    Navigation.pushPopCustom,
    Navigation.popInteractiveCancelled,
    TabBar.switchDefault,
    TabBar.switchCustom,
    TabBar.switchInteractiveCancelled,
    // The seeds' systems: seed 001's Today card, seed 002's menu, seed 003's slide animator
    // through each delegate.
    AppStoreToday.scenario,
    AppStoreMenu.scenario,
    SlideTransitions.present,
    SlideTransitions.push,
    SlideTransitions.tab,
    // The UIKit of the last ten years: an interruptible transition.
    InterruptibleCard.scenario,
    ChildContainment.scenario,
    PageSwipe.completed,
    PageSwipe.cancelled,
    // The checker's scenarios: a correct variant, then each misuse users file.
    SheetBugs.forwarding,
    ZoomBugs.missingCompleteTransition,
    ZoomBugs.completeTransitionTwice,
    SheetBugs.completeTrueAfterCancel,
    SheetBugs.viewsRemovedInWillBegin,
    SheetBugs.toViewNotAdded,
    SheetBugs.unbalancedAppearance,
    SheetBugs.doubleAppearanceForwarding,
    ZoomBugs.presentDuringTransition,
    ModernBugs.newInterruptibleAnimator,
    ModernBugs.childWithoutDidMove,
  ]

  /// The scenario called `name`, if there is one.
  package static func named(_ name: String) -> Scenario? {
    all.first { $0.name == name }
  }

  /// Every name, in listing order.
  package static var names: [String] { all.map(\.name) }
}
