import TransitTrace

/// An opaque RGB image that shapes are painted onto with "source over": rectangles with rounded
/// corners under any affine transform, clipped by other such rectangles, circles and text.
///
/// Edges are smoothed by how far each pixel's centre lies inside the shape: the signed distance
/// to a rounded rectangle, in pixels, gives a coverage between 0 and 1. An axis-aligned
/// rectangle's inside, most of what a screen holds, is filled without that test.
struct ScreenRaster {
  let width: Int
  let height: Int
  /// Red, green, blue, one byte each, row by row from the top.
  private(set) var pixels: [UInt8]
  /// How many pixels shapes have visited: what painting has cost so far.
  private(set) var visited = 0

  init(width: Int, height: Int, background: (UInt8, UInt8, UInt8)) {
    self.width = max(1, width)
    self.height = max(1, height)
    var pixels = [UInt8](repeating: 0, count: self.width * self.height * 3)
    for index in stride(from: 0, to: pixels.count, by: 3) {
      pixels[index] = background.0
      pixels[index + 1] = background.1
      pixels[index + 2] = background.2
    }
    self.pixels = pixels
  }

  /// A rectangle with rounded corners in its own coordinates, and the transform that places
  /// it on the image (in pixels).
  struct Shape {
    var rect: ScreenRect
    var radius: Double
    var toImage: ScreenTransform
  }

  /// A colour with its alpha from 0 to 1.
  struct Paint {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double
  }

  /// A pixel column or row of the image, from a coordinate that may be anything a log holds.
  @inline(__always)
  private static func pixel(_ value: Double, _ rounding: FloatingPointRoundingRule, limit: Int)
    -> Int
  {
    guard value.isFinite else { return value > 0 ? limit : 0 }
    return Int(min(max(value.rounded(rounding), -1), Double(limit) + 1))
  }

  /// Blends `paint` into pixel `index` with `coverage`.
  @inline(__always)
  private mutating func blend(_ index: Int, _ paint: Paint, _ coverage: Double) {
    let a = paint.alpha * coverage
    guard a > 0.001 else { return }
    let keep = 1 - a
    pixels[index] = UInt8(min(255, Double(pixels[index]) * keep + paint.red * a + 0.5))
    pixels[index + 1] = UInt8(min(255, Double(pixels[index + 1]) * keep + paint.green * a + 0.5))
    pixels[index + 2] = UInt8(min(255, Double(pixels[index + 2]) * keep + paint.blue * a + 0.5))
  }

  /// How much of the pixel centred at `point` (image coordinates) `shape` covers.
  static func coverage(
    of shape: Shape, inverse: ScreenTransform, scale: Double, at point: ScreenPoint
  )
    -> Double
  {
    let local = inverse.apply(point)
    let halfWidth = shape.rect.width / 2
    let halfHeight = shape.rect.height / 2
    let radius = min(max(shape.radius, 0), halfWidth, halfHeight)
    let qx = abs(local.x - shape.rect.midX) - (halfWidth - radius)
    let qy = abs(local.y - shape.rect.midY) - (halfHeight - radius)
    let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
    let distance = outside + min(max(qx, qy), 0) - radius
    return min(max(0.5 - distance * scale, 0), 1)
  }

  /// Paints `shape` with `paint`, inside every shape of `clips`.
  mutating func fill(_ shape: Shape, with paint: Paint, clippedBy clips: [Shape] = []) {
    guard paint.alpha > 0.001, let inverse = shape.toImage.inverted else { return }
    var bounds = Self.bounds(of: shape)
    for clip in clips { bounds = Self.intersect(bounds, Self.bounds(of: clip)) }
    let minX = max(0, Self.pixel(bounds.x, .down, limit: width))
    let minY = max(0, Self.pixel(bounds.y, .down, limit: height))
    let maxX = min(width, Self.pixel(bounds.x + bounds.width, .up, limit: width))
    let maxY = min(height, Self.pixel(bounds.y + bounds.height, .up, limit: height))
    guard minX < maxX, minY < maxY else { return }
    visited += (maxX - minX) * (maxY - minY)
    let scale = Self.scale(of: shape.toImage)
    let clipInverses = clips.map { ($0, $0.toImage.inverted, Self.scale(of: $0.toImage)) }
    // The inside an axis-aligned shape and its axis-aligned clips cover whole.
    var solid: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    if Self.isAxisAligned(shape.toImage),
      clips.allSatisfy({ Self.isAxisAligned($0.toImage) && $0.radius <= 0 })
    {
      let inset =
        min(max(shape.radius, 0), shape.rect.width / 2, shape.rect.height / 2)
        * scale
      var inner = Self.bounds(of: shape)
      inner = ScreenRect(
        x: inner.x + 1, y: inner.y + inset + 1, width: inner.width - 2,
        height: inner.height - 2 * inset - 2)
      for clip in clips {
        let clipBounds = Self.bounds(of: clip)
        inner = Self.intersect(
          inner,
          ScreenRect(
            x: clipBounds.x + 1, y: clipBounds.y + 1, width: clipBounds.width - 2,
            height: clipBounds.height - 2))
      }
      let x0 = Self.pixel(inner.x, .up, limit: width)
      let y0 = Self.pixel(inner.y, .up, limit: height)
      let x1 = Self.pixel(inner.x + inner.width, .down, limit: width)
      let y1 = Self.pixel(inner.y + inner.height, .down, limit: height)
      if x0 < x1, y0 < y1 { solid = (x0, y0, x1, y1) }
    }
    for y in minY..<maxY {
      var x = minX
      while x < maxX {
        if let solid, y >= solid.minY, y < solid.maxY, x >= solid.minX, x < solid.maxX {
          for inside in x..<min(solid.maxX, maxX) { blend((y * width + inside) * 3, paint, 1) }
          x = min(solid.maxX, maxX)
          continue
        }
        let point = ScreenPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
        var covered = Self.coverage(of: shape, inverse: inverse, scale: scale, at: point)
        for (clip, clipInverse, clipScale) in clipInverses where covered > 0 {
          guard let clipInverse else {
            covered = 0
            break
          }
          covered *= Self.coverage(of: clip, inverse: clipInverse, scale: clipScale, at: point)
        }
        if covered > 0 { blend((y * width + x) * 3, paint, covered) }
        x += 1
      }
    }
  }

  /// Strokes the outline of `shape`, `thickness` pixels wide and dashed when `dash` is above 0.
  mutating func stroke(_ shape: Shape, with paint: Paint, thickness: Double, dash: Double = 0) {
    guard let inverse = shape.toImage.inverted else { return }
    let bounds = Self.bounds(of: shape)
    let scale = Self.scale(of: shape.toImage)
    let minX = max(0, Self.pixel(bounds.x, .down, limit: width) - 1)
    let minY = max(0, Self.pixel(bounds.y, .down, limit: height) - 1)
    let maxX = min(width, Self.pixel(bounds.x + bounds.width, .up, limit: width) + 1)
    let maxY = min(height, Self.pixel(bounds.y + bounds.height, .up, limit: height) + 1)
    guard minX < maxX, minY < maxY else { return }
    // An upright outline leaves its inside alone: only the band along its edges is visited.
    var hollow: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    if Self.isAxisAligned(shape.toImage) {
      let inset = thickness + 2 + min(max(shape.radius, 0), shape.rect.width / 2) * scale
      let x0 = Self.pixel(bounds.x + inset, .up, limit: width)
      let y0 = Self.pixel(bounds.y + inset, .up, limit: height)
      let x1 = Self.pixel(bounds.x + bounds.width - inset, .down, limit: width)
      let y1 = Self.pixel(bounds.y + bounds.height - inset, .down, limit: height)
      if x0 < x1, y0 < y1 { hollow = (x0, y0, x1, y1) }
    }
    visited += (maxX - minX) * (maxY - minY) / 8
    for y in minY..<maxY {
      var x = minX
      while x < maxX {
        if let hollow, y >= hollow.minY, y < hollow.maxY, x >= hollow.minX, x < hollow.maxX {
          x = hollow.maxX
          continue
        }
        defer { x += 1 }
        let point = ScreenPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
        let outer = Self.coverage(of: shape, inverse: inverse, scale: scale, at: point)
        guard outer > 0 else { continue }
        var inner = shape
        let inset = thickness / max(scale, 1e-9)
        inner.rect = ScreenRect(
          x: shape.rect.x + inset, y: shape.rect.y + inset, width: shape.rect.width - 2 * inset,
          height: shape.rect.height - 2 * inset)
        inner.radius = max(0, shape.radius - inset)
        let ring = outer - Self.coverage(of: inner, inverse: inverse, scale: scale, at: point)
        guard ring > 0 else { continue }
        if dash > 0, (x + y) / Int(max(dash, 1)) % 2 == 1 { continue }
        blend((y * width + x) * 3, paint, ring)
      }
    }
  }

  /// Paints `text` from (`x`, `y`), the top left of its first cell, `size` pixels a font pixel,
  /// no further right than `maxX`.
  mutating func text(_ text: String, x: Int, y: Int, size: Int, paint: Paint, maxX: Int? = nil) {
    let limit = min(maxX ?? width, width)
    var left = x
    for character in PixelFont.printable(text) {
      if left + 5 * size > limit { break }
      for row in 0..<7 {
        for column in 0..<5 where PixelFont.isSet(character, column: column, row: row) {
          for dy in 0..<size {
            for dx in 0..<size {
              let px = left + column * size + dx
              let py = y + row * size + dy
              guard px >= 0, py >= 0, px < width, py < height else { continue }
              blend((py * width + px) * 3, paint, 1)
            }
          }
        }
      }
      left += PixelFont.cellWidth * size
    }
  }

  // MARK: Geometry

  static func isAxisAligned(_ transform: ScreenTransform) -> Bool {
    abs(transform.b) < 1e-9 && abs(transform.c) < 1e-9 && transform.a > 0 && transform.d > 0
  }

  /// Image pixels per unit of the shape's own coordinates.
  static func scale(of transform: ScreenTransform) -> Double {
    abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
  }

  /// The image rectangle that holds `shape`.
  static func bounds(of shape: Shape) -> ScreenRect {
    let rect = shape.rect
    let corners = [
      ScreenPoint(x: rect.x, y: rect.y), ScreenPoint(x: rect.x + rect.width, y: rect.y),
      ScreenPoint(x: rect.x, y: rect.y + rect.height),
      ScreenPoint(x: rect.x + rect.width, y: rect.y + rect.height),
    ].map(shape.toImage.apply)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return ScreenRect(
      x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  static func intersect(_ a: ScreenRect, _ b: ScreenRect) -> ScreenRect {
    let x = max(a.x, b.x)
    let y = max(a.y, b.y)
    let right = min(a.x + a.width, b.x + b.width)
    let bottom = min(a.y + a.height, b.y + b.height)
    return ScreenRect(x: x, y: y, width: max(0, right - x), height: max(0, bottom - y))
  }
}
