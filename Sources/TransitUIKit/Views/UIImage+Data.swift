import Foundation
import TransitInterfaceBuilder

// Images from encoded bytes (a download, a file): UIKit decodes PNG, JPEG and GIF, among
// others, and gives nil for bytes it cannot read. Pixels are not decoded here, as nothing is
// drawn; the image has the size the file's header gives (`ImageHeader`, the reader `transit
// run` reads the developer's image files with), so a view sized from it gets the frame it gets
// on iOS. Only PNG, JPEG and GIF are read: HEIC, WebP, BMP and TIFF bytes, which ImageIO
// decodes, give nil here.
extension UIImage {
  /// Mirrors `init?(data:)`: nil unless the bytes are a PNG, JPEG or GIF image with a size of
  /// at least one pixel each way (HEIC, WebP, BMP and TIFF, which iOS reads, give nil here).
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// Mirrors `init?(data:scale:)`: the image's pixels over `scale` points each.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let pixels = ImageHeader.pixelSize([UInt8](data)), scale > 0 else { return nil }
    self.init(
      name: nil,
      size: CGSize(
        width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale),
      scale: scale)
  }

  /// Mirrors `init?(contentsOfFile:)`: the file's bytes as `init?(data:)` reads them.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data)
  }
}
