import Foundation
import TransitTrace

/// A small log holding every kind of record and every optional field, in the order a real run
/// writes them.
enum LogFixtures {
  static let header = LogHeader(scenario: "card-zoom", engine: "transit 0.1.0")

  static let participants: [Participant] = [
    Participant(id: "app", className: "CardApp", role: .app),
    Participant(id: "uikit", className: "UIKit", role: .uikit),
    Participant(id: "vc.home", className: "HomeViewController", role: .presentingViewController),
    Participant(id: "vc.detail", className: "DetailViewController", role: .presentedViewController),
    Participant(id: "animator.present", className: "CardAnimator", role: .animator),
    Participant(id: "pan", className: "Pan \"Driver\" <&>", role: "someFutureRole"),
  ]

  /// A string with everything JSON must escape and much it need not.
  static let awkward =
    "quote \" backslash \\ slash / newline \n return \r tab \t bell \u{07} nul \u{0} "
    + "del \u{7F} <&> é 😀 👩‍👩‍👧 \u{2028}\u{2029} \u{FEFF} \u{10FFFF}"

  static let events: [Event] = [
    Event(
      seq: 1, time: .zero, transition: nil, cause: nil,
      body: .call(
        Call(
          caller: "app", receiver: "vc.home", name: .present,
          args: ["viewControllerToPresent": "vc.detail", "animated": true, "completion": nil]))),
    Event(
      seq: 2, time: .zero, transition: 1, cause: 1,
      body: .transition(
        TransitionChange(
          state: .requested, kind: .present, from: "vc.home", to: "vc.detail", style: "custom",
          animated: true))),
    Event(
      seq: 3, time: VirtualTime(microseconds: 350_000), transition: 1, cause: nil,
      body: .call(
        Call(
          caller: "uikit", receiver: "animator.present", name: .transitionDuration,
          args: ["transitionContext": "ctx.1"], result: 0.6))),
    Event(
      seq: 4, time: VirtualTime(microseconds: 350_000), transition: 1, cause: 3,
      body: .transition(
        TransitionChange(state: .began, container: "view.container", interactive: true))),
    Event(
      seq: 5, time: VirtualTime(microseconds: 1_200_000), transition: 1, cause: 3,
      body: .view(
        ViewChange(
          caller: "animator.present", name: .addSubview, view: "view.detail", viewClass: "UIView",
          viewController: "vc.detail", superview: "view.container", index: 1))),
    Event(
      seq: 6, time: VirtualTime(microseconds: 1_200_001), transition: 1, cause: nil,
      body: .gesture(
        Gesture(
          kind: "pan", state: "changed", view: "view.detail", target: "pan",
          translation: (x: 12.5, y: -40.25)))),
    Event(
      seq: 7, time: VirtualTime(microseconds: 1_250_000), transition: 1, cause: 6,
      body: .transition(TransitionChange(state: .cancelling, percentComplete: 0.375))),
    Event(
      seq: 8, time: VirtualTime(microseconds: 1_250_000), transition: nil, cause: nil,
      body: .gesture(Gesture(kind: "tap", state: "ended", view: "view.home", target: "app"))),
    Event(
      seq: 9, time: VirtualTime(microseconds: 2_000_000), transition: 1, cause: 8,
      body: .call(
        Call(
          caller: "uikit", receiver: "vc.home", name: .completion,
          args: [
            "zebra": 1, "apple": -2,
            "mango": .array([1, 2.5, "three", nil, .array([true, false])]),
            "max": .int(.max), "min": .int(.min), "tiny": 0.000001, "big": 1e16,
            awkward: .string(awkward),
          ],
          result: nil, block: 1))),
    Event(
      seq: 10, time: VirtualTime(microseconds: 2_000_000), transition: 1, cause: 9,
      body: .call(
        Call(
          caller: "uikit", receiver: "vc.detail", name: .viewWillAppear, args: ["animated": true],
          result: .null))),
    Event(
      seq: 11, time: VirtualTime(microseconds: 2_000_000), transition: 1, cause: nil,
      body: .call(
        Call(caller: "uikit", receiver: "vc.detail", name: .presentedView, result: "view.detail"))),
    Event(
      seq: 12, time: VirtualTime(microseconds: 2_100_000), transition: 1, cause: nil,
      body: .warning(
        Diagnostic(participant: "vc.home", code: "present-while-transitioning", message: awkward))),
    Event(
      seq: 13, time: VirtualTime(microseconds: 2_100_000), transition: nil, cause: nil,
      body: .note(Diagnostic(participant: "uikit", code: "unverified", message: "Order assumed."))),
    Event(
      seq: 14, time: VirtualTime(microseconds: 2_500_000), transition: 1, cause: 3,
      body: .transition(TransitionChange(state: .completed, didComplete: false))),
    Event(
      seq: 15, time: VirtualTime(microseconds: 2_500_000), transition: 1, cause: 3,
      body: .view(
        ViewChange(
          caller: "uikit", name: .removeFromSuperview, view: "view.detail", viewClass: "UIView",
          viewController: nil, superview: "view.container", index: nil))),
    Event(
      seq: 16, time: VirtualTime(microseconds: 123_456_789_012), transition: 1, cause: nil,
      body: .transition(TransitionChange(state: .ended))),
  ]

  /// The header, then each participant just before the first event that names it, as the
  /// engine writes them.
  /// One record of each geometry kind, every property and curve among them.
  static let geometry: [GeometryRecord] = [
    .set(
      ViewSet(
        time: VirtualTime(microseconds: 1_200_000), view: "view.detail",
        values: ViewProperties(
          frame: ScreenRect(x: 20, y: 120.5, width: 353, height: 200),
          bounds: ScreenRect(x: 0, y: -4.125, width: 353, height: 200),
          center: ScreenPoint(x: 196.5, y: 220.5), alpha: 0.75,
          transform: ScreenTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: -12, ty: 30.25),
          cornerRadius: 16, backgroundColor: ScreenColor(red: 255, green: 45, blue: 85, alpha: 204),
          isHidden: false, clipsToBounds: true))),
    .animation(
      AnimationStart(
        time: VirtualTime(microseconds: 1_200_000), animation: 1, cause: 3, duration: 0.6,
        delay: 0.1, curve: .spring(damping: 0.8, velocity: 0.5), rate: 0)),
    .set(
      ViewSet(
        time: VirtualTime(microseconds: 1_200_000), view: "view.detail", animation: 1,
        values: ViewProperties(alpha: 1, isHidden: true),
        from: ViewProperties(alpha: 0.75))),
    .animation(
      AnimationStart(
        time: VirtualTime(microseconds: 1_200_000), animation: 2, duration: 0.35,
        curve: .cubic(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))),
    .timing(
      AnimationTiming(
        time: VirtualTime(microseconds: 1_200_001), animation: 1, offset: 0.25, rate: -1.5,
        curve: .linear)),
    .timing(
      AnimationTiming(time: VirtualTime(microseconds: 1_200_001), animation: 2, removed: true)),
    .finger(
      Finger(
        time: VirtualTime(microseconds: 1_200_001), phase: .moved,
        location: ScreenPoint(x: 196.5, y: -426.125))),
  ]

  static let records: [Record] =
    [.header(header)] + participants.map(Record.participant) + events.prefix(5).map(Record.event)
    + geometry.map(Record.geometry) + events.dropFirst(5).map(Record.event)

  static var text: String { records.map(RecordEncoder.line(for:)).joined() }

  /// The first lines of a log that error tests append to: a header and two participants.
  static let prefix = [
    #"{"type":"header","schema":"transit.log","version":1,"scenario":"s","engine":"e"}"#,
    #"{"type":"participant","id":"uikit","class":"UIKit","role":"uikit"}"#,
    #"{"type":"participant","id":"vc.home","class":"Home","role":"presentingViewController"}"#,
  ]

  /// A valid event line with the given `seq`, and `cause` (written as given).
  static func call(seq: Int, cause: String = "null") -> String {
    #"{"seq":\#(seq),"type":"call","t":0,"transition":null,"cause":\#(cause),"caller":"uikit","#
      + #""receiver":"vc.home","call":"viewDidLoad()"}"#
  }

  /// `count` events after a header and two participants, as text.
  static func longLog(events count: Int) -> String {
    var text = prefix.joined(separator: "\n") + "\n"
    text.reserveCapacity(count * 200)
    for seq in 1...count {
      let event = Event(
        seq: seq, time: VirtualTime(microseconds: Int64(seq) * 16_667), transition: seq / 10,
        cause: seq > 1 ? seq - 1 : nil,
        body: .call(
          Call(
            caller: "uikit", receiver: "vc.home", name: .animateTransition,
            args: [
              "transitionContext": .string("ctx.\(seq / 10)"), "progress": .double(Double(seq) / 8),
            ])))
      text += RecordEncoder.line(for: .event(event))
    }
    return text
  }
}

/// A file in the temporary folder, removed when the test ends.
final class TemporaryFile {
  let path: String

  init(_ contents: String = "", name: String = "log.jsonl") throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-reader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent(name).path
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
  }

  deinit {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }
}

/// The description of the error reading `text` throws in strict mode, or nil when it reads.
func readError(_ text: String, path: String = "t.jsonl") -> String? {
  readFailure(text, path: path).map(\.description)
}

/// The error reading `text` throws in strict mode, or nil when it reads.
func readFailure(_ text: String, path: String = "t.jsonl") -> LogReadError? {
  readFailure(bytes: Array(text.utf8), path: path)
}

/// The error reading `bytes` throws in strict mode, or nil when they read.
func readFailure(bytes: [UInt8], path: String = "t.jsonl") -> LogReadError? {
  do {
    _ = try LogReader(bytes: bytes, path: path).remainingRecords()
    return nil
  } catch {
    return error
  }
}

/// The prefix's lines, then `lines`, each ending in a newline.
func logText(_ lines: String...) -> String {
  logText(lines)
}

func logText(_ lines: [String]) -> String {
  (LogFixtures.prefix + lines).map { $0 + "\n" }.joined()
}
