import Foundation

/// Supplementary views: a flow layout's section headers and footers, or any kind a custom
/// layout places, made by the data source as UIKit asks for them.
///
/// Mirrors `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`,
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` and the data source's
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`: at each layout pass, after the
/// cells, the collection view asks the data source for the view of each supplementary element
/// the layout puts in view (`layoutAttributesForElements(in:)` with
/// `representedElementCategory == .supplementaryView`), and places it at the element's frame,
/// above the cells, as a subview hit-tested like any other (Apple's UICollectionView and
/// UICollectionViewDataSource pages). A data source that does not implement the method shows
/// none. These calls are not logged.
extension UICollectionView {
  /// Mirrors `UICollectionView.elementKindSectionHeader`.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// Mirrors `UICollectionView.elementKindSectionFooter`.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Mirrors `UICollectionView.ElementCategory`: what a layout attribute places.
  public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

  /// Mirrors `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`; nil unregisters.
  public func register(
    _ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryClasses[SupplementaryKey(kind: kind, identifier: identifier)] = viewClass
  }

  /// Mirrors `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` for a nib: its view
  /// is the first reusable view it holds.
  public func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    let key = SupplementaryKey(kind: kind, identifier: identifier)
    guard let nib else {
      supplementaryNibs[key] = nil
      return
    }
    supplementaryClasses[key] = nil
    supplementaryNibs[key] = nib
  }

  /// Mirrors `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`: the view on
  /// screen for the element, or a new one of the registered class or nib. Views are not reused
  /// here, so `prepareForReuse()` is never called.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = supplementaryViews[SupplementaryPlace(kind: kind, indexPath: indexPath)] {
      return view
    }
    let key = SupplementaryKey(kind: kind, identifier: identifier)
    if let nib = supplementaryNibs[key],
      let view = nib.instantiate(withOwner: nil).first(where: { $0 is UICollectionReusableView })
        as? UICollectionReusableView
    {
      return view
    }
    guard let viewClass = supplementaryClasses[key] else {
      preconditionFailure(
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
          + "register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard")
    }
    return viewClass.init(frame: .zero)
  }

  /// Mirrors `supplementaryView(forElementKind:at:)`: the view on screen, if any.
  public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    supplementaryViews[SupplementaryPlace(kind: kind, indexPath: indexPath)]
  }

  /// Mirrors `visibleSupplementaryViews(ofKind:)`, in index path order.
  public func visibleSupplementaryViews(ofKind kind: String) -> [UICollectionReusableView] {
    supplementaryViews.filter { $0.key.kind == kind }.sorted { $0.key.indexPath < $1.key.indexPath }
      .map(\.value)
  }

  /// Mirrors `indexPathsForVisibleSupplementaryElements(ofKind:)`.
  public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
    supplementaryViews.keys.filter { $0.kind == kind }.map(\.indexPath).sorted()
  }

  /// Places the supplementary views of `elements` (the layout's attributes in view), asking
  /// the data source for those not on screen yet and removing those no longer in view; after
  /// a reload, every view is asked for again.
  func placeSupplementaryViews(
    _ elements: [UICollectionViewLayoutAttributes], reloading: Bool,
    dataSource: any UICollectionViewDataSource
  ) {
    let inView = elements.filter { $0.representedElementCategory == .supplementaryView }
      .compactMap { attributes in
        attributes.representedElementKind.map {
          (SupplementaryPlace(kind: $0, indexPath: attributes.indexPath), attributes)
        }
      }
    let places = Set(inView.map(\.0))
    for (place, view) in supplementaryViews.sorted(by: { $0.key < $1.key })
    where reloading || !places.contains(place) {
      view.removeFromSuperview()
      supplementaryViews[place] = nil
    }
    // In the layout's order: a flow layout's section header, its items, its footer.
    for (place, attributes) in inView {
      if let view = supplementaryViews[place] {
        view.frame = attributes.frame
        continue
      }
      let view = dataSource.collectionView(
        self, viewForSupplementaryElementOfKind: place.kind, at: place.indexPath)
      guard !(view is AbsentSupplementaryView) else { continue }
      view.frame = attributes.frame
      view.alpha = attributes.alpha
      supplementaryViews[place] = view
      addSubview(view)
    }
  }
}

/// A registration: the kind of element and the reuse identifier.
struct SupplementaryKey: Hashable {
  let kind: String
  let identifier: String
}

/// Where a supplementary view is: its kind and index path, in a stable order.
struct SupplementaryPlace: Hashable, Comparable {
  let kind: String
  let indexPath: IndexPath

  static func < (left: SupplementaryPlace, right: SupplementaryPlace) -> Bool {
    left.indexPath != right.indexPath ? left.indexPath < right.indexPath : left.kind < right.kind
  }
}

/// What a data source that does not implement
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)` answers: no view is shown.
final class AbsentSupplementaryView: UICollectionReusableView {}

extension UICollectionViewDataSource {
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    AbsentSupplementaryView(frame: .zero)
  }
}
