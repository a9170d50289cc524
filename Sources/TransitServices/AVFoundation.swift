// What a developer's `import AVFoundation` reaches in `transit run` (whose generated
// `AVFoundation` module re-exports this one): the audio session, audio players and video players
// as objects that keep what the app sets and play nothing. Nothing they do reaches the log.
import Foundation
import TransitUIKit

/// Mirrors `AVAudioSession`: the shared session keeps its category, mode, options and whether
/// the app made it active. No audio is routed.
@preconcurrency @MainActor
open class AVAudioSession: NSObject {
  /// Mirrors `AVAudioSession.Category`.
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
  }

  /// Mirrors `AVAudioSession.Mode`.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
    public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
  }

  /// Mirrors `AVAudioSession.CategoryOptions`.
  public struct CategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
    public static let duckOthers = CategoryOptions(rawValue: 0x2)
    public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
    public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
  }

  /// Mirrors `AVAudioSession.SetActiveOptions`.
  public struct SetActiveOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }

  private static let shared = AVAudioSession()

  /// Mirrors `sharedInstance()`.
  public static func sharedInstance() -> AVAudioSession { shared }

  /// Mirrors `category`: `soloAmbient` until the app sets another, as Apple's page says.
  public private(set) var category = Category.soloAmbient
  public private(set) var mode = Mode.default
  public private(set) var categoryOptions: CategoryOptions = []
  /// Whether the app last made the session active; not an AVAudioSession property.
  public private(set) var isActive = false
  /// Mirrors `isOtherAudioPlaying`: false, as nothing else plays here.
  public var isOtherAudioPlaying: Bool { false }
  public var secondaryAudioShouldBeSilencedHint: Bool { false }
  /// Mirrors `outputVolume`.
  public var outputVolume: Float { 0.5 }

  open func setCategory(_ category: Category) throws { self.category = category }
  open func setCategory(_ category: Category, options: CategoryOptions) throws {
    self.category = category
    categoryOptions = options
  }
  open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
    self.category = category
    self.mode = mode
    categoryOptions = options
  }
  open func setMode(_ mode: Mode) throws { self.mode = mode }
  open func setActive(_ active: Bool, options: SetActiveOptions = []) throws { isActive = active }
}

/// Mirrors `AVAudioPlayer`: made from a file that exists, it keeps its settings, and `play()`
/// starts nothing audible: `isPlaying` is true until `pause()` or `stop()`, the time stays 0,
/// and the delegate never hears that playing finished.
@preconcurrency @MainActor
open class AVAudioPlayer: NSObject {
  open weak var delegate: (any AVAudioPlayerDelegate)?
  public let url: URL?
  public let data: Data?
  open var volume: Float = 1
  open var pan: Float = 0
  open var rate: Float = 1
  open var enableRate = false
  open var numberOfLoops = 0
  open var currentTime: TimeInterval = 0
  public var duration: TimeInterval { 0 }
  public private(set) var isPlaying = false
  public var numberOfChannels: Int { 0 }

  public override init() {
    url = nil
    data = nil
    super.init()
  }

  /// Mirrors `init(contentsOf:)`: throws, as AVFoundation does, when the file cannot be read.
  public init(contentsOf url: URL) throws {
    guard FileManager.default.isReadableFile(atPath: url.path) else {
      throw NSError(domain: NSCocoaErrorDomain, code: NSFileReadNoSuchFileError)
    }
    self.url = url
    data = nil
    super.init()
  }

  public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
    try self.init(contentsOf: url)
  }

  public init(data: Data) throws {
    url = nil
    self.data = data
    super.init()
  }

  @discardableResult open func prepareToPlay() -> Bool { true }
  @discardableResult open func play() -> Bool {
    isPlaying = true
    return true
  }
  @discardableResult open func play(atTime time: TimeInterval) -> Bool { play() }
  open func pause() { isPlaying = false }
  open func stop() {
    isPlaying = false
  }
}

/// Mirrors `AVAudioPlayerDelegate`: every method optional; never called, as nothing plays to
/// its end.
@preconcurrency @MainActor
public protocol AVAudioPlayerDelegate: ObjectiveCMessaging {
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
  func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
  public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
  public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// Mirrors `AVPlayerItem`: its asset, never loaded, so its status stays `.unknown`, its buffer
/// empty, its time at zero and its duration indefinite; a seek never completes, as nothing is
/// there to seek in, and it never plays to its end.
@preconcurrency @MainActor
open class AVPlayerItem: NSObject {
  /// Mirrors `AVPlayerItem.Status`.
  public enum Status: Int, Sendable { case unknown, readyToPlay, failed }

  public let url: URL?
  public let asset: AVAsset
  public var status: Status { .unknown }
  public var error: (any Error)? { nil }
  public var duration: CMTime { .indefinite }
  public var isPlaybackBufferEmpty: Bool { true }
  public var isPlaybackLikelyToKeepUp: Bool { false }
  public var isPlaybackBufferFull: Bool { false }
  /// Mirrors `loadedTimeRanges`: none, as nothing loads.
  public var loadedTimeRanges: [NSValue] { [] }
  open var preferredPeakBitRate: Double = 0
  open var preferredMaximumResolution = CGSize.zero
  open var preferredForwardBufferDuration: TimeInterval = 0

  public init(url URL: URL) {
    url = URL
    asset = AVURLAsset(url: URL)
    super.init()
  }

  /// Mirrors `init(asset:)`.
  public init(asset: AVAsset) {
    url = (asset as? AVURLAsset)?.url
    self.asset = asset
    super.init()
  }

  /// Mirrors `currentTime()`: zero, as the item never plays.
  open func currentTime() -> CMTime { .zero }

  /// Mirrors `seek(to:completionHandler:)`: never completes, so `completionHandler` is not called.
  open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) {}

  /// Mirrors `seek(to:toleranceBefore:toleranceAfter:completionHandler:)`.
  open func seek(
    to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
    completionHandler: ((Bool) -> Void)? = nil
  ) {}
}

extension AVPlayerItem {
  /// Mirrors `AVPlayerItemDidPlayToEndTime`: never posted, as no item plays.
  nonisolated public static let didPlayToEndTimeNotification = NSNotification.Name
    .AVPlayerItemDidPlayToEndTime
  /// Mirrors `AVPlayerItemFailedToPlayToEndTime`.
  nonisolated public static let failedToPlayToEndTimeNotification = NSNotification.Name
    .AVPlayerItemFailedToPlayToEndTime
}

// swift-format-ignore: AlwaysUseLowerCamelCase
extension NSNotification.Name {
  /// Mirrors `.AVPlayerItemDidPlayToEndTime`, its name before Swift 4.2.
  public static let AVPlayerItemDidPlayToEndTime = NSNotification.Name(
    "AVPlayerItemDidPlayToEndTimeNotification")
  /// Mirrors `.AVPlayerItemFailedToPlayToEndTime`.
  public static let AVPlayerItemFailedToPlayToEndTime = NSNotification.Name(
    "AVPlayerItemFailedToPlayToEndTimeNotification")
}

/// Mirrors `AVPlayer`: `play()` sets `rate` to 1 and `timeControlStatus` to
/// `waitingToPlayAtSpecifiedRate` (the media never loads, so it never plays), `pause()` sets
/// them back.
@preconcurrency @MainActor
open class AVPlayer: NSObject {
  /// Mirrors `AVPlayer.TimeControlStatus`.
  public enum TimeControlStatus: Int, Sendable {
    case paused, waitingToPlayAtSpecifiedRate, playing
  }

  /// Mirrors `AVPlayer.ActionAtItemEnd`.
  public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }

  public private(set) var currentItem: AVPlayerItem?
  open var rate: Float = 0 {
    didSet { timeControlStatus = rate == 0 ? .paused : .waitingToPlayAtSpecifiedRate }
  }
  public private(set) var timeControlStatus = TimeControlStatus.paused
  open var volume: Float = 1
  open var isMuted = false
  open var actionAtItemEnd = ActionAtItemEnd.pause
  open var allowsExternalPlayback = true

  public override init() { super.init() }
  public init(playerItem item: AVPlayerItem?) {
    currentItem = item
    super.init()
  }
  public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

  open func play() { rate = 1 }
  open func pause() { rate = 0 }
  open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

  /// Mirrors `currentTime()`: the item's, zero without one.
  open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

  /// Mirrors `seek(to:)`: the current item's seek, which never completes.
  open func seek(to time: CMTime) { currentItem?.seek(to: time) }
  open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) {
    currentItem?.seek(to: time, completionHandler: completionHandler)
  }
  open func seek(
    to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
    completionHandler: @escaping (Bool) -> Void
  ) {
    currentItem?.seek(
      to: time, toleranceBefore: toleranceBefore, toleranceAfter: toleranceAfter,
      completionHandler: completionHandler)
  }

  /// Mirrors `addPeriodicTimeObserver(forInterval:queue:using:)`: the observer is kept until
  /// removed and never called, as the player's time never moves (nothing plays, nothing seeks).
  open func addPeriodicTimeObserver(
    forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping (CMTime) -> Void
  ) -> Any {
    let observer = TimeObserver(block: block)
    timeObservers.append(observer)
    return observer
  }

  /// Mirrors `addBoundaryTimeObserver(forTimes:queue:using:)`.
  open func addBoundaryTimeObserver(
    forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping () -> Void
  ) -> Any {
    let observer = TimeObserver(block: { _ in block() })
    timeObservers.append(observer)
    return observer
  }

  /// Mirrors `removeTimeObserver(_:)`.
  open func removeTimeObserver(_ observer: Any) {
    timeObservers.removeAll { $0 === observer as AnyObject }
  }

  /// The observers `addPeriodicTimeObserver` and `addBoundaryTimeObserver` gave out.
  private var timeObservers: [TimeObserver] = []

  /// One observer of the player's time, as AVPlayer returns it: an opaque object.
  private final class TimeObserver {
    let block: (CMTime) -> Void
    init(block: @escaping (CMTime) -> Void) { self.block = block }
  }
}

/// Mirrors `AVLayerVideoGravity`.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  public static let resizeAspectFill = AVLayerVideoGravity(
    rawValue: "AVLayerVideoGravityResizeAspectFill")
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// Mirrors `AVPlayerLayer`: a layer that keeps its player and shows nothing.
@preconcurrency @MainActor
open class AVPlayerLayer: CALayer {
  open var player: AVPlayer?
  open var videoGravity = AVLayerVideoGravity.resizeAspect
  /// Mirrors `isReadyForDisplay`: false, as no frame is ever decoded.
  public var isReadyForDisplay: Bool { false }

  public required init() { super.init() }
  public required init(layer: Any) { super.init(layer: layer) }
  public convenience init(player: AVPlayer?) {
    self.init()
    self.player = player
  }
}
