import Foundation

/// Mirrors `UICollectionViewLayoutAttributes`: where an item goes.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  public let indexPath: IndexPath
  open var frame: CGRect
  open var alpha: CGFloat = 1
  open var zIndex = 0
  open var isHidden = false
  open var transform = CGAffineTransform.identity
  /// Mirrors `transform3D`: kept, not applied, as a view's layer transform is.
  open var transform3D = CATransform3DIdentity
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  /// Mirrors `representedElementCategory`: a cell, or a supplementary view.
  public private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
  /// Mirrors `representedElementKind`: nil for a cell.
  public private(set) var representedElementKind: String?

  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    frame = .zero
  }

  /// Mirrors `init(forSupplementaryViewOfKind:with:)`.
  public convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.init(forCellWith: indexPath)
    representedElementCategory = .supplementaryView
    representedElementKind = kind
  }

  public convenience init(forCellWithIndexPath indexPath: IndexPath) {
    self.init(forCellWith: indexPath)
  }
}

/// Mirrors `UICollectionViewLayout`: where each item goes. A subclass overrides `prepare()`,
/// `collectionViewContentSize` and `layoutAttributesForElements(in:)` (or
/// `layoutAttributesForItem(at:)`), as on iOS; the collection view asks them at its layout pass.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  public internal(set) weak var collectionView: UICollectionView?

  public override init() { super.init() }

  /// Mirrors `init?(coder:)`, which UIKit's `NSCoding` makes required; a layout a subclass
  /// makes this way starts as `init()` makes it (`InitializerRule` makes the subclass's
  /// `required init?(coder:)` an `override`).
  public init?(coder: NSCoder) { super.init() }

  /// Mirrors `prepare()`, called before the collection view asks where items go.
  open func prepare() {}

  /// Mirrors `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`, called
  /// around the items' insertions, deletions, reloads and moves (`UICollectionView+Updates`).
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
  open func finalizeCollectionViewUpdates() {}

  /// Mirrors `initialLayoutAttributesForAppearingItem(at:)` and
  /// `finalLayoutAttributesForDisappearingItem(at:)`, where an inserted item's animation starts
  /// and a deleted one's ends, for a subclass to override; nil, UIKit's default, makes the item
  /// fade. Updates show at once here, unanimated, so UIKit never asks them.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// Mirrors `collectionViewContentSize`.
  open var collectionViewContentSize: CGSize { .zero }

  /// Mirrors `layoutAttributesForElements(in:)`: the items in `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// Mirrors `layoutAttributesForItem(at:)`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    layoutAttributesForElements(in: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))?
      .first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
  }

  /// Mirrors `layoutAttributesForSupplementaryView(ofKind:at:)`.
  open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    layoutAttributesForElements(in: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))?
      .first { $0.representedElementKind == kind && $0.indexPath == indexPath }
  }

  /// Mirrors `invalidateLayout()`: an invalidation of everything, through
  /// `invalidateLayout(with:)`, as UIKit's does.
  open func invalidateLayout() {
    invalidateLayout(with: Self.invalidationContextClass.init())
  }

  /// Mirrors `invalidateLayout(with:)`: the collection view lays its items out again. A
  /// subclass that overrides it calls `super`.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    collectionView?.relayoutItems()
  }

  /// Mirrors `invalidationContextClass`.
  open class var invalidationContextClass: UICollectionViewLayoutInvalidationContext.Type {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// Mirrors `invalidationContext(forBoundsChange:)`.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    Self.invalidationContextClass.init()
  }

  /// Mirrors `targetContentOffset(forProposedContentOffset:)` and its velocity form: where
  /// scrolling stops. A scenario's pan ends where the finger lifts, with no deceleration, so
  /// UIKit never asks; the default keeps the proposed offset.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    proposedContentOffset
  }

  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// Mirrors `shouldInvalidateLayout(forBoundsChange:)`.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
}

/// Mirrors `UICollectionViewDelegateFlowLayout`: a flow layout's delegate, which sizes each item
/// and spaces each section; every method is optional, and the layout's own property stands in
/// for one the delegate does not implement, as on iOS.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
  }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
  }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}

/// Mirrors `UICollectionViewFlowLayout`: items in lines, each section after the one before.
///
/// Each item's size, and each section's insets and spacings, come from the collection view's
/// delegate when it is a `UICollectionViewDelegateFlowLayout`, else from the layout's
/// properties. Scrolling vertically, items fill a line from left to right while they fit the
/// width inside the section's insets, with at least `minimumInteritemSpacing` between them;
/// a line full of items spreads the room left over between them ("the actual spacing between
/// items in a row may be larger", Apple's minimumInteritemSpacing page), a line with one item
/// or the section's last line keeps the minimum spacing; lines are `minimumLineSpacing` apart,
/// each as tall as its tallest item, whose centre lines up with the line's (Apple's
/// UICollectionViewFlowLayout page). Scrolling horizontally, the same along the other axis.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// Mirrors `UICollectionViewFlowLayout.automaticSize`.
  public static let automaticSize = CGSize(width: -1, height: -1)

  open var itemSize = CGSize(width: 50, height: 50)
  open var estimatedItemSize = CGSize.zero
  open var sectionInset = UIEdgeInsets.zero
  open var minimumLineSpacing: CGFloat = 10
  open var minimumInteritemSpacing: CGFloat = 10
  open var headerReferenceSize = CGSize.zero
  open var footerReferenceSize = CGSize.zero
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  open var sectionInsetReference = SectionInsetReference.fromContentInset

  /// Mirrors `UICollectionViewFlowLayout.SectionInsetReference`.
  public enum SectionInsetReference: Int, Sendable {
    case fromContentInset, fromSafeArea, fromLayoutMargins
  }

  private var attributes: [UICollectionViewLayoutAttributes] = []
  private var contentSize = CGSize.zero

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func prepare() {
    super.prepare()
    attributes = []
    guard let collectionView else { return }
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let vertical = scrollDirection == .vertical
    // Along: the axis lines run across; across: the axis lines stack along.
    let breadth = vertical ? collectionView.bounds.width : collectionView.bounds.height
    var offset: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let inset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      let lineSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let itemSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      let header =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize
      place(UICollectionView.elementKindSectionHeader, header, section, at: offset, breadth)
      offset += vertical ? header.height : header.width
      let lead = vertical ? inset.left : inset.top
      let room = breadth - lead - (vertical ? inset.right : inset.bottom)
      offset += vertical ? inset.top : inset.left
      let count = collectionView.numberOfItems(inSection: section)
      let sizes = (0..<count).map { item -> CGSize in
        let size =
          delegate?.collectionView(
            collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
          ?? itemSize
        return CGSize(width: max(0, size.width), height: max(0, size.height))
      }
      var lines: [[Int]] = []
      var used: CGFloat = 0
      for (item, size) in sizes.enumerated() {
        let length = vertical ? size.width : size.height
        if var line = lines.last, !line.isEmpty, used + itemSpacing + length <= room + 0.0001 {
          line.append(item)
          lines[lines.count - 1] = line
          used += itemSpacing + length
        } else {
          lines.append([item])
          used = length
        }
      }
      for (number, line) in lines.enumerated() {
        let lengths = line.map { vertical ? sizes[$0].width : sizes[$0].height }
        let thickness = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
        let spare = room - lengths.reduce(0, +) - itemSpacing * CGFloat(line.count - 1)
        let isLast = number == lines.count - 1
        let spacing =
          line.count > 1 && !isLast
          ? itemSpacing + max(0, spare) / CGFloat(line.count - 1)
          : itemSpacing
        var position = lead
        for (index, item) in line.enumerated() {
          let size = sizes[item]
          let depth = vertical ? size.height : size.width
          let along = offset + (thickness - depth) / 2
          let frame =
            vertical
            ? CGRect(x: position, y: along, width: size.width, height: size.height)
            : CGRect(x: along, y: position, width: size.width, height: size.height)
          let attribute = UICollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: item, section: section))
          attribute.frame = frame
          attributes.append(attribute)
          position += lengths[index] + spacing
        }
        offset += thickness + (isLast ? 0 : lineSpacing)
      }
      offset += vertical ? inset.bottom : inset.right
      let footer =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize
      place(UICollectionView.elementKindSectionFooter, footer, section, at: offset, breadth)
      offset += vertical ? footer.height : footer.width
    }
    contentSize =
      vertical ? CGSize(width: breadth, height: offset) : CGSize(width: offset, height: breadth)
  }

  /// A section's header or footer: scrolling vertically, only its reference size's height
  /// counts and it spans the collection view's width; horizontally, the width, and it spans
  /// the height. One of no length is not placed (Apple's headerReferenceSize page).
  private func place(
    _ kind: String, _ size: CGSize, _ section: Int, at offset: CGFloat, _ breadth: CGFloat
  ) {
    let vertical = scrollDirection == .vertical
    let length = vertical ? size.height : size.width
    guard length > 0 else { return }
    let attribute = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    attribute.frame =
      vertical
      ? CGRect(x: 0, y: offset, width: breadth, height: length)
      : CGRect(x: offset, y: 0, width: length, height: breadth)
    attributes.append(attribute)
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    attributes.filter { $0.frame.intersects(rect) }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
  }
}

/// Mirrors `UICollectionViewLayoutInvalidationContext`: what an invalidation covers. Transit
/// lays every item out again whatever it says; its flags are kept for the layout to read.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  public required override init() { super.init() }

  open private(set) var invalidateEverything = true
  open private(set) var invalidateDataSourceCounts = true
  open var contentOffsetAdjustment = CGPoint.zero
  open var contentSizeAdjustment = CGSize.zero
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?

  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }
}
