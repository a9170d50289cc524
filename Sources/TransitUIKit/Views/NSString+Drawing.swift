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
