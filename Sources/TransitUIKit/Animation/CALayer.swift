import Foundation

/// Mirrors `CALayer`: the layer behind a view, and layers code adds to it.
///
/// A view's layer shares its geometry and opacity with the view (`frame`, `bounds`, `position`,
/// `opacity`, `isHidden` are the view's), as on iOS. The rest is kept: nothing is drawn. Explicit
/// animations (`add(_:forKey:)`) run on the virtual clock: their delegate hears
/// `animationDidStart(_:)` and `animationDidStop(_:finished:)` when UIKit would tell it, and a
/// `CATransaction`'s completion block runs once its animations are done; they change no model
/// value, as on iOS, so code sets the final value itself.
@preconcurrency @MainActor
open class CALayer: NSObject {
  open var cornerRadius: CGFloat = 0
  open var masksToBounds = false
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var zPosition: CGFloat = 0
  open var shadowColor: CGColor? = UIColor.black.cgColor
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var shadowPath: CGPath?
  open var borderColor: CGColor? = UIColor.black.cgColor
  open var borderWidth: CGFloat = 0
  open var backgroundColor: CGColor?
  /// A layer whose alpha masks this one; kept, as nothing is drawn.
  open var mask: CALayer?
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  open var cornerCurve = CALayerCornerCurve.circular
  open var shouldRasterize = false
  open var rasterizationScale: CGFloat = 1
  open var contentsScale: CGFloat = 1
  open var contents: Any?
  open var contentsGravity = "resize"
  open var name: String?
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  open var transform = CATransform3DIdentity
  open var sublayerTransform = CATransform3DIdentity
  open var isDoubleSided = true
  open var needsDisplayOnBoundsChange = false
  open weak var delegate: AnyObject?
  public internal(set) var sublayers: [CALayer]?
  public internal(set) weak var superlayer: CALayer?
  /// The view this layer backs, whose geometry it shares.
  weak var owningView: UIView?
  private var ownFrame = CGRect.zero
  private var ownOpacity: Float = 1
  private var ownHidden = false
  /// The explicit animations running, by key, in the order added.
  var animations: [(key: String, animation: CAAnimation)] = []

  public required override init() {
    super.init()
  }

  /// Mirrors `init(layer:)`, which Core Animation uses to make presentation copies.
  public required init(layer: Any) {
    super.init()
    if let other = layer as? CALayer { ownFrame = other.frame }
  }

  // MARK: Geometry, shared with the view

  open var frame: CGRect {
    get { owningView?.frame ?? ownFrame }
    set {
      if let owningView { owningView.frame = newValue } else { ownFrame = newValue }
    }
  }

  open var bounds: CGRect {
    get { owningView?.bounds ?? CGRect(origin: .zero, size: ownFrame.size) }
    set {
      if let owningView { owningView.bounds = newValue } else { ownFrame.size = newValue.size }
    }
  }

  open var position: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  open var opacity: Float {
    get { owningView.map { Float($0.alpha) } ?? ownOpacity }
    set {
      if let owningView { owningView.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
    }
  }

  open var isHidden: Bool {
    get { owningView?.isHidden ?? ownHidden }
    set {
      if let owningView { owningView.isHidden = newValue } else { ownHidden = newValue }
    }
  }

  // MARK: Sublayers

  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
  }

  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sublayers?.firstIndex { $0 === sibling } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
    insertSublayer(layer, at: UInt32(index))
  }

  open func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }

  // MARK: Drawing, kept

  open func setNeedsDisplay() {}
  open func setNeedsLayout() { owningView?.setNeedsLayout() }
  open func layoutIfNeeded() { owningView?.layoutIfNeeded() }
  open func layoutSublayers() {}
  open func display() {}
  open func needsDisplay() -> Bool { false }
  open class func needsDisplay(forKey key: String) -> Bool { false }
  open func action(forKey event: String) -> (any CAAction)? { nil }

  // MARK: Explicit animations (CAAnimation.swift)

  /// Mirrors `add(_:forKey:)`: starts `animation` now; it stops after its duration.
  open func add(_ animation: CAAnimation, forKey key: String?) { start(animation, forKey: key) }

  /// Mirrors `animation(forKey:)`.
  open func animation(forKey key: String) -> CAAnimation? {
    animations.first { $0.key == key }?.animation
  }

  /// Mirrors `animationKeys()`.
  open func animationKeys() -> [String]? {
    animations.isEmpty ? nil : animations.map(\.key)
  }

  /// Mirrors `removeAnimation(forKey:)`: its delegate hears it did not finish.
  open func removeAnimation(forKey key: String) {
    removeAnimation(forKey: key, finished: false)
  }

  /// Mirrors `removeAllAnimations()`: every animation's delegate hears it did not finish.
  open func removeAllAnimations() { stopAllAnimations() }

  // MARK: Presentation

  /// Mirrors `presentation()`: the layer as it is on screen. The model takes an animation's
  /// final values at once here, so the presentation layer is a copy of the model.
  open func presentation() -> Self? {
    let copy = Self(layer: self)
    copy.ownOpacity = opacity
    copy.ownHidden = isHidden
    copy.cornerRadius = cornerRadius
    copy.transform = transform
    return copy
  }

  /// Mirrors `model()`.
  open func model() -> Self { self }

  /// Mirrors `convert(_:to:)` and `convert(_:from:)` for points, through the views' geometry.
  open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
    guard let view = owningView else { return point }
    return view.convert(point, to: layer?.owningView)
  }

  open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    guard let view = owningView else { return point }
    return view.convert(point, from: layer?.owningView)
  }
}

/// Mirrors `CAAction`.
@preconcurrency @MainActor
public protocol CAAction: AnyObject {}

/// Mirrors `CALayerCornerCurve`.
public enum CALayerCornerCurve: String, Sendable { case circular, continuous }

/// Mirrors `CAShapeLayer`: a path, kept with how it would be stroked and filled.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
  open var path: CGPath?
  open var fillColor: CGColor? = UIColor.black.cgColor
  open var strokeColor: CGColor?
  open var lineWidth: CGFloat = 1
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1
  open var lineCap = CAShapeLayerLineCap.butt
  open var lineJoin = CAShapeLayerLineJoin.miter
  open var fillRule = CAShapeLayerFillRule.nonZero
  open var lineDashPattern: [NSNumber]?
}

/// Mirrors `CAShapeLayerLineCap`.
public enum CAShapeLayerLineCap: String, Sendable { case butt, round, square }
/// Mirrors `CAShapeLayerLineJoin`.
public enum CAShapeLayerLineJoin: String, Sendable { case miter, round, bevel }
/// Mirrors `CAShapeLayerFillRule`.
public enum CAShapeLayerFillRule: String, Sendable {
  case nonZero = "non-zero"
  case evenOdd = "even-odd"
}

/// Mirrors `CAGradientLayer`: its colours and geometry, kept.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
  open var colors: [Any]?
  open var locations: [NSNumber]?
  open var startPoint = CGPoint(x: 0.5, y: 0)
  open var endPoint = CGPoint(x: 0.5, y: 1)
  open var type = CAGradientLayerType.axial
}

/// Mirrors `CAGradientLayerType`.
public enum CAGradientLayerType: String, Sendable { case axial, radial, conic }

/// Mirrors `CATransform3D`, kept as its sixteen values.
public struct CATransform3D: Hashable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
  public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1
  public init() {}
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D()
  t.m11 = sx
  t.m22 = sy
  t.m33 = sz
  return t
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3D()
  t.m41 = tx
  t.m42 = ty
  t.m43 = tz
  return t
}

public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let x = [
    [a.m11, a.m12, a.m13, a.m14], [a.m21, a.m22, a.m23, a.m24], [a.m31, a.m32, a.m33, a.m34],
    [a.m41, a.m42, a.m43, a.m44],
  ]
  let y = [
    [b.m11, b.m12, b.m13, b.m14], [b.m21, b.m22, b.m23, b.m24], [b.m31, b.m32, b.m33, b.m34],
    [b.m41, b.m42, b.m43, b.m44],
  ]
  var r = Array(repeating: Array(repeating: CGFloat(0), count: 4), count: 4)
  for i in 0..<4 {
    for j in 0..<4 { r[i][j] = (0..<4).reduce(0) { $0 + x[i][$1] * y[$1][j] } }
  }
  var t = CATransform3D()
  (t.m11, t.m12, t.m13, t.m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
  (t.m21, t.m22, t.m23, t.m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
  (t.m31, t.m32, t.m33, t.m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
  (t.m41, t.m42, t.m43, t.m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
  return t
}

public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let k = 1 - c
  var t = CATransform3D()
  t.m11 = c + ux * ux * k
  t.m12 = ux * uy * k + uz * s
  t.m13 = ux * uz * k - uy * s
  t.m21 = uy * ux * k - uz * s
  t.m22 = c + uy * uy * k
  t.m23 = uy * uz * k + ux * s
  t.m31 = uz * ux * k + uy * s
  t.m32 = uz * uy * k - ux * s
  t.m33 = c + uz * uz * k
  return t
}

public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3D()
  t.m11 = m.a
  t.m12 = m.b
  t.m21 = m.c
  t.m22 = m.d
  t.m41 = m.tx
  t.m42 = m.ty
  return t
}
