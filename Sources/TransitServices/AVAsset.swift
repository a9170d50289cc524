// AVFoundation's assets: media at an address that, here, never loads. An asset keeps what it is
// made from and the keys the app asks it to load; their loading never finishes, so the handler
// is never called, the asset is not playable and has no tracks, and an image generator makes no
// image. Nothing they do reaches the log.
import Foundation
import TransitUIKit

/// Mirrors `AVMediaType`.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let video = AVMediaType("vide")
  public static let audio = AVMediaType("soun")
  public static let text = AVMediaType("text")
  public static let subtitle = AVMediaType("sbtl")
  public static let closedCaption = AVMediaType("clcp")
  public static let timecode = AVMediaType("tmcd")
  public static let metadata = AVMediaType("meta")
  public static let muxed = AVMediaType("muxx")
}

/// Mirrors `AVKeyValueStatus`.
public enum AVKeyValueStatus: Int, Sendable {
  case unknown, loading, loaded, failed, cancelled
}

/// Mirrors `AVAsset`: its values never load here; a key the app asked to load stays `.loading`.
@preconcurrency @MainActor
open class AVAsset: NSObject {
  private var loading: Set<String> = []
  private var handlers: [() -> Void] = []

  public override init() { super.init() }

  /// Mirrors `init(url:)`. On iOS the asset made is an `AVURLAsset`; here it is a plain asset
  /// that keeps no URL (`AVURLAsset(url:)` keeps it), as nothing is ever read from it.
  public convenience init(url URL: URL) { self.init() }

  /// Mirrors `duration`: indefinite, as the media's length is never known.
  open var duration: CMTime { .indefinite }
  /// Mirrors `isPlayable`: false until the asset loads, which it never does here.
  open var isPlayable: Bool { false }
  open var isExportable: Bool { false }
  open var tracks: [AVAssetTrack] { [] }
  open var preferredTransform: CGAffineTransform { .identity }

  /// Mirrors `tracks(withMediaType:)`: none, as no track is ever read.
  open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] {
    tracks.filter { $0.mediaType == mediaType }
  }

  /// Mirrors `loadValuesAsynchronously(forKeys:completionHandler:)`: the keys start loading and
  /// never finish, so `handler` is kept and never called.
  open func loadValuesAsynchronously(
    forKeys keys: [String], completionHandler handler: (() -> Void)?
  ) {
    loading.formUnion(keys)
    if let handler { handlers.append(handler) }
  }

  /// Mirrors `statusOfValue(forKey:error:)`: `.loading` for a key the app asked to load,
  /// `.unknown` for another.
  open func statusOfValue(
    forKey key: String, error outError: UnsafeMutablePointer<NSError?>?
  ) -> AVKeyValueStatus {
    loading.contains(key) ? .loading : .unknown
  }

  /// Mirrors `cancelLoading()`: the keys asked are cancelled and the handlers let go.
  open func cancelLoading() {
    loading.removeAll()
    handlers.removeAll()
  }
}

/// Mirrors `AVURLAsset`: an asset at a URL.
@preconcurrency @MainActor
open class AVURLAsset: AVAsset {
  public let url: URL

  /// Mirrors `init(url:options:)`.
  public init(url URL: URL, options: [String: Any]? = nil) {
    url = URL
    super.init()
  }
}

/// Mirrors `AVAssetTrack`: never made here, as no asset loads its tracks.
@preconcurrency @MainActor
open class AVAssetTrack: NSObject {
  public let mediaType: AVMediaType
  public let naturalSize: CGSize
  public let preferredTransform: CGAffineTransform

  init(mediaType: AVMediaType, naturalSize: CGSize) {
    self.mediaType = mediaType
    self.naturalSize = naturalSize
    preferredTransform = .identity
    super.init()
  }
}

/// Mirrors `AVAssetImageGenerator`: keeps its settings; as its asset never loads, it makes no
/// image, and the handler is never called.
@preconcurrency @MainActor
open class AVAssetImageGenerator: NSObject {
  /// Mirrors `AVAssetImageGenerator.Result`.
  public enum Result: Int, Sendable { case succeeded, failed, cancelled }

  public let asset: AVAsset
  open var appliesPreferredTrackTransform = false
  open var maximumSize = CGSize.zero
  open var requestedTimeToleranceBefore = CMTime.positiveInfinity
  open var requestedTimeToleranceAfter = CMTime.positiveInfinity

  public init(asset: AVAsset) {
    self.asset = asset
    super.init()
  }

  /// Mirrors `generateCGImagesAsynchronously(forTimes:completionHandler:)`.
  open func generateCGImagesAsynchronously(
    forTimes requestedTimes: [NSValue],
    completionHandler handler: @escaping (CMTime, CGImage?, CMTime, Result, (any Error)?) -> Void
  ) {}

  /// Mirrors `cancelAllCGImageGeneration()`.
  open func cancelAllCGImageGeneration() {}
}
