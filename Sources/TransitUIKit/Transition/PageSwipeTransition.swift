import Foundation
import TransitTrace

/// A swipe of a scroll-style `UIPageViewController` from its page to the next or previous one.
///
/// As the finger starts to move, the data source is asked for both neighbours of the page the
/// first time that page is dragged (after, then before), the delegate hears
/// `pageViewController(_:willTransitionTo:)`, then the new page `viewWillAppear(_:)` and the
/// old one `viewWillDisappear(_:)`. When the scroll settles after the finger lifts, a completed
/// swipe gives the new page `viewDidAppear(_:)` and the old one `viewDidDisappear(_:)`, then
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
/// (true), then the data source is asked for the new page's next neighbour. A swipe let go
/// before half way goes back: the old page `viewWillAppear(_:)` and `viewDidAppear(_:)`, the
/// new one `viewWillDisappear(_:)` and `viewDidDisappear(_:)`, then `didFinishAnimating`
/// (false). Sources: a device log of iOS 7 (log-wangling-2014), a simulator log of iOS 9
/// (blog-wisdomskyduan-2015), and UIKit 18.2's queuing-scroll-view delegate methods
/// (dec18-page-view-controller). The pages hear appearance callbacks only while the page view
/// controller is on screen. There is no transition context or coordinator.
@preconcurrency @MainActor
final class PageSwipeTransition: Transition {
  let pageViewController: UIPageViewController
  let direction: UIPageViewController.NavigationDirection

  /// How long a page takes to scroll its whole width once the finger lifts; the figure only
  /// sets virtual time.
  static let pageDuration: TimeInterval = 0.3

  init(
    simulator: Simulator, id: Int, pageViewController: UIPageViewController,
    from: UIViewController, to: UIViewController,
    direction: UIPageViewController.NavigationDirection
  ) {
    self.pageViewController = pageViewController
    self.direction = direction
    super.init(
      simulator: simulator, id: id, kind: .pageSwipe, from: from, to: to, animated: true)
    interactor = PageScrollInteraction()
    isSystemInteractor = true
    initiallyInteractive = true
  }

  override var presentationStyle: UIModalPresentationStyle { .none }
  override var containerViewController: UIViewController? { pageViewController }
  /// A page swipe has no coordinator: the pages' `transitionCoordinator` stays nil.
  override var isCoordinatorAvailable: Bool { false }

  override var summary: String {
    "the page swipe to \(simulator.participantID(toViewController))"
  }

  /// The swipe begins as the finger starts to move: the delegate, then the pages' will-callbacks.
  func begin() {
    let uikit = ParticipantRegistry.uikitID
    enter(
      .requested,
      TransitionChange(
        state: .requested, kind: .pageSwipe, from: simulator.participantID(fromViewController),
        to: simulator.participantID(toViewController), animated: true))
    asUIKit {
      pageViewController.attachChild(toViewController)
      pageViewController.install(toViewController)
      enter(
        .began,
        TransitionChange(
          state: .began, container: simulator.viewID(pageViewController.scrollView),
          interactive: true))
      hasStarted = true
      isInteractive = true
      if let delegate = pageViewController.delegate {
        simulator.optionalCallback(
          .pageWillTransition, on: delegate, role: .containerDelegate,
          args: [
            "pageViewController": simulator.reference(pageViewController),
            "pendingViewControllers": .array([simulator.reference(toViewController)]),
          ]
        ) { delegate in
          delegate.pageViewController(pageViewController, willTransitionTo: [toViewController])
        }
      }
      guard pageViewController.pagesAppear else { return }
      toViewController.beginAppearance(true, animated: true, caller: uikit)
      fromViewController.beginAppearance(false, animated: true, caller: uikit)
    }
  }

  /// The finger lifted: past half way the swipe completes, else it goes back; the scroll then
  /// settles in the time its remaining distance takes.
  func release() {
    let completes = percentComplete > 0.5
    endInteraction(cancelled: !completes)
    let left = completes ? 1 - percentComplete : percentComplete
    simulator.runLoop.schedule(after: Double(left) * Self.pageDuration) { [self] in
      asUIKit { complete(completes) }
    }
  }

  /// Inside the completion, before the transition ends: the pages' appearance, the delegate,
  /// then the data source for the next page on (UIKit 18.2's `queuingScrollView:
  /// didEndManualScroll:toRevealView:direction:animated:didFinish:didComplete:`).
  override func finish(didComplete: Bool) {
    let uikit = ParticipantRegistry.uikitID
    let appears = pageViewController.pagesAppear
    let shown = didComplete ? toViewController : fromViewController
    let gone = didComplete ? fromViewController : toViewController
    if appears && didComplete {
      shown.endAppearance(caller: uikit)
      gone.endAppearance(caller: uikit)
    } else if appears {
      // The old page turns back first, then the new one (log-wangling-2014, iOS 7).
      shown.cancelAppearance(caller: uikit)
      gone.cancelAppearance(caller: uikit)
    }
    gone.viewIfLoaded?.removeFromSuperview()
    gone.detachFromParent()
    pageViewController.pages = [shown]
    pageViewController.swipe = nil
    tellDelegateDidFinish(completed: didComplete)
    guard didComplete, pageViewController.transitionStyle == .scroll else { return }
    // The page left behind is the new page's neighbour the other way; the one beyond is asked.
    let forward = direction == .forward
    pageViewController.neighbourBefore = forward ? .some(fromViewController) : nil
    pageViewController.neighbourAfter = forward ? nil : .some(fromViewController)
    let next = pageViewController.ask(before: !forward, of: shown, in: simulator)
    if forward {
      pageViewController.neighbourAfter = .some(next)
    } else {
      pageViewController.neighbourBefore = .some(next)
    }
  }

  private func tellDelegateDidFinish(completed: Bool) {
    guard let delegate = pageViewController.delegate else { return }
    let previous = [fromViewController]
    simulator.optionalCallback(
      .pageDidFinishAnimating, on: delegate, role: .containerDelegate,
      args: [
        "pageViewController": simulator.reference(pageViewController), "finished": .bool(true),
        "previousViewControllers": .array(previous.map { simulator.reference($0) }),
        "transitionCompleted": .bool(completed),
      ]
    ) { delegate in
      delegate.pageViewController(
        pageViewController, didFinishAnimating: true, previousViewControllers: previous,
        transitionCompleted: completed)
    }
  }
}

/// UIKit's own scrolling of a page view controller, standing as the swipe's interaction
/// controller: its calls are UIKit internals and are not logged.
@preconcurrency @MainActor
final class PageScrollInteraction: UIViewControllerInteractiveTransitioning {
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}
  var wantsInteractiveStart: Bool { true }
  var completionSpeed: CGFloat { 1 }
}

extension UIPageViewController {
  /// The queuing scroll view's pan: the swipe starts when the finger first moves, follows it,
  /// and ends when it lifts.
  func handleSwipe(_ recognizer: UIPanGestureRecognizer) {
    guard let simulator = EngineContext.current, let page = pages.first else { return }
    let translation = recognizer.translation(in: view)
    let travel = navigationOrientation == .horizontal ? translation.x : translation.y
    let length = navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height
    switch recognizer.state {
    case .began, .changed:
      if swipe == nil, travel != 0 {
        beginSwipe(from: page, direction: travel < 0 ? .forward : .reverse, in: simulator)
      }
      guard let swipe, length > 0 else { return }
      let along = swipe.direction == .forward ? -travel : travel
      swipe.updateInteraction(min(max(along / length, 0), 1))
    case .ended, .cancelled:
      swipe?.release()
    default:
      break
    }
  }

  /// Asks the data source for the page's neighbours the first time the page is dragged, and
  /// starts the swipe if there is a page that way.
  func beginSwipe(
    from page: UIViewController, direction: NavigationDirection, in simulator: Simulator
  ) {
    if transitionStyle == .pageCurl {
      // A page curl asks only for the page it turns to, each time a turn starts.
      simulator.asUIKit(transition: nil) {
        let next = ask(before: direction == .reverse, of: page, in: simulator)
        if direction == .forward {
          neighbourAfter = .some(next)
        } else {
          neighbourBefore = .some(next)
        }
      }
    }
    simulator.asUIKit(transition: nil) {
      if transitionStyle == .scroll, neighbourAfter == nil || neighbourBefore == nil {
        if neighbourAfter == nil {
          neighbourAfter = .some(ask(before: false, of: page, in: simulator))
        }
        if neighbourBefore == nil {
          neighbourBefore = .some(ask(before: true, of: page, in: simulator))
        }
      }
    }
    let neighbour = direction == .forward ? neighbourAfter : neighbourBefore
    guard let next = neighbour ?? nil else { return }
    let transition = PageSwipeTransition(
      simulator: simulator, id: simulator.newTransitionID(), pageViewController: self, from: page,
      to: next, direction: direction)
    swipe = transition
    simulator.transitionDidBegin(transition)
    transition.begin()
  }
}

extension UIPageViewController {
  /// A tap near the trailing edge of a page-curl page view controller turns to the next page,
  /// near the leading edge to the previous one, as a completed swipe does.
  func handleTap(_ recognizer: UITapGestureRecognizer) {
    guard let simulator = EngineContext.current, swipe == nil, let page = pages.first else {
      return
    }
    let point = recognizer.location(in: view)
    let horizontal = navigationOrientation == .horizontal
    let along = horizontal ? point.x : point.y
    let length = horizontal ? view.bounds.width : view.bounds.height
    guard length > 0 else { return }
    let direction: NavigationDirection
    if along > length * 0.8 {
      direction = .forward
    } else if along < length * 0.2 {
      direction = .reverse
    } else {
      return
    }
    beginSwipe(from: page, direction: direction, in: simulator)
    swipe?.updateInteraction(1)
    swipe?.release()
  }
}
