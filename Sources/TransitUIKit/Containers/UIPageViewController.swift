import Foundation
import TransitTrace

/// Mirrors `UIPageViewController` in its scroll style: one page on screen, swiped to the next
/// or previous one, which its data source vends.
///
/// A swipe is a `PageSwipeTransition` (`PageSwipeTransition.swift`): the data source is asked
/// for both neighbours of a page the first time the user drags it, the delegate hears
/// `willTransitionTo` as the swipe begins and `didFinishAnimating` after the pages'
/// did-callbacks. `setViewControllers(_:direction:animated:completion:)` changes the page in
/// code, with the pages' appearance callbacks when the page view controller is on screen, and
/// without telling the delegate.
///
/// In the page-curl style the pages sit in the content view itself, a pan or a tap near an
/// edge turns the page, `gestureRecognizers` holds those two recognizers (Apple's
/// gestureRecognizers page: page-curl style only), and the data source is asked only for the
/// page the turn goes to, when it starts (inferred: there is no queuing scroll view to fill;
/// docs/lifecycle.md#fact-page-curl).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// Mirrors `UIPageViewController.TransitionStyle`.
  public enum TransitionStyle: Int, Sendable {
    case pageCurl = 0
    case scroll = 1
  }

  /// Mirrors `UIPageViewController.NavigationOrientation`.
  public enum NavigationOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  /// Mirrors `UIPageViewController.NavigationDirection`.
  public enum NavigationDirection: Int, Sendable, CustomStringConvertible {
    case forward = 0
    case reverse = 1

    /// The name the log writes: `forward`, `reverse`.
    public var description: String { self == .forward ? "forward" : "reverse" }
  }

  /// Mirrors `UIPageViewController.OptionsKey`, the keys of the initializer's options: the
  /// spine's location (page curl) and the space between pages (scroll), both kept unread, as
  /// pages here are laid out edge to edge.
  public struct OptionsKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let spineLocation = OptionsKey("UIPageViewControllerOptionSpineLocationKey")
    public static let interPageSpacing = OptionsKey("UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// Mirrors `UIPageViewController.SpineLocation`, the value of `OptionsKey.spineLocation`.
  public enum SpineLocation: Int, Sendable { case none, min, mid, max }

  public let transitionStyle: TransitionStyle
  public let navigationOrientation: NavigationOrientation
  /// Mirrors `dataSource`, which UIKit holds weakly.
  public weak var dataSource: (any UIPageViewControllerDataSource)?
  /// Mirrors `delegate`, which UIKit holds weakly.
  public weak var delegate: (any UIPageViewControllerDelegate)?

  /// The pages on screen: one, in the scroll style.
  var pages: [UIViewController] = []
  /// What the data source answered for the page on screen, once asked: `.some(nil)` when there
  /// is no page that way. UIKit asks again only for a page it has not seen.
  var neighbourBefore: UIViewController??
  var neighbourAfter: UIViewController??
  /// The swipe in flight.
  var swipe: PageSwipeTransition?

  /// UIKit's `_UIQueuingScrollView`, which holds the pages' views; in the page-curl style, the
  /// content view that holds them.
  private(set) lazy var scrollView: UIView =
    transitionStyle == .scroll
    ? ContainerPartView(container: self, part: "scrollView", className: "_UIQueuingScrollView")
    : ContainerPartView(container: self, part: "pages", className: "UIView")

  /// Mirrors `gestureRecognizers`: the pan and the tap that turn a page in the page-curl style;
  /// empty in the scroll style.
  public private(set) var gestureRecognizers: [UIGestureRecognizer] = []

  /// Mirrors `init(transitionStyle:navigationOrientation:options:)`.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }

  /// Mirrors `init?(coder:)`: a storyboard's page view controller, with the transition style
  /// and orientation its scene names (`transitionStyle="scroll"`,
  /// `navigationOrientation="vertical"`), else UIKit's zero values, page curl and horizontal.
  /// A subclass's `required init?(coder:)` overrides it.
  public override init?(coder: NSCoder) {
    let attributes = (coder as? InterfaceCoder)?.element.attributes ?? [:]
    transitionStyle = attributes["transitionStyle"] == "scroll" ? .scroll : .pageCurl
    navigationOrientation =
      attributes["navigationOrientation"] == "vertical" ? .vertical : .horizontal
    super.init(coder: coder)
  }

  /// Mirrors `viewControllers`: the page on screen.
  public var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

  // MARK: The view

  /// Builds UIKit's hierarchy: the queuing scroll view, with the swipe recognizer.
  open override func loadView() {
    let root = PageContentView(frame: EngineContext.current?.screenBounds ?? .zero)
    view = root
    runAsUIKit {
      scrollView.frame = root.bounds
      root.addSubview(scrollView)
      let recognizer = UIPanGestureRecognizer(
        target: self, action: UIPageViewController.handleSwipe)
      recognizer.isSystemRecognizer = true
      root.addGestureRecognizer(recognizer)
      if transitionStyle == .pageCurl {
        let tap = UITapGestureRecognizer(target: self, action: UIPageViewController.handleTap)
        tap.isSystemRecognizer = true
        root.addGestureRecognizer(tap)
        gestureRecognizers = [recognizer, tap]
      }
      for page in pages { install(page) }
    }
  }

  /// Puts a page's view in the scroll view, loading it first.
  func install(_ page: UIViewController) {
    let pageView = page.view!
    pageView.frame = scrollView.bounds
    if pageView.superview !== scrollView { scrollView.addSubview(pageView) }
  }

  // MARK: Appearance

  override var childrenAppearWithTheirViews: Bool { false }

  override var childrenForAppearanceForwarding: [UIViewController] { pages }

  /// Whether the pages hear appearance callbacks as they scroll: only while the page view
  /// controller is itself on screen (UIKit 18.2's `_shouldGenerateAppearanceCallbacksWhen
  /// Scrolling`).
  var pagesAppear: Bool { appearState == .appeared || appearState == .appearing }

  // MARK: Setting the page in code

  /// Mirrors `setViewControllers(_:direction:animated:completion:)`.
  ///
  /// On screen, the new page hears `viewWillAppear(_:)` and the old one `viewWillDisappear(_:)`,
  /// then, once the scroll has settled, the new page `viewDidAppear(_:)` and the old one
  /// `viewDidDisappear(_:)`, as in a swipe, and the completion runs; the delegate is not told.
  /// Off screen the page changes silently, and the completion runs at once.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let simulator = EngineContext.current else {
      if let page = viewControllers?.first { replacePage(with: page) }
      completion?(true)
      return
    }
    let owner = simulator.recorder.currentParticipant
    simulator.userCall(
      .setPageViewControllers, on: self,
      args: [
        "viewControllers": .array((viewControllers ?? []).map { simulator.reference($0) }),
        "direction": .string(direction.description), "animated": .bool(animated),
        "completion": completion == nil ? .null : "closure",
      ]
    ) {
      setPage(
        viewControllers?.first, animated: animated, completion: completion, owner: owner,
        in: simulator)
    }
  }

  private func setPage(
    _ page: UIViewController?, animated: Bool, completion: ((Bool) -> Void)?, owner: String,
    in simulator: Simulator
  ) {
    let registration = simulator.recorder.currentCause
    let finished = {
      guard let completion else { return }
      _ = simulator.recorder.call(
        .completionWithArgument, on: owner, from: ParticipantRegistry.uikitID,
        args: ["finished": .bool(true)], transition: .some(nil), block: registration
      ) {
        completion(true)
      }
    }
    guard let page, page !== pages.first else {
      finished()
      return
    }
    let old = pages.first
    guard let old, appearState == .appeared, viewIfLoaded?.window != nil else {
      simulator.asUIKit(transition: nil) { replacePage(with: page) }
      finished()
      return
    }
    let uikit = ParticipantRegistry.uikitID
    simulator.asUIKit(transition: nil) {
      attachChild(page)
      install(page)
      page.beginAppearance(true, animated: animated, caller: uikit)
      old.beginAppearance(false, animated: animated, caller: uikit)
      pages = [page]
      forgetNeighbours()
    }
    let settle = {
      simulator.asUIKit(transition: nil) {
        old.viewIfLoaded?.removeFromSuperview()
        page.endAppearance(caller: uikit)
        old.endAppearance(caller: uikit)
        old.detachFromParent()
      }
      finished()
    }
    if animated {
      simulator.runLoop.schedule(after: PageSwipeTransition.pageDuration) { settle() }
    } else {
      settle()
    }
  }

  /// Makes `page` the page, off screen: no appearance callbacks.
  func replacePage(with page: UIViewController) {
    for old in pages where old !== page {
      if old.viewIfLoaded?.superview === scrollView { old.view.removeFromSuperview() }
      old.detachFromParent()
    }
    attachChild(page)
    pages = [page]
    forgetNeighbours()
    if isViewLoaded { install(page) }
  }

  func forgetNeighbours() {
    neighbourBefore = nil
    neighbourAfter = nil
  }

  // MARK: Asking the data source

  /// The data source's page before or after `page`, logged.
  func ask(before: Bool, of page: UIViewController, in simulator: Simulator) -> UIViewController? {
    guard let dataSource else { return nil }
    let name: CallName = before ? .pageViewControllerBefore : .pageViewControllerAfter
    return simulator.getter(
      name, on: dataSource, role: .containerDelegate,
      args: [
        "pageViewController": simulator.reference(self),
        "viewController": simulator.reference(page),
      ],
      result: simulator.viewControllerValue
    ) {
      before
        ? dataSource.pageViewController(self, viewControllerBefore: page)
        : dataSource.pageViewController(self, viewControllerAfter: page)
    }
  }
}

/// UIKit's `_UIPageViewControllerContentView`: a page view controller's root view.
final class PageContentView: UIView {
  override var traceClassName: String { "_UIPageViewControllerContentView" }
}
