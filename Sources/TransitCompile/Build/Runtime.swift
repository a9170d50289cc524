import Foundation

/// What a developer's files are compiled and linked against: the modules and object files of
/// Transit's UIKit and of the runner, which `swift build` leaves in the folder the `transit`
/// executable is in, and the module map of the one C module among them (Yams' libyaml).
///
/// The objects are linked as they are rather than from an archive: they are exactly what the
/// running `transit` was built from, so a developer's program and the `transit` that reads its
/// log are always the same build.
package struct Runtime: Sendable {
  /// The targets the program links, in the order the linker sees them.
  static let targets = [
    "TransitLifecycle", "TransitTrace", "TransitInterfaceBuilder", "TransitUIKit", "UIKit",
    "CoreGraphics", "SnapKit", "WebKit", "CYaml",
    "Yams", "TransitScenarios", "TransitRun",
  ]

  /// `Modules/`, where the `.swiftmodule` files are.
  package let modules: URL
  /// Every object file the program links.
  package let objects: [URL]
  /// The interfaces a developer's files are compiled against, which the cache key covers with
  /// the objects.
  package let interfaces: [URL]
  /// Yams' C module's map, which the compiler needs to load the Swift modules above it.
  package let libyamlModuleMap: URL

  /// The runtime in the build folder `folder` (the one `transit` is in).
  package init(buildFolder folder: URL) throws {
    let files = FileManager.default
    modules = folder.appendingPathComponent("Modules")
    var objects: [URL] = []
    var interfaces: [URL] = []
    for target in Self.targets {
      let build = folder.appendingPathComponent("\(target).build")
      let found = Self.objectFiles(in: build)
      guard !found.isEmpty else {
        throw RunError.runtimeMissing(
          "\(build.path) has no object files; build Transit with `swift build` first")
      }
      objects += found
      let interface = modules.appendingPathComponent("\(target).swiftmodule")
      if files.fileExists(atPath: interface.path) { interfaces.append(interface) }
    }
    self.objects = objects
    self.interfaces = interfaces
    guard let map = Self.moduleMap(above: folder) else {
      throw RunError.runtimeMissing(
        "libyaml's module map (checkouts/Yams/Sources/CYaml/include/module.modulemap) is not "
          + "beside the build folder \(folder.path)")
    }
    libyamlModuleMap = map
  }

  /// The runtime beside the running executable: `transit` finds it in its own build folder.
  package static func besideExecutable() throws -> Runtime {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return try Runtime(buildFolder: executable.deletingLastPathComponent())
  }

  /// The object files under `folder`, sorted so the link line is the same every time.
  private static func objectFiles(in folder: URL) -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    var found: [URL] = []
    for case let url as URL in walker where url.pathExtension == "o" { found.append(url) }
    return found.sorted { $0.path < $1.path }
  }

  /// SwiftPM keeps dependencies' sources in `checkouts/` of the scratch folder, two levels
  /// above `<triple>/debug`.
  private static func moduleMap(above folder: URL) -> URL? {
    var candidate = folder
    for _ in 0..<4 {
      let map = candidate.appendingPathComponent(
        "checkouts/Yams/Sources/CYaml/include/module.modulemap")
      if FileManager.default.fileExists(atPath: map.path) { return map }
      candidate.deleteLastPathComponent()
    }
    return nil
  }
}
