import SwiftIfConfig

/// The Swift language mode the developer's files compile in: `transit run --swift-version`,
/// as Xcode's "Swift Language Version" build setting (`SWIFT_VERSION`) or a podspec's
/// `swift_version` sets it for a target.
///
/// A library last touched under Swift 4 may still spell UIKit's types by their Swift 4 names
/// (`UINavigationControllerOperation`); Apple's SDK keeps those names for code compiled in
/// Swift 4 mode, through API notes versioned by language mode, and refuses them with a
/// rename fix-it from Swift 4.2 on. Transit's UIKit declares them the same way
/// (`@available(swift, obsoleted: 4.2, renamed: …)`), so the mode decides as Xcode's does.
package enum SwiftLanguageMode: String, CaseIterable, Sendable {
  case four = "4"
  case fourTwo = "4.2"
  case five = "5"

  /// The value of `swiftc -swift-version`.
  package var compilerArgument: String { rawValue }

  /// The version `#if swift(>=…)` compares with in this mode, as Swift 6's compiler reports
  /// it: 4.1.50 in Swift 4 mode, 4.2 in Swift 4.2 mode, 5.10 in Swift 5 mode.
  var languageVersion: VersionTuple {
    switch self {
    case .four: VersionTuple(4, 1, 50)
    case .fourTwo: VersionTuple(4, 2)
    case .five: VersionTuple(5, 10)
    }
  }
}
