import Foundation
import Testing
import TransitTestSupport

/// The fuzz targets, built plainly as replayers, run over their seed corpus and the inputs
/// fuzzing found (`Tests/FuzzRegressions/TARGET`): the harnesses keep compiling and working in
/// every `make test`, and a fixed crash stays fixed without libFuzzer.
@Suite("Fuzz targets replay")
struct FuzzReplayTests {
  /// Every `Sources/Fuzz*` target but the support library.
  static let targets: [String] = {
    let sources = PackagePaths.root.appendingPathComponent("Sources").path
    return ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? [])
      .filter { $0.hasPrefix("Fuzz") && $0 != "FuzzSupport" }.sorted()
  }()

  @Test("every fuzz target replays its seeds and its regressions", arguments: targets)
  func replays(target: String) throws {
    let binary = TransitProcess.executable.deletingLastPathComponent()
      .appendingPathComponent(target)
    let seeds = try TransitProcess.temporaryDirectory().appendingPathComponent("seeds")
    let written = try TransitProcess.run(
      ["-transit-seeds=\(seeds.path)"], executable: binary)
    #expect(written.status == 0, "\(written.stderr)")
    let seedCount = try FileManager.default.contentsOfDirectory(atPath: seeds.path).count
    #expect(seedCount > 0)
    var folders = [seeds.path]
    let regressions = PackagePaths.root.appendingPathComponent("Tests/FuzzRegressions/\(target)")
    if FileManager.default.fileExists(atPath: regressions.path) { folders.append(regressions.path) }
    let replayed = try TransitProcess.run(folders, executable: binary)
    #expect(replayed.status == 0, "\(replayed.stderr)")
    #expect(replayed.stdout.hasPrefix("replayed "))
  }

  @Test("the manual's Untrusted input page names every fuzz target")
  func documented() throws {
    let text = try ManualPages.text("docs/untrusted-input.md")
    #expect(text.hasPrefix("# Untrusted input\n"))
    for target in Self.targets {
      #expect(text.contains("`\(target)`"), "\(target) is not in docs/untrusted-input.md")
    }
  }
}
