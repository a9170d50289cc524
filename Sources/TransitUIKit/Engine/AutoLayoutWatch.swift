import Foundation
import TransitTrace

/// Watches the views constraints place while a transition's animation block runs, and notes
/// each one the block moves or resizes: Transit records constraints without solving them, so
/// the frame the animation sets is where the view stays here, while on a device the next
/// layout pass would put it back where its constraints say.
@MainActor
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
          + "records constraints without solving them, so frames come only from frame "
          + "assignments: here the view stays where the animation put it, where on a device the "
          + "next layout pass would move it back to where its constraints say. Animate its "
          + "constraints' constants and call layoutIfNeeded() instead.")
      simulator.recorder.record(.note(diagnostic))
    }
  }
}
