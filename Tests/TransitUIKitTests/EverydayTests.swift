import Foundation
import Testing
import TransitTrace
import TransitUIKit

/// The everyday UIKit around transitions (docs/lifecycle.md#facts-everyday): the presentation
/// relationship through parents and the Cancel button's dismissal, show(_:sender:), alerts, the
/// transition styles' refusals, a split view's columns and the navigation bar's hiding.
@MainActor
@Suite("Everyday UIKit")
struct EverydayTests {
  final class HomeViewController: UIViewController {}
  final class FormViewController: UIViewController {}
  final class StepViewController: UIViewController {}

  /// Runs `steps` in a simulator with `root` on screen; returns the log.
  static func run(
    _ root: @autoclosure @escaping () -> UIViewController,
    _ steps: (UIViewController, Simulator) -> Void
  ) throws -> RecordBuffer {
    let log = RecordBuffer()
    try Simulator.run(scenario: "test", to: log) { device in
      let made = root()
      device.window.rootViewController = made
      device.runUntilIdle()
      steps(made, device)
      device.runUntilIdle()
    }
    return log
  }

  /// Every call of transition `id`, as `caller → receiver name`, the view's own layout
  /// callbacks left out.
  static func calls(_ log: RecordBuffer, inTransition id: Int) -> [String] {
    log.events.filter { $0.transition == id }.compactMap(\.call).filter {
      !CallName.viewLifecycleCallbacks.contains($0.name)
    }.map { "\($0.callerID) → \($0.receiver) \($0.name)" }
  }

  static func diagnostics(_ log: RecordBuffer) -> [String] {
    log.events.compactMap { event in
      switch event.body {
      case .warning(let diagnostic): return "warning \(diagnostic.code)"
      case .note(let diagnostic): return "note \(diagnostic.code)"
      default: return nil
      }
    }
  }

  @Test("a child of a presented container has the container's presenter as its own")
  func presentationThroughParents() throws {
    var checked = false
    _ = try Self.run(HomeViewController()) { home, device in
      let form = FormViewController()
      let navigation = UINavigationController(rootViewController: form)
      home.present(navigation, animated: true)
      device.runUntilIdle()
      let step = StepViewController()
      navigation.pushViewController(step, animated: true)
      device.runUntilIdle()
      #expect(navigation.presentingViewController === home)
      #expect(form.presentingViewController === home)
      #expect(step.presentingViewController === home)
      #expect(home.presentedViewController === navigation)
      #expect(form.presentedViewController == nil)
      checked = true
    }
    #expect(checked)
  }

  /// The Cancel button of a screen pushed inside a presented navigation controller: UIKit
  /// hands the dismissal to the presenter, which dismisses the navigation controller in one
  /// transition (dismiss(animated:completion:) page).
  @Test("dismiss from a screen pushed in a presented form dismisses the whole form")
  func dismissFromPushedChild() throws {
    var stillPresented = true
    let log = try Self.run(HomeViewController()) { home, device in
      let navigation = UINavigationController(rootViewController: FormViewController())
      navigation.modalPresentationStyle = .fullScreen
      home.present(navigation, animated: true)
      device.runUntilIdle()
      let step = StepViewController()
      navigation.pushViewController(step, animated: true)
      device.runUntilIdle()
      step.dismiss(animated: true)
      device.runUntilIdle()
      stillPresented = home.presentedViewController != nil
    }
    #expect(!stillPresented)
    #expect(
      Self.calls(log, inTransition: 3) == [
        "app → vc.step dismiss(animated:completion:)",
        "uikit → animator.builtin.2 transitionDuration(using:)",
        "uikit → nav viewWillDisappear(_:)",
        "uikit → vc.step viewWillDisappear(_:)",
        "uikit → vc.home viewWillAppear(_:)",
        "uikit → vc.home prefersStatusBarHidden",
        "uikit → animator.builtin.2 transitionDuration(using:)",
        "uikit → animator.builtin.2 animateTransition(using:)",
        "animator.builtin.2 → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.home viewIsAppearing(_:)",
        "uikit → animator.builtin.2 completion(_:)",
        "animator.builtin.2 → ctx.3 completeTransition(_:)",
        "ctx.3 → pc.fullScreen transitionDidFinish(_:)",
        "uikit → vc.home viewDidAppear(_:)",
        "uikit → nav viewDidDisappear(_:)",
        "uikit → vc.step viewDidDisappear(_:)",
      ])
    // No "Unbalanced calls" warning; only the status bar's hand-over, to the form and back.
    #expect(
      Self.diagnostics(log) == [
        "note status-bar-query-position-unverified", "note status-bar-query-position-unverified",
      ])
  }

  @Test("show(_:sender:) pushes in a navigation controller and presents without one")
  func showTargets() throws {
    let inNavigation = try Self.run(
      UINavigationController(rootViewController: HomeViewController())
    ) { navigation, device in
      (navigation as? UINavigationController)?.topViewController?.show(
        StepViewController(), sender: nil)
    }
    let pushed = inNavigation.events.compactMap(\.call).filter {
      [.show, .targetViewControllerForAction, .pushViewController, .present].contains($0.name)
    }.map { "\($0.callerID) → \($0.receiver) \($0.name) \($0.result?.description ?? "")" }
    #expect(
      pushed == [
        "uikit → nav pushViewController(_:animated:) ",
        "app → vc.home show(_:sender:) ",
        "uikit → vc.home targetViewController(forAction:sender:) nav",
        "uikit → nav show(_:sender:) ",
        "nav → nav pushViewController(_:animated:) ",
      ])
    let alone = try Self.run(HomeViewController()) { home, device in
      home.show(StepViewController(), sender: nil)
    }
    let presented = alone.events.compactMap(\.call).filter {
      [.show, .targetViewControllerForAction, .present].contains($0.name)
    }.map { "\($0.callerID) → \($0.receiver) \($0.name) \($0.result?.description ?? "")" }
    #expect(
      presented == [
        "app → vc.home show(_:sender:) ",
        "uikit → vc.home targetViewController(forAction:sender:) nil",
        "uikit → vc.home present(_:animated:completion:) ",
      ])
  }

  @Test("a partial curl needs a full-screen presentation; its view controller presents nothing")
  func partialCurlRefusals() throws {
    let sheet = try Self.run(HomeViewController()) { home, device in
      let card = FormViewController()
      card.modalPresentationStyle = .pageSheet
      card.modalTransitionStyle = .partialCurl
      home.present(card, animated: true)
    }
    #expect(Self.diagnostics(sheet) == ["warning partial-curl-needs-full-screen"])
    #expect(!sheet.events.contains { $0.body.isTransition })
    let curled = try Self.run(HomeViewController()) { home, device in
      let card = FormViewController()
      card.modalPresentationStyle = .fullScreen
      card.modalTransitionStyle = .partialCurl
      home.present(card, animated: true)
      device.runUntilIdle()
      card.present(StepViewController(), animated: true)
    }
    #expect(Self.diagnostics(curled).contains("warning present-from-partial-curl"))
    #expect(curled.events.filter { $0.body.isRequested }.count == 1)
  }

  @Test("an alert's action: UIKit dismisses from the presenter, then runs the handler")
  func alertHandlerAfterDismissal() throws {
    var handled = 0
    let log = try Self.run(HomeViewController()) { home, device in
      let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in handled += 1 })
      alert.addAction(UIAlertAction(title: "Not again", style: .cancel))
      home.present(alert, animated: true)
      device.runUntilIdle()
      device.tapButton(titled: "OK")
    }
    #expect(handled == 1)
    #expect(Self.diagnostics(log) == ["warning alert-second-cancel-action"])
    #expect(
      Self.calls(log, inTransition: 2) == [
        "uikit → vc.home dismiss(animated:completion:)",
        "uikit → animator.alert.2 transitionDuration(using:)",
        "uikit → vc.alert viewWillDisappear(_:)",
        "uikit → animator.alert.2 transitionDuration(using:)",
        "uikit → animator.alert.2 animateTransition(using:)",
        "animator.alert.2 → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → animator.alert.2 completion(_:)",
        "animator.alert.2 → ctx.2 completeTransition(_:)",
        "ctx.2 → pc.alert transitionDidFinish(_:)",
        "uikit → vc.alert viewDidDisappear(_:)",
        "uikit → app handler(_:)",
      ])
    let classes = Dictionary(
      log.participants.map { ($0.id, $0.className) }, uniquingKeysWith: { first, _ in first })
    #expect(classes["pc.alert"] == "_UIAlertControllerAlertPresentationController")
    #expect(classes["animator.alert"] == "_UIAlertControllerAnimatedTransitioning")
  }

  @Test("an action sheet in a regular width is a popover, which needs a source")
  func actionSheetPopover() throws {
    func present(withSource: Bool) throws -> RecordBuffer {
      try Self.run(HomeViewController()) { home, device in
        device.resize(to: CGSize(width: 1180, height: 820))
        device.runUntilIdle()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        if withSource { sheet.popoverPresentationController?.sourceView = home.view }
        #expect(sheet.modalPresentationStyle == .popover)
        home.present(sheet, animated: true)
      }
    }
    let refused = try present(withSource: false)
    #expect(Self.diagnostics(refused) == ["warning popover-without-source"])
    let shown = try present(withSource: true)
    #expect(Self.diagnostics(shown) == [])
    let presentation = try #require(
      shown.participants.first { $0.role == .presentationController })
    #expect(presentation.className == "_UIAlertControllerActionSheetRegularPresentationController")
    // The presenter stays on screen: no appearance callback reaches it.
    #expect(
      !shown.events.compactMap(\.call).contains {
        $0.receiver == "vc.home" && CallName.appearanceCallbacks.contains($0.name)
          && $0.name != .viewWillAppear && $0.name != .viewDidAppear
          && $0.name != .viewIsAppearing
      })
  }

  @Test("hiding the navigation bar moves the safe area of the screen under it")
  func navigationBarHidden() throws {
    let log = try Self.run(
      UINavigationController(rootViewController: HomeViewController())
    ) { navigation, device in
      (navigation as? UINavigationController)?.setNavigationBarHidden(true, animated: false)
    }
    let after = log.events.drop { $0.call?.name != .setNavigationBarHidden }.compactMap(\.call)
      .map { "\($0.receiver) \($0.name)" }
    #expect(
      after == [
        "nav setNavigationBarHidden(_:animated:)",
        "nav viewWillLayoutSubviews()",
        "nav viewDidLayoutSubviews()",
        "vc.home viewSafeAreaInsetsDidChange()",
        "vc.home viewWillLayoutSubviews()",
        "vc.home viewDidLayoutSubviews()",
      ])
  }

  @Test("isNavigationBarHidden reads the bar's state and, set, hides it as the method does")
  func navigationBarHiddenProperty() throws {
    var states: [Bool] = []
    let log = try Self.run(
      UINavigationController(rootViewController: HomeViewController())
    ) { navigation, device in
      guard let navigation = navigation as? UINavigationController else { return }
      states.append(navigation.isNavigationBarHidden)
      navigation.isNavigationBarHidden = true
      states.append(navigation.isNavigationBarHidden)
      navigation.setNavigationBarHidden(false, animated: true)
      states.append(navigation.isNavigationBarHidden)
    }
    #expect(states == [false, true, false])
    let after = log.events.drop { $0.call?.name != .setNavigationBarHidden }.compactMap(\.call)
      .map { "\($0.receiver) \($0.name)" }
    // Hidden and shown again before the layout pass: at the pass the safe area is as it was,
    // so the screen under the bar hears no change.
    #expect(
      after == [
        "nav setNavigationBarHidden(_:animated:)",
        "nav setNavigationBarHidden(_:animated:)",
        "nav viewWillLayoutSubviews()",
        "nav viewDidLayoutSubviews()",
      ])
  }
}

extension Event.Body {
  fileprivate var isTransition: Bool {
    if case .transition = self { return true }
    return false
  }

  fileprivate var isRequested: Bool {
    if case .transition(let change) = self { return change.state == .requested }
    return false
  }
}
