import Foundation
import Testing
import TransitTrace
import TransitUIKit

/// A view controller's own view: `loadView()`, the safe area, and the layout callbacks, where
/// UIKit sends them in a launch, a push, a pop, a presentation, a dismissal and a rotation
/// (docs/lifecycle.md#fact-load-view, #fact-view-layout). Each test states the whole history of
/// the calls, the layout callbacks included.
@MainActor
@Suite("A view controller's own view")
struct ViewLifecycleTests {
  /// Every call from the record numbered `seq` on, as `receiver name`.
  static func calls(_ log: RecordBuffer, from seq: Int = 1) -> [String] {
    log.events.filter { $0.seq >= seq }.compactMap { event in
      event.call.map { "\($0.receiver) \($0.name)" }
    }
  }

  /// The seq the next record will take.
  static func next(_ log: RecordBuffer) -> Int { (log.events.last?.seq ?? 0) + 1 }

  final class ListViewController: UIViewController {}
  final class DetailViewController: UIViewController {}

  /// A navigation controller's first screen is laid out twice before viewDidAppear(_:): the
  /// navigation bar's first layout moves its safe area (readke.com's log).
  @Test("launch: loadView, then the appearance with two layout passes of the first screen")
  func launch() throws {
    let log = RecordBuffer()
    try Simulator.run(scenario: "test", to: log) { device in
      device.window.rootViewController = UINavigationController(
        rootViewController: ListViewController())
      device.runUntilIdle()
    }
    #expect(Self.calls(log) == Self.launchHistory)
  }

  static let launchHistory = [
    "nav pushViewController(_:animated:)",
    "nav loadView()",
    "nav viewDidLoad()",
    "nav viewWillAppear(_:)",
    "vc.list loadView()",
    "vc.list viewDidLoad()",
    "vc.list viewWillAppear(_:)",
    "nav viewSafeAreaInsetsDidChange()",
    "nav viewIsAppearing(_:)",
    "nav viewWillLayoutSubviews()",
    "nav viewDidLayoutSubviews()",
    "vc.list viewSafeAreaInsetsDidChange()",
    "vc.list viewIsAppearing(_:)",
    "vc.list viewWillLayoutSubviews()",
    "vc.list viewDidLayoutSubviews()",
    "vc.list viewSafeAreaInsetsDidChange()",
    "vc.list viewWillLayoutSubviews()",
    "vc.list viewDidLayoutSubviews()",
    "nav viewDidAppear(_:)",
    "vc.list viewDidAppear(_:)",
  ]

  /// A pushed screen loads inside the push and is laid out once before viewDidAppear(_:); the
  /// screen a pop reveals comes back to the same place and is not laid out again.
  @Test("push and pop: one layout pass of the pushed screen, none of the revealed one")
  func pushPop() throws {
    let log = RecordBuffer()
    var pushedFrom = 0
    var poppedFrom = 0
    try Simulator.run(scenario: "test", to: log) { device in
      let navigation = UINavigationController(rootViewController: ListViewController())
      device.window.rootViewController = navigation
      device.runUntilIdle()
      pushedFrom = Self.next(log)
      navigation.pushViewController(DetailViewController(), animated: true)
      device.runUntilIdle()
      poppedFrom = Self.next(log)
      navigation.popViewController(animated: true)
      device.runUntilIdle()
    }
    let push = Self.calls(log, from: pushedFrom).prefix { !$0.hasPrefix("nav popViewController") }
    #expect(
      Array(push) == [
        "nav pushViewController(_:animated:)",
        "vc.detail loadView()",
        "vc.detail viewDidLoad()",
        "vc.list viewWillDisappear(_:)",
        "vc.detail viewWillAppear(_:)",
        "animator.parallax animateTransition(using:)",
        "uikit animate(withDuration:delay:options:animations:completion:)",
        "vc.detail viewSafeAreaInsetsDidChange()",
        "vc.detail viewIsAppearing(_:)",
        "vc.detail viewWillLayoutSubviews()",
        "vc.detail viewDidLayoutSubviews()",
        "animator.parallax completion(_:)",
        "ctx.1 completeTransition(_:)",
        "vc.list viewDidDisappear(_:)",
        "vc.detail viewDidAppear(_:)",
      ])
    #expect(
      Self.calls(log, from: poppedFrom) == [
        "nav popViewController(animated:)",
        "vc.detail viewWillDisappear(_:)",
        "vc.list viewWillAppear(_:)",
        "animator.parallax.2 animateTransition(using:)",
        "uikit animate(withDuration:delay:options:animations:completion:)",
        "vc.list viewIsAppearing(_:)",
        "animator.parallax.2 completion(_:)",
        "ctx.2 completeTransition(_:)",
        "vc.detail viewDidDisappear(_:)",
        "vc.list viewDidAppear(_:)",
      ])
  }

  /// A presented view controller loads inside present(_:animated:completion:) and is laid out
  /// between viewWillAppear(_:) and viewDidAppear(_:); the presenter a full-screen dismissal
  /// uncovers comes back unchanged and is not laid out again.
  @Test("present and dismiss: the presented screen laid out once; the presenter not again")
  func presentDismiss() throws {
    let log = RecordBuffer()
    var presentedFrom = 0
    var dismissedFrom = 0
    try Simulator.run(scenario: "test", to: log) { device in
      let list = ListViewController()
      device.window.rootViewController = list
      device.runUntilIdle()
      presentedFrom = Self.next(log)
      let detail = DetailViewController()
      detail.modalPresentationStyle = .fullScreen
      list.present(detail, animated: true)
      device.runUntilIdle()
      dismissedFrom = Self.next(log)
      detail.dismiss(animated: true)
      device.runUntilIdle()
    }
    let present = Self.calls(log, from: presentedFrom).prefix {
      !$0.hasPrefix("vc.detail dismiss")
    }
    #expect(
      Array(present) == [
        "vc.list present(_:animated:completion:)",
        "vc.detail loadView()",
        "vc.detail viewDidLoad()",
        "animator.builtin transitionDuration(using:)",
        "vc.list viewWillDisappear(_:)",
        "vc.detail viewWillAppear(_:)",
        "vc.detail prefersStatusBarHidden",
        "animator.builtin transitionDuration(using:)",
        "animator.builtin animateTransition(using:)",
        "uikit animate(withDuration:delay:options:animations:completion:)",
        "vc.detail viewSafeAreaInsetsDidChange()",
        "vc.detail viewIsAppearing(_:)",
        "vc.detail viewWillLayoutSubviews()",
        "vc.detail viewDidLayoutSubviews()",
        "animator.builtin completion(_:)",
        "ctx.1 completeTransition(_:)",
        "pc.fullScreen transitionDidFinish(_:)",
        "vc.detail viewDidAppear(_:)",
        "vc.list viewDidDisappear(_:)",
      ])
    #expect(
      Self.calls(log, from: dismissedFrom) == [
        "vc.detail dismiss(animated:completion:)",
        "animator.builtin.2 transitionDuration(using:)",
        "vc.detail viewWillDisappear(_:)",
        "vc.list viewWillAppear(_:)",
        "vc.list prefersStatusBarHidden",
        "animator.builtin.2 transitionDuration(using:)",
        "animator.builtin.2 animateTransition(using:)",
        "uikit animate(withDuration:delay:options:animations:completion:)",
        "vc.list viewIsAppearing(_:)",
        "animator.builtin.2 completion(_:)",
        "ctx.2 completeTransition(_:)",
        "pc.fullScreen transitionDidFinish(_:)",
        "vc.list viewDidAppear(_:)",
        "vc.detail viewDidDisappear(_:)",
      ])
  }

  /// A rotation tells the view controllers of the size change, then lays every one on screen
  /// out again in the new size, its safe area changed.
  @Test("rotation: viewWillTransition(to:with:), then the safe area and a layout pass")
  func rotation() throws {
    let log = RecordBuffer()
    var rotatedFrom = 0
    try Simulator.run(scenario: "test", to: log) { device in
      device.window.rootViewController = UINavigationController(
        rootViewController: ListViewController())
      device.runUntilIdle()
      rotatedFrom = Self.next(log)
      device.resize(to: CGSize(width: 852, height: 393))
      device.runUntilIdle()
    }
    #expect(
      Self.calls(log, from: rotatedFrom) == [
        "nav willTransition(to:with:)",
        "vc.list willTransition(to:with:)",
        "nav viewWillTransition(to:with:)",
        "vc.list viewWillTransition(to:with:)",
        "nav viewSafeAreaInsetsDidChange()",
        "nav traitCollectionDidChange(_:)",
        "nav viewWillLayoutSubviews()",
        "nav viewDidLayoutSubviews()",
        "vc.list viewSafeAreaInsetsDidChange()",
        "vc.list traitCollectionDidChange(_:)",
        "vc.list viewWillLayoutSubviews()",
        "vc.list viewDidLayoutSubviews()",
      ])
  }
}
