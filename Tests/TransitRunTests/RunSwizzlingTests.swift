import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// Method swizzling, as screen-tracking and status-bar libraries write it: a closure that swaps
/// two methods of `UIViewController` with `class_getInstanceMethod(_:_:)` and
/// `method_exchangeImplementations(_:_:)`, a replacement that calls itself to run UIKit's
/// original, and an `override var layer` in an extension of `UIWindow` that installs the swap
/// the first time a window's layer is read. On iOS the replacement runs wherever UIKit calls
/// the original, inside a subclass's `super` call, and UIKit's call is still one call.
@Suite("transit run: method swizzling")
struct RunSwizzlingTests {
  static let tracking = """
    import UIKit

    private let exchange: (AnyClass, Selector, Selector) -> Void = { type, original, replacement in
        guard let originalMethod = class_getInstanceMethod(type, original),
              let replacementMethod = class_getInstanceMethod(type, replacement) else {
            print("tracking: nothing to swap for \\(NSStringFromSelector(original))")
            return
        }
        method_exchangeImplementations(originalMethod, replacementMethod)
    }

    extension UIViewController {
        static func startTracking() {
            exchange(UIViewController.self, #selector(viewWillAppear(_:)), #selector(tracking_viewWillAppear(_:)))
            exchange(UIViewController.self, #selector(getter: prefersStatusBarHidden), #selector(getter: tracking_prefersStatusBarHidden))
        }

        @objc func tracking_viewWillAppear(_ animated: Bool) {
            print("tracking: \\(type(of: self)) will appear, animated \\(animated)")
            self.tracking_viewWillAppear(animated)
        }

        @objc var tracking_prefersStatusBarHidden: Bool {
            return self is DetailViewController ? true : self.tracking_prefersStatusBarHidden
        }
    }

    extension UIWindow {
        private static var started = false

        open override var layer: CALayer {
            if !UIWindow.started {
                UIWindow.started = true
                UIViewController.startTracking()
            }
            return super.layer
        }
    }

    final class HomeViewController: UIViewController {
        let button = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            _ = view.window?.layer ?? UIWindow(frame: .zero).layer
            button.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
            button.accessibilityIdentifier = "open"
            button.addTarget(self, action: #selector(open), for: .touchUpInside)
            view.addSubview(button)
        }

        override func viewWillAppear(_ animated: Bool) {
            print("home: viewWillAppear begins")
            super.viewWillAppear(animated)
            print("home: viewWillAppear ends")
        }

        @objc func open() {
            present(DetailViewController(), animated: true)
        }
    }

    final class DetailViewController: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            print("detail: status bar hidden \\(prefersStatusBarHidden), home's \\(presentingViewController?.prefersStatusBarHidden ?? true)")
        }
    }

    """

  @Test("the replacement runs inside UIKit's one call, and its call of itself runs the original")
  func exchange() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Tracking.swift", Self.tracking)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(steps: "  - wait: 0.5\n  - tap: {id: open}\n  - wait: 1"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n").filter { !$0.hasPrefix("case:") } == [
        "home: viewWillAppear begins",
        "tracking: HomeViewController will appear, animated false",
        "home: viewWillAppear ends",
        "tracking: DetailViewController will appear, animated true",
        "detail: status bar hidden true, home's false",
      ], "\(result.stderr)")
    let records = try harness.records("log.jsonl")
    #expect(
      calls(to: "DetailViewController", in: records).filter { $0.hasPrefix("view") } == [
        "viewDidLoad()", "viewWillAppear(_:)", "viewSafeAreaInsetsDidChange()",
        "viewIsAppearing(_:)",
        "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewDidAppear(_:)",
      ])
    #expect(
      calls(to: "HomeViewController", in: records).filter { $0.hasPrefix("viewWillAppear") }
        == ["viewWillAppear(_:)"])
  }

  @Test(
    "an override in an extension of a UIKit class outside the table is a compiler error with a hint"
  )
  func unregisteredOverride() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "App/Bars.swift",
      """
      import UIKit
      extension UINavigationController {
          override open var childForStatusBarStyle: UIViewController? { topViewController }
      }
      extension UIScrollView {
          override open class var layerClass: AnyClass { CALayer.self }
      }
      final class HomeViewController: UIViewController {}

      """)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 0.5"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    let errors = lines.filter { $0.contains(": error: ") }
    #expect(
      errors.map { $0.split(separator: " error: ", maxSplits: 1).first.map(String.init) ?? "" }
        == ["Error: App/Bars.swift:3:23:", "App/Bars.swift:6:29:"], "\(result.stderr)")
    let hints = lines.filter { $0.hasPrefix("  hint: an override in an extension reaches UIKit") }
    #expect(hints.count == 2, "\(result.stderr)")
    #expect(hints.first?.contains("UIView: layer layoutSubviews") == true)
  }

  /// A touch visualizer as such pods write it: the window's class from `object_getClass(_:)`,
  /// `sendEvent(_:)` swapped for a method that draws each touch by its phase and radius, the
  /// pointer's region phases among them, and calls itself to deliver the event.
  static let visualizerSource = """
    import UIKit

    private var isSwizzled = false

    extension UIWindow {
        func startVisualizing() {
            guard !isSwizzled else { return }
            let original = class_getInstanceMethod(object_getClass(self), #selector(UIApplication.sendEvent(_:)))
            let replacement = class_getInstanceMethod(object_getClass(self), #selector(UIWindow.visualizingSendEvent(_:)))
            method_exchangeImplementations(original!, replacement!)
            isSwizzled = true
        }

        @objc func visualizingSendEvent(_ event: UIEvent) {
            if event.type == .touches {
                for touch in event.allTouches ?? [] {
                    switch touch.phase {
                    case .began, .moved, .stationary: print("visualizer: show \\(touch.majorRadius * 2)")
                    case .ended, .cancelled: print("visualizer: hide")
                    case .regionEntered, .regionMoved, .regionExited: print("visualizer: pointer")
                    @unknown default: break
                    }
                }
                print("visualizer: a touch event of \\(event.allTouches?.count ?? 0) touches")
            }
            visualizingSendEvent(event)
        }
    }

    final class HomeViewController: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            guard let window = view.window else { return }
            window.startVisualizing()
            window.sendEvent(UIEvent())
        }
    }

    """

  @Test("a visualizer swaps the window's sendEvent(_:), found through object_getClass(_:)")
  func visualizer() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Visualizer.swift", Self.visualizerSource)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 0.5"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n").filter { !$0.hasPrefix("case:") } == [
        "visualizer: a touch event of 0 touches"
      ], "\(result.stderr)")
  }

  /// An app whose touches are watched three ways, as apps and their pods watch them: a window of
  /// its own that shows touches (a subclass overriding `sendEvent(_:)`), a visualizer that swaps
  /// every window's `sendEvent(_:)`, and an idle timer that swaps the application's. Each calls
  /// through to deliver the event.
  static let watchedSource = """
    import UIKit

    private func exchange(_ type: AnyClass, _ original: Selector, _ replacement: Selector) {
        guard let originalMethod = class_getInstanceMethod(type, original),
              let replacementMethod = class_getInstanceMethod(type, replacement) else { return }
        method_exchangeImplementations(originalMethod, replacementMethod)
    }

    private func phases(_ event: UIEvent) -> String {
        let names = (event.allTouches ?? []).map { touch -> String in
            switch touch.phase {
            case .began: return "began"
            case .moved: return "moved"
            case .stationary: return "stationary"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            default: return "other"
            }
        }
        return names.joined(separator: ",")
    }

    extension UIApplication {
        @objc func idle_sendEvent(_ event: UIEvent) {
            print("idle timer: \\(phases(event))")
            idle_sendEvent(event)
        }
    }

    extension UIWindow {
        @objc func visualizer_sendEvent(_ event: UIEvent) {
            print("visualizer: \\(phases(event))")
            visualizer_sendEvent(event)
        }
    }

    final class ShowTouchesWindow: UIWindow {
        override func sendEvent(_ event: UIEvent) {
            print("window: \\(phases(event))")
            super.sendEvent(event)
        }
    }

    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            exchange(UIApplication.self, #selector(UIApplication.sendEvent(_:)), #selector(UIApplication.idle_sendEvent(_:)))
            exchange(UIWindow.self, #selector(UIWindow.sendEvent(_:)), #selector(UIWindow.visualizer_sendEvent(_:)))
            window = ShowTouchesWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = HomeViewController()
            window?.makeKeyAndVisible()
            return true
        }
    }

    final class HomeViewController: UIViewController {
        let button = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            button.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
            button.accessibilityIdentifier = "open"
            button.addTarget(self, action: #selector(open), for: .touchUpInside)
            view.addSubview(button)
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(dragged(_:))))
        }

        @objc func open() {
            print("button: tapped")
        }

        @objc func dragged(_ pan: UIPanGestureRecognizer) {
            if pan.state == .ended { print("pan: ended") }
        }
    }

    """

  @Test("a window subclass, a swizzled window and a swizzled app see each touch of the scenario")
  func watchedTouches() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Watched.swift", Self.watchedSource)
    try harness.write(
      "case.yaml",
      """
      scenario: case
      steps:
        - tap: {id: open}
        - pan: {at: [200, 500], translation: [0, 100], steps: 2}

      """)
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // Each event: the application (the idle timer's swap runs UIKit's original), then the
    // window (the subclass's override, whose super runs the visualizer's swap), then delivery.
    let each = { (phase: String) in
      ["idle timer: \(phase)", "window: \(phase)", "visualizer: \(phase)"]
    }
    let expected =
      each("began") + each("ended") + ["button: tapped"] + each("began") + each("moved")
      + each("moved") + each("ended") + ["pan: ended"]
    #expect(
      result.stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("case:") }
        == expected, "\(result.stderr)")
  }
}
