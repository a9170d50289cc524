import Foundation

/// The logs in a folder, listed for the arguments of parameterized tests.
package enum TraceFolder {
  /// The names of the `.jsonl` files in `folder`, without the extension, sorted.
  ///
  /// Throws, naming the folder, when it cannot be read or holds no log: a parameterized test
  /// over an empty list would pass without testing anything. Used as `arguments: try …`, the
  /// error fails the test.
  package static func names(in folder: URL) throws -> [String] {
    let files: [String]
    do {
      files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw Unusable(description: "cannot list the logs in \(folder.path): \(error)")
    }
    let names = files.filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()
    guard !names.isEmpty else {
      throw Unusable(description: "\(folder.path) holds no .jsonl logs")
    }
    return names
  }

  package struct Unusable: Error, CustomStringConvertible {
    package let description: String
  }
}
