import Foundation

extension UIView {
  /// Mirrors `UIView.TintAdjustmentMode`.
  public enum TintAdjustmentMode: Int, Sendable {
    case automatic = 0
    case normal = 1
    case dimmed = 2
  }

  /// Mirrors `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }
}

/// Mirrors `UIImage`. Nothing is drawn, so an image is its name and its size: immutable, and
/// usable from any thread, as UIKit's is.
open class UIImage: @unchecked Sendable, _ExpressibleByImageLiteral {
  /// The asset or symbol name it was made from.
  public let name: String?
  /// Mirrors the accessibility an image carries (NSObject's informal `UIAccessibility`
  /// protocol): kept, as VoiceOver is never running here.
  public var accessibilityLabel: String?
  /// Mirrors `accessibilityIdentifier` (the `UIAccessibilityIdentification` protocol UIImage
  /// adopts): kept, as a UI test reads it.
  public var accessibilityIdentifier: String?
  public var isAccessibilityElement = false
  public let size: CGSize
  /// Mirrors `scale`: pixels per point; 1 for a named image, as there is no asset catalog.
  public let scale: CGFloat
  /// Mirrors `imageOrientation`: how the bitmap is turned to show it; `.up` but for an image
  /// made by `init(cgImage:scale:orientation:)`.
  public private(set) var imageOrientation = Orientation.up
  /// The bitmap the image was made from, which `cgImage` gives back.
  package let bitmap: CGImage?
  /// What else the image was made from: a Core Image image (TransitCoreImage's `ciImage`), with
  /// which the image has no bitmap.
  package let content: AnyObject?

  /// An image of a size in points, at a scale, as image contexts make it.
  init(name: String?, size: CGSize, scale: CGFloat) {
    self.name = name
    self.size = size
    self.scale = scale
    bitmap = nil
    content = nil
  }

  /// An image of what it was made from, as `init(cgImage:scale:orientation:)` and Core Image's
  /// `init(ciImage:scale:orientation:)` make it.
  package init(
    size: CGSize, scale: CGFloat, orientation: Orientation, bitmap: CGImage?, content: AnyObject?
  ) {
    name = nil
    self.size = size
    self.scale = scale
    imageOrientation = orientation
    self.bitmap = bitmap
    self.content = content
  }

  /// Mirrors `init?(named:)`: an image file among the folders `transit run` was given has its
  /// size (`ImageResources`), found as in the app's bundle; there is no asset catalog, and any
  /// other name gives an image of no size.
  public convenience init?(named name: String) {
    if let found = ImageResources.find(name) {
      self.init(
        name: name,
        size: CGSize(width: found.width / found.scale, height: found.height / found.scale),
        scale: found.scale)
    } else {
      self.init(name: name, size: .zero, scale: 1)
    }
  }

  /// Mirrors `init?(systemName:)`, an SF Symbol.
  public convenience init?(systemName name: String) {
    self.init(name: name, size: .zero, scale: 1)
  }

  public convenience init() {
    self.init(name: nil, size: .zero, scale: 1)
  }

  /// Mirrors `init(cgImage:scale:orientation:)`: the bitmap's pixels over `scale` points.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    let size = CGSize(width: CGFloat(cgImage.width), height: CGFloat(cgImage.height))
    let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
    self.init(
      size: CGSize(
        width: (turned ? size.height : size.width) / scale,
        height: (turned ? size.width : size.height) / scale), scale: scale,
      orientation: orientation, bitmap: cgImage, content: nil)
  }

  /// Mirrors `init(cgImage:)`: a scale of 1.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }

  /// Mirrors `cgImage`: the bitmap the image was made from, else a bitmap of the image's size
  /// in pixels (nothing is drawn in it); nil for an image made from a Core Image image, as on
  /// iOS.
  public var cgImage: CGImage? {
    if let bitmap { return bitmap }
    guard content == nil else { return nil }
    let width = Int((size.width * scale).rounded())
    let height = Int((size.height * scale).rounded())
    guard width > 0, height > 0 else { return nil }
    let context = ImageContexts.makeContext(pixelWidth: width, pixelHeight: height)
    return context.makeImage()
  }

  /// Mirrors `UIImage.Orientation`.
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// `#imageLiteral(resourceName:)` makes an image of that name, as `UIImage(named:)` does.
  public required convenience init(imageLiteralResourceName path: String) {
    self.init(named: path)!
  }

  /// Mirrors `init?(named:in:compatibleWith:)`.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: Any?) {
    self.init(named: name)
  }

  /// Mirrors `withRenderingMode(_:)`: the same image, as nothing is drawn.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

  /// Mirrors `withTintColor(_:)` and `withTintColor(_:renderingMode:)` (iOS 13): the same
  /// image, as nothing is drawn, so no tint changes a pixel.
  public func withTintColor(_ color: UIColor) -> UIImage { self }
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }

  /// Mirrors `draw(in:)`; inert, as nothing is drawn.
  public func draw(in rect: CGRect) {}

  /// Mirrors `draw(at:)`; inert, as nothing is drawn.
  public func draw(at point: CGPoint) {}

  /// Mirrors `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}

/// Mirrors `UIImage`'s `isEqual(_:)`, which `==` calls on iOS, where images are objects: Apple's
/// `UIImage` page ("Comparing images") says it is the reliable way to tell whether two images
/// hold the same image data, which two images of one asset do though they are distinct objects.
/// Here an image's data is its asset name, size, scale and orientation: images of the same
/// asset are equal, and an image drawn in a context equals only itself.
extension UIImage: Hashable {
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    guard lhs !== rhs else { return true }
    guard let name = lhs.name else { return false }
    return name == rhs.name && lhs.size == rhs.size && lhs.scale == rhs.scale
      && lhs.imageOrientation == rhs.imageOrientation
  }

  public func hash(into hasher: inout Hasher) {
    if let name {
      hasher.combine(name)
    } else {
      hasher.combine(ObjectIdentifier(self))
    }
  }
}

/// Mirrors `UIImageWriteToSavedPhotosAlbum(_:_:_:_:)`: the photo library here has not been
/// granted (Photos' `PHPhotoLibrary` stays denied), so nothing is saved. The completion
/// selector, which UIKit sends by name through the Objective-C runtime, is not sent.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func UIImageWriteToSavedPhotosAlbum(
  _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
  _ contextInfo: UnsafeMutableRawPointer?
) {}
