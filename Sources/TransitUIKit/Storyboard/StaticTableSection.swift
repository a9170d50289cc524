import Foundation

/// A section of a storyboard's static table (`<tableView dataMode="static">`): its cells, made
/// once with the scene, with their outlets and actions, and the row heights the storyboard
/// gives them. Its `UITableViewController` answers the data source from these, as UIKit's does
/// for static cells (Apple's Table View Programming Guide for iOS, "Creating and Configuring a
/// Table View": a static table's cells come from the storyboard, and its table view controller
/// needs no data source code for them).
struct StaticTableSection {
  var headerTitle: String?
  var footerTitle: String?
  var cells: [UITableViewCell]
  /// Each cell's own height, where the storyboard sets one (`rowHeight` on the cell).
  var rowHeights: [CGFloat?]
}

extension UITableView {
  /// The static table's section at `section`, if this is a static table and it has one.
  func staticSection(_ section: Int) -> StaticTableSection? {
    guard let sections = staticSections, sections.indices.contains(section) else { return nil }
    return sections[section]
  }

  /// The static cell at `indexPath`, if there is one.
  func staticCell(at indexPath: IndexPath) -> UITableViewCell? {
    guard let section = staticSection(indexPath.section),
      section.cells.indices.contains(indexPath.row)
    else { return nil }
    return section.cells[indexPath.row]
  }
}
