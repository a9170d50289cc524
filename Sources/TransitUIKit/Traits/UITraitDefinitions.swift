import Foundation

// The trait definitions iOS 17 names beside the size classes, for `registerForTraitChanges` and
// `traitOverrides`. The simulated iPhone has one value of each (light, left to right, the
// default text size, a phone at scale 3: UITraitCollection+Appearance.swift), so a handler
// registered for one of them alone never runs.

/// Mirrors `UITraitUserInterfaceStyle`.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static let identifier = "UITraitUserInterfaceStyle"
  public static func value(in collection: UITraitCollection) -> Int {
    collection.userInterfaceStyle.rawValue
  }
}

/// Mirrors `UITraitLayoutDirection`.
public enum UITraitLayoutDirection: UITraitDefinition {
  public static let identifier = "UITraitLayoutDirection"
  public static func value(in collection: UITraitCollection) -> Int {
    collection.layoutDirection.rawValue
  }
}

/// Mirrors `UITraitPreferredContentSizeCategory`.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static let identifier = "UITraitPreferredContentSizeCategory"
  public static func value(in collection: UITraitCollection) -> Int {
    collection.preferredContentSizeCategory.rawValue.utf8.reduce(0) { $0 &* 31 &+ Int($1) }
  }
}

/// Mirrors `UITraitUserInterfaceIdiom`.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  public static let identifier = "UITraitUserInterfaceIdiom"
  public static func value(in collection: UITraitCollection) -> Int {
    collection.userInterfaceIdiom.rawValue
  }
}

/// Mirrors `UITraitUserInterfaceLevel`.
public enum UITraitUserInterfaceLevel: UITraitDefinition {
  public static let identifier = "UITraitUserInterfaceLevel"
  public static func value(in collection: UITraitCollection) -> Int {
    collection.userInterfaceLevel.rawValue
  }
}

/// Mirrors `UITraitDisplayScale`.
public enum UITraitDisplayScale: UITraitDefinition {
  public static let identifier = "UITraitDisplayScale"
  public static func value(in collection: UITraitCollection) -> Int {
    Int(collection.displayScale * 100)
  }
}

// The traits below the simulated iPhone never changes: each has one value, 0, so a
// registration for them alone is kept and its handler never runs.

/// Mirrors `UITraitAccessibilityContrast`: one value here.
public enum UITraitAccessibilityContrast: UITraitDefinition {
  public static let identifier = "UITraitAccessibilityContrast"
  public static func value(in collection: UITraitCollection) -> Int { 0 }
}

/// Mirrors `UITraitLegibilityWeight`: one value here.
public enum UITraitLegibilityWeight: UITraitDefinition {
  public static let identifier = "UITraitLegibilityWeight"
  public static func value(in collection: UITraitCollection) -> Int { 0 }
}

/// Mirrors `UITraitActiveAppearance`: one value here.
public enum UITraitActiveAppearance: UITraitDefinition {
  public static let identifier = "UITraitActiveAppearance"
  public static func value(in collection: UITraitCollection) -> Int { 0 }
}

/// Mirrors `UITraitDisplayGamut`: one value here.
public enum UITraitDisplayGamut: UITraitDefinition {
  public static let identifier = "UITraitDisplayGamut"
  public static func value(in collection: UITraitCollection) -> Int { 0 }
}

extension UITraitCollection {
  /// Mirrors `systemTraitsAffectingColorAppearance` (iOS 17): the traits a dynamic colour
  /// depends on.
  public static var systemTraitsAffectingColorAppearance: [UITrait] {
    [
      UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
      UITraitUserInterfaceLevel.self, UITraitDisplayGamut.self, UITraitActiveAppearance.self,
    ]
  }

  /// Mirrors `systemTraitsAffectingImageLookup` (iOS 17): the traits an asset catalog's image
  /// depends on.
  public static var systemTraitsAffectingImageLookup: [UITrait] {
    [
      UITraitUserInterfaceStyle.self, UITraitDisplayScale.self,
      UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
      UITraitUserInterfaceIdiom.self, UITraitLayoutDirection.self,
      UITraitAccessibilityContrast.self, UITraitLegibilityWeight.self,
    ]
  }
}

/// Mirrors `UITraitOverrides` (iOS 17): the traits a view controller or a view sets for itself
/// and what it holds. They are kept and read back, not applied: the simulated iPhone has one
/// appearance, and its size classes follow the window (docs/run-your-code.md).
public struct UITraitOverrides {
  private var values: [String: Any] = [:]

  public init() {}

  private func value<T>(_ trait: UITrait, or fallback: T) -> T {
    values[trait.identifier] as? T ?? fallback
  }

  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { value(UITraitUserInterfaceStyle.self, or: .unspecified) }
    set { values[UITraitUserInterfaceStyle.identifier] = newValue }
  }
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { value(UITraitHorizontalSizeClass.self, or: .unspecified) }
    set { values[UITraitHorizontalSizeClass.identifier] = newValue }
  }
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { value(UITraitVerticalSizeClass.self, or: .unspecified) }
    set { values[UITraitVerticalSizeClass.identifier] = newValue }
  }
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { value(UITraitLayoutDirection.self, or: .unspecified) }
    set { values[UITraitLayoutDirection.identifier] = newValue }
  }
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { value(UITraitPreferredContentSizeCategory.self, or: .unspecified) }
    set { values[UITraitPreferredContentSizeCategory.identifier] = newValue }
  }
  public var userInterfaceLevel: UIUserInterfaceLevel {
    get { value(UITraitUserInterfaceLevel.self, or: .unspecified) }
    set { values[UITraitUserInterfaceLevel.identifier] = newValue }
  }
  public var displayScale: CGFloat {
    get { value(UITraitDisplayScale.self, or: 0) }
    set { values[UITraitDisplayScale.identifier] = newValue }
  }

  /// Mirrors `contains(_:)`: whether `trait` is overridden.
  public func contains(_ trait: UITrait) -> Bool { values[trait.identifier] != nil }

  /// Mirrors `remove(_:)`: `trait` no longer overridden.
  public mutating func remove(_ trait: UITrait) { values[trait.identifier] = nil }
}

private nonisolated(unsafe) var traitOverridesKey: UInt8 = 0

extension UIViewController {
  /// Mirrors `traitOverrides` (iOS 17): kept and read back, not applied.
  public var traitOverrides: UITraitOverrides {
    get {
      AssociatedObjects.get(self, &traitOverridesKey) as? UITraitOverrides ?? UITraitOverrides()
    }
    set { AssociatedObjects.set(self, &traitOverridesKey, newValue, weakly: false) }
  }
}

extension UIView {
  /// Mirrors `traitOverrides` (iOS 17): kept and read back, not applied.
  public var traitOverrides: UITraitOverrides {
    get {
      AssociatedObjects.get(self, &traitOverridesKey) as? UITraitOverrides ?? UITraitOverrides()
    }
    set { AssociatedObjects.set(self, &traitOverridesKey, newValue, weakly: false) }
  }
}
