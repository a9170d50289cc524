import Foundation

/// Mirrors UIKit's string drawing (`NSStringDrawing`). There are no fonts here to measure text
/// with, so a size is an estimate, and drawing is inert.
extension NSString {
  /// Mirrors `size(withAttributes:)`: one line of the attributes' font (the system font of
  /// 17 points without one), each character taken as half the point size wide. Fractional, as
  /// UIKit's is (its page tells callers to round up before sizing a view).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 17)
    let lines = (self as String).split(separator: "\n", omittingEmptySubsequences: false)
    let longest = lines.map(\.count).max() ?? 0
    return CGSize(
      width: CGFloat(longest) * font.pointSize / 2, height: CGFloat(lines.count) * font.lineHeight)
  }

  /// Mirrors `draw(at:withAttributes:)`; inert, as nothing is drawn.
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {}

  /// Mirrors `draw(in:withAttributes:)`; inert, as nothing is drawn.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {}
}

/// Mirrors `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Mirrors `NSStringDrawingContext`: kept; no text is scaled down to fit here.
open class NSStringDrawingContext: NSObject {
  open var minimumScaleFactor: CGFloat = 0
  open private(set) var actualScaleFactor: CGFloat = 1
  open private(set) var totalBounds = CGRect.zero
  public override init() { super.init() }
}

extension NSString {
  /// Mirrors `boundingRect(with:options:attributes:context:)`: the estimate `size(withAttributes:)`
  /// makes, wrapped to `size.width` with `.usesLineFragmentOrigin` (each paragraph takes as many
  /// lines as its characters need at half the point size each), one line without it, as UIKit
  /// measures a single line then.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) -> CGRect {
    let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 17)
    return Self.estimatedBounds(of: self as String, font: font, in: size, options: options)
  }

  static func estimatedBounds(
    of text: String, font: UIFont, in size: CGSize, options: NSStringDrawingOptions
  ) -> CGRect {
    let characterWidth = font.pointSize / 2
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard options.contains(.usesLineFragmentOrigin), characterWidth > 0, size.width > 0,
      size.width.isFinite
    else {
      let longest = paragraphs.map(\.count).max() ?? 0
      return CGRect(x: 0, y: 0, width: CGFloat(longest) * characterWidth, height: font.lineHeight)
    }
    let perLine = max(1, Int(size.width / characterWidth))
    let lines = paragraphs.reduce(0) { $0 + max(1, ($1.count + perLine - 1) / perLine) }
    let widest = paragraphs.map { min($0.count, perLine) }.max() ?? 0
    return CGRect(
      x: 0, y: 0, width: CGFloat(widest) * characterWidth,
      height: CGFloat(lines) * font.lineHeight)
  }
}

extension NSAttributedString {
  /// Mirrors `size()`: one line of the string's text in the font its first character has, or
  /// the 12-point font an attributed string has by default, estimated as
  /// `size(withAttributes:)` estimates a plain string.
  public func size() -> CGSize {
    let font = length > 0 ? attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil
    return (string as NSString).size(withAttributes: [.font: font ?? UIFont.systemFont(ofSize: 12)])
  }

  /// Mirrors `boundingRect(with:options:context:)`: the estimate of the string's text in the
  /// font its first character has, or the 12-point font an attributed string has by default.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let font =
      length > 0 ? attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil
    return NSString.estimatedBounds(
      of: string, font: font ?? UIFont.systemFont(ofSize: 12), in: size, options: options)
  }
}
