/// The geometry and look of a view that a `set` record gives, each property as UIKit names it;
/// nil where the record leaves a property out.
///
/// `frame` is the untransformed frame: its centre and size (UIKit's `frame` is undefined under
/// a transform, and its `center` and `bounds` are not). A view the log has not set yet has
/// UIKit's defaults: no size, alpha 1, no transform, no background colour, shown, unclipped.
public struct ViewProperties: Sendable, Hashable {
  public var frame: ScreenRect?
  public var bounds: ScreenRect?
  public var center: ScreenPoint?
  public var alpha: Double?
  public var transform: ScreenTransform?
  /// `layer.cornerRadius`.
  public var cornerRadius: Double?
  /// Written `#rrggbbaa`; a view without one is clear.
  public var backgroundColor: ScreenColor?
  public var isHidden: Bool?
  public var clipsToBounds: Bool?

  public init(
    frame: ScreenRect? = nil, bounds: ScreenRect? = nil, center: ScreenPoint? = nil,
    alpha: Double? = nil, transform: ScreenTransform? = nil, cornerRadius: Double? = nil,
    backgroundColor: ScreenColor? = nil, isHidden: Bool? = nil, clipsToBounds: Bool? = nil
  ) {
    self.frame = frame
    self.bounds = bounds
    self.center = center
    self.alpha = alpha
    self.transform = transform
    self.cornerRadius = cornerRadius
    self.backgroundColor = backgroundColor
    self.isHidden = isHidden
    self.clipsToBounds = clipsToBounds
  }

  /// Whether no property is given.
  public var isEmpty: Bool { self == ViewProperties() }

  /// The properties' field list, for the reader and the writer alike: a new property is a
  /// line here.
  static func fields<Coder: PropertyCoder>(of value: inout ViewProperties, _ coder: inout Coder)
    throws(Coder.Failure)
  {
    try coder.rect("frame", &value.frame)
    try coder.rect("bounds", &value.bounds)
    try coder.point("center", &value.center)
    try coder.number("alpha", &value.alpha)
    try coder.transform("transform", &value.transform)
    try coder.number("cornerRadius", &value.cornerRadius)
    try coder.color("backgroundColor", &value.backgroundColor)
    try coder.bool("isHidden", &value.isHidden)
    try coder.bool("clipsToBounds", &value.clipsToBounds)
  }

  /// Every property name the field list reads, for recognising them on a line.
  static let names: [String] = {
    var collector = NameCollector()
    var blank = ViewProperties()
    ViewProperties.fields(of: &blank, &collector)
    return collector.names
  }()

  /// `names` in UTF-8, for recognising them on a line without making strings.
  static let nameBytes: [[UInt8]] = names.map { Array($0.utf8) }
}

/// Reads or writes the properties of a `set` record, one call per property, in the order
/// `ViewProperties.fields` lists them.
protocol PropertyCoder {
  associatedtype Failure: Error
  mutating func rect(_ name: String, _ value: inout ScreenRect?) throws(Failure)
  mutating func point(_ name: String, _ value: inout ScreenPoint?) throws(Failure)
  mutating func number(_ name: String, _ value: inout Double?) throws(Failure)
  mutating func transform(_ name: String, _ value: inout ScreenTransform?) throws(Failure)
  mutating func color(_ name: String, _ value: inout ScreenColor?) throws(Failure)
  mutating func bool(_ name: String, _ value: inout Bool?) throws(Failure)
}

/// Collects the names of the field list.
private struct NameCollector: PropertyCoder {
  typealias Failure = Never
  var names: [String] = []
  mutating func rect(_ name: String, _ value: inout ScreenRect?) { names.append(name) }
  mutating func point(_ name: String, _ value: inout ScreenPoint?) { names.append(name) }
  mutating func number(_ name: String, _ value: inout Double?) { names.append(name) }
  mutating func transform(_ name: String, _ value: inout ScreenTransform?) { names.append(name) }
  mutating func color(_ name: String, _ value: inout ScreenColor?) { names.append(name) }
  mutating func bool(_ name: String, _ value: inout Bool?) { names.append(name) }
}

/// A point in points.
public struct ScreenPoint: Sendable, Hashable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A rectangle in points: its origin and size.
public struct ScreenRect: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }
}

/// An affine transform, as Core Graphics writes it: `x' = a*x + c*y + tx`,
/// `y' = b*x + d*y + ty`.
public struct ScreenTransform: Sendable, Hashable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = ScreenTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// `self` followed by `other`, as `CGAffineTransform.concatenating(_:)`.
  public func concatenating(_ other: ScreenTransform) -> ScreenTransform {
    ScreenTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  public func apply(_ point: ScreenPoint) -> ScreenPoint {
    ScreenPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The transform that undoes this one, or nil when it flattens the plane.
  public var inverted: ScreenTransform? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    return ScreenTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

/// A colour's red, green, blue and alpha, each 0 to 255, as `#rrggbbaa` writes them.
public struct ScreenColor: Sendable, Hashable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The colour of components from 0 to 1, as `UIColor` keeps them, rounded to 8 bits.
  public init(fractionRed red: Double, green: Double, blue: Double, alpha: Double) {
    func byte(_ value: Double) -> UInt8 {
      guard value.isFinite else { return 0 }
      return UInt8(min(max(value, 0), 1) * 255 + 0.5)
    }
    self.init(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
  }

  public static let clear = ScreenColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// `#rrggbbaa`, lower case.
  public var hex: String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for byte in [red, green, blue, alpha] {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 15)])
    }
    return text
  }

  /// The colour `#rrggbb` or `#rrggbbaa` spells, or nil.
  public init?(hex text: String) {
    let scalars = Array(text.utf8)
    guard scalars.first == UInt8(ascii: "#"), scalars.count == 7 || scalars.count == 9 else {
      return nil
    }
    var bytes: [UInt8] = []
    var index = 1
    while index < scalars.count {
      guard let high = Self.nibble(scalars[index]), let low = Self.nibble(scalars[index + 1])
      else { return nil }
      bytes.append(high << 4 | low)
      index += 2
    }
    let alpha: UInt8 = bytes.count > 3 ? bytes[3] : 255
    self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha)
  }

  private static func nibble(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
