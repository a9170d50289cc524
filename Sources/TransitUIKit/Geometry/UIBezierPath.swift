import Foundation

#if canImport(Darwin)
  import CoreGraphics
#endif

#if !canImport(Darwin)
  /// Mirrors Core Graphics' `CGPath`: the elements of a path, kept, and the box around them.
  /// Nothing is drawn; a path is what a shape layer or a shadow is given. Declared where
  /// Foundation has no Core Graphics (Linux); on Apple's platforms it is Core Graphics' own.
  public class CGPath: @unchecked Sendable {
    /// One element of a path, in the path's coordinates.
    enum Element: Hashable {
      case move(CGPoint)
      case line(CGPoint)
      case curve(CGPoint, CGPoint, CGPoint)
      case close
    }

    var elements: [Element] = []

    init(elements: [Element] = []) { self.elements = elements }

    /// Mirrors `boundingBoxOfPath`: the smallest rectangle holding every point of the path's
    /// elements (control points included, as `boundingBox` does).
    public var boundingBox: CGRect {
      var points: [CGPoint] = []
      for element in elements {
        switch element {
        case .move(let p), .line(let p): points.append(p)
        case .curve(let a, let b, let c): points += [a, b, c]
        case .close: break
        }
      }
      guard let first = points.first else { return .null }
      var box = CGRect(origin: first, size: .zero)
      for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
      return box
    }

    public var boundingBoxOfPath: CGRect { boundingBox }
    public var isEmpty: Bool { elements.isEmpty }
    public var currentPoint: CGPoint {
      for element in elements.reversed() {
        switch element {
        case .move(let p), .line(let p), .curve(_, _, let p): return p
        case .close: continue
        }
      }
      return .zero
    }

    /// Mirrors `copy()`.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// Mirrors `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      self.init(elements: CGPath.rectangle(rect))
    }

    /// Mirrors `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(
      roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
      transform: UnsafePointer<CGAffineTransform>?
    ) {
      self.init(elements: CGPath.rectangle(rect))
    }

    /// Mirrors `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      self.init(elements: CGPath.rectangle(rect))
    }

    static func rectangle(_ rect: CGRect) -> [Element] {
      [
        .move(CGPoint(x: rect.minX, y: rect.minY)), .line(CGPoint(x: rect.maxX, y: rect.minY)),
        .line(CGPoint(x: rect.maxX, y: rect.maxY)), .line(CGPoint(x: rect.minX, y: rect.maxY)),
        .close,
      ]
    }
  }

  /// Mirrors `CGMutablePath`.
  public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init() }

    public func move(to point: CGPoint) { elements.append(.move(point)) }
    public func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
      elements.append(.curve(control1, control2, end))
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
      elements.append(.curve(control, control, end))
    }
    public func addRect(_ rect: CGRect) { elements += CGPath.rectangle(rect) }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
      elements += CGPath.rectangle(rect)
    }
    public func addEllipse(in rect: CGRect) { elements += CGPath.rectangle(rect) }
    public func addPath(_ path: CGPath) { elements += path.elements }
    public func closeSubpath() { elements.append(.close) }
  }

  /// Two paths are equal when their elements are, as Core Graphics' `CGPathEqualToPath` says.
  extension CGPath: Hashable {
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
  }
#endif

/// Mirrors `UIBezierPath`: a path built from lines, arcs and curves, whose `cgPath` a shape
/// layer or a shadow takes. Kept, not drawn: `fill()` and `stroke()` do nothing.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
  private var path = CGMutablePath()
  open var lineWidth: CGFloat = 1
  open var lineCapStyle = CGLineCap.butt
  open var lineJoinStyle = CGLineJoin.miter
  open var usesEvenOddFillRule = false
  /// Mirrors `miterLimit` (10 by default, as Apple's page says) and `flatness` (0.6): kept,
  /// as nothing is stroked.
  open var miterLimit: CGFloat = 10
  open var flatness: CGFloat = 0.6

  public override init() { super.init() }

  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
  }

  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    path.addRoundedRect(in: rect, cornerWidth: cornerRadii.width, cornerHeight: cornerRadii.height)
  }

  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// Mirrors `cgPath`.
  open var cgPath: CGPath { path.copy() ?? CGMutablePath() }
  open var bounds: CGRect { path.boundingBox }
  open var currentPoint: CGPoint { path.currentPoint }
  open var isEmpty: Bool { path.isEmpty }

  open func move(to point: CGPoint) { path.move(to: point) }
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }
  open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: end, control: controlPoint)
  }
  /// Mirrors `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`, kept as the arc's
  /// end points and the box around its circle.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    let start = CGPoint(
      x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    let end = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    path.isEmpty ? path.move(to: start) : path.addLine(to: start)
    path.addCurve(to: end, control1: start, control2: end)
  }
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.cgPath) }
  open func close() { path.closeSubpath() }
  open func removeAllPoints() { path = CGMutablePath() }
  open func apply(_ transform: CGAffineTransform) {}
  open func reversing() -> UIBezierPath { UIBezierPath(cgPath: path) }
  open func contains(_ point: CGPoint) -> Bool { path.boundingBox.contains(point) }
  open func fill() {}
  open func stroke() {}
  open func addClip() {}
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}
}

/// Mirrors `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

#if !canImport(Darwin)
  /// Mirrors `CGLineCap`.
  public enum CGLineCap: Int32, Sendable { case butt, round, square }
  /// Mirrors `CGLineJoin`.
  public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
#endif
