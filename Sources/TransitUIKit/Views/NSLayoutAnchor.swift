import Foundation

/// Mirrors `NSLayoutAnchor`: one edge, centre or dimension of a view or layout guide, which
/// makes constraints against another of the same axis.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 0)
  }

  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: c)
  }

  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }

  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }

  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: 0)
  }

  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: c)
  }
}

/// Mirrors `NSLayoutXAxisAnchor`: leading, trailing, left, right, centre X.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// Mirrors `NSLayoutYAxisAnchor`: top, bottom, centre Y, baselines.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// Mirrors `NSLayoutDimension`: width and height, which can also equal a constant or a
/// multiple of another dimension.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, constant: c)
  }

  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }

  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }

  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: 0)
  }

  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }
}

/// The anchors views and layout guides share.
@preconcurrency @MainActor
public protocol LayoutAnchoring: AnyObject {}

extension LayoutAnchoring {
  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
}

extension UIView: LayoutAnchoring {
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .firstBaseline)
  }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .lastBaseline) }
}

/// Mirrors `UILayoutGuide`: a rectangle in a view that constraints can refer to.
@preconcurrency @MainActor
open class UILayoutGuide: LayoutAnchoring {
  public internal(set) weak var owningView: UIView?
  open var identifier = ""
  /// What the guide is in its owning view: the whole view by default.
  let inset: @MainActor (UIView) -> UIEdgeInsets

  public init() {
    inset = { _ in .zero }
  }

  init(owningView: UIView, identifier: String, inset: @escaping @MainActor (UIView) -> UIEdgeInsets)
  {
    self.owningView = owningView
    self.identifier = identifier
    self.inset = inset
  }

  /// Mirrors `layoutFrame`, in the owning view's coordinates.
  public var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    let insets = inset(view)
    return CGRect(
      x: view.bounds.minX + insets.left, y: view.bounds.minY + insets.top,
      width: max(0, view.bounds.width - insets.left - insets.right),
      height: max(0, view.bounds.height - insets.top - insets.bottom))
  }
}

/// Mirrors `UITrackingLayoutGuide` (iOS 15): a guide that follows something on screen.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
  /// Mirrors `setConstraints(_:activeWhenNearEdge:)` and its `awayFrom` twin: kept, as the
  /// guide never nears an edge here (no keyboard moves).
  open func setConstraints(
    _ constraints: [NSLayoutConstraint], activeWhenNearEdge: NSDirectionalRectEdge
  ) {}
  open func setConstraints(
    _ constraints: [NSLayoutConstraint], activeWhenAwayFrom: NSDirectionalRectEdge
  ) {}
}

/// Mirrors `UIKeyboardLayoutGuide` (iOS 15), a view's `keyboardLayoutGuide`: with the keyboard
/// off screen, as always here, a strip along the bottom of the view as tall as the bottom of its
/// safe area (WWDC21 "Your guide to keyboard layout"), or of no height without it.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Mirrors `followsUndockedKeyboard`: kept (no keyboard, docked or not, here).
  open var followsUndockedKeyboard = false
  /// Mirrors `usesBottomSafeArea` (iOS 17): whether the guide takes the bottom of the safe area
  /// while the keyboard is off screen.
  open var usesBottomSafeArea = true
  /// Mirrors `keyboardDismissPadding` (iOS 17): kept.
  open var keyboardDismissPadding: CGFloat = 0

  /// The guide's identifier, by which its view finds it again (named as the view's other
  /// guides are, `UIViewSafeAreaLayoutGuide`).
  static let identifier = "UIViewKeyboardLayoutGuide"

  init(owningView: UIView) {
    weak var made: UIKeyboardLayoutGuide?
    super.init(owningView: owningView, identifier: Self.identifier) { view in
      let bottom = made?.usesBottomSafeArea == false ? 0 : view.safeAreaInsets.bottom
      return UIEdgeInsets(top: max(0, view.bounds.height - bottom), left: 0, bottom: 0, right: 0)
    }
    made = self
  }
}
