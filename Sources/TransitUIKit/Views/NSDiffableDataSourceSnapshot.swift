import Foundation

/// Mirrors `NSDiffableDataSourceSnapshot` (iOS 13): the sections and items a diffable data
/// source shows, by identifier, in order. UIKit raises when an identifier appears twice or an
/// operation names one the snapshot does not hold; Transit stops the run with UIKit's message.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
  /// Every item the snapshot holds, to refuse a duplicate without a scan.
  private var items: Set<ItemIdentifierType> = []
  /// Mirrors `reloadedItemIdentifiers` (iOS 15).
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// Mirrors `reconfiguredItemIdentifiers` (iOS 15).
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// Mirrors `reloadedSectionIdentifiers` (iOS 15).
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  public init() {}

  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  public var numberOfSections: Int { sections.count }
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    sections[sectionIndex(identifier)].items.count
  }

  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sections[sectionIndex(identifier)].items
  }

  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sections.first { $0.items.contains(identifier) }?.id
  }

  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.id == identifier }
  }

  // MARK: Sections

  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insert(sections: identifiers, at: sections.count)
  }

  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insert(sections: identifiers, at: sectionIndex(toIdentifier))
  }

  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insert(sections: identifiers, at: sectionIndex(toIdentifier) + 1)
  }

  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let deleted = Set(identifiers)
    for section in sections where deleted.contains(section.id) {
      items.subtract(section.items)
    }
    sections.removeAll { deleted.contains($0.id) }
  }

  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    let moved = sections.remove(at: sectionIndex(identifier))
    sections.insert(moved, at: sectionIndex(toIdentifier))
  }

  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    let moved = sections.remove(at: sectionIndex(identifier))
    sections.insert(moved, at: sectionIndex(toIdentifier) + 1)
  }

  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers { _ = sectionIndex(identifier) }
    reloadedSectionIdentifiers += identifiers
  }

  // MARK: Items

  /// Mirrors `appendItems(_:toSection:)`: to the last section when none is named.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard !sections.isEmpty else {
      preconditionFailure(
        "There are currently no sections in the data source. Please add a section first.")
    }
    let index = sectionIdentifier.map(sectionIndex) ?? sections.count - 1
    add(identifiers)
    sections[index].items += identifiers
  }

  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    let (section, item) = position(of: beforeIdentifier)
    add(identifiers)
    sections[section].items.insert(contentsOf: identifiers, at: item)
  }

  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    let (section, item) = position(of: afterIdentifier)
    add(identifiers)
    sections[section].items.insert(contentsOf: identifiers, at: item + 1)
  }

  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let deleted = Set(identifiers)
    for index in sections.indices { sections[index].items.removeAll(where: deleted.contains) }
    items.subtract(deleted)
  }

  public mutating func deleteAllItems() {
    sections = []
    items = []
  }

  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    let (section, item) = position(of: identifier)
    sections[section].items.remove(at: item)
    let (target, index) = position(of: toIdentifier)
    sections[target].items.insert(identifier, at: index)
  }

  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    let (section, item) = position(of: identifier)
    sections[section].items.remove(at: item)
    let (target, index) = position(of: toIdentifier)
    sections[target].items.insert(identifier, at: index + 1)
  }

  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers { _ = position(of: identifier) }
    reloadedItemIdentifiers += identifiers
  }

  /// Mirrors `reconfigureItems(_:)` (iOS 15).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers { _ = position(of: identifier) }
    reconfiguredItemIdentifiers += identifiers
  }

  // MARK: Lookups

  /// The item at `indexPath`, if the snapshot has one there.
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let items = sections[indexPath.section].items
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    for (section, entry) in sections.enumerated() {
      if let item = entry.items.firstIndex(of: identifier) {
        return IndexPath(item: item, section: section)
      }
    }
    return nil
  }

  func section(at index: Int) -> SectionIdentifierType? {
    sections.indices.contains(index) ? sections[index].id : nil
  }

  func count(inSectionAt index: Int) -> Int {
    sections.indices.contains(index) ? sections[index].items.count : 0
  }

  private func sectionIndex(_ identifier: SectionIdentifierType) -> Int {
    guard let index = sections.firstIndex(where: { $0.id == identifier }) else {
      preconditionFailure("Invalid section identifier \(identifier): it is not in the snapshot.")
    }
    return index
  }

  private func position(of identifier: ItemIdentifierType) -> (Int, Int) {
    guard let indexPath = indexPath(of: identifier) else {
      preconditionFailure("Invalid item identifier \(identifier): it is not in the snapshot.")
    }
    return (indexPath.section, indexPath.item)
  }

  private mutating func insert(sections identifiers: [SectionIdentifierType], at index: Int) {
    let existing = Set(sections.map(\.id))
    guard Set(identifiers).count == identifiers.count, existing.isDisjoint(with: identifiers)
    else {
      preconditionFailure("Supplied section identifiers are not unique.")
    }
    sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
  }

  /// Takes `identifiers` into the snapshot's set, refusing one it holds already, as UIKit does.
  private mutating func add(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers where !items.insert(identifier).inserted {
      preconditionFailure("Supplied item identifiers are not unique.")
    }
  }
}
