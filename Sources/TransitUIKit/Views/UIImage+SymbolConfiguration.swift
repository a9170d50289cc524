import Foundation

// SF Symbols' configurations (iOS 13): the size, weight, scale and colours a symbol image is
// drawn with. Nothing is drawn here, so a configuration is kept on the image or view it was
// given to and changes no size: a symbol image has no size here, whatever its configuration.

extension UIImage {
  /// Mirrors `UIImage.SymbolWeight`, with UIKit's raw values.
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// Mirrors `UIImage.SymbolScale`, with UIKit's raw values.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1
    case unspecified = 0
    case small, medium, large
  }

  /// Mirrors `UIImage.Configuration` (`UIImageConfiguration`): what an image is drawn with.
  open class Configuration: NSObject, @unchecked Sendable {
    /// Mirrors `applying(_:)`: the other configuration's settings over this one's.
    open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      guard let other = otherConfiguration as? Self else { return self }
      return other
    }
  }

  /// Mirrors `UIImage.SymbolConfiguration`: a symbol's point size or text style, weight,
  /// scale and colours, kept as given.
  public final class SymbolConfiguration: Configuration, @unchecked Sendable {
    public let pointSize: CGFloat?
    public let textStyle: UIFont.TextStyle?
    public let weight: SymbolWeight
    public let scale: SymbolScale
    public let colors: [UIColor]
    /// How the colours are used: one hierarchical colour, a palette, or multicolour.
    public let rendering: String?

    init(
      pointSize: CGFloat? = nil, textStyle: UIFont.TextStyle? = nil,
      weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
      colors: [UIColor] = [], rendering: String? = nil
    ) {
      self.pointSize = pointSize
      self.textStyle = textStyle
      self.weight = weight
      self.scale = scale
      self.colors = colors
      self.rendering = rendering
      super.init()
    }

    /// Mirrors `unspecified`: a configuration that sets nothing.
    public static let unspecified = SymbolConfiguration()

    /// Mirrors `init(pointSize:)`, `init(pointSize:weight:)` and `init(pointSize:weight:scale:)`.
    public convenience init(
      pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified
    ) {
      self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
    }

    /// Mirrors `init(weight:)`.
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: nil, weight: weight)
    }

    /// Mirrors `init(scale:)`.
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: nil, scale: scale)
    }

    /// Mirrors `init(textStyle:)` and `init(textStyle:scale:)`.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .unspecified) {
      self.init(pointSize: nil, textStyle: textStyle, scale: scale)
    }

    /// Mirrors `init(font:)` and `init(font:scale:)`: the font's point size.
    public convenience init(font: UIFont, scale: SymbolScale = .unspecified) {
      self.init(pointSize: font.pointSize, scale: scale)
    }

    /// Mirrors `init(hierarchicalColor:)` (iOS 15).
    public convenience init(hierarchicalColor: UIColor) {
      self.init(colors: [hierarchicalColor], rendering: "hierarchical")
    }

    /// Mirrors `init(paletteColors:)` (iOS 15).
    public convenience init(paletteColors: [UIColor]) {
      self.init(colors: paletteColors, rendering: "palette")
    }

    /// Mirrors `preferringMulticolor()` (iOS 15).
    public static func preferringMulticolor() -> SymbolConfiguration {
      SymbolConfiguration(rendering: "multicolor")
    }

    /// Mirrors `configurationPreferringMulticolor()` (iOS 16): this one, in multicolour.
    public func configurationPreferringMulticolor() -> SymbolConfiguration {
      combined(with: .preferringMulticolor())
    }

    /// Mirrors `applying(_:)`: what the other configuration sets replaces what this one sets.
    public override func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      guard let other = otherConfiguration as? SymbolConfiguration else { return self }
      return unsafeDowncast(combined(with: other), to: Self.self)
    }

    private func combined(with other: SymbolConfiguration) -> SymbolConfiguration {
      SymbolConfiguration(
        pointSize: other.pointSize ?? (other.textStyle == nil ? pointSize : nil),
        textStyle: other.textStyle ?? (other.pointSize == nil ? textStyle : nil),
        weight: other.weight == .unspecified ? weight : other.weight,
        scale: other.scale == .unspecified ? scale : other.scale,
        colors: other.colors.isEmpty ? colors : other.colors,
        rendering: other.rendering ?? rendering)
    }
  }

  /// Mirrors `init?(systemName:withConfiguration:)`: the symbol, its configuration kept.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?)
  {
    self.init(systemName: name)
  }

  /// Mirrors `init?(systemName:compatibleWith:)`.
  public convenience init?(systemName name: String, compatibleWith traits: UITraitCollection?) {
    self.init(systemName: name)
  }

  /// Mirrors `withConfiguration(_:)`: the same image, as nothing is drawn.
  public func withConfiguration(_ configuration: Configuration) -> UIImage { self }

  /// Mirrors `applyingSymbolConfiguration(_:)`: the same image, as nothing is drawn.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    self
  }
}
