import Foundation
import TransitUIKit

/// Mirrors `CIContextOption`: the options a context is made with, kept.
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
  public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
  public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
  public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
  public static let priorityRequestLow = CIContextOption(rawValue: "priority_request_low")
}

/// Mirrors `CIContext`: renders images into bitmaps. A filter's pixels are not computed here,
/// so a render gives the pixels of the bitmap the image was made from, unfiltered, in the
/// rectangle asked for (those of an image drawn in Transit are none: it drew nothing).
open class CIContext: NSObject, @unchecked Sendable {
  /// The options it was made with.
  public let options: [CIContextOption: Any]

  public init(options: [CIContextOption: Any]?) {
    self.options = options ?? [:]
  }

  public override convenience init() { self.init(options: nil) }

  /// Mirrors `createCGImage(_:from:)`: a bitmap of `rect` in the image's coordinates (Core
  /// Image's origin is at the bottom left), its pixels those of the image's bitmap there; nil
  /// for an infinite or empty rectangle, which no bitmap can hold.
  open func createCGImage(_ image: CIImage, from rect: CGRect) -> CGImage? {
    guard !rect.isInfinite, !rect.isNull, rect.width >= 1, rect.height >= 1 else { return nil }
    let width = Int(rect.width.rounded(.up))
    let height = Int(rect.height.rounded(.up))
    if let bitmap = image.cgImage ?? image.origin?.cgImage {
      // Core Image counts rows from the bottom, a bitmap from the top.
      let flipped = CGRect(
        x: rect.minX, y: CGFloat(bitmap.height) - rect.maxY, width: CGFloat(width),
        height: CGFloat(height))
      if flipped == CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height) {
        return bitmap
      }
      if let part = bitmap.cropping(to: flipped), part.width == width, part.height == height {
        return part
      }
    }
    return CGImage.blank(width: width, height: height)
  }
}

extension UIImage {
  /// Mirrors `init(ciImage:)`: an image of the Core Image image, at a scale of 1, which
  /// `ciImage` gives back and which has no bitmap (`cgImage` is nil), as on iOS.
  public convenience init(ciImage: CIImage) {
    self.init(ciImage: ciImage, scale: 1, orientation: .up)
  }

  /// Mirrors `init(ciImage:scale:orientation:)`: the image's extent over `scale` points; no size
  /// for an infinite one.
  public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
    let extent = ciImage.extent
    let size =
      extent.isInfinite || extent.isNull
      ? CGSize.zero : CGSize(width: extent.width / scale, height: extent.height / scale)
    self.init(size: size, scale: scale, orientation: orientation, bitmap: nil, content: ciImage)
  }

  /// Mirrors `ciImage`: the Core Image image the image was made from, else nil.
  public var ciImage: CIImage? { content as? CIImage }
}
