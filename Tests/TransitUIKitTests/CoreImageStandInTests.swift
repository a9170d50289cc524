import Foundation
import Testing
import TransitCoreImage

@testable import TransitUIKit

/// Core Image as a developer's `import CoreImage` (or UIKit) reaches it in `transit run`: a
/// filter chain set up by key keeps its filters, its geometry and its input's bitmap, and a
/// render gives that bitmap's pixels, as no filter's pixels are computed.
@MainActor
@Suite("Core Image's stand-in")
struct CoreImageStandInTests {
  /// A 4 × 2 bitmap whose bytes are their own index, written into a context's memory as code
  /// writes pixels.
  static func bitmap() throws -> CGImage {
    let context = try #require(
      CGContext(
        data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 16,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    let memory = try #require(context.data).assumingMemoryBound(to: UInt8.self)
    for index in 0..<32 { memory[index] = UInt8(index) }
    return try #require(context.makeImage())
  }

  @Test("a blur then a crop, set up by key as preview-transition's kind of sample does")
  func filterChain() throws {
    let image = UIImage(cgImage: try Self.bitmap(), scale: 2, orientation: .up)
    let input = try #require(CIImage(image: image))
    #expect(input.extent == CGRect(x: 0, y: 0, width: 4, height: 2))
    let blur = try #require(CIFilter(name: "CIGaussianBlur"))
    #expect(blur.inputKeys == [kCIInputImageKey, kCIInputRadiusKey])
    #expect(blur.value(forKey: kCIInputRadiusKey) as? Double == 10)
    #expect(blur.outputImage == nil)
    blur.setValue(CGFloat(3), forKey: kCIInputRadiusKey)
    blur.setValue(input, forKey: "inputImage")
    let output = try #require(blur.value(forKey: "outputImage") as? CIImage)
    let cropped = output.cropped(to: CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(cropped.filterNames == ["CIGaussianBlur", "CICrop"])
    #expect(cropped.extent == CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(cropped.cgImage == nil)
    let shown = UIImage(ciImage: cropped)
    #expect(shown.ciImage === cropped)
    #expect(shown.size == CGSize(width: 2, height: 2))
    #expect(shown.cgImage == nil)
    #expect(CIFilter(name: "CINoSuchFilter") == nil)
  }

  @Test("a bitmap context is made only for four-channel pixels: a gray one is refused")
  func grayContextRefused() {
    let memory = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)
    defer { memory.deallocate() }
    // Rows of a byte a pixel over 4 × 4 bytes: four bytes a pixel would reach past them.
    for rowBytes in [0, 4] {
      #expect(
        CGContext(
          data: memory, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: rowBytes,
          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)
          == nil)
    }
    #expect(
      CGContext(
        data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) != nil)
    #expect(
      CGContext(
        data: nil, width: Int.max / 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
  }

  @Test("a render gives the source bitmap's pixels in the rectangle, counted from the bottom")
  func render() throws {
    let source = try Self.bitmap()
    let image = CIImage(cgImage: source).applyingGaussianBlur(sigma: 2)
    let context = CIContext()
    let whole = try #require(context.createCGImage(image, from: image.extent))
    #expect(whole === source)
    // The bottom row in Core Image's coordinates is the bitmap's second row.
    let part = try #require(
      context.createCGImage(image, from: CGRect(x: 1, y: 0, width: 2, height: 1)))
    #expect(part.width == 2 && part.height == 1)
    let data = try #require(part.dataProvider?.data)
    let bytes = Array(UnsafeBufferPointer(start: CFDataGetBytePtr(data), count: data.length))
    #expect(bytes == (20..<28).map { UInt8($0) })
    #expect(context.createCGImage(image.clampedToExtent(), from: .infinite) == nil)
  }

  @Test("geometry: a transform, a scale, a clamp and a composite give Core Image's extents")
  func geometry() throws {
    let image = CIImage(cgImage: try Self.bitmap())
    #expect(
      image.transformed(by: CGAffineTransform(translationX: 10, y: 5)).extent
        == CGRect(x: 10, y: 5, width: 4, height: 2))
    let scale = try #require(CIFilter(name: "CILanczosScaleTransform"))
    scale.setValue(image, forKey: kCIInputImageKey)
    scale.setValue(0.5, forKey: kCIInputScaleKey)
    #expect(scale.outputImage?.extent == CGRect(x: 0, y: 0, width: 2, height: 1))
    #expect(image.clampedToExtent().extent.isInfinite)
    let moved = image.transformed(by: CGAffineTransform(translationX: 4, y: 0))
    #expect(moved.composited(over: image).extent == CGRect(x: 0, y: 0, width: 8, height: 2))
    let colour = try #require(CIFilter(name: "CIConstantColorGenerator"))
    colour.setValue(CIColor(red: 1, green: 0, blue: 0), forKey: kCIInputColorKey)
    #expect(colour.outputImage?.extent.isInfinite == true)
  }
}
