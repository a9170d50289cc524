import Foundation

/// Mirrors `NSCollectionLayoutDimension` (iOS 13): a length, fixed or a fraction of its
/// container's width or height; an estimate is taken as the length, as nothing self-sizes here.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
  enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
  let kind: Kind
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  public static func fractionalWidth(_ value: CGFloat) -> NSCollectionLayoutDimension {
    .init(.fractionalWidth, value)
  }
  public static func fractionalHeight(_ value: CGFloat) -> NSCollectionLayoutDimension {
    .init(.fractionalHeight, value)
  }
  public static func absolute(_ value: CGFloat) -> NSCollectionLayoutDimension {
    .init(.absolute, value)
  }
  public static func estimated(_ value: CGFloat) -> NSCollectionLayoutDimension {
    .init(.estimated, value)
  }
  /// Mirrors `uniformAcrossSiblings(estimate:)` (iOS 17).
  public static func uniformAcrossSiblings(estimate: CGFloat) -> NSCollectionLayoutDimension {
    .init(.uniformAcrossSiblings, estimate)
  }

  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  public var isAbsolute: Bool { kind == .absolute }
  public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

  /// The length in a container of `size`.
  func resolve(in size: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: size.width * dimension
    case .fractionalHeight: size.height * dimension
    case .absolute, .estimated, .uniformAcrossSiblings: dimension
    }
  }
}

/// Mirrors `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
  public let widthDimension: NSCollectionLayoutDimension
  public let heightDimension: NSCollectionLayoutDimension

  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }

  func resolve(in container: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
  }
}

/// Mirrors `NSCollectionLayoutSpacing`: a fixed space between items; a flexible one is taken as
/// its minimum.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
  public let spacing: CGFloat
  public let isFlexibleSpacing: Bool
  private init(_ spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
  }
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
  public static func fixed(_ spacing: CGFloat) -> NSCollectionLayoutSpacing {
    .init(spacing, flexible: false)
  }
  public static func flexible(_ spacing: CGFloat) -> NSCollectionLayoutSpacing {
    .init(spacing, flexible: true)
  }
}

/// Mirrors `NSCollectionLayoutEdgeSpacing`: kept.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing {
  public let leading, top, trailing, bottom: NSCollectionLayoutSpacing?
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}

/// Mirrors `NSRectAlignment`: where a boundary item goes.
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// Mirrors `NSCollectionLayoutItem`: one cell's size in its group, less its content insets.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
  public let layoutSize: NSCollectionLayoutSize
  open var contentInsets = NSDirectionalEdgeInsets.zero
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
  public let supplementaryItems: [NSCollectionLayoutItem]

  public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutItem] = [])
  {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }

  /// How many cells one use of this item places: one for an item.
  var cellCount: Int { 1 }

  /// Places cells from `next` in `frame`, up to `limit`; returns how many it placed.
  func place(in frame: CGRect, from next: Int, limit: Int, into frames: inout [CGRect]) -> Int {
    guard next < limit else { return 0 }
    frames.append(
      CGRect(
        x: frame.minX + contentInsets.leading, y: frame.minY + contentInsets.top,
        width: max(0, frame.width - contentInsets.leading - contentInsets.trailing),
        height: max(0, frame.height - contentInsets.top - contentInsets.bottom)))
    return 1
  }
}

/// Mirrors `NSCollectionLayoutBoundarySupplementaryItem`: a section's header or footer.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
  public let elementKind: String
  public let alignment: NSRectAlignment
  open var pinToVisibleBounds = false
  open var extendsBoundary = true

  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.elementKind = elementKind
    self.alignment = alignment
    super.init(layoutSize: layoutSize)
  }
}

/// Mirrors `NSCollectionLayoutGroup`: items side by side (horizontal) or one above the other
/// (vertical), each sized in the group, or `count` of one item sharing the group's length.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  public let subitems: [NSCollectionLayoutItem]
  let isHorizontal: Bool
  let count: Int?
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool,
    count: Int?
  ) {
    self.subitems = subitems
    isHorizontal = horizontal
    self.count = count.map { max(1, $0) }
    super.init(layoutSize: layoutSize)
  }

  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    .init(layoutSize: layoutSize, subitems: subitems, horizontal: true, count: nil)
  }
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    .init(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: count)
  }
  /// Mirrors `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16).
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    .init(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: count)
  }
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    .init(layoutSize: layoutSize, subitems: subitems, horizontal: false, count: nil)
  }
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    .init(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: count)
  }
  /// Mirrors `vertical(layoutSize:repeatingSubitem:count:)` (iOS 16).
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    .init(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: count)
  }

  override var cellCount: Int {
    if let count { return count * (subitems.first?.cellCount ?? 1) }
    return subitems.reduce(0) { $0 + $1.cellCount }
  }

  override func place(
    in frame: CGRect, from next: Int, limit: Int, into frames: inout [CGRect]
  ) -> Int {
    let inner = CGRect(
      x: frame.minX + contentInsets.leading, y: frame.minY + contentInsets.top,
      width: max(0, frame.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, frame.height - contentInsets.top - contentInsets.bottom))
    let spacing = interItemSpacing?.spacing ?? 0
    let length = isHorizontal ? inner.width : inner.height
    var offset: CGFloat = 0
    var placed = 0
    var index = 0
    // `count` copies of the item; else the subitems in turn, repeated while they fit, as a
    // group with one item of half its width holds two.
    while let member = member(at: index, offset: offset, length: length, in: inner.size) {
      index += 1
      var size = member.layoutSize.resolve(in: inner.size)
      if let count {
        // `count` items share the group's length, less the spaces between them.
        let share =
          ((isHorizontal ? inner.width : inner.height) - spacing * CGFloat(count - 1))
          / CGFloat(count)
        if isHorizontal { size.width = share } else { size.height = share }
      }
      let origin =
        isHorizontal
        ? CGPoint(x: inner.minX + offset, y: inner.minY)
        : CGPoint(x: inner.minX, y: inner.minY + offset)
      placed += member.place(
        in: CGRect(origin: origin, size: size), from: next + placed, limit: limit, into: &frames)
      offset += (isHorizontal ? size.width : size.height) + spacing
      if next + placed >= limit { break }
    }
    return placed
  }

  /// The member at `index` of the group's sequence, or nil when the group is full.
  private func member(
    at index: Int, offset: CGFloat, length: CGFloat, in size: CGSize
  ) -> NSCollectionLayoutItem? {
    guard let first = subitems.first else { return nil }
    if let count { return index < count ? first : nil }
    let member = subitems[index % subitems.count]
    if index < subitems.count { return member }
    let resolved = member.layoutSize.resolve(in: size)
    let next = isHorizontal ? resolved.width : resolved.height
    return next > 0 && offset + next <= length + 0.001 ? member : nil
  }
}

/// Mirrors `UICollectionLayoutSectionOrthogonalScrollingBehavior`: a section whose groups run
/// side by side in a row of their own; the row does not scroll here.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// Mirrors `NSCollectionLayoutSection`: a group repeated until the section's items are placed.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
  public let group: NSCollectionLayoutGroup
  open var contentInsets = NSDirectionalEdgeInsets.zero
  open var interGroupSpacing: CGFloat = 0
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  open var supplementariesFollowContentInsets = true
  /// The list configuration the section was made from, whose swipe action providers a swiped
  /// row asks (`UIScrollView+RowSwipe.swift`).
  var listConfiguration: UICollectionLayoutListConfiguration?

  public init(group: NSCollectionLayoutGroup) { self.group = group }

  /// Mirrors `list(using:layoutEnvironment:)` (iOS 14): full-width rows of 44 points.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    configuration.section()
  }
}

/// Mirrors `NSCollectionLayoutContainer`: the size sections are laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
  var contentSize: CGSize { get }
  var effectiveContentSize: CGSize { get }
}

/// Mirrors `NSCollectionLayoutEnvironment`: what a section provider is told.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
  var container: any NSCollectionLayoutContainer { get }
  var traitCollection: UITraitCollection { get }
}

struct LayoutContainer: NSCollectionLayoutContainer {
  let contentSize: CGSize
  var effectiveContentSize: CGSize { contentSize }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection
}
