import Foundation
import Testing
import TransitTestSupport

@testable import TransitCompile

/// The rewrite turns a developer's `required init?(coder:)` into `override` for classes that
/// descend from a UIKit class whose `init?(coder:)` is required on iOS: every view, view
/// controller and collection view layout. Its list must name each such class Transit's UIKit
/// (and its MapKit) declares, or a subclass of the one left out does not compile.
@Suite("The classes whose init?(coder:) the rewrite overrides")
struct CodingClassesTests {
  @Test("every view, view controller and layout class of Transit's UIKit is in the list")
  func complete() throws {
    var superclasses: [String: String] = [:]
    // UIKit's, and MapKit's views, which a developer's `import MapKit` reaches.
    for module in ["TransitUIKit", "TransitMapKit"] {
      let folder = PackagePaths.root.appendingPathComponent("Sources/\(module)")
      let files = try #require(FileManager.default.enumerator(atPath: folder.path))
      for case let path as String in files where path.hasSuffix(".swift") {
        let source = try String(
          contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        for declaration in SourceRewrite.classes(in: source) {
          if let superclass = declaration.superclass {
            superclasses[declaration.name] = superclass
          }
        }
      }
    }
    let roots: Set<String> = ["UIView", "UIViewController", "UICollectionViewLayout"]
    func descends(_ name: String) -> Bool {
      var current: String? = name
      var seen: Set<String> = []
      while let known = current, seen.insert(known).inserted {
        if roots.contains(known) { return true }
        current = superclasses[known]
      }
      return false
    }
    // Transit's own classes, which no app subclasses, start with an underscore or lack the
    // UI prefix.
    let coding = Set(
      superclasses.keys.filter { ($0.hasPrefix("UI") || $0.hasPrefix("MK")) && descends($0) }
    ).union(roots)
    // The scan finds the classes: the list is not checked against nothing.
    #expect(coding.contains("UITableViewCell") && coding.contains("UISplitViewController"))
    #expect(coding.contains("MKMapView") && coding.contains("MKMarkerAnnotationView"))
    #expect(coding.subtracting(InitializerRule.codingClasses).sorted() == [])
  }

  /// The classes whose `init(coder:)` is not failable on iOS (`UIActivityIndicatorView`), and
  /// those Transit declares `final` (its bars, made by their containers): a subclass of these
  /// writes something else, or cannot be written here.
  static let notFailableOrFinal: Set<String> = [
    "UIActivityIndicatorView", "UINavigationBar", "UITabBar",
  ]

  @Test("a subclass of each listed UIKit class compiles with the required init?(coder:) Xcode adds")
  func subclassesCompile() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    let names = InitializerRule.codingClasses.subtracting(Self.notFailableOrFinal)
      .filter { !$0.hasPrefix("MK") }.sorted()
    var source = "import UIKit\n\n"
    for name in names {
      source += """
        final class My\(name): \(name) {
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }

        """
    }
    source += "final class Root: UIViewController {}\n"
    try harness.write("All.swift", source)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "Root", steps: "  - wait: 0.1"))
    let result = try harness.transit([
      "run", "All.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
  }
}
