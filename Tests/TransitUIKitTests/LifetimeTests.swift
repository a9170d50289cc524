import Foundation
import Testing
import TransitTrace
import TransitUIKit

/// Object lifetimes as UIKit has them (docs/lifecycle.md#facts-lifetime): the engine keeps
/// nothing alive, writes each release at the end of the turn it happens in, notes a delegate
/// UIKit finds freed, and names what keeps alive an object a completed transition removed.
@MainActor
@Suite("Object lifetimes")
struct LifetimeTests {
  /// A fade that keeps no reference to anything past its transition.
  final class Fade: NSObject, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
  {
    /// Set, the fade holds itself: a cycle nothing else keeps.
    var me: Fade?

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    { 0.2 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      if let to = transitionContext.view(forKey: .to) {
        transitionContext.containerView.addSubview(to)
      }
      UIView.animate(withDuration: 0.2) {
      } completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }
  }

  /// Every release and retained record, in order, as `release id by holder` and
  /// `retained id: path`.
  static func lifetimes(_ run: Run) -> [String] {
    run.events.compactMap { event in
      switch event.body {
      case .release(let release):
        return "release \(release.participant)" + (release.by.map { " by \($0)" } ?? "")
      case .retained(let retention):
        return "retained \(retention.participant): \(retention.path ?? "no path")"
      default: return nil
      }
    }
  }

  /// The delegate is kept by the app's objects (`keepsAlive`), or only where the run cannot see
  /// it, as a global (`static let shared`) keeps one for reuse: the same objects go either way,
  /// and the kept animator is never called retained.
  @Test(
    "a presented view controller is freed once its dismissal completes, with its machinery",
    arguments: [true, false])
  func dismissedFreed(appHoldsDelegate: Bool) throws {
    let fade = Fade()
    let run = try Run.start { run in
      if appHoldsDelegate { run.device.keepsAlive(fade) }
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .overFullScreen
      presented.transitioningDelegate = fade
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
      presented.dismiss(animated: true)
    }
    // The presentation's context and coordinator go when it ends; the dismissed view
    // controller goes when the dismissal completes, with its presentation controller and the
    // dismissal's context, each named with the holder UIKit let go for. The delegate (also the
    // animator) is the test's, alive throughout.
    #expect(
      Self.lifetimes(run) == [
        "release ctx.1 by uikit", "release vc.presented by vc.presenting",
        "release pc.overFullScreen by vc.presented", "release ctx.2 by uikit",
      ])
    withExtendedLifetime(fade) {}
  }

  @Test("a transitioning delegate nothing keeps: the dismissal is UIKit's own, and a note says why")
  func releasedTransitioningDelegate() throws {
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .overFullScreen
      do {
        let fade = Fade()
        presented.transitioningDelegate = fade
        run.root.present(presented, animated: true)
      }
      run.device.runUntilIdle()
      presented.dismiss(animated: true)
    }
    let release = try #require(
      run.events.first {
        if case .release(let release) = $0.body { return release.participant == "delegate.fade" }
        return false
      })
    #expect(run.calls(inTransition: 1).contains("uikit → delegate.fade animateTransition(using:)"))
    #expect(
      run.calls(inTransition: 2).filter { $0.contains("animateTransition") } == [
        "uikit → animator.builtin animateTransition(using:)"
      ])
    let note = try #require(
      run.events.compactMap { event -> Diagnostic? in
        if case .note(let note) = event.body, note.code == "transitioning-delegate-released" {
          return note
        }
        return nil
      }.first)
    #expect(note.participant == "vc.presented")
    #expect(note.message.hasPrefix("transitioningDelegate was released at seq \(release.seq) "))
  }

  /// A navigation delegate that vends a fade for every push and pop.
  final class NavigationFade: NSObject, UINavigationControllerDelegate {
    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { Fade() }
  }

  @Test("a navigation delegate nothing keeps: the push is UIKit's own, and a note says why")
  func releasedNavigationDelegate() throws {
    let run = try Run.start { run in
      let navigation = UINavigationController(rootViewController: PresentingViewController())
      run.device.window.rootViewController = navigation
      run.device.runUntilIdle()
      navigation.delegate = NavigationFade()
      run.device.wait(0.5)
      navigation.pushViewController(PresentedViewController(), animated: true)
    }
    #expect(run.diagnostics.contains("note navigation-delegate-released"))
    #expect(
      run.events.compactMap(\.call).contains {
        $0.receiver == "animator.parallax" && $0.name == .animateTransition
      })
    #expect(
      !run.events.compactMap(\.call).contains { $0.name == .navigationAnimationController })
  }

  /// An object whose reference to its holder is weak, or unowned: neither keeps it alive.
  final class Holder {
    var item: Item?
    var items: [Item] = []
  }

  final class Item {
    weak var weakBack: Holder?
    unowned var unownedBack: Holder
    var onChange: (() -> Void)?
    init(_ holder: Holder) { unownedBack = holder }
  }

  @Test("a path follows strong stored properties only: never weak or unowned ones, nor closures")
  func strongPathsOnly() throws {
    // A presented view controller kept by a closure only: no path is invented.
    let keeper = Holder()
    defer { withExtendedLifetime(keeper) {} }
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .overFullScreen
      let item = Item(keeper)
      item.weakBack = keeper
      item.onChange = { _ = presented }
      keeper.item = item
      run.device.keepsAlive(keeper)
      run.root.present(presented, animated: false)
      run.device.runUntilIdle()
      presented.dismiss(animated: false)
      run.device.runUntilIdle()
      run.device.wait(1)
    }
    #expect(
      Self.lifetimes(run).filter { $0.hasPrefix("retained") } == [
        "retained vc.presented: no path"
      ])
  }

  /// A value of protocol type: a struct inside it is read by its own fields, a class inside it
  /// is followed.
  protocol Handling {}
  struct ScreenHandler: Handling { let screen: UIViewController }
  struct Failure: Error { let code = 3 }
  final class ScreenBox: Handling { var screen: UIViewController? }

  final class HandledViewController: UIViewController {
    var handler: (any Handling)?
    var boxed: any Handling = ScreenBox()
    var failure: (any Error)? = Failure()
  }

  @Test("a property of protocol type is followed into the struct or object it holds")
  func existentialProperties() throws {
    let run = try Run.start { run in
      let handled = HandledViewController()
      handled.modalPresentationStyle = .overFullScreen
      handled.handler = ScreenHandler(screen: handled)
      run.root.present(handled, animated: false)
      run.device.runUntilIdle()
      handled.dismiss(animated: false)
      run.device.runUntilIdle()
      run.device.wait(1)
    }
    #expect(
      Self.lifetimes(run).filter { $0.hasPrefix("retained") } == [
        "retained vc.handled: HandledViewController.handler.screen → HandledViewController"
      ])
    let boxed = try Run.start { run in
      let handled = HandledViewController()
      handled.modalPresentationStyle = .overFullScreen
      let box = ScreenBox()
      box.screen = handled
      handled.boxed = box
      run.root.present(handled, animated: false)
      run.device.runUntilIdle()
      handled.dismiss(animated: false)
      run.device.runUntilIdle()
      run.device.wait(1)
    }
    #expect(
      Self.lifetimes(boxed).filter { $0.hasPrefix("retained") } == [
        "retained vc.handled: HandledViewController.boxed → ScreenBox.screen → "
          + "HandledViewController"
      ])
  }

  /// Objects inside collections, optionals and structs of plain values.
  protocol Observing: AnyObject {}
  final class Observer: Observing { var screen: UIViewController? }
  struct Slot {
    var frame = CGRect.zero
    var title = "main"
    var observer: Observer?
  }

  final class ObservedViewController: UIViewController {
    var observers: [any Observing] = []
    var slots: [String: Slot] = [:]
    var later: [Observer]?
    var plain: [String: [CGRect]] = ["frames": [.zero]]
  }

  @Test(
    "a path runs through an array of a protocol, a dictionary of structs and an optional array",
    arguments: [
      (
        "observers",
        "ObservedViewController.observers[0] → Observer.screen → ObservedViewController"
      ),
      (
        "slots",
        "ObservedViewController.slots[0].value.observer → Observer.screen → ObservedViewController"
      ),
      ("later", "ObservedViewController.later[0] → Observer.screen → ObservedViewController"),
    ])
  func collectionProperties(_ property: String, _ path: String) throws {
    let run = try Run.start { run in
      let screen = ObservedViewController()
      screen.modalPresentationStyle = .overFullScreen
      let observer = Observer()
      observer.screen = screen
      switch property {
      case "observers": screen.observers = [observer]
      case "slots": screen.slots = ["main": Slot(observer: observer)]
      default: screen.later = [observer]
      }
      run.root.present(screen, animated: false)
      run.device.runUntilIdle()
      screen.dismiss(animated: false)
      run.device.runUntilIdle()
      run.device.wait(1)
    }
    #expect(
      Self.lifetimes(run).filter { $0.hasPrefix("retained") } == ["retained vc.observed: \(path)"])
  }

  /// Keeps a fade in a property between presentations, as an app keeps its animator.
  final class FadeKeeper {
    var fade: Fade?
  }

  @Test("an animator found kept on purpose is looked at again when it departs again")
  func keptThenLetGo() throws {
    let keeper = FadeKeeper()
    let fade = Fade()
    defer { fade.me = nil }
    let run = try Run.start { run in
      run.device.keepsAlive(keeper)
      keeper.fade = fade
      for round in 0..<2 {
        let presented = PresentedViewController()
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = fade
        run.root.present(presented, animated: true)
        // The presentation's turns judge the first dismissal's departures: the keeper holds
        // the fade, and the chain that shows it is kept.
        run.device.runUntilIdle()
        if round == 1 {
          // The app lets go of it, and it holds itself.
          fade.me = fade
          keeper.fade = nil
        }
        presented.dismiss(animated: true)
        run.device.runUntilIdle()
        run.device.wait(1)
      }
    }
    // The first time the keeper holds it: nothing to say. The second time the kept chain is
    // broken, so the walk runs again and finds the cycle.
    #expect(run.retained == ["delegate.fade held by Fade.me → Fade"])
  }
}
