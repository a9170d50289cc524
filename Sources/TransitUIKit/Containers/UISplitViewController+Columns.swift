import Foundation
import TransitTrace

// The columns of a column-style split view controller: installing a view controller in one,
// placing the columns' views, collapsing and expanding, and showing a view controller.
extension UISplitViewController {
  /// Puts `vc` in `column`: a navigation controller becomes the column's; another view
  /// controller is pushed on the column's navigation controller if it has one, and gets one
  /// made for it otherwise.
  func install(_ vc: UIViewController?, for column: Column) {
    guard let vc else {
      if let old = columnNavigations.removeValue(forKey: column) { remove(old) }
      assigned[column] = nil
      return
    }
    assigned[column] = vc
    if let navigation = vc as? UINavigationController {
      if let old = columnNavigations[column], old !== navigation { remove(old) }
      columnNavigations[column] = navigation
    } else if let navigation = columnNavigations[column] {
      navigation.pushViewController(vc, animated: false)
      return
    } else {
      columnNavigations[column] = runAsUIKitReturning {
        UINavigationController(rootViewController: vc)
      }
    }
    if let navigation = columnNavigations[column], navigation.parent !== self {
      attachChild(navigation)
    }
    if isViewLoaded { placeColumns() }
  }

  private func remove(_ navigation: UINavigationController) {
    if navigation.viewIfLoaded?.superview === viewIfLoaded { navigation.view.removeFromSuperview() }
    navigation.detachFromParent()
  }

  /// The columns whose views are in the split view controller's view, back to front: those
  /// the display mode shows, or the one column shown while collapsed.
  var columnsOnScreen: [Column] {
    if isCollapsed, let collapsedColumn { return [collapsedColumn] }
    return columns(in: displayMode).filter { columnNavigations[$0] != nil }
  }

  /// Puts the views of the columns on screen into the split view controller's view, and takes
  /// the others out. A view entering or leaving the window makes its view controller appear or
  /// disappear, as for any child.
  func placeColumns() {
    guard let root = viewIfLoaded else { return }
    let shown = columnsOnScreen.compactMap { columnNavigations[$0] }
    for navigation in columnNavigations.values where !shown.contains(where: { $0 === navigation }) {
      if navigation.viewIfLoaded?.superview === root { navigation.view.removeFromSuperview() }
    }
    for navigation in shown where navigation.viewIfLoaded?.superview !== root {
      root.addSubview(navigation.view)
    }
    layOutColumns()
  }

  /// The frames of the columns on screen: the sidebars from the leading edge at their
  /// preferred widths; the secondary column beside them (the rest of the width), under them
  /// (the whole width) or pushed by them (the whole width, moved over).
  func layOutColumns() {
    guard let root = viewIfLoaded else { return }
    let bounds = root.bounds
    let columns = columnsOnScreen
    let mode = displayMode
    var x: CGFloat = 0
    for column in columns where column != .secondary || columns.count == 1 {
      let width = columns.count == 1 ? bounds.width : sidebarWidth(column)
      setFrame(CGRect(x: x, y: 0, width: width, height: bounds.height), of: column)
      x += width
    }
    guard columns.count > 1, columns.contains(.secondary) else { return }
    let frame: CGRect
    switch mode {
    case .oneOverSecondary, .twoOverSecondary:
      frame = bounds
    case .twoDisplaceSecondary:
      frame = CGRect(x: x, y: 0, width: bounds.width, height: bounds.height)
    default:
      frame = CGRect(x: x, y: 0, width: max(bounds.width - x, 0), height: bounds.height)
    }
    setFrame(frame, of: .secondary)
  }

  private func sidebarWidth(_ column: Column) -> CGFloat {
    column == .supplementary ? preferredSupplementaryColumnWidth : preferredPrimaryColumnWidth
  }

  private func setFrame(_ frame: CGRect, of column: Column) {
    guard let view = columnNavigations[column]?.viewIfLoaded, view.frame != frame else { return }
    view.frame = frame
  }

  /// Collapses in a compact width and expands in a regular one, telling the delegate.
  func updateCollapse(to traits: UITraitCollection) {
    guard style != .unspecified else { return }
    let compact = traits.horizontalSizeClass == .compact
    guard compact != isCollapsed else { return }
    if compact { collapse() } else { expand() }
  }

  private func collapse() {
    let top: Column
    if columnNavigations[.compact] != nil {
      top = .compact
    } else {
      top = askTopColumnForCollapsing()
    }
    isCollapsed = true
    collapsedColumn = columnNavigations[top] != nil ? top : .primary
    placeColumns()
    tellDelegate(.splitViewControllerDidCollapse) { $0.splitViewControllerDidCollapse(self) }
  }

  private func expand() {
    let proposed = displayMode(preferred: preferredDisplayMode)
    expandedDisplayMode = proposed
    if let delegate, let simulator = EngineContext.current {
      let answer = simulator.optionalRequest(
        .displayModeForExpanding, on: delegate, role: .containerDelegate,
        args: [
          "svc": simulator.reference(self), "proposedDisplayMode": .string(proposed.description),
        ],
        result: { (mode: DisplayMode) in .string(mode.description) },
        {
          delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
        }
      )
      // An answer of `.automatic` keeps the proposed mode (inferred).
      if let answer, answer != .automatic { expandedDisplayMode = displayMode(preferred: answer) }
    }
    isCollapsed = false
    collapsedColumn = nil
    placeColumns()
    tellDelegate(.splitViewControllerDidExpand) { $0.splitViewControllerDidExpand(self) }
  }

  /// The delegate's choice of the column on top, `.secondary` proposed; `.secondary` when it
  /// does not implement the method.
  private func askTopColumnForCollapsing() -> Column {
    let proposed = Column.secondary
    guard let delegate, let simulator = EngineContext.current else { return proposed }
    let answer = simulator.optionalRequest(
      .topColumnForCollapsing, on: delegate, role: .containerDelegate,
      args: ["svc": simulator.reference(self), "proposedTopColumn": .string(proposed.description)],
      result: { (column: Column) in .string(column.description) },
      { delegate.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) }
    )
    return answer ?? proposed
  }

  private func tellDelegate(
    _ name: CallName, _ body: (any UISplitViewControllerDelegate) -> Void
  ) {
    guard let delegate, let simulator = EngineContext.current else { return }
    simulator.optionalCallback(
      name, on: delegate, role: .containerDelegate, args: ["svc": simulator.reference(self)]
    ) { delegate in
      body(delegate)
    }
  }

  /// `show(_:sender:)` and `showDetailViewController(_:sender:)`, logged. Showing pushes on the
  /// navigation controller of the primary column, or of the column on screen when collapsed. A
  /// detail expanded goes to the secondary column, as `setViewController(_:for: .secondary)`
  /// puts it; collapsed, the split view controller calls `show(_:sender:)` (Apple's
  /// showDetailViewController(_:sender:) page).
  func showInColumn(_ vc: UIViewController, detail: Bool) {
    guard let simulator = EngineContext.current else { return }
    let name: CallName = detail ? .showDetailViewController : .show
    simulator.userCall(
      name, on: self, args: ["vc": simulator.reference(vc, role: .presentedViewController)]
    ) {
      simulator.asUIKit(transition: nil) {
        if detail, isCollapsed {
          show(vc, sender: nil)
        } else if detail {
          install(vc, for: .secondary)
        } else {
          let column = isCollapsed ? (collapsedColumn ?? .primary) : .primary
          if let navigation = columnNavigations[column] {
            navigation.pushViewController(vc, animated: true)
          } else {
            install(vc, for: column)
          }
        }
      }
    }
  }
}

extension UIViewController {
  /// Runs `body` as UIKit's own code and returns what it made.
  func runAsUIKitReturning<T>(_ body: () -> T) -> T {
    var result: T?
    runAsUIKit { result = body() }
    return result!
  }
}
