import Foundation
import TransitUIKit

/// After the example of the View Controller Programming Guide, "Creating Custom Presentations":
/// a presentation controller subclass that
/// covers the right half of the screen, dims the rest with a view that fades in and out
/// alongside the transition, and removes that view in the did-end hooks.
enum DimmingSheet {
  static let scenario = Scenario(
    name: "dimming-sheet",
    summary:
      "A half-width sheet over a dimming view is presented, rotated with the device, then "
      + "dismissed by a tap",
    source: "View Controller Programming Guide, \"Creating Custom Presentations\""
  ) { device in
    let library = LibraryViewController()
    device.window.rootViewController = library
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(library.infoButton)
    device.runUntilIdle()
    device.wait(1)
    // The device turns to landscape while the sheet is up.
    device.resize(to: CGSize(width: 852, height: 393))
    device.runUntilIdle()
    device.wait(1)
    if let dimming =
      (library.presentedViewController?.presentationController
      as? DimmingPresentationController)?.dimmingView
    {
      device.tap(dimming)
    }
    device.runUntilIdle()
  }

  static let cancelled = Scenario(
    name: "dimming-sheet-cancelled",
    summary: "The sheet is pulled in from the edge, let go half way, and the presentation cancels",
    source: "View Controller Programming Guide, \"Creating Custom Presentations\""
  ) { device in
    let library = LibraryViewController()
    device.window.rootViewController = library
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    // The sheet is half the screen wide; dragging 96 of its 196 points is just under half way.
    device.pan(library.edgeView, translation: CGPoint(x: -96, y: 0), duration: 0.4, steps: 8)
    device.runUntilIdle()
  }
}
