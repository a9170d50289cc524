import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A view's own touch methods, called as UIKit calls them: after the gesture recognizers see
/// each phase, up the responder chain from the view the finger lands on, and cancelled by a
/// recognizer that cancels touches in its view.
@MainActor
@Suite("View touches")
struct ViewTouchesTests {
  /// A card in the style of the card libraries: it shrinks when the finger lands, and asks its
  /// screen to present when the finger lifts, from its own `touchesEnded(_:with:)`.
  final class PressableCard: UIView {
    var heard: [String] = []
    var onLift: (() -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesBegan(touches, with: event)
      heard.append("touchesBegan")
      transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesMoved(touches, with: event)
      heard.append("touchesMoved")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesEnded(touches, with: event)
      heard.append("touchesEnded")
      transform = .identity
      onLift?()
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesCancelled(touches, with: event)
      heard.append("touchesCancelled")
      transform = .identity
    }
    func tapped() { heard.append("tap") }
  }

  final class CardsScreen: UIViewController {
    let card = PressableCard(frame: CGRect(x: 20, y: 200, width: 353, height: 300))
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(card)
      card.onLift = { [unowned self] in present(UIViewController(), animated: true) }
    }
  }

  // `transit run` records the methods each of the developer's classes declares; these tests
  // record them as it would.
  init() {
    SelectorTable.register(
      "PressableCard",
      selectors: [
        "touchesBegan:with:", "touchesMoved:with:", "touchesEnded:with:", "touchesCancelled:with:",
      ])
    SelectorTable.register("ChainScreen", selectors: ["touchesBegan:with:", "touchesEnded:with:"])
  }

  private func run(_ root: UIViewController, _ steps: (Simulator) -> Void) throws -> [Event] {
    let log = RecordBuffer()
    try Simulator.run(scenario: "view touches", to: log) { device in
      device.window.rootViewController = root
      device.runUntilIdle()
      steps(device)
    }
    return log.records.compactMap {
      if case .event(let event) = $0 { return event }
      return nil
    }
  }

  private func touches(_ events: [Event]) -> [String] {
    events.compactMap {
      guard case .gesture(let gesture) = $0.body else { return nil }
      return "\(gesture.kind) \(gesture.state) \(gesture.view)"
    }
  }

  @Test("a card that presents from its own touchesEnded presents, caused by the lifted finger")
  func touchesEndedPresents() throws {
    let screen = CardsScreen()
    var hit: UIView?
    let events = try run(screen) { device in
      hit = device.tap(at: CGPoint(x: 100, y: 300), holding: 0.2)
      device.runUntilIdle()
    }
    #expect(hit === screen.card)
    #expect(screen.card.heard == ["touchesBegan", "touchesEnded"])
    #expect(screen.presentedViewController != nil)
    let cardID = try #require(touches(events).first?.split(separator: " ").last)
    #expect(touches(events) == ["touch began \(cardID)", "touch ended \(cardID)"])
    let ended = try #require(
      events.first {
        if case .gesture(let gesture) = $0.body { return gesture.state == "ended" }
        return false
      })
    let present = try #require(
      events.first {
        if case .call(let call) = $0.body {
          return call.name.rawValue == "present(_:animated:completion:)"
        }
        return false
      })
    #expect(present.cause == ended.seq)
    // The card's code is the app's: the touch and the present it makes name the app.
    if case .call(let call) = present.body { #expect(call.caller == "app") }
    if case .gesture(let gesture) = ended.body { #expect(gesture.target == "app") }
    // The finger held 0.2 s: the card is lifted that long after it landed.
    let began = try #require(
      events.first {
        if case .gesture(let gesture) = $0.body { return gesture.state == "began" }
        return false
      })
    #expect(ended.time.microseconds - began.time.microseconds == 200_000)
  }

  @Test(
    "a tap recognizer on the card: the view's touches as its three properties say",
    arguments: [
      // cancelsTouchesInView (default true): the view's touch is cancelled once the tap is
      // recognized, after the recognizer's action.
      (true, false, 1, ["touchesBegan", "tap", "touchesCancelled"], false),
      // cancelsTouchesInView false: the view gets every touch, its touchesEnded after the
      // action (delaysTouchesEnded), and presents as on a device.
      (false, false, 1, ["touchesBegan", "tap", "touchesEnded"], true),
      // delaysTouchesBegan: the view never sees a touch the recognizer took.
      (true, true, 1, ["tap"], false),
      // delaysTouchesBegan with a double tap that fails on one tap: the view's touch begins
      // late, when the recognizer fails, and ends.
      (true, true, 2, ["touchesBegan", "touchesEnded"], true),
    ])
  func recognizerProperties(
    cancels: Bool, delaysBegan: Bool, taps: Int, heard: [String], presents: Bool
  ) throws {
    let screen = CardsScreen()
    _ = screen.view
    let tap = UITapGestureRecognizer(target: screen.card, action: PressableCard.tapped)
    tap.cancelsTouchesInView = cancels
    tap.delaysTouchesBegan = delaysBegan
    tap.numberOfTapsRequired = taps
    screen.card.addGestureRecognizer(tap)
    _ = try run(screen) { device in
      device.tap(at: CGPoint(x: 100, y: 300))
      device.runUntilIdle()
    }
    #expect(screen.card.heard == heard)
    #expect((screen.presentedViewController != nil) == presents)
    #expect(screen.card.transform == .identity)
  }

  @Test("a pan recognizer that cancels touches in its view cancels the card's drag once it begins")
  func panCancels() throws {
    let screen = CardsScreen()
    _ = screen.view
    final class Target {
      var heard: [String] = []
      func panned(_ pan: UIPanGestureRecognizer) { heard.append("pan \(pan.state)") }
    }
    let target = Target()
    screen.card.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: Target.panned))
    _ = try run(screen) { device in
      device.pan(at: CGPoint(x: 100, y: 300), translation: CGPoint(x: 0, y: 90), steps: 3)
    }
    // The first move (30 points) begins the pan: the card never sees a move.
    #expect(screen.card.heard == ["touchesBegan", "touchesCancelled"])
    #expect(target.heard == ["pan began", "pan changed", "pan changed", "pan ended"])
  }

  @Test("a drag on a card with no recognizer moves through its touchesMoved")
  func dragWithoutRecognizer() throws {
    let screen = CardsScreen()
    var hit: UIView?
    let events = try run(screen) { device in
      hit = device.pan(at: CGPoint(x: 100, y: 300), translation: CGPoint(x: 0, y: 90), steps: 3)
    }
    #expect(hit === screen.card)
    #expect(
      screen.card.heard == [
        "touchesBegan", "touchesMoved", "touchesMoved", "touchesMoved", "touchesEnded",
      ])
    #expect(touches(events).count == 2)
  }

  /// A screen that handles touches on its plain views itself, as UIResponder's default
  /// implementations hand a view's touches up to its view controller.
  final class ChainScreen: UIViewController {
    let plain = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    var heard: [String] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(plain)
      plain.addSubview(inner)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("began on \(touches.first?.view === inner ? "inner" : "?")")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("ended")
    }
  }

  @Test("a plain view's touches go up the responder chain to its view controller")
  func chainReachesViewController() throws {
    let screen = ChainScreen()
    var hit: UIView?
    _ = try run(screen) { device in
      hit = device.tap(at: CGPoint(x: 20, y: 120))
    }
    #expect(hit === screen.inner)
    #expect(screen.heard == ["began on inner", "ended"])
    // The responder chain as UIKit builds it: the root view's next is its view controller,
    // whose next is the view's superview, the window, whose next is the application.
    #expect(screen.inner.next === screen.plain)
    #expect(screen.view.next === screen)
    #expect(screen.next === screen.view.window)
    #expect(UIWindow(frame: .zero).next === UIApplication.shared)
  }

  @Test("the application's next responder is its delegate when that is a responder")
  func applicationNext() {
    final class AppDelegate: UIResponder, UIApplicationDelegate {}
    let app = UIApplication.shared
    let previous = app.delegate
    defer { app.delegate = previous }
    let delegate = AppDelegate()
    app.delegate = delegate
    #expect(app.next === delegate)
    #expect(delegate.next == nil)
  }

  @Test("a tap on plain views no class of the developer's handles still responds to nothing")
  func nothingHandles() throws {
    let screen = UIViewController()
    var hit: UIView? = UIView()
    let events = try run(screen) { device in
      hit = device.tap(at: CGPoint(x: 20, y: 120))
    }
    #expect(hit == nil)
    #expect(touches(events).isEmpty)
  }

  /// A button whose subclass watches its own touches, calling `super` or not.
  final class WatchingButton: UIButton {
    var callsSuper = true
    var heard: [String] = []
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("touchesEnded")
      if callsSuper { super.touchesEnded(touches, with: event) }
    }
  }

  final class ButtonScreen: UIViewController {
    let button = WatchingButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
    var taps = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(button)
      button.addTarget(self, action: ButtonScreen.tapped, for: .touchUpInside)
    }
    func tapped() { taps += 1 }
  }

  @Test(
    "a control tracks its touch in its own touch methods: a subclass that calls super keeps it",
    arguments: [true, false])
  func controlUnchanged(callsSuper: Bool) throws {
    let screen = ButtonScreen()
    _ = screen.view
    screen.button.callsSuper = callsSuper
    let events = try run(screen) { device in
      device.tap(at: CGPoint(x: 50, y: 120))
      device.touch(screen.button)
    }
    #expect(screen.button.heard == ["touchesEnded", "touchesEnded"])
    #expect(screen.taps == (callsSuper ? 2 : 0))
    // The touch records are the control's, as before.
    #expect(touches(events).filter { $0.hasPrefix("touch ") }.count == 4)
    #expect(!screen.button.isHighlighted || !callsSuper)
  }
}
