import Foundation

/// A colour, kept as RGBA components; the engine draws nothing, but animators set and compare
/// colours and a diagram may mention them.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
  public var red: CGFloat
  public var green: CGFloat
  public var blue: CGFloat
  public var alpha: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
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

  public var description: String {
    func channel(_ value: CGFloat) -> String { String(Int((Double(value) * 255).rounded())) }
    return "rgba(\(channel(red)),\(channel(green)),\(channel(blue)),\(Double(alpha)))"
  }
}

/// The layer behind a view: only what transition code sets on it.
@preconcurrency @MainActor
public final class CALayer {
  /// The view whose layer this is: what it shows, it shows for the view, and the log's
  /// geometry channel records it as the view's.
  weak var view: UIView?
  public var cornerRadius: CGFloat = 0 { didSet { view?.geometryDidChange() } }
  public var masksToBounds = false { didSet { view?.geometryDidChange() } }
  public var shadowOpacity: Float = 0
  public var shadowRadius: CGFloat = 3
  public var zPosition: CGFloat = 0
  public var shadowColor: CGColor? = UIColor.black.cgColor
  public var shadowOffset = CGSize(width: 0, height: -3)
  public var borderColor: CGColor? = UIColor.black.cgColor
  public var borderWidth: CGFloat = 0
  public var backgroundColor: CGColor? { didSet { view?.geometryDidChange() } }
  public var opacity: Float = 1 { didSet { view?.geometryDidChange() } }
  /// A layer whose alpha masks this one; kept, as nothing is drawn.
  public var mask: CALayer?
  public var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  public var shouldRasterize = false
  public var rasterizationScale: CGFloat = 1
  public var frame = CGRect.zero
  public private(set) var sublayers: [CALayer]?

  public func addSublayer(_ layer: CALayer) {
    sublayers = (sublayers ?? []) + [layer]
  }

  public init() {}
}
