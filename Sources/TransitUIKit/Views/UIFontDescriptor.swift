import Foundation

/// Mirrors `UIFontDescriptor`: the attributes that describe a font, kept. A font made from one
/// (`UIFont(descriptor:size:)`) takes its name, size and boldness; text is not measured or
/// drawn, so nothing else of it shows.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// Mirrors `UIFontDescriptor.SymbolicTraits`.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// Mirrors `UIFontDescriptor.AttributeName`.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
  }

  /// Mirrors `UIFontDescriptor.SystemDesign` (iOS 13).
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  /// Mirrors `fontAttributes`.
  public let fontAttributes: [AttributeName: Any]
  /// Mirrors `symbolicTraits`.
  public let symbolicTraits: SymbolicTraits

  public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    fontAttributes = attributes
    symbolicTraits = []
  }

  private init(fontAttributes attributes: [AttributeName: Any], traits: SymbolicTraits) {
    fontAttributes = attributes
    symbolicTraits = traits
  }

  /// Mirrors `init(name:size:)`.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }

  /// Mirrors `init(name:matrix:)`: the named font, its transform kept under `.matrix` (nothing
  /// is drawn with it); no size, so a font made from it takes the size it is given.
  public convenience init(name fontName: String, matrix: CGAffineTransform) {
    self.init(fontAttributes: [.name: fontName, .matrix: matrix])
  }

  /// Mirrors `postscriptName`: the name given, else the family's, else the system font's.
  public var postscriptName: String {
    fontAttributes[.name] as? String ?? fontAttributes[.family] as? String ?? ".SFUI"
  }

  /// Mirrors `pointSize`: the size given, else 0.
  public var pointSize: CGFloat {
    if let size = fontAttributes[.size] as? CGFloat { return size }
    if let size = fontAttributes[.size] as? Double { return CGFloat(size) }
    if let size = fontAttributes[.size] as? Int { return CGFloat(size) }
    return 0
  }

  /// Mirrors `addingAttributes(_:)`: these attributes over the descriptor's.
  public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    UIFontDescriptor(
      fontAttributes: fontAttributes.merging(attributes) { _, new in new },
      traits: symbolicTraits)
  }

  /// Mirrors `withSize(_:)`.
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    addingAttributes([.size: newPointSize])
  }

  /// Mirrors `withFamily(_:)`.
  public func withFamily(_ newFamily: String) -> UIFontDescriptor {
    var attributes = fontAttributes
    attributes[.name] = nil
    attributes[.family] = newFamily
    return UIFontDescriptor(fontAttributes: attributes, traits: symbolicTraits)
  }

  /// Mirrors `withSymbolicTraits(_:)`: the same font with exactly these traits. UIKit answers
  /// nil when no face of the family has them; every face is there here.
  public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
    UIFontDescriptor(fontAttributes: fontAttributes, traits: traits)
  }

  /// Mirrors `withDesign(_:)` (iOS 13).
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }

  /// Mirrors `preferredFontDescriptor(withTextStyle:)`: the system font at the style's size.
  public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  {
    UIFontDescriptor(fontAttributes: [.size: style.pointSize, .textStyle: style.rawValue])
  }
}
