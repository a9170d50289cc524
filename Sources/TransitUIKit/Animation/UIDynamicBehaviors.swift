import Foundation

/// Mirrors `UIDynamicItem`: what UIKit Dynamics moves; views and collection view layout
/// attributes are such items.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
  var center: CGPoint { get set }
  var bounds: CGRect { get }
  var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}
extension UICollectionViewLayoutAttributes: UIDynamicItem {}

/// Mirrors `UIDynamicBehavior`: a behavior and its children; `action` runs after each step of
/// the animator it is added to.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
  public private(set) var childBehaviors: [UIDynamicBehavior] = []
  open var action: (() -> Void)?
  /// Mirrors `dynamicAnimator`: the animator the behavior is added to.
  public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

  public override init() { super.init() }

  open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }

  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    childBehaviors.removeAll { $0 === behavior }
  }

  /// Mirrors `willMove(to:)`, called as the behavior is added to or removed from an animator.
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  /// The behavior and its children, depth first.
  var tree: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.tree) }
  /// The items the behavior acts on.
  var actedItems: [UIDynamicItem] { [] }
}

/// Mirrors `UIGravityBehavior`: a magnitude of 1 accelerates its items at 1,000 points a second
/// squared, whatever their mass (Apple's `magnitude` page), down by default.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
  public private(set) var items: [UIDynamicItem]
  open var gravityDirection = CGVector(dx: 0, dy: 1)

  public init(items: [UIDynamicItem]) {
    self.items = items
    super.init()
  }

  public convenience override init() { self.init(items: []) }

  open func addItem(_ item: UIDynamicItem) { items.append(item) }
  open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

  open var magnitude: CGFloat {
    get { gravityDirection.length }
    set { setAngle(angle, magnitude: newValue) }
  }

  open var angle: CGFloat {
    get { gravityDirection.angle }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    gravityDirection = CGVector(angle: angle, length: magnitude)
  }

  override var actedItems: [UIDynamicItem] { items }
}

/// Mirrors `UIPushBehavior`: a continuous magnitude of 1 accelerates a 100 × 100 point item of
/// density 1 at 100 points a second squared; an instantaneous push gives that change of velocity
/// at once, then stops being active (Apple's `UIPushBehavior` and `magnitude` pages).
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
  public enum Mode: Int, Sendable { case continuous, instantaneous }

  public private(set) var items: [UIDynamicItem]
  public let mode: Mode
  open var active = true
  open var pushDirection = CGVector(dx: 0, dy: 0)

  public init(items: [UIDynamicItem], mode: Mode) {
    self.items = items
    self.mode = mode
    super.init()
  }

  open func addItem(_ item: UIDynamicItem) { items.append(item) }
  open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

  open var magnitude: CGFloat {
    get { pushDirection.length }
    set { setAngle(angle, magnitude: newValue) }
  }

  open var angle: CGFloat {
    get { pushDirection.angle }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    pushDirection = CGVector(angle: angle, length: magnitude)
  }

  /// The offsets set with `setTargetOffsetFromCenter(_:for:)`, by item.
  private var targetOffsets: [ObjectIdentifier: UIOffset] = [:]

  /// Mirrors `setTargetOffsetFromCenter(_:for:)`: the force is applied at this offset from the
  /// item's centre, which turns with the item as an attachment's offset does, so a push off
  /// centre also turns an item that allows rotation (torque, as the animator steps it).
  open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
    targetOffsets[ObjectIdentifier(item)] = offset
  }

  /// Mirrors `targetOffsetFromCenter(for:)`: the offset set for the item, or none (its centre)
  /// until one is, as Apple's page says (`uikit-push-target-offset` in docs/sources.md).
  open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
    targetOffsets[ObjectIdentifier(item)] ?? UIOffset(horizontal: 0, vertical: 0)
  }

  override var actedItems: [UIDynamicItem] { items }
}

/// Mirrors `UISnapBehavior`: pulls its item to a point, with a spring whose damping is
/// `damping` (0.5 by default), and turns it upright.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
  let item: UIDynamicItem
  open var snapPoint: CGPoint
  open var damping: CGFloat = 0.5

  public init(item: UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  override var actedItems: [UIDynamicItem] { [item] }
}

/// Mirrors `UIAttachmentBehavior`: a rigid rod (frequency 0) or a spring of `frequency` hertz
/// and `damping` ratio from a point of an item (offset from its centre) to an anchor or to
/// another item; its length is the distance when it is made.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
  public enum AttachmentType: Int, Sendable { case items, anchor }

  let first: UIDynamicItem
  let firstOffset: UIOffset
  let second: UIDynamicItem?
  let secondOffset: UIOffset
  public let attachedBehaviorType: AttachmentType
  open var anchorPoint: CGPoint
  open var length: CGFloat
  open var damping: CGFloat = 0
  open var frequency: CGFloat = 0
  open var frictionTorque: CGFloat = 0

  public init(
    item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint
  ) {
    first = item
    firstOffset = offset
    second = nil
    secondOffset = .zero
    attachedBehaviorType = .anchor
    anchorPoint = point
    let start = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
    length = hypot(point.x - start.x, point.y - start.y)
    super.init()
  }

  public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  public init(
    item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
    attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset
  ) {
    first = item1
    firstOffset = offset1
    second = item2
    secondOffset = offset2
    attachedBehaviorType = .items
    anchorPoint = item2.center
    length = hypot(
      item2.center.x + offset2.horizontal - item1.center.x - offset1.horizontal,
      item2.center.y + offset2.vertical - item1.center.y - offset1.vertical)
    super.init()
  }

  public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  open var items: [UIDynamicItem] { [first] + (second.map { [$0] } ?? []) }
  override var actedItems: [UIDynamicItem] { items }
}

/// Mirrors `UIDynamicItemBehavior`: the items' physical properties, and velocities added.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
  public private(set) var items: [UIDynamicItem]
  open var elasticity: CGFloat = 0
  open var friction: CGFloat = 0
  open var density: CGFloat = 1
  open var resistance: CGFloat = 0
  open var angularResistance: CGFloat = 0
  open var allowsRotation = true
  open var isAnchored = false
  /// Velocities added and not yet given to the animator's items.
  var pendingVelocities: [(UIDynamicItem, CGPoint)] = []
  var pendingSpins: [(UIDynamicItem, CGFloat)] = []

  public init(items: [UIDynamicItem]) {
    self.items = items
    super.init()
  }

  open func addItem(_ item: UIDynamicItem) { items.append(item) }
  open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

  open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
    pendingVelocities.append((item, velocity))
    dynamicAnimator?.resume()
  }

  open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
    dynamicAnimator?.body(of: item)?.velocity ?? .zero
  }

  open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
    pendingSpins.append((item, velocity))
    dynamicAnimator?.resume()
  }

  open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
    dynamicAnimator?.body(of: item)?.spin ?? 0
  }

  override var actedItems: [UIDynamicItem] { items }
}

/// Mirrors `UICollisionBehavior`: its items stop at its boundaries (the reference view's bounds
/// when `translatesReferenceBoundsIntoBoundary`, and named segments) and at each other, as
/// boxes, bouncing by their elasticity.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
  /// Mirrors `UICollisionBehavior.Mode`.
  public struct Mode: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let items = Mode(rawValue: 1)
    public static let boundaries = Mode(rawValue: 2)
    public static let everything: Mode = [.items, .boundaries]
  }

  public private(set) var items: [UIDynamicItem]
  open var collisionMode = Mode.everything
  open var translatesReferenceBoundsIntoBoundary = false
  var referenceInsets = UIEdgeInsets.zero
  /// The named boundaries, each a segment, in the order they were added.
  var segments: [(identifier: AnyHashable, from: CGPoint, to: CGPoint)] = []
  open weak var collisionDelegate: UICollisionBehaviorDelegate?

  public init(items: [UIDynamicItem]) {
    self.items = items
    super.init()
  }

  public convenience override init() { self.init(items: []) }

  open func addItem(_ item: UIDynamicItem) { items.append(item) }
  open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    translatesReferenceBoundsIntoBoundary = true
    referenceInsets = insets
  }

  open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint)
  {
    segments.append((Self.key(identifier), p1, p2))
  }

  /// A path's boundary: the segments between its points.
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
    let box = bezierPath.bounds
    let corners = [
      CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
      CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY),
    ]
    for index in corners.indices {
      segments.append((Self.key(identifier), corners[index], corners[(index + 1) % 4]))
    }
  }

  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    let key = Self.key(identifier)
    segments.removeAll { $0.identifier == key }
  }

  open func removeAllBoundaries() { segments.removeAll() }

  open var boundaryIdentifiers: [any NSCopying]? {
    segments.map { $0.identifier.base as? any NSCopying }.compactMap { $0 }
  }

  static func key(_ identifier: any NSCopying) -> AnyHashable {
    (identifier as? AnyHashable) ?? AnyHashable(String(describing: identifier))
  }

  override var actedItems: [UIDynamicItem] { items }
}

/// Mirrors `UICollisionBehaviorDelegate`; its methods are optional, as in UIKit.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: ObjectiveCMessaging {
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {}
}

/// A behavior's direction vector as its angle and length, as gravity and pushes give them.
extension CGVector {
  fileprivate init(angle: CGFloat, length: CGFloat) {
    self.init(dx: cos(angle) * length, dy: sin(angle) * length)
  }

  fileprivate var length: CGFloat { (dx * dx + dy * dy).squareRoot() }
  fileprivate var angle: CGFloat { atan2(dy, dx) }
}
