import Foundation
import TransitUIKit

/// The everyday UIKit around transitions: the Cancel button of a presented form, an alert's
/// action, show(_:sender:), the modal transition styles and a split view collapsing.
enum Everyday {
  /// A row the user taps: a plain view at `frame`, named `id`, with `recognizer`, added to
  /// `view`, set up in the order a scenario file's views are, so both forms log the same.
  @MainActor
  static func tappableRow(
    _ id: String, frame: CGRect, in view: UIView, recognizer: UITapGestureRecognizer
  ) -> UIView {
    let row = UIView(frame: frame)
    row.accessibilityIdentifier = id
    row.addGestureRecognizer(recognizer)
    view.addSubview(row)
    return row
  }

  /// Launches the notes list in the app's navigation controller, and lets it settle.
  @MainActor
  static func launchNotes(on device: Simulator, hidesBarsOnSwipe: Bool = false)
    -> NotesListViewController
  {
    let list = NotesListViewController()
    let navigation = NotesNavigationController(rootViewController: list)
    navigation.hidesBarsOnSwipe = hidesBarsOnSwipe
    device.window.rootViewController = navigation
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    return list
  }

  /// A form presented in its own navigation controller, cancelled from its root, then
  /// presented again and dismissed from a screen pushed inside it: each time the view controller
  /// that calls dismiss(animated:completion:) is a child of the presented one, and UIKit
  /// forwards the dismissal to the presenter (dismiss(animated:completion:) and
  /// presentingViewController pages; docs/lifecycle.md#fact-presentation-through-parents).
  static let modalFormCancel = Scenario(
    name: "modal-form-cancel",
    summary: "A form in a navigation controller, cancelled from its root, then dismissed from "
      + "a screen pushed inside it",
    source: "UIViewController.dismiss(animated:completion:) and presentingViewController; "
      + "docs/lifecycle.md#fact-presentation-through-parents"
  ) { device in
    _ = launchNotes(on: device)
    device.wait(0.5)
    device.tapButton(titled: "Add")
    device.runUntilIdle()
    device.wait(1)
    device.tapButton(titled: "Cancel")
    device.runUntilIdle()
    device.wait(0.5)
    device.tapButton(titled: "Add")
    device.runUntilIdle()
    device.wait(0.5)
    device.tapButton(titled: "Options")
    device.runUntilIdle()
    device.wait(0.5)
    device.tapButton(titled: "Discard")
    device.runUntilIdle()
  }

  /// A row shows a note with show(_:sender:), which a navigation controller turns into a push;
  /// the note's Delete button asks in an alert, and the alert's Delete action pops once the
  /// alert is gone (UIKit 26.1's alert dismissal; docs/lifecycle.md#fact-alert-handler-after-dismissal).
  static let alertAction = Scenario(
    name: "alert-action",
    summary: "A note shown with show(_:sender:); Delete asks in an alert, and the alert's "
      + "action pops the note once the alert has gone",
    source: "UIAlertController; UIKit 26.1's -[UIAlertController _dismissAnimated:"
      + "triggeringAction:…]; docs/lifecycle.md#fact-alert-handler-after-dismissal"
  ) { device in
    let list = launchNotes(on: device)
    device.wait(0.5)
    device.tap(list.firstRow)
    device.runUntilIdle()
    device.wait(0.5)
    device.tapButton(titled: "Delete")
    device.runUntilIdle()
    device.wait(0.5)
    device.tapButton(titled: "Cancel")
    device.runUntilIdle()
    device.wait(0.5)
    device.tapButton(titled: "Delete")
    device.runUntilIdle()
    device.wait(0.5)
    device.tapButton(titled: "Delete Note")
    device.runUntilIdle()
  }

  /// The about screen presented full screen with a cross-dissolve and closed again: UIKit's
  /// own animator dissolves the views, and the presenter's view leaves as for any full-screen
  /// presentation (UIModalTransitionStyle.crossDissolve; docs/lifecycle.md#fact-transition-styles).
  static let aboutCrossDissolve = Scenario(
    name: "about-cross-dissolve",
    summary: "An about screen presented full screen with a cross-dissolve, then closed",
    source: "UIModalTransitionStyle.crossDissolve; UIKit 26.1's "
      + "UIViewControllerBuiltinTransitionViewAnimator; docs/lifecycle.md#fact-transition-styles"
  ) { device in
    _ = launchNotes(on: device)
    device.wait(0.5)
    device.tapButton(titled: "About")
    device.runUntilIdle()
    device.wait(0.5)
    device.tapButton(titled: "Close")
    device.runUntilIdle()
  }
}
