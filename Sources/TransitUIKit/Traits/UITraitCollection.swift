import Foundation
import TransitTrace

/// Mirrors `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
  case unspecified = 0
  case compact = 1
  case regular = 2

  public var description: String {
    switch self {
    case .unspecified: return "unspecified"
    case .compact: return "compact"
    case .regular: return "regular"
    }
  }

  /// `C`, `R` or `?`, as Interface Builder writes size classes (`wC hR`).
  var letter: String {
    switch self {
    case .unspecified: return "?"
    case .compact: return "C"
    case .regular: return "R"
    }
  }
}

/// Mirrors `UITraitCollection`, reduced to the two traits a rotation changes: the size classes.
public struct UITraitCollection: Hashable, Sendable, CustomStringConvertible {
  public var horizontalSizeClass: UIUserInterfaceSizeClass
  public var verticalSizeClass: UIUserInterfaceSizeClass

  public init(
    horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }

  /// The size classes of a full-screen window of `size` points.
  ///
  /// Size classes belong to the device, not to the size alone; Transit derives them from the
  /// size as Apple's Human Interface Guidelines table them for current iPhones and iPads: a
  /// height under 500 points is compact (any iPhone in landscape), a landscape width of 896
  /// points or more is regular (the Plus and Max iPhones), and in portrait a width of 678
  /// points or more is regular (an iPad, or an iPad app in a wide split view).
  public static func forWindow(of size: CGSize) -> UITraitCollection {
    let compactHeight = size.height < 500
    let regularWidth = compactHeight ? size.width >= 896 : size.width >= 678
    return UITraitCollection(
      horizontalSizeClass: regularWidth ? .regular : .compact,
      verticalSizeClass: compactHeight ? .compact : .regular)
  }

  /// `wC hR`: the horizontal, then the vertical size class.
  public var description: String {
    "w\(horizontalSizeClass.letter) h\(verticalSizeClass.letter)"
  }

  /// Whether any of `traits` has a different value in `other`.
  func changed(from other: UITraitCollection, among traits: [UITrait]) -> Bool {
    traits.contains { $0.value(in: self) != $0.value(in: other) }
  }
}

/// Mirrors `UITraitDefinition`: a trait that `registerForTraitChanges(_:handler:)` can name.
public protocol UITraitDefinition {
  /// The trait's name, as the log writes it.
  static var identifier: String { get }
  /// Its value in a collection, for telling whether it changed.
  static func value(in collection: UITraitCollection) -> Int
}

/// Mirrors `UITrait`: a trait definition's type.
public typealias UITrait = any UITraitDefinition.Type

/// Mirrors `UITraitHorizontalSizeClass`.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  public static let identifier = "UITraitHorizontalSizeClass"
  public static func value(in collection: UITraitCollection) -> Int {
    collection.horizontalSizeClass.rawValue
  }
}

/// Mirrors `UITraitVerticalSizeClass`.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  public static let identifier = "UITraitVerticalSizeClass"
  public static func value(in collection: UITraitCollection) -> Int {
    collection.verticalSizeClass.rawValue
  }
}

/// Mirrors `UITraitChangeRegistration`: what `registerForTraitChanges(_:handler:)` returns, to
/// pass to `unregisterForTraitChanges(_:)`.
@preconcurrency @MainActor
public final class UITraitChangeRegistration {
  let traits: [UITrait]
  let owner: String
  let registration: Int?
  let handler: (AnyObject, UITraitCollection) -> Void

  init(
    traits: [UITrait], owner: String, registration: Int?,
    handler: @escaping (AnyObject, UITraitCollection) -> Void
  ) {
    self.traits = traits
    self.owner = owner
    self.registration = registration
    self.handler = handler
  }

  /// How the log writes a registration returned: it is no participant of its own.
  static func value(_ registration: UITraitChangeRegistration) -> Value { "registration" }
}
