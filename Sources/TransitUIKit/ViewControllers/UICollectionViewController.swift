import Foundation

/// Mirrors `UICollectionViewController`: a view controller whose view is a collection view, with
/// itself as the collection view's data source and delegate.
///
/// As with `UITableViewController`, a subclass overrides the methods it implements; the delegate
/// methods it leaves alone answer as unimplemented optional methods do, so UIKit neither calls
/// nor logs them, and the data source gives no items until overridden.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// Mirrors `init(collectionViewLayout:)`: the layout the collection view is made with.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public override init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  private let initialLayout: UICollectionViewLayout

  /// Mirrors `collectionView`: the view, as a collection view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// Mirrors `collectionViewLayout`: the collection view's layout, or the one given to
  /// `init(collectionViewLayout:)` before the view is loaded.
  public var collectionViewLayout: UICollectionViewLayout {
    isViewLoaded ? collectionView?.collectionViewLayout ?? initialLayout : initialLayout
  }

  /// Mirrors `clearsSelectionOnViewWillAppear`; kept.
  open var clearsSelectionOnViewWillAppear = true
  /// Mirrors `installsStandardGestureForInteractiveMovement`; kept, as no item is moved.
  open var installsStandardGestureForInteractiveMovement = true
  /// Mirrors `useLayoutToLayoutNavigationTransitions`; kept: a push is the navigation
  /// controller's own transition either way.
  open var useLayoutToLayoutNavigationTransitions = false

  /// Mirrors `loadView()`: the collection view of the storyboard scene or nib the controller
  /// was made with, where there is one, with the data source and delegate its outlets connect
  /// (the controller, where none does); otherwise one of the window's size with the initial
  /// layout, with the controller as both (Apple's `UICollectionViewController` page).
  open override func loadView() {
    if loadInterfaceView() {
      // Its outlets connect the data source and delegate; those left unconnected are the
      // controller.
      if let collection = viewIfLoaded as? UICollectionView {
        if collection.dataSource == nil { collection.dataSource = self }
        if collection.delegate == nil { collection.delegate = self }
      }
      return
    }
    let collection = UICollectionView(
      frame: EngineContext.current?.window.bounds ?? UIScreen.portrait,
      collectionViewLayout: initialLayout)
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  // MARK: UICollectionViewDataSource

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }

  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  // MARK: UICollectionViewDelegate

  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented(by: self)
    return true
  }

  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented(by: self)
    return true
  }

  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {
    OptionalRequirement.notImplemented(by: self)
  }

  // Context menus, kept for a subclass to override and never asked (`UIContextMenuConfiguration`).

  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  open func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  open func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  open func collectionView(
    _ collectionView: UICollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  /// The data source's supplementary views: none until a subclass overrides it.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    AbsentSupplementaryView(frame: .zero)
  }

  // MARK: UIScrollViewDelegate

  // The scroll view's delegate methods, which a subclass overrides as on iOS; not logged.

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
