import Foundation
import Testing
import TransitInterfaceBuilder
import TransitTestSupport

@testable import TransitCompile

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `transit run` reads of a developer's folder: only regular files inside the paths
/// given, whatever links a cloned project ships.
@Suite("The files transit run reads")
struct DeveloperFilesTests {
  /// A project folder and, beside it, a private file a link could lead to.
  static func project() throws -> (root: URL, project: URL, secret: URL) {
    let root = try TransitProcess.temporaryDirectory()
    let project = root.appendingPathComponent("Project")
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try "class Home {}\n".write(
      to: project.appendingPathComponent("Sources/Home.swift"), atomically: false,
      encoding: .utf8)
    let secret = root.appendingPathComponent("id_ed25519")
    try "-----BEGIN OPENSSH PRIVATE KEY-----\n".write(
      to: secret, atomically: false, encoding: .utf8)
    chmod(secret.path, 0o600)
    return (root, project, secret)
  }

  static func link(_ at: URL, to destination: URL) throws {
    try FileManager.default.createSymbolicLink(at: at, withDestinationURL: destination)
  }

  @Test("a file of an image's name with no size does not hide a later one of that name")
  func unreadableImageFirst() throws {
    let (root, project, _) = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    for folder in ["A", "B"] {
      try FileManager.default.createDirectory(
        at: project.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data("not an image".utf8).write(to: project.appendingPathComponent("A/icon.png"))
    try Data(ImageHeaderTests.png(width: 30, height: 20)).write(
      to: project.appendingPathComponent("B/icon.png"))
    let files = try DeveloperFiles(paths: [project.path])
    #expect(files.images == [DeveloperFiles.Image(name: "icon.png", width: 30, height: 20)])
    #expect(files.notes.isEmpty)
  }

  @Test("an asset catalog's image set is named by its folder, its files by their scales")
  func assetCatalog() throws {
    let (root, project, _) = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = project.appendingPathComponent("Assets.xcassets")
    let background = catalog.appendingPathComponent("Screens/background.imageset")
    let card = catalog.appendingPathComponent("card.imageset")
    for folder in [background, card] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    for (file, width) in [("bg.png", 30), ("bg-retina.PNG", 60), ("bg-max.png", 90)] {
      try Data(ImageHeaderTests.png(width: UInt32(width), height: 20)).write(
        to: background.appendingPathComponent(file))
    }
    try Data(ImageHeaderTests.png(width: 40, height: 40)).write(
      to: background.appendingPathComponent("bg-ipad.png"))
    try Data(
      """
      {"images": [
        {"idiom": "universal", "filename": "bg.png", "scale": "1x"},
        {"idiom": "universal", "filename": "bg-retina.PNG", "scale": "2x"},
        {"idiom": "universal", "filename": "bg-max.png", "scale": "3x"},
        {"idiom": "ipad", "filename": "bg-ipad.png", "scale": "2x"},
        {"idiom": "universal", "filename": "../../Sources/badge.png", "scale": "1x"}
      ], "info": {"version": 1, "author": "xcode"}}
      """.utf8
    ).write(to: background.appendingPathComponent("Contents.json"))
    // A set's file named like another set: found by neither its own name nor the other set's.
    try Data(ImageHeaderTests.jpeg(width: 7, height: 9)).write(
      to: card.appendingPathComponent("background.jpg"))
    try Data(#"{"images": [{"idiom": "universal", "filename": "background.jpg"}]}"#.utf8).write(
      to: card.appendingPathComponent("Contents.json"))
    try Data(ImageHeaderTests.png(width: 8, height: 4)).write(
      to: project.appendingPathComponent("Sources/badge.png"))
    // A loose file of a set's name comes after the set's.
    try Data(ImageHeaderTests.png(width: 1, height: 1)).write(
      to: project.appendingPathComponent("Sources/card.jpg"))
    let files = try DeveloperFiles(paths: [project.path])
    #expect(
      Set(files.images.map { "\($0.name) \($0.width)" }) == [
        "background.png 30", "background@2x.png 60", "background@3x.png 90", "card.jpg 7",
        "badge.png 8",
      ])
  }

  @Test("images past the most read are named in a warning, not dropped silently")
  func imageCountLimit() throws {
    let (root, project, _) = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let images = project.appendingPathComponent("Images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    let png = Data(ImageHeaderTests.png(width: 3, height: 4))
    for index in 0..<DeveloperFiles.maximumFiles {
      try png.write(to: images.appendingPathComponent(String(format: "p%05d.png", index)))
    }
    #expect(try DeveloperFiles(paths: [project.path]).notes.isEmpty)
    try png.write(to: images.appendingPathComponent("q.png"))
    let files = try DeveloperFiles(paths: [project.path])
    #expect(files.images.count == DeveloperFiles.maximumFiles)
    #expect(
      files.notes == [
        project.path
          + "/Images/q.png: warning: this image and any after it have no size, as "
          + "UIImage(named:) finds none of them: transit run reads at most 2000 images"
      ])
  }

  @Test("images past the bytes of headers read are named in a warning, not dropped silently")
  func imageHeaderBudget() throws {
    let (root, project, _) = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let images = project.appendingPathComponent("Images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    // Each has a thousand empty segments before its frame: its header is past the most read of
    // one image, so each costs that many bytes and gives no size.
    let jpeg = ImageHeaderTests.jpeg(width: 5, height: 6)
    let long = Data(
      jpeg[0..<2] + (0..<1_100).flatMap { _ in [0xFF, 0xE1, 0, 2] as [UInt8] } + jpeg[2...])
    let count = DeveloperFiles.maximumImageBytes / ImageHeader.readLimit + 4
    for index in 0..<count {
      try long.write(to: images.appendingPathComponent(String(format: "a%04d.jpg", index)))
    }
    try Data(ImageHeaderTests.png(width: 3, height: 4)).write(
      to: images.appendingPathComponent("z.png"))
    let files = try DeveloperFiles(paths: [project.path])
    #expect(files.images.isEmpty)
    #expect(files.notes.count == 1)
    #expect(files.notes.first?.contains("warning: this image and ") == true)
    // A PNG reads 24 bytes: as many fit in the budget as there are files.
    try FileManager.default.removeItem(at: images)
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    for index in 0..<count {
      let path = images.appendingPathComponent("p\(index).png")
      try Data(ImageHeaderTests.png(width: 3, height: 4)).write(to: path)
      // Long files, holes on disk: a whole file is not read for its header.
      #expect(truncate(path.path, 300_000) == 0)
    }
    let small = try DeveloperFiles(paths: [project.path])
    #expect(small.images.count == count)
    #expect(small.notes.isEmpty)
  }

  @Test("an app's property list named otherwise than Info.plist names the main storyboard")
  func namedInfoList() throws {
    let (root, project, _) = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    func plist(_ keys: String) -> String {
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(keys)</dict></plist>\n"
    }
    // The framework's own list beside the app's, as an example folder holds both; a file
    // whose name does not end in Info.plist is not one.
    try plist("<key>CFBundleName</key><string>Kit</string>").write(
      to: project.appendingPathComponent("Sources/Info.plist"), atomically: false,
      encoding: .utf8)
    try plist("<key>UIMainStoryboardFile</key><string>Other</string>").write(
      to: project.appendingPathComponent("Sources/Settings.plist"), atomically: false,
      encoding: .utf8)
    #expect(try DeveloperFiles(paths: [project.path]).mainStoryboard == nil)
    try plist("<key>UIMainStoryboardFile</key><string>Main</string>").write(
      to: project.appendingPathComponent("Sources/DemoApp-Info.plist"), atomically: false,
      encoding: .utf8)
    #expect(try DeveloperFiles(paths: [project.path]).mainStoryboard == "Main")
    #expect(MainInterface.isInfoList("Demo/DemoAppInfo.plist"))
    #expect(!MainInterface.isInfoList("Demo/Info.plist.orig"))
  }

  @Test("a nib's File's Owner is never made from the nib, so its class needs no init()")
  func filesOwnerNotMade() throws {
    let (root, project, _) = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let nib = project.appendingPathComponent("Sources/Detail.xib")
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DetailViewController"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="card" customClass="CardView"/>
        </objects>
    </document>

    """.write(to: nib, atomically: false, encoding: .utf8)
    let classes = try InterfaceClasses(
      files: [nib.path], declared: ["DetailViewController", "CardView"])
    #expect(classes.makers.map(\.name) == ["CardView"])
  }

  @Test("a link out of the folder is refused, naming it, and never read")
  func linkOutRefused() throws {
    let (root, project, secret) = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let link = project.appendingPathComponent("Sources/Secrets.swift")
    try Self.link(link, to: secret)
    for paths in [[project.path], [project.path + "/Sources/Home.swift", link.path]] {
      #expect {
        try DeveloperFiles(paths: paths)
      } throws: { error in
        let text = "\(error)"
        return text.hasPrefix("\(link.path): a symbolic link to a file outside the paths given")
          && !text.contains("PRIVATE KEY") && !text.contains(secret.lastPathComponent)
      }
    }
  }

  @Test("a link to a file that is itself among the paths given is read, once")
  func linkToGivenFile() throws {
    let (root, project, _) = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let shared = root.appendingPathComponent("Shared.swift")
    try "class Shared {}\n".write(to: shared, atomically: false, encoding: .utf8)
    try Self.link(project.appendingPathComponent("Sources/Shared.swift"), to: shared)
    let files = try DeveloperFiles(paths: [project.path, shared.path])
    #expect(
      files.files.map(\.path) == [
        project.path + "/Sources/Home.swift", project.path + "/Sources/Shared.swift",
      ])
  }

  @Test("a file a library's folder holds and the app lists too is compiled in both modules")
  func fileInTwoModules() throws {
    let (root, project, _) = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = project.appendingPathComponent("Sources")
    let files = try DeveloperFiles(paths: [
      sources.path + ":Library", sources.path + "/Home.swift", sources.path + "/Home.swift",
    ])
    #expect(files.files.map(\.module) == ["Library", nil])
    #expect(Set(files.files.map(\.path)).count == 1)
  }

  @Test("a link inside the folder is read once; a linked folder is not walked")
  func linksInside() throws {
    let (root, project, _) = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.link(
      project.appendingPathComponent("Alias.swift"),
      to: project.appendingPathComponent("Sources/Home.swift"))
    let outside = root.appendingPathComponent("Vendor")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: false)
    try "class Vendor {}\n".write(
      to: outside.appendingPathComponent("Vendor.swift"), atomically: false, encoding: .utf8)
    try Self.link(project.appendingPathComponent("Vendor"), to: outside)
    let files = try DeveloperFiles(paths: [project.path])
    #expect(files.files.map(\.path) == [project.path + "/Alias.swift"])
    #expect(files.files.map(\.text) == ["class Home {}\n"])
    // A folder named on the command line may itself be a link.
    let named = try DeveloperFiles(paths: [project.path + "/Vendor"])
    #expect(named.files.map(\.path) == [project.path + "/Vendor/Vendor.swift"])
  }

  @Test("a FIFO named like a Swift file is refused at once, without waiting for a writer")
  func fifoRefused() throws {
    let (root, project, _) = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let fifo = project.appendingPathComponent("Sources/Pipe.swift")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    #expect {
      try DeveloperFiles(paths: [project.path])
    } throws: { "\($0)" == "\(fifo.path): not a regular file" }
  }
}

/// The compiler's errors mapped onto the developer's lines in one pass.
@Suite("Diagnostics in one pass")
struct DiagnosticReportTests {
  static func report(_ text: String, path: String = "Big.swift") throws -> DiagnosticReport {
    let folder = try TransitProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(path)
    try text.write(to: file, atomically: false, encoding: .utf8)
    let sources = try DeveloperFiles(paths: [file.path])
    let renamed = DeveloperFiles.File(path: path, text: sources.files[0].text)
    return DiagnosticReport(
      sources: DeveloperFiles(files: [renamed]),
      rewrites: [SourceRewrite.rewrite(source: text, path: path)], scenarioPath: "s.yaml",
      classes: [])
  }

  @Test("thousands of errors: each shows its own line and caret, and the report grows linearly")
  func manyErrors() throws {
    func run(_ count: Int) throws -> (report: String, output: String) {
      let text = (1...count).map { "let v\($0) = missing\($0)" }.joined(separator: "\n") + "\n"
      let output = (1...count).map {
        "Big.swift:\($0):\(9 + String($0).count): error: cannot find 'missing\($0)' in scope"
      }.joined(separator: "\n")
      return (try Self.report(text).render(compilerOutput: output), output)
    }
    let (small, smallOutput) = try run(1_000)
    let (large, largeOutput) = try run(4_000)
    let lines = large.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      Array(lines[(3 * 2_999)..<(3 * 2_999 + 3)]) == [
        "Big.swift:3000:13: error: cannot find 'missing3000' in scope",
        "    let v3000 = missing3000", "                ^",
      ])
    #expect(lines.last == "4000 errors; your files did not compile")
    // Each error's report is its own message and line: as long as the compiler's output,
    // give or take the line and caret shown.
    for (report, output) in [(small, smallOutput), (large, largeOutput)] {
      #expect(report.utf8.count <= 3 * output.utf8.count)
    }
  }

  @Test("an error line naming a file not compiled names none")
  func forgedLocation() throws {
    let report = try Self.report("#error(\"a\\n/etc/passwd:1:1: error: forged\")\n")
    let output =
      "Big.swift:1:8: error: a\n/etc/passwd:1:1: error: forged\n"
      + "/tmp/cache/.building-1/TransitRunEntryPoint.swift:2:8: error: no such module 'TransitRun'"
    #expect(
      report.render(compilerOutput: output).split(separator: "\n").filter { !$0.hasPrefix(" ") }
        == [
          "Big.swift:1:8: error: a", "error: forged", "error: no such module 'TransitRun'",
          "3 errors; your files did not compile",
        ])
  }

  @Test("errors on one long line show a window of it around each error, not the whole line")
  func longLine() throws {
    let count = 2_000
    let line = (0..<count).map { "f\($0)()" }.joined(separator: ";")
    var column = 1
    var output: [String] = []
    for index in 0..<count {
      output.append("Big.swift:1:\(column): error: cannot find 'f\(index)' in scope")
      column += "f\(index)();".utf8.count
    }
    let report = try Self.report(line + "\n").render(compilerOutput: output.joined(separator: "\n"))
    let lines = report.split(separator: "\n").map(String.init)
    #expect(lines.count == 3 * count + 1)
    let shown = lines[3 * 1_000 + 1]
    let caret = lines[3 * 1_000 + 2]
    #expect(shown.hasPrefix("    …") && shown.hasSuffix("…"))
    #expect(shown.count <= DiagnosticReport.shownLine + 8)
    let under = shown.index(shown.startIndex, offsetBy: caret.count - 1)
    #expect(shown[under...].hasPrefix("f1000()"))
    #expect(report.utf8.count <= count * (DiagnosticReport.shownLine * 2 + 120))
  }
}
