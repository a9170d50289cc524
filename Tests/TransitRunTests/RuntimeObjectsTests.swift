import Foundation
import Testing
import TransitTestSupport

@testable import TransitCompile

/// The objects `transit run` links from a target's build folder: what the compiler's output
/// file map names, so that the object a renamed source file left behind in an earlier build is
/// not linked beside its successor (the linker refuses two definitions of one class).
@Suite("The runtime's object files")
struct RuntimeObjectsTests {
  /// A build folder with `names` as object files and, when `mapped` is given, a map naming them.
  static func folder(objects names: [String], mapped: [String]?) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-runtime-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in names {
      try Data().write(to: folder.appendingPathComponent(name))
    }
    if let mapped {
      var map: [String: Any] = ["": ["swift-dependencies": folder.path + "/primary.swiftdeps"]]
      for name in mapped {
        // The paths of the build that wrote the map, which an install copies elsewhere.
        map["/sources/" + name.replacingOccurrences(of: ".o", with: "")] = [
          "object": "/elsewhere/.build/debug/Target.build/" + name,
          "dependencies": folder.path + "/x.d",
        ]
      }
      try JSONSerialization.data(withJSONObject: map)
        .write(to: folder.appendingPathComponent("output-file-map.json"))
    }
    return folder
  }

  @Test("an object the output file map no longer names is left out")
  func staleObjectLeftOut() throws {
    let folder = try Self.folder(
      objects: ["PropertyNames.swift.o", "PropertySpans.swift.o", "Reader.swift.o"],
      mapped: ["PropertyNames.swift.o", "Reader.swift.o", "Missing.swift.o"])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      Runtime.objectFiles(in: folder).map(\.lastPathComponent) == [
        "PropertyNames.swift.o", "Reader.swift.o",
      ])
  }

  @Test("without a map, as for a C target or an install, every object under the folder")
  func everyObjectWithoutMap() throws {
    let folder = try Self.folder(objects: ["b.c.o", "a.c.o", "notes.txt"], mapped: nil)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(Runtime.objectFiles(in: folder).map(\.lastPathComponent) == ["a.c.o", "b.c.o"])
  }
}
