import Foundation

/// The Swift files a developer points `transit run` at: files as named, and every `.swift` file
/// under a folder (hidden folders and `.build` left out), in a stable order. A path written
/// `PATH:Module` puts its files in a module of that name, built before the app's own files,
/// which `import Module` as on iOS (`ModulePath`).
package struct DeveloperFiles: Sendable {
  package struct File: Sendable {
    /// The path as the developer gave it (or as found under a folder they gave), which
    /// diagnostics show.
    package let path: String
    package let text: String
    /// The library module the file belongs to; nil for the app's own files.
    package var module: String? = nil
  }

  package let files: [File]
  /// The storyboards and nibs among the paths (`.storyboard`, `.xib`), which the program reads
  /// when it runs.
  package private(set) var interfaceFiles: [String] = []

  /// The most files and bytes `transit run` reads: far beyond a transition's code (a large
  /// app's whole source is a few megabytes), and a bound on the time and memory one run takes.
  static let maximumFiles = 2_000
  static let maximumBytes = 32 << 20

  package init(paths arguments: [String]) throws {
    var found: [String] = []
    var interface: [String] = []
    var modules: [String: String] = [:]
    let specs = try arguments.map(ModulePath.init)
    let paths = specs.map(\.path)
    for spec in specs {
      let path = spec.path
      let before = found.count
      defer {
        if let module = spec.module {
          for file in found[before...] where modules[file] == nil { modules[file] = module }
        }
      }
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw RunError.unusableSource(path: path, reason: "no such file or folder")
      }
      if isFolder.boolValue {
        let listed = try Self.swiftFiles(under: path)
        found += listed.filter { $0.hasSuffix(".swift") }
        interface += listed.filter { !$0.hasSuffix(".swift") }
      } else if Self.isInterfaceFile(path) {
        interface.append(path)
      } else {
        guard path.hasSuffix(".swift") else {
          throw RunError.unusableSource(
            path: path, reason: "not a .swift file, a storyboard or a nib")
        }
        found.append(path)
      }
    }
    var seen: Set<String> = []
    found = found.filter { seen.insert(URL(fileURLWithPath: $0).standardized.path).inserted }
    guard !found.isEmpty else {
      throw RunError.unusableSource(
        path: paths.joined(separator: " "), reason: "there is no .swift file to compile")
    }
    guard found.count <= Self.maximumFiles else {
      throw RunError.unusableSource(
        path: paths.joined(separator: " "),
        reason: "\(found.count) Swift files; transit run compiles at most \(Self.maximumFiles)")
    }
    var total = 0
    files = try found.map { path in
      guard !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
        throw RunError.unusableSource(
          path: path.debugDescription, reason: "a path with control characters in its name")
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        throw RunError.unusableSource(path: path, reason: "cannot be read")
      }
      total += data.count
      guard total <= Self.maximumBytes else {
        throw RunError.unusableSource(
          path: path, reason: "the files add up to more than \(Self.maximumBytes >> 20) MB")
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw RunError.unusableSource(path: path, reason: "not UTF-8 text")
      }
      return File(path: path, text: text, module: modules[path])
    }
    var seenInterface: Set<String> = []
    interfaceFiles = interface.filter {
      seenInterface.insert(URL(fileURLWithPath: $0).standardized.path).inserted
    }
    guard interfaceFiles.count <= Self.maximumFiles else {
      throw RunError.unusableSource(
        path: paths.joined(separator: " "),
        reason: "\(interfaceFiles.count) storyboards and nibs; transit run reads at most "
          + "\(Self.maximumFiles)")
    }
  }

  static func isInterfaceFile(_ path: String) -> Bool {
    path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
  }

  /// The library modules, in the order the paths named them: each is compiled before those
  /// after it and before the app's files.
  package var moduleNames: [String] {
    var names: [String] = []
    for file in files {
      if let module = file.module, !names.contains(module) { names.append(module) }
    }
    return names
  }

  private static func swiftFiles(under folder: String) throws -> [String] {
    let root = URL(fileURLWithPath: folder)
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { throw RunError.unusableSource(path: folder, reason: "cannot be listed") }
    var found: [String] = []
    for case let url as URL in walker {
      if url.lastPathComponent == ".build" || url.lastPathComponent == "Pods" {
        walker.skipDescendants()
        continue
      }
      guard url.pathExtension == "swift" || isInterfaceFile(url.path) else { continue }
      // Launch screens are shown by the system before the app runs, never by its code.
      if url.lastPathComponent.hasPrefix("LaunchScreen")
        || url.lastPathComponent.hasPrefix("Launch Screen")
      {
        continue
      }
      let relative = url.path.dropFirst(root.path.count).drop { $0 == "/" }
      if folder == "." || folder == "./" {
        found.append(String(relative))
      } else {
        found.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
      }
      if found.count > maximumFiles { break }
    }
    return found.sorted()
  }
}
