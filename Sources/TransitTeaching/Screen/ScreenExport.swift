import TransitTrace

/// The screen of a log as images for slides: a still at one step (PNG), or the virtual clock
/// played as an animated GIF with the call it stands at as a caption.
///
/// ```swift
/// let gif = try ScreenExport.gif(records, options: ScreenExport.Options(speed: 0.5))
/// let png = try ScreenExport.png(records, atSeq: 31)
/// ```
///
/// Both are drawn by `ScreenPainter` from `ScreenPlayback`, as the step-through page draws its
/// screen. A GIF's frames come every 1/fps seconds of real time while something moves; where
/// nothing moves, the clock jumps to the next record and the frame is held at most a second.
package enum ScreenExport {
  /// How an export is drawn.
  package struct Options: Sendable {
    /// Image pixels per point.
    package var scale: Double
    /// Frames per second of the GIF.
    package var framesPerSecond: Int
    /// How fast the virtual clock plays: 1 in real time, 0.25 four times slower.
    package var speed: Double
    /// Whether the caption band is drawn.
    package var caption: Bool

    package init(
      scale: Double = 1, framesPerSecond: Int = 25, speed: Double = 1, caption: Bool = true
    ) {
      self.scale = scale
      self.framesPerSecond = framesPerSecond
      self.speed = speed
      self.caption = caption
    }
  }

  /// The most frames a GIF holds: bounds the work a log's clock can ask for.
  package static let maximumFrames = 3000
  /// The largest side of an image, in pixels.
  package static let maximumSide = 4096
  /// The most pixels an export's shapes may visit, all frames together: bounds the work a log
  /// with many large views can ask for (a few seconds of a release build).
  package static let pixelBudget = 1_500_000_000

  /// Why a log cannot be drawn as a screen.
  package struct ExportError: Error, CustomStringConvertible, Sendable {
    package let description: String
  }

  /// The screen after the event numbered `seq` and the geometry within it, as a PNG.
  package static func png(_ records: [Record], atSeq seq: Int, options: Options = Options())
    throws(ExportError) -> [UInt8]
  {
    try check(records, options: options)
    guard let last = records.last(where: { $0.event != nil })?.event?.seq, seq <= last, seq >= 1
    else {
      throw ExportError(
        description:
          "--at \(seq): the log's events are numbered 1 to \(records.last(where: { $0.event != nil })?.event?.seq ?? 0)"
      )
    }
    var playback = ScreenPlayback(records: records)
    playback.advance(throughSeq: seq)
    let snapshot = playback.snapshot()
    let painter = ScreenPainter(scale: options.scale, caption: options.caption)
    let raster = painter.paint(
      snapshot, caption: caption(playback, time: snapshot.time), budget: pixelBudget)
    guard raster.visited <= pixelBudget else { throw tooMuch(options) }
    return PNGEncoder.png(raster)
  }

  /// The screen played from the start of the log to its end, as an animated GIF.
  package static func gif(_ records: [Record], options: Options = Options())
    throws(ExportError) -> [UInt8]
  {
    try check(records, options: options)
    let times = frameTimes(records, options: options)
    guard times.count <= maximumFrames else {
      throw ExportError(
        description:
          "the animation would take more than \(maximumFrames) frames at "
          + "\(options.framesPerSecond) fps and speed \(JSONNumber.format(options.speed)); "
          + "choose a higher --speed or a lower --fps")
    }
    var playback = ScreenPlayback(records: records)
    var painter = ScreenPainter(scale: options.scale, caption: options.caption)
    var encoder: GIFEncoder?
    var visited = 0
    for (index, time) in times.enumerated() {
      playback.advance(to: time)
      let snapshot = playback.snapshot()
      // Every frame has the first one's size, should the window turn.
      if painter.size == nil { painter.size = (snapshot.width, snapshot.height) }
      let raster = painter.paint(
        snapshot, caption: caption(playback, time: time), budget: pixelBudget - visited)
      visited += raster.visited
      guard visited <= pixelBudget else { throw tooMuch(options) }
      if encoder == nil { encoder = GIFEncoder(width: raster.width, height: raster.height) }
      // Each frame stays until the next; the last one a second, so a loop reads.
      let real =
        index + 1 < times.count ? min(times[index + 1].seconds(since: time) / options.speed, 1) : 1
      encoder?.add(raster, delay: max(2, Int((real * 100).rounded())))
    }
    return encoder?.finish() ?? []
  }

  /// The refusal of an export that would take too long to draw.
  static func tooMuch(_ options: Options) -> ExportError {
    ExportError(
      description:
        "the log's views cover more than \(pixelBudget / 1_000_000) million pixels over its "
        + "frames at scale \(JSONNumber.format(options.scale)); choose a smaller --scale, a "
        + "lower --fps or a higher --speed")
  }

  /// The moments a GIF shows: every frame's worth of the clock while something moves, and
  /// each record's moment where nothing does.
  static func frameTimes(_ records: [Record], options: Options) -> [VirtualTime] {
    let step = options.speed / Double(max(options.framesPerSecond, 1))
    let end = ScreenPlayback.endTime(of: records)
    var playback = ScreenPlayback(records: records)
    var times: [VirtualTime] = []
    var time = VirtualTime.zero
    while times.count <= maximumFrames {
      playback.advance(to: time)
      times.append(time)
      guard time < end else { break }
      var next = time + step
      // Nothing moves until the next record: this frame is held (a second at most, `gif`).
      if !playback.isMoving(at: time), let upcoming = playback.nextTime, upcoming > next {
        next = upcoming
      }
      time = min(next, end)
    }
    return times
  }

  /// The caption: the clock, and the last call or touch the screen has reached (or the last
  /// event).
  static func caption(_ playback: ScreenPlayback, time: VirtualTime) -> String {
    let clock = "t=" + String(format3(time.seconds)) + "s"
    guard let event = playback.lastCall ?? playback.lastEvent else { return clock }
    return clock + "  seq " + VisibleText.escaped(event.description)
  }

  static func format3(_ value: Double) -> String {
    let millis = Int((value * 1000).rounded())
    let fraction = String(millis % 1000)
    return String(millis / 1000) + "." + String(repeating: "0", count: 3 - fraction.count)
      + fraction
  }

  private static func check(_ records: [Record], options: Options) throws(ExportError) {
    guard ScreenPlayback.hasGeometry(records) else {
      throw ExportError(
        description:
          "the log has no geometry records, so its screen cannot be drawn: record it with "
          + "`transit trace` or `transit run` (a log imported from a console has none)")
    }
    var playback = ScreenPlayback(records: records)
    playback.advance(to: ScreenPlayback.endTime(of: records))
    let window = playback.snapshot()
    let side = max(window.width, window.height) * options.scale
    guard side.isFinite, side >= 1, side <= Double(maximumSide) else {
      throw ExportError(
        description:
          "the window is \(JSONNumber.format(window.width)) × \(JSONNumber.format(window.height)) "
          + "points; at scale \(JSONNumber.format(options.scale)) that is outside 1 to "
          + "\(maximumSide) pixels a side")
    }
  }
}
