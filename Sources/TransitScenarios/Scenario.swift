import TransitTrace
import TransitUIKit

/// A built-in scenario: UIKit-shaped code that sets up view controllers and transition objects,
/// and the steps a user takes, run in a `Simulator` to produce a log.
package struct Scenario: Sendable {
  /// The name `transit trace` takes, such as `card-zoom`.
  package let name: String
  /// One line on what happens.
  package let summary: String
  /// Where the system comes from, as a reader recognises it: the blog post or Apple guide it
  /// follows, the device logs and issues that show its order, the anchor of docs/lifecycle.md,
  /// or, for a deliberate misuse, the public sources that describe the mistake.
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

  /// Plays the scenario's steps on `device`, which may have played them before: the
  /// benchmark plays a scenario over and over in one simulator.
  @MainActor
  package func play(on device: Simulator) {
    play(device)
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
    TabBar.tabsIOS18,
    // Systems from blog posts: hyun99999's Today card, koggy's menu, hucet's slide animator
    // through each delegate.
    AppStoreToday.scenario,
    AppStoreMenu.scenario,
    SlideTransitions.present,
    SlideTransitions.push,
    SlideTransitions.tab,
    // Chained transitions: from a dismiss completion, from a push's coordinator, and a
    // presented stack dismissed from its root.
    Chains.dismissThenPresent,
    Chains.navPushThenPresent,
    Chains.dismissChain,
    // The styles of iOS 13 and 15: sheets with detents, a refused swipe, a popover on an
    // iPhone, a current-context presentation.
    ModernStyles.sheetDetents,
    ModernStyles.sheetDetentsDimmed,
    ModernStyles.sheetModalInPresentation,
    ModernStyles.popoverAdaptive,
    ModernStyles.currentContext,
    // The UIKit of the last ten years: an interruptible transition.
    InterruptibleCard.scenario,
    ChildContainment.scenario,
    // Everyday UIKit: the Cancel button, an alert, show(_:sender:), transition styles.
    Everyday.modalFormCancel,
    Everyday.alertAction,
    Everyday.aboutCrossDissolve,
    Everyday.transitionStyles,
    Everyday.splitCollapse,
    Everyday.splitTripleColumn,
    Everyday.navigationBarHiding,
    Everyday.searchResults,
    Everyday.pageCurl,
    PageSwipe.completed,
    PageSwipe.cancelled,
    // iOS 18's zoom, pushed and presented.
    FluidZoom.push,
    FluidZoom.present,
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
    ModernBugs.dimmingLeftBehind,
    // Who keeps what alive: a correct version, then the mistake, three times.
    LifetimeScenarios.delegateKept,
    LifetimeScenarios.delegateReleased,
    LifetimeScenarios.weakScreen,
    LifetimeScenarios.retainCycle,
    LifetimeScenarios.weakClosure,
    LifetimeScenarios.closureRetains,
  ]

  /// The scenario called `name`, if there is one.
  package static func named(_ name: String) -> Scenario? {
    all.first { $0.name == name }
  }

  /// Every name, in listing order.
  package static var names: [String] { all.map(\.name) }
}
