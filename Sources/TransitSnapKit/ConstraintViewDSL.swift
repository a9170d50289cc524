import Foundation
import TransitUIKit

// A stand-in for SnapKit (https://github.com/SnapKit/SnapKit), the Auto Layout DSL many UIKit
// apps write their layout in: `view.snp.makeConstraints { make in make.top.equalToSuperview() }`.
// It has SnapKit's names for the part of the DSL layout code uses most, and makes plain
// `NSLayoutConstraint`s, which Transit records and places as it does any other constraint (only
// where required equalities pin a view; nothing is solved). It is not SnapKit: code that needs
// more of it reports what is missing when it compiles.

extension UIView {
  /// Mirrors SnapKit's `snp`: the view's constraint DSL.
  public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension UILayoutGuide {
  /// Mirrors SnapKit's `snp` on a layout guide: its anchors, to constrain views against.
  public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}

/// What `equalTo(_:)` and its siblings accept: another view's or guide's anchor
/// (`other.snp.bottom`), a view or guide (the same attribute of it), or a number.
@MainActor
public protocol ConstraintRelatableTarget {}

extension Int: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension UIView: ConstraintRelatableTarget {}
extension UILayoutGuide: ConstraintRelatableTarget {}

/// One or more attributes of a view or layout guide: `view.snp.top`, `view.snp.edges`.
public struct ConstraintItem: ConstraintRelatableTarget {
  let target: AnyObject
  let attributes: [NSLayoutConstraint.Attribute]
}

/// The attributes a view and a layout guide both offer to be constrained against.
@MainActor
public protocol ConstraintAttributesDSL {
  var target: AnyObject { get }
}

extension ConstraintAttributesDSL {
  public var top: ConstraintItem { item(.top) }
  public var bottom: ConstraintItem { item(.bottom) }
  public var left: ConstraintItem { item(.left) }
  public var right: ConstraintItem { item(.right) }
  public var leading: ConstraintItem { item(.leading) }
  public var trailing: ConstraintItem { item(.trailing) }
  public var width: ConstraintItem { item(.width) }
  public var height: ConstraintItem { item(.height) }
  public var centerX: ConstraintItem { item(.centerX) }
  public var centerY: ConstraintItem { item(.centerY) }
  public var edges: ConstraintItem { item(.top, .left, .bottom, .right) }
  public var size: ConstraintItem { item(.width, .height) }
  public var center: ConstraintItem { item(.centerX, .centerY) }

  private func item(_ attributes: NSLayoutConstraint.Attribute...) -> ConstraintItem {
    ConstraintItem(target: target, attributes: attributes)
  }
}

/// Mirrors SnapKit's `ConstraintLayoutGuideDSL`.
@MainActor
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
  let guide: UILayoutGuide
  public var target: AnyObject { guide }
}

/// Mirrors SnapKit's `ConstraintViewDSL`: makes, remakes, updates and removes the constraints
/// a view's closure describes.
@MainActor
public struct ConstraintViewDSL: ConstraintAttributesDSL {
  let view: UIView
  public var target: AnyObject { view }

  /// Mirrors `makeConstraints(_:)`: adds the constraints the closure describes. Like SnapKit,
  /// it takes the view out of its autoresizing mask.
  public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    NSLayoutConstraint.activate(describe(closure))
  }

  /// Mirrors `remakeConstraints(_:)`: removes the constraints this DSL made for the view, then
  /// makes the new ones.
  public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    removeConstraints()
    makeConstraints(closure)
  }

  /// Mirrors `updateConstraints(_:)`: a described constraint that matches one the DSL made (the
  /// same attributes, relation and target) takes the new constant; the others are added.
  public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    let existing = made
    for constraint in describe(closure) {
      if let match = existing.first(where: { $0.matches(constraint) }) {
        match.constant = constraint.constant
      } else {
        constraint.isActive = true
      }
    }
  }

  /// Mirrors `removeConstraints()`: removes every constraint this DSL made for the view.
  public func removeConstraints() {
    NSLayoutConstraint.deactivate(made)
  }

  /// The constraints this DSL made for the view that are active.
  private var made: [SnapKitConstraint] {
    view.constraints.compactMap { $0 as? SnapKitConstraint }.filter { $0.firstItem === view }
  }

  private func describe(_ closure: (ConstraintMaker) -> Void) -> [NSLayoutConstraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    let maker = ConstraintMaker(view: view)
    closure(maker)
    return maker.constraints()
  }
}

/// A constraint the DSL made, so `remakeConstraints` and `updateConstraints` find their own.
final class SnapKitConstraint: NSLayoutConstraint {
  func matches(_ other: NSLayoutConstraint) -> Bool {
    firstAttribute == other.firstAttribute && relation == other.relation
      && secondItem === other.secondItem && secondAttribute == other.secondAttribute
  }
}
