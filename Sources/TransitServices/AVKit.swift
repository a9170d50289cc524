// What a developer's `import AVKit` reaches in `transit run` (whose generated `AVKit` module
// re-exports this one and AVFoundation's): the player view controller, presented, dismissed and
// contained as any view controller is, showing nothing.
import Foundation
import TransitUIKit

/// Mirrors `AVPlayerViewController`: a view controller whose view shows its player's content,
/// here nothing. Its settings are kept; it never enters full screen on its own.
@preconcurrency @MainActor
open class AVPlayerViewController: UIViewController {
  open var player: AVPlayer?
  open var showsPlaybackControls = true
  open var videoGravity = AVLayerVideoGravity.resizeAspect
  open var entersFullScreenWhenPlaybackBegins = false
  open var exitsFullScreenWhenPlaybackEnds = false
  open var allowsPictureInPicturePlayback = true
  open var updatesNowPlayingInfoCenter = true
  open weak var delegate: (any AVPlayerViewControllerDelegate)?
  /// Mirrors `isReadyForDisplay`: false, as no frame is ever decoded.
  public var isReadyForDisplay: Bool { false }
  /// Mirrors `contentOverlayView`: a view over the video, filling the controller's view once it
  /// is loaded.
  public private(set) lazy var contentOverlayView: UIView? = {
    let overlay = UIView(frame: view.bounds)
    overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(overlay)
    return overlay
  }()

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public override init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Mirrors `AVPlayerViewControllerDelegate`: every method optional; never asked, as nothing
/// plays or enters full screen.
@preconcurrency @MainActor
public protocol AVPlayerViewControllerDelegate: ObjectiveCMessaging {}
