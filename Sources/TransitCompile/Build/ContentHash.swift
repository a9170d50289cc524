import Foundation

/// SHA-256 digests, computed by coreutils' `sha256sum` (on macOS, which has no coreutils, by
/// `shasum -a 256`, which prints the same lines), which hashes the runtime's tens of megabytes
/// of object files in a fraction of the time a debug build of Swift code would.
enum ContentHash {
  /// The digest of each file, in order.
  static func files(_ urls: [URL]) throws -> [String] {
    guard !urls.isEmpty else { return [] }
    let output = try sha256sum(arguments: ["--"] + urls.map(\.path), input: nil)
    let lines = output.split(separator: "\n")
    guard lines.count == urls.count else {
      throw RunError.toolMissing("sha256sum printed \(lines.count) digests for \(urls.count) files")
    }
    return lines.map { String($0.prefix(64)) }
  }

  /// The digest of `text`.
  static func text(_ text: String) throws -> String {
    try bytes(Array(text.utf8))
  }

  /// The digest of `bytes`.
  static func bytes(_ bytes: [UInt8]) throws -> String {
    String(try sha256sum(arguments: [], input: bytes).prefix(64))
  }

  private static func sha256sum(arguments: [String], input: [UInt8]?) throws -> String {
    let process = Process()
    #if canImport(Darwin)
      process.executableURL = try Tool.find("shasum")
      process.arguments = ["-a", "256"] + arguments
    #else
      process.executableURL = try Tool.find("sha256sum")
      process.arguments = arguments
    #endif
    let output = Pipe()
    let feed = Pipe()
    process.standardOutput = output
    process.standardInput = input == nil ? FileHandle.nullDevice : feed
    try process.run()
    if let input {
      // sha256sum reads all of its input before it writes a byte, so this cannot deadlock.
      try feed.fileHandleForWriting.write(contentsOf: Data(input))
      try feed.fileHandleForWriting.close()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw RunError.toolMissing("sha256sum failed with status \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// Programs `transit run` runs, found on `PATH`.
package enum Tool {
  package static func find(_ name: String) throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw RunError.toolMissing("\(name) is not on PATH; transit run needs it")
  }
}
