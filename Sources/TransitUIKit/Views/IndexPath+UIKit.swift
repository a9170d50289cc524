import Foundation
import TransitTrace

/// Mirrors the index-path additions UIKit makes to Foundation's `IndexPath` for table and
/// collection views: an item (or row) in a section.
extension IndexPath {
  /// An index path for the item at `item` in `section`.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// An index path for the row at `row` in `section`.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section: the first index.
  public var section: Int { self[0] }

  /// The item in a collection view: the second index.
  public var item: Int { self[1] }

  /// The row in a table view: the second index.
  public var row: Int { self[1] }
}

/// Mirrors the same additions to `NSIndexPath`, which code migrated from Swift 2 reaches through
/// `(indexPath as NSIndexPath).row`.
extension NSIndexPath {
  /// Mirrors `init(row:section:)`.
  public convenience init(row: Int, section: Int) {
    self.init(indexes: [section, row], length: 2)
  }

  /// Mirrors `init(item:section:)`.
  public convenience init(item: Int, section: Int) {
    self.init(indexes: [section, item], length: 2)
  }

  /// The section: the first index.
  public var section: Int { index(atPosition: 0) }

  /// The item in a collection view: the second index.
  public var item: Int { index(atPosition: 1) }

  /// The row in a table view: the second index.
  public var row: Int { index(atPosition: 1) }
}

extension Value {
  /// An index path as the log writes it: `[section, item]`.
  static func indexPath(_ indexPath: IndexPath) -> Value {
    .array(indexPath.map { .int($0) })
  }
}
