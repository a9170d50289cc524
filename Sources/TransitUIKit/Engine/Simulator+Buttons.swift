import Foundation

/// A view a user finds by its title, as a UI test finds `app.buttons["Cancel"]`: a button, the
/// button of a bar button item, an alert's action, a table's or collection's cell.
@preconcurrency @MainActor
protocol TitledButton: AnyObject {
  /// The title the view shows first.
  var buttonTitle: String? { get }
  /// Whether the view shows `title`: its title, or for a cell any of its labels' texts.
  func isTitled(_ title: String) -> Bool
  /// Where in the window a finger touches `title`, when that is not the view's centre.
  func windowPoint(ofTitle title: String) -> CGPoint?
}

extension TitledButton {
  func isTitled(_ title: String) -> Bool { buttonTitle == title }
  func windowPoint(ofTitle title: String) -> CGPoint? { nil }
}

/// A segmented control is found by any of its segments' titles, and a finger on a title lands
/// on that segment, as a UI test's `app.buttons["Privacy"]` taps the segment.
extension UISegmentedControl: TitledButton {
  /// None: a segmented control shows several titles, each of a segment of its own.
  var buttonTitle: String? { nil }

  func isTitled(_ title: String) -> Bool { segmentIndex(titled: title) != nil }

  func windowPoint(ofTitle title: String) -> CGPoint? {
    guard let index = segmentIndex(titled: title) else { return nil }
    let frame = segmentFrame(at: index)
    return convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
  }

  private func segmentIndex(titled title: String) -> Int? {
    (0..<numberOfSegments).first { titleForSegment(at: $0) == title }
  }
}

/// A cell is found by the text it shows, as a UI test finds `app.staticTexts["Groceries"]` in
/// it: any visible label in its content view, its text label's or its content configuration's.
@preconcurrency @MainActor
protocol TitledCell: TitledButton {
  var contentView: UIView { get }
}

extension TitledCell {
  /// The visible labels' texts in the content view, front to back.
  private var shownTexts: [String] {
    var texts: [String] = []
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha >= 0.01 else { return }
      if let label = view as? UILabel, let text = label.text, !text.isEmpty { texts.append(text) }
      for subview in view.subviews { visit(subview) }
    }
    visit(contentView)
    return texts
  }

  var buttonTitle: String? { shownTexts.first }
  func isTitled(_ title: String) -> Bool { shownTexts.contains(title) }
}

extension UITableViewCell: TitledCell {}
extension UICollectionViewCell: TitledCell {}

extension UIButton: TitledButton {
  var buttonTitle: String? { title(for: .normal) ?? imageName(for: .normal) }
}

extension Simulator {
  /// The frontmost visible button titled `title` on screen, if there is one: the view a finger
  /// on that title lands on.
  public func button(titled title: String) -> UIView? {
    func search(_ view: UIView) -> UIView? {
      guard !view.isHidden, view.alpha >= 0.01 else { return nil }
      for subview in view.subviews.reversed() {
        if let found = search(subview) { return found }
      }
      if let titled = view as? any TitledButton, titled.isTitled(title) { return view }
      return nil
    }
    return search(window)
  }

  /// Touches the frontmost button titled `title`, as a user taps it; returns it, or nil when no
  /// such button is on screen (nothing happens then).
  @discardableResult
  public func tapButton(titled title: String, holding duration: TimeInterval = 0.1) -> UIView? {
    guard let view = button(titled: title) else { return nil }
    if let point = (view as? any TitledButton)?.windowPoint(ofTitle: title) {
      return tap(at: point, holding: duration)
    }
    touch(view, holding: duration)
    return view
  }
}
