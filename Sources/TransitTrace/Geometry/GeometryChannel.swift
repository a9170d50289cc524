#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One number of a view's geometry or look, as animations interpolate it.
///
/// A transform is kept as its translation, rotation, scales and shear (a rotation followed by an
/// upper-triangular matrix), so that a rotation turns rather than shrinks on its way, as Core
/// Animation interpolates transforms by their components; a colour as its red, green, blue and
/// alpha from 0 to 1.
public enum GeometryChannel: Int, CaseIterable, Sendable {
  case centerX, centerY, width, height, boundsX, boundsY, alpha, cornerRadius
  case translateX, translateY, rotation, scaleX, scaleY, shear
  case red, green, blue, colorAlpha

  /// A view's channels before any record sets them: UIKit's defaults.
  public static let defaults: [Double] = [
    0, 0, 0, 0, 0, 0, 1, 0,
    0, 0, 0, 1, 1, 0,
    0, 0, 0, 0,
  ]

  /// The channels `values` sets, and to what.
  public static func assignments(of values: ViewProperties) -> [(GeometryChannel, Double)] {
    var result: [(GeometryChannel, Double)] = []
    if let frame = values.frame {
      result += [
        (.centerX, frame.midX), (.centerY, frame.midY), (.width, frame.width),
        (.height, frame.height),
      ]
    }
    if let bounds = values.bounds {
      result += [
        (.boundsX, bounds.x), (.boundsY, bounds.y), (.width, bounds.width),
        (.height, bounds.height),
      ]
    }
    if let center = values.center { result += [(.centerX, center.x), (.centerY, center.y)] }
    if let alpha = values.alpha { result.append((.alpha, alpha)) }
    if let radius = values.cornerRadius { result.append((.cornerRadius, radius)) }
    if let transform = values.transform {
      let parts = decompose(transform)
      result += [
        (.translateX, parts[0]), (.translateY, parts[1]), (.rotation, parts[2]),
        (.scaleX, parts[3]), (.scaleY, parts[4]), (.shear, parts[5]),
      ]
    }
    if let color = values.backgroundColor {
      result += [
        (.red, Double(color.red) / 255), (.green, Double(color.green) / 255),
        (.blue, Double(color.blue) / 255), (.colorAlpha, Double(color.alpha) / 255),
      ]
    }
    return result.filter { $0.1.isFinite }
  }

  /// A transform's translation, rotation, x scale, y scale and shear.
  public static func decompose(_ transform: ScreenTransform) -> [Double] {
    let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    let rotation = atan2(transform.b, transform.a)
    let cosine = cos(rotation)
    let sine = sin(rotation)
    let shear = transform.c * cosine + transform.d * sine
    let scaleY = -transform.c * sine + transform.d * cosine
    return [transform.tx, transform.ty, rotation, scaleX, scaleY, shear]
  }

  /// The transform of channel values, the inverse of `decompose`.
  public static func transform(
    translateX: Double, translateY: Double, rotation: Double, scaleX: Double, scaleY: Double,
    shear: Double
  ) -> ScreenTransform {
    let cosine = cos(rotation)
    let sine = sin(rotation)
    return ScreenTransform(
      a: scaleX * cosine, b: scaleX * sine, c: shear * cosine - scaleY * sine,
      d: shear * sine + scaleY * cosine, tx: translateX, ty: translateY)
  }
}

/// How a view looks at one moment: its model values with the animations running then applied.
public struct ViewAppearance: Sendable, Hashable {
  /// The channels, indexed by `GeometryChannel`.
  public var channels: [Double]
  public var isHidden: Bool
  public var clipsToBounds: Bool

  public init(channels: [Double], isHidden: Bool, clipsToBounds: Bool) {
    self.channels = channels
    self.isHidden = isHidden
    self.clipsToBounds = clipsToBounds
  }

  public subscript(channel: GeometryChannel) -> Double { channels[channel.rawValue] }

  public var center: ScreenPoint { ScreenPoint(x: self[.centerX], y: self[.centerY]) }
  /// The bounds: their origin and size.
  public var bounds: ScreenRect {
    ScreenRect(x: self[.boundsX], y: self[.boundsY], width: self[.width], height: self[.height])
  }
  /// The untransformed frame: the size about the centre.
  public var frame: ScreenRect {
    ScreenRect(
      x: self[.centerX] - self[.width] / 2, y: self[.centerY] - self[.height] / 2,
      width: self[.width], height: self[.height])
  }
  public var alpha: Double { self[.alpha] }
  public var cornerRadius: Double { self[.cornerRadius] }
  public var transform: ScreenTransform {
    GeometryChannel.transform(
      translateX: self[.translateX], translateY: self[.translateY], rotation: self[.rotation],
      scaleX: self[.scaleX], scaleY: self[.scaleY], shear: self[.shear])
  }
  public var backgroundColor: ScreenColor {
    ScreenColor(
      fractionRed: self[.red], green: self[.green], blue: self[.blue], alpha: self[.colorAlpha])
  }

  /// The values as a `set` record would give them all.
  public var properties: ViewProperties {
    ViewProperties(
      frame: frame, bounds: bounds, alpha: alpha, transform: transform,
      cornerRadius: cornerRadius, backgroundColor: backgroundColor, isHidden: isHidden,
      clipsToBounds: clipsToBounds)
  }
}
