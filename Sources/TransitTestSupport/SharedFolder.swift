import Foundation

/// The project's research folder beside the clone (a sibling named `shared`): its copies of the
/// blog posts and device logs the scenarios follow, which the compatibility tests compare their
/// transcriptions with, and whose code the `transit run` tests cut out. Every source it copies
/// has a public address in docs/sources.md.
///
/// `TRANSIT_SHARED_DIR` names it elsewhere, for a checkout without it beside (a git worktree).
/// Tests that read it run wherever it is; where it is missing they are skipped, except under CI
/// (`CI` set), where they run and fail, so a CI machine without it cannot pass them silently.
package enum SharedFolder {
  package static let url =
    ProcessInfo.processInfo.environment["TRANSIT_SHARED_DIR"].map { URL(fileURLWithPath: $0) }
    ?? PackagePaths.root.deletingLastPathComponent().appendingPathComponent("shared")

  /// Whether CI requires the tests that read the shared folder.
  package static let required = ProcessInfo.processInfo.environment["CI"] != nil

  /// Whether the shared folder is beside the clone.
  package static let isPresent = FileManager.default.fileExists(atPath: url.path)

  /// Whether the tests that read it run here: it is present, or CI requires them.
  package static var shouldRun: Bool { isPresent || required }

  /// The text of `relativePath` inside the shared folder; throws, naming the path, when it
  /// cannot be read.
  package static func text(_ relativePath: String) throws -> String {
    let file = url.appendingPathComponent(relativePath)
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw Unreadable(
        description:
          "\(file.path) is missing; the shared reference folder belongs beside the clone"
      )
    }
    do {
      return try String(contentsOf: file, encoding: .utf8)
    } catch {
      throw Unreadable(description: "cannot read \(file.path) as UTF-8: \(error)")
    }
  }

  package struct Unreadable: Error, CustomStringConvertible {
    package let description: String
  }
}
