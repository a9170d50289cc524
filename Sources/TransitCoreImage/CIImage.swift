// What a developer's `import CoreImage` reaches in `transit run` (whose generated `CoreImage`
// module re-exports this one, and `UIKit` too, as UIKit's headers import Core Image's on iOS):
// images as recipes, filters set up by key, and a context that renders them. Transit's bitmaps
// hold no drawn pixels, so a filter's pixels are not computed: an image keeps its extent, the
// bitmap it was made from, and the names of the filters applied to it, and a render gives a
// bitmap of the rectangle asked for.
import Foundation
import TransitUIKit

/// Mirrors `CIImage`: an image as Core Image describes it, a recipe to render. Here it keeps its
/// extent (the rectangle of its pixels, or the infinite rectangle), the bitmap it was made
/// from, and the filters applied to it on the way.
open class CIImage: NSObject, @unchecked Sendable {
  /// Mirrors `extent`: where the image has pixels; the infinite rectangle for a colour or a
  /// clamped image.
  public let extent: CGRect
  /// Mirrors `cgImage`: the bitmap the image was made from; nil for any image made from it by
  /// a filter, as in Core Image.
  public let cgImage: CGImage?
  /// The names of the filters applied, first to last, to the image a bitmap or a colour made:
  /// what Transit keeps of a filter chain whose pixels it does not compute.
  public let filterNames: [String]
  /// The image the filters were applied to, when there were any.
  let origin: CIImage?

  init(extent: CGRect, cgImage: CGImage?, filterNames: [String], origin: CIImage?) {
    self.extent = extent
    self.cgImage = cgImage
    self.filterNames = filterNames
    self.origin = origin
  }

  /// Mirrors `init(cgImage:)`: an image of the bitmap's size in pixels, at the origin.
  public convenience init(cgImage: CGImage) {
    self.init(
      extent: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height),
      cgImage: cgImage, filterNames: [], origin: nil)
  }

  /// Mirrors `init?(image:)`: the Core Image image a `UIImage` was made from, else one of its
  /// bitmap; nil for an image with neither (an image of no size has no bitmap).
  public convenience init?(image: UIImage) {
    if let ciImage = image.ciImage {
      self.init(
        extent: ciImage.extent, cgImage: ciImage.cgImage, filterNames: ciImage.filterNames,
        origin: ciImage.origin)
    } else if let cgImage = image.cgImage {
      self.init(cgImage: cgImage)
    } else {
      return nil
    }
  }

  /// Mirrors `init(color:)`: an image of one colour, of infinite extent.
  public convenience init(color: CIColor) {
    self.init(extent: .infinite, cgImage: nil, filterNames: [], origin: nil)
  }

  /// Mirrors `empty()`: an image with no pixels.
  public class func empty() -> CIImage {
    CIImage(extent: .null, cgImage: nil, filterNames: [], origin: nil)
  }

  /// An image made from this one by a filter, with the extent the filter gives it.
  func applying(_ name: String, extent: CGRect) -> CIImage {
    CIImage(
      extent: extent, cgImage: nil, filterNames: filterNames + [name], origin: origin ?? self)
  }

  /// Mirrors `cropped(to:)`: the part of the image inside `rect` (the filter `CICrop`).
  public func cropped(to rect: CGRect) -> CIImage {
    applying("CICrop", extent: extent.intersection(rect))
  }

  /// Mirrors `transformed(by:)`: the image moved, scaled or turned (the filter
  /// `CIAffineTransform`); its extent is the bounding box of the transformed one.
  public func transformed(by matrix: CGAffineTransform) -> CIImage {
    applying(
      "CIAffineTransform", extent: extent.isInfinite ? extent : extent.applying(matrix))
  }

  /// Mirrors `clampedToExtent()`: the edge pixels repeated without end, so the image's extent
  /// is infinite (the filter `CIAffineClamp`). Source: Apple, `clampedToExtent()`
  /// (`coreimage-ciimage-clamped-to-extent` in docs/sources.md).
  public func clampedToExtent() -> CIImage { applying("CIAffineClamp", extent: .infinite) }

  /// Mirrors `composited(over:)`: this image over `destination` (the filter
  /// `CISourceOverCompositing`); the extent holds both.
  public func composited(over destination: CIImage) -> CIImage {
    applying("CISourceOverCompositing", extent: extent.union(destination.extent))
  }

  /// Mirrors `applyingFilter(_:parameters:)`: the output of the filter `name` with this image
  /// as its input image and the other parameters given; the image itself for a name Core
  /// Image does not have.
  public func applyingFilter(_ name: String, parameters: [String: Any]) -> CIImage {
    guard let filter = CIFilter(name: name) else { return self }
    for (key, value) in parameters { filter.setValue(value, forKey: key) }
    filter.setValue(self, forKey: kCIInputImageKey)
    return filter.outputImage ?? self
  }

  /// Mirrors `applyingFilter(_:)`: the filter with its default parameters.
  public func applyingFilter(_ name: String) -> CIImage {
    applyingFilter(name, parameters: [:])
  }

  /// Mirrors `applyingGaussianBlur(sigma:)`: the filter `CIGaussianBlur` with that radius.
  public func applyingGaussianBlur(sigma: Double) -> CIImage {
    applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
  }

  /// Mirrors `properties`: an image made here has no metadata.
  public var properties: [String: Any] { [:] }
}

/// Mirrors `CIColor`: a colour's components.
open class CIColor: NSObject, @unchecked Sendable {
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: 1)
  }

  /// Mirrors `init(color:)`: a `UIColor`'s components.
  public convenience init(color: UIColor) {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  public static let black = CIColor(red: 0, green: 0, blue: 0)
  public static let white = CIColor(red: 1, green: 1, blue: 1)
  public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
}

/// Mirrors `CIVector`: the values a filter's vector parameters take (a point, a rectangle).
open class CIVector: NSObject, @unchecked Sendable {
  private let values: [CGFloat]

  public init(values: [CGFloat]) { self.values = values }
  public convenience init(x: CGFloat) { self.init(values: [x]) }
  public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y]) }
  public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(values: [x, y, z]) }
  public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
    self.init(values: [x, y, z, w])
  }
  public convenience init(cgPoint point: CGPoint) { self.init(x: point.x, y: point.y) }
  /// Mirrors `init(cgRect:)`: x, y, width and height.
  public convenience init(cgRect rect: CGRect) {
    self.init(x: rect.origin.x, y: rect.origin.y, z: rect.width, w: rect.height)
  }

  public var count: Int { values.count }
  public func value(at index: Int) -> CGFloat { index < values.count ? values[index] : 0 }
  public var x: CGFloat { value(at: 0) }
  public var y: CGFloat { value(at: 1) }
  public var z: CGFloat { value(at: 2) }
  public var w: CGFloat { value(at: 3) }
  public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
  public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
}
