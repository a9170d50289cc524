import Foundation

/// Mirrors `NSDiffableDataSourceSectionSnapshot` (iOS 14): one section's items as an outline,
/// each with its parent, and which parents are expanded. Applied to a section of a collection
/// view's diffable data source, the section shows its visible items: the root items and the
/// children of expanded parents, depth first. UIKit raises when an identifier appears twice or an
/// operation names one the snapshot does not hold; Transit stops the run with the same message.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
  /// Every item, depth first, with its parent.
  private var nodes: [(item: ItemIdentifierType, parent: ItemIdentifierType?)] = []
  private var expanded: Set<ItemIdentifierType> = []

  public init() {}

  /// Mirrors `items`: every item, depth first.
  public var items: [ItemIdentifierType] { nodes.map(\.item) }

  /// Mirrors `rootItems`: the items with no parent.
  public var rootItems: [ItemIdentifierType] { nodes.filter { $0.parent == nil }.map(\.item) }

  /// Mirrors `visibleItems`: the root items and the children of expanded parents whose own
  /// parents are visible, depth first.
  public var visibleItems: [ItemIdentifierType] {
    // Depth first, a parent comes before its children: one pass decides each from its parent.
    var shown: Set<ItemIdentifierType> = []
    var visible: [ItemIdentifierType] = []
    for node in nodes {
      if let parent = node.parent, !(shown.contains(parent) && expanded.contains(parent)) {
        continue
      }
      shown.insert(node.item)
      visible.append(node.item)
    }
    return visible
  }

  /// Mirrors `contains(_:)`.
  public func contains(_ item: ItemIdentifierType) -> Bool { position(of: item) != nil }

  /// Mirrors `index(of:)`: the item's place among `items`.
  public func index(of item: ItemIdentifierType) -> Int? { position(of: item) }

  /// Mirrors `parent(of:)`.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
    nodes[require(child)].parent
  }

  /// Mirrors `level(of:)`: 0 for a root item.
  public func level(of item: ItemIdentifierType) -> Int {
    var level = 0
    var parent = nodes[require(item)].parent
    while let current = parent {
      level += 1
      parent = nodes[require(current)].parent
    }
    return level
  }

  /// Mirrors `isExpanded(_:)`.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool {
    _ = require(item)
    return expanded.contains(item)
  }

  /// Mirrors `isVisible(_:)`: every ancestor is expanded.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    var parent = nodes[require(item)].parent
    while let current = parent {
      guard expanded.contains(current) else { return false }
      parent = nodes[require(current)].parent
    }
    return true
  }

  /// Mirrors `append(_:to:)`: `items` after the parent's last descendant, or at the end.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    refuseDuplicates(items)
    let at = parent.map { endOfDescendants(of: require($0)) } ?? nodes.count
    nodes.insert(contentsOf: items.map { ($0, parent) }, at: at)
  }

  /// Mirrors `insert(_:before:)`: as siblings of `item`, before it.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    refuseDuplicates(items)
    let index = require(item)
    nodes.insert(contentsOf: items.map { ($0, nodes[index].parent) }, at: index)
  }

  /// Mirrors `insert(_:after:)`: as siblings of `item`, after it and its descendants.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    refuseDuplicates(items)
    let index = require(item)
    nodes.insert(
      contentsOf: items.map { ($0, nodes[index].parent) }, at: endOfDescendants(of: index))
  }

  /// Mirrors `delete(_:)`: the items and their descendants.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items {
      let index = require(item)
      let end = endOfDescendants(of: index)
      for node in nodes[index..<end] { expanded.remove(node.item) }
      nodes.removeSubrange(index..<end)
    }
  }

  /// Mirrors `deleteAll()`.
  public mutating func deleteAll() {
    nodes.removeAll()
    expanded.removeAll()
  }

  /// Mirrors `expand(_:)`.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    for item in items {
      _ = require(item)
      expanded.insert(item)
    }
  }

  /// Mirrors `collapse(_:)`.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    for item in items {
      _ = require(item)
      expanded.remove(item)
    }
  }

  /// Mirrors `snapshot(of:includingParent:)`: the item's descendants (and the item) as a
  /// snapshot of their own, keeping which are expanded.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    let index = require(parent)
    var made = Self()
    let range = (includingParent ? index : index + 1)..<endOfDescendants(of: index)
    for node in nodes[range] {
      let isTop = includingParent ? node.item == parent : node.parent == parent
      made.nodes.append((node.item, isTop ? nil : node.parent))
      if expanded.contains(node.item) { made.expanded.insert(node.item) }
    }
    return made
  }

  /// Mirrors `visualDescription()`, in a layout of Transit's own (Apple documents none): an item a
  /// line, indented by level, `-` before an expanded item, `+` before the others.
  public func visualDescription() -> String {
    nodes.map { node in
      String(repeating: "  ", count: level(of: node.item))
        + (expanded.contains(node.item) ? "- " : "+ ") + "\(node.item)"
    }.joined(separator: "\n")
  }

  private func position(of item: ItemIdentifierType) -> Int? {
    nodes.firstIndex { $0.item == item }
  }

  private func require(_ item: ItemIdentifierType) -> Int {
    guard let index = position(of: item) else {
      preconditionFailure("Invalid item identifier specified: \(item)")
    }
    return index
  }

  /// The index just past `index`'s last descendant.
  private func endOfDescendants(of index: Int) -> Int {
    var end = index + 1
    var ancestors: Set<ItemIdentifierType> = [nodes[index].item]
    while end < nodes.count, let parent = nodes[end].parent, ancestors.contains(parent) {
      ancestors.insert(nodes[end].item)
      end += 1
    }
    return end
  }

  private func refuseDuplicates(_ items: [ItemIdentifierType]) {
    var seen: Set<ItemIdentifierType> = []
    for item in items where !seen.insert(item).inserted || contains(item) {
      preconditionFailure("Supplied item identifiers are not unique. Duplicate: \(item)")
    }
  }
}
