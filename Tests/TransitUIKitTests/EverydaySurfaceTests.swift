import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// UIKit that apps use around their transitions, written as apps write it: a cell's view found
/// by its tag, animations switched off for a layout pass, a search bar with a delegate, a
/// gesture recognizer reading its event's touches, and a view controller that supplies its own
/// transitioning delegate by overriding the property.
@MainActor
@Suite("Everyday UIKit around transitions")
struct EverydaySurfaceTests {
  @Test("viewWithTag finds the view itself or its first descendant with the tag, depth first")
  func viewWithTag() {
    let cell = UIView()
    let content = UIView()
    let badge = UILabel()
    let deeper = UIView()
    badge.tag = 7
    deeper.tag = 7
    content.addSubview(deeper)
    cell.addSubview(content)
    cell.addSubview(badge)
    cell.tag = 1
    #expect(cell.viewWithTag(7) === deeper)
    #expect(cell.viewWithTag(1) === cell)
    #expect(cell.viewWithTag(3) == nil)
    #expect(badge.viewWithTag(7) === badge)
  }

  @Test("with animations disabled, a block's changes and its completion come at once")
  func animationsDisabled() throws {
    var times: [String] = []
    var flags: [Bool] = []
    let log = RecordBuffer()
    try Simulator.run(scenario: "test", to: log) { device in
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      device.window.addSubview(card)
      flags.append(UIView.areAnimationsEnabled)
      UIView.performWithoutAnimation { flags.append(UIView.areAnimationsEnabled) }
      let start = CACurrentMediaTime()
      UIView.setAnimationsEnabled(false)
      flags.append(UIView.areAnimationsEnabled)
      UIView.animate(withDuration: 1, animations: { card.frame.origin.y = 300 }) { _ in
        times.append(String(format: "off %.2f", CACurrentMediaTime() - start))
      }
      device.wait(0.5)
      UIView.setAnimationsEnabled(true)
      let again = CACurrentMediaTime()
      UIView.animate(withDuration: 1, animations: { card.frame.origin.y = 0 }) { _ in
        times.append(String(format: "on %.2f", CACurrentMediaTime() - again))
      }
      device.wait(2)
      flags.append(UIView.areAnimationsEnabled)
    }
    #expect(flags == [true, false, false, true])
    #expect(times == ["off 0.00", "on 1.00"])
    // Both blocks are in the log as the app called them, with the duration it gave.
    let calls = log.records.compactMap(\.event?.call).filter {
      $0.name == "animate(withDuration:animations:completion:)"
    }
    #expect(calls.map { $0.args["duration"] } == [.double(1), .double(1)])
  }

  /// A list screen's search bar delegate, as apps write one.
  final class Filter: UISearchBarDelegate {
    var heard: [String] = []
    var allowsEnd = true
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
      heard.append("should begin")
      return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { heard.append("did begin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
      heard.append("should end")
      return allowsEnd
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { heard.append("did end") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { heard.append("cancel") }
  }

  @Test("a search bar asks its delegate as editing begins and ends, and on Cancel")
  func searchBarDelegate() throws {
    let filter = Filter()
    var answers: [Bool] = []
    try Simulator.run(scenario: "test", to: RecordBuffer()) { device in
      let list = UIViewController()
      device.window.rootViewController = list
      device.runUntilIdle()
      let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 393, height: 56))
      bar.delegate = filter
      bar.showsCancelButton = true
      list.view.addSubview(bar)
      _ = device.tap(at: CGPoint(x: 100, y: 128))
      filter.allowsEnd = false
      answers.append(bar.resignFirstResponder())
      filter.allowsEnd = true
      answers.append(bar.resignFirstResponder())
      _ = device.tap(at: CGPoint(x: 100, y: 128))
      _ = device.tap(at: CGPoint(x: 353, y: 128))
    }
    #expect(answers == [false, true])
    #expect(
      filter.heard == [
        "should begin", "did begin", "should end", "should end", "did end", "should begin",
        "did begin", "cancel",
      ])
  }

  /// A recognizer that reads what its event carries, as a press-to-shrink card does.
  final class Press: UITapGestureRecognizer {
    var seen: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      let touch = touches.first
      seen.append(
        "touches \(event.allTouches?.count ?? -1), in view \(event.touches(for: view!)?.count ?? -1)"
          + ", force \(touch?.force ?? -1) of \(touch?.maximumPossibleForce ?? -1)"
          + ", finger \(touch?.type == .direct)")
    }
  }

  @Test("a recognizer's event carries the sequence's touches; force is not reported")
  func eventTouches() throws {
    let press = Press()
    try Simulator.run(scenario: "test", to: RecordBuffer()) { device in
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      card.addGestureRecognizer(press)
      device.window.addSubview(card)
      device.tap(card)
    }
    #expect(press.seen == ["touches 1, in view 1, force 0.0 of 0.0, finger true"])
  }

  /// A menu that is its own transitioning delegate's source: it overrides the property, as a
  /// side-menu library does, rather than setting it.
  final class Menu: UIViewController {
    let transitions = Transitions()
    override var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
      get { transitions }
      set {}
    }
  }

  final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
    var asked: [String] = []
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      asked.append("presented")
      return nil
    }
  }

  @Test("UIKit asks the transitioning delegate a view controller's override returns")
  func overriddenTransitioningDelegate() throws {
    let menu = Menu()
    try Simulator.run(scenario: "test", to: RecordBuffer()) { device in
      let home = UIViewController()
      device.window.rootViewController = home
      device.runUntilIdle()
      menu.modalPresentationStyle = .custom
      home.present(menu, animated: true)
      device.runUntilIdle()
    }
    #expect(menu.transitions.asked == ["presented"])
  }

  @Test("the responder chain runs from a button up through its view controller to the window")
  func responderChain() throws {
    var chain: [String] = []
    try Simulator.run(scenario: "test", to: RecordBuffer()) { device in
      let home = UIViewController()
      device.window.rootViewController = home
      device.runUntilIdle()
      let card = UIView()
      let button = UIButton(type: .system)
      card.addSubview(button)
      home.view.addSubview(card)
      var responder: UIResponder? = button
      while let current = responder, chain.count < 8 {
        chain.append(
          current === home
            ? "home"
            : current === home.view
              ? "home.view"
              : current === card
                ? "card"
                : current === button
                  ? "button"
                  : current is UIWindow ? "window" : String(describing: type(of: current)))
        responder = current.next
      }
    }
    // The root view's superview may be a container UIKit adds; the chain reaches the window,
    // then the application, which ends it when its delegate is no responder.
    #expect(Array(chain.prefix(4)) == ["button", "card", "home.view", "home"])
    #expect(Array(chain.suffix(2)) == ["window", "UIApplication"])
  }

  #if !canImport(Darwin)
    /// An observer by key-path string, as the rewrite makes one on Linux.
    final class Watcher: NSObject, KeyValueStringObserving {
      var heard: [String] = []
      func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
      ) {
        heard.append("\(keyPath ?? "-") \((change?[.newKey] as? CGRect)?.minY ?? -1)")
      }
    }

    @Test("an observation by key-path string holds neither its observer nor its object")
    func stringObservationLetsGo() throws {
      weak var goneWatcher: Watcher?
      weak var goneView: UIView?
      var heard: [String] = []
      try Simulator.run(scenario: "test", to: RecordBuffer()) { device in
        var watcher: Watcher? = Watcher()
        var view: UIView? = UIView()
        view?.addObserver(watcher!, forKeyPath: "frame", options: [.new], context: nil)
        view?.frame.origin.y = 10
        heard = watcher?.heard ?? []
        goneWatcher = watcher
        goneView = view
        watcher = nil
        view = nil
        device.wait(0.1)
      }
      #expect(heard == ["frame 10.0"])
      #expect(goneWatcher == nil)
      #expect(goneView == nil)
    }
  #endif
}
