import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// An onboarding flow as apps write it: a page view controller subclass with its own
/// initializer and the `required init?(coder:)` Xcode adds, pages swiped through, and a Get
/// Started button that swaps the window's root with a cross-dissolve. And the same class made
/// by a storyboard's page view controller scene, with the style the scene names.
@Suite("transit run: an onboarding page view controller")
struct RunOnboardingTests {
  static let onboarding = """
    import UIKit

    final class WelcomeViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        private lazy var steps: [UIViewController] = ["Hello", "Sync", "Ready"].map { StepViewController(title: $0) }

        init() {
            super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            dataSource = self
            delegate = self
            setViewControllers([steps[0]], direction: .forward, animated: false)
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            steps.firstIndex(of: viewController).flatMap { $0 > 0 ? steps[$0 - 1] : nil }
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            steps.firstIndex(of: viewController).flatMap { $0 + 1 < steps.count ? steps[$0 + 1] : nil }
        }

        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            if completed, let shown = viewControllers?.first { print("showing \\(shown.title ?? "")") }
        }

        @objc func getStarted() {
            guard let window = view.window else { return }
            UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                window.rootViewController = UINavigationController(rootViewController: HomeViewController())
            }) { _ in print("home in place") }
        }
    }

    final class StepViewController: UIViewController {
        init(title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { fatalError() }

        override func viewDidLoad() {
            super.viewDidLoad()
            guard title == "Ready" else { return }
            let button = UIButton(type: .system)
            button.setTitle("Get Started", for: .normal)
            button.frame = CGRect(x: 96, y: 600, width: 200, height: 50)
            button.addTarget(nil, action: #selector(WelcomeViewController.getStarted), for: .touchUpInside)
            view.addSubview(button)
        }
    }

    final class HomeViewController: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            print("home appeared")
        }
    }

    """

  @Test("a page view controller subclass with its own initializer compiles, swipes and hands over")
  func swipedAndStarted() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Welcome.swift", Self.onboarding)
    let swipe =
      "  - pan: {at: [300, 400], translation: [-250, 0], duration: 0.3, steps: 6}\n  - wait: 1\n"
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(
        root: "WelcomeViewController",
        steps: "  - wait: 0.5\n" + swipe + swipe + "  - tap: {button: Get Started}\n  - wait: 1"))
    let result = try harness.transit([
      "run", "Welcome.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n").map(String.init) == [
        "showing Sync", "showing Ready", "home appeared", "home in place",
      ])
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }

  @Test("a storyboard's page view controller scene makes the subclass with the scene's style")
  func fromStoryboard() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "App/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tour">
          <scenes>
              <scene sceneID="scene-tour">
                  <objects>
                      <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none" id="tour" customClass="TourViewController" sceneMemberID="viewController"/>
                  </objects>
              </scene>
          </scenes>
      </document>

      """)
    try harness.write(
      "App/Tour.swift",
      """
      import UIKit

      final class TourViewController: UIPageViewController {
          required init?(coder: NSCoder) {
              super.init(coder: coder)
              print("scroll \\(transitionStyle == .scroll), vertical \\(navigationOrientation == .vertical)")
          }
      }

      """)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "TourViewController", steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n") == ["scroll true, vertical true"])
  }
}
