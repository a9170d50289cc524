import Foundation

/// Mirrors Objective-C's `Selector`: the name of a method, as UIKit's target-action APIs take
/// it.
///
/// Linux has no Objective-C runtime to send a message by its name, so Transit's target-action
/// APIs take method references (`transit run` rewrites `#selector(f)` in an `action:` argument
/// into one). `Selector` is here for the code that names the type: an `action: Selector?`
/// parameter passed `nil` (a bar button item with no action), a `Selector` stored or compared,
/// and the `Selector("name")` spelling. An action given only by name is kept and never sent.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method's Objective-C name: `cancel:`.
  public let name: String

  /// Mirrors `Selector(_:)`: a selector for the method named `name`.
  public init(_ name: String) {
    self.name = name
  }

  public init(stringLiteral name: String) {
    self.name = name
  }

  public var description: String { name }
}

/// Mirrors `NSStringFromSelector(_:)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// Mirrors `NSSelectorFromString(_:)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
