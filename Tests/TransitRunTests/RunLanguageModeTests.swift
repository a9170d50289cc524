import Foundation
import Testing
import TransitTestSupport

/// `transit run --swift-version`: the files compile in their target's language mode, where
/// UIKit's Swift 4 names are there as in Apple's SDK, and refused with a rename after 4.2.
@Suite("transit run language modes")
struct RunLanguageModeTests {
  /// A zoom transition's navigation delegate as a library written for Swift 4 spells it.
  static let swift4Zoom = """
    import UIKit

    final class ZoomNavigation: NSObject, UINavigationControllerDelegate {
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationControllerOperation,
                                  from fromVC: UIViewController,
                                  to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            nil
        }
    }

    class HomeViewController: UIViewController {
        let zoom = ZoomNavigation()

        override func viewDidLoad() {
            super.viewDidLoad()
            let options: UIViewAnimationOptions = [.curveEaseOut]
            let insets = UIEdgeInsetsMake(8, 16, 8, 16)
            #if swift(>=4.2)
            print("language 4.2 or later")
            #else
            print("language 4")
            #endif
            print("options \\(options.contains(.curveEaseOut)), inset \\(insets.left)")
            // Swift 4's keys and constants, with a font kept as an object, as attribute
            // dictionaries of that time held it.
            let attributes: [NSAttributedStringKey: AnyObject] = [.font: UIFont.boldSystemFont(ofSize: 17)]
            let slide = CATransition()
            slide.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
            slide.type = kCATransitionPush
            NotificationCenter.default.addObserver(forName: .UIKeyboardWillShow, object: nil, queue: nil) { _ in }
            print("attributes \\(attributes.count), row \\(UITableViewAutomaticDimension), \\(slide.type.rawValue)")
            // Swift 4's containment and window level names.
            let child = UIViewController()
            addChildViewController(child)
            view.addSubview(child.view)
            child.didMove(toParentViewController: self)
            let added = childViewControllers.count
            child.willMove(toParentViewController: nil)
            child.view.removeFromSuperview()
            child.removeFromParentViewController()
            print("children \\(added) then \\(childViewControllers.count), level \\(UIWindowLevelStatusBar.rawValue)")
        }
    }

    """

  @Test(
    "in Swift 4 mode the Swift 4 names compile and #if swift(>=4.2) is false; in 4.2 it holds",
    arguments: [("4", "language 4"), ("4.2", "language 4.2 or later")])
  func swift4NamesCompile(mode: String, expected: String) throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    // The names exist only below 4.2: in 4.2 mode the file uses none of them.
    let source =
      mode == "4"
      ? Self.swift4Zoom
      : Self.swift4Zoom.replacingOccurrences(
        of: "UINavigationControllerOperation", with: "UINavigationController.Operation"
      ).replacingOccurrences(of: "UIViewAnimationOptions", with: "UIView.AnimationOptions")
        .replacingOccurrences(
          of: "UIEdgeInsetsMake(8, 16, 8, 16)",
          with: "UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)"
        ).replacingOccurrences(of: "NSAttributedStringKey", with: "NSAttributedString.Key")
        .replacingOccurrences(
          of: "kCAMediaTimingFunctionEaseInEaseOut", with: "CAMediaTimingFunctionName.easeInEaseOut"
        ).replacingOccurrences(
          of: ".UIKeyboardWillShow", with: "UIResponder.keyboardWillShowNotification"
        ).replacingOccurrences(
          of: "UITableViewAutomaticDimension", with: "UITableView.automaticDimension"
        ).replacingOccurrences(of: "kCATransitionPush", with: "CATransitionType.push")
        .replacingOccurrences(of: "addChildViewController(", with: "addChild(")
        .replacingOccurrences(of: "ParentViewController:", with: "Parent:")
        .replacingOccurrences(of: "removeFromParentViewController()", with: "removeFromParent()")
        .replacingOccurrences(of: "childViewControllers", with: "children")
        .replacingOccurrences(of: "UIWindowLevelStatusBar", with: "UIWindow.Level.statusBar")
    try harness.write("Zoom.swift", source)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "Zoom.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
      "--swift-version", mode,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        expected[...], "options true, inset 16.0", "attributes 1, row -1.0, push",
        "children 1 then 0, level 1000.0",
      ], "\(result.stdout)")
  }

  @Test("in Swift 5 mode a Swift 4 name gets Xcode's rename error and a hint naming the mode")
  func swift4NameRefusedInSwift5() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Zoom.swift", Self.swift4Zoom)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "Zoom.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(4)) == [
        "Error: Zoom.swift:5:65: error: 'UINavigationControllerOperation' has been renamed to "
          + "'UINavigationController.Operation'",
        String(repeating: " ", count: 34)
          + "animationControllerFor operation: UINavigationControllerOperation,",
        String(repeating: " ", count: 68) + "^",
        "  hint: UINavigationControllerOperation is the name Swift 4 gave it, which UIKit keeps "
          + "only for a target in Swift 4 mode: rename it as the compiler says, or compile the "
          + "files in their target's language mode (its SWIFT_VERSION in Xcode), "
          + "`transit run --swift-version 4 …`",
      ])
    #expect(
      !FileManager.default.fileExists(
        atPath: harness.folder.appendingPathComponent("log.jsonl").path))
  }

  @Test("a language mode Transit does not offer is a usage error")
  func unknownMode() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Zoom.swift", Self.swift4Zoom)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "Zoom.swift", "--scenario", "case.yaml", "--swift-version", "3",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--swift-version"))
  }
}

/// `transit run -D NAME`: a compilation condition, as a target's Active Compilation Conditions
/// set it, holds for `#if` in the rewrite and in the compiler alike.
@Suite("transit run compilation conditions")
struct RunConditionTests {
  static let app = """
    import UIKit
    #if USE_LIBRARY_MODULE
    let source = "the library's module"
    #else
    let source = "the app's own files"
    #endif

    class HomeViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            #if os(iOS) && USE_LIBRARY_MODULE
            print("condition set, \\(source)")
            #else
            print("condition not set, \\(source)")
            #endif
        }
    }

    """

  @Test("-D sets a condition; without it the other branch compiles; a bad name is refused")
  func conditions() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Home.swift", Self.app)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 0.1"))
    let set = try harness.transit([
      "run", "-D", "USE_LIBRARY_MODULE", "Home.swift", "--scenario", "case.yaml", "--output",
      "log.jsonl",
    ])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout == "condition set, the library's module\n")
    let unset = try harness.transit([
      "run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(unset.stdout == "condition not set, the app's own files\n")
    let bad = try harness.transit([
      "run", "-D", "NOT-A-NAME", "Home.swift", "--scenario", "case.yaml",
    ])
    #expect(bad.status != 0)
    #expect(bad.stderr.contains("-D needs a compilation condition's name"), "\(bad.stderr)")
  }
}
