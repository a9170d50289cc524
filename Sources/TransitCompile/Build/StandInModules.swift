import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The modules a developer's files import by the names they have on iOS (`import UIKit`,
/// `import SnapKit`), which `transit run` generates rather than the package declaring them: a
/// package target named `UIKit` or `CoreGraphics` would shadow the SDK's module of that name on
/// a Mac, where Foundation itself imports Core Graphics.
///
/// Each stand-in is a module of two or three lines that re-exports Transit's own (`TransitUIKit`,
/// `TransitSnapKit`, `TransitWebKit`, `TransitMapKit`, `TransitCoreImage`, `TransitAccelerate`,
/// `TransitServices`);
/// it declares nothing, so it needs no object file, only its
/// interface, compiled once per runtime and toolchain into the run cache (`BuildCache`), keyed
/// by what it is made from, and copied from there into each build.
package enum StandInModules {
  /// A generated module: its name and its whole source.
  struct Module: Equatable, Sendable {
    let name: String
    let source: String
  }

  /// A compiled stand-in's interface (`UIKit.swiftmodule`), as the cache holds it.
  package struct File: Equatable, Sendable {
    package let name: String
    package let bytes: [UInt8]
  }

  /// The modules an iOS app imports that Transit answers on every platform, whether with a
  /// stand-in or (Core Graphics, unified logging and the Objective-C runtime on Apple's
  /// platforms) with the SDK's own.
  package static let iOSNames =
    [
      "UIKit", "CoreGraphics", "QuartzCore", "SnapKit", "WebKit", "SafariServices", "MapKit",
      "CoreLocation", "CoreImage", "Accelerate", "os", "OSLog", "ObjectiveC",
    ] + servicesNames

  /// The frameworks beside UIKit that TransitServices answers, each a stand-in of its own.
  static let servicesNames = [
    "AVFoundation", "AVKit", "StoreKit", "MessageUI", "LocalAuthentication", "UserNotifications",
    "Photos", "PhotosUI", "UniformTypeIdentifiers", "CoreData",
  ]

  /// The views of Apple's frameworks that storyboards and nibs place under an element of their
  /// own (`InterfaceIndex.frameworkViewClasses`) which a stand-in declares, with the module that
  /// declares it: a `<mapView>` is MapKit's `MKMapView` unless the app declares its own.
  static let interfaceViewModules = ["MKMapView": "MapKit"]

  /// The modules an iOS app imports that Transit does not simulate, which this platform's SDK
  /// lacks: each is an empty stand-in, so that an `import SwiftUI` or `import Combine` left
  /// unused (as templates and copied files leave them) compiles, and a name of theirs used is an
  /// error whose hint says the framework is not simulated (`DiagnosticHints`). On Apple's
  /// platforms the SDK's own is used. `canImport(SwiftUI)` and `canImport(Combine)` stay false
  /// (`PhoneBuildConfiguration`), so code written for both keeps its other branch.
  package static var emptyNames: [String] {
    #if canImport(Darwin)
      []
    #else
      ["SwiftUI", "Combine"]
    #endif
  }

  /// The stand-ins this platform needs, in the order they are compiled (SnapKit's and WebKit's
  /// import UIKit's, as the libraries do on iOS).
  static var modules: [Module] {
    // UIKit re-exports Core Graphics, as Apple's does, so `CoreGraphics.log(x)` reads as on iOS.
    // Foundation on Linux keeps URL loading (`URLSession`, `URLRequest`, `HTTPURLResponse`) in
    // FoundationNetworking, which Foundation on Apple's platforms includes; every file compiles
    // as if it imported UIKit, so re-exporting it there gives each file the Foundation an iOS
    // file has (`canImport(FoundationNetworking)` is false on iOS, so a file's own import of it
    // is read out).
    #if canImport(Darwin)
      let uikit = "@_exported import Foundation\n@_exported import CoreGraphics\n"
    #else
      let uikit =
        "@_exported import Foundation\n@_exported import FoundationNetworking\n"
        + "@_exported import CoreGraphics\n"
    #endif
    #if canImport(Darwin)
      // Core Graphics is the SDK's own here, which Foundation imports, and TransitUIKit uses
      // its types; a module of that name would shadow it. So is unified logging.
      let before: [Module] = []
    #else
      // Foundation on Linux has `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; TransitUIKit
      // declares the other Core Graphics types transition code uses. Unified logging (`import
      // os`, `import os.log`, `import OSLog`) is TransitUIKit's `OSLog` and `Logger`. The
      // Objective-C runtime (`import ObjectiveC`, for associated objects) is TransitUIKit's
      // `objc_setAssociatedObject(_:_:_:_:)` and `objc_getAssociatedObject(_:_:)`.
      let own = "@_exported import Foundation\n@_exported import TransitUIKit\n"
      let before = ["CoreGraphics", "os", "OSLog", "ObjectiveC"].map {
        Module(name: $0, source: own)
      }
    #endif
    // Core Image's images and filters are TransitCoreImage's; UIKit re-exports them, as UIKit's
    // headers import Core Image's on iOS (`UIImage(ciImage:)`, a `CIFilter` in a file that
    // imports only UIKit).
    let uikitModule = Module(
      name: "UIKit",
      source: uikit + "@_exported import TransitUIKit\n@_exported import TransitCoreImage\n")
    return before + [uikitModule]
      + [
        // Core Animation's layers, animations and transactions are TransitUIKit's, as UIKit
        // re-exports QuartzCore on iOS.
        Module(
          name: "QuartzCore", source: "@_exported import UIKit\n@_exported import TransitUIKit\n"
        ),
        Module(
          name: "SnapKit", source: "@_exported import UIKit\n@_exported import TransitSnapKit\n"),
        Module(
          name: "WebKit", source: "@_exported import UIKit\n@_exported import TransitWebKit\n"),
        // The in-app browser is TransitWebKit's too: a view controller whose page never loads.
        Module(
          name: "SafariServices",
          source: "@_exported import UIKit\n@_exported import TransitWebKit\n"),
        // A map view that keeps what code sets and draws nothing; Core Location's coordinates
        // are TransitMapKit's too, as MapKit re-exports Core Location on iOS.
        Module(
          name: "MapKit", source: "@_exported import UIKit\n@_exported import TransitMapKit\n"),
        Module(
          name: "CoreLocation",
          source: "@_exported import Foundation\n@_exported import TransitMapKit\n"),
        Module(
          name: "CoreImage",
          source: "@_exported import CoreGraphics\n@_exported import TransitCoreImage\n"),
        // vImage, whose convolutions are computed.
        Module(
          name: "Accelerate",
          source: "@_exported import Foundation\n@_exported import TransitAccelerate\n"),
      ]
      // AVFoundation, AVKit, StoreKit, MessageUI, LocalAuthentication, UserNotifications, Photos,
      // PhotosUI and Core Data's app template stack are TransitServices' (AVKit re-exports
      // AVFoundation's names, as Apple's does); UniformTypeIdentifiers' `UTType` is TransitUIKit's, as UIKit's document picker
      // takes it.
      + servicesNames.map {
        Module(name: $0, source: "@_exported import UIKit\n@_exported import TransitServices\n")
      } + emptyNames.map { Module(name: $0, source: "") }
  }

  /// The interface files of `modules`, in order, as the cache keeps them.
  static var fileNames: [String] { modules.map { "\($0.name).swiftmodule" } }

  /// The compiler's options for a stand-in, which its cache key covers.
  static let compilerOptions = [
    "-swift-version", "5", "-Onone", "-wmo", "-parse-as-library", "-suppress-warnings",
  ]

  /// What the stand-ins are made from, for a program's cache key and their own.
  static var manifest: String {
    var text = "stand-ins " + compilerOptions.joined(separator: " ") + "\n"
    for module in modules {
      text += "module \(module.name) \(module.source.utf8.count)\n\(module.source)"
    }
    return text
  }

  /// The stand-ins compiled against `runtime` (whose files and toolchain `runtimeManifest`
  /// names), from the cache, or compiled into it now.
  static func files(
    runtime: Runtime, runtimeManifest: String, swiftc: URL, cache: BuildCache
  ) throws -> [File] {
    let key = try ContentHash.text("transit run stand-ins 1\n" + runtimeManifest + manifest)
    switch try cache.entry(for: key) {
    case .modules(let files)?:
      cache.touch(key)
      return files
    case .some:
      throw RunError.untrustedCache(
        path: cache.folder(for: key).path, reason: "holds a build that is not Transit's modules")
    case nil:
      break
    }
    let work = try cache.workFolder(for: .building)
    defer { work.remove() }
    for module in modules {
      let source = work.url.appendingPathComponent("\(module.name).swift")
      try OwnFiles.writeNewFile(source.path, Array(module.source.utf8))
      let compile = ChildProcess(
        executable: swiftc.path,
        // The stand-ins already made come first, as in `ProgramBuild`.
        arguments: compilerOptions + ["-I", work.url.path] + runtime.searchOptions + [
          "-module-name", module.name, "-emit-module", "-emit-module-path",
          work.url.appendingPathComponent("\(module.name).swiftmodule").path, source.path,
        ], timeLimit: 600, outputLimit: 1 << 20)
      let result = try compile.run()
      if case .interrupted(let signal) = result.ending { throw RunError.interrupted(signal) }
      guard result.ending == .exited(0) else {
        // The compiler's first error, with its hint where one is known (a runtime built by
        // another swiftc is the likely cause: these files are Transit's own).
        let output = String(
          decoding: (result.standardOutput + result.standardError).prefix(4096), as: UTF8.self)
        let error = output.split(separator: "\n").lazy.compactMap { line in
          line.range(of: "error: ").map { String(line[$0.upperBound...]) }
        }.first
        throw RunError.toolMissing(
          "transit run cannot compile its module \(module.name) against the runtime in "
            + "\(runtime.modules.deletingLastPathComponent().path) (\(result.ending)): "
            + (error.map { $0 + (DiagnosticHints.hint(for: $0).map { "; " + $0 } ?? "") } ?? output)
        )
      }
    }
    // The compiler made its files as the umask says; the cache's are the user's alone.
    for name in try FileManager.default.contentsOfDirectory(atPath: work.url.path) {
      let path = work.url.appendingPathComponent(name).path
      var info = stat()
      if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { chmod(path, 0o600) }
    }
    guard case .modules(let files) = try cache.commitModules(work, as: key) else {
      throw RunError.untrustedCache(
        path: cache.folder(for: key).path, reason: "holds a build that is not Transit's modules")
    }
    return files
  }
}
