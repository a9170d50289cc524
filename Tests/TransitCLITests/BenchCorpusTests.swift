import Foundation
import Testing
import TransitTestSupport

/// `transit-bench run --corpus-only` on a corpus made here: a library whose sample imports a
/// module nobody has is reported as missing it, never as compiling, and the errors the missing
/// module hid are counted.
@Suite("transit-bench corpus")
struct BenchCorpusTests {
  /// A corpus made in a temporary folder: clones in its cache, each at `commit`, and a list.
  struct MadeCorpus {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-bench-corpus-test-\(UUID().uuidString)")
    let commit: String

    init(commit: Character) { self.commit = String(repeating: commit, count: 40) }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    func write(_ path: String, _ text: String) throws {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A clone of `name` (`owner+repo`) at the commit, holding `source` as its sample's file.
    func library(_ name: String, file: String, _ source: String) throws {
      try write("cache/\(name)/.transit-corpus", "https://example.com/\(name)\n\(commit)\n")
      try write("cache/\(name)/Sample/\(file)", source)
    }

    /// The list's line for `name`, with its optional fields after the paths.
    func line(_ name: String, _ optional: String = "") -> String {
      "\(name)|https://example.com/\(name)|\(commit)|MIT|HomeViewController|Sample\(optional)\n"
    }

    /// `transit-bench run --corpus-only` over the list, and its output's lines with their runs
    /// of spaces made one.
    func run() throws -> (result: TransitProcess.Result, lines: [String]) {
      let result = try TransitProcess.run(
        [
          "run", "--corpus-only", "--corpus-list",
          folder.appendingPathComponent("corpus.list").path, "--corpus-glue",
          folder.appendingPathComponent("glue").path,
        ],
        executable: TransitProcess.benchExecutable,
        environment: ["TRANSIT_CORPUS_DIR": folder.appendingPathComponent("cache").path])
      let lines = result.stdout.split(separator: "\n").map {
        $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
      }
      return (result, lines)
    }
  }

  @Test("a sample that imports a module Transit does not have misses it, whatever compiles")
  func missingModule() throws {
    let corpus = MadeCorpus(commit: "a")
    defer { corpus.remove() }
    try corpus.library(
      "demo+Pods", file: "Home.swift",
      """
      import UIKit
      import PrettyPod

      final class HomeViewController: UIViewController {}

      """)
    try corpus.library(
      "demo+Hidden", file: "Home.swift",
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
    try corpus.write("corpus.list", corpus.line("demo+Pods") + corpus.line("demo+Hidden"))
    let (result, lines) = try corpus.run()
    #expect(result.status == 0, "\(result.stderr)")
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
    let corpus = MadeCorpus(commit: "c")
    defer { corpus.remove() }
    try corpus.library(
      "demo+Sheet", file: "Sheet.swift",
      """
      import UIKit
      import CoreBluetooth

      extension UIView {
          static func swapAnimations() {
              let original = class_getClassMethod(self, #selector(UIView.animate(withDuration:animations:)))!
              let swapped = class_getClassMethod(self, #selector(UIView.sheet_animate(withDuration:animations:)))!
              method_exchangeImplementations(original, swapped)
          }
          @objc class func sheet_animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
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
    try corpus.write("corpus.list", corpus.line("demo+Sheet"))
    let (result, lines) = try corpus.run()
    #expect(result.status == 0, "\(result.stderr)")
    let heading = lines.firstIndex { $0.hasPrefix("corpus: what stops") }
    #expect(heading != nil, "\(result.stdout)")
    if let heading {
      #expect(
        lines[heading + 1]
          == "demo+Sheet Apple frameworks (CoreBluetooth); swizzling; UIKit Dynamics' field behaviors; "
          + "1 other error",
        "\(result.stdout)")
    }
  }

  @Test(
    "a library's language mode and conditions fields compile it so; a mode nobody has is refused"
  )
  func languageModeAndConditions() throws {
    let corpus = MadeCorpus(commit: "b")
    defer { corpus.remove() }
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
      try corpus.library(name, file: "Home.swift", source)
    }
    // A sample whose first screen compiles only under its target's condition.
    try corpus.library(
      "demo+Flag", file: "Home.swift",
      """
      import UIKit
      #if SAMPLE_TARGET
      final class HomeViewController: UIViewController {}
      #endif

      """)
    try corpus.write(
      "corpus.list",
      corpus.line("demo+Four", "|4") + corpus.line("demo+Five")
        + corpus.line("demo+Flag", "||SAMPLE_TARGET"))
    let (result, lines) = try corpus.run()
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      Array(lines.dropFirst().prefix(3)) == [
        "demo+Four 12 lines 0 errors 0.0/kLOC runs",
        "demo+Five 12 lines 1 errors 83.3/kLOC 'UINavigationControllerOperation' has been "
          + "renamed to 'UINavigationController.Operation'",
        "demo+Flag 4 lines 0 errors 0.0/kLOC runs",
      ])

    try corpus.write("corpus.list", corpus.line("demo+Four", "|3"))
    let (refused, _) = try corpus.run()
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains(
        "corpus.list:1: expected a Swift language mode, 4, 4.2, 5, or nothing, found '3'"))
  }

  @Test("glue that stands in for a pod makes a library run, and the report says what it replaces")
  func glue() throws {
    let corpus = MadeCorpus(commit: "d")
    defer { corpus.remove() }
    let sample = """
      import UIKit
      import BadgePod

      final class HomeViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(Badge(count: 3))
          }
      }

      """
    for name in ["demo+Glued", "demo+Unglued", "demo+Short"] {
      try corpus.library(name, file: "Home.swift", sample)
    }
    try corpus.write("glue/demo+Glued/stands-in-for", "the pod BadgePod, absent from the clone\n")
    try corpus.write(
      "glue/demo+Glued/BadgePod/Badge.swift",
      """
      import UIKit

      public final class Badge: UIView {
          public init(count: Int) { super.init(frame: .zero) }
      }

      """)
    // Glue that gives the module but not what the sample uses: the report says what stops it.
    try corpus.write("glue/demo+Short/stands-in-for", "the pod BadgePod, in part\n")
    try corpus.write("glue/demo+Short/BadgePod/Empty.swift", "import UIKit\n")
    try corpus.write(
      "corpus.list",
      corpus.line("demo+Glued") + corpus.line("demo+Unglued") + corpus.line("demo+Short"))
    let (result, lines) = try corpus.run()
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      Array(lines.dropFirst().prefix(4)) == [
        "demo+Glued 9 lines 1 errors 111.1/kLOC misses BadgePod; then cannot find 'Badge' in "
          + "scope; runs with glue",
        "demo+Unglued 9 lines 1 errors 111.1/kLOC misses BadgePod; then cannot find 'Badge' in "
          + "scope",
        "demo+Short 9 lines 1 errors 111.1/kLOC misses BadgePod; then cannot find 'Badge' in "
          + "scope; with glue, cannot find 'Badge' in scope",
        "corpus: 0 of 3 compile unchanged; 0 run with a scenario file only; 1 more run with glue "
          + "standing in for what Linux lacks (demo+Glued: the pod BadgePod, absent from the "
          + "clone); 3 miss modules Transit does not have (demo+Glued: BadgePod; demo+Unglued: "
          + "BadgePod; demo+Short: BadgePod); 3 errors in 27 lines, 111.1 per 1,000 lines",
      ], "\(result.stdout)")
  }

  @Test(
    "a dependency line is cloned apart, a library's @path builds its folder as the module, the report names it; a path naming an unlisted dependency is refused"
  )
  func dependencies() throws {
    let corpus = MadeCorpus(commit: "e")
    defer { corpus.remove() }
    let sample = """
      import UIKit
      import BadgeKit

      final class HomeViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(Badge(count: 3))
          }
      }

      """
    for name in ["demo+Fetched", "demo+Unfetched"] {
      try corpus.library(name, file: "Home.swift", sample)
    }
    // The dependency's clone, with its sources in a folder of their own as a pod's are.
    try corpus.write(
      "cache/kit+BadgeKit/.transit-corpus", "https://example.com/kit\n\(corpus.commit)\n")
    try corpus.write(
      "cache/kit+BadgeKit/Sources/Badge.swift",
      """
      import UIKit

      public final class Badge: UIView {
          public init(count: Int) { super.init(frame: .zero) }
      }

      """)
    let dependency = "kit+BadgeKit|https://example.com/kit+BadgeKit|\(corpus.commit)|MIT\n"
    try corpus.write(
      "corpus.list",
      "demo+Fetched|https://example.com/demo|\(corpus.commit)|MIT|HomeViewController|"
        + "@kit+BadgeKit/Sources:BadgeKit,Sample\n" + corpus.line("demo+Unfetched") + dependency)
    let (result, lines) = try corpus.run()
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      Array(lines.dropFirst().prefix(4)) == [
        "corpus: dependencies, cloned at the commit each library's lock file or manifest pins: "
          + "demo+Fetched uses kit+BadgeKit at eeeeeee",
        "demo+Fetched 14 lines 0 errors 0.0/kLOC runs",
        "demo+Unfetched 9 lines 1 errors 111.1/kLOC misses BadgeKit; then cannot find 'Badge' in "
          + "scope",
        "corpus: 1 of 2 compile unchanged; 1 run with a scenario file only; 1 miss modules "
          + "Transit does not have (demo+Unfetched: BadgeKit); 1 errors in 23 lines, 43.5 per "
          + "1,000 lines",
      ], "\(result.stdout)")

    // A library whose dependency is not cloned at its commit is left out, as an absent clone is.
    try corpus.write(
      "cache/kit+BadgeKit/.transit-corpus",
      "https://example.com/kit\n\(String(repeating: "f", count: 40))\n")
    let (stale, staleLines) = try corpus.run()
    #expect(stale.status == 0, "\(stale.stderr)")
    #expect(staleLines.first?.hasPrefix("corpus: 1 of 2 libraries") == true, "\(stale.stdout)")

    try corpus.write(
      "corpus.list",
      "demo+Fetched|https://example.com/demo|\(corpus.commit)|MIT|HomeViewController|"
        + "@kit+Other/Sources:BadgeKit,Sample\n" + dependency)
    let (refused, _) = try corpus.run()
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains(
        "corpus.list:1: a path names @kit+Other, which no dependency line (name|url|commit|"
          + "licence) lists"), "\(refused.stderr)")

    // A dependency that does not compile hides the library's own errors: the report says so.
    try corpus.write(
      "cache/kit+BadgeKit/.transit-corpus", "https://example.com/kit\n\(corpus.commit)\n")
    try corpus.write(
      "cache/kit+BadgeKit/Sources/Broken.swift", "import UIKit\n\nlet shine = Shine()\n")
    try corpus.library(
      "demo+Broken", file: "Home.swift",
      sample.replacingOccurrences(of: "Badge(count: 3)", with: "Badge(count: undefinedCount)"))
    try corpus.write(
      "corpus.list",
      "demo+Broken|https://example.com/demo|\(corpus.commit)|MIT|HomeViewController|"
        + "@kit+BadgeKit/Sources:BadgeKit,Sample\n" + dependency)
    let (broken, brokenLines) = try corpus.run()
    #expect(broken.status == 0, "\(broken.stderr)")
    #expect(
      brokenLines.dropFirst(2).first
        == "demo+Broken 17 lines 1 errors 58.8/kLOC stops in kit+BadgeKit, its own files not "
        + "compiled: cannot find 'Shine' in scope", "\(broken.stdout)")
    let heading = brokenLines.firstIndex { $0.hasPrefix("corpus: what stops") }
    #expect(
      heading.map { brokenLines[$0 + 1] }
        == "demo+Broken its dependency kit+BadgeKit does not compile (its own files not reached); "
        + "1 other error", "\(broken.stdout)")
  }
}
