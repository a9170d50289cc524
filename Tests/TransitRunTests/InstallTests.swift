import Foundation
import Testing
import TransitTestSupport
import TransitTrace

@testable import TransitCompile

/// `make install PREFIX=…`: the installed `transit` runs a developer's code from any folder,
/// with the runtime it finds beside its own resolved path.
@Suite("make install")
struct InstallTests {
  /// The build folder the tests' `transit` is in, which the install copies from.
  static let built = TransitProcess.executable.deletingLastPathComponent()

  @Test("the installed transit, run from another folder, writes a log that conforms")
  func installedRun() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    let prefix = harness.folder.appendingPathComponent("prefix with space")
    let install = try TransitProcess.run(
      ["install", "PREFIX=\(prefix.path)", "INSTALL_BUILD=", "BUILT=\(Self.built.path)"],
      in: PackagePaths.root, executable: URL(fileURLWithPath: "/usr/bin/make"))
    #expect(install.status == 0, "\(install.stderr)")
    let transit = prefix.appendingPathComponent("bin/transit")
    // A link to the installed executable, elsewhere, finds the same runtime.
    let link = harness.folder.appendingPathComponent("elsewhere/transit")
    try FileManager.default.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: transit)
    let example = PackagePaths.root.appendingPathComponent("docs/run-example")
    let run = try TransitProcess.run(
      [
        "run", example.path, "--scenario", example.appendingPathComponent("photo-sheet.yaml").path,
        "-o", "photo-sheet.jsonl",
      ], in: harness.folder, executable: link,
      environment: ["TRANSIT_CACHE_DIR": harness.cache.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("(compiled)"))
    let check = try harness.transit(["check", "photo-sheet.jsonl"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains("conforms"))
    for completion in [
      "share/bash-completion/completions/transit", "share/zsh/site-functions/_transit",
      "share/fish/vendor_completions.d/transit.fish",
    ] {
      let text = try String(
        contentsOf: prefix.appendingPathComponent(completion), encoding: .utf8)
      #expect(text.contains("transit"), "\(completion)")
    }
    // The man page swift-argument-parser's generate-manual writes from the installed transit's
    // help; `make build` links that tool, so `make test` always checks the page.
    let manual = prefix.appendingPathComponent("share/man/man1/transit.1")
    let generator = Self.built.appendingPathComponent("generate-manual")
    if FileManager.default.isExecutableFile(atPath: generator.path) {
      let page = try String(contentsOf: manual, encoding: .utf8)
      #expect(page.contains(".Nm transit"))
      for subcommand in ["trace", "run", "import", "check", "diff", "render", "explain"] {
        #expect(page.contains(".It Em \(subcommand)"), "\(subcommand)")
      }
    }
    let uninstall = try TransitProcess.run(
      ["uninstall", "PREFIX=\(prefix.path)"], in: PackagePaths.root,
      executable: URL(fileURLWithPath: "/usr/bin/make"))
    #expect(uninstall.status == 0)
    #expect(!FileManager.default.fileExists(atPath: transit.path))
    #expect(!FileManager.default.fileExists(atPath: manual.path))
    #expect(
      !FileManager.default.fileExists(atPath: prefix.appendingPathComponent("lib/transit").path))
  }

  @Test("the Makefile installs every target the runtime links")
  func runtimeTargetsMatch() throws {
    let makefile = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("Makefile"), encoding: .utf8)
    let start = try #require(makefile.range(of: "RUNTIME_TARGETS :="))
    var listed: [String] = []
    for line in makefile[start.upperBound...].split(separator: "\n") {
      listed += line.split(separator: " ").map(String.init).filter { $0 != "\\" }
      if !line.hasSuffix("\\") { break }
    }
    #expect(listed == Runtime.targets)
  }

  @Test("a build folder holding the runtime is used as it is; else the installed lib/transit")
  func runtimeFolder() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    let bin = harness.folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    #expect(
      Runtime.folder(besideExecutable: bin.appendingPathComponent("transit")).path
        == harness.folder.appendingPathComponent("lib/transit").path)
    try FileManager.default.createDirectory(
      at: bin.appendingPathComponent("Modules"), withIntermediateDirectories: true)
    #expect(
      Runtime.folder(besideExecutable: bin.appendingPathComponent("transit")).path == bin.path)
  }
}
