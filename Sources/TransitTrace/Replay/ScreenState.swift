/// What the screen looked like after some prefix of a log: who presents whom, each view
/// controller's appearance, the view hierarchy, the transitions and the latest diagnostics.
///
/// A value folded by `Replay`. Its storage is copy-on-write, so keeping a snapshot per event is
/// cheap, and every list in it is ordered by the log, never by a dictionary's hash order, so two
/// replays of one log give equal states with equal descriptions.
public struct ScreenState: Sendable, Hashable {
  /// How many warnings, and how many notes, a state keeps.
  public static let recentDiagnosticLimit = 5

  /// The log's header, if one was applied.
  public internal(set) var header: LogHeader?
  /// The `seq` of the last event applied; 0 before the first.
  public internal(set) var seq = 0
  /// The virtual time of the last event applied.
  public internal(set) var time = VirtualTime.zero
  /// The declared participants, in declaration order.
  public internal(set) var participants: [Participant] = []
  /// Who presents whom.
  public internal(set) var presentations = PresentationChain()
  /// Every view controller an appearance callback reached, in the order of its first one.
  public internal(set) var appearances: [ViewControllerAppearance] = []
  /// The view hierarchy.
  public internal(set) var viewTree = ViewTree()
  /// Every transition the log has named, in the order of its first record.
  public internal(set) var transitions: [ReplayedTransition] = []
  /// The last `recentDiagnosticLimit` warnings, oldest first.
  public internal(set) var recentWarnings: [LoggedDiagnostic] = []
  /// The last `recentDiagnosticLimit` notes, oldest first.
  public internal(set) var recentNotes: [LoggedDiagnostic] = []
  /// The latest touch, which a gesture-driven transition follows.
  public internal(set) var lastGesture: LoggedGesture?
  /// The last `recentDiagnosticLimit` objects a completed transition removed that the log
  /// shows still alive a turn later, oldest first.
  public internal(set) var recentRetentions: [LoggedRetention] = []
  /// What in the log could not be folded consistently, in log order, such as
  /// `seq 7: removeFromSuperview() of dimmingView: it has no superview, not container.1`.
  public internal(set) var anomalies: [String] = []

  var participantIndex: [String: Int] = [:]
  var appearanceIndex: [String: Int] = [:]
  var transitionIndex: [Int: Int] = [:]
  /// The positions in `transitions` of those in flight, in log order, and of those that ended,
  /// in the order they ended; and every container view a transition named. Kept as the log is
  /// folded, so that a reader asking about them at every step does not look at every
  /// transition each time.
  var inFlightPositions: [Int] = []
  var endedPositions: [Int] = []
  /// The container views any transition named.
  public internal(set) var containers: Set<String> = []
  /// Ids already reported as used before their declaration, so each is reported once.
  var reportedUndeclared: Set<String> = []
  /// The release record of each participant the log shows freed, by id; looked up, never
  /// iterated, so its order does not matter.
  var releases: [String: LoggedRelease] = [:]

  public init() {}

  // MARK: Participants

  /// The declared participant with this id.
  public func participant(_ id: String) -> Participant? {
    participantIndex[id].map { participants[$0] }
  }

  // MARK: Lifetimes

  /// The release record of `id`, if the log shows it freed by now.
  public func release(of id: String) -> LoggedRelease? { releases[id] }

  /// Whether the log shows `id` freed by now. A log without release records shows nothing
  /// freed: every participant reads as alive.
  public func isReleased(_ id: String) -> Bool { releases[id] != nil }

  /// The participants the log shows freed by now, in the order they were declared.
  public var releasedParticipants: [LoggedRelease] {
    guard !releases.isEmpty else { return [] }
    return participants.compactMap { releases[$0.id] }
  }

  // MARK: Presentation

  /// The view controller `viewController` presents: UIKit's `presentedViewController`.
  public func presentedViewController(of viewController: String) -> String? {
    presentations.presentedViewController(of: viewController)
  }

  /// The view controller presenting `viewController`: UIKit's `presentingViewController`.
  public func presentingViewController(of viewController: String) -> String? {
    presentations.presentingViewController(of: viewController)
  }

  /// The presentation chain from each root: `[["vc.home", "vc.detail"]]`.
  public var presentationChains: [[String]] { presentations.chains }

  // MARK: Appearance

  /// The appearance state of `viewController`; `disappeared` if no callback reached it yet.
  public func appearance(of viewController: String) -> AppearanceState {
    appearanceRecord(of: viewController).state
  }

  /// How many times each appearance callback reached `viewController`.
  public func appearanceCounts(of viewController: String) -> AppearanceCounts {
    appearanceRecord(of: viewController).counts
  }

  /// State and counts of `viewController`, fresh if no callback reached it yet.
  public func appearanceRecord(of viewController: String) -> ViewControllerAppearance {
    appearanceIndex[viewController].map { appearances[$0] }
      ?? ViewControllerAppearance(viewController: viewController)
  }

  // MARK: Views

  /// The subviews of the view `id`, back to front.
  public func subviews(of id: String) -> [String] { viewTree.subviews(of: id) }

  /// The superview of the view `id`.
  public func superview(of id: String) -> String? { viewTree.superview(of: id) }

  /// The subviews, back to front, of the container view the transition recorded when it began;
  /// empty before it began.
  public func containerSubviews(ofTransition id: Int) -> [String] {
    transition(id)?.container.map(subviews(of:)) ?? []
  }

  /// The view hierarchy as indented text (see `ViewTree.rendered()`).
  public var renderedViewTree: String { viewTree.rendered() }

  // MARK: Transitions

  /// The transition with this id.
  public func transition(_ id: Int) -> ReplayedTransition? {
    transitionIndex[id].map { transitions[$0] }
  }

  /// Transitions requested and not ended yet, oldest first.
  public var inFlight: [ReplayedTransition] { inFlightPositions.map { transitions[$0] } }

  /// How many transitions are in flight.
  public var inFlightCount: Int { inFlightPositions.count }

  /// The first `count` transitions in flight, or the last, in log order.
  public func inFlight(first count: Int) -> [ReplayedTransition] {
    inFlightPositions.prefix(count).map { transitions[$0] }
  }

  public func inFlight(last count: Int) -> [ReplayedTransition] {
    inFlightPositions.suffix(count).map { transitions[$0] }
  }

  /// Where the transition with this id is in `transitions`.
  public func position(ofTransition id: Int) -> Int? { transitionIndex[id] }

  /// The last `count` transitions to end, in log order.
  public func latestEnded(_ count: Int) -> [ReplayedTransition] {
    endedPositions.suffix(count).sorted().map { transitions[$0] }
  }
}

/// A warning or note as the log placed it.
public struct LoggedDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The `seq` of its record.
  public var seq: Int
  public var diagnostic: Diagnostic

  public init(seq: Int, diagnostic: Diagnostic) {
    self.seq = seq
    self.diagnostic = diagnostic
  }

  /// `seq 9 vc.detail present-while-transitioning: message`.
  public var description: String {
    "seq \(seq) \(diagnostic.participant) \(diagnostic.code): \(diagnostic.message)"
  }
}

/// A release as the log placed it.
public struct LoggedRelease: Sendable, Hashable, CustomStringConvertible {
  /// The `seq` of its record.
  public var seq: Int
  public var release: Release

  public init(seq: Int, release: Release) {
    self.seq = seq
    self.release = release
  }

  /// `vc.detail released at seq 57 by vc.home`.
  public var description: String {
    "\(release.participant) released at seq \(seq)" + (release.by.map { " by \($0)" } ?? "")
  }
}

/// An object the log shows still alive after the transition that should have freed it.
public struct LoggedRetention: Sendable, Hashable, CustomStringConvertible {
  /// The `seq` of its record.
  public var seq: Int
  /// The transition that should have freed it.
  public var transition: Int?
  public var retention: Retention

  public init(seq: Int, transition: Int?, retention: Retention) {
    self.seq = seq
    self.transition = transition
    self.retention = retention
  }

  /// `vc.detail still alive at seq 60 after transition 2, held by DetailViewController.swipe → …`.
  public var description: String {
    "\(retention.participant) still alive at seq \(seq)"
      + (transition.map { " after transition \($0)" } ?? "")
      + (retention.path.map { ", held by \($0)" } ?? "")
  }
}

/// A touch as the log placed it.
public struct LoggedGesture: Sendable, Hashable {
  /// The `seq` of its record.
  public var seq: Int
  public var gesture: Gesture

  public init(seq: Int, gesture: Gesture) {
    self.seq = seq
    self.gesture = gesture
  }
}
