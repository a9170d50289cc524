import UIKit

// The names preview-transition's sample uses of Core Image, which UIKit brings with it on iOS:
// a Gaussian blur over a screenshot, set up by key-value coding. No filter runs here: a
// filter's output image is its input image, so the "blurred" screenshot is the screenshot.

public let kCIInputImageKey = "inputImage"
public let kCIInputRadiusKey = "inputRadius"
public let kCIOutputImageKey = "outputImage"

public final class CIImage {
  public let extent: CGRect

  init(extent: CGRect) { self.extent = extent }

  public convenience init?(image: UIImage) {
    self.init(extent: CGRect(origin: .zero, size: image.size))
  }

  public func cropped(to rect: CGRect) -> CIImage { CIImage(extent: extent.intersection(rect)) }
}

public final class CIFilter {
  public let name: String
  private var values: [String: Any] = [:]

  public init?(name: String) { self.name = name }

  public func setValue(_ value: Any?, forKey key: String) { values[key] = value }

  public func value(forKey key: String) -> Any? {
    key == kCIOutputImageKey ? values[kCIInputImageKey] : values[key]
  }

  public var outputImage: CIImage? { values[kCIInputImageKey] as? CIImage }
}

extension UIImage {
  public convenience init(ciImage: CIImage) { self.init() }
}
