import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// Delegate proxies, as transition and sheet libraries write them: an object that stands as a
/// navigation controller's or scroll view's delegate, answers `responds(to:)` from the objects
/// it wraps and hands what it does not implement on through `forwardingTarget(for:)`. UIKit
/// asks `respondsToSelector:` before each optional message, and the Objective-C runtime sends
/// a message the proxy lacks to its forwarding target, whose own method then runs (and which
/// the log names as the receiver).
@Suite("transit run: delegate proxies that forward messages")
struct RunMessageForwardingTests {
  static let navigation = """
    import UIKit

    final class PushCoordinator: NSObject, UINavigationControllerDelegate {
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            print("coordinator: animator for \\(type(of: toVC))")
            return FadeAnimator()
        }
    }

    final class ScreenTracker: NSObject, UINavigationControllerDelegate {
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            print("tracker: will show \\(type(of: viewController))")
        }
    }

    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let to = transitionContext.view(forKey: .to) else { return }
            to.alpha = 0
            transitionContext.containerView.addSubview(to)
            UIView.animate(withDuration: 0.25, animations: { to.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    /// Stands as the navigation controller's delegate for two objects; never offers an
    /// interaction controller, though it has the method.
    final class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate {
        private weak var primary: UINavigationControllerDelegate?
        private weak var secondary: UINavigationControllerDelegate?

        init(primary: UINavigationControllerDelegate, secondary: UINavigationControllerDelegate) {
            self.primary = primary
            self.secondary = secondary
            super.init()
        }

        override func responds(to aSelector: Selector!) -> Bool {
            if aSelector == #selector(UINavigationControllerDelegate.navigationController(_:interactionControllerFor:)) {
                return false
            }
            return super.responds(to: aSelector) || primary?.responds(to: aSelector) == true
                || secondary?.responds(to: aSelector) == true
        }

        override func forwardingTarget(for aSelector: Selector!) -> Any? {
            if primary?.responds(to: aSelector) == true { return primary }
            if secondary?.responds(to: aSelector) == true { return secondary }
            return super.forwardingTarget(for: aSelector)
        }

        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            print("proxy: did show \\(type(of: viewController))")
        }

        func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            print("proxy: asked for an interaction controller")
            return nil
        }
    }

    final class ListViewController: UIViewController {
        let coordinator = PushCoordinator()
        let tracker = ScreenTracker()
        lazy var proxy = NavigationDelegateProxy(primary: coordinator, secondary: tracker)
        let button = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            button.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
            button.accessibilityIdentifier = "open"
            button.addTarget(self, action: #selector(open), for: .touchUpInside)
            view.addSubview(button)
            print("proxy responds to didShow: \\(proxy.responds(to: #selector(UINavigationControllerDelegate.navigationController(_:didShow:animated:))))")
            print("proxy responds to willShow: \\(proxy.responds(to: #selector(UINavigationControllerDelegate.navigationController(_:willShow:animated:))))")
            print("tracker responds to didShow: \\(tracker.responds(to: #selector(UINavigationControllerDelegate.navigationController(_:didShow:animated:))))")
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            navigationController?.delegate = proxy
        }

        @objc func open() {
            navigationController?.pushViewController(UIViewController(), animated: true)
        }
    }

    final class AppNavigationController: UINavigationController {
        init() { super.init(rootViewController: ListViewController()) }
        required init?(coder: NSCoder) { fatalError() }
    }

    """

  @Test("a navigation delegate proxy: its targets' methods run and are logged on them")
  func navigationProxy() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Navigation.swift", Self.navigation)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(
        root: "AppNavigationController", steps: "  - wait: 0.5\n  - tap: {id: open}\n  - wait: 1"
      ))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "proxy responds to didShow: true",
        "proxy responds to willShow: true",
        "tracker responds to didShow: false",
        "coordinator: animator for UIViewController",
        "tracker: will show UIViewController",
        "proxy: did show UIViewController",
      ], "\(result.stderr)")
    let records = try harness.records("log.jsonl")
    #expect(
      calls(to: "PushCoordinator", in: records) == [
        "navigationController(_:animationControllerFor:from:to:)"
      ])
    #expect(
      calls(to: "ScreenTracker", in: records) == ["navigationController(_:willShow:animated:)"])
    #expect(
      calls(to: "NavigationDelegateProxy", in: records) == [
        "navigationController(_:didShow:animated:)"
      ])
  }

  static let scroll = """
    import UIKit

    /// Stands as a scroll view's delegate for several objects: tells each of a scroll, and hands
    /// the other messages to the first that takes them.
    final class ScrollDelegateProxy: NSObject, UIScrollViewDelegate {
        private let targets: [UIScrollViewDelegate]

        init(targets: [UIScrollViewDelegate]) {
            self.targets = targets
            super.init()
        }

        override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector) || targets.contains { $0.responds(to: aSelector) }
        }

        override func forwardingTarget(for aSelector: Selector!) -> Any? {
            targets.first { $0.responds(to: aSelector) }
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            print("proxy: scrolled to \\(scrollView.contentOffset.y)")
            targets.forEach { $0.scrollViewDidScroll?(scrollView) }
        }
    }

    final class HeaderFader: NSObject, UIScrollViewDelegate {
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            print("fader: \\(scrollView.contentOffset.y)")
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            print("fader: drag begins")
        }
    }

    final class PageSnapper: NSObject, UIScrollViewDelegate {
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            print("snapper: drag begins")
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            print("snapper: drag ends")
        }
    }

    final class FeedViewController: UIViewController {
        let scrollView = UIScrollView()
        lazy var proxy = ScrollDelegateProxy(targets: [HeaderFader(), PageSnapper()])

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            scrollView.contentSize = CGSize(width: view.bounds.width, height: 3000)
            scrollView.delegate = proxy
            view.addSubview(scrollView)
        }
    }

    """

  @Test("a scroll view delegate proxy forwards to two targets, each message to the first taking it")
  func scrollProxy() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Feed.swift", Self.scroll)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(
        root: "FeedViewController",
        steps:
          "  - wait: 0.5\n  - pan: {at: [200, 600], translation: [0, -100], duration: 0.2, steps: 2}"
          + "\n  - wait: 0.5"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        // Taller than the screen, the content starts below the status bar's safe area.
        "proxy: scrolled to -59.0",
        "fader: -59.0",
        "fader: drag begins",
        "proxy: scrolled to -9.0",
        "fader: -9.0",
        "proxy: scrolled to 41.0",
        "fader: 41.0",
        "snapper: drag ends",
      ], "\(result.stderr)")
  }
}
