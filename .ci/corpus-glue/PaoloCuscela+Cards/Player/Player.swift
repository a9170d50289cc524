import UIKit

// The names Cards' CardPlayer uses of the pod Player, which plays a video with AVFoundation.
// Nothing plays here: the video never loads, so the player's delegates are never called, as
// on a device whose video has not loaded yet.

public enum PlayerFillMode {
  case resizeAspect
  case resizeAspectFill
  case resize
}

public protocol PlayerDelegate: AnyObject {
  func playerReady(_ player: Player)
  func playerPlaybackStateDidChange(_ player: Player)
  func playerBufferingStateDidChange(_ player: Player)
  func playerBufferTimeDidChange(_ bufferTime: Double)
  func player(_ player: Player, didFailWithError error: Error?)
}

public protocol PlayerPlaybackDelegate: AnyObject {
  func playerCurrentTimeDidChange(_ player: Player)
  func playerPlaybackWillStartFromBeginning(_ player: Player)
  func playerPlaybackDidEnd(_ player: Player)
  func playerPlaybackWillLoop(_ player: Player)
}

open class Player: UIViewController {
  public weak var playerDelegate: PlayerDelegate?
  public weak var playbackDelegate: PlayerPlaybackDelegate?
  public var fillMode = PlayerFillMode.resizeAspect
  public var url: URL?
  public private(set) var isPlaying = false

  public func playFromBeginning() { isPlaying = true }
  public func playFromCurrentTime() { isPlaying = true }
  public func pause() { isPlaying = false }
  public func stop() { isPlaying = false }
}
