/// The states of one transition, in the order they happen.
public enum TransitionState: String, Sendable, Hashable, CaseIterable {
  /// `present`, `dismiss`, a push, a pop or a tab change was asked for; the delegate requests
  /// follow inside the same call.
  case requested
  /// The transition's body started (on the run-loop turn after the request for modal
  /// transitions): the container view exists and the animator is about to run.
  case began
  /// An interaction controller finished the interaction: the rest of the animation plays.
  case finishing
  /// An interaction controller cancelled the interaction: the animation plays back.
  case cancelling
  /// `completeTransition(_:)` was accepted; what follows runs inside it.
  case completed
  /// Everything after completion has run, `animationEnded(_:)` last.
  case ended
}
