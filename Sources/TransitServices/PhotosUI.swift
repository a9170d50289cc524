// What a developer's `import PhotosUI` reaches in `transit run` (whose generated `PhotosUI`
// module re-exports this one): the photo picker of iOS 14, presented and dismissed as any view
// controller, over a library that shows nothing to pick.
import Foundation
import TransitUIKit

/// Mirrors `PHPickerFilter`: the kinds of asset the picker shows; kept, as it shows none.
public struct PHPickerFilter: Equatable, Sendable {
  private let description: String

  private init(_ description: String) { self.description = description }

  public static let images = PHPickerFilter("images")
  public static let videos = PHPickerFilter("videos")
  public static let livePhotos = PHPickerFilter("livePhotos")
  public static let depthEffectPhotos = PHPickerFilter("depthEffectPhotos")
  public static let bursts = PHPickerFilter("bursts")
  public static let panoramas = PHPickerFilter("panoramas")
  public static let screenshots = PHPickerFilter("screenshots")
  public static let screenRecordings = PHPickerFilter("screenRecordings")
  public static let cinematicVideos = PHPickerFilter("cinematicVideos")
  public static let slomoVideos = PHPickerFilter("slomoVideos")
  public static let timelapseVideos = PHPickerFilter("timelapseVideos")

  /// Mirrors `any(of:)`, `all(of:)` and `not(_:)`.
  public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter("any(\(subfilters.map(\.description).joined(separator: ",")))")
  }
  public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter("all(\(subfilters.map(\.description).joined(separator: ",")))")
  }
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
    PHPickerFilter("not(\(filter.description))")
  }
}

/// Mirrors `PHPickerConfiguration`: what the app asks of the picker, kept.
public struct PHPickerConfiguration: Sendable {
  /// Mirrors `PHPickerConfiguration.AssetRepresentationMode`.
  public enum AssetRepresentationMode: Int, Sendable { case automatic, current, compatible }
  /// Mirrors `PHPickerConfiguration.Selection`.
  public enum Selection: Int, Sendable { case `default`, ordered, continuous, continuousAndOrdered }

  public var filter: PHPickerFilter?
  /// 1 by default; 0 for no limit.
  public var selectionLimit = 1
  public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
  public var selection = Selection.default
  public var preselectedAssetIdentifiers: [String] = []

  /// Mirrors `init()`: results carry no asset identifiers.
  public init() {}

  /// Mirrors `init(photoLibrary:)`: results would carry asset identifiers.
  @MainActor
  public init(photoLibrary: PHPhotoLibrary) {}
}

/// Mirrors `PHPickerResult`: one picked asset. The picker here never returns one.
public struct PHPickerResult: Equatable, @unchecked Sendable {
  public let itemProvider: NSItemProvider
  public let assetIdentifier: String?
}

/// Mirrors `PHPickerViewController` (iOS 14): a view controller the app presents, whose library
/// shows nothing to pick here, so the user can only cancel. Its Cancel button
/// (`tap: {button: Cancel}`) tells the delegate `picker(_:didFinishPicking:)` with no results,
/// and the picker stays on screen until the app dismisses it, as Apple's page for that method
/// says ("The picker won't be automatically dismissed").
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
  /// Mirrors `configuration`.
  public let configuration: PHPickerConfiguration
  /// Mirrors `delegate`, held weakly.
  open weak var delegate: (any PHPickerViewControllerDelegate)?

  /// Mirrors `init(configuration:)`.
  public init(configuration: PHPickerConfiguration) {
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  public override init?(coder: NSCoder) {
    configuration = PHPickerConfiguration()
    super.init(coder: coder)
  }

  /// Mirrors `deselectAssets(withIdentifiers:)`, `moveAsset(withIdentifier:afterAssetWithIdentifier:)`
  /// and `scrollToInitialPosition()` (iOS 15 and 17): nothing is selected or scrolled here.
  open func deselectAssets(withIdentifiers identifiers: [String]) {}
  open func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier: String?) {}
  open func scrollToInitialPosition() {}

  /// The library's screen: a Cancel button at its top left, as the picker shows it.
  open override func viewDidLoad() {
    super.viewDidLoad()
    addPickerButton(titled: "Cancel") { [weak self] in
      guard let self else { return }
      self.delegate?.picker(self, didFinishPicking: [])
    }
  }
}

/// Mirrors `PHPickerViewControllerDelegate`, whose one method is required.
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

#if !canImport(Darwin)
  /// Mirrors `NSItemProviderReading`, which Foundation declares on Apple's platforms: a class
  /// an item provider can make an object of (`UIImage`, `NSString`).
  public protocol NSItemProviderReading: AnyObject {}

  extension UIImage: NSItemProviderReading {}

  /// Mirrors Foundation's `NSItemProvider`, which Foundation on Linux lacks, as a picked asset
  /// hands it over: one this picker never hands over, so it holds no item, and what is asked of
  /// it loads nothing.
  open class NSItemProvider: NSObject, @unchecked Sendable {
    /// Mirrors `registeredTypeIdentifiers`.
    open var registeredTypeIdentifiers: [String] { [] }
    open var suggestedName: String?

    public override init() {}

    /// Mirrors `hasItemConformingToTypeIdentifier(_:)` and `canLoadObject(ofClass:)`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { false }
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }

    /// Mirrors `loadObject(ofClass:completionHandler:)`: there is nothing to load, and the
    /// handler hears an error.
    @discardableResult
    open func loadObject(
      ofClass aClass: any NSItemProviderReading.Type,
      completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
      Self.loadNothing(completionHandler)
    }

    /// Mirrors `loadDataRepresentation(forTypeIdentifier:completionHandler:)`.
    @discardableResult
    open func loadDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
      Self.loadNothing(completionHandler)
    }

    /// Mirrors `loadFileRepresentation(forTypeIdentifier:completionHandler:)`.
    @discardableResult
    open func loadFileRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
      Self.loadNothing(completionHandler)
    }

    /// What every load answers: nothing, with an error, at once.
    private static func loadNothing<Item>(_ handler: (Item?, (any Error)?) -> Void) -> Progress {
      handler(
        nil,
        NSError(
          domain: NSCocoaErrorDomain, code: NSFileReadNoSuchFileError,
          userInfo: [NSLocalizedDescriptionKey: "the item provider holds no item"]))
      return Progress(totalUnitCount: 0)
    }
  }
#endif
