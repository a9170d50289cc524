import Foundation

extension UICollectionView {
  /// Mirrors `UICollectionView.CellRegistration` (iOS 14): a cell class and the handler that
  /// configures a cell of it for an item, registered under an identifier of its own the first
  /// time a cell is dequeued with it.
  @preconcurrency @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    let identifier: String
    let handler: Handler

    /// Mirrors `init(handler:)`.
    public init(handler: @escaping Handler) {
      identifier = "\(Cell.self).registration.\(SerialNumbers.next())"
      self.handler = handler
    }
  }

  /// Mirrors `UICollectionView.SupplementaryRegistration` (iOS 14).
  @preconcurrency @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    public let elementKind: String
    let identifier: String
    let handler: Handler

    /// Mirrors `init(elementKind:handler:)`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      identifier = "\(Supplementary.self).registration.\(SerialNumbers.next())"
      self.handler = handler
    }
  }

  /// Mirrors `dequeueConfiguredReusableCell(using:for:item:)`: a cell of the registration's
  /// class, configured by its handler.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
    let dequeued = dequeueReusableCell(
      withReuseIdentifier: registration.identifier, for: indexPath)
    guard let cell = dequeued as? Cell else {
      preconditionFailure("the cell for \(indexPath) is not a \(Cell.self)")
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// Mirrors `dequeueConfiguredReusableSupplementary(using:for:)`.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    register(
      Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
      withReuseIdentifier: registration.identifier)
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
      for: indexPath)
    guard let view = dequeued as? Supplementary else {
      preconditionFailure(
        "the \(registration.elementKind) for \(indexPath) is not a \(Supplementary.self)")
    }
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}

/// Numbers for the identifiers Transit makes where UIKit makes a unique one (a registration's
/// reuse identifier, an action's made without one), in the order they are made; no log shows
/// them.
@MainActor
enum SerialNumbers {
  private static var count = 0
  static func next() -> Int {
    count += 1
    return count
  }
}
