import Foundation
import TransitTrace

// The display modes of an expanded column-style split view controller: which columns each
// shows, the closest mode where a column shows or hides, and the change from one to another.
// Apple's UISplitViewController.DisplayMode pages and its show(_:) and hide(_:) pages;
// docs/lifecycle.md#fact-split-display-modes.
extension UISplitViewController {
  /// The display mode `preferred` gives for the style. `.automatic` gives one sidebar beside
  /// the secondary column (inferred: UIKit picks by the device and the width); a mode of two
  /// sidebars asked of a two-column split view gives its one-sidebar kin.
  func displayMode(preferred: DisplayMode) -> DisplayMode {
    guard style != .tripleColumn else {
      return preferred == .automatic ? .oneBesideSecondary : preferred
    }
    switch preferred {
    case .automatic, .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
    case .twoOverSecondary: return .oneOverSecondary
    default: return preferred
    }
  }

  /// The columns `mode` shows, back to front. One sidebar is the primary column of two columns
  /// and the supplementary column of three; two sidebars are the primary, then the
  /// supplementary. Over the secondary column, the sidebars are in front of it.
  func columns(in mode: DisplayMode) -> [Column] {
    let one: [Column] = style == .tripleColumn ? [.supplementary] : [.primary]
    let two: [Column] = style == .tripleColumn ? [.primary, .supplementary] : [.primary]
    switch mode {
    case .secondaryOnly: return [.secondary]
    case .automatic, .oneBesideSecondary: return one + [.secondary]
    case .oneOverSecondary: return [.secondary] + one
    case .twoBesideSecondary, .twoDisplaceSecondary: return two + [.secondary]
    case .twoOverSecondary: return [.secondary] + two
    }
  }

  /// The display modes of the split behavior: none, one and two sidebars. Tiling puts them
  /// beside the secondary column, overlaying over it, displacing pushes it aside (one sidebar
  /// still beside it).
  private var modesOfBehavior: (one: DisplayMode, two: DisplayMode) {
    switch splitBehavior {
    case .overlay: return (.oneOverSecondary, .twoOverSecondary)
    case .displace: return (.oneBesideSecondary, .twoDisplaceSecondary)
    case .tile, .automatic: return (.oneBesideSecondary, .twoBesideSecondary)
    }
  }

  /// The closest display mode to the current one where `column` shows.
  private func modeShowing(_ column: Column) -> DisplayMode {
    let current = displayMode
    let shown = columns(in: current)
    let (one, two) = modesOfBehavior
    switch column {
    case .primary:
      if shown.contains(.primary) { return current }
      return style == .tripleColumn ? two : one
    case .supplementary:
      guard style == .tripleColumn, !shown.contains(.supplementary) else { return current }
      return one
    case .secondary:
      // Over the secondary column, or pushing it aside, the sidebars leave it partly hidden:
      // showing it dismisses the overlay, or brings back one sidebar beside it.
      switch current {
      case .oneOverSecondary, .twoOverSecondary: return .secondaryOnly
      case .twoDisplaceSecondary: return .oneBesideSecondary
      default: return current
      }
    case .compact:
      return current
    }
  }

  /// The closest display mode to the current one where `column` is hidden; the secondary
  /// column is never hidden.
  private func modeHiding(_ column: Column) -> DisplayMode {
    let current = displayMode
    let shown = columns(in: current)
    guard shown.contains(column), column != .secondary, column != .compact else { return current }
    if style == .tripleColumn, column == .primary { return modesOfBehavior.one }
    return .secondaryOnly
  }

  /// `show(_:)` and `hide(_:)`, logged: the display mode changes, if it does, as UIKit's own
  /// code.
  func changeColumn(_ column: Column, shown: Bool) {
    guard let simulator = EngineContext.current else { return }
    simulator.userCall(
      shown ? .showColumn : .hideColumn, on: self, args: ["column": .string(column.description)]
    ) {
      guard style != .unspecified, !isCollapsed else { return }
      let mode = shown ? modeShowing(column) : modeHiding(column)
      simulator.asUIKit(transition: nil) { changeDisplayMode(to: mode) }
    }
  }

  /// Changes the display mode while expanded on screen: the delegate hears
  /// `splitViewController(_:willChangeTo:)`, then the columns the new mode shows enter the
  /// window and the others leave it. Before the split view is in a window (a mode set in
  /// `viewDidLoad()`), or collapsed, the mode is only remembered, and the columns placed for it
  /// without telling anyone.
  func changeDisplayMode(to mode: DisplayMode) {
    guard viewIfLoaded?.window != nil, !isCollapsed, style != .unspecified else {
      expandedDisplayMode = mode
      if isViewLoaded, !isCollapsed, style != .unspecified { placeColumns() }
      return
    }
    guard mode != displayMode else { return }
    if let delegate, let simulator = EngineContext.current {
      simulator.optionalCallback(
        .willChangeToDisplayMode, on: delegate, role: .containerDelegate,
        args: ["svc": simulator.reference(self), "displayMode": .string(mode.description)]
      ) { delegate in
        delegate.splitViewController(self, willChangeTo: mode)
      }
    }
    expandedDisplayMode = mode
    placeColumns()
  }
}

extension UISplitViewController.DisplayMode {
  /// Mirrors `allVisible`, the name of `oneBesideSecondary` before iOS 14.
  @available(*, deprecated, renamed: "oneBesideSecondary")
  public static var allVisible: Self { .oneBesideSecondary }
  /// Mirrors `primaryHidden`, the name of `secondaryOnly` before iOS 14.
  @available(*, deprecated, renamed: "secondaryOnly")
  public static var primaryHidden: Self { .secondaryOnly }
  /// Mirrors `primaryOverlay`, the name of `oneOverSecondary` before iOS 14.
  @available(*, deprecated, renamed: "oneOverSecondary")
  public static var primaryOverlay: Self { .oneOverSecondary }
}
