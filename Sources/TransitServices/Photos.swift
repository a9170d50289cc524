// What a developer's `import Photos` reaches in `transit run` (whose generated `Photos` module
// re-exports this one): a photo library the app has not been given access to.
import Foundation
import TransitUIKit

/// Mirrors `PHAuthorizationStatus`.
public enum PHAuthorizationStatus: Int, Sendable {
  case notDetermined, restricted, denied, authorized, limited
}

/// Mirrors `PHAccessLevel` (iOS 14).
public enum PHAccessLevel: Int, Sendable {
  case addOnly = 1
  case readWrite = 2
}

/// Mirrors `PHPhotoLibrary`: `authorizationStatus()` is `notDetermined` until the app asks;
/// asked, no prompt is shown and no one allows it, so the answer and the status are `denied`.
/// Changes are refused: `performChanges(_:completionHandler:)` runs no change block and answers
/// `false` with an error. Handlers run on the main queue at the run loop's next turn in virtual
/// time (Photos calls them on a queue of its own).
@preconcurrency @MainActor
open class PHPhotoLibrary: NSObject {
  private static let library = PHPhotoLibrary()
  private static var status = PHAuthorizationStatus.notDetermined

  /// Mirrors `shared()`.
  public static func shared() -> PHPhotoLibrary { library }

  /// Mirrors `authorizationStatus()`.
  public static func authorizationStatus() -> PHAuthorizationStatus { status }
  /// Mirrors `authorizationStatus(for:)` (iOS 14).
  public static func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
    status
  }

  /// Mirrors `requestAuthorization(_:)`.
  public static func requestAuthorization(
    _ handler: @escaping (PHAuthorizationStatus) -> Void
  ) {
    if status == .notDetermined { status = .denied }
    let answer = status
    TransitMainQueue.async { handler(answer) }
  }

  /// Mirrors `requestAuthorization(for:handler:)` (iOS 14).
  public static func requestAuthorization(
    for accessLevel: PHAccessLevel, handler: @escaping (PHAuthorizationStatus) -> Void
  ) {
    requestAuthorization(handler)
  }

  /// Mirrors `performChanges(_:completionHandler:)`: refused, as the app has no access.
  open func performChanges(
    _ changeBlock: @escaping () -> Void,
    completionHandler: ((Bool, (any Error)?) -> Void)? = nil
  ) {
    let error = NSError(
      domain: "PHPhotosErrorDomain", code: 3311,
      userInfo: [NSLocalizedDescriptionKey: "The operation couldn't be completed."])
    if let completionHandler { TransitMainQueue.async { completionHandler(false, error) } }
  }
}

/// Mirrors `PHAssetChangeRequest`, made only inside a change block, which never runs here.
@preconcurrency @MainActor
open class PHAssetChangeRequest: NSObject {
  @discardableResult public static func creationRequestForAsset(from image: UIImage) -> Self {
    Self()
  }
  @discardableResult public static func creationRequestForAssetFromImage(atFileURL fileURL: URL)
    -> Self?
  { Self() }
  @discardableResult public static func creationRequestForAssetFromVideo(atFileURL fileURL: URL)
    -> Self?
  { Self() }
  public required override init() { super.init() }
}
