import Foundation

extension UIView {
  /// Mirrors `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Resizes the subviews whose `autoresizingMask` asks for it after this view's size changed
  /// from `old`: the change is shared among the flexible margins and size of each axis in
  /// proportion to their current lengths (equally when they are all zero), as UIKit's
  /// autoresizing does for views that are not placed by constraints.
  func autoresizeSubviews(from old: CGSize) {
    guard autoresizesSubviews else { return }
    let delta = CGSize(width: frame.width - old.width, height: frame.height - old.height)
    for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
      let mask = subview.autoresizingMask
      guard !mask.isEmpty else { continue }
      var frame = subview.frame
      let horizontal = Self.share(
        delta.width,
        among: [
          (mask.contains(.flexibleLeftMargin), frame.minX),
          (mask.contains(.flexibleWidth), frame.width),
          (mask.contains(.flexibleRightMargin), old.width - frame.maxX),
        ])
      let vertical = Self.share(
        delta.height,
        among: [
          (mask.contains(.flexibleTopMargin), frame.minY),
          (mask.contains(.flexibleHeight), frame.height),
          (mask.contains(.flexibleBottomMargin), old.height - frame.maxY),
        ])
      frame.origin.x += horizontal[0]
      frame.size.width += horizontal[1]
      frame.origin.y += vertical[0]
      frame.size.height += vertical[1]
      subview.frame = frame
    }
  }

  /// How much of `delta` each flexible part takes.
  private static func share(_ delta: CGFloat, among parts: [(Bool, CGFloat)]) -> [CGFloat] {
    let flexible = parts.filter(\.0)
    guard !flexible.isEmpty, delta != 0 else { return parts.map { _ in 0 } }
    let total = flexible.reduce(CGFloat(0)) { $0 + max(0, $1.1) }
    return parts.map { isFlexible, length in
      guard isFlexible else { return 0 }
      return total > 0 ? delta * max(0, length) / total : delta / CGFloat(flexible.count)
    }
  }
}

/// Mirrors `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
