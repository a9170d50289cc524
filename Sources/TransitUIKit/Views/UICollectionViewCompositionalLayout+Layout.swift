import Foundation

/// Mirrors `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  open var interSectionSpacing: CGFloat = 0
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  public init() {}
}

/// Mirrors `UICollectionViewCompositionalLayout` (iOS 13): each section's group repeated down
/// the collection view (across it, for a section that scrolls orthogonally) until its items
/// are placed; a section's header above it and footer below. Dimensions resolve against the
/// collection view's width (less the section's insets) and height; an estimated dimension is
/// taken as it is, as cells do not size themselves here.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) ->
    NSCollectionLayoutSection?

  private let provider: SectionProvider
  open var configuration: UICollectionViewCompositionalLayoutConfiguration
  private var attributes: [UICollectionViewLayoutAttributes] = []
  /// The sections of the last layout pass, by index.
  private(set) var preparedSections: [Int: NSCollectionLayoutSection] = [:]
  private var contentSize = CGSize.zero

  public init(section: NSCollectionLayoutSection) {
    provider = { _, _ in section }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  public init(sectionProvider: @escaping SectionProvider) {
    provider = sectionProvider
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  public override init?(coder: NSCoder) {
    provider = { _, _ in nil }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// Mirrors `list(using:)` (iOS 14): a list's layout, full-width rows.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(section: configuration.section())
  }

  open override func prepare() {
    super.prepare()
    attributes = []
    preparedSections = [:]
    guard let collectionView else { return }
    let bounds = collectionView.bounds.size
    let environment = LayoutEnvironment(
      container: LayoutContainer(contentSize: bounds),
      traitCollection: UITraitCollection())
    var y: CGFloat = 0
    for index in 0..<collectionView.numberOfSections {
      if index > 0 { y += configuration.interSectionSpacing }
      guard let section = provider(index, environment) else { continue }
      preparedSections[index] = section
      y = place(section, index: index, at: y, in: bounds, collectionView: collectionView)
    }
    contentSize = CGSize(width: bounds.width, height: y)
  }

  /// Places section `index` from `y` down; returns where the next section starts.
  private func place(
    _ section: NSCollectionLayoutSection, index: Int, at top: CGFloat, in bounds: CGSize,
    collectionView: UICollectionView
  ) -> CGFloat {
    let insets = section.contentInsets
    let width = max(0, bounds.width - insets.leading - insets.trailing)
    var y = top
    for header in section.boundarySupplementaryItems where header.alignment.isTop {
      let size = header.layoutSize.resolve(in: CGSize(width: width, height: bounds.height))
      append(
        header, index: index,
        frame: CGRect(x: insets.leading, y: y, width: size.width, height: size.height))
      y += size.height
    }
    y += insets.top
    let count = collectionView.numberOfItems(inSection: index)
    var frames: [CGRect] = []
    let container = CGSize(width: width, height: bounds.height)
    let groupSize = section.group.layoutSize.resolve(in: container)
    var x = insets.leading
    let orthogonal = section.orthogonalScrollingBehavior != .none
    while frames.count < count {
      let frame = CGRect(x: x, y: y, width: groupSize.width, height: groupSize.height)
      let placed = section.group.place(in: frame, from: frames.count, limit: count, into: &frames)
      if placed == 0 { break }
      if orthogonal {
        x += groupSize.width + section.interGroupSpacing
      } else {
        y += groupSize.height + (frames.count < count ? section.interGroupSpacing : 0)
      }
    }
    if orthogonal, count > 0 { y += groupSize.height }
    for (item, frame) in frames.enumerated() {
      let attribute = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: index))
      attribute.frame = frame
      attributes.append(attribute)
    }
    y += insets.bottom
    for footer in section.boundarySupplementaryItems where !footer.alignment.isTop {
      let size = footer.layoutSize.resolve(in: CGSize(width: width, height: bounds.height))
      append(
        footer, index: index,
        frame: CGRect(x: insets.leading, y: y, width: size.width, height: size.height))
      y += size.height
    }
    return y
  }

  private func append(
    _ item: NSCollectionLayoutBoundarySupplementaryItem, index: Int, frame: CGRect
  ) {
    let attribute = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: index))
    attribute.frame = frame
    attributes.append(attribute)
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    attributes.filter { $0.frame.intersects(rect) }
  }
}

extension NSRectAlignment {
  /// A header's alignments: at the section's top.
  var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
}

/// Mirrors `UICollectionLayoutListConfiguration` (iOS 14): a list's rows, full width and 44
/// points high (UIKit's estimate before a row sizes itself), with a header or a footer of 38
/// points when its mode asks for one.
public struct UICollectionLayoutListConfiguration {
  /// Mirrors `UICollectionLayoutListConfiguration.Appearance`.
  public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
  /// Mirrors `UICollectionLayoutListConfiguration.HeaderMode`.
  public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
  /// Mirrors `UICollectionLayoutListConfiguration.FooterMode`.
  public enum FooterMode: Int, Sendable { case none, supplementary }

  public let appearance: Appearance
  public var showsSeparators = true
  public var backgroundColor: UIColor?
  public var headerMode = HeaderMode.none
  public var footerMode = FooterMode.none
  public var headerTopPadding: CGFloat?
  /// Mirrors `SwipeActionsConfigurationProvider`: a row's swipe actions for its index path.
  public typealias SwipeActionsConfigurationProvider =
    @MainActor (IndexPath) -> UISwipeActionsConfiguration?
  /// Mirrors `leadingSwipeActionsConfigurationProvider` and
  /// `trailingSwipeActionsConfigurationProvider`: asked when a row is swiped from its leading or
  /// trailing edge (`UIScrollView+RowSwipe.swift`).
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  public init(appearance: Appearance) { self.appearance = appearance }

  @MainActor
  func section() -> NSCollectionLayoutSection {
    let row = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
    let section = NSCollectionLayoutSection(group: group)
    section.listConfiguration = self
    if appearance == .insetGrouped {
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    }
    let boundary = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(38))
    if headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: boundary, elementKind: UICollectionView.elementKindSectionHeader,
          alignment: .top))
    }
    if footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: boundary, elementKind: UICollectionView.elementKindSectionFooter,
          alignment: .bottom))
    }
    return section
  }
}

/// Mirrors `UICellAccessory` (iOS 14): kept, never drawn.
public struct UICellAccessory {
  let kind: String
  public static func disclosureIndicator() -> UICellAccessory { .init(kind: "disclosureIndicator") }
  public static func checkmark() -> UICellAccessory { .init(kind: "checkmark") }
  public static func delete() -> UICellAccessory { .init(kind: "delete") }
  public static func insert() -> UICellAccessory { .init(kind: "insert") }
  public static func reorder() -> UICellAccessory { .init(kind: "reorder") }
  public static func multiselect() -> UICellAccessory { .init(kind: "multiselect") }
  public static func outlineDisclosure() -> UICellAccessory { .init(kind: "outlineDisclosure") }
  public static func detail() -> UICellAccessory { .init(kind: "detail") }
  public static func label(text: String) -> UICellAccessory { .init(kind: "label \(text)") }
}

/// Mirrors `UICollectionViewListCell` (iOS 14): a list's cell, with accessories (kept) and a
/// default content configuration of a list cell.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  open var accessories: [UICellAccessory] = []
  open var indentationLevel = 0
  open var indentationWidth: CGFloat = 10

  /// Mirrors `defaultContentConfiguration()`.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
