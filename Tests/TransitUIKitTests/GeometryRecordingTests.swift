import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// The geometry channel as the engine writes it: what setters change, what animations change
/// and how their clocks run, where property animators leave their views, and the finger.
@MainActor
@Suite("Geometry recorded by the engine")
struct GeometryRecordingTests {
  final class Screen: UIViewController {
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    var dragged: [CGPoint] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      card.accessibilityIdentifier = "card"
      card.backgroundColor = .red
      card.layer.cornerRadius = 12
      card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Screen.panned))
      view.addSubview(card)
    }

    func panned(_ recognizer: UIPanGestureRecognizer) {
      dragged.append(recognizer.translation(in: view))
      if recognizer.state == .ended, dropsOnLift { card.frame.origin.y = 300 }
    }

    /// Whether the pan's end moves the card down, as a drawer that opens when let go does.
    var dropsOnLift = false
  }

  /// The geometry records `steps` write after the screen is shown, each as one line.
  private func geometry(
    of screen: Screen = Screen(), _ steps: (Simulator, Screen) -> Void
  ) throws -> [String] {
    let log = RecordBuffer()
    var shown = 0
    try Simulator.run(scenario: "test", to: log) { device in
      device.window.rootViewController = screen
      device.runUntilIdle()
      shown = log.records.count
      steps(device, screen)
    }
    return log.records.dropFirst(shown).compactMap { record in
      guard case .geometry = record else { return nil }
      return String(RecordEncoder.line(for: record).dropLast())
    }
  }

  @Test("a view enters with what differs from UIKit's defaults, then each change alone")
  func sets() throws {
    let log = RecordBuffer()
    try Simulator.run(scenario: "test", to: log) { device in
      device.window.rootViewController = Screen()
      device.runUntilIdle()
    }
    let card = log.records.compactMap { record -> String? in
      guard case .geometry(.set(let set)) = record, set.view == "card" else { return nil }
      return String(RecordEncoder.line(for: record).dropLast())
    }
    #expect(
      card == [
        ##"{"type":"set","t":0,"view":"card","frame":[20,100,200,100],"cornerRadius":12,"backgroundColor":"#ff0000ff"}"##
      ])
    let lines = try geometry { device, screen in
      screen.card.alpha = 0.5
      screen.card.alpha = 0.5
      screen.card.transform = CGAffineTransform(scaleX: 2, y: 2)
      screen.card.isHidden = true
      device.runUntilIdle()
    }
    // Two sets in one instant, with nothing between them, are one record.
    #expect(
      lines == [
        #"{"type":"set","t":0,"view":"card","alpha":0.5,"transform":[2,0,0,2,0,0],"isHidden":true}"#
      ])
  }

  @Test("a block animation gives its timing and curve, and each change its value before")
  func blockAnimation() throws {
    let lines = try geometry { device, screen in
      UIView.animate(withDuration: 0.4, delay: 0.1, options: [.curveEaseIn]) {
        screen.card.frame.origin.y = 300
        screen.card.isHidden = true
        UIView.performWithoutAnimation { screen.card.alpha = 0.5 }
      }
      UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.2
      ) {
        screen.card.layer.cornerRadius = 30
      }
      device.runUntilIdle()
    }
    #expect(
      lines == [
        #"{"type":"animation","t":0,"animation":1,"cause":11,"duration":0.4,"delay":0.1,"curve":"easeIn"}"#,
        #"{"type":"set","t":0,"view":"card","animation":1,"frame":[20,300,200,100],"from":{"frame":[20,100,200,100]}}"#,
        // Not animated: isHidden never is, and performWithoutAnimation(_:) turns it off.
        #"{"type":"set","t":0,"view":"card","alpha":0.5,"isHidden":true}"#,
        #"{"type":"animation","t":0,"animation":2,"cause":12,"duration":0.5,"curve":{"damping":0.7,"velocity":0.2}}"#,
        #"{"type":"set","t":0,"view":"card","animation":2,"cornerRadius":30,"from":{"cornerRadius":12}}"#,
      ])
  }

  @Test("a property animator paused, scrubbed and reversed to its start puts its view back")
  func propertyAnimator() throws {
    let lines = try geometry { device, screen in
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
        screen.card.center.x = 300
      }
      animator.startAnimation()
      device.wait(0.25)
      animator.pauseAnimation()
      animator.fractionComplete = 0.5
      animator.isReversed = true
      animator.startAnimation()
      device.runUntilIdle()
    }
    #expect(
      lines == [
        #"{"type":"animation","t":0,"animation":1,"cause":11,"duration":1,"curve":"linear"}"#,
        #"{"type":"set","t":0,"view":"card","animation":1,"frame":[200,100,200,100],"from":{"frame":[20,100,200,100]}}"#,
        #"{"type":"timing","t":0.25,"animation":1,"offset":0.25,"rate":0}"#,
        #"{"type":"timing","t":0.25,"animation":1,"offset":0.5,"rate":0}"#,
        #"{"type":"timing","t":0.25,"animation":1,"offset":0.5,"rate":-1}"#,
        #"{"type":"set","t":0.75,"view":"card","frame":[20,100,200,100]}"#,
      ])
    // Replayed, the card stands half way once scrubbed, and back at its start at the end.
    var geometry = ScreenGeometry()
    let text = LogFixtureHeader.text + lines.joined(separator: "\n") + "\n" + LogFixtureHeader.event
    for case .geometry(let record) in try LogReader(text: text).remainingRecords() {
      geometry.apply(record)
    }
    #expect(geometry.appearance(of: "card", at: VirtualTime(seconds: 0.75)).frame.x == 20)
  }

  @Test("a pan puts the finger down where the view is, moves it each step, and lifts it")
  func finger() throws {
    let lines = try geometry { device, screen in
      device.pan(screen.card, translation: CGPoint(x: 0, y: 90), duration: 0.3, steps: 3)
    }
    #expect(
      lines == [
        #"{"type":"finger","t":0,"state":"began","location":[120,150]}"#,
        #"{"type":"finger","t":0.1,"state":"moved","location":[120,180]}"#,
        #"{"type":"finger","t":0.2,"state":"moved","location":[120,210]}"#,
        #"{"type":"finger","t":0.3,"state":"moved","location":[120,240]}"#,
        #"{"type":"finger","t":0.3,"state":"ended","location":[120,240]}"#,
      ])
  }

  @Test("the finger lifts before what the pan's end makes the app do")
  func liftBeforeEnd() throws {
    let screen = Screen()
    screen.dropsOnLift = true
    let lines = try geometry(of: screen) { device, screen in
      device.pan(screen.card, translation: CGPoint(x: 0, y: 90), duration: 0.3, steps: 3)
    }
    #expect(
      Array(lines.suffix(2)) == [
        #"{"type":"finger","t":0.3,"state":"ended","location":[120,240]}"#,
        #"{"type":"set","t":0.3,"view":"card","frame":[20,300,200,100]}"#,
      ])
  }
}

/// A header and an event around records a test reads back.
enum LogFixtureHeader {
  static let text =
    #"{"type":"header","schema":"transit.log","version":1,"scenario":"s","engine":"e"}"# + "\n"
    + #"{"type":"participant","id":"uikit","class":"UIKit","role":"uikit"}"# + "\n"
  static let event =
    #"{"seq":1,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
    + #""receiver":"uikit","call":"f()"}"# + "\n"
}
