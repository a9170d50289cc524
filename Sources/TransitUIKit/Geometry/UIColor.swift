import Foundation

/// A colour, kept as RGBA components; the engine draws nothing, but animators set and compare
/// colours and a diagram may mention them.
///
/// A class, as UIKit's is, so that an app's extension may add `convenience` initializers (a
/// colour from a hex string) and `class` properties. Colours are immutable: two are equal
/// when their components are.
open class UIColor: NSObject, @unchecked Sendable {
  let red: CGFloat
  let green: CGFloat
  let blue: CGFloat
  let alpha: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    super.init()
  }

  /// Mirrors `init()`, NSObject's, which Swift lets code call on UIKit's `UIColor` (a
  /// placeholder a property starts with before the colour it is given): its colour is not
  /// documented; here every component is 0, a transparent black.
  public override convenience init() { self.init(red: 0, green: 0, blue: 0, alpha: 0) }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's playgrounds and storyboards write it.
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(
      red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
  }

  open override var hash: Int {
    var hasher = Hasher()
    for component in [red, green, blue, alpha] { hasher.combine(component) }
    return hasher.finalize()
  }

  /// The same colour with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  public static let clear = UIColor(white: 0, alpha: 0)
  public static let black = UIColor(white: 0, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let systemBackground = UIColor.white
  public static let systemBlue = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
  public static let systemPink = UIColor(red: 1, green: 0.176, blue: 0.333, alpha: 1)
  public static let systemTeal = UIColor(red: 0.188, green: 0.69, blue: 0.78, alpha: 1)
  public static let systemIndigo = UIColor(red: 0.345, green: 0.337, blue: 0.839, alpha: 1)

  open override var description: String {
    func channel(_ value: CGFloat) -> String { String(Int((Double(value) * 255).rounded())) }
    return "rgba(\(channel(red)),\(channel(green)),\(channel(blue)),\(Double(alpha)))"
  }
}
