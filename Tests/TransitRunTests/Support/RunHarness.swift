import Foundation
import TransitTestSupport
import TransitTrace

/// Runs `transit run` for the tests: in a folder of its own, with a build cache of its own (so
/// a test sees a cold build where it expects one, and nothing lands in the user's cache).
struct RunHarness {
  let folder: URL
  let cache: URL

  init() throws {
    folder = try TransitProcess.temporaryDirectory()
    cache = folder.appendingPathComponent("cache")
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Writes `text` to `name` in the folder and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// `transit ARGUMENTS` in the folder, with the harness's cache.
  func transit(_ arguments: [String]) throws -> TransitProcess.Result {
    try TransitProcess.run(
      arguments, in: folder, environment: ["TRANSIT_CACHE_DIR": cache.path])
  }

  /// The records of a log in the folder.
  func records(_ name: String) throws -> [Record] {
    try LogReader.readAll(path: folder.appendingPathComponent(name).path)
  }
}

/// What a log shows of one class's objects: UIKit's calls to them, by name, in order.
func calls(to className: String, in records: [Record]) -> [String] {
  var ids: Set<String> = []
  for record in records {
    if case .participant(let participant) = record, participant.className == className {
      ids.insert(participant.id)
    }
  }
  return records.compactMap { record in
    guard let call = record.event?.call, ids.contains(call.receiver), call.caller == "uikit"
    else { return nil }
    return call.name.rawValue
  }
}
