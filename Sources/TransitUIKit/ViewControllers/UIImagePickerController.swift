import Foundation

/// Mirrors `UIImagePickerController`: a navigation controller the app presents to let the user
/// pick a photo or a movie, or take one with the camera.
///
/// The device here is a simulator's: there is no camera (`isSourceTypeAvailable(.camera)` is
/// false), and the library shows nothing to pick, so the user can only cancel. Presented, the
/// picker shows its photos screen with a Cancel item (`tap: {button: Cancel}`), which tells the
/// delegate `imagePickerControllerDidCancel(_:)`; the delegate is to dismiss the picker, as
/// Apple's `UIImagePickerControllerDelegate` page says ("The delegate methods are responsible for
/// dismissing the picker"). What UIKit does for a delegate without that method is not
/// documented: here the picker stays on screen. The delegate is the picker's navigation
/// delegate too (`delegate`, which the app sets to an object of both protocols), and is told of
/// its screens as any navigation controller's is.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
  /// Mirrors `UIImagePickerController.SourceType`.
  public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
  /// Mirrors `UIImagePickerController.CameraDevice`.
  public enum CameraDevice: Int, Sendable { case rear, front }
  /// Mirrors `UIImagePickerController.CameraCaptureMode`.
  public enum CameraCaptureMode: Int, Sendable { case photo, video }
  /// Mirrors `UIImagePickerController.CameraFlashMode`.
  public enum CameraFlashMode: Int, Sendable {
    case off = -1
    case auto = 0
    case on = 1
  }
  /// Mirrors `UIImagePickerController.QualityType`.
  public enum QualityType: Int, Sendable {
    case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540
  }

  /// Mirrors `UIImagePickerController.InfoKey`: the keys of what the delegate is told was picked.
  public struct InfoKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
    public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
  }

  /// Mirrors `isSourceTypeAvailable(_:)`: the library, not the camera, as on a simulator.
  public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
    sourceType != .camera
  }

  /// Mirrors `availableMediaTypes(for:)`: images and movies from the library; nil for the camera.
  public static func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
  }

  /// Mirrors `isCameraDeviceAvailable(_:)` and `isFlashAvailable(for:)`: no camera.
  public static func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
  public static func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

  /// What the app sets, kept.
  open var sourceType = SourceType.photoLibrary
  open var mediaTypes = ["public.image"]
  open var allowsEditing = false
  open var cameraDevice = CameraDevice.rear
  open var cameraCaptureMode = CameraCaptureMode.photo
  open var cameraFlashMode = CameraFlashMode.auto
  open var showsCameraControls = true
  open var cameraOverlayView: UIView?
  open var cameraViewTransform = CGAffineTransform.identity
  open var videoQuality = QualityType.typeMedium
  open var videoMaximumDuration: TimeInterval = 600

  public convenience init() { self.init(nibName: nil, bundle: nil) }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    installPhotosScreen()
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
    installPhotosScreen()
  }

  /// Mirrors `takePicture()`, `startVideoCapture()` and `stopVideoCapture()`: there is no
  /// camera, so nothing is taken.
  open func takePicture() {}
  open func startVideoCapture() -> Bool { false }
  open func stopVideoCapture() {}

  /// The library's screen, with the Cancel item the user taps.
  private func installPhotosScreen() {
    let photos = UIViewController()
    photos.navigationItem.title = "Photos"
    photos.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Cancel", image: nil,
      primaryAction: UIAction(title: "Cancel") { [weak self] _ in self?.cancel() })
    setViewControllers([photos], animated: false)
  }

  private func cancel() {
    (delegate as? any UIImagePickerControllerDelegate)?.imagePickerControllerDidCancel(self)
  }
}

/// Mirrors `UIImagePickerControllerDelegate`, whose methods are optional.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: ObjectiveCMessaging {
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    OptionalRequirement.notImplemented(by: self)
  }
}
