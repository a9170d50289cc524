import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// `transit run` end to end, on the README's example and on small files written for each case.
@Suite("transit run")
struct RunCommandTests {
  static let example = PackagePaths.root.appendingPathComponent("docs/run-example")

  /// A root view controller with a button that presents a plain full-screen view controller.
  static let presenter = """
    import UIKit

    class HomeViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let button = UIButton(frame: CGRect(x: 40, y: 400, width: 313, height: 44))
            button.accessibilityIdentifier = "open"
            button.addTarget(self, action: #selector(open(_:)), for: .touchUpInside)
            view.addSubview(button)
        }

        @objc func open(_ sender: UIButton) {
            print("open")
            present(UIViewController(), animated: true)
        }
    }

    """

  static func scenario(root: String = "HomeViewController", steps: String = "  - tap: {id: open}")
    -> String
  {
    """
    scenario: case
    viewControllers:
      \(root): {swift: true, root: true}
    steps:
    \(steps)

    """
  }

  @Test("the README's example runs, prints its console, and its log conforms")
  func example() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    let scenario = Self.example.appendingPathComponent("photo-sheet.yaml").path
    let result = try harness.transit([
      "run", Self.example.path, "--scenario", scenario, "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        // The photo view loads where UIKit loads it: after the animator request.
        "presentationController(forPresented:presenting:source:)",
        "animationController(forPresented:presenting:source:)",
        "PhotoViewController viewDidLoad()",
        "presentationTransitionWillBegin()", "PhotoViewController viewWillAppear(_:)",
        "animateTransition(using:)", "presentationTransitionDidEnd(_:)", "animationEnded(_:)",
        "animationController(forDismissed:)", "dismissalTransitionWillBegin()",
        "animateTransition(using:)", "dismissalTransitionDidEnd(_:)",
        "PhotoViewController viewDidDisappear(_:)", "animationEnded(_:)",
      ])
    #expect(
      result.stderr.hasSuffix("photo-sheet: 105 records, 2 transitions → log.jsonl (compiled)\n"))
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0)
    // The same run twice writes the same log, byte for byte: the clock is virtual.
    let again = try harness.transit([
      "run", Self.example.path, "--scenario", scenario, "--output", "again.jsonl",
    ])
    #expect(again.stderr.hasSuffix("(reused the build)\n"))
    let first = try Data(contentsOf: harness.folder.appendingPathComponent("log.jsonl"))
    let second = try Data(contentsOf: harness.folder.appendingPathComponent("again.jsonl"))
    #expect(first == second)
  }

  @Test("a build is reused until a file changes; the scenario's steps are read at run time")
  func cache() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    let source = try harness.write("Home.swift", Self.presenter)
    try harness.write("case.yaml", Self.scenario())
    let run = ["run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl"]
    #expect(try harness.transit(run).stderr.hasSuffix("(compiled)\n"))
    #expect(try harness.transit(run).stderr.hasSuffix("(reused the build)\n"))
    try harness.write("case.yaml", Self.scenario(steps: "  - wait: 1\n  - tap: {id: open}"))
    #expect(try harness.transit(run).stderr.hasSuffix("(reused the build)\n"))
    try harness.write("Home.swift", Self.presenter + "// a change\n")
    #expect(try harness.transit(run).stderr.hasSuffix("(compiled)\n"))
    // The developer's file is read, never written.
    #expect(try String(contentsOfFile: source, encoding: .utf8) == Self.presenter + "// a change\n")
    // The cache is where the environment says, outside the folder of the files.
    // Two programs, and the generated modules (`import UIKit`) both were compiled with, once.
    let builds = try FileManager.default.contentsOfDirectory(atPath: harness.cache.path)
      .filter { !$0.hasPrefix(".") }
    let holding = builds.map { build in
      let entry = harness.cache.appendingPathComponent(build)
      return ["program", "UIKit.swiftmodule"].filter {
        FileManager.default.fileExists(atPath: entry.appendingPathComponent($0).path)
      }
    }
    #expect(
      holding.sorted { $0.description < $1.description } == [
        ["UIKit.swiftmodule"], ["program"], ["program"],
      ])
  }

  @Test("compiler errors name the developer's file, line and column, with a hint")
  func compileError() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Fade.swift",
      """
      import UIKit

      class HomeViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let field: UIFieldBehavior? = nil
              print(field as Any)
          }
      }

      """)
    try harness.write("case.yaml", Self.scenario(steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "Fade.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(4)) == [
        "Error: Fade.swift:6:20: error: cannot find type 'UIFieldBehavior' in scope",
        "            let field: UIFieldBehavior? = nil",
        "                       ^",
        "  hint: UIKit Dynamics' field behaviors are not simulated (gravity, collision, "
          + "attachment, snap, push and item behaviors are): use those, or animate with "
          + "UIView.animate(withDuration:delay:usingSpringWithDamping:...)",
      ])
    #expect(lines.last == "1 error; your files did not compile")
    #expect(
      !FileManager.default.fileExists(
        atPath: harness.folder.appendingPathComponent("log.jsonl").path))
    // The same failure again comes from the cache, as it was.
    let again = try harness.transit([
      "run", "Fade.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(again.stderr == result.stderr)
  }

  @Test("an override of a UIKit method Transit does not simulate says what to do")
  func missingOverride() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Badge.swift",
      """
      import UIKit

      class Badge: UIView {
          override func pressesBegan() {}
          override var canBecomeFocused: Bool { true }
      }

      """)
    try harness.write("case.yaml", Self.scenario(root: "Badge", steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "Badge.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    let hints = result.stderr.split(separator: "\n").filter { $0.hasPrefix("  hint: ") }
    let drawing: String =
      "  hint: Transit's UIKit has no `pressesBegan` to override: it simulates what "
      + "takes part in presentations and transitions; leave the override out of the files "
      + "you run, or put it behind `#if !TRANSIT`"
    let override: String =
      "  hint: Transit's UIKit has no `canBecomeFocused` to override: it simulates what "
      + "takes part in presentations and transitions; leave the override out of the files "
      + "you run, or put it behind `#if !TRANSIT`"
    // The scenario names a view, which it cannot make as a view controller.
    let notAController: String =
      "  hint: the scenario names Badge as a UIViewController subclass, which it makes with "
      + "Badge(): give the class that initializer, or let your own code make it and name a "
      + "class that does"
    #expect(hints.map(String.init) == [drawing, override, notAController])
  }

  @Test("#if is read as on an iPhone; a file no clause of which applies is named")
  func platformConditions() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Home.swift",
      """
      #if os(iOS)
      import UIKit

      class HomeViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              #if DEBUG
              print("debug build")
              #endif
              #if targetEnvironment(simulator)
              print("simulator")
              #endif
          }
      }
      #endif

      """)
    try harness.write(
      "Mac.swift",
      """
      #if os(macOS)
      import AppKit
      final class MacOnly {}
      #endif

      """)
    try harness.write("case.yaml", Self.scenario(steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "Home.swift", "Mac.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "debug build\n")
    #expect(
      result.stderr.hasPrefix(
        "Mac.swift:1:1: warning: nothing in this file is compiled: it is all inside "
          + "`#if os(macOS)`, which is false here"))
  }

  @Test("a scenario can name only a class the files declare, by a plain name")
  func unknownClass() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Home.swift", Self.presenter + "struct Helper {}\n")
    for (root, message) in [
      (
        "Missing",
        "case.yaml:3:3: 'Missing' is marked swift: true, but no file declares a class of that name at its top level; they declare: HomeViewController"
      ),
      (
        "Helper",
        "case.yaml:3:3: 'Helper' is marked swift: true, but no file declares a class of that name at its top level; they declare: HomeViewController"
      ),
    ] {
      try harness.write("case.yaml", Self.scenario(root: root, steps: "  - wait: 1"))
      let result = try harness.transit([
        "run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
      ])
      #expect(result.status == 2)
      #expect(result.stderr == "Error: \(message)\n")
    }
    // A name that is not an identifier is refused by the scenario file's own reader.
    try harness.write("case.yaml", Self.scenario(root: "'Home(); exit(1)'", steps: "  - wait: 1"))
    let injected = try harness.transit([
      "run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(injected.status == 2)
    #expect(
      injected.stderr.contains("case.yaml:3:3: a view controller's class name must be a name"))
    #expect(!FileManager.default.fileExists(atPath: harness.cache.path))
  }

  @Test("a class the scenario cannot make is reported at the scenario line that names it")
  func noInitializer() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Home.swift",
      """
      import UIKit

      class HomeViewController: UIViewController {
          init(title: String) {
              super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { fatalError() }
      }

      """)
    try harness.write("case.yaml", Self.scenario(steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Error: case.yaml:3:3: error: ") == true)
    #expect(lines.dropFirst().first == "      HomeViewController: {swift: true, root: true}")
    #expect(
      lines.contains(
        "  hint: the scenario names HomeViewController as a UIViewController subclass, which it "
          + "makes with HomeViewController(): give the class that initializer, or let your own "
          + "code make it and name a class that does"))
  }

  @Test("a step that cannot happen stops the run with its line and column, and no log")
  func impossibleStep() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Home.swift", Self.presenter)
    try harness.write("case.yaml", Self.scenario(steps: "  - wait: 1\n  - tap: {at: [5, 5]}"))
    let result = try harness.transit([
      "run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: case.yaml:6:5: step 2 taps at [5, 5], but nothing there responds to a tap "
        + "(the view there is a UIView)\n")
    #expect(
      !FileManager.default.fileExists(
        atPath: harness.folder.appendingPathComponent("log.jsonl").path))
  }

  @Test(
    "code that runs too long, prints too much or crashes is stopped, and no log is written",
    arguments: [
      (
        "while true {}", ["--timeout", "1"],
        "your code was still running after 1 s and was stopped (a loop that never ends? --timeout allows more time)"
      ),
      (
        "while true { print(\"again\") }", ["--max-output", "4096"],
        "your code printed more than 4096 bytes and was stopped (--max-output allows more)"
      ),
      (
        "let list: [Int] = []; print(list[1])", [],
        "your code crashed (signal 4); what it printed last is above"
      ),
    ])
  func limits(_ body: String, _ options: [String], _ message: String) throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Home.swift",
      """
      import UIKit

      class HomeViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              \(body)
          }
      }

      """)
    try harness.write("case.yaml", Self.scenario(steps: "  - wait: 1"))
    let result = try harness.transit(
      ["run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl"] + options)
    #expect(result.status == 2)
    #expect(result.stderr.hasSuffix("Error: \(message)\n"), "\(result.stderr.suffix(300))")
    #expect(
      !FileManager.default.fileExists(
        atPath: harness.folder.appendingPathComponent("log.jsonl").path))
  }

  @Test("transit trace refuses a scenario file that names a developer's class")
  func traceRefuses() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("case.yaml", Self.scenario(steps: "  - wait: 1"))
    let result = try harness.transit(["trace", "case.yaml", "--output", "log.jsonl"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: case.yaml:3:3: 'HomeViewController' is your own Swift class (swift: true); "
        + "run this file with your code: transit run YOUR_SWIFT_FILES --scenario case.yaml\n")
  }
}
