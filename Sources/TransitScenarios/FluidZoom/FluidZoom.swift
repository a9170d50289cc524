import Foundation
import TransitUIKit

/// docs/lifecycle.md#fact-zoom-transition: iOS 18's zoom, as Apple's "Enhancing your app with
/// fluid transitions" sets it up. A photo grid sets a detail screen's `preferredTransition` to
/// `.zoom` with a provider that returns the tapped thumbnail, then pushes it (or presents it),
/// and Back (or Close) zooms it back into the thumbnail.
enum FluidZoom {
  static let push = Scenario(
    name: "zoom-push",
    summary: "A thumbnail zooms into a pushed photo, and Back zooms it back (iOS 18's zoom)",
    source: "Apple, \"Enhancing your app with fluid transitions\"; UIViewController.Transition."
      + "zoom(options:sourceViewProvider:); docs/lifecycle.md#fact-zoom-transition"
  ) { device in
    let grid = GridViewController()
    let navigationController = UINavigationController(rootViewController: grid)
    grid.opensWithPush = true
    launch(navigationController, in: device)
    device.tap(grid.thumbnail)
    device.runUntilIdle()
    device.wait(1)
    device.tap(navigationController.navigationBar.backButtonView)
    device.runUntilIdle()
  }

  static let present = Scenario(
    name: "zoom-present",
    summary: "A thumbnail zooms into a photo presented full screen, and Close zooms it back",
    source: "Apple, \"Enhancing your app with fluid transitions\"; UIKit 18's "
      + "_UIZoomViewControllerTransition; docs/lifecycle.md#fact-zoom-transition"
  ) { device in
    let grid = GridViewController()
    launch(grid, in: device)
    device.tap(grid.thumbnail)
    device.runUntilIdle()
    device.wait(1)
    if let photo = grid.presentedViewController as? PhotoViewController {
      device.tap(photo.closeButton)
    }
    device.runUntilIdle()
  }

  @MainActor
  private static func launch(_ root: UIViewController, in device: Simulator) {
    device.window.rootViewController = root
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
  }

  /// The grid: one thumbnail, which opens its photo with the zoom.
  final class GridViewController: UIViewController {
    private(set) var thumbnail = UIView()
    /// Whether the photo is pushed onto the navigation stack or presented.
    var opensWithPush = false

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      thumbnail = UIView(frame: CGRect(x: 20, y: 160, width: 110, height: 110))
      thumbnail.accessibilityIdentifier = "thumbnail"
      thumbnail.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: GridViewController.thumbnailTapped))
      view.addSubview(thumbnail)
    }

    private func thumbnailTapped(_ recognizer: UITapGestureRecognizer) {
      let photo = PhotoViewController()
      // The provider looks the thumbnail up each time, as Apple's article advises, rather than
      // keeping the view it was first given.
      photo.preferredTransition = .zoom { [weak self] _ in self?.thumbnail }
      if opensWithPush {
        navigationController?.pushViewController(photo, animated: true)
      } else {
        present(photo, animated: true)
      }
    }
  }

  /// The photo: full screen, with a Close button for when it is presented.
  final class PhotoViewController: UIViewController {
    private(set) var closeButton = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .black
      closeButton = UIView(frame: CGRect(x: 320, y: 60, width: 60, height: 44))
      closeButton.accessibilityIdentifier = "closeButton"
      closeButton.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: PhotoViewController.close))
      view.addSubview(closeButton)
    }

    private func close(_ recognizer: UITapGestureRecognizer) {
      dismiss(animated: true)
    }
  }
}
