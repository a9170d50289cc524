import Foundation
import TransitTrace

/// Mirrors `UISplitViewController` in its column style (iOS 14): two columns (`.doubleColumn`)
/// or three (`.tripleColumn`) in a regular width, one column in a compact width.
///
/// As UIKit does, a view controller set for a column that is not a navigation controller gets
/// one made for it (Apple's documentation of iOS 14's split view controller, quoted by zhaoxin's
/// blog), and a non-navigation view controller set for a column that already has one is pushed
/// on it (Apple's reply to FB8640357 on the same blog). The interface collapses when the width
/// becomes compact, and at launch in a compact width, and expands again when it becomes regular
/// (Apple's isCollapsed page; commandshift's "Understanding split view controller").
///
/// Expanded, the display mode says which columns show (Apple's DisplayMode pages): the
/// secondary alone; one sidebar beside or over it (the primary of two columns, the supplementary
/// of three); or both sidebars beside it, over it, or displacing it. `show(_:)` and `hide(_:)`
/// move to the closest display mode of the split behavior where the column is shown or hidden,
/// and the delegate hears `splitViewController(_:willChangeTo:)` first. A column entering or
/// leaving the window makes its view controllers appear or disappear, as for any child.
///
/// Collapsed, the split view controller shows one column: `.compact`'s if one was set (Apple's
/// UISplitViewController.Column.compact page), otherwise the column its delegate's
/// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` picks, `.secondary`
/// proposed. The other columns' views leave the window, so their view controllers disappear,
/// and come back on expansion (inferred: UIKit nests the secondary column's navigation
/// controller in the primary's, which Transit does not draw; docs/lifecycle.md#fact-split-collapse).
/// The classic split view (before iOS 14, no style) is not modelled.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// Mirrors `UISplitViewController.Style`.
  public enum Style: Int, Sendable {
    case unspecified = 0
    case doubleColumn, tripleColumn
  }

  /// Mirrors `UISplitViewController.Column`.
  public enum Column: Int, Sendable, CaseIterable, CustomStringConvertible {
    case primary = 0
    case supplementary, secondary, compact

    public var description: String {
      switch self {
      case .primary: return "primary"
      case .supplementary: return "supplementary"
      case .secondary: return "secondary"
      case .compact: return "compact"
      }
    }
  }

  /// Mirrors `UISplitViewController.DisplayMode`.
  public enum DisplayMode: Int, Sendable, CustomStringConvertible {
    case automatic = 0
    case secondaryOnly, oneBesideSecondary, oneOverSecondary
    case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary

    public var description: String {
      switch self {
      case .automatic: return "automatic"
      case .secondaryOnly: return "secondaryOnly"
      case .oneBesideSecondary: return "oneBesideSecondary"
      case .oneOverSecondary: return "oneOverSecondary"
      case .twoBesideSecondary: return "twoBesideSecondary"
      case .twoOverSecondary: return "twoOverSecondary"
      case .twoDisplaceSecondary: return "twoDisplaceSecondary"
      }
    }
  }

  /// Mirrors `viewControllers` set on a classic split view (`style` `.unspecified`), which
  /// Transit does not model: kept and read back, never shown.
  var classicViewControllers: [UIViewController] = []

  /// Mirrors `UISplitViewController.SplitBehavior`: how the sidebars share the width with the
  /// secondary column.
  public enum SplitBehavior: Int, Sendable {
    case automatic = 0
    case tile, overlay, displace
  }

  public let style: Style
  /// Mirrors `delegate`, which UIKit holds weakly.
  public weak var delegate: (any UISplitViewControllerDelegate)?
  /// Mirrors `isCollapsed`.
  public internal(set) var isCollapsed = false
  /// Mirrors `preferredDisplayMode`: set while expanded, the display mode changes to it (made
  /// valid for the style), the delegate hearing `splitViewController(_:willChangeTo:)` first.
  open var preferredDisplayMode = DisplayMode.automatic {
    didSet {
      expandedDisplayMode = expandedDisplayMode ?? displayMode(preferred: oldValue)
      runAsUIKit { changeDisplayMode(to: displayMode(preferred: preferredDisplayMode)) }
    }
  }
  /// Mirrors `preferredSplitBehavior`; `.automatic` tiles the columns.
  open var preferredSplitBehavior = SplitBehavior.automatic
  /// Mirrors `preferredPrimaryColumnWidth`: the primary column's width when expanded.
  open var preferredPrimaryColumnWidth: CGFloat = 320
  /// Mirrors `preferredSupplementaryColumnWidth`: the supplementary column's width when
  /// expanded.
  open var preferredSupplementaryColumnWidth: CGFloat = 320

  /// The view controllers set for each column, as given.
  var assigned: [Column: UIViewController] = [:]
  /// The navigation controller each column shows, the one given or the one made for it.
  var columnNavigations: [Column: UINavigationController] = [:]
  /// The column shown while collapsed.
  var collapsedColumn: Column?
  /// The display mode while expanded, once one was chosen (by `show(_:)`, `hide(_:)`, the
  /// preferred display mode or the delegate on expanding).
  var expandedDisplayMode: DisplayMode?

  /// Mirrors `init(style:)`.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public override init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  /// Mirrors `displayMode`: expanded, the display mode chosen last, or the one the preferred
  /// display mode gives; collapsed, the secondary alone.
  public var displayMode: DisplayMode {
    isCollapsed
      ? .secondaryOnly : expandedDisplayMode ?? displayMode(preferred: preferredDisplayMode)
  }

  /// Mirrors `splitBehavior`: the preferred one, tiling when automatic.
  public var splitBehavior: SplitBehavior {
    preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
  }

  /// Mirrors `viewControllers`: the columns' navigation controllers, primary first; collapsed,
  /// only the column on screen (Apple's viewControllers page).
  /// Setting it is for a classic split view (Apple's setViewController(_:for:) page), whose
  /// interface Transit does not model: what is set is kept and read back, and shows nothing.
  public var viewControllers: [UIViewController] {
    get {
      if !classicViewControllers.isEmpty { return classicViewControllers }
      if isCollapsed, let collapsedColumn, let shown = columnNavigations[collapsedColumn] {
        return [shown]
      }
      return [Column.primary, .supplementary, .secondary].compactMap { columnNavigations[$0] }
    }
    set { classicViewControllers = newValue }
  }

  /// Mirrors `viewController(for:)`: the view controller set for `column`.
  open func viewController(for column: Column) -> UIViewController? { assigned[column] }

  /// Mirrors `setViewController(_:for:)`, logged.
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    guard let simulator = EngineContext.current else {
      install(vc, for: column)
      return
    }
    simulator.userCall(
      .setViewControllerForColumn, on: self,
      args: [
        "vc": vc.map { simulator.reference($0) } ?? .null, "column": .string(column.description),
      ]
    ) {
      install(vc, for: column)
    }
  }

  /// Mirrors `show(_:)`, logged: expanded, moves to the closest display mode of the split
  /// behavior where `column` shows (Apple's show(_:) page). Collapsed, nothing changes.
  open func show(_ column: Column) {
    changeColumn(column, shown: true)
  }

  /// Mirrors `hide(_:)`, logged: expanded, moves to the closest display mode of the split
  /// behavior where `column` is hidden; the secondary column cannot be hidden (Apple's hide(_:)
  /// page). Collapsed, nothing changes.
  open func hide(_ column: Column) {
    changeColumn(column, shown: false)
  }

  // MARK: Showing

  /// Mirrors `show(_:sender:)`: pushes on the primary column's navigation controller, or on the
  /// column on screen when collapsed.
  open override func show(_ vc: UIViewController, sender: Any?) {
    showInColumn(vc, detail: false)
  }

  /// Mirrors `showDetailViewController(_:sender:)`: expanded, installs `vc` as the secondary
  /// column's view controller; collapsed, calls `show(_:sender:)` (Apple's
  /// showDetailViewController(_:sender:) page).
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    showInColumn(vc, detail: true)
  }

  override func handlesShowAction(_ action: Selector) -> Bool {
    action == .show || action == .showDetail
  }

  // MARK: The view

  /// The split view controller's view: the columns side by side.
  open override func loadView() {
    view = LayoutContainerView(frame: EngineContext.current?.screenBounds ?? .zero)
    runAsUIKit { placeColumns() }
  }

  /// Collapses at launch in a compact width, before the columns appear.
  override func forwardBeginAppearance(_ isAppearing: Bool, animated: Bool, caller: String?) {
    loadViewIfNeeded()
    if isAppearing, appearState != .appeared {
      updateCollapse(to: EngineContext.current?.windowTraits ?? traitCollection)
    }
    super.forwardBeginAppearance(isAppearing, animated: animated, caller: caller)
  }

  /// Collapses or expands with the new width, after the children heard of the change.
  open override func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
    runAsUIKit { updateCollapse(to: newCollection) }
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layOutColumns()
  }
}

extension UIViewController {
  /// Mirrors `splitViewController`: the nearest split view controller among the ancestors.
  public var splitViewController: UISplitViewController? {
    var candidate = parent
    while let current = candidate {
      if let split = current as? UISplitViewController { return split }
      candidate = current.parent
    }
    return nil
  }
}
