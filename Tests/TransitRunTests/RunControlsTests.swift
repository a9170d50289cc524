import Foundation
import Testing
import TransitTestSupport

/// The controls a settings screen beside a custom transition uses (switches, segmented
/// controls, steppers, page controls, sliders, progress views), a `#selector` of a class the
/// files declare sent to a target of a wider type, a presented view controller asking its
/// presentation controller for another size, and an unused `import Combine`.
@Suite("transit run: controls, selectors of other classes, content size, Combine")
struct RunControlsTests {
  /// A screen of controls, each printing its value when it sends `.valueChanged`; the values
  /// set in code first send nothing.
  static let settings = """
    import UIKit
    import Combine

    class SettingsViewController: UIViewController {
        let toggle = UISwitch()
        let style = UISegmentedControl(items: ["Fade", "Slide", "Zoom"])
        let duration = UIStepper()
        let pages = UIPageControl()
        let speed = UISlider()
        let progress = UIProgressView(progressViewStyle: .bar)

        override func viewDidLoad() {
            super.viewDidLoad()
            toggle.frame = CGRect(x: 20, y: 100, width: 200, height: 200)
            toggle.accessibilityIdentifier = "toggle"
            style.frame = CGRect(x: 20, y: 200, width: 300, height: 32)
            style.selectedSegmentIndex = 0
            style.setEnabled(false, forSegmentAt: 2)
            duration.frame.origin = CGPoint(x: 20, y: 300)
            duration.minimumValue = 0.25
            duration.maximumValue = 0.75
            duration.stepValue = 0.25
            duration.value = 9
            pages.frame = CGRect(x: 20, y: 400, width: 200, height: 26)
            pages.numberOfPages = 3
            speed.frame = CGRect(x: 20, y: 500, width: 200, height: 30)
            speed.accessibilityIdentifier = "speed"
            speed.value = 0.5
            progress.setProgress(1.5, animated: false)
            toggle.setOn(true, animated: false)
            for control in [toggle, style, duration, pages, speed] as [UIControl] {
                view.addSubview(control)
                control.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
            }
            print("switch \\(toggle.frame.width) × \\(toggle.frame.height), stepper \\(duration.value), progress \\(progress.progress)")
        }

        @objc func changed(_ sender: UIControl) {
            switch sender {
            case let toggle as UISwitch: print("switch on: \\(toggle.isOn)")
            case let style as UISegmentedControl:
                print("style \\(style.selectedSegmentIndex): \\(style.titleForSegment(at: style.selectedSegmentIndex) ?? "")")
            case let stepper as UIStepper: print("duration \\(stepper.value)")
            case let pages as UIPageControl: print("page \\(pages.currentPage)")
            default: print("changed \\(type(of: sender))")
            }
        }
    }

    """

  @Test("a tap turns a switch over, picks a segment, steps a stepper and pages; a slider stays")
  func taps() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Settings.swift", Self.settings)
    // The switch keeps its 51 × 31 size at (20, 100); the segments are 100 points wide from
    // x = 20; the stepper's halves meet at x = 67; the page control's at x = 120.
    let steps = """
        - tap: {id: toggle}
        - tap: {at: [30, 110]}
        - tap: {at: [170, 216]}
        - tap: {at: [170, 216]}
        - tap: {at: [40, 216]}
        - tap: {at: [300, 216]}
        - tap: {at: [100, 310]}
        - tap: {at: [100, 310]}
        - tap: {at: [30, 310]}
        - tap: {at: [200, 410]}
        - tap: {at: [30, 410]}
        - tap: {at: [30, 410]}
        - tap: {id: speed}
      """
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "SettingsViewController", steps: steps))
    let result = try harness.transit([
      "run", "Settings.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // A second tap on the selected segment, a tap on the disabled one, a step past the
    // maximum, a page before the first and a tap on the slider send nothing.
    #expect(
      result.stdout.split(separator: "\n") == [
        "switch 51.0 × 31.0, stepper 0.75, progress 1.0",
        "switch on: false", "switch on: true",
        "style 1: Slide", "style 0: Fade",
        "duration 0.5",
        "page 1", "page 0",
      ], "\(result.stdout)")
  }

  @Test("a #selector of a declared class is sent to a target of a wider static type")
  func selectorOfAnotherClass() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Menu.swift",
      """
      import UIKit

      class MenuViewController: UIViewController {
          @objc func handleTap(recognizer: UIGestureRecognizer) {
              print("menu tapped by \\(type(of: recognizer))")
          }
      }

      class HomeViewController: UIViewController {
          let menu = MenuViewController()

          override func viewDidLoad() {
              super.viewDidLoad()
              let shown: UIViewController = menu
              shown.view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
              shown.view.accessibilityIdentifier = "menu"
              view.addSubview(shown.view)
              let tap = UITapGestureRecognizer(target: shown, action: #selector(MenuViewController.handleTap(recognizer:)))
              shown.view.addGestureRecognizer(tap)
          }
      }

      """)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - tap: {id: menu}"))
    let result = try harness.transit([
      "run", "Menu.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "menu tapped by UITapGestureRecognizer\n")
  }

  @Test("a presented view controller's new preferred size reaches its presentation controller")
  func preferredContentSize() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Sheet.swift",
      """
      import UIKit

      class HalfSheetPresentationController: UIPresentationController {
          override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
              super.preferredContentSizeDidChange(forChildContentContainer: container)
              print("sheet asks for \\(container.preferredContentSize.height)")
          }
      }

      class SheetViewController: UIViewController, UIViewControllerTransitioningDelegate {
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              preferredContentSize = CGSize(width: 0, height: 500)
              preferredContentSize = CGSize(width: 0, height: 500)
          }

          func presentationController(
              forPresented presented: UIViewController, presenting: UIViewController?,
              source: UIViewController
          ) -> UIPresentationController? {
              HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
          }
      }

      class ListViewController: UIViewController {}

      class HomeViewController: UIViewController {
          let sheet = SheetViewController()

          override func viewDidLoad() {
              super.viewDidLoad()
              let list = ListViewController()
              addChild(list)
              view.addSubview(list.view)
              list.didMove(toParent: self)
              list.preferredContentSize = CGSize(width: 10, height: 10)
          }

          override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
              print("child asks for \\(container.preferredContentSize.width)")
          }

          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              sheet.preferredContentSize = CGSize(width: 0, height: 300)
              sheet.modalPresentationStyle = .custom
              sheet.transitioningDelegate = sheet
              present(sheet, animated: true)
          }
      }

      """)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 2"))
    let result = try harness.transit([
      "run", "Sheet.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // Before it is presented the sheet tells no one; the same size set twice tells once.
    #expect(result.stdout == "child asks for 10.0\nsheet asks for 500.0\n")
  }

  @Test("a Combine name is told Combine is not simulated")
  func combine() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Feed.swift",
      """
      import UIKit
      import Combine

      class FeedViewController: UIViewController {
          var subscriptions = Set<AnyCancellable>()
      }

      """)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "FeedViewController", steps: "  - wait: 1"))
    let failed = try harness.transit([
      "run", "Feed.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(failed.status == 2)
    #expect(failed.stderr.contains("hint: Combine is not simulated"), "\(failed.stderr)")
  }

  @Test("import QuartzCore is Transit's Core Animation; an Apple framework it lacks is named so")
  func frameworks() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Pulse.swift",
      """
      import UIKit
      import QuartzCore

      class PulseViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let pulse = CABasicAnimation(keyPath: "opacity")
              pulse.duration = 0.5
              view.layer.add(pulse, forKey: "pulse")
              print("pulse \\(pulse.duration)")
          }
      }

      """)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "PulseViewController", steps: "  - wait: 1"))
    let run = ["run", "Pulse.swift", "--scenario", "case.yaml", "--output", "log.jsonl"]
    let result = try harness.transit(run)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "pulse 0.5\n")

    try harness.write("Map.swift", "import CoreBluetooth\n\nclass CentralHolder {}\n")
    let failed = try harness.transit(run + ["Map.swift"])
    #expect(failed.status == 2)
    #expect(
      failed.stderr.contains(
        "hint: CoreBluetooth is one of Apple's frameworks, which Transit does not "),
      "\(failed.stderr)")
  }

  @Test("UIKit's optional methods called with ?( or !( compile, as a forwarding proxy calls them")
  func optionalUIKitMethods() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Proxy.swift",
      """
      import UIKit

      final class ScrollForwarder: NSObject, UIScrollViewDelegate {
          weak var original: UIScrollViewDelegate?
          func scrollViewDidScroll(_ scrollView: UIScrollView) {
              print("forwarding \\(scrollView.contentOffset.y)")
              original?.scrollViewDidScroll?(scrollView)
          }
      }

      class ListViewController: UIViewController, UIScrollViewDelegate {
          let forwarder = ScrollForwarder()
          let scrollView = UIScrollView()

          func scrollViewDidScroll(_ scrollView: UIScrollView) {
              print("list saw \\(scrollView.contentOffset.y)")
          }

          override func viewDidLoad() {
              super.viewDidLoad()
              forwarder.original = self
              scrollView.delegate = forwarder
              view.addSubview(scrollView)
              scrollView.contentOffset = CGPoint(x: 0, y: 40)
              let asked: UIScrollViewDelegate = self
              asked.scrollViewDidScroll!(scrollView)
              let animator: UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 0.2, curve: .linear)
              animator.addAnimations?({ self.view.alpha = 0.5 })
              animator.addCompletion?({ _ in print("faded") })
              animator.startAnimation()
          }
      }

      """)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "ListViewController", steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "Proxy.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // The animator is a local constant: UIKit keeps it while it runs, so its completion runs.
    #expect(
      result.stdout.split(separator: "\n") == [
        "forwarding 40.0", "list saw 40.0", "list saw 40.0", "faded",
      ])
  }

  @Test("a coordinate space converts as its view does; a spring from mass, stiffness and damping")
  func coordinateSpacesAndSprings() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Sheet.swift",
      """
      import UIKit

      extension UISpringTimingParameters {
          convenience init(damping: CGFloat, response: CGFloat, mass: CGFloat) {
              let stiffness = pow(2 * .pi / response, 2)
              let damp = 4 * .pi * damping / response
              self.init(mass: mass, stiffness: stiffness, damping: damp, initialVelocity: .zero)
          }
      }

      class SheetViewController: UIViewController {
          let card = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))

          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(card)
              let space: UICoordinateSpace = view
              let point = space.convert(CGPoint(x: 30, y: 310), to: card)
              let spring = UISpringTimingParameters(damping: 0.5, response: 0.3, mass: 1)
              let shadow = NSShadow()
              shadow.shadowOffset = CGSize(width: 0, height: 1)
              let title: [NSAttributedString.Key: Any] = [.shadow: shadow, .underlineStyle: 1]
              print("point \\(point.x), \\(point.y); damping ratio \\(spring.dampingRatio); \\(title.count) attributes")
          }
      }

      """)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "SheetViewController", steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "Sheet.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "point 10.0, 10.0; damping ratio 0.5; 2 attributes\n")
  }
}
