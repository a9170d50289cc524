// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

#if !canImport(Darwin)
  // Core Graphics' geometry functions that Foundation on Linux leaves out; on Apple's platforms
  // they are Core Graphics' own. Each follows Core Graphics' reference: a point is transformed as
  // `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`; a size without the translation; a rectangle
  // becomes the smallest rectangle that holds its four transformed corners.
  extension CGAffineTransform {
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Mirrors `inverted()`: the transform itself when it cannot be inverted, as Core Graphics
    /// documents.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0 else { return self }
      let a2 = d / determinant
      let b2 = -b / determinant
      let c2 = -c / determinant
      let d2 = a / determinant
      return CGAffineTransform(
        a: a2, b: b2, c: c2, d: d2, tx: -(tx * a2 + ty * c2), ty: -(tx * b2 + ty * d2))
    }
  }

  extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    public func applying(_ t: CGAffineTransform) -> CGRect {
      let rect = standardized
      let corners = [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
      ].map { $0.applying(t) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let minX = xs.min() ?? 0
      let minY = ys.min() ?? 0
      return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
  }

  /// Mirrors `HUGE` of Apple's C library (`math.h` defines it as `MAXFLOAT`, the greatest
  /// finite `Float`), which Core Animation code gives a `repeatCount` that never ends.
  public let HUGE = Float.greatestFiniteMagnitude
#endif

/// Mirrors `UIOffset`: a horizontal and a vertical offset.
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public init() { self.init(horizontal: 0, vertical: 0) }
  public static let zero = UIOffset()
}
