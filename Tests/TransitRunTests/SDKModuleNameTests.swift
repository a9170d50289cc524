import Foundation
import Testing
import TransitTestSupport

@testable import TransitCompile

/// No target or product of the package is named after a module of Apple's SDKs (a target named
/// `CoreGraphics` would shadow the SDK's, which Foundation imports on a Mac), nor after a module
/// `transit run` generates for a developer's `import`: those exist only in its run cache.
@Suite("Package names against the SDK's module names")
struct SDKModuleNameTests {
  /// What no target may be named.
  static let forbidden = SDKModuleNames.all.union(StandInModules.iOSNames)
    .union(StandInModules.emptyNames)

  @Test("no name in Package.swift is an SDK module's or a generated module's")
  func manifest() throws {
    let manifest = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let literals = SDKModuleNames.literals(inManifest: manifest)
    // The manifest's own names are read: a change to how it is written cannot empty the check.
    #expect(literals.contains("TransitUIKit"))
    #expect(literals.contains("TransitCLI"))
    #expect(literals.filter(Self.forbidden.contains) == [])
  }

  @Test("no folder of Sources or Tests, each a target's, is named after an SDK module")
  func folders() throws {
    var names: [String] = []
    for folder in ["Sources", "Tests"] {
      names += try FileManager.default.contentsOfDirectory(
        atPath: PackagePaths.root.appendingPathComponent(folder).path)
    }
    #expect(names.contains("TransitUIKit"))
    #expect(names.filter(Self.forbidden.contains).sorted() == [])
  }

  @Test("the check finds a target named after an SDK module, and skips comments")
  func findsOne() {
    let manifest = """
      // `import UIKit` for a developer's files, "UIKit" in a comment.
      .target(name: "UIKit", dependencies: ["TransitUIKit"]),
      .target(name: "TransitRun", dependencies: ["UIKit", "WebKit"]),  // "CoreGraphics"
      """
    #expect(
      SDKModuleNames.literals(inManifest: manifest).filter(Self.forbidden.contains) == [
        "UIKit", "UIKit", "WebKit",
      ])
  }

  @Test("the generated modules are the iOS names, less the SDK's own on Apple's platforms")
  func generated() {
    #if canImport(Darwin)
      #expect(
        StandInModules.modules.map(\.name) == [
          "UIKit", "QuartzCore", "SnapKit", "WebKit", "SafariServices", "MapKit", "CoreLocation",
          "CoreImage", "Accelerate", "AVFoundation", "AVKit", "StoreKit", "MessageUI",
          "LocalAuthentication", "UserNotifications", "Photos", "PhotosUI",
          "UniformTypeIdentifiers", "CoreData",
        ])
    #else
      #expect(
        StandInModules.modules.map(\.name) == [
          "CoreGraphics", "os", "OSLog", "ObjectiveC", "UIKit", "QuartzCore", "SnapKit", "WebKit",
          "SafariServices", "MapKit", "CoreLocation", "CoreImage", "Accelerate", "AVFoundation",
          "AVKit", "StoreKit", "MessageUI", "LocalAuthentication", "UserNotifications", "Photos",
          "PhotosUI", "UniformTypeIdentifiers", "CoreData", "SwiftUI", "Combine",
        ])
    #endif
    // Each re-exports Transit's own, but those for modules Transit does not simulate, which
    // are empty.
    #expect(
      StandInModules.modules.allSatisfy {
        StandInModules.emptyNames.contains($0.name)
          ? $0.source.isEmpty : $0.source.contains("@_exported import Transit")
      })
  }
}
