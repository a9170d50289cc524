import Foundation
import TransitTestSupport

/// The project's research folder beside the clone (`../shared`): its copies of the blog posts
/// and device logs the scenarios follow, which the compatibility tests compare their
/// transcriptions with, as an extra. Every source it copies has a public address in
/// docs/sources.md; a clone without the folder loses only these comparisons.
///
/// Tests that read it run wherever it is; where it is missing they are skipped, except under CI
/// (`CI` set), where they run and fail, so a CI machine without it cannot pass them silently.
enum SharedFolder {
  static let url = PackagePaths.root.deletingLastPathComponent().appendingPathComponent("shared")

  /// Whether CI requires the tests that read the shared folder.
  static let required = ProcessInfo.processInfo.environment["CI"] != nil

  /// Whether the shared folder is beside the clone.
  static let isPresent = FileManager.default.fileExists(atPath: url.path)

  /// Whether the tests that read it run here: it is present, or CI requires them.
  static var shouldRun: Bool { isPresent || required }

  /// The text of `relativePath` inside the shared folder; throws, naming the path, when it
  /// cannot be read.
  static func text(_ relativePath: String) throws -> String {
    let file = url.appendingPathComponent(relativePath)
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw Unreadable(
        description:
          "\(file.path) is missing; the shared reference folder belongs beside the clone, at ../shared"
      )
    }
    do {
      return try String(contentsOf: file, encoding: .utf8)
    } catch {
      throw Unreadable(description: "cannot read \(file.path) as UTF-8: \(error)")
    }
  }

  struct Unreadable: Error, CustomStringConvertible {
    let description: String
  }
}
