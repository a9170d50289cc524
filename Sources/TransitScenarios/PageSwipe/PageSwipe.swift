import Foundation
import TransitUIKit

/// An onboarding flow in a scroll-style `UIPageViewController`: three pages that a data source
/// vends one after the other, and a delegate that follows the swipes.
///
/// `page-swipe` swipes to the second page and on to the third, whose button starts over with
/// `setViewControllers(_:direction:animated:completion:)`. `page-swipe-cancelled` drags the
/// first page a third of the way and lets go, so the swipe goes back, then swipes for real:
/// the data source is asked for the neighbours only the first time.
enum PageSwipe {
  static let completed = Scenario(
    name: "page-swipe",
    summary:
      "Two swipes turn an onboarding page view controller to its last page, whose button starts "
      + "over in code",
    source:
      "UIPageViewController; log-wangling-2014 (iOS 7); log-wisdomskyduan-2015 (iOS 9.1)"
  ) { device in
    let onboarding = launch(device)
    swipe(onboarding, by: -250, on: device)
    swipe(onboarding, by: -250, on: device)
    if let last = onboarding.viewControllers?.first as? OnboardingPageViewController,
      let startOver = last.startOverButton
    {
      device.tap(startOver)
    }
    device.runUntilIdle()
  }

  static let cancelled = Scenario(
    name: "page-swipe-cancelled",
    summary:
      "A swipe let go a third of the way goes back to the first page; the next swipe turns it",
    source:
      "UIPageViewController; log-wangling-2014 (iOS 7); log-wisdomskyduan-2015 (iOS 9.1)"
  ) { device in
    let onboarding = launch(device)
    swipe(onboarding, by: -130, on: device)
    swipe(onboarding, by: -250, on: device)
  }

  /// Puts the onboarding on screen at its first page.
  @MainActor
  private static func launch(_ device: Simulator) -> UIPageViewController {
    let onboarding = OnboardingViewController()
    device.window.rootViewController = onboarding
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    return onboarding
  }

  /// A finger drags across the page horizontally and lifts.
  @MainActor
  private static func swipe(
    _ pages: UIPageViewController, by distance: CGFloat, on device: Simulator
  ) {
    device.pan(pages.view, translation: CGPoint(x: distance, y: 0), duration: 0.3, steps: 3)
    device.runUntilIdle()
    device.wait(0.5)
  }

  /// The page view controller, which keeps its flow: it holds its data source and delegate
  /// weakly, as UIKit does.
  final class OnboardingViewController: UIPageViewController {
    let flow = OnboardingFlow()

    init() {
      super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
      dataSource = flow
      delegate = flow
      flow.owner = self
      setViewControllers([flow.pages[0]], direction: .forward, animated: false)
    }
  }

  /// The pages, in order, the data source that vends them and the delegate that counts the
  /// page shown.
  final class OnboardingFlow: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    private(set) var pageShown = 0
    weak var owner: UIPageViewController?

    init() {
      let welcome = WelcomeViewController()
      let features = FeaturesViewController()
      let privacy = PrivacyViewController()
      pages = [welcome, features, privacy]
      privacy.flow = self
    }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else {
        return nil
      }
      return pages[index - 1]
    }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      guard let index = pages.firstIndex(where: { $0 === viewController }),
        index + 1 < pages.count
      else { return nil }
      return pages[index + 1]
    }

    /// Where the swipe is going; it may still go back.
    private(set) var pagePending: Int?

    func pageViewController(
      _ pageViewController: UIPageViewController,
      willTransitionTo pendingViewControllers: [UIViewController]
    ) {
      pagePending = pendingViewControllers.first.flatMap { pending in
        pages.firstIndex { $0 === pending }
      }
    }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
      transitionCompleted completed: Bool
    ) {
      guard completed, let shown = pageViewController.viewControllers?.first else { return }
      pageShown = pages.firstIndex { $0 === shown } ?? pageShown
    }

    /// Back to the first page, in code: no delegate call, the completion instead.
    func startOver() {
      owner?.setViewControllers([pages[0]], direction: .reverse, animated: true) { _ in
        self.pageShown = 0
      }
    }
  }

  /// A page of the onboarding.
  class OnboardingPageViewController: UIViewController {
    var startOverButton: UIView? { nil }
  }

  final class WelcomeViewController: OnboardingPageViewController {}
  final class FeaturesViewController: OnboardingPageViewController {}

  /// The last page, with a button that starts over.
  final class PrivacyViewController: OnboardingPageViewController {
    weak var flow: OnboardingFlow?
    private let button = UIView(frame: CGRect(x: 20, y: 760, width: 353, height: 52))

    override var startOverButton: UIView? { button }

    override func viewDidLoad() {
      super.viewDidLoad()
      button.accessibilityIdentifier = "startOverButton"
      button.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: PrivacyViewController.startOver))
      view.addSubview(button)
    }

    private func startOver(_ tap: UITapGestureRecognizer) {
      flow?.startOver()
    }
  }
}
