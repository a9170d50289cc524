import Foundation

/// The pages a reader opens: the README, the front door, and the manual under `docs/`, one
/// topic a page. Tests that hold what a page shows to what Transit does read them here, so a
/// fact may move between pages without its test losing it.
package enum ManualPages {
  /// `README.md`, then every `docs/*.md`, sorted, as paths relative to the package root.
  package static func paths() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: PackagePaths.root.appendingPathComponent("docs").path)
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
  }

  /// The text of the page at `path`, relative to the package root.
  package static func text(_ path: String) throws -> String {
    try String(contentsOf: PackagePaths.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The lines of the page at `path`, empty lines kept.
  package static func lines(_ path: String) throws -> [String] {
    try text(path).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The page that holds `line` exactly, of every page in `paths()` order.
  package static func page(holdingLine line: String) throws -> String? {
    try paths().first { try lines($0).contains(line) }
  }

  /// Every page's text, one after another in `paths()` order.
  package static func all() throws -> String {
    try paths().map(text).joined(separator: "\n")
  }
}
