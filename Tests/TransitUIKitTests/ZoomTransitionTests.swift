import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// docs/lifecycle.md#fact-zoom-transition: iOS 18's zoom (`preferredTransition = .zoom`),
/// pushed, popped, presented and dismissed, asserted as whole call histories.
@MainActor
@Suite("Zoom transition")
struct ZoomTransitionTests {
  /// A navigation controller on screen with `first` as its root and `delegate`.
  private func navigation(
    delegate: (any UINavigationControllerDelegate)? = nil, first: FirstViewController
  ) -> () -> UINavigationController {
    {
      let navigationController = UINavigationController(rootViewController: first)
      navigationController.delegate = delegate
      return navigationController
    }
  }

  /// A thumbnail in `first`'s view, and `second` set to zoom from it.
  private func zoom(from first: FirstViewController, to second: UIViewController) -> UIView {
    let thumbnail = UIView(frame: CGRect(x: 20, y: 160, width: 110, height: 110))
    first.view.addSubview(thumbnail)
    second.preferredTransition = .zoom { _ in thumbnail }
    return thumbnail
  }

  @Test("A push zooms on UIKit's zoom, which asks the provider once the views are in place")
  func pushZooms() throws {
    let first = FirstViewController()
    let second = SecondViewController()
    let run = try ContainerRun.start(navigation(first: first)) { nav, device in
      _ = zoom(from: first, to: second)
      nav.pushViewController(second, animated: true)
      device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1) == [
        "app → nav pushViewController(_:animated:)",
        "uikit → vc.second viewDidLoad()",
        "uikit → vc.first viewWillDisappear(_:)",
        "uikit → vc.second viewWillAppear(_:)",
        "uikit → animator.zoom animateTransition(using:)",
        "uikit → app sourceViewProvider(_:)",
        "animator.zoom → propertyAnimator addAnimations(_:)",
        "animator.zoom → propertyAnimator addCompletion(_:)",
        "animator.zoom → propertyAnimator startAnimation()",
        "uikit → animator.zoom interruptibleAnimator(using:)",
        "uikit → vc.second viewIsAppearing(_:)",
        "propertyAnimator → animator.zoom completion(_:)",
        "animator.zoom → ctx.1 transitionWasCancelled",
        "animator.zoom → ctx.1 completeTransition(_:)",
        "uikit → vc.first viewDidDisappear(_:)",
        "uikit → vc.second viewDidAppear(_:)",
      ])
    #expect(run.diagnostics == [])
    #expect(second.view.transform == .identity)
  }

  @Test("A pop zooms back on the animator the push ran on, asking the provider again")
  func popZoomsBackOnTheSameAnimator() throws {
    let first = FirstViewController()
    let second = SecondViewController()
    var returned: [UIView?] = []
    let run = try ContainerRun.start(navigation(first: first)) { nav, device in
      let thumbnail = zoom(from: first, to: second)
      second.preferredTransition = .zoom { context in
        #expect(context.sourceViewController === first)
        #expect(context.zoomedViewController === second)
        returned.append(thumbnail)
        return thumbnail
      }
      nav.pushViewController(second, animated: true)
      device.runUntilIdle()
      nav.popViewController(animated: true)
      device.runUntilIdle()
    }
    let pop = run.calls(inTransition: 2)
    #expect(pop.contains("uikit → animator.zoom animateTransition(using:)"))
    #expect(pop.contains("uikit → app sourceViewProvider(_:)"))
    #expect(!pop.contains { $0.contains("animator.zoom.2") || $0.contains("parallax") })
    #expect(returned.count == 2)
    #expect(run.diagnostics == [])
  }

  @Test("The navigation delegate is still asked, and its animator wins over the zoom")
  func delegateAnimatorWins() throws {
    let delegate = TestNavigationDelegate()
    let first = FirstViewController()
    let second = SecondViewController()
    let run = try ContainerRun.start(navigation(delegate: delegate, first: first)) { nav, device in
      _ = zoom(from: first, to: second)
      nav.pushViewController(second, animated: true)
      device.runUntilIdle()
    }
    let push = run.calls(inTransition: 1)
    #expect(
      push.contains(
        "uikit → delegate.testNavigation navigationController(_:animationControllerFor:from:to:)"))
    #expect(push.contains("uikit → animator.slideTest animateTransition(using:)"))
    #expect(!push.contains { $0.contains("zoom") || $0.contains("sourceViewProvider") })
  }

  @Test("A push without animation does not zoom and asks no provider")
  func unanimatedPushDoesNotZoom() throws {
    let first = FirstViewController()
    let second = SecondViewController()
    let run = try ContainerRun.start(navigation(first: first)) { nav, device in
      _ = zoom(from: first, to: second)
      nav.pushViewController(second, animated: false)
      device.runUntilIdle()
    }
    #expect(!run.calls(inTransition: 1).contains { $0.contains("sourceViewProvider") })
  }

  @Test("A zoom presents full screen: the presenter hears its disappearance")
  func presentationIsFullScreen() throws {
    let presented = PresentedViewController()
    let run = try Run.start { run in
      let thumbnail = UIView(frame: CGRect(x: 20, y: 160, width: 110, height: 110))
      run.root.view.addSubview(thumbnail)
      presented.preferredTransition = .zoom { _ in thumbnail }
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
      presented.dismiss(animated: true)
      run.device.runUntilIdle()
    }
    #expect(
      run.appearance(of: "vc.presenting") == [
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
        "viewWillDisappear(_:)", "viewDidDisappear(_:)",
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
      ])
    for transition in [1, 2] {
      let calls = run.calls(inTransition: transition)
      #expect(calls.contains("uikit → animator.zoom animateTransition(using:)"))
      #expect(calls.contains("uikit → app sourceViewProvider(_:)"))
    }
    #expect(run.diagnostics.allSatisfy { $0.hasPrefix("note") })
  }

  @Test("A style set by the app keeps its own animation; a delegate's animator wins")
  func otherStylesAndDelegatesKeepTheirAnimation() throws {
    let sheet = PresentedViewController()
    let custom = PresentedViewController()
    let delegate = TestTransitioningDelegate()
    let run = try Run.start { run in
      sheet.modalPresentationStyle = .pageSheet
      sheet.preferredTransition = .zoom(sourceViewProvider: { _ in nil })
      run.root.present(sheet, animated: true)
      run.device.runUntilIdle()
      sheet.dismiss(animated: true)
      run.device.runUntilIdle()
      custom.modalPresentationStyle = .custom
      custom.transitioningDelegate = delegate
      custom.preferredTransition = .zoom(sourceViewProvider: { _ in nil })
      run.root.present(custom, animated: true)
      run.device.runUntilIdle()
    }
    #expect(run.calls(inTransition: 1).contains("uikit → animator.sheet animateTransition(using:)"))
    #expect(!run.calls(inTransition: 3).contains { $0.contains("zoom") })
    #expect(
      !run.events.contains { $0.call?.name == .zoomSourceViewProvider })
  }

  @Test("A preferred transition that names a style runs that style's animation")
  func namedStyleRunsItsAnimation() throws {
    let presented = PresentedViewController()
    let run = try Run.start { run in
      presented.modalPresentationStyle = .fullScreen
      presented.preferredTransition = .crossDissolve
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1).contains(
        "uikit → animator.crossDissolve animateTransition(using:)"))
  }

  @Test("The zoomed view grows from the source's frame to its own")
  func zoomedViewGrowsFromTheSource() throws {
    let first = FirstViewController()
    let second = SecondViewController()
    var sourceFrame = CGRect.zero
    let run = try ContainerRun.start(navigation(first: first)) { nav, device in
      let thumbnail = zoom(from: first, to: second)
      nav.pushViewController(second, animated: true)
      device.runUntilIdle()
      sourceFrame = thumbnail.convert(thumbnail.bounds, to: second.view.superview)
    }
    let frame = second.view.frame
    let grows = run.log.records.compactMap { record -> ScreenTransform? in
      guard case .geometry(.set(let set)) = record, set.animation != nil,
        set.values.transform == ScreenTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
      else { return nil }
      return set.from?.transform
    }
    let expected = ScreenTransform(
      a: Double(sourceFrame.width / frame.width), b: 0, c: 0,
      d: Double(sourceFrame.height / frame.height),
      tx: Double(sourceFrame.midX - frame.midX), ty: Double(sourceFrame.midY - frame.midY))
    #expect(grows.contains { abs($0.a - expected.a) < 0.001 && abs($0.ty - expected.ty) < 0.5 })
    #expect(second.view.transform == .identity)
  }

  /// WWDC24 (docs/lifecycle.md#fact-zoom-interrupted): a push that is turned back completes
  /// first, so the pushed view controller hears viewDidAppear before it starts to disappear.
  @Test("A pop asked for during a zoom push: the push completes, then the pop zooms back")
  func popDuringPush() throws {
    let first = FirstViewController()
    let second = SecondViewController()
    let run = try ContainerRun.start(navigation(first: first)) { nav, device in
      _ = zoom(from: first, to: second)
      nav.pushViewController(second, animated: true)
      device.wait(0.1)
      nav.popViewController(animated: true)
      device.runUntilIdle()
    }
    let appearance = run.events.compactMap { event -> String? in
      guard let call = event.call, call.receiver == "vc.second",
        CallName.appearanceCallbacks.contains(call.name)
      else { return nil }
      return call.name.rawValue
    }
    #expect(
      appearance == [
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
        "viewWillDisappear(_:)", "viewDidDisappear(_:)",
      ])
    #expect(run.diagnostics == [])
  }

  @Test("A zoom from a bar button item asks its provider and zooms without motion")
  func barButtonItemZoom() throws {
    let first = FirstViewController()
    let second = SecondViewController()
    let item = UIBarButtonItem(title: "Cart", style: .plain, target: nil, action: nil as Selector?)
    var asked = 0
    let run = try ContainerRun.start(navigation(first: first)) { nav, device in
      second.preferredTransition = .zoom(sourceBarButtonItemProvider: { _ in
        asked += 1
        return item
      })
      nav.pushViewController(second, animated: true)
      device.runUntilIdle()
    }
    #expect(asked == 1)
    let provider = try #require(
      run.events.first { $0.call?.name == .zoomSourceBarButtonItemProvider }?.call)
    #expect(provider.result == .string("Cart"))
    #expect(run.calls(inTransition: 1).contains("uikit → animator.zoom animateTransition(using:)"))
    #expect(second.view.transform == .identity)
  }
}
