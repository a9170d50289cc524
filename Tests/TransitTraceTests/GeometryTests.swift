import Foundation
import Testing
import TransitTrace

/// The geometry channel: its records read back as written, its curves and clocks, and the views
/// it replays.
@Suite("The geometry channel")
struct GeometryTests {
  static func time(_ seconds: Double) -> VirtualTime { VirtualTime(seconds: seconds) }

  @Test(
    "Core Animation's named curves pass through their ends and known midpoints",
    arguments: [
      (TimingCurve.linear, 0.5, 0.5), (.easeInOut, 0.5, 0.5), (.easeIn, 0.5, 0.3153),
      (.easeOut, 0.5, 0.6847),
    ])
  func namedCurves(curve: TimingCurve, at fraction: Double, expected: Double) {
    #expect(curve.progress(at: 0, duration: 1) == 0)
    #expect(curve.progress(at: 1, duration: 1) == 1)
    #expect(abs(curve.progress(at: fraction, duration: 1) - expected) < 0.001)
  }

  @Test("a spring starts at 0, overshoots when it is loose, and has settled at its end")
  func springs() {
    let loose = TimingCurve.spring(damping: 0.3, velocity: 0)
    let stiff = TimingCurve.spring(damping: 1, velocity: 0)
    let over = TimingCurve.spring(damping: 2, velocity: 0)
    for curve in [loose, stiff, over] {
      #expect(abs(curve.progress(at: 0, duration: 0.5)) < 1e-9)
      #expect(abs(curve.progress(at: 0.999, duration: 0.5) - 1) < 0.01)
    }
    let samples = stride(from: 0.0, through: 1, by: 0.01).map {
      loose.progress(at: $0, duration: 0.5)
    }
    #expect(samples.max()! > 1.1)
    #expect(
      stride(from: 0.0, through: 1, by: 0.01).allSatisfy {
        stiff.progress(at: $0, duration: 0.5) <= 1.0001
      })
  }

  @Test("a clock waits its delay, plays, pauses, scrubs, reverses and ends")
  func clock() {
    var clock = AnimationClock(
      AnimationStart(time: Self.time(1), animation: 1, duration: 0.4, delay: 0.1, curve: .linear))
    #expect(clock.progress(at: Self.time(1.05)) == 0)
    #expect(abs(clock.progress(at: Self.time(1.3))! - 0.5) < 1e-9)
    clock.apply(AnimationTiming(time: Self.time(1.3), animation: 1, rate: 0))
    #expect(abs(clock.progress(at: Self.time(5))! - 0.5) < 1e-9)
    clock.apply(AnimationTiming(time: Self.time(5), animation: 1, offset: 0.4, rate: 0))
    #expect(abs(clock.progress(at: Self.time(5))! - 0.75) < 1e-9)
    clock.apply(AnimationTiming(time: Self.time(6), animation: 1, rate: -2))
    #expect(abs(clock.progress(at: Self.time(6.1))! - 0.25) < 1e-9)
    #expect(clock.progress(at: Self.time(6.3)) == nil)
    #expect(clock.hasEnded(by: Self.time(6.3)))
  }

  @Test("a new curve is taken up where the animation stands, without a jump")
  func curveChange() {
    var clock = AnimationClock(
      AnimationStart(time: .zero, animation: 1, duration: 1, curve: .easeInOut))
    let before = clock.progress(at: Self.time(0.3))!
    clock.apply(AnimationTiming(time: Self.time(0.3), animation: 1, rate: 1, curve: .easeIn))
    #expect(abs(clock.progress(at: Self.time(0.3))! - before) < 1e-9)
    #expect(clock.progress(at: Self.time(0.999))! > 0.99)
  }

  @Test("an animated set shows the old value at the start, and adds to one still running")
  func additive() {
    var geometry = ScreenGeometry()
    let start = ViewProperties(frame: ScreenRect(x: 0, y: 0, width: 100, height: 100))
    geometry.apply(.set(ViewSet(time: .zero, view: "card", values: start)))
    geometry.apply(
      .animation(AnimationStart(time: .zero, animation: 1, duration: 1, curve: .linear)))
    geometry.apply(
      .set(
        ViewSet(
          time: .zero, view: "card", animation: 1,
          values: ViewProperties(frame: ScreenRect(x: 100, y: 0, width: 100, height: 100)),
          from: start)))
    #expect(geometry.appearance(of: "card", at: .zero).frame.x == 0)
    #expect(geometry.appearance(of: "card", at: Self.time(0.5)).frame.x == 50)
    // Half way, a second animation sends it to 200 over one second: it carries on from 50.
    geometry.apply(
      .animation(AnimationStart(time: Self.time(0.5), animation: 2, duration: 1, curve: .linear)))
    geometry.apply(
      .set(
        ViewSet(
          time: Self.time(0.5), view: "card", animation: 2,
          values: ViewProperties(frame: ScreenRect(x: 200, y: 0, width: 100, height: 100)),
          from: ViewProperties(frame: ScreenRect(x: 100, y: 0, width: 100, height: 100)))))
    #expect(geometry.appearance(of: "card", at: Self.time(0.5)).frame.x == 50)
    #expect(geometry.appearance(of: "card", at: Self.time(1.5)).frame.x == 200)
    #expect(geometry.model(of: "card").frame.x == 200)
  }

  @Test("a transform interpolates by its parts: a quarter turn passes through an eighth")
  func rotation() {
    var geometry = ScreenGeometry()
    geometry.apply(
      .animation(AnimationStart(time: .zero, animation: 1, duration: 1, curve: .linear)))
    let quarter = ScreenTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    geometry.apply(
      .set(
        ViewSet(
          time: .zero, view: "v", animation: 1, values: ViewProperties(transform: quarter),
          from: ViewProperties(transform: .identity))))
    let half = geometry.appearance(of: "v", at: Self.time(0.5)).transform
    #expect(abs(half.a - cos(Double.pi / 4)) < 1e-9)
    #expect(abs(half.b - sin(Double.pi / 4)) < 1e-9)
  }

  @Test("a playback places nested views through their superviews' bounds and transforms")
  func placement() throws {
    let text = """
      {"type":"header","schema":"transit.log","version":1,"scenario":"s","engine":"e"}
      {"type":"participant","id":"uikit","class":"UIKit","role":"uikit"}
      {"type":"set","t":0,"view":"window","frame":[0,0,400,800]}
      {"seq":1,"type":"view","t":0,"transition":null,"cause":null,"caller":"uikit","call":"addSubview(_:)","view":"outer","class":"UIView","superview":"window","index":0}
      {"type":"set","t":0,"view":"outer","frame":[100,100,200,200],"bounds":[0,50,200,200],"transform":[2,0,0,2,0,0]}
      {"seq":2,"type":"view","t":0,"transition":null,"cause":null,"caller":"uikit","call":"addSubview(_:)","view":"inner","class":"UIView","superview":"outer","index":0}
      {"type":"set","t":0,"view":"inner","frame":[0,50,10,10],"backgroundColor":"#ff0000"}

      """
    var playback = ScreenPlayback(records: try LogReader(text: text).remainingRecords())
    playback.advance(throughSeq: 2)
    let snapshot = playback.snapshot()
    #expect(snapshot.boxes.map(\.id) == ["window", "outer", "inner"])
    // The inner view's origin is at the outer bounds' top left, which the outer view's centre
    // (200, 200) shows 200 points up and left of itself at twice the size.
    let inner = snapshot.frameInWindow(snapshot.boxes[2])
    #expect(inner == ScreenRect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test("an array of integers reads as the same numbers written any other way")
  func integerArrays() throws {
    func frame(_ array: String) throws -> [UInt64] {
      let line = #"{"type":"set","t":0,"view":"v","frame":"# + array + "}"
      let text =
        LogFixtures.prefix.joined(separator: "\n") + "\n" + line + "\n"
        + LogFixtures.call(seq: 1) + "\n"
      for case .geometry(.set(let set)) in try LogReader(text: text).remainingRecords() {
        let frame = try #require(set.values.frame)
        return [frame.x, frame.y, frame.width, frame.height].map(\.bitPattern)
      }
      Issue.record("no set record read from \(array)")
      return []
    }
    // Negative zero keeps its sign; up to 15 digits and past them, each rounds as written.
    #expect(try frame("[0,-0,393,852]") == frame("[0.0, -0.0, 393.0, 8.52e2]"))
    #expect(
      try frame("[-7,123456789012345,1234567890123456,99999999999999999999]")
        == frame("[-7.0,1.23456789012345e14,1.234567890123456e15,1e20]"))
    #expect(try frame("[1,2.5,3,4]") == frame("[1.0,2.5,3.0,4.0]"))
  }

  @Test(
    "a bad geometry record is refused with its field named",
    arguments: [
      (
        #"{"type":"set","t":0,"view":"v","frame":[1,2,3]}"#,
        "\"frame\" must be [x, y, width, height]"
      ),
      (#"{"type":"set","t":0,"view":"v","alpha":"1"}"#, "\"alpha\" must be a number"),
      (#"{"type":"set","t":0,"view":"v","backgroundColor":"red"}"#, "must be a colour"),
      (#"{"type":"set","t":0,"view":"v","alpha":1,"alpha":0}"#, "duplicate field \"alpha\""),
      (#"{"type":"set","view":"v"}"#, "is missing \"t\""),
      (#"{"type":"animation","t":0,"animation":1}"#, "is missing \"duration\""),
      (#"{"type":"animation","t":0,"animation":1,"duration":1,"curve":"bouncy"}"#, "unknown curve"),
      (
        #"{"type":"animation","t":0,"animation":1,"duration":1,"curve":{"damping":0}}"#,
        "\"damping\" above 0"
      ),
      (#"{"type":"finger","t":0,"state":"hovering","location":[1,2]}"#, "unknown finger phase"),
      (#"{"type":"finger","t":0,"state":"began"}"#, "is missing \"location\""),
    ])
  func refused(line: String, message: String) {
    let text =
      LogFixtures.prefix.joined(separator: "\n") + "\n" + line + "\n"
      + LogFixtures.call(seq: 1) + "\n"
    let error = readError(text)
    #expect(error?.contains(message) == true, "\(error ?? "read")")
    #expect(error?.contains("t.jsonl:4:") == true, "\(error ?? "read")")
  }
}
