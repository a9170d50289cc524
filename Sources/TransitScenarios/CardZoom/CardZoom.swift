import Foundation
import TransitUIKit

/// After aviciiiphone, "Present/Dismiss 해보자 - 2편", whose device log this scenario's log
/// matches call for call: a colour tile grows from the palette into a full-screen swatch; dragging the
/// swatch down past a threshold shrinks it back into its tile.
///
/// `.custom` presentation with a plain `UIPresentationController`, a spring animator for the
/// presentation, and for the dismissal an object that is both animator and (custom) interaction
/// controller, started from the pan gesture the delegate installs on the presented view.
enum CardZoom {
  /// The numbers the transition is tuned with.
  struct Tuning {
    var duration: TimeInterval = 0.5
    var damping: CGFloat = 0.82
    var springVelocity: CGFloat = 0.4
    /// How far the swatch must be dragged down before letting go dismisses it.
    var dismissThreshold: CGFloat = 120
  }

  static let scenario = Scenario(
    name: "card-zoom",
    summary: "A tile zooms into a custom presentation; a pan past the threshold dismisses it",
    source: "aviciiiphone, \"Present/Dismiss 해보자 - 2편\" (blog post and device log)"
  ) { device in
    let palette = PaletteViewController()
    device.window.rootViewController = palette
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(palette.tiles[1])
    device.runUntilIdle()
    device.wait(1)
    if let swatch = palette.presentedViewController {
      device.pan(swatch.view, translation: CGPoint(x: 0, y: 180), duration: 0.3, steps: 6)
    }
    device.runUntilIdle()
  }

  static let releasedEarly = Scenario(
    name: "card-zoom-released-early",
    summary: "The swatch is dragged less than the threshold and snaps back; nothing is dismissed",
    source: "aviciiiphone, \"Present/Dismiss 해보자 - 2편\" (blog post and device log)"
  ) { device in
    let palette = PaletteViewController()
    device.window.rootViewController = palette
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(palette.tiles[1])
    device.runUntilIdle()
    device.wait(1)
    if let swatch = palette.presentedViewController {
      device.pan(swatch.view, translation: CGPoint(x: 0, y: 70), duration: 0.3, steps: 6)
    }
    device.runUntilIdle()
  }
}
