import Foundation

/// Mirrors Core Graphics' `CGColor`, which layers take: the same components as the `UIColor` it
/// came from.
public struct CGColor: Hashable, Sendable {
  public let components: [CGFloat]
  public var alpha: CGFloat { components.last ?? 1 }

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }
}

extension UIColor {
  /// Mirrors `cgColor`.
  public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// Mirrors `init(cgColor:)`.
  public init(cgColor: CGColor) {
    let parts =
      cgColor.components + Array(repeating: 1, count: max(0, 4 - cgColor.components.count))
    self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
  }
}

/// Mirrors `CACornerMask`: which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
