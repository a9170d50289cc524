import Foundation
import TransitUIKit

/// Mirrors SnapKit's `ConstraintMaker`, the `make` of `makeConstraints { make in … }`: each
/// attribute starts a description, `equalTo(_:)` and its siblings relate it, and `offset(_:)`,
/// `inset(_:)`, `multipliedBy(_:)` and `priority(_:)` edit it.
@MainActor
public final class ConstraintMaker {
  let view: UIView
  fileprivate var descriptions: [ConstraintDescription] = []

  init(view: UIView) {
    self.view = view
  }

  public var top: ConstraintMakerExtendable { start(.top) }
  public var bottom: ConstraintMakerExtendable { start(.bottom) }
  public var left: ConstraintMakerExtendable { start(.left) }
  public var right: ConstraintMakerExtendable { start(.right) }
  public var leading: ConstraintMakerExtendable { start(.leading) }
  public var trailing: ConstraintMakerExtendable { start(.trailing) }
  public var width: ConstraintMakerExtendable { start(.width) }
  public var height: ConstraintMakerExtendable { start(.height) }
  public var centerX: ConstraintMakerExtendable { start(.centerX) }
  public var centerY: ConstraintMakerExtendable { start(.centerY) }
  public var edges: ConstraintMakerExtendable { start(.top, .left, .bottom, .right) }
  public var size: ConstraintMakerExtendable { start(.width, .height) }
  public var center: ConstraintMakerExtendable { start(.centerX, .centerY) }

  private func start(_ attributes: NSLayoutConstraint.Attribute...) -> ConstraintMakerExtendable {
    let description = ConstraintDescription(view: view, attributes: attributes)
    descriptions.append(description)
    return ConstraintMakerExtendable(description)
  }

  /// One constraint per attribute of each description that was related to something.
  func constraints() -> [NSLayoutConstraint] {
    descriptions.flatMap { $0.constraints() }
  }
}

/// What one `make.…` chain describes.
@MainActor
final class ConstraintDescription {
  let view: UIView
  var attributes: [NSLayoutConstraint.Attribute]
  var relation: NSLayoutConstraint.Relation?
  var target: ConstraintItem?
  /// A number given as the target (`make.width.equalTo(30)`).
  var constant: CGFloat = 0
  /// `offset(_:)` adds the same amount to every attribute; `inset(_:)` moves each edge inward.
  var insetAmount: CGFloat = 0
  var multiplier: CGFloat = 1
  var priority = UILayoutPriority.required

  init(view: UIView, attributes: [NSLayoutConstraint.Attribute]) {
    self.view = view
    self.attributes = attributes
  }

  func constraints() -> [NSLayoutConstraint] {
    guard let relation else { return [] }
    return attributes.enumerated().map { index, attribute in
      let targetAttribute = target.map { target in
        target.attributes.count == attributes.count ? target.attributes[index] : attribute
      }
      // A number related to a position is a distance from the superview's same edge, as
      // SnapKit reads `make.top.equalTo(20)`; to a size, the size itself.
      let isSize = attribute == .width || attribute == .height
      let item: AnyObject? = target?.target ?? (isSize ? nil : view.superview)
      let constraint = SnapKitConstraint(
        item: view, attribute: attribute, relatedBy: relation, toItem: item,
        attribute: item == nil ? .notAnAttribute : (targetAttribute ?? attribute),
        multiplier: multiplier, constant: constant + inset(for: attribute))
      constraint.priority = priority
      return constraint
    }
  }

  private func inset(for attribute: NSLayoutConstraint.Attribute) -> CGFloat {
    switch attribute {
    case .top, .left, .leading: insetAmount
    case .bottom, .right, .trailing: -insetAmount
    case .width, .height: -2 * insetAmount
    default: 0
    }
  }
}

/// Mirrors SnapKit's `ConstraintMakerExtendable`: more attributes for the same description
/// (`make.top.left.equalToSuperview()`), or its relation.
@MainActor
public final class ConstraintMakerExtendable: ConstraintMakerRelatable {
  public var top: ConstraintMakerExtendable { adding(.top) }
  public var bottom: ConstraintMakerExtendable { adding(.bottom) }
  public var left: ConstraintMakerExtendable { adding(.left) }
  public var right: ConstraintMakerExtendable { adding(.right) }
  public var leading: ConstraintMakerExtendable { adding(.leading) }
  public var trailing: ConstraintMakerExtendable { adding(.trailing) }
  public var width: ConstraintMakerExtendable { adding(.width) }
  public var height: ConstraintMakerExtendable { adding(.height) }
  public var centerX: ConstraintMakerExtendable { adding(.centerX) }
  public var centerY: ConstraintMakerExtendable { adding(.centerY) }

  private func adding(_ attribute: NSLayoutConstraint.Attribute) -> ConstraintMakerExtendable {
    description.attributes.append(attribute)
    return self
  }
}

/// Mirrors SnapKit's `ConstraintMakerRelatable`.
@MainActor
public class ConstraintMakerRelatable {
  let description: ConstraintDescription

  init(_ description: ConstraintDescription) {
    self.description = description
  }

  @discardableResult
  public func equalTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
    relate(.equal, other)
  }

  @discardableResult
  public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
    relate(.lessThanOrEqual, other)
  }

  @discardableResult
  public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
    relate(.greaterThanOrEqual, other)
  }

  @discardableResult
  public func equalToSuperview() -> ConstraintMakerEditable {
    relateToSuperview(.equal)
  }

  @discardableResult
  public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable {
    relateToSuperview(.lessThanOrEqual)
  }

  @discardableResult
  public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable {
    relateToSuperview(.greaterThanOrEqual)
  }

  private func relateToSuperview(_ relation: NSLayoutConstraint.Relation)
    -> ConstraintMakerEditable
  {
    guard let superview = description.view.superview else {
      preconditionFailure(
        "equalToSuperview() on a view with no superview: add it to its superview first")
    }
    return relate(relation, superview)
  }

  private func relate(_ relation: NSLayoutConstraint.Relation, _ other: ConstraintRelatableTarget)
    -> ConstraintMakerEditable
  {
    description.relation = relation
    switch other {
    case let item as ConstraintItem:
      description.target = item
    case let view as UIView:
      description.target = ConstraintItem(target: view, attributes: description.attributes)
    case let guide as UILayoutGuide:
      description.target = ConstraintItem(target: guide, attributes: description.attributes)
    case let number as Int:
      description.constant = CGFloat(number)
    case let number as Double:
      description.constant = CGFloat(number)
    case let number as CGFloat:
      description.constant = number
    default:
      break
    }
    return ConstraintMakerEditable(description)
  }
}

/// Mirrors SnapKit's `ConstraintMakerEditable`: the constant, multiplier and priority of what
/// was just related.
@MainActor
public final class ConstraintMakerEditable: ConstraintMakerRelatable {
  @discardableResult
  public func offset(_ amount: CGFloat) -> ConstraintMakerEditable {
    description.constant += amount
    return self
  }

  @discardableResult
  public func offset(_ amount: Int) -> ConstraintMakerEditable { offset(CGFloat(amount)) }

  @discardableResult
  public func offset(_ amount: Double) -> ConstraintMakerEditable { offset(CGFloat(amount)) }

  @discardableResult
  public func inset(_ amount: CGFloat) -> ConstraintMakerEditable {
    description.insetAmount = amount
    return self
  }

  @discardableResult
  public func inset(_ amount: Int) -> ConstraintMakerEditable { inset(CGFloat(amount)) }

  @discardableResult
  public func inset(_ amount: Double) -> ConstraintMakerEditable { inset(CGFloat(amount)) }

  @discardableResult
  public func multipliedBy(_ amount: CGFloat) -> ConstraintMakerEditable {
    description.multiplier *= amount
    return self
  }

  @discardableResult
  public func multipliedBy(_ amount: Double) -> ConstraintMakerEditable {
    multipliedBy(CGFloat(amount))
  }

  @discardableResult
  public func dividedBy(_ amount: CGFloat) -> ConstraintMakerEditable {
    multipliedBy(1 / amount)
  }

  @discardableResult
  public func priority(_ amount: UILayoutPriority) -> ConstraintMakerEditable {
    description.priority = amount
    return self
  }

  @discardableResult
  public func priority(_ amount: Float) -> ConstraintMakerEditable {
    priority(UILayoutPriority(amount))
  }
}
