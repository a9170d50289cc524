import TransitTrace

// The status bar during a presentation or a dismissal that hands it to another view controller:
// a presented view controller that is full screen or captures status bar appearance takes it
// (Apple's modalPresentationCapturesStatusBarAppearance page), and its dismissal gives it back
// (`Simulator+StatusBar.swift`).
extension ModalTransition {
  /// Reads `prefersStatusBarHidden` of the view controller that controls the status bar once
  /// this transition completes, if that is another view controller than before it.
  ///
  /// UIKit must read it before the transition's animations start, since the status bar hides or
  /// shows with them: a full-screen presentation of a view controller without a status bar
  /// slides the presenter's navigation bar up during the animation (NYTPhotoViewer #10), and
  /// presented view controllers that want to animate the change themselves return their old
  /// answer until `viewWillAppear(_:)` and only then call `setNeedsStatusBarAppearanceUpdate()`
  /// (BFRImageViewController #83, AnimatableStatusBarViewController). No source says exactly
  /// where UIKit reads it; Transit reads it right after the will-appearance callbacks, before
  /// the second `transitionDuration(using:)` and the animator's start, and says so in a note.
  func updateStatusBarControl() {
    let withPresented = simulator.statusBarController()
    let withoutPresented = simulator.statusBarController(stoppingAt: presented)
    let before = isPresentation ? withoutPresented : withPresented
    guard let after = isPresentation ? withPresented : withoutPresented, after !== before else {
      return
    }
    simulator.note(
      about: after, code: "status-bar-query-position-unverified",
      "The status bar follows \(simulator.describe(after)) once \(summary) completes, so UIKit "
        + "asks it for prefersStatusBarHidden before the animations start; no source says "
        + "exactly when. Transit asks right after the will-appearance callbacks.")
    simulator.readStatusBarPreference(of: after)
  }
}
