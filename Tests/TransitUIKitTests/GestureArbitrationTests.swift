import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// Gesture recognizers as UIKit arbitrates them: which recognizer a finger sequence makes
/// recognize, the delegate's questions in the order Apple's pages give, failure requirements,
/// simultaneous recognition, and subclasses that decide for themselves.
@MainActor
@Suite("Gesture arbitration")
struct GestureArbitrationTests {
  /// A card screen in the style of the drawer and card libraries: a pan to drag the card, an
  /// edge pan to go back, a tap and a long press, each reporting to `heard`.
  final class CardScreen: UIViewController, UIGestureRecognizerDelegate {
    let card = UIView(frame: CGRect(x: 0, y: 200, width: 393, height: 400))
    var heard: [String] = []
    var asked: [String] = []
    var simultaneous = false
    var refusesTouch = false

    func hear(_ what: String) { heard.append(what) }

    func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    {
      asked.append("shouldReceive \(recognizer.name ?? "?")")
      return !refusesTouch
    }

    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
      asked.append("shouldBegin \(recognizer.name ?? "?")")
      return true
    }

    func gestureRecognizer(
      _ recognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool {
      asked.append("simultaneously \(recognizer.name ?? "?") \(other.name ?? "?")")
      return simultaneous
    }

    func gestureRecognizer(
      _ recognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
    ) -> Bool {
      asked.append("requireFailure \(recognizer.name ?? "?") \(other.name ?? "?")")
      return false
    }
  }

  final class Target {
    var heard: [String] = []
    func panned(_ recognizer: UIPanGestureRecognizer) {
      heard.append("pan \(recognizer.state) \(recognizer.translation(in: nil).x)")
    }
    func edgePanned(_ recognizer: UIScreenEdgePanGestureRecognizer) {
      heard.append("edge \(recognizer.state)")
    }
    func tapped() { heard.append("tap") }
    func pressed(_ sender: Any) {
      heard.append("press \((sender as? UIGestureRecognizer)?.state.rawValue ?? "?")")
    }
  }

  /// A pan that gives up when the finger moves left, as directional pans in swipe libraries do.
  final class RightwardPan: UIPanGestureRecognizer {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      if state == .changed, velocity(in: view).x < 0 { state = .cancelled }
    }
  }

  private func run(
    _ screen: CardScreen, _ steps: (Simulator) -> Void
  ) throws -> [Record] {
    let log = RecordBuffer()
    try Simulator.run(scenario: "gestures", to: log) { device in
      device.window.rootViewController = screen
      screen.view.addSubview(screen.card)
      device.runUntilIdle()
      steps(device)
    }
    return log.records
  }

  private func notes(_ records: [Record]) -> [String] {
    records.compactMap {
      if case .event(let event) = $0, case .note(let note) = event.body { return note.code }
      return nil
    }
  }

  @Test("a pan that requires an edge pan to fail waits for it: from the edge, the edge pan")
  func requireToFail() throws {
    let screen = CardScreen()
    let target = Target()
    let pan = UIPanGestureRecognizer(target: target, action: Target.panned)
    let edge = UIScreenEdgePanGestureRecognizer(target: target, action: Target.edgePanned)
    edge.edges = .left
    // The pan is added first, and would win without the requirement.
    screen.card.addGestureRecognizer(pan)
    screen.card.addGestureRecognizer(edge)
    pan.require(toFail: edge)
    let records = try run(screen) { device in
      device.pan(at: CGPoint(x: 4, y: 400), translation: CGPoint(x: 100, y: 0), steps: 1)
      device.pan(at: CGPoint(x: 200, y: 400), translation: CGPoint(x: 100, y: 0), steps: 1)
    }
    #expect(
      target.heard == [
        "edge began", "edge ended", "pan began 100.0", "pan ended 100.0",
      ])
    #expect(notes(records).isEmpty)
  }

  /// Lets a pan begin only when the finger moves mostly downward, as sheet and drawer libraries
  /// do in `gestureRecognizerShouldBegin(_:)`.
  final class DownwardOnly: NSObject, UIGestureRecognizerDelegate {
    var asked: [String] = []
    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
      guard let pan = recognizer as? UIPanGestureRecognizer else { return false }
      let velocity = pan.velocity(in: pan.view)
      let moved = pan.translation(in: pan.view)
      asked.append("shouldBegin velocity \(velocity.x),\(velocity.y) moved \(moved.x),\(moved.y)")
      return velocity.y > abs(velocity.x)
    }
  }

  @Test(
    "a pan begins once the finger has moved: the delegate sees which way, a short drag never begins"
  )
  func beginsAfterMoving() throws {
    let screen = CardScreen()
    let target = Target()
    let delegate = DownwardOnly()
    let pan = UIPanGestureRecognizer(target: target, action: Target.panned)
    pan.delegate = delegate
    screen.card.addGestureRecognizer(pan)
    _ = try run(screen) { device in
      // Sideways: asked with the finger already moving right, and refused.
      device.pan(
        at: CGPoint(x: 200, y: 400), translation: CGPoint(x: 120, y: 0), duration: 0.3, steps: 4)
      // Downward: begins at the first move, 30 points down.
      device.pan(
        at: CGPoint(x: 200, y: 400), translation: CGPoint(x: 0, y: 120), duration: 0.3, steps: 4)
      // Six points in all: never far enough to begin, so never asked.
      device.pan(
        at: CGPoint(x: 200, y: 400), translation: CGPoint(x: 0, y: 6), duration: 0.3, steps: 3)
    }
    #expect(
      delegate.asked == [
        "shouldBegin velocity 400.0,0.0 moved 30.0,0.0",
        "shouldBegin velocity 0.0,400.0 moved 0.0,30.0",
      ])
    #expect(
      target.heard == [
        "pan began 0.0", "pan changed 0.0", "pan changed 0.0", "pan changed 0.0", "pan ended 0.0",
      ])
  }

  @Test("two pans with nothing between them: the first added wins, and the log says so")
  func competition() throws {
    let screen = CardScreen()
    let first = Target()
    let second = Target()
    screen.card.addGestureRecognizer(UIPanGestureRecognizer(target: first, action: Target.panned))
    screen.card.addGestureRecognizer(
      UIPanGestureRecognizer(target: second, action: Target.panned))
    let records = try run(screen) { device in
      device.pan(at: CGPoint(x: 200, y: 400), translation: CGPoint(x: 0, y: 50), steps: 1)
    }
    #expect(first.heard == ["pan began 0.0", "pan ended 0.0"])
    #expect(second.heard.isEmpty)
    #expect(notes(records) == ["gesture-competition-unverified"])
  }

  @Test("the delegate is asked in UIKit's order, and may let two recognize at once")
  func delegateOrder() throws {
    let screen = CardScreen()
    screen.simultaneous = true
    let target = Target()
    let pan = UIPanGestureRecognizer(target: target, action: Target.panned)
    pan.name = "pan"
    pan.delegate = screen
    let press = UILongPressGestureRecognizer(target: target, action: Target.pressed)
    press.name = "press"
    press.delegate = screen
    screen.card.addGestureRecognizer(press)
    screen.card.addGestureRecognizer(pan)
    _ = try run(screen) { device in
      device.tap(at: CGPoint(x: 200, y: 400), holding: 0.6)
    }
    #expect(
      screen.asked == [
        "shouldReceive press", "shouldReceive pan", "requireFailure press pan",
        "shouldBegin press", "simultaneously press pan",
      ])
    #expect(target.heard == ["press began", "press ended"])
  }

  @Test("a delegate that refuses the touch keeps its recognizer out of the gesture")
  func shouldReceive() throws {
    let screen = CardScreen()
    screen.refusesTouch = true
    let target = Target()
    let pan = UIPanGestureRecognizer(target: target, action: Target.panned)
    pan.name = "pan"
    pan.delegate = screen
    screen.card.addGestureRecognizer(pan)
    _ = try run(screen) { device in
      #expect(
        device.pan(at: CGPoint(x: 200, y: 400), translation: CGPoint(x: 0, y: 50)) == nil)
    }
    #expect(screen.asked == ["shouldReceive pan"])
    #expect(target.heard.isEmpty)
  }

  @Test("a subclass decides with the touches: a leftward drag cancels the rightward pan")
  func subclass() throws {
    let screen = CardScreen()
    let target = Target()
    screen.card.addGestureRecognizer(RightwardPan(target: target, action: Target.panned))
    _ = try run(screen) { device in
      device.pan(at: CGPoint(x: 200, y: 400), translation: CGPoint(x: -90, y: 0), steps: 3)
      device.pan(at: CGPoint(x: 200, y: 400), translation: CGPoint(x: 90, y: 0), steps: 1)
    }
    #expect(
      target.heard == [
        "pan began -30.0", "pan cancelled -60.0", "pan began 90.0", "pan ended 90.0",
      ])
  }

  @Test("actions without a sender, with any sender, and several targets, in the order added")
  func actionShapes() throws {
    let screen = CardScreen()
    let target = Target()
    let other = Target()
    let tap = UITapGestureRecognizer(target: target, action: Target.tapped)
    tap.addTarget(other, action: Target.pressed)
    screen.card.addGestureRecognizer(tap)
    let records = try run(screen) { device in
      device.tap(at: CGPoint(x: 200, y: 400))
    }
    #expect(target.heard == ["tap"])
    #expect(other.heard == ["press ended"])
    let gestures = records.compactMap { record -> String? in
      guard case .event(let event) = record, case .gesture(let gesture) = event.body else {
        return nil
      }
      return "\(gesture.kind) \(gesture.state)"
    }
    #expect(gestures == ["tap ended"])
  }

  @Test("a tap recognizer needing two taps does not take a single tap; a button's action does")
  func tapCounts() throws {
    let screen = CardScreen()
    let target = Target()
    let doubleTap = UITapGestureRecognizer(target: target, action: Target.tapped)
    doubleTap.numberOfTapsRequired = 2
    screen.card.addGestureRecognizer(doubleTap)
    let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
    button.addTarget(target, action: Target.pressed, for: .touchUpInside)
    let single = UITapGestureRecognizer(target: target, action: Target.tapped)
    screen.card.addGestureRecognizer(single)
    _ = try run(screen) { device in
      screen.card.addSubview(button)
      device.runUntilIdle()
      // On the button: the button's action, not the card's single tap.
      #expect(device.tap(at: CGPoint(x: 50, y: 230)) === button)
      // On the card: the single tap; the double tap waits for a second tap that never comes.
      #expect(device.tap(at: CGPoint(x: 200, y: 500)) === screen.card)
    }
    #expect(target.heard == ["press ?", "tap"])
  }
}
