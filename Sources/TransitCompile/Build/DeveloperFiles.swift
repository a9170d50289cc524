import Foundation
import TransitInterfaceBuilder

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Swift files a developer points `transit run` at: files as named, and every `.swift` file
/// under a folder (hidden folders, `.build` and `Pods` left out), in a stable order, with the
/// storyboards and nibs found beside them. A path written `PATH:Module` puts its files in a
/// module of that name, built before the app's own files, which `import Module` as on iOS
/// (`ModulePath`).
///
/// Only regular files inside the paths given are read. A folder given may be a symbolic link
/// (the developer named it); under it, a link to a folder is not followed, and a link to a file
/// is read only when the file it leads to lies inside a folder given, or is a file given that
/// is not itself a link. Any other link, given or found (`Secrets.swift` leading to a private
/// key), is refused, naming it, before anything is read or copied; so is a FIFO, a device or a
/// socket. A file reached twice (through a link, or named twice) is read once.
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
  /// The storyboard the app's `Info.plist` names as its main interface, which UIKit loads when
  /// it launches the app (`MainInterface`).
  package private(set) var mainStoryboard: String?
  /// The PNG and JPEG images in the folders given, by file name, with their sizes in pixels
  /// (`ImageHeader`): what `UIImage(named:)` finds, as in the app's bundle. An asset catalog's
  /// image set is named by its folder (`background.imageset` is `background`), its files by the
  /// scale its `Contents.json` gives each (`background@2x.png`), and comes before a loose file
  /// of the same name; its files are not images by their own names. An image whose
  /// header is not read is left out, and so are images past `maximumImageBytes` of headers
  /// (which `notes` then says).
  package private(set) var images: [Image] = []
  /// Warnings about what was found but not used, for the developer: images left without a size
  /// because their headers together were too long to read.
  package private(set) var notes: [String] = []

  /// An image among the folders: its file name (`card@2x.png`) and its size in pixels.
  package struct Image: Sendable, Equatable {
    package let name: String
    package let width: Int
    package let height: Int
  }

  /// The most files and bytes `transit run` reads: far beyond a transition's code (a large
  /// app's whole source is a few megabytes), and a bound on the time and memory one run takes.
  static let maximumFiles = 2_000
  static let maximumBytes = 32 << 20
  /// The most bytes of image headers read in all: a PNG's header is 24 bytes and a JPEG's
  /// a few dozen, so this is some forty thousand images' worth, and at most
  /// `ImageHeader.readLimit` is read of any one.
  static let maximumImageBytes = 1 << 20

  /// A file to read: where it was found, and what is opened.
  private struct Found {
    let path: String
    /// The path opened, with no link left in it (for a link, the file it leads to).
    let real: String
    /// The library module named for the path it was found under.
    var module: String? = nil
  }

  /// Files already read.
  init(files: [File]) {
    self.files = files
  }

  package init(paths arguments: [String]) throws {
    let specs = try arguments.map(ModulePath.init)
    let paths = specs.map(\.path)
    var folders: [String] = []
    var givenFiles: [String] = []
    for path in paths {
      guard !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
        throw RunError.unusableSource(
          path: path.debugDescription, reason: "a path with control characters in its name")
      }
      var info = stat()
      guard stat(path, &info) == 0 else {
        throw RunError.unusableSource(path: path, reason: "no such file or folder")
      }
      if info.st_mode & S_IFMT == S_IFDIR {
        folders.append(try Self.realPath(path))
      } else {
        var own = stat()
        if lstat(path, &own) == 0, own.st_mode & S_IFMT != S_IFLNK {
          givenFiles.append(try Self.realPath(path))
        }
      }
    }
    let inside = Inside(folders: folders, files: Set(givenFiles))
    var found: [Found] = []
    var interface: [Found] = []
    var infoLists: [Found] = []
    var imageFiles: [Found] = []
    var imageSets: [Found] = []
    for spec in specs {
      let path = spec.path
      var info = stat()
      _ = stat(path, &info)
      var listed: [Found]
      if info.st_mode & S_IFMT == S_IFDIR {
        listed = try Self.swiftFiles(under: path, inside: inside)
      } else {
        guard
          path.hasSuffix(".swift") || Self.isInterfaceFile(path) || MainInterface.isInfoList(path)
        else {
          throw RunError.unusableSource(
            path: path, reason: "not a .swift file, a storyboard, a nib or an Info.plist")
        }
        listed = [try Self.checked(path, inside: inside)]
      }
      for index in listed.indices { listed[index].module = spec.module }
      found += listed.filter { $0.path.hasSuffix(".swift") }
      interface += listed.filter { Self.isInterfaceFile($0.path) }
      imageFiles += listed.filter { ImageHeader.isImage($0.path) }
      imageSets += listed.filter { Self.isImageSetContents($0.path) }
      if spec.module == nil {
        infoLists += listed.filter { MainInterface.isInfoList($0.path) }
      }
      guard interface.count <= Self.maximumFiles else {
        throw RunError.unusableSource(
          path: paths.joined(separator: " "),
          reason: "more than \(Self.maximumFiles) storyboards and nibs; transit run reads at most "
            + "\(Self.maximumFiles)")
      }
      guard found.count <= Self.maximumFiles else {
        throw RunError.unusableSource(
          path: paths.joined(separator: " "),
          reason: "more than \(Self.maximumFiles) Swift files; transit run compiles at most "
            + "\(Self.maximumFiles)")
      }
    }
    // A file is compiled once in each module that lists it, as Xcode compiles a file that two
    // targets list in both (a library's helper file that its sample target lists too).
    var seen: Set<String> = []
    found = found.filter { seen.insert(($0.module ?? "") + "/" + $0.real).inserted }
    seen = []
    interfaceFiles = interface.filter { seen.insert($0.real).inserted }.map(\.path)
    guard !found.isEmpty else {
      throw RunError.unusableSource(
        path: paths.joined(separator: " "), reason: "there is no .swift file to compile")
    }
    for list in infoLists {
      let bytes = try Self.contents(of: list, limit: MainInterface.maximumBytes)
      if let name = try MainInterface.storyboard(in: bytes, path: list.path) {
        mainStoryboard = name
        break
      }
    }
    var read = 0
    var names: Set<String> = []
    var unread: [String] = []
    var named: [(name: String, file: Found)] = []
    for contents in imageSets.prefix(Self.maximumFiles) {
      guard read < Self.maximumImageBytes else {
        unread.append(contents.path)
        continue
      }
      named += Self.imageSetFiles(contents, inside: inside, read: &read)
    }
    named += imageFiles.map { (String($0.path.split(separator: "/").last ?? ""), $0) }
    for (name, file) in named.prefix(Self.maximumFiles) {
      guard !names.contains(name) else { continue }
      guard read < Self.maximumImageBytes else {
        unread.append(file.path)
        continue
      }
      let limit = min(ImageHeader.readLimit, Self.maximumImageBytes - read)
      guard let size = Self.pixelSize(of: file, limit: limit, read: &read) else { continue }
      names.insert(name)
      images.append(Image(name: name, width: size.width, height: size.height))
    }
    if named.count > Self.maximumFiles {
      notes.append(
        "\(named[Self.maximumFiles].file.path): warning: this image and any after it have no "
          + "size, as UIImage(named:) finds none of them: transit run reads at most "
          + "\(Self.maximumFiles) images")
    }
    if let first = unread.first {
      notes.append(
        "\(first): warning: this image and \(unread.count - 1) more have no size, as "
          + "UIImage(named:) finds none of them: transit run reads at most "
          + "\(Self.maximumImageBytes >> 10) KB of image headers")
    }
    var total = 0
    files = try found.map { file in
      guard !file.path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
      else {
        throw RunError.unusableSource(
          path: file.path.debugDescription, reason: "a path with control characters in its name")
      }
      let data = try Self.contents(of: file, limit: Self.maximumBytes - total)
      total += data.count
      guard let text = String(validating: data, as: UTF8.self) else {
        throw RunError.unusableSource(path: file.path, reason: "not UTF-8 text")
      }
      return File(path: file.path, text: text, module: file.module)
    }
  }

  /// Whether a path is an asset catalog's image set's `Contents.json`.
  static func isImageSetContents(_ path: String) -> Bool {
    let components = path.split(separator: "/")
    return components.count >= 3 && components[components.count - 1] == "Contents.json"
      && components[components.count - 2].hasSuffix(".imageset")
      && components.dropLast(2).contains { $0.hasSuffix(".xcassets") }
  }

  /// The most bytes of an image set's `Contents.json` read, and the most images of it taken.
  static let maximumImageSetBytes = 64 << 10
  static let maximumImageSetImages = 64

  /// The files of an image set, by the names `UIImage(named:)` finds them by: the set's name
  /// with the scale its `Contents.json` gives each (`1x`, `2x`, `3x`) and the file's extension.
  /// An image for another idiom than the iPhone's, of another scale or kind, is left out, and so
  /// is a set whose `Contents.json` cannot be read; the bytes read are added to `read`.
  private static func imageSetFiles(_ contents: Found, inside: Inside, read: inout Int) -> [(
    name: String, file: Found
  )] {
    let folder = String(contents.path.dropLast("/Contents.json".count))
    let setName = String(folder.split(separator: "/").last?.dropLast(".imageset".count) ?? "")
    guard !setName.isEmpty else { return [] }
    guard let bytes = try? Self.contents(of: contents, limit: maximumImageSetBytes) else {
      // Read up to the limit, or not at all: counted as the limit.
      read += maximumImageSetBytes
      return []
    }
    read += bytes.count
    guard let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
      let entries = json["images"] as? [Any]
    else { return [] }
    var files: [(name: String, file: Found)] = []
    for case let entry as [String: Any] in entries.prefix(maximumImageSetImages) {
      guard let fileName = entry["filename"] as? String, !fileName.contains("/"),
        ImageHeader.isImage(fileName), ["universal", "iphone"].contains(entry["idiom"] as? String)
      else { continue }
      let suffix: String
      switch entry["scale"] as? String {
      case "1x"?, nil: suffix = ""
      case "2x"?: suffix = "@2x"
      case "3x"?: suffix = "@3x"
      default: continue
      }
      let fileExtension = fileName.split(separator: ".").last.map { "." + $0.lowercased() } ?? ""
      guard let file = try? checked(folder + "/" + fileName, inside: inside) else { continue }
      files.append((setName + suffix + fileExtension, file))
    }
    return files
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

  /// The folders and files a link may lead into.
  private struct Inside {
    let folders: [String]
    let files: Set<String>

    func contains(_ real: String) -> Bool {
      files.contains(real)
        || folders.contains { real.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }
  }

  /// `path` as a file to read: a regular file, or a link to one inside the paths given.
  private static func checked(_ path: String, inside: Inside) throws -> Found {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      throw RunError.unusableSource(path: path, reason: "cannot be read")
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      return Found(path: path, real: try realPath(path))
    case S_IFLNK:
      guard let real = try? realPath(path), inside.contains(real) else {
        throw RunError.unusableSource(
          path: path,
          reason:
            "a symbolic link to a file outside the paths given; transit run reads no file "
            + "outside them (name the file it leads to, if you mean it)")
      }
      return Found(path: path, real: real)
    default:
      throw RunError.unusableSource(path: path, reason: "not a regular file")
    }
  }

  /// The size in pixels of an image file, reading only what its header needs (at most `limit`
  /// bytes) and adding what is read to `read`; nil when it cannot be read, is no longer a
  /// regular file, or its header gives no size.
  private static func pixelSize(of file: Found, limit: Int, read: inout Int) -> (
    width: Int, height: Int
  )? {
    let descriptor = open(file.real, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    var total = 0
    defer { read += total }
    return ImageHeader.pixelSize(limit: limit) { offset, count in
      var bytes = [UInt8](repeating: 0, count: count)
      var filled = 0
      while filled < count {
        let got = bytes.withUnsafeMutableBytes {
          pread(descriptor, $0.baseAddress! + filled, count - filled, off_t(offset + filled))
        }
        if got < 0, errno == EINTR { continue }
        if got <= 0 { break }
        filled += got
      }
      total += filled
      return Array(bytes[0..<filled])
    }
  }

  /// Reads the file, which must still be a regular file and not a link, up to `limit` bytes.
  private static func contents(of file: Found, limit: Int) throws -> [UInt8] {
    let descriptor = open(file.real, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw RunError.unusableSource(
        path: file.path, reason: "cannot be read: \(OwnFiles.reason(errno))")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      throw RunError.unusableSource(path: file.path, reason: "not a regular file")
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw RunError.unusableSource(
          path: file.path, reason: "cannot be read: \(OwnFiles.reason(errno))")
      }
      if count == 0 { return bytes }
      bytes += buffer[0..<count]
      guard bytes.count <= limit else {
        throw RunError.unusableSource(
          path: file.path, reason: "the files add up to more than \(maximumBytes >> 20) MB")
      }
    }
  }

  /// `path` with every link and `.` or `..` resolved.
  private static func realPath(_ path: String) throws -> String {
    guard let resolved = realpath(path, nil) else {
      throw RunError.unusableSource(path: path, reason: "cannot be resolved")
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The `.swift` files under `folder`, its storyboards, nibs, `Info.plist`s and images (at most
  /// `maximumFiles` of them, apart), walked without following a link to a folder.
  private static func swiftFiles(under folder: String, inside: Inside) throws -> [Found] {
    let base = folder == "." || folder == "./" ? "" : folder.hasSuffix("/") ? folder : folder + "/"
    var found: [Found] = []
    var images = 0
    var pending = [""]
    while let relative = pending.popLast() {
      let listed = base + relative
      guard
        let names = try? FileManager.default.contentsOfDirectory(
          atPath: listed.isEmpty ? "." : listed)
      else { throw RunError.unusableSource(path: listed, reason: "cannot be listed") }
      for name in names.sorted() where !name.hasPrefix(".") {
        let path = listed + name
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR {
          if name != "Pods" { pending.append(relative + name + "/") }
          continue
        }
        // In an asset catalog, only an image set's Contents.json, which names its files: they
        // are images by the set's name, not their own.
        if (path.split(separator: "/").dropLast().contains { $0.hasSuffix(".xcassets") }) {
          if isImageSetContents(path), images <= maximumFiles,
            let contents = try? checked(path, inside: inside)
          {
            found.append(contents)
            images += 1
          }
          continue
        }
        guard
          name.hasSuffix(".swift") || isInterfaceFile(name) || MainInterface.isInfoList(name)
            || ImageHeader.isImage(name)
        else { continue }
        // Launch screens are shown by the system before the app runs, never by its code.
        if name.hasPrefix("LaunchScreen") || name.hasPrefix("Launch Screen") { continue }
        var target = stat()
        // A link to a folder named like a Swift file is a folder, and not followed.
        if type == S_IFLNK, stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFDIR {
          continue
        }
        // Images are read for their size alone: one that cannot be is left out, and they do not
        // count towards the files compiled. One past the most is taken, to be named in a warning.
        if ImageHeader.isImage(name) {
          if images <= maximumFiles, let image = try? checked(path, inside: inside) {
            found.append(image)
            images += 1
          }
          continue
        }
        found.append(try checked(path, inside: inside))
        if found.count - images > maximumFiles { return found }
      }
    }
    return found.sorted { $0.path < $1.path }
  }
}
