import Foundation
import Testing
import TransitTestSupport

@testable import TransitCompile

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The modules `transit run` generates for a developer's `import UIKit`, `import CoreGraphics`,
/// `import SnapKit`, `import WebKit`, `import SafariServices` and `import ObjectiveC`: compiled once into the run cache, checked there as a
/// program is, and what a developer's file written for iOS compiles against.
@Suite("transit run's generated modules")
struct StandInModulesTests {
  /// A screen written for iOS against all six: a transform, a SnapKit layout, a web view, an
  /// associated object, an in-app browser; and Foundation's URL loading, as iOS has it.
  static let screen = """
    import UIKit
    import CoreGraphics
    import SnapKit
    import WebKit
    import ObjectiveC
    import SafariServices
    #if canImport(FoundationNetworking)
    import FoundationNetworking
    #endif

    private var selectedKey: UInt8 = 0

    // The runtime's own functions are not there, so code written for several platforms takes
    // its portable branch.
    #if canImport(ObjectiveC)
    let runtime = "Objective-C"
    #else
    let runtime = "portable"
    #endif

    extension UIViewController {
        var selectedIndexPath: IndexPath? {
            get { return objc_getAssociatedObject(self, &selectedKey) as? IndexPath }
            set { objc_setAssociatedObject(self, &selectedKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
        }
    }

    class HomeViewController: UIViewController {
        let web = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(web)
            web.snp.makeConstraints { make in make.edges.equalToSuperview() }
            let shrink = CGAffineTransform(scaleX: 0.5, y: 0.5)
            let vector = CGVector(dx: 1, dy: 0)
            let cap: CGLineCap = .round
            print("scaled \\(shrink.a), \\(vector.dx), \\(cap == .round), \\(web.scrollView.superview === web)")
            let photo = UIImageView()
            photo.accessibilityIgnoresInvertColors = true
            web.scrollView.indicatorStyle = .white
            web.scrollView.keyboardDismissMode = .onDrag
            selectedIndexPath = IndexPath(item: 3, section: 0)
            print("selected \\(selectedIndexPath?.item ?? -1), \\(runtime)")
            let browser = SFSafariViewController(url: URL(string: "https://example.com")!)
            browser.dismissButtonStyle = .close
            print("browser \\(browser.dismissButtonStyle == .close)")
            // URL loading is Foundation's on iOS, whichever platform branch a file takes.
            var request = URLRequest(url: URL(string: "https://example.com/cards")!)
            request.httpMethod = "POST"
            let session: URLSession? = nil
            print("request \\(request.httpMethod ?? "") \\(session == nil) \\(HTTPURLResponse.self)")
        }
    }

    """

  @Test(
    "a file importing UIKit, CoreGraphics, SnapKit, WebKit, ObjectiveC and SafariServices runs; the modules are reused"
  )
  func importsAll() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Home.swift", Self.screen)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 1"))
    let run = ["run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl"]
    let first = try harness.transit(run)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stdout
        == "scaled 0.5, 1.0, true, true\nselected 3, portable\nbrowser true\n"
        + "request POST true HTTPURLResponse\n")
    let modules = RunUntrustedTests.entries(holding: "UIKit.swiftmodule", in: harness.cache)
    #expect(modules.count == 1)
    // Another program: the modules are not compiled again.
    try harness.write("Home.swift", Self.screen + "// changed\n")
    #expect(try harness.transit(run).status == 0)
    #expect(RunUntrustedTests.entries(holding: "program", in: harness.cache).count == 2)
    #expect(RunUntrustedTests.entries(holding: "UIKit.swiftmodule", in: harness.cache) == modules)
    // A module changed in the cache is refused, and nothing is built from it.
    let module = harness.cache.appendingPathComponent(modules[0] + "/UIKit.swiftmodule")
    let handle = try FileHandle(forWritingTo: module)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("planted".utf8))
    try handle.close()
    try harness.write("Home.swift", Self.screen + "// changed again\n")
    let changed = try harness.transit(run)
    #expect(changed.status == 2)
    #expect(changed.stderr.contains("does not hold the modules Transit built"), "\(changed.stderr)")
    #expect(RunUntrustedTests.entries(holding: "program", in: harness.cache).count == 2)
  }

  @Test("a file importing only UIKit has URLSession and URLRequest, as on iOS")
  func networkingThroughUIKit() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    // An image loader as photo viewers write them: the task is made and never resumed, so
    // nothing goes to the network.
    try harness.write(
      "Home.swift",
      """
      import UIKit

      final class HomeViewController: UIViewController {
          let session = URLSession(configuration: .default)
          var task: URLSessionDataTask?

          override func viewDidLoad() {
              super.viewDidLoad()
              var request = URLRequest(url: URL(string: "https://example.com/photo.gif")!)
              request.timeoutInterval = 5
              task = session.dataTask(with: request) { data, response, error in
                  print("loaded \\(data?.count ?? 0)")
              }
              print("request \\(request.url!.lastPathComponent), \\(request.timeoutInterval)")
              print("task \\(task?.state == .suspended), shared \\(URLSession.shared !== session)")
          }
      }

      """)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 1"))
    let run = try harness.transit([
      "run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "request photo.gif, 5.0\ntask true, shared true\n")
  }

  @Test("generated modules are used only with the SHA-256 recorded when they were built")
  func recordedDigest() throws {
    let (folder, cache) = try BuildCacheTests.cache()
    defer { try? FileManager.default.removeItem(at: folder) }
    try cache.prepare()
    let work = try cache.workFolder(for: .building)
    var files: [StandInModules.File] = []
    for (index, name) in StandInModules.fileNames.enumerated() {
      let bytes = Array("module \(index)\n".utf8)
      try OwnFiles.writeNewFile(work.url.appendingPathComponent(name).path, bytes)
      files.append(StandInModules.File(name: name, bytes: bytes))
    }
    let key = BuildCacheTests.key
    #expect(try cache.commitModules(work, as: key) == .modules(files))
    #expect(try cache.entry(for: key) == .modules(files))
    let first = cache.folder(for: key).appendingPathComponent(StandInModules.fileNames[0])
    // Removed: refused, saying which.
    let kept = try Data(contentsOf: first)
    try FileManager.default.removeItem(at: first)
    #expect { try cache.entry(for: key) } throws: { "\($0)".contains("\(first.path) is missing") }
    // Another module in its place: refused.
    try Data("module 9\n".utf8).write(to: first)
    chmod(first.path, 0o600)
    #expect { try cache.entry(for: key) } throws: {
      "\($0)".contains("does not hold the modules Transit built")
    }
    // Its own bytes, but writable by others: refused before it is read.
    try FileManager.default.removeItem(at: first)
    try kept.write(to: first)
    chmod(first.path, 0o666)
    #expect { try cache.entry(for: key) } throws: { "\($0)".contains("can be written by any user") }
    chmod(first.path, 0o600)
    #expect(try cache.entry(for: key) == .modules(files))
  }
}
