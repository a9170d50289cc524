import TransitTrace

/// Draws what the screen shows at one moment as an image, as the step-through page draws it:
/// each view a box to scale, filled with its background colour, its corners, alpha and
/// transform applied and its superviews' clipping, a faint edge and a short label; a
/// transition's container view outlined with dashes; the finger while it is down; and, under
/// the screen, a caption naming the call the moment stands at.
struct ScreenPainter {
  /// Image pixels per point.
  var scale: Double
  /// Whether to write the caption band under the screen.
  var caption = true
  /// The screen's size in points, when it is fixed (the frames of a GIF); else the window's.
  var size: (width: Double, height: Double)?

  static let captionLines = 3
  /// The caption's font size (pixels per font pixel).
  var captionSize: Int { scale >= 0.75 ? 2 : 1 }
  var captionHeight: Int {
    caption ? Self.captionLines * PixelFont.cellHeight * captionSize + 12 : 0
  }

  /// The image of `snapshot`, with `text` as its caption; it stops drawing views once their
  /// shapes have visited more than `budget` pixels (`ScreenRaster.visited` tells).
  func paint(_ snapshot: ScreenSnapshot, caption text: String, budget: Int = .max) -> ScreenRaster {
    let screenWidth = Self.side((size?.width ?? snapshot.width) * scale)
    let screenHeight = Self.side((size?.height ?? snapshot.height) * scale)
    var raster = ScreenRaster(
      width: screenWidth, height: screenHeight + captionHeight, background: (0, 0, 0))
    let toImage = ScreenTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
    for (index, box) in snapshot.boxes.enumerated() {
      if raster.visited > budget { break }
      let shape = Self.shape(of: box, toImage: toImage)
      let clips = box.clippedBy.map { Self.shape(of: snapshot.boxes[$0], toImage: toImage) }
      let color = box.appearance.backgroundColor
      let opacity = box.opacity
      if color.alpha > 0 {
        raster.fill(
          shape,
          with: ScreenRaster.Paint(
            red: Double(color.red), green: Double(color.green), blue: Double(color.blue),
            alpha: Double(color.alpha) / 255 * opacity),
          clippedBy: clips)
      }
      guard index > 0, opacity > 0.05 else { continue }
      raster.stroke(
        shape, with: ScreenRaster.Paint(red: 128, green: 128, blue: 128, alpha: 0.45 * opacity),
        thickness: 1)
      label(box, in: snapshot, shape: shape, color: color, opacity: opacity, in: &raster)
    }
    for box in snapshot.boxes where box.isContainer {
      raster.stroke(
        Self.shape(of: box, toImage: toImage),
        with: ScreenRaster.Paint(red: 47, green: 129, blue: 247, alpha: 1),
        thickness: max(1.5, 2 * scale), dash: max(4, 6 * scale))
    }
    if let finger = snapshot.finger,
      finger.isDown || snapshot.time.seconds(since: finger.time) < 0.25
    {
      let radius = 22.0
      let circle = ScreenRaster.Shape(
        rect: ScreenRect(
          x: finger.location.x - radius, y: finger.location.y - radius, width: 2 * radius,
          height: 2 * radius), radius: radius, toImage: toImage)
      let strength = finger.isDown ? 1 : 0.35
      raster.fill(
        circle, with: ScreenRaster.Paint(red: 110, green: 118, blue: 129, alpha: 0.45 * strength))
      raster.stroke(
        circle, with: ScreenRaster.Paint(red: 255, green: 255, blue: 255, alpha: 0.85 * strength),
        thickness: max(1.5, 3 * scale))
    }
    if caption { write(text, below: screenHeight, in: &raster) }
    return raster
  }

  /// An image side of `pixels`, from 1 to `ScreenExport.maximumSide`, whatever a log says.
  static func side(_ pixels: Double) -> Int {
    guard pixels.isFinite else { return 1 }
    return Int(min(max(pixels.rounded(), 1), Double(ScreenExport.maximumSide)))
  }

  /// The box's bounds as a shape on the image.
  static func shape(of box: ScreenSnapshot.Box, toImage: ScreenTransform) -> ScreenRaster.Shape {
    ScreenRaster.Shape(
      rect: box.appearance.bounds, radius: box.appearance.cornerRadius,
      toImage: box.toWindow.concatenating(toImage))
  }

  /// Whether `box` covers its superview exactly, so its superview's label stands for both.
  static func fillsParent(_ box: ScreenSnapshot.Box, in snapshot: ScreenSnapshot) -> Bool {
    guard let parent = box.parent else { return false }
    let mine = snapshot.frameInWindow(box)
    let theirs = snapshot.frameInWindow(snapshot.boxes[parent])
    return abs(mine.x - theirs.x) < 1 && abs(mine.y - theirs.y) < 1
      && abs(mine.width - theirs.width) < 1 && abs(mine.height - theirs.height) < 1
  }

  /// The box's label at its top left, when the box is upright, large enough to hold it and not
  /// just its superview again.
  private func label(
    _ box: ScreenSnapshot.Box, in snapshot: ScreenSnapshot, shape: ScreenRaster.Shape,
    color: ScreenColor, opacity: Double, in raster: inout ScreenRaster
  ) {
    guard ScreenRaster.isAxisAligned(shape.toImage) else { return }
    let bounds = ScreenRaster.bounds(of: shape)
    guard bounds.width >= 36, bounds.height >= 12, bounds.x > -1e6, bounds.y > -1e6,
      bounds.x < Double(raster.width), bounds.y < Double(raster.height),
      !Self.fillsParent(box, in: snapshot)
    else {
      return
    }
    let dark =
      Double(color.alpha) > 127
      && Double(color.red) * 0.299 + Double(color.green) * 0.587 + Double(color.blue) * 0.114
        < 128
    let ink: Double = dark ? 255 : 0
    raster.text(
      box.label, x: Int(bounds.x) + 3, y: Int(bounds.y) + 3, size: 1,
      paint: ScreenRaster.Paint(red: ink, green: ink, blue: ink, alpha: 0.7 * opacity),
      maxX: Int(min(bounds.x + bounds.width, Double(raster.width))) - 2)
  }

  /// Writes `text` in the caption band, wrapped to its width.
  private func write(_ text: String, below top: Int, in raster: inout ScreenRaster) {
    let size = captionSize
    let perLine = max(1, (raster.width - 12) / (PixelFont.cellWidth * size))
    var lines: [String] = []
    var line = ""
    for word in PixelFont.printable(text).split(separator: " ", omittingEmptySubsequences: false) {
      var word = String(word)
      while word.count > perLine {
        if !line.isEmpty {
          lines.append(line)
          line = ""
        }
        lines.append(String(word.prefix(perLine)))
        word = String(word.dropFirst(perLine))
      }
      if line.isEmpty {
        line = word
      } else if line.count + 1 + word.count <= perLine {
        line += " " + word
      } else {
        lines.append(line)
        line = word
      }
    }
    if !line.isEmpty { lines.append(line) }
    if lines.count > Self.captionLines {
      lines = Array(lines.prefix(Self.captionLines))
      lines[Self.captionLines - 1] =
        String(lines[Self.captionLines - 1].prefix(perLine - 3)) + "..."
    }
    for (number, line) in lines.enumerated() {
      raster.text(
        line, x: 6, y: top + 6 + number * PixelFont.cellHeight * size, size: size,
        paint: ScreenRaster.Paint(red: 230, green: 237, blue: 243, alpha: 1))
    }
  }
}
