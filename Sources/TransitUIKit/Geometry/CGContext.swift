// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

#if canImport(Darwin)
  import CoreGraphics
#else
  /// Core Foundation's collection and data types as code casts Swift's to them (`colors as
  /// CFArray`, `data as CFData`): on Linux, Foundation's own classes, which Swift's bridge to.
  public typealias CFArray = NSArray
  public typealias CFData = NSData
  public typealias CFDictionary = NSDictionary

  public typealias CFError = NSError
  /// `name as CFString`, as code hands Core Graphics a font's name.
  public typealias CFString = NSString

  /// Mirrors `CGDataProvider` over data: the bytes, kept.
  public final class CGDataProvider: @unchecked Sendable {
    public let data: CFData?
    public init?(data: CFData) { self.data = data }
  }

  /// Mirrors `CGFont` made from a font file's data: kept, as text is not measured here.
  public final class CGFont: @unchecked Sendable {
    public init?(_ provider: CGDataProvider) {}
    /// Mirrors `init(_:)` with a font's PostScript name.
    public init?(_ name: CFString) {}
  }

  /// Mirrors Core Text's `CTFontManagerRegisterGraphicsFont(_:_:)`: there is no font to draw
  /// with, and `UIFont(name:size:)` takes any name, so registering succeeds.
  public func CTFontManagerRegisterGraphicsFont(
    _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
  ) -> Bool { true }

  /// Mirrors `CGColorSpace`: its name, kept.
  public final class CGColorSpace: @unchecked Sendable {
    public let name: String
    init(name: String) { self.name = name }
  }

  public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: "kCGColorSpaceDeviceRGB")
  }

  /// Mirrors `CGGradient`: its colours and locations, kept; nothing is drawn.
  public final class CGGradient: @unchecked Sendable {
    public let colorCount: Int
    public let locations: [CGFloat]
    public init?(
      colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?
    ) {
      colorCount = colors.count
      self.locations =
        locations.map { Array(UnsafeBufferPointer(start: $0, count: colors.count)) } ?? []
    }
  }

  /// Mirrors `CGGradientDrawingOptions`.
  public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
  }

  /// Mirrors `CGInterpolationQuality`, the values Core Graphics gives it.
  public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case high = 3
    case medium = 4
  }

  /// Mirrors `CGBlendMode`.
  public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
    case hardLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy
    case sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
  }

  public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: "kCGColorSpaceDeviceGray")
  }

  /// Mirrors `CFDataGetBytePtr(_:)`: the data's bytes, valid while the data lives.
  public func CFDataGetBytePtr(_ data: CFData) -> UnsafePointer<UInt8>! {
    data.bytes.assumingMemoryBound(to: UInt8.self)
  }

  /// Mirrors `CFDataGetLength(_:)`.
  public func CFDataGetLength(_ data: CFData) -> Int { data.length }

  /// Mirrors `CGImageAlphaInfo`, the values Core Graphics gives it.
  public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
  }

  /// Mirrors `CGBitmapInfo`: the alpha's place (`CGImageAlphaInfo`) and the byte order.
  public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
  }

  /// Mirrors `CGColorRenderingIntent`.
  public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
  }

  /// Mirrors `CGImage`: a bitmap of 8-bit RGBA pixels, `bytesPerRow` from one row to the next.
  /// An image made from bytes (a data provider, a context over memory) holds them; one a
  /// context drew holds zeros, transparent black, as nothing is drawn.
  public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public let bitmapInfo: CGBitmapInfo
    public let colorSpace: CGColorSpace?
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    /// The bytes, where the image was made from some; nil where a context drew it.
    let pixels: Data?

    /// An image a context drew: nothing, so its pixels are zero.
    init(width: Int, height: Int) {
      self.width = width
      self.height = height
      bytesPerRow = width * 4
      bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
      colorSpace = CGColorSpaceCreateDeviceRGB()
      pixels = nil
    }

    init(
      width: Int, height: Int, bytesPerRow: Int, bitmapInfo: CGBitmapInfo,
      colorSpace: CGColorSpace?, pixels: Data
    ) {
      self.width = width
      self.height = height
      self.bytesPerRow = bytesPerRow
      self.bitmapInfo = bitmapInfo
      self.colorSpace = colorSpace
      self.pixels = pixels
    }

    /// Mirrors `init?(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)`:
    /// the provider's bytes as 8-bit, 4-channel pixels; nil for another format, or for data too
    /// short for the rows.
    public init?(
      width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
      space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
      decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
      guard width > 0, height > 0, bitsPerComponent == 8, bitsPerPixel == 32,
        bytesPerRow >= width * 4, let data = provider.data,
        data.length >= bytesPerRow * (height - 1) + width * 4
      else { return nil }
      self.width = width
      self.height = height
      self.bytesPerRow = bytesPerRow
      self.bitmapInfo = bitmapInfo
      colorSpace = space
      pixels = Data(referencing: data)
    }

    /// A bitmap of a size with no pixels drawn, as Core Image renders what it does not compute.
    package static func blank(width: Int, height: Int) -> CGImage {
      CGImage(width: width, height: height)
    }

    /// Mirrors `alphaInfo`.
    public var alphaInfo: CGImageAlphaInfo {
      CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
        ?? .none
    }

    /// Mirrors `dataProvider`: the image's bytes, `bytesPerRow` × `height` of them.
    public var dataProvider: CGDataProvider? {
      CGDataProvider(data: (pixels ?? Data(count: bytesPerRow * height)) as NSData)
    }

    /// Mirrors `cropping(to:)`: the pixels inside `rect` (rounded out to whole pixels) and inside
    /// the image, as a new image; nil where they do not meet.
    public func cropping(to rect: CGRect) -> CGImage? {
      let whole = CGRect(x: 0, y: 0, width: width, height: height)
      let part = rect.integral.intersection(whole)
      guard !part.isNull, part.width >= 1, part.height >= 1 else { return nil }
      let (x, y) = (Int(part.minX), Int(part.minY))
      let (partWidth, partHeight) = (Int(part.width), Int(part.height))
      guard let pixels else { return CGImage(width: partWidth, height: partHeight) }
      var cut = Data(capacity: partWidth * 4 * partHeight)
      for row in y..<(y + partHeight) {
        let start = pixels.startIndex + row * bytesPerRow + x * 4
        cut.append(pixels[start..<(start + partWidth * 4)])
      }
      return CGImage(
        width: partWidth, height: partHeight, bytesPerRow: partWidth * 4, bitmapInfo: bitmapInfo,
        colorSpace: colorSpace, pixels: cut)
    }
  }

  /// Mirrors `CGContext` as a bitmap context: its size, and the graphics state that drawing
  /// code changes (the current transform, fill and stroke colours, line width, alpha, blend
  /// mode), saved and restored as Core Graphics does. Drawing itself is inert: nothing is drawn,
  /// and `makeImage()` gives an image of the context's size.
  public final class CGContext {
    /// One graphics state, as `saveGState()` pushes it.
    public struct State {
      var ctm = CGAffineTransform.identity
      var fillColor: CGColor = UIColor.black.cgColor
      var strokeColor: CGColor = UIColor.black.cgColor
      var lineWidth: CGFloat = 1
      var alpha: CGFloat = 1
      var blendMode = CGBlendMode.normal
    }

    public let width: Int
    public let height: Int
    var state = State()
    private var saved: [State] = []
    /// Mirrors `interpolationQuality`: kept, as nothing is drawn or scaled.
    public var interpolationQuality = CGInterpolationQuality.default
    /// How deep `beginTransparencyLayer` nests.
    public private(set) var transparencyLayers = 0

    /// The memory of a bitmap context made over memory: the caller's, or the context's own.
    private let memory: UnsafeMutableRawPointer?
    private let ownsMemory: Bool
    /// Mirrors `bytesPerRow`.
    public let bytesPerRow: Int
    /// Mirrors `bitmapInfo`.
    public let bitmapInfo: CGBitmapInfo
    /// Mirrors `colorSpace`.
    public let colorSpace: CGColorSpace?

    init(width: Int, height: Int) {
      self.width = width
      self.height = height
      memory = nil
      ownsMemory = false
      bytesPerRow = width * 4
      bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
      colorSpace = CGColorSpaceCreateDeviceRGB()
    }

    /// Mirrors `init?(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`: a
    /// bitmap context of 8-bit, 4-channel pixels over `data` (or over memory of its own, zeroed,
    /// when nil; a `bytesPerRow` of 0 is computed). What code writes to the memory is the
    /// bitmap; drawing calls draw nothing into it. Nil for another format, a gray one among
    /// them: its rows hold a byte a pixel, and a context of four would read and write past the
    /// memory the app gave it.
    public init?(
      data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
      bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
    ) {
      let (rowBytes, overflow) =
        bytesPerRow == 0 ? width.multipliedReportingOverflow(by: 4) : (bytesPerRow, false)
      guard !space.name.contains("Gray"), !overflow, width > 0, height > 0,
        bitsPerComponent == 8, rowBytes >= width * 4,
        !rowBytes.multipliedReportingOverflow(by: height).overflow
      else {
        return nil
      }
      self.width = width
      self.height = height
      self.bytesPerRow = rowBytes
      self.bitmapInfo = CGBitmapInfo(rawValue: bitmapInfo)
      colorSpace = space
      if let data {
        memory = data
        ownsMemory = false
      } else {
        let own = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
        own.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
        memory = own
        ownsMemory = true
      }
    }

    deinit {
      if ownsMemory { memory?.deallocate() }
    }

    /// Mirrors `data`: the bitmap's memory, for a context made over memory.
    public var data: UnsafeMutableRawPointer? { memory }

    /// Mirrors `ctm`, the current transform.
    public var ctm: CGAffineTransform { state.ctm }
    public var fillColor: CGColor { state.fillColor }
    public var strokeColor: CGColor { state.strokeColor }

    public func saveGState() { saved.append(state) }
    /// Mirrors `restoreGState()`; with nothing saved, the state stays, as Core Graphics does.
    public func restoreGState() {
      if let last = saved.popLast() { state = last }
    }
    public func translateBy(x: CGFloat, y: CGFloat) {
      state.ctm = state.ctm.translatedBy(x: x, y: y)
    }
    public func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.scaledBy(x: x, y: y) }
    public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }
    public func concatenate(_ transform: CGAffineTransform) {
      state.ctm = transform.concatenating(state.ctm)
    }
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    public func setShadow(offset: CGSize, blur: CGFloat) {}
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) { transparencyLayers += 1 }
    public func endTransparencyLayer() { transparencyLayers = max(0, transparencyLayers - 1) }

    // Drawing: inert.
    public func fill(_ rect: CGRect) {}
    public func fill(_ rects: [CGRect]) {}
    public func stroke(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect, width: CGFloat) {}
    public func clear(_ rect: CGRect) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func addPath(_ path: CGPath) {}
    public func addRect(_ rect: CGRect) {}
    public func addEllipse(in rect: CGRect) {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func closePath() {}
    public func fillPath() {}
    public func strokePath() {}
    public func clip() {}
    public func clip(to rect: CGRect) {}
    public func draw(_ image: CGImage, in rect: CGRect) {}
    public func drawLinearGradient(
      _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {}
    public func drawRadialGradient(
      _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
      endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {}

    /// Mirrors `makeImage()`: an image of the context's bitmap, a copy of its memory where it
    /// has some; else an image of its size in pixels, with nothing drawn.
    public func makeImage() -> CGImage? {
      guard let memory else { return CGImage(width: width, height: height) }
      return CGImage(
        width: width, height: height, bytesPerRow: bytesPerRow, bitmapInfo: bitmapInfo,
        colorSpace: colorSpace, pixels: Data(bytes: memory, count: bytesPerRow * height))
    }
  }
#endif

/// The image contexts of one thread, innermost last, as UIKit keeps them (a stack per thread:
/// since iOS 4, `UIGraphicsBeginImageContextWithOptions` may be called from any thread).
final class ImageContexts {
  struct Entry {
    let context: CGContext
    let size: CGSize
    let scale: CGFloat
  }
  var entries: [Entry] = []

  private static let key = "TransitUIKit.ImageContexts"

  static var current: ImageContexts {
    let dictionary = Thread.current.threadDictionary
    if let contexts = dictionary[key] as? ImageContexts { return contexts }
    let contexts = ImageContexts()
    dictionary[key] = contexts
    return contexts
  }

  static func makeContext(pixelWidth: Int, pixelHeight: Int) -> CGContext {
    #if canImport(Darwin)
      return CGContext(
        data: nil, width: max(1, pixelWidth), height: max(1, pixelHeight), bitsPerComponent: 8,
        bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    #else
      return CGContext(width: pixelWidth, height: pixelHeight)
    #endif
  }
}

/// Mirrors `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: a bitmap context of `size` points
/// at `scale` (0 is the main screen's), made current. Nothing is drawn into it; the image it
/// gives has its size and scale, which is what layout reads.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let scale = scale > 0 ? scale : UIScreen.mainScale
  let context = ImageContexts.makeContext(
    pixelWidth: Int((size.width * scale).rounded(.up)),
    pixelHeight: Int((size.height * scale).rounded(.up)))
  ImageContexts.current.entries.append(.init(context: context, size: size, scale: scale))
}

/// Mirrors `UIGraphicsBeginImageContext(_:)`: a scale of 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Mirrors `UIGraphicsGetCurrentContext()`: the innermost image context, or nil (UIKit also
/// makes one for `draw(_:)`, which Transit never calls: nothing is drawn).
public func UIGraphicsGetCurrentContext() -> CGContext? {
  ImageContexts.current.entries.last?.context
}

/// Mirrors `UIGraphicsGetImageFromCurrentImageContext()`: an image of the context's size and
/// scale, or nil when no image context is current.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let entry = ImageContexts.current.entries.last else { return nil }
  return UIImage(name: nil, size: entry.size, scale: entry.scale)
}

/// Mirrors `UIGraphicsEndImageContext()`: the innermost image context is no longer current.
public func UIGraphicsEndImageContext() {
  _ = ImageContexts.current.entries.popLast()
}

/// Mirrors `UIRectFill(_:)`: fills in the current context, which draws nothing.
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

extension UIColor {
  /// Mirrors `setFill()`: the current context's fill colour.
  public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
  /// Mirrors `setStroke()`: the current context's stroke colour.
  public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
  /// Mirrors `set()`: both.
  public func set() {
    setFill()
    setStroke()
  }
}

/// Mirrors `UIGraphicsImageRenderer`: `image(actions:)` runs the actions with a current image
/// context of the renderer's size and gives an image of that size; nothing is drawn.
open class UIGraphicsImageRenderer {
  public let size: CGSize
  public let scale: CGFloat

  public init(size: CGSize) {
    self.size = size
    scale = UIScreen.mainScale
  }

  public convenience init(bounds: CGRect) { self.init(size: bounds.size) }

  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    UIGraphicsBeginImageContextWithOptions(size, false, scale)
    defer { UIGraphicsEndImageContext() }
    actions(UIGraphicsImageRendererContext(cgContext: UIGraphicsGetCurrentContext()!, size: size))
    return UIImage(name: nil, size: size, scale: scale)
  }
}

/// Mirrors `UIGraphicsImageRendererContext`.
public final class UIGraphicsImageRendererContext {
  public let cgContext: CGContext
  private let size: CGSize
  init(cgContext: CGContext, size: CGSize) {
    self.cgContext = cgContext
    self.size = size
  }
  public func fill(_ rect: CGRect) { cgContext.fill(rect) }
  public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}

extension CALayer {
  /// Mirrors `render(in:)`: draws the layer into the context, which draws nothing here.
  public func render(in context: CGContext) {}
}

#if canImport(Darwin)
  extension CGImage {
    /// A bitmap of a size with no pixels drawn, as Core Image renders what it does not compute.
    package static func blank(width: Int, height: Int) -> CGImage {
      ImageContexts.makeContext(pixelWidth: width, pixelHeight: height).makeImage()!
    }
  }
#endif
