import Foundation

// The traits of the simulated iPhone that no rotation changes: the light appearance, left to
// right, the default text size, the base level, an iPhone idiom at scale 3. Code that reads
// them (a colour for the dark appearance, a layout for right to left, a font for accessibility
// sizes) takes the branch an iPhone with the default settings takes.
extension UITraitCollection {
  /// Mirrors `userInterfaceStyle`: light.
  public var userInterfaceStyle: UIUserInterfaceStyle { .light }
  /// Mirrors `layoutDirection`: left to right.
  public var layoutDirection: UITraitEnvironmentLayoutDirection { .leftToRight }
  /// Mirrors `preferredContentSizeCategory`: the default, large.
  public var preferredContentSizeCategory: UIContentSizeCategory { .large }
  /// Mirrors `userInterfaceIdiom`: a phone.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  /// Mirrors `userInterfaceLevel`: the base level.
  public var userInterfaceLevel: UIUserInterfaceLevel { .base }
  /// Mirrors `displayScale`: the screen's.
  public var displayScale: CGFloat { UIScreen.mainScale }

  /// Mirrors `hasDifferentColorAppearance(comparedTo:)`: never, with one appearance.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    false
  }
}

/// Mirrors `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// Mirrors `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight, rightToLeft
}

/// Mirrors `UIUserInterfaceLevel`.
public enum UIUserInterfaceLevel: Int, Sendable {
  case unspecified = -1
  case base, elevated
}

/// Mirrors `UIContentSizeCategory`: the text sizes, smallest first.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXXL")

  /// Mirrors `didChangeNotification`, never posted: the size never changes here.
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")

  private static let order: [UIContentSizeCategory] = [
    .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
    .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Mirrors `isAccessibilityCategory`.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}

/// Mirrors `UIAccessibilityTraits`: what an accessibility element is, kept.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
}

/// A view's or view controller's `overrideUserInterfaceStyle`, kept for it as an associated
/// value: one appearance is simulated, so it changes nothing else.
private nonisolated(unsafe) var overrideStyleKey: UInt8 = 0

extension UIView {
  /// Mirrors `overrideUserInterfaceStyle`, kept.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get {
      AssociatedObjects.get(self, &overrideStyleKey) as? UIUserInterfaceStyle ?? .unspecified
    }
    set { AssociatedObjects.set(self, &overrideStyleKey, newValue, weakly: false) }
  }
}

extension UIViewController {
  /// Mirrors `overrideUserInterfaceStyle`, kept.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get {
      AssociatedObjects.get(self, &overrideStyleKey) as? UIUserInterfaceStyle ?? .unspecified
    }
    set { AssociatedObjects.set(self, &overrideStyleKey, newValue, weakly: false) }
  }
}
