import Foundation
import TransitUIKit

/// A container view controller with its own children, as Apple's guide to container view
/// controllers writes one: a music library that embeds its albums, swaps them for the songs
/// with `transition(from:to:duration:options:animations:completion:)`, lays a now-playing
/// screen over them and takes it away, and turns with the device.
///
/// The children hear their containment calls and their appearance from the container: the
/// albums follow the library's own appearance; the songs and the now-playing screen appear
/// with their views; the songs register for size-class changes, which the rotation brings.
enum ChildContainment {
  static let scenario = Scenario(
    name: "child-containment",
    summary:
      "A library embeds its albums, swaps them for the songs, adds and removes a now-playing "
      + "child, then rotates",
    source:
      "View Controller Programming Guide, \"Implementing a Container View Controller\"; "
      + "UIViewController.addChild(_:), transition(from:to:duration:options:animations:"
      + "completion:)"
  ) { device in
    let library = MusicLibraryViewController()
    device.window.rootViewController = library
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(library.songsTab)
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(library.nowPlayingButton)
    device.runUntilIdle()
    device.wait(0.5)
    if let nowPlaying = library.children.last as? NowPlayingViewController {
      device.tap(nowPlaying.closeButton)
    }
    device.runUntilIdle()
    device.wait(0.5)
    device.resize(to: CGSize(width: 852, height: 393))
    device.runUntilIdle()
  }

  /// The library: two buttons, and the child it shows.
  final class MusicLibraryViewController: UIViewController {
    let songsTab = UIView(frame: CGRect(x: 196, y: 60, width: 197, height: 44))
    let nowPlayingButton = UIView(frame: CGRect(x: 20, y: 780, width: 353, height: 52))
    /// Set by the misuse scenario: the now-playing child is added without didMove(toParent:).
    var nowPlayingForgetsDidMove = false

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      songsTab.accessibilityIdentifier = "songsTab"
      songsTab.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: MusicLibraryViewController.showSongs))
      view.addSubview(songsTab)
      nowPlayingButton.accessibilityIdentifier = "nowPlayingButton"
      nowPlayingButton.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: MusicLibraryViewController.showNowPlaying))
      view.addSubview(nowPlayingButton)
      embed(AlbumsViewController())
    }

    /// Adds a child and its view, the three steps of Apple's guide.
    private func embed(_ child: UIViewController, tellingIt: Bool = true) {
      addChild(child)
      child.view.frame = view.bounds
      view.addSubview(child.view)
      if tellingIt { child.didMove(toParent: self) }
    }

    private func showSongs(_ tap: UITapGestureRecognizer) {
      guard let current = children.last else { return }
      let songs = SongsViewController()
      current.willMove(toParent: nil)
      addChild(songs)
      transition(
        from: current, to: songs, duration: 0.3, options: [],
        animations: { songs.view.alpha = 1 },
        completion: { _ in
          current.removeFromParent()
          songs.didMove(toParent: self)
        })
    }

    private func showNowPlaying(_ tap: UITapGestureRecognizer) {
      embed(NowPlayingViewController(), tellingIt: !nowPlayingForgetsDidMove)
    }
  }

  final class AlbumsViewController: UIViewController {}

  /// The songs lay out differently in a compact height, so they follow the vertical size
  /// class, the iOS 17 way.
  final class SongsViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      registerForTraitChanges([UITraitVerticalSizeClass.self]) {
        (songs: SongsViewController, _: UITraitCollection) in
        songs.view.setNeedsLayout()
      }
    }
  }

  /// The now-playing screen, which takes itself out of the library when closed.
  final class NowPlayingViewController: UIViewController {
    let closeButton = UIView(frame: CGRect(x: 333, y: 60, width: 40, height: 40))

    override func viewDidLoad() {
      super.viewDidLoad()
      closeButton.accessibilityIdentifier = "closeButton"
      closeButton.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: NowPlayingViewController.close))
      view.addSubview(closeButton)
    }

    private func close(_ tap: UITapGestureRecognizer) {
      willMove(toParent: nil)
      view.removeFromSuperview()
      removeFromParent()
    }
  }
}
