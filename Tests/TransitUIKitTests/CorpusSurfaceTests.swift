import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// UIKit that the corpus's libraries use around their transitions, written as such libraries
/// write it: a timer that slides a strip of cards, a bar that updates its constraints, a layer
/// paused and resumed by its media timing, a slider, attributed button titles, a snapshot of the
/// screen, Core Graphics' equality functions and class identity.
@MainActor
@Suite("Surface the corpus's libraries use")
struct CorpusSurfaceTests {
  /// A strip that slides on a repeating timer and stops after three steps, with a one-shot
  /// reminder, each sent by selector as `transit run` writes `#selector`.
  @MainActor
  final class Strip: NSObject {
    var history: [String] = []
    var timer = Timer()
    weak var reminder: Timer?

    func start() {
      timer = Timer.scheduledTimer(
        timeInterval: 0.25, target: self, selector: Selector("slide", Strip.slide), userInfo: nil,
        repeats: true)
      reminder = Timer.scheduledTimer(
        timeInterval: 0.6, target: self, selector: Selector("remind:", Strip.remind),
        userInfo: "soon", repeats: false)
    }

    func slide() {
      history.append("slide at \(CACurrentMediaTime())")
      if history.filter({ $0.hasPrefix("slide") }).count == 3 { timer.invalidate() }
    }

    func remind(_ timer: Timer) {
      history.append("remind \(timer.userInfo as? String ?? "-") at \(CACurrentMediaTime())")
    }
  }

  @Test("a scheduled timer fires on the virtual clock, each time in a turn, until invalidated")
  func timer() throws {
    let strip = Strip()
    var validity: [Bool] = []
    weak var released: Strip?
    try Simulator.run(scenario: "test", to: RecordBuffer()) { device in
      device.wait(0.1)
      #expect(strip.timer.isValid == false)
      strip.start()
      validity.append(strip.timer.isValid)
      device.wait(2)
      validity += [strip.timer.isValid, strip.reminder?.isValid ?? false]
      // A timer holds its target until it is invalidated, and no longer.
      var target: Strip? = Strip()
      released = target
      let held = Timer.scheduledTimer(
        timeInterval: 1, target: target!, selector: Selector("slide", Strip.slide),
        userInfo: nil, repeats: true)
      target = nil
      validity.append(released != nil)
      held.invalidate()
      validity.append(released != nil)
    }
    #expect(
      strip.history == [
        "slide at 0.35", "slide at 0.6", "remind soon at 0.7", "slide at 0.85",
      ])
    #expect(validity == [true, false, false, true, false])
  }

  /// A bar that rebuilds its constraints in `updateConstraints()`, with a badge inside it.
  final class Bar: UIView {
    var history: [String] { log.entries }
    let log: Log
    init(_ name: String, log: Log) {
      self.log = log
      self.name = name
      super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    }
    let name: String
    override func updateConstraints() {
      log.entries.append("\(name) updateConstraints")
      super.updateConstraints()
    }
    override func layoutSubviews() {
      super.layoutSubviews()
      log.entries.append("\(name) layoutSubviews")
    }
  }

  final class Log {
    var entries: [String] = []
  }

  @Test("views marked for a constraint update hear it from the leaves up, before layout")
  func updateConstraints() throws {
    let log = Log()
    try Simulator.run(scenario: "test", to: RecordBuffer()) { device in
      let root = UIViewController()
      device.window.rootViewController = root
      device.runUntilIdle()
      let bar = Bar("bar", log: log)
      let badge = Bar("badge", log: log)
      let plain = Bar("plain", log: log)
      badge.translatesAutoresizingMaskIntoConstraints = false
      bar.addSubview(badge)
      root.view.addSubview(bar)
      root.view.addSubview(plain)
      device.runUntilIdle()
      log.entries.removeAll()
      bar.setNeedsUpdateConstraints()
      badge.setNeedsUpdateConstraints()
      plain.setNeedsUpdateConstraints()
      device.runUntilIdle()
      log.entries.append("-")
      badge.setNeedsUpdateConstraints()
      badge.updateConstraintsIfNeeded()
      badge.updateConstraintsIfNeeded()
      device.runUntilIdle()
    }
    // The plain view uses no constraints, so UIKit has no reason to ask it.
    #expect(
      log.entries == [
        "badge updateConstraints", "bar updateConstraints", "bar layoutSubviews",
        "badge layoutSubviews", "plain layoutSubviews", "-", "badge updateConstraints",
        "badge layoutSubviews",
      ])
  }

  @Test("a layer paused and resumed as Core Animation's guide does keeps its times")
  func mediaTiming() throws {
    var times: [CFTimeInterval] = []
    var start: CFTimeInterval = 0
    try Simulator.run(scenario: "test", to: RecordBuffer()) { device in
      let root = UIViewController()
      device.window.rootViewController = root
      device.runUntilIdle()
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      root.view.addSubview(card)
      device.wait(1)
      let layer = card.layer
      start = CACurrentMediaTime()
      let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
      layer.speed = 0
      layer.timeOffset = pausedTime
      device.wait(0.5)
      times.append(layer.convertTime(CACurrentMediaTime(), from: nil))
      let paused = layer.timeOffset
      layer.speed = 1
      layer.timeOffset = 0
      layer.beginTime = 0
      let sincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
      layer.beginTime = sincePause
      times.append(layer.convertTime(CACurrentMediaTime(), from: nil))
      device.wait(0.25)
      times.append(layer.convertTime(CACurrentMediaTime(), from: nil))
      times.append(layer.convertTime(2, to: nil))
      times.append(root.view.layer.convertTime(3, from: layer))
      card.layer.speed = 2
      times.append(layer.convertTime(CACurrentMediaTime(), from: nil))
    }
    // Paused, the layer's time stands still; resumed, it runs on from where it stopped; at
    // twice the speed, it runs twice as fast from its begin time.
    let expected = [start, start, start + 0.25, 2.5, 3.5, (start + 0.75 - 0.5) * 2]
    #expect(times.map(Self.rounded) == expected.map(Self.rounded))
    #expect(start >= 1)
  }

  private static func rounded(_ time: CFTimeInterval) -> CFTimeInterval {
    (time * 1000).rounded() / 1000
  }

  @Test("a slider's value stays in its range")
  func slider() {
    let slider = UISlider()
    var values = [slider.value, slider.minimumValue, slider.maximumValue]
    slider.value = 3
    values.append(slider.value)
    slider.maximumValue = 10
    slider.setValue(7, animated: true)
    values.append(slider.value)
    slider.maximumValue = 5
    values.append(slider.value)
    slider.minimumValue = 2
    slider.value = -1
    values.append(slider.value)
    #expect(values == [0, 0, 1, 1, 7, 5, 2])
    #expect(slider.isContinuous)
  }

  @Test("an attributed title is shown in preference to a plain one")
  func attributedTitle() {
    let button = UIButton(type: .system)
    button.setTitle("Plain", for: .normal)
    let bold = NSAttributedString(string: "Bold")
    button.setAttributedTitle(bold, for: .normal)
    #expect(button.titleLabel?.text == "Bold")
    #expect(button.titleLabel?.attributedText === bold)
    #expect(button.attributedTitle(for: .highlighted) === bold)
    button.setAttributedTitle(nil, for: .normal)
    #expect(button.titleLabel?.text == "Plain")
    #expect(button.currentAttributedTitle == nil)
  }

  @Test("a snapshot of the screen is the screen's size; Core Graphics' equality; class identity")
  func screenAndEquality() throws {
    try Simulator.run(scenario: "test", to: RecordBuffer()) { device in
      let snapshot = UIScreen.main.snapshotView(afterScreenUpdates: true)
      #expect(snapshot.frame == UIScreen.main.bounds)
      #expect(snapshot.snapshotSource === device.window)
    }
    #expect(__CGPointEqualToPoint(CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 2)))
    #expect(!__CGPointEqualToPoint(CGPoint(x: 1, y: 2), .zero))
    #expect(__CGSizeEqualToSize(CGSize(width: 3, height: 4), CGSize(width: 3, height: 4)))
    let scrollView: UIView = UITableView()
    let superviewType: UIView.Type? = UIView().superview.map { type(of: $0) }
    #expect(type(of: scrollView) === UITableView.self)
    #expect(type(of: scrollView) !== UIScrollView.self)
    #expect(!(superviewType === UIScrollView.self))
  }
}
