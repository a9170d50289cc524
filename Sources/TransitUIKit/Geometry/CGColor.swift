import Foundation

#if canImport(Darwin)
  import CoreGraphics
#else
  /// Mirrors Core Graphics' `CGColor`, which layers take: the same components as the `UIColor`
  /// it came from. Declared where Foundation has no Core Graphics (Linux); on Apple's platforms
  /// it is Core Graphics' own.
  public struct CGColor: Hashable, Sendable {
    /// Optional, as Core Graphics' is.
    public let components: [CGFloat]?
    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }
  }
#endif

extension UIColor {
  /// Mirrors `cgColor`.
  public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// Mirrors `init(cgColor:)`.
  public convenience init(cgColor: CGColor) {
    let components = cgColor.components ?? []
    let parts = components + Array(repeating: 1, count: max(0, 4 - components.count))
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
