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
  // What the log's geometry channel records of a view's layer tells it when set.
  open var cornerRadius: CGFloat = 0 { didSet { owningView?.geometryDidChange() } }
  open var masksToBounds = false { didSet { owningView?.geometryDidChange() } }
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var zPosition: CGFloat = 0
  open var shadowColor: CGColor? = UIColor.black.cgColor
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var shadowPath: CGPath?
  open var borderColor: CGColor? = UIColor.black.cgColor
  open var borderWidth: CGFloat = 0
  open var backgroundColor: CGColor? { didSet { owningView?.geometryDidChange() } }
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
  open var contentsGravity = CALayerContentsGravity.resize
  /// Mirrors `contentsRect`: the part of `contents` shown, in unit coordinates.
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Mirrors `contentsCenter`: the part of `contents` that stretches, in unit coordinates.
  open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Mirrors `minificationFilter` and `magnificationFilter`, kept: nothing is drawn.
  open var minificationFilter = CALayerContentsFilter.linear
  open var magnificationFilter = CALayerContentsFilter.linear
  open var minificationFilterBias: Float = 0
  /// Mirrors `isOpaque`, kept.
  open var isOpaque = false
  /// Mirrors `allowsGroupOpacity`: true, as on iOS 7 and later.
  open var allowsGroupOpacity = true
  open var allowsEdgeAntialiasing = false
  open var name: String?
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  open var transform = CATransform3DIdentity
  open var sublayerTransform = CATransform3DIdentity
  open var isDoubleSided = true
  open var needsDisplayOnBoundsChange = false
  // Media timing (`CALayer+MediaTiming.swift`).
  open var beginTime: CFTimeInterval = 0
  open var timeOffset: CFTimeInterval = 0
  open var speed: Float = 1
  open var duration: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode = CAMediaTimingFillMode.removed
  open weak var delegate: AnyObject?
  /// Mirrors `sublayers`. Setting it makes the layers given this layer's sublayers, in order,
  /// each taken from the layer it was in, and the ones left out lose this superlayer.
  open var sublayers: [CALayer]? {
    get { sublayerList }
    set {
      let kept = newValue ?? []
      for layer in sublayerList ?? [] where !kept.contains(where: { $0 === layer }) {
        layer.superlayer = nil
      }
      for layer in kept where layer.superlayer !== self {
        layer.removeFromSuperlayer()
        layer.superlayer = self
      }
      sublayerList = newValue
    }
  }
  private var sublayerList: [CALayer]?
  public internal(set) weak var superlayer: CALayer?
  /// The view this layer backs, whose geometry it shares.
  weak var owningView: UIView?
  private var ownFrame = CGRect.zero
  private var ownOpacity: Float = 1
  private var ownHidden = false
  /// The explicit animations running, by key, in the order added.
  var animations: [(key: String, animation: CAAnimation)] = []
  /// The values set with `setValue(_:forKey:)` for keys that name no property
  /// (`CALayer+KeyValueCoding.swift`).
  var keyedValues: [String: Any] = [:]

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
    var list = sublayerList ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayerList = list
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
    superlayer?.sublayerList?.removeAll { $0 === self }
    superlayer = nil
  }

  // MARK: Drawing, kept

  open func setNeedsDisplay() {}
  open func setNeedsLayout() { owningView?.setNeedsLayout() }
  open func layoutIfNeeded() { owningView?.layoutIfNeeded() }
  /// Mirrors `layoutSublayers()`: the default asks the layer's delegate, which for a view's
  /// layer is the view, to lay it out (`UIView.layoutSublayers(of:)`).
  open func layoutSublayers() { owningView?.layoutSublayers(of: self) }
  /// Mirrors `display()`: the default implementation calls its delegate's `display(_:)`, which
  /// for a view's layer is the view's (Apple, `CALayer.display()`;
  /// `quartzcore-calayer-display` in docs/sources.md). Nothing calls it here, as
  /// layers are not drawn; code that calls it reaches the view's override.
  open func display() { owningView?.display(self) }
  open func needsDisplay() -> Bool { false }
  open class func needsDisplay(forKey key: String) -> Bool { false }
  open func action(forKey event: String) -> (any CAAction)? { nil }
  /// Mirrors `defaultAction(forKey:)`: no implicit animation is made here.
  open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

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

  /// Mirrors `convert(_:to:)` and `convert(_:from:)` for rectangles, as for points.
  open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
    guard let view = owningView else { return rect }
    return view.convert(rect, to: layer?.owningView)
  }

  open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
    guard let view = owningView else { return rect }
    return view.convert(rect, from: layer?.owningView)
  }
}

/// Mirrors `CAAction`.
@preconcurrency @MainActor
public protocol CAAction: AnyObject {}

/// An animation is the action a layer's `action(forKey:)` returns, as in Core Animation.
extension CAAnimation: CAAction {}

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

/// Mirrors `CAReplicatorLayer`: a layer that would draw its sublayers `instanceCount` times,
/// each copy offset by `instanceTransform` and delayed by `instanceDelay`. What it is told is
/// kept; no copy is made, as nothing is drawn.
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
  open var instanceCount = 1
  open var preservesDepth = false
  open var instanceDelay: CFTimeInterval = 0
  open var instanceTransform = CATransform3DIdentity
  open var instanceColor: CGColor?
  open var instanceRedOffset: Float = 0
  open var instanceGreenOffset: Float = 0
  open var instanceBlueOffset: Float = 0
  open var instanceAlphaOffset: Float = 0
}

/// Mirrors `CAGradientLayerType`.
public enum CAGradientLayerType: String, Sendable { case axial, radial, conic }

/// Mirrors `CALayerContentsGravity`: where a layer's contents sit in its bounds, kept and never
/// drawn.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let center = CALayerContentsGravity("center")
  public static let top = CALayerContentsGravity("top")
  public static let bottom = CALayerContentsGravity("bottom")
  public static let left = CALayerContentsGravity("left")
  public static let right = CALayerContentsGravity("right")
  public static let topLeft = CALayerContentsGravity("topLeft")
  public static let topRight = CALayerContentsGravity("topRight")
  public static let bottomLeft = CALayerContentsGravity("bottomLeft")
  public static let bottomRight = CALayerContentsGravity("bottomRight")
  public static let resize = CALayerContentsGravity("resize")
  public static let resizeAspect = CALayerContentsGravity("resizeAspect")
  public static let resizeAspectFill = CALayerContentsGravity("resizeAspectFill")
}

/// Mirrors `CATextLayer`: its text and how it would be set, kept, as nothing is drawn.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
  /// A `String` or an `NSAttributedString`.
  open var string: Any?
  /// A `CGFont`, a `UIFont` or a font's name.
  open var font: Any?
  open var fontSize: CGFloat = 36
  open var foregroundColor: CGColor? = UIColor.white.cgColor
  open var isWrapped = false
  open var truncationMode = CATextLayerTruncationMode.none
  open var alignmentMode = CATextLayerAlignmentMode.natural
  open var allowsFontSubpixelQuantization = false
}

/// Mirrors `CATextLayerTruncationMode`.
public enum CATextLayerTruncationMode: String, Sendable { case none, start, middle, end }
/// Mirrors `CATextLayerAlignmentMode`.
public enum CATextLayerAlignmentMode: String, Sendable {
  case natural, left, right, center, justified
}

/// Mirrors `CALayerContentsFilter`: how a layer's contents are scaled, kept and never drawn.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let linear = CALayerContentsFilter("linear")
  public static let nearest = CALayerContentsFilter("nearest")
  public static let trilinear = CALayerContentsFilter("trilinear")
}
