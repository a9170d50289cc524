import Foundation
import TransitTrace

/// Mirrors `UISearchController`: a search bar whose activation presents the search controller
/// over the view controller that defines the presentation context, with its results
/// controller shown as the user types.
///
/// As UIKit 26.1's `-[UISearchController _commonInit]` sets it up, a search controller presents
/// `.custom`, with a cross-dissolve, and is its own transitioning delegate; UIKit's own
/// `_UISearchPresentationController` keeps the presenter's view, so the presenter gets no
/// appearance callbacks. It is active while presented and not being dismissed (`isActive`).
/// Activating it (a tap in the search bar, or `isActive = true`) asks the delegate's
/// `presentSearchController(_:)` if implemented; otherwise UIKit tells the delegate
/// `willPresentSearchController(_:)`, presents the search controller from the nearest view
/// controller up the hierarchy whose `definesPresentationContext` is true (the window's root
/// otherwise), asks the results updater for results, and tells the delegate
/// `didPresentSearchController(_:)` once the presentation is over (Apple's
/// UISearchControllerDelegate pages; docs/lifecycle.md#fact-search-presentation).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  public let searchResultsController: UIViewController?
  /// Mirrors `searchBar`.
  public private(set) lazy var searchBar = UISearchBar(searchController: self)
  public weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  public weak var delegate: (any UISearchControllerDelegate)?
  open var obscuresBackgroundDuringPresentation = true
  open var hidesNavigationBarDuringPresentation = true
  open var automaticallyShowsSearchResultsController = true
  /// Mirrors `showsSearchResultsController`: whether the results controller's view is shown.
  open var showsSearchResultsController = false {
    didSet { updateResultsVisibility() }
  }

  /// Mirrors `init(searchResultsController:)`; the results controller becomes a child.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    if let searchResultsController {
      runAsUIKit {
        addChild(searchResultsController)
        searchResultsController.didMove(toParent: self)
      }
    }
  }

  /// Mirrors `init?(coder:)`, which a subclass's `required init?(coder:)` overrides: a search
  /// controller with no results controller.
  public override init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
  }

  /// UIKit's own presentation and transition styles for a search controller (UIKit 26.1).
  open override var modalPresentationStyle: UIModalPresentationStyle {
    get { .custom }
    set {}
  }

  open override var modalTransitionStyle: UIModalTransitionStyle {
    get { .crossDissolve }
    set {}
  }

  /// Mirrors `isActive`: presented and not being dismissed. Setting it activates or
  /// deactivates the search, as a tap in the bar or on its Cancel button does.
  open var isActive: Bool {
    get { modalParent != nil && !isBeingDismissed }
    set {
      guard newValue != isActive else { return }
      if newValue { activate() } else { deactivate() }
    }
  }

  /// The view controller whose interface shows the search bar: the owner of the navigation
  /// item that holds it, or the one whose view contains it.
  weak var hostViewController: UIViewController?

  /// A tap in the search bar, or `isActive = true`.
  func activate() {
    guard let simulator = EngineContext.current else { return }
    simulator.asUIKit(transition: nil) {
      if let delegate,
        simulator.optionalRequest(
          .presentSearchController, on: delegate, role: .containerDelegate,
          args: ["searchController": simulator.reference(self)], result: { _ in Value.null },
          { delegate.presentSearchController(self) }) != nil
      {
        return
      }
      if let delegate {
        simulator.optionalCallback(
          .willPresentSearchController, on: delegate, role: .containerDelegate,
          args: ["searchController": simulator.reference(self)]
        ) { delegate in delegate.willPresentSearchController(self) }
      }
      guard let host = hostViewController ?? simulator.window.rootViewController else { return }
      let presenter = simulator.searchPresentationContext(from: host)
      searchBar.showsCancelButton = true
      presenter.present(self, animated: true) { [weak self] in
        guard let self, let delegate = self.delegate else { return }
        simulator.optionalCallback(
          .didPresentSearchController, on: delegate, role: .containerDelegate,
          args: ["searchController": simulator.reference(self)]
        ) { delegate in delegate.didPresentSearchController(self) }
      }
      askForResults(in: simulator)
    }
  }

  /// A tap on the bar's Cancel button, or `isActive = false`.
  func deactivate() {
    guard let simulator = EngineContext.current, let presenter = modalParent else { return }
    simulator.asUIKit(transition: nil) {
      if let delegate {
        simulator.optionalCallback(
          .willDismissSearchController, on: delegate, role: .containerDelegate,
          args: ["searchController": simulator.reference(self)]
        ) { delegate in delegate.willDismissSearchController(self) }
      }
      searchBar.text = ""
      searchBar.showsCancelButton = false
      _ = searchBar.endEditing()
      presenter.dismiss(animated: true) { [weak self] in
        guard let self, let delegate = self.delegate else { return }
        simulator.optionalCallback(
          .didDismissSearchController, on: delegate, role: .containerDelegate,
          args: ["searchController": simulator.reference(self)]
        ) { delegate in delegate.didDismissSearchController(self) }
      }
    }
  }

  /// Asks the results updater to update the results (Apple's
  /// updateSearchResults(for:) page: when the search bar becomes first responder or its text
  /// changes).
  func askForResults(in simulator: Simulator) {
    guard let updater = searchResultsUpdater else { return }
    simulator.callback(
      .updateSearchResults, on: updater, role: .containerDelegate,
      args: ["searchController": simulator.reference(self)]
    ) {
      updater.updateSearchResults(for: self)
    }
  }

  /// The user typed: the results controller shows for a non-empty text, and the updater is
  /// asked again.
  func textChanged() {
    guard let simulator = EngineContext.current, isActive else { return }
    simulator.asUIKit(transition: nil) {
      if automaticallyShowsSearchResultsController {
        showsSearchResultsController = !(searchBar.text ?? "").isEmpty
      }
      askForResults(in: simulator)
    }
  }

  /// Puts the results controller's view in the search controller's view, or takes it out: it
  /// appears and disappears with it, as a child does.
  private func updateResultsVisibility() {
    guard let results = searchResultsController, isViewLoaded else { return }
    let shown = results.viewIfLoaded?.superview === view
    if showsSearchResultsController, !shown {
      results.view.frame = view.bounds
      view.addSubview(results.view)
    } else if !showsSearchResultsController, shown {
      results.view.removeFromSuperview()
    }
  }
}

/// Mirrors `UISearchBar`: the bar a search controller owns; a tap in it activates the search,
/// and setting its text is what typing does.
@preconcurrency @MainActor
open class UISearchBar: UIView, TouchTracking, TitledButton, ContainerPart {
  weak var searchController: UISearchController?
  var container: UIViewController? { searchController }
  var part: String { "searchBar" }
  open var placeholder: String? = "Search"
  /// Mirrors `scopeButtonTitles`, `selectedScopeButtonIndex` and `showsScopeBar`: kept; the
  /// scope bar is not shown, so no scenario taps a scope (set the index from your code).
  open var scopeButtonTitles: [String]?
  open var selectedScopeButtonIndex = 0
  open var showsScopeBar = false
  /// Mirrors `delegate` (`UISearchBarDelegate`), held weakly.
  open weak var delegate: (any UISearchBarDelegate)?
  /// Whether the user is editing the bar's text: from a tap in it to Cancel or
  /// `resignFirstResponder()`.
  var isEditing = false
  /// Mirrors `text`: setting it while the search is active is the user typing.
  open var text: String? = "" {
    didSet { if text != oldValue { searchController?.textChanged() } }
  }

  /// Text the user typed: the search updates its results, then the delegate hears of it.
  func typed(_ text: String) {
    self.text = text
    delegate?.searchBar(self, textDidChange: text)
  }

  init(searchController: UISearchController) {
    self.searchController = searchController
    super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 56))
    addCancelButton()
  }

  /// The Cancel button the bar shows while its search is active; a tap ends the search.
  private lazy var cancelButton = SearchCancelButton(searchBar: self)

  /// Mirrors `showsCancelButton`: shown while the search is active, as a search controller's
  /// bar does by default (`automaticallyShowsCancelButton`).
  open var showsCancelButton: Bool {
    get { !cancelButton.isHidden }
    set { cancelButton.isHidden = !newValue }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addCancelButton()
  }

  /// Mirrors `init?(coder:)`: a bar a storyboard or a nib places.
  public override init?(coder: NSCoder) {
    super.init(coder: coder)
    addCancelButton()
  }

  /// A bar the app places has its Cancel button at its trailing end, hidden until asked for.
  private func addCancelButton() {
    cancelButton.frame = CGRect(x: max(frame.width - 73, 0), y: 6, width: 66, height: 44)
    cancelButton.isHidden = true
    addSubview(cancelButton)
  }

  /// A UI test finds the bar by its placeholder.
  var buttonTitle: String? { placeholder }

  var touchDelay: TimeInterval { 0 }
  func tracksTouch(on view: UIView) -> Bool { true }
  func touchTarget(on view: UIView) -> AnyObject? { nil }
  func touchBegan(on view: UIView) {}
  func touchEnded(on view: UIView) {
    guard !isEditing, beginEditing() else { return }
    guard let searchController, !searchController.isActive else { return }
    searchController.activate()
  }

  /// Mirrors `resignFirstResponder()`: editing ends, if the delegate lets it.
  open override func resignFirstResponder() -> Bool { endEditing() }

  override var traceClassName: String { "UISearchBar" }
}

/// The Cancel button of a search bar: a tap deactivates the search.
final class SearchCancelButton: UIView, TouchTracking, TitledButton, ContainerPart {
  weak var searchBar: UISearchBar?
  var container: UIViewController? { searchBar?.searchController }
  var part: String { "searchBar.cancel" }

  init(searchBar: UISearchBar) {
    self.searchBar = searchBar
    super.init(frame: .zero)
  }

  var buttonTitle: String? { "Cancel" }
  var touchDelay: TimeInterval { 0 }
  func tracksTouch(on view: UIView) -> Bool { true }
  func touchTarget(on view: UIView) -> AnyObject? { nil }
  func touchBegan(on view: UIView) {}
  func touchEnded(on view: UIView) {
    guard let searchBar else { return }
    // The delegate hears of the tap; a bar of its own ends editing only when the app resigns
    // it (Apple's searchBarCancelButtonClicked(_:) page), a search controller's as its search
    // ends.
    searchBar.delegate?.searchBarCancelButtonClicked(searchBar)
    guard let searchController = searchBar.searchController, searchController.isActive else {
      return
    }
    searchController.deactivate()
  }
}

/// Mirrors `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  func updateSearchResults(for searchController: UISearchController)
}

/// Mirrors `UISearchControllerDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: ObjectiveCMessaging {
  func presentSearchController(_ searchController: UISearchController)
  func willPresentSearchController(_ searchController: UISearchController)
  func didPresentSearchController(_ searchController: UISearchController)
  func willDismissSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func presentSearchController(_ searchController: UISearchController) {
    OptionalRequirement.notImplemented(by: self)
  }
  public func willPresentSearchController(_ searchController: UISearchController) {
    OptionalRequirement.notImplemented(by: self)
  }
  public func didPresentSearchController(_ searchController: UISearchController) {
    OptionalRequirement.notImplemented(by: self)
  }
  public func willDismissSearchController(_ searchController: UISearchController) {
    OptionalRequirement.notImplemented(by: self)
  }
  public func didDismissSearchController(_ searchController: UISearchController) {
    OptionalRequirement.notImplemented(by: self)
  }
}

/// UIKit's presentation controller of a search controller (`_UISearchPresentationController`):
/// it keeps the presenter's view, and covers the view controller that defines the context.
final class SearchPresentationController: UIPresentationController, DeclaredClassName {
  init(searchController: UISearchController) {
    super.init(presentedViewController: searchController, presenting: nil)
    isSystemController = true
  }

  var declaredClassName: String { UIKitClassName.searchPresentationController }
  override var presentationStyle: UIModalPresentationStyle { .custom }
  override var shouldRemovePresentersView: Bool { false }
  override var shouldPresentInFullscreen: Bool { false }

  override var frameOfPresentedViewInContainerView: CGRect {
    presentingViewController.viewIfLoaded.map { $0.convert($0.bounds, to: nil) }
      ?? containerView?.bounds ?? .zero
  }
}

extension Simulator {
  /// The view controller a search controller presents from: the nearest one up the hierarchy
  /// from `host` that defines the presentation context, else the window's root (Apple's
  /// definesPresentationContext page).
  func searchPresentationContext(from host: UIViewController) -> UIViewController {
    var candidate: UIViewController? = host
    while let current = candidate {
      if current.definesPresentationContext { return current }
      candidate = current.parent
    }
    var root = host
    while let parent = root.parent { root = parent }
    return root
  }
}
