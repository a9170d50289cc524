import Foundation

/// What a developer's files are compiled and linked against: the modules and object files of
/// Transit's UIKit and of the runner, and the module map of the one C module among them (Yams'
/// libyaml). `swift build` leaves them in the folder the `transit` executable is in;
/// `make install PREFIX=…` copies them to `PREFIX/lib/transit`, beside `PREFIX/bin/transit`.
///
/// The objects are linked as they are rather than from an archive: they are exactly what the
/// running `transit` was built from, so a developer's program and the `transit` that reads its
/// log are always the same build.
package struct Runtime: Sendable {
  /// The targets the program links, in the order the linker sees them.
  static let targets = [
    "TransitLifecycle", "TransitTrace", "TransitInterfaceBuilder", "TransitUIKit",
    "TransitSnapKit", "TransitWebKit", "TransitMapKit", "TransitCoreImage", "TransitAccelerate",
    "TransitServices", "CYaml", "Yams", "TransitScenarios", "TransitRun",
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

  /// The compiler's options that find the runtime's modules.
  var searchOptions: [String] {
    ["-I", modules.path, "-Xcc", "-fmodule-map-file=\(libyamlModuleMap.path)"]
  }

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

  /// The runtime beside the running executable, with every link in its path resolved (so a
  /// link to `transit` in another folder finds the real one's): its own build folder, or the
  /// `lib/transit` folder an install put beside its `bin`.
  package static func besideExecutable() throws -> Runtime {
    guard let executable = executablePath() else {
      throw RunError.runtimeMissing("the path of the running transit executable is unknown")
    }
    return try Runtime(buildFolder: folder(besideExecutable: executable))
  }

  /// Where the runtime of the executable at `executable` (resolved) is: the executable's own
  /// folder when a build left the runtime there, else the installed `../lib/transit`.
  static func folder(besideExecutable executable: URL) -> URL {
    let folder = executable.deletingLastPathComponent()
    let installed = folder.deletingLastPathComponent().appendingPathComponent("lib/transit")
    let built = folder.appendingPathComponent("Modules").path
    return FileManager.default.fileExists(atPath: built) ? folder : installed
  }

  /// The running executable's path with links resolved: Foundation reads it from the system
  /// (`/proc/self/exe` on Linux, `_NSGetExecutablePath` on macOS).
  package static func executablePath() -> URL? {
    Bundle.main.executableURL?.resolvingSymlinksInPath()
  }

  /// The object files of the target built in `folder`, sorted so the link line is the same
  /// every time: those the compiler's output file map (`output-file-map.json`, which SwiftPM
  /// writes for a Swift target at each build) names and that exist, so that the object of a
  /// source file since renamed or deleted, which a build leaves behind, is not linked beside
  /// its successor; else, with no map (a C target, an install), every object file under it.
  static func objectFiles(in folder: URL) -> [URL] {
    let files = FileManager.default
    if let mapped = mappedObjectFiles(in: folder), !mapped.isEmpty {
      return mapped.sorted { $0.path < $1.path }
    }
    guard let walker = files.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return []
    }
    var found: [URL] = []
    for case let url as URL in walker where url.pathExtension == "o" { found.append(url) }
    return found.sorted { $0.path < $1.path }
  }

  /// The objects the output file map in `folder` names that exist in `folder` itself, found by
  /// their file names, as the map gives the paths of the build it was written by and an install
  /// copies the folder elsewhere; nil without a readable map.
  private static func mappedObjectFiles(in folder: URL) -> [URL]? {
    let map = folder.appendingPathComponent("output-file-map.json")
    guard let data = FileManager.default.contents(atPath: map.path),
      let entries = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return entries.values.compactMap { entry in
      guard let path = (entry as? [String: Any])?["object"] as? String else { return nil }
      let object = folder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
      return FileManager.default.fileExists(atPath: object.path) ? object : nil
    }
  }

  /// An install keeps the map in `CYaml/include/` of its runtime folder; SwiftPM keeps
  /// dependencies' sources in `checkouts/` of the scratch folder, two levels above
  /// `<triple>/debug`.
  private static func moduleMap(above folder: URL) -> URL? {
    let installed = folder.appendingPathComponent("CYaml/include/module.modulemap")
    if FileManager.default.fileExists(atPath: installed.path) { return installed }
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
