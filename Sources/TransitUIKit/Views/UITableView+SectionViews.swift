import Foundation

/// A section's header or footer, as the table keeps its view.
struct SectionViewKey: Hashable, Comparable {
  let section: Int
  let isFooter: Bool

  static func < (left: SectionViewKey, right: SectionViewKey) -> Bool {
    (left.section, left.isFooter ? 1 : 0) < (right.section, right.isFooter ? 1 : 0)
  }
}

// Section header and footer views: where the rows' layout leaves their room (`rowFrames()`),
// the delegate's view for each one in view whose height is above zero, as UIKit asks for it
// (`tableView(_:viewForHeaderInSection:)`, Apple's UITableViewDelegate page); one that leaves the
// view is taken away, as cells are.
extension UITableView {
  /// Each header's and footer's room, in the order of the table.
  private func sectionRooms() -> [(key: SectionViewKey, frame: CGRect)] {
    var rooms: [(SectionViewKey, CGRect)] = []
    var y = tableHeaderView?.frame.height ?? 0
    let delegate = tableDelegate
    for section in rowCounts.indices {
      let header =
        delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
      if header > 0 {
        rooms.append(
          (
            SectionViewKey(section: section, isFooter: false),
            CGRect(x: 0, y: y, width: bounds.width, height: header)
          ))
      }
      y += header
      for row in 0..<rowCounts[section] {
        var height =
          delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
          ?? rowHeight
        if height < 0 { height = estimatedRowHeight > 0 ? estimatedRowHeight : 44 }
        y += height
      }
      let footer =
        delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
      if footer > 0 {
        rooms.append(
          (
            SectionViewKey(section: section, isFooter: true),
            CGRect(x: 0, y: y, width: bounds.width, height: footer)
          ))
      }
      y += footer
    }
    return rooms
  }

  func placeSectionViews() {
    let delegate = tableDelegate
    guard delegate != nil || dataSource != nil else { return }
    let visible = sectionRooms().filter { $0.frame.intersects(bounds) }
    let shown = Set(visible.map(\.key))
    for (key, view) in sectionViews.sorted(by: { $0.key < $1.key }) where !shown.contains(key) {
      view.removeFromSuperview()
      sectionViews[key] = nil
    }
    for (key, frame) in visible {
      if let view = sectionViews[key] {
        view.frame = frame
        continue
      }
      let made =
        key.isFooter
        ? delegate?.tableView(self, viewForFooterInSection: key.section)
        : delegate?.tableView(self, viewForHeaderInSection: key.section)
      guard let view = made ?? titleView(for: key) else { continue }
      view.frame = frame
      sectionViews[key] = view
      addSubview(view)
    }
  }

  /// UIKit's header or footer view for a section whose data source gives it a title and whose
  /// delegate gives no view: a `UITableViewHeaderFooterView` with the title in its `textLabel`.
  private func titleView(for key: SectionViewKey) -> UIView? {
    let title =
      key.isFooter
      ? dataSource?.tableView(self, titleForFooterInSection: key.section)
      : dataSource?.tableView(self, titleForHeaderInSection: key.section)
    guard let title else { return nil }
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    view.textLabel?.text = title
    return view
  }

  func removeSectionViews() {
    for (_, view) in sectionViews.sorted(by: { $0.key < $1.key }) { view.removeFromSuperview() }
    sectionViews.removeAll()
  }
}
