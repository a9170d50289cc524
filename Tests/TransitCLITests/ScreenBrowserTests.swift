import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// The step-through page's screen, opened in headless Chromium: at a moment in the middle of
/// each animation, every view it moves has the box the log's geometry puts it in, within a
/// pixel; a step sets the clock to its moment; Play runs the clock and the diagram follows it;
/// the GIF export decodes in a browser.
@Suite(
  "The screen on the step-through page, in a browser", .serialized,
  .enabled(if: Browser.shouldRun, "needs chromium, chromium-driver and selenium"))
struct ScreenBrowserTests {
  struct Moment: Codable {
    var clock: Int
    var views: [String]
  }

  struct Play: Codable {
    var speed: String
    var seconds: Double
  }

  struct Pixels: Codable {
    var url: String
    var points: [[Int]]
  }

  struct Plan: Codable {
    var chromium = Browser.chromium
    var chromedriver = Browser.chromedriver
    var page: String
    var gif: String?
    var png: Pixels?
    var moments: [Moment]
    var steps: [String]
    var play: Play?
  }

  struct Read: Codable {
    var scale: Double
    var boxes: [String: [Double]?]
    var clock: String
    var step: String?
    var resources: Int
  }

  struct Played: Codable {
    var stamps: [Double]
    var startStep: String?
    var endStep: String?
    var clock: Int
    var playing: String?
  }

  struct Size: Codable {
    var width: Int
    var height: Int
  }

  struct Decoded: Codable {
    var width: Int
    var height: Int
    var colors: [[Int]]
  }

  struct Seen: Codable {
    var moments: [Read]
    var steps: [Read]
    var play: Played?
    var gif: Size?
    var png: Decoded?
  }

  /// A moment in the middle of each animation of the log (two fifths of the way, to the
  /// millisecond, while it still runs) and the views it moves then.
  static func moments(of records: [Record]) -> [Moment] {
    var moved: [Int: [String]] = [:]
    var starts: [AnimationStart] = []
    for case .geometry(let geometry) in records {
      switch geometry {
      case .animation(let start): starts.append(start)
      case .set(let set):
        if let animation = set.animation, set.from != nil,
          !(moved[animation] ?? []).contains(set.view)
        {
          moved[animation, default: []].append(set.view)
        }
      default: break
      }
    }
    return starts.compactMap { start in
      guard let views = moved[start.animation], start.duration > 0 else { return nil }
      let seconds = start.time.seconds + start.delay + start.duration * 0.4
      return Moment(clock: Int((seconds * 1000).rounded()), views: views)
    }
  }

  /// The box of each view at `clock` milliseconds, in points, as the log's geometry places it;
  /// nil for a view not shown then.
  static func expectedBoxes(_ records: [Record], _ moment: Moment) -> [String: ScreenRect?] {
    var playback = ScreenPlayback(records: records)
    playback.advance(to: VirtualTime(microseconds: Int64(moment.clock) * 1000))
    let snapshot = playback.snapshot()
    var boxes: [String: ScreenRect?] = [:]
    for view in moment.views {
      boxes[view] = snapshot.boxes.first { $0.id == view }.map(snapshot.frameInWindow)
    }
    return boxes
  }

  func visit(_ log: String, plan make: (String, String, String) -> Plan) throws -> (
    Seen, [Record]
  )? {
    if let missing = Browser.missing {
      Issue.record("CI requires the browser tests, but \(missing)")
      return nil
    }
    let path = PackagePaths.root.appendingPathComponent(log).path
    let folder = try TransitProcess.temporaryDirectory()
    let page = folder.appendingPathComponent("page.html")
    let gif = folder.appendingPathComponent("screen.gif")
    let png = folder.appendingPathComponent("still.png")
    for (arguments, _) in [
      (["render", path, "--format", "html", "--output", page.path], "page"),
      (
        [
          "render", path, "--format", "gif", "--scale", "0.25", "--fps", "10", "--output",
          gif.path,
        ], "gif"
      ),
      (["render", path, "--at", "38", "--output", png.path], "png"),
    ] {
      let rendered = try TransitProcess.run(arguments)
      #expect(rendered.status == 0, "\(rendered.stderr)")
    }
    let plan = try JSONEncoder().encode(
      make(page.absoluteString, gif.absoluteString, png.absoluteString))
    let seen = try JSONDecoder().decode(
      Seen.self, from: Browser.drive(plan, script: "screen_page.py"))
    return (seen, try LogReader.readAll(path: path))
  }

  @Test(
    "mid-animation, each view's box is the frame the log interpolates, within a pixel",
    arguments: [
      "Traces/card-zoom.jsonl", "Traces/interruptible-card.jsonl",
      "Traces/nav-pop-interactive-cancelled.jsonl", "Traces/dimming-sheet-cancelled.jsonl",
      // UIKit's own animators: the cover's slide, the push's and the pop's.
      "Traces/fullscreen-default.jsonl", "Traces/nav-push-pop.jsonl",
    ])
  func boxes(log: String) throws {
    let records = try LogReader.readAll(path: PackagePaths.root.appendingPathComponent(log).path)
    let moments = Self.moments(of: records)
    #expect(!moments.isEmpty, "\(log) has no animation to look at")
    guard
      let (seen, _) = try visit(
        log, plan: { page, _, _ in Plan(page: page, moments: moments, steps: [], play: nil) })
    else { return }
    #expect(seen.moments.count == moments.count)
    var compared = 0
    for (moment, read) in zip(moments, seen.moments) {
      #expect(read.clock == String(moment.clock))
      #expect(read.resources == 0, "the page loaded something")
      for (view, expected) in Self.expectedBoxes(records, moment) {
        let shown = read.boxes[view] ?? nil
        guard let expected else {
          #expect(shown == nil, "\(view) at \(moment.clock) ms is shown, but not in the log")
          continue
        }
        guard let shown else {
          Issue.record("\(view) at \(moment.clock) ms is not on the page")
          continue
        }
        let wanted = [expected.x, expected.y, expected.width, expected.height].map {
          $0 * read.scale
        }
        for (side, (got, want)) in zip(["x", "y", "width", "height"], zip(shown, wanted)) {
          #expect(
            abs(got - want) <= 1,
            "\(log): \(view)'s \(side) at \(moment.clock) ms is \(got) px, the log says \(want)")
        }
        compared += 1
      }
    }
    #expect(compared > 0)
  }

  @Test(
    "a step shows its moment; Play runs the clock (its frame rate reported); the diagram follows")
  func playing() throws {
    let log = "Traces/card-zoom.jsonl"
    guard
      let (seen, records) = try visit(
        log,
        plan: { page, gif, png in
          Plan(
            page: page, gif: gif, png: Pixels(url: png, points: [[72, 192], [196, 600]]),
            moments: [], steps: ["seq-38", "seq-56"], play: Play(speed: "1", seconds: 2))
        })
    else { return }
    // seq 38 is at 0.5 s, when the tap's transition starts.
    let times = Dictionary(
      uniqueKeysWithValues: records.compactMap(\.event).map { ($0.seq, $0.time) })
    #expect(seen.steps.count == 2)
    for (read, seq) in zip(seen.steps, [38, 56]) {
      let expected = times[seq].map { Int(($0.seconds * 1000).rounded()) }
      #expect(Int(read.clock).map { $0 >= expected ?? .max } == true, "seq \(seq): \(read.clock)")
    }
    let played = try #require(seen.play)
    #expect(played.clock > 0)
    #expect(played.startStep != played.endStep, "the diagram did not follow the clock")
    let stamps = played.stamps
    if stamps.count > 1, let first = stamps.first, let last = stamps.last, last > first {
      let fps = Double(stamps.count - 1) / (last - first) * 1000
      let longest = zip(stamps.dropFirst(), stamps).map { $0 - $1 }.max() ?? 0
      // Reported, never judged: a loaded machine draws fewer frames. At 60 Hz every frame is
      // drawn when none takes much over 16.7 ms.
      print(
        "screen playback: \(stamps.count) frames in \(Int(last - first)) ms, "
          + String(format: "%.1f", fps) + " frames per second, the longest "
          + String(format: "%.1f", longest) + " ms")
    }
    let gif = try #require(seen.gif)
    #expect(gif.width == Int((393 * 0.25).rounded()))
    #expect(gif.height > Int((852 * 0.25).rounded()))
    // The still after seq 38 decodes to the screen: tile.0 in its red, and white below it.
    let png = try #require(seen.png)
    #expect(png.width == 393)
    #expect(png.colors.count == 2)
    if png.colors.count == 2 {
      for (got, want) in zip(png.colors[0].prefix(3), [255, 45, 85]) {
        #expect(abs(got - want) <= 2)
      }
      #expect(png.colors[1].prefix(3).allSatisfy { $0 >= 253 })
    }
  }
}
