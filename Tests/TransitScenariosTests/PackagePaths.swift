import Foundation

/// Where the package's folders are, found from this file so tests run from any directory.
enum PackagePaths {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let traces = root.appendingPathComponent("Traces")
  /// The shared reference material beside the clone, when it is there.
  static let shared = root.deletingLastPathComponent().appendingPathComponent("shared")
}
