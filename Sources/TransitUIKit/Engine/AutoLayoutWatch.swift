import Foundation
import TransitTrace

/// Watches the views constraints place while a transition's animation block runs, and notes
/// each one the block moves or resizes: the frame the animation sets does not last, since the
/// next layout pass puts the view back where its constraints say (`ConstraintPlacement`).
@preconcurrency @MainActor
struct AutoLayoutWatch {
  private let frames: [(view: UIView, frame: CGRect)]

  init(window: UIWindow) {
    var found: [(UIView, CGRect)] = []
    func collect(_ view: UIView) {
      if view.isPlacedByConstraints { found.append((view, view.frame)) }
      view.subviews.forEach(collect)
    }
    collect(window)
    frames = found
  }

  func noteMoves(in simulator: Simulator) {
    for (view, before) in frames where view.frame != before {
      let diagnostic = Diagnostic(
        participant: simulator.recorder.currentParticipant, code: "auto-layout-not-solved",
        message:
          "This animation sets the frame of \(simulator.viewID(view)), which Auto Layout "
          + "constraints place (translatesAutoresizingMaskIntoConstraints is false). Transit "
          + "records constraints and places a view from them only where required equalities pin "
          + "it, at its superview's next layout pass; a device's layout engine would likewise "
          + "put it back where its constraints say. Animate the constraints' constants and call "
          + "layoutIfNeeded() inside the animation instead.")
      simulator.recorder.record(.note(diagnostic))
    }
  }
}
