import Foundation

// The named and system colours, with the components UIKit gives them in the light appearance
// (Apple's UIColor "Standard colors" and "UI element colors" pages). Nothing is drawn, so a
// colour is what code sets, compares and prints.
extension UIColor {
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

  public static let systemRed = UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)
  public static let systemGreen = UIColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1)
  public static let systemOrange = UIColor(red: 1, green: 0.584, blue: 0, alpha: 1)
  public static let systemYellow = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
  public static let systemPurple = UIColor(red: 0.686, green: 0.322, blue: 0.871, alpha: 1)
  public static let systemBrown = UIColor(red: 0.635, green: 0.518, blue: 0.369, alpha: 1)
  public static let systemCyan = UIColor(red: 0.196, green: 0.678, blue: 0.902, alpha: 1)
  public static let systemMint = UIColor(red: 0, green: 0.78, blue: 0.745, alpha: 1)
  public static let systemGray = UIColor(red: 0.557, green: 0.557, blue: 0.576, alpha: 1)
  public static let systemGray2 = UIColor(red: 0.682, green: 0.682, blue: 0.698, alpha: 1)
  public static let systemGray3 = UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
  public static let systemGray4 = UIColor(red: 0.82, green: 0.82, blue: 0.839, alpha: 1)
  public static let systemGray5 = UIColor(red: 0.898, green: 0.898, blue: 0.918, alpha: 1)
  public static let systemGray6 = UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1)

  public static let label = UIColor.black
  public static let secondaryLabel = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
  public static let tertiaryLabel = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
  public static let placeholderText = UIColor(
    red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
  public static let separator = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
  public static let link = UIColor.systemBlue
  public static let secondarySystemBackground = UIColor.systemGray6
  public static let tertiarySystemBackground = UIColor.white
  public static let systemGroupedBackground = UIColor.systemGray6
  public static let secondarySystemGroupedBackground = UIColor.white
  public static let systemFill = UIColor(red: 0.471, green: 0.471, blue: 0.502, alpha: 0.2)
  public static let tintColor = UIColor.systemBlue
  public static let groupTableViewBackground = UIColor.systemGray6

  /// Mirrors `init(white:alpha:)`'s companion for hue, saturation and brightness.
  public convenience init(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
  ) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * f)
    let t = brightness * (1 - saturation * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch sector {
      case 0: (brightness, t, p)
      case 1: (q, brightness, p)
      case 2: (p, brightness, t)
      case 3: (p, q, brightness)
      case 4: (t, p, brightness)
      default: (brightness, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// Mirrors `init(displayP3Red:green:blue:alpha:)`, kept as plain components.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Mirrors `init(dynamicProvider:)`: the colour of the light appearance, which the simulator
  /// shows.
  public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection())
    self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
  }

  /// Mirrors `init?(named:)`: there is no asset catalog, so no colour is found.
  public convenience init?(named name: String) { return nil }

  /// Mirrors `getRed(_:green:blue:alpha:)`.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Mirrors `getHue(_:saturation:brightness:alpha:)`.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let largest = max(red, green, blue)
    let spread = largest - min(red, green, blue)
    var found: CGFloat = 0
    if spread > 0 {
      switch largest {
      case red: found = (green - blue) / spread
      case green: found = 2 + (blue - red) / spread
      default: found = 4 + (red - green) / spread
      }
      found /= 6
      if found < 0 { found += 1 }
    }
    hue?.pointee = found
    saturation?.pointee = largest > 0 ? spread / largest : 0
    brightness?.pointee = largest
    alpha?.pointee = self.alpha
    return true
  }

  /// Mirrors `getWhite(_:alpha:)`.
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    white?.pointee = (red + green + blue) / 3
    alpha?.pointee = self.alpha
    return true
  }

  /// Mirrors `resolvedColor(with:)`: one appearance here.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
}

// `#colorLiteral(red:green:blue:alpha:)` and `#imageLiteral(resourceName:)`, as Xcode's
// playgrounds and storyboards write them, make a UIColor and a UIImage, as on iOS.
// The initializer is in the class, as a required one must be.
extension UIColor: _ExpressibleByColorLiteral {}

public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage
