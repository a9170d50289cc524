import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// Touch events as iOS sends them: each time a finger lands, moves or lifts,
/// `UIApplication.sendEvent(_:)` hands the event to the window's `sendEvent(_:)`, whose own body
/// delivers its touches to the gesture recognizers and then to the view (Apple's pages for the
/// two methods). A window of the app's own that overrides it, or a swizzled implementation, sees
/// each event first, and either delivers it by calling `super` or the original, or swallows it.
@MainActor
@Suite("Touch events through sendEvent(_:)")
struct SendEventTests {
  /// What the window, the recognizers and the controls heard, in the order they heard it.
  final class Journal {
    var entries: [String] = []
    /// Each event the window saw, with its touch (held, so that no two are at one address), the
    /// touch's phase and the event's timestamp.
    var events: [(event: UIEvent, touch: UITouch, phase: String, time: Double)] = []
    func note(_ entry: String) { entries.append(entry) }
  }

  static func phases(of event: UIEvent) -> String {
    (event.allTouches ?? []).map { "\($0.phase)" }.sorted().joined(separator: ",")
  }

  /// A window in the style of the windows that draw each touch: it notes the event and, unless
  /// told to swallow it, calls `super` to deliver it.
  final class TouchWindow: UIWindow {
    var journal: Journal?
    var swallows = false
    var callsSuperTwice = false
    var clockAtEvent: [Double] = []
    override func sendEvent(_ event: UIEvent) {
      journal?.note("window \(SendEventTests.phases(of: event))")
      for touch in event.allTouches ?? [] {
        journal?.events.append(
          (event, touch, "\(touch.phase)", event.timestamp))
        #expect(touch.window === self)
        #expect(touch.timestamp == event.timestamp)
      }
      clockAtEvent.append(CACurrentMediaTime())
      #expect(event.touches(for: self)?.count == 1)
      guard !swallows else { return }
      super.sendEvent(event)
      if callsSuperTwice { super.sendEvent(event) }
    }
  }

  /// A screen with a panel to drag, a tile to tap and a button, each reporting to the journal.
  final class Screen: UIViewController {
    let journal: Journal
    let panel = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 300))
    let tile = UIView(frame: CGRect(x: 20, y: 600, width: 100, height: 100))
    let button = UIButton(frame: CGRect(x: 200, y: 600, width: 150, height: 44))

    init(journal: Journal) {
      self.journal = journal
      super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(panel)
      view.addSubview(tile)
      view.addSubview(button)
      panel.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Screen.panned))
      tile.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Screen.tapped))
      button.addTarget(self, action: Screen.pressed, for: .touchUpInside)
    }

    func panned(_ recognizer: UIPanGestureRecognizer) { journal.note("pan \(recognizer.state)") }
    func tapped() { journal.note("tap") }
    func pressed() { journal.note("button") }
  }

  /// Launches `screen` in `window`, as an app delegate does, then plays the three touches: a
  /// drag across the panel in three moves, a tap on the tile, a tap on the button.
  private func play(_ screen: Screen, in makeWindow: @escaping () -> UIWindow) throws -> [Event] {
    let log = RecordBuffer()
    var window: UIWindow?
    try Simulator.run(scenario: "send event", to: log) { device in
      let made = makeWindow()
      window = made
      made.rootViewController = screen
      made.makeKeyAndVisible()
      device.runUntilIdle()
      device.pan(at: CGPoint(x: 200, y: 250), translation: CGPoint(x: 0, y: 120), steps: 3)
      device.tap(at: CGPoint(x: 70, y: 650))
      device.tap(at: CGPoint(x: 275, y: 622))
      device.runUntilIdle()
    }
    withExtendedLifetime(window) {}
    return log.records.compactMap {
      if case .event(let event) = $0 { return event }
      return nil
    }
  }

  private func gestures(_ events: [Event]) -> [String] {
    events.compactMap {
      guard case .gesture(let gesture) = $0.body else { return nil }
      return "\(gesture.kind) \(gesture.state)"
    }
  }

  @Test("a window's override sees every phase of a pan and two taps; super delivers each")
  func overrideSeesEachEvent() throws {
    let journal = Journal()
    let screen = Screen(journal: journal)
    let events = try play(screen) {
      let window = TouchWindow(frame: UIScreen.main.bounds)
      window.journal = journal
      return window
    }
    #expect(
      journal.entries == [
        // The drag: the pan begins at the first move and changes with the others; its end
        // comes inside the window's delivery of the lift.
        "window began", "window moved", "pan began", "window moved", "pan changed",
        "window moved", "pan changed", "window ended", "pan ended",
        // The tile's tap recognizer, then the button's action, each on the lift.
        "window began", "window ended", "tap",
        "window began", "window ended", "button",
      ])
    #expect(
      gestures(events) == [
        "pan began", "pan changed", "pan changed", "pan ended", "tap ended", "touch began",
        "touch ended",
      ])
  }

  @Test("one event and one touch for each finger sequence, stamped with the virtual clock")
  func eventReusedAndStamped() throws {
    let journal = Journal()
    let screen = Screen(journal: journal)
    var window: TouchWindow?
    _ = try play(screen) {
      let made = TouchWindow(frame: UIScreen.main.bounds)
      made.journal = journal
      window = made
      return made
    }
    let drag = Array(journal.events.prefix(5))
    #expect(drag.map(\.phase) == ["began", "moved", "moved", "moved", "ended"])
    // UIKit reuses the event and the touch across a sequence's phases (Apple's UIEvent and
    // UITouch pages); each sequence has its own.
    #expect(Set(drag.map { ObjectIdentifier($0.event) }).count == 1)
    #expect(Set(drag.map { ObjectIdentifier($0.touch) }).count == 1)
    #expect(Set(journal.events.map { ObjectIdentifier($0.event) }).count == 3)
    #expect(Set(journal.events.map { ObjectIdentifier($0.touch) }).count == 3)
    // The drag lasts 0.3 s in three moves: the timestamps are the virtual clock's, which
    // CACurrentMediaTime() reads.
    let start = try #require(drag.first?.time)
    #expect(
      drag.map { Int((($0.time - start) * 1_000_000).rounded()) } == [
        0, 100_000, 200_000, 300_000, 300_000,
      ])
    #expect(window?.clockAtEvent == journal.events.map(\.time))
  }

  @Test("a window's override that does not call super swallows the touches: nothing is delivered")
  func overrideSwallows() throws {
    let journal = Journal()
    let screen = Screen(journal: journal)
    let events = try play(screen) {
      let window = TouchWindow(frame: UIScreen.main.bounds)
      window.journal = journal
      window.swallows = true
      return window
    }
    #expect(
      journal.entries == [
        "window began", "window moved", "window moved", "window moved", "window ended",
        "window began", "window ended",
        "window began", "window ended",
      ])
    #expect(gestures(events) == [])
    // The log says so once for each finger, naming the window's class.
    let notes = events.compactMap { event -> Diagnostic? in
      if case .note(let note) = event.body { return note }
      return nil
    }
    #expect(notes.map(\.code) == Array(repeating: "touch-event-not-delivered", count: 3))
    #expect(notes.allSatisfy { $0.message.contains("(TouchWindow)") }, "\(notes)")
  }

  @Test("a window's override that calls super twice delivers each event once")
  func superTwice() throws {
    let journal = Journal()
    let screen = Screen(journal: journal)
    _ = try play(screen) {
      let window = TouchWindow(frame: UIScreen.main.bounds)
      window.journal = journal
      window.callsSuperTwice = true
      return window
    }
    #expect(
      journal.entries.filter { !$0.hasPrefix("window") } == [
        "pan began", "pan changed", "pan changed", "pan ended", "tap", "button",
      ])
  }

  /// A window that a touch visualizer swizzles, as such pods do: `sendEvent(_:)` exchanged with
  /// a method that notes the event and calls itself to run UIKit's original. The runtime's
  /// table is the process's, so the swizzle is made on this test's own window class, with
  /// `class_addMethod(_:_:_:_:)` and `class_replaceMethod(_:_:_:_:)`, never on UIWindow.
  final class VisualizedWindow: UIWindow {
    var journal: Journal?
  }

  static let visualizing = Selector(
    "visualizingSendEvent:", VisualizedWindow.visualizingSendEvent(_:))

  @Test("a swizzled sendEvent(_:) runs for every event, and its call of itself delivers it")
  func swizzledSendEvent() throws {
    let type: AnyClass = VisualizedWindow.self
    let originalSelector = Selector("sendEvent:")
    let original = try #require(class_getInstanceMethod(type, originalSelector))
    let swizzled = try #require(class_getInstanceMethod(type, Self.visualizing))
    #expect(
      class_addMethod(
        type, originalSelector, method_getImplementation(swizzled),
        method_getTypeEncoding(swizzled)))
    class_replaceMethod(
      type, Self.visualizing, method_getImplementation(original),
      method_getTypeEncoding(original))
    let journal = Journal()
    let screen = Screen(journal: journal)
    let events = try play(screen) {
      let window = VisualizedWindow(frame: UIScreen.main.bounds)
      window.journal = journal
      return window
    }
    #expect(
      journal.entries == [
        "visualizer began", "visualizer moved", "pan began", "visualizer moved", "pan changed",
        "visualizer moved", "pan changed", "visualizer ended", "pan ended",
        "visualizer began", "visualizer ended", "tap",
        "visualizer began", "visualizer ended", "button",
      ])
    #expect(gestures(events).count == 7)
  }

  @Test("without a window of the app's, the events go to the simulator's window and deliver")
  func simulatorWindow() throws {
    let journal = Journal()
    let screen = Screen(journal: journal)
    let log = RecordBuffer()
    try Simulator.run(scenario: "send event", to: log) { device in
      device.window.rootViewController = screen
      device.runUntilIdle()
      device.tap(at: CGPoint(x: 70, y: 650))
      device.tap(at: CGPoint(x: 275, y: 622))
      #expect(device.eventWindow === device.window)
      // An event's touches in a window are those that occurred in it.
      let touch = UITouch(at: .zero, view: nil, window: device.window)
      let event = UIEvent(touches: [touch])
      #expect(event.touches(for: device.window)?.count == 1)
      #expect(event.touches(for: UIWindow(frame: .zero))?.isEmpty == true)
    }
    #expect(journal.entries == ["tap", "button"])
  }
}

extension SendEventTests.VisualizedWindow {
  func visualizingSendEvent(_ event: UIEvent) {
    if let forwarded = ObjectiveCRuntime.forward(
      self, SendEventTests.VisualizedWindow.self, "visualizingSendEvent:", event, as: Void.self)
    {
      return forwarded
    }
    journal?.note("visualizer \(SendEventTests.phases(of: event))")
    visualizingSendEvent(event)
  }
}
