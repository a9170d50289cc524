import Foundation
import Testing
import TransitTestSupport

/// `transit-bench run --corpus-only` on a corpus made here: a library whose sample imports a
/// module nobody has is reported as missing it, never as compiling, and the errors the missing
/// module hid are counted.
@Suite("transit-bench corpus")
struct BenchCorpusTests {
  @Test("a sample that imports a module Transit does not have misses it, whatever compiles")
  func missingModule() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-bench-corpus-test-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let commit = String(repeating: "a", count: 40)
    func write(_ path: String, _ text: String) throws {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try write("cache/demo+Pods/.transit-corpus", "https://example.com/demo/Pods\n\(commit)\n")
    try write(
      "cache/demo+Pods/Sample/Home.swift",
      """
      import UIKit
      import PrettyPod

      final class HomeViewController: UIViewController {}

      """)
    try write(
      "cache/demo+Hidden/.transit-corpus", "https://example.com/demo/Hidden\n\(commit)\n")
    try write(
      "cache/demo+Hidden/Sample/Home.swift",
      """
      import UIKit
      @testable import HiddenPod

      final class HomeViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(HiddenBadge())
          }
      }

      """)
    try write(
      "corpus.list",
      """
      demo+Pods|https://example.com/demo/Pods|\(commit)|MIT|HomeViewController|Sample
      demo+Hidden|https://example.com/demo/Hidden|\(commit)|MIT|HomeViewController|Sample

      """)
    let result = try TransitProcess.run(
      ["run", "--corpus-only", "--corpus-list", folder.appendingPathComponent("corpus.list").path],
      executable: TransitProcess.benchExecutable,
      environment: ["TRANSIT_CORPUS_DIR": folder.appendingPathComponent("cache").path])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    #expect(
      Array(lines.dropFirst().prefix(3)) == [
        "demo+Pods 4 lines 0 errors 0.0/kLOC misses PrettyPod; compiles without it",
        "demo+Hidden 9 lines 1 errors 111.1/kLOC misses HiddenPod; then cannot find "
          + "'HiddenBadge' in scope",
        "corpus: 0 of 2 compile unchanged; 0 run with a scenario file only; 2 miss modules "
          + "Transit does not have (demo+Pods: PrettyPod; demo+Hidden: HiddenPod); 1 errors in "
          + "13 lines, 76.9 per 1,000 lines",
      ])
  }

  @Test("a library that does not run is told by what stops it: Linux's limits, then the rest")
  func blockers() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-bench-corpus-test-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let commit = String(repeating: "c", count: 40)
    func write(_ path: String, _ text: String) throws {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try write("cache/demo+Sheet/.transit-corpus", "https://example.com/demo/Sheet\n\(commit)\n")
    try write(
      "cache/demo+Sheet/Sample/Sheet.swift",
      """
      import UIKit
      import MapKit

      extension UIViewController {
          static func swapAppearance() {
              let original = class_getInstanceMethod(self, #selector(viewDidAppear(_:)))!
              let swapped = class_getInstanceMethod(self, #selector(sheet_viewDidAppear(_:)))!
              method_exchangeImplementations(original, swapped)
          }
          @objc func sheet_viewDidAppear(_ animated: Bool) {}
      }

      final class HomeViewController: UIViewController {
          let field = UIFieldBehavior.magneticField()
          let handle = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              handle.backgroundColor = .lightGrey
          }
      }

      """)
    try write(
      "corpus.list",
      "demo+Sheet|https://example.com/demo/Sheet|\(commit)|MIT|HomeViewController|Sample\n")
    let result = try TransitProcess.run(
      ["run", "--corpus-only", "--corpus-list", folder.appendingPathComponent("corpus.list").path],
      executable: TransitProcess.benchExecutable,
      environment: ["TRANSIT_CORPUS_DIR": folder.appendingPathComponent("cache").path])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    let heading = lines.firstIndex { $0.hasPrefix("corpus: what stops") }
    #expect(heading != nil, "\(result.stdout)")
    if let heading {
      #expect(
        lines[heading + 1]
          == "demo+Sheet Apple frameworks (MapKit); swizzling; UIKit Dynamics' field behaviors; "
          + "1 other error",
        "\(result.stdout)")
    }
  }

  @Test("a library's language mode field compiles it in that mode; a mode nobody has is refused")
  func languageMode() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-bench-corpus-test-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let commit = String(repeating: "b", count: 40)
    func write(_ path: String, _ text: String) throws {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let source = """
      import UIKit

      final class Zoom: NSObject, UINavigationControllerDelegate {
          func navigationController(_ navigationController: UINavigationController,
                                    animationControllerFor operation: UINavigationControllerOperation,
                                    from fromVC: UIViewController,
                                    to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
              nil
          }
      }

      final class HomeViewController: UIViewController {}

      """
    for name in ["demo+Four", "demo+Five"] {
      try write("cache/\(name)/.transit-corpus", "https://example.com/\(name)\n\(commit)\n")
      try write("cache/\(name)/Sample/Home.swift", source)
    }
    try write(
      "corpus.list",
      """
      demo+Four|https://example.com/demo/Four|\(commit)|MIT|HomeViewController|Sample|4
      demo+Five|https://example.com/demo/Five|\(commit)|MIT|HomeViewController|Sample

      """)
    let list = folder.appendingPathComponent("corpus.list").path
    let environment = ["TRANSIT_CORPUS_DIR": folder.appendingPathComponent("cache").path]
    let result = try TransitProcess.run(
      ["run", "--corpus-only", "--corpus-list", list],
      executable: TransitProcess.benchExecutable, environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    #expect(
      Array(lines.dropFirst().prefix(2)) == [
        "demo+Four 12 lines 0 errors 0.0/kLOC runs",
        "demo+Five 12 lines 1 errors 83.3/kLOC 'UINavigationControllerOperation' has been "
          + "renamed to 'UINavigationController.Operation'",
      ])

    try write(
      "corpus.list",
      "demo+Four|https://example.com/demo/Four|\(commit)|MIT|HomeViewController|Sample|3\n")
    let refused = try TransitProcess.run(
      ["run", "--corpus-only", "--corpus-list", list],
      executable: TransitProcess.benchExecutable, environment: environment)
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains(
        "corpus.list:1: expected a Swift language mode, 4, 4.2, 5, or nothing, found '3'"))
  }
}
