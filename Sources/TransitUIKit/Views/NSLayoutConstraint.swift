import Foundation

/// Mirrors `NSLayoutConstraint`. Transit records Auto Layout and does not solve it: a
/// constraint is kept, activated and deactivated, and a view is placed from its constraints
/// only where required equalities pin it (`ConstraintPlacement`). Everything else about a
/// frame comes from frame assignments (and from UIKit's own placement of a presented or pushed
/// view). When a transition animates a view that constraints place, the log says so in a note
/// (`AutoLayoutWatch`).
@preconcurrency @MainActor
open class NSLayoutConstraint {
  /// Mirrors `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Sendable {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  /// Mirrors `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  public let firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public let secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  /// Mirrors `constant`, the one attribute that can change after the constraint is made (Apple's
  /// page): a change to an active constraint's lays its views out again at the next layout pass,
  /// as an animation block's `layoutIfNeeded()` does.
  open var constant: CGFloat {
    didSet {
      guard isActive, constant != oldValue else { return }
      setNeedsLayoutOfItems()
    }
  }
  open var priority = UILayoutPriority.required
  open var identifier: String?
  /// Mirrors `shouldBeArchived`: kept; nothing is archived.
  open var shouldBeArchived = false

  /// Mirrors `isActive`: an active constraint is kept by its first item's view.
  open var isActive = false {
    didSet {
      guard isActive != oldValue, let view = firstView else { return }
      if isActive {
        view.layout.constraints.append(self)
      } else {
        view.layout.constraints.removeAll { $0 === self }
      }
      setNeedsLayoutOfItems()
    }
  }

  /// Has the views the constraint places laid out again at the next layout pass: the first
  /// item's superview, which places it, and the second item.
  private func setNeedsLayoutOfItems() {
    firstView?.superview?.setNeedsLayout()
    (secondItem as? UIView)?.setNeedsLayout()
  }

  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
  }

  /// The view the constraint places: its first item, or the view that owns its layout guide.
  var firstView: UIView? {
    (firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owningView
  }

  /// Mirrors `activate(_:)`.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Mirrors `deactivate(_:)`.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

/// Mirrors `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral
{
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
  public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }
}

/// What a view keeps of Auto Layout: the active constraints it places, and its layout guides.
struct AutoLayoutRecord {
  var constraints: [NSLayoutConstraint] = []
  var guides: [UILayoutGuide] = []
  /// Content hugging and compression resistance set by the app, by axis; UIKit's defaults
  /// (250 and 750) otherwise.
  var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
}
