import Foundation
import TransitTrace

/// One transition in flight: a presentation, a dismissal, and later a push, a pop or a tab
/// change. Holds what UIKit's private transition context holds, and the stage each transition
/// kind shares: the alongside blocks, the interaction, completion and the end.
///
/// Subclasses supply what differs by kind: the views for each key, the frames, and what runs
/// inside `completeTransition(_:)` before the coordinator's completions.
@preconcurrency @MainActor
class Transition {
  unowned let simulator: Simulator
  let id: Int
  let kind: TransitionKind
  let fromViewController: UIViewController
  let toViewController: UIViewController
  /// Whether the transition animates; a tab switch learns it only when its delegate vends (or
  /// does not vend) an animator.
  var isAnimated: Bool

  var animator: (any UIViewControllerAnimatedTransitioning)?
  /// UIKit's own animator, used when the delegate vends none; its calls are not logged.
  var isSystemAnimator = false
  var interactor: (any UIViewControllerInteractiveTransitioning)?
  /// UIKit's own interaction (a page view controller's swipe); its calls are not logged.
  var isSystemInteractor = false
  var containerView = UIView()

  // The context and coordinator own their transition, because user code may keep them past its
  // end (a second completeTransition comes after it). UIKit holds them while the transition
  // runs and lets go when it ends (UIKit 26.1's presentation controller drops its context in
  // the context's completion handler, after animationEnded(_:)), so the transition holds them
  // strongly until `end()` and weakly after: then they live as long as user code keeps them.
  private weak var contextStorage: TransitionContext?
  private weak var coordinatorStorage: TransitionCoordinator?
  private var heldContext: TransitionContext?
  private var heldCoordinator: TransitionCoordinator?
  var context: TransitionContext { contextStorage! }
  var coordinator: TransitionCoordinator { coordinatorStorage! }

  /// The last state recorded.
  private(set) var state = TransitionState.requested
  /// Whether the transition began interactively (`wantsInteractiveStart`, default true).
  var initiallyInteractive = false
  var isInteractive = false
  var transitionWasCancelled = false
  var percentComplete: CGFloat = 0
  /// The context's duration: the animator's answer to its second `transitionDuration(using:)`.
  var duration: TimeInterval = 0
  var completionSpeed: CGFloat = 1
  /// `completeTransition(_:)` was accepted; later calls are ignored.
  var hasCompleted = false
  var hasEnded = false
  /// What `completeTransition(_:)` was passed.
  var hasCompletedTrue = false
  /// The animator's start call (`animateTransition` or `startInteractiveTransition`) has run.
  var hasStarted = false
  /// The animator vended an interruptible animator when UIKit asked, after the start call
  /// (`Transition+Interruptible.swift`): the context can be paused.
  var isInterruptible = false
  var interruptibleAnimator: (any UIViewImplicitlyAnimating)?

  /// Set by `UIPercentDrivenInteractiveTransition`: block animations started by the animator
  /// wait for `finish()` or `cancel()` instead of running on their own.
  var isDrivenByPercent = false
  var drivenAnimations: [DrivenAnimation] = []
  /// The animations a percent-driven interaction holds, as the geometry channel records them
  /// (`Transition+Geometry.swift`).
  var heldAnimations: [RecordedAnimation] = []

  var alongsideStarted = false
  var alongsideAnimations: [RegisteredBlock] = []
  var alongsideCompletions: [RegisteredBlock] = []
  var interactionHandlers: [RegisteredBlock] = []

  /// A closure handed to the coordinator, with who handed it over and in which call.
  struct RegisteredBlock {
    let owner: String
    let registration: Int?
    let body: (any UIViewControllerTransitionCoordinatorContext) -> Void
  }

  /// A block animation held by a percent-driven interaction.
  struct DrivenAnimation {
    let delay: TimeInterval
    let duration: TimeInterval
    let fire: (Bool) -> Void
  }

  init(
    simulator: Simulator, id: Int, kind: TransitionKind, from: UIViewController,
    to: UIViewController, animated: Bool
  ) {
    self.simulator = simulator
    self.id = id
    self.kind = kind
    fromViewController = from
    toViewController = to
    isAnimated = animated
    let context = TransitionContext(transition: self)
    let coordinator = TransitionCoordinator(transition: self)
    contextStorage = context
    coordinatorStorage = coordinator
    heldContext = context
    heldCoordinator = coordinator
    simulator.recorder.participants.choose("ctx.\(id)", role: .transitionContext, for: context)
    simulator.recorder.participants.choose(
      "coordinator.\(id)", role: .transitionCoordinator, for: coordinator)
  }

  var recorder: Recorder { simulator.recorder }

  // MARK: What subclasses supply

  /// Whether `viewController` takes part, so that its `transitionCoordinator` is this
  /// transition's.
  func involves(_ viewController: UIViewController) -> Bool {
    fromViewController === viewController || toViewController === viewController
      || containerViewController === viewController
  }

  var presentationStyle: UIModalPresentationStyle { .fullScreen }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
  func initialFrame(for viewController: UIViewController) -> CGRect { .zero }
  func finalFrame(for viewController: UIViewController) -> CGRect { .zero }
  /// Runs inside `completeTransition(_:)`, before the coordinator's completions.
  func finish(didComplete: Bool) {}
  /// Names what the transition is about in warnings: `the presentation of vc.detail`.
  var summary: String { "transition \(id)" }
  /// The container view controller a push, pop or tab switch runs in; its
  /// `transitionCoordinator` is this transition's too.
  var containerViewController: UIViewController? { nil }
  /// Whether `transitionCoordinator` returns this transition's coordinator now: from the moment
  /// the transition begins.
  var isCoordinatorAvailable: Bool { state != .requested }

  // MARK: State

  /// Records a state change of this transition.
  func enter(_ newState: TransitionState, _ change: TransitionChange? = nil) {
    state = newState
    var change = change ?? TransitionChange(state: newState)
    change.state = newState
    recorder.record(.transition(change), transition: .some(id))
  }

  /// Runs `body` as UIKit's own code working on this transition at the top of a run-loop turn.
  func asUIKit(_ body: () -> Void) {
    simulator.asUIKit(transition: id, body)
  }

  /// Files later top-level calls on this transition's objects under it.
  func bindParticipants() {
    var objects: [AnyObject] = [context, coordinator]
    if let animator, !isSystemAnimator { objects.append(animator) }
    if let interactor, !isSystemInteractor { objects.append(interactor) }
    for object in objects { recorder.bind(object, to: id) }
  }

  // MARK: Starting the animator

  /// Calls `startInteractiveTransition(_:)` on the interaction controller if there is one,
  /// otherwise `animateTransition(using:)` on the animator (View Controller Programming Guide,
  /// "The Custom Animation Sequence"; the UIViewControllerTransitioning.h header comments).
  /// Alongside animations join the animator's first block animation, or run right after the
  /// call for an animator that starts none (docs/lifecycle.md#fact-alongside-with-animator).
  func startAnimator() {
    // UIKit keeps the context and the coordinator while it starts the transition, even when
    // the animator completes it at once (and `end()` lets go of them) inside the start call.
    let (context, coordinator) = (self.context, self.coordinator)
    defer { withExtendedLifetime((context, coordinator)) {} }
    let previous = simulator.startingTransition
    simulator.startingTransition = self
    hasStarted = true
    isInteractive = interactor != nil && initiallyInteractive
    if let interactor, isSystemInteractor {
      interactor.startInteractiveTransition(context)
    } else if let interactor {
      simulator.callback(
        .startInteractiveTransition, on: interactor, role: .interactionController,
        args: ["transitionContext": contextReference]
      ) {
        interactor.startInteractiveTransition(context)
      }
    } else if let animator {
      if isSystemAnimator {
        animator.animateTransition(using: context)
      } else {
        simulator.callback(
          .animateTransition, on: animator, role: .animator,
          args: ["transitionContext": contextReference]
        ) {
          animator.animateTransition(using: context)
        }
      }
    }
    simulator.startingTransition = previous
    askForInterruptibleAnimator()
    runAlongsideAnimations()
  }

  /// The context as an argument value, declaring it on first use.
  var contextReference: Value {
    .string(recorder.id(of: context, role: .transitionContext))
  }

  var coordinatorID: String { recorder.id(of: coordinator, role: .transitionCoordinator) }

  /// Runs the alongside animation blocks registered so far, once.
  func runAlongsideAnimations() {
    guard !alongsideStarted else { return }
    alongsideStarted = true
    let blocks = alongsideAnimations
    alongsideAnimations.removeAll()
    guard !blocks.isEmpty else { return }
    simulator.geometry.within(alongsideAnimation()) {
      for block in blocks { run(block, as: .alongsideTransition) }
    }
  }

  func run(_ block: RegisteredBlock, as name: CallName) {
    let coordinatorID = coordinatorID
    simulator.recorder.call(
      name, on: block.owner, from: coordinatorID, args: ["context": .string(coordinatorID)],
      transition: .some(id), block: block.registration
    ) {
      block.body(coordinator)
    }
  }

  // MARK: Ending

  /// Mirrors what `completeTransition(_:)` does (UIKit 26.1's
  /// `-[_UIViewControllerTransitionContext completeTransition:]`): the kind's own steps, then the
  /// coordinator's completions, then `animationEnded(_:)`, last.
  func complete(_ didComplete: Bool) {
    if hasCompleted {
      simulator.warn(
        about: context, code: "complete-transition-twice",
        "completeTransition(_:) was called again after \(summary) had completed; UIKit ignores "
          + "every call after the first (docs/lifecycle.md#fact-complete-transition-once)")
      return
    }
    hasCompleted = true
    hasCompletedTrue = didComplete
    if didComplete && transitionWasCancelled {
      simulator.warn(
        about: context, code: "complete-true-after-cancel",
        "completeTransition(true) after the interaction was cancelled: UIKit trusts the argument "
          + "and finishes \(summary) although transitionWasCancelled is true, so the screen no "
          + "longer matches the gesture (docs/lifecycle.md#fact-complete-transition-trusts-argument); "
          + "pass !transitionWasCancelled")
    }
    isInteractive = false
    enter(.completed, TransitionChange(state: .completed, didComplete: didComplete))
    finish(didComplete: didComplete)
    let completions = alongsideCompletions
    alongsideCompletions.removeAll()
    for block in completions { run(block, as: .completionWithArgument) }
    if let animator, !isSystemAnimator {
      simulator.optionalCallback(
        .animationEnded, on: animator, role: .animator,
        args: ["transitionCompleted": .bool(didComplete)]
      ) { animator in
        animator.animationEnded(didComplete)
      }
    }
    end()
  }

  /// Records the end and lets the simulator forget the transition.
  func end() {
    guard !hasEnded else { return }
    hasEnded = true
    recorder.unbind(transition: id)
    enter(.ended, TransitionChange(state: .ended, didComplete: hasCompletedTrue))
    simulator.lifetimes.transitionEnded(self)
    // UIKit lets go of the context and the coordinator, and the context of the animator and
    // the interaction controller (UIKit 26.1 sets them to nil after animationEnded(_:)), so an
    // animator that keeps its context makes no cycle through UIKit.
    heldContext = nil
    heldCoordinator = nil
    if !isSystemAnimator { animator = nil }
    if !isSystemInteractor { interactor = nil }
    simulator.transitionDidEnd(self)
  }
}
