import Foundation
import TransitTrace

/// A simulated iOS device running one scenario: a window, a virtual clock and run loop, and
/// UIKit's presentation machinery, appending every call to a log.
///
/// ```swift
/// let log = RecordBuffer()
/// try Simulator.run(scenario: "card-zoom", to: log) { device in
///   device.window.rootViewController = HomeViewController()
///   device.tap(home.cardView)
///   device.runUntilIdle()
/// }
/// ```
@preconcurrency @MainActor
public final class Simulator {
  /// The version written into every log header.
  public static let engineVersion = "transit 0.1.0"
  /// How long a transition may sit without `completeTransition(_:)` after the run loop went
  /// idle before the run ends with a `transition-stuck` warning.
  public static let stuckTimeout: TimeInterval = 10

  public let window: UIWindow
  /// The window of the app's own it made key and visible, which the touch events go to
  /// (`eventWindow`); held weakly, as UIKit's list of windows does not keep a window alive.
  weak var appWindow: UIWindow?
  /// The screen of an iPhone 15 (points).
  public let screenBounds: CGRect
  let runLoop = VirtualRunLoop()
  /// `UIView.areAnimationsEnabled`, for this run.
  var animationsEnabled = true
  let recorder: Recorder
  /// The log's geometry channel: what views look like, and how they move.
  let geometry: GeometryRecorder
  /// Which objects were freed, and which a completed transition should have freed.
  let lifetimes: Lifetimes

  private(set) var transitions: [Transition] = []
  private var nextTransitionID = 1
  /// The transition whose animator is being started; its first block animation takes the
  /// alongside animations, and a percent-driven one holds its animations.
  var startingTransition: Transition?
  var presentationControllers: [UIPresentationController] = []
  var usedViewIDs: Set<String> = []
  /// The sheet swipe that is dismissing a sheet, handed to the dismissal it starts.
  var pendingSheetInteraction: SheetSwipeInteraction?
  /// A size change asked for while a transition was in flight, applied once it has ended.
  var pendingSize: CGSize?
  /// The text field the app made first responder (`UITextField.becomeFirstResponder()`), which a
  /// `type:` step types into; held weakly, as the window's first responder is not kept alive.
  weak var firstResponder: UIResponder?
  var viewCounter = 0
  /// The settings made on appearance proxies (`UIAppearance.swift`).
  let appearance = AppearanceRegistry()
  /// Decides which gesture recognizers a finger sequence makes recognize.
  lazy var gestureArbiter: GestureArbiter = {
    let arbiter = GestureArbiter()
    arbiter.simulator = self
    return arbiter
  }()

  /// Creates a simulator that appends to `sink`, starting with the log header.
  ///
  /// With `tracksLifetimes`, the log records each object freed and each object a completed
  /// transition should have freed and did not (docs/lifecycle.md#facts-lifetime).
  public init(
    scenario: String, sink: RecordSink, screenSize: CGSize = CGSize(width: 393, height: 852),
    tracksLifetimes: Bool = true
  ) {
    screenBounds = CGRect(origin: .zero, size: screenSize)
    window = UIWindow(frame: screenBounds)
    let runLoop = self.runLoop
    recorder = Recorder(sink: sink) { runLoop.now }
    lifetimes = Lifetimes(recorder: recorder, isTracking: tracksLifetimes)
    window.traceID = "window"
    usedViewIDs.insert("window")
    recorder.begin(LogHeader(scenario: scenario, engine: Self.engineVersion))
    geometry = GeometryRecorder(recorder: recorder) { runLoop.now }
    geometry.join(window, id: "window")
    runLoop.endOfTurn = { [unowned self] in endTurn() }
    lifetimes.addRoot(self)
  }

  /// Runs `body` in a new simulator writing to `sink`, then lets the run settle and reports any
  /// error the sink raised.
  public static func run(
    scenario: String, to sink: RecordSink, tracksLifetimes: Bool = true,
    _ body: (Simulator) throws -> Void
  ) throws {
    let simulator = Simulator(scenario: scenario, sink: sink, tracksLifetimes: tracksLifetimes)
    try simulator.run(body)
  }

  /// Runs `body` with this simulator as the device UIKit code talks to, then settles the run:
  /// the run loop runs until it is idle, and what should have been freed by then is judged.
  public func run(_ body: (Simulator) throws -> Void) throws {
    try EngineContext.$current.withValue(self) {
      try body(self)
      runUntilIdle()
      lifetimes.finishRun()
    }
    recorder.flushGeometry()
    if let error = recorder.writeError { throw error }
  }

  /// Adds an object whose stored properties hold what the app keeps on purpose, as an app
  /// delegate's do: what it reaches is never reported as kept alive by mistake, and the
  /// simulator keeps it for the run. The window, its view controllers and what they hold are
  /// such roots already.
  public func keepsAlive(_ root: AnyObject) {
    lifetimes.addRoot(root)
  }

  /// The current virtual time.
  public var now: VirtualTime { runLoop.now }

  /// Whether the run has ended early, after a transition got stuck.
  public var isHalted: Bool { recorder.isHalted }

  /// Chooses the id (and optionally the role) the log uses for `object`, instead of the one
  /// derived from its class name. Call it before the object first takes part.
  public func identify(_ object: AnyObject, as id: String, role: ParticipantRole? = nil) {
    recorder.participants.choose(id, role: role, for: object)
  }

  // MARK: Time

  /// Runs the run loop until nothing is scheduled but the firings of repeating timers, which a
  /// run loop sleeps between. A transition still in flight then is stuck: the run waits
  /// `stuckTimeout` seconds of virtual time (the repeating timers firing meanwhile, as they may
  /// complete it), records a warning and ends.
  public func runUntilIdle() {
    finishScriptTurn()
    var quietSince: VirtualTime?
    while !isHalted, let next = runLoop.nextTime {
      if runLoop.keepsAwake {
        quietSince = nil
      } else {
        let since = quietSince ?? runLoop.now
        quietSince = since
        guard transitions.contains(where: { !$0.hasCompleted }), next <= since + Self.stuckTimeout
        else { break }
      }
      runLoop.runNextTimer()
    }
    guard !isHalted, let stuck = transitions.first(where: { !$0.hasCompleted }) else { return }
    runLoop.advance(to: (quietSince ?? runLoop.now) + Self.stuckTimeout)
    // The warning sits on the lifeline of whoever owed the call.
    let culprit: AnyObject =
      stuck.isSystemAnimator ? stuck.context : (stuck.interactor ?? stuck.animator) ?? stuck.context
    warn(
      about: culprit, code: "transition-stuck",
      transition: stuck.id,
      "\(stuck.summary.prefix(1).uppercased() + stuck.summary.dropFirst()) is still in flight "
        + "\(JSONNumber.format(Self.stuckTimeout)) s after the run loop went idle: "
        + "completeTransition(_:) was never called. UIKit waits for it forever: touches are "
        + "ignored and no did-end hook, did-appearance callback, completion or "
        + "animationEnded(_:) follows (docs/lifecycle.md#fact-complete-transition-required). "
        + "The run ends here.")
    recorder.flushGeometry()
    recorder.isHalted = true
    runLoop.cancelAll()
  }

  /// Lets `seconds` of virtual time pass, running whatever is due.
  public func wait(_ seconds: TimeInterval) {
    guard !isHalted else { return }
    finishScriptTurn()
    runLoop.run(until: runLoop.now + seconds)
  }

  /// Ends the turn the script's own code ran in. On a device app code always runs inside a
  /// run-loop turn, and the layout pass at its end picks up what it marked, such as a
  /// `reloadData()` or a `setNeedsLayout()`.
  func finishScriptTurn() {
    guard !isHalted else { return }
    layoutPass()
    lifetimes.endScriptTurn()
  }

  /// The end of a run-loop turn: the layout pass, as Core Animation's commit lays out, then the
  /// objects freed in the turn.
  func endTurn() {
    layoutPass()
    lifetimes.endTurn()
  }

  // MARK: Transitions

  func newTransitionID() -> Int {
    defer { nextTransitionID += 1 }
    return nextTransitionID
  }

  func transitionDidBegin(_ transition: Transition) {
    transitions.append(transition)
  }

  func transitionDidEnd(_ transition: Transition) {
    transitions.removeAll { $0 === transition }
    applyPendingResizeIfIdle()
  }

  /// The coordinator of the transition `viewController` (or its container) takes part in,
  /// while the transition offers one (`Transition.isCoordinatorAvailable`).
  func transitionCoordinator(for viewController: UIViewController)
    -> (any UIViewControllerTransitionCoordinator)?
  {
    var candidate: UIViewController? = viewController
    while let current = candidate {
      if let transition = transitions.first(where: {
        $0.isCoordinatorAvailable && $0.involves(current)
      }) {
        return transition.coordinator
      }
      candidate = current.parent
    }
    return nil
  }

  func isBeingPresented(_ viewController: UIViewController) -> Bool {
    transitions.contains { $0.kind == .present && $0.toViewController === viewController }
  }

  func isBeingDismissed(_ viewController: UIViewController) -> Bool {
    transitions.contains { $0.kind == .dismiss && $0.fromViewController === viewController }
  }

  /// Runs `body` as `object`'s own code (the caller of what it does is `object`), inside the
  /// call or gesture under way: how an action runs on the target a control, a bar button item
  /// or a segue sends it to.
  func asCode<Result>(of object: AnyObject, _ body: () -> Result) -> Result {
    recorder.inside(
      seq: recorder.currentCause, participant: participantID(object), transition: nil, body)
  }

  /// Runs `body` as UIKit's own code (the caller of what it does is `uikit`), filed under
  /// `transition`.
  func asUIKit(transition: Int?, _ body: () -> Void) {
    recorder.inside(
      seq: recorder.currentCause, participant: ParticipantRegistry.uikitID,
      transition: transition ?? recorder.currentTransition, body)
  }

  // MARK: Launch

  /// Installs a new root view controller in the window, as an app does at launch: the view
  /// loads, `viewWillAppear(_:)`, the view enters the window, `viewIsAppearing(_:)` at the
  /// layout pass and `viewDidAppear(_:)` on the next turn (the Vast, readke.com and pgzxc
  /// device logs).
  func install(rootViewController: UIViewController?, replacing old: UIViewController?) {
    asUIKit(transition: nil) {
      if let old {
        old.beginAppearance(false, animated: false, caller: ParticipantRegistry.uikitID)
        old.viewIfLoaded?.removeFromSuperview()
        old.endAppearance(caller: ParticipantRegistry.uikitID)
      }
      guard let root = rootViewController else { return }
      let view = root.view!
      root.beginAppearance(true, animated: false, caller: ParticipantRegistry.uikitID)
      view.frame = window.bounds
      window.addSubview(view)
    }
    guard let root = rootViewController else { return }
    runLoop.schedule(after: 0) { [unowned self] in
      // The window is laid out before the appearance ends, also when the root was installed
      // outside a run-loop turn, so every view controller on screen (a container's children
      // too) gets viewIsAppearing(_:) before any viewDidAppear(_:) (Apple's viewIsAppearing(_:)
      // page).
      layoutPass()
      asUIKit(transition: nil) { root.endAppearance(caller: ParticipantRegistry.uikitID) }
    }
  }
}
