// The calls of UIKit's list views, controls and status bar, as Swift spells them.
extension CallName {
  // UICollectionViewDataSource and UICollectionViewDelegate.
  public static let collectionViewNumberOfItems: CallName =
    "collectionView(_:numberOfItemsInSection:)"
  public static let collectionViewCellForItem: CallName = "collectionView(_:cellForItemAt:)"
  public static let collectionViewShouldHighlight: CallName =
    "collectionView(_:shouldHighlightItemAt:)"
  public static let collectionViewDidHighlight: CallName = "collectionView(_:didHighlightItemAt:)"
  public static let collectionViewDidUnhighlight: CallName =
    "collectionView(_:didUnhighlightItemAt:)"
  public static let collectionViewShouldSelect: CallName = "collectionView(_:shouldSelectItemAt:)"
  public static let collectionViewDidSelect: CallName = "collectionView(_:didSelectItemAt:)"

  // UITableViewDataSource and UITableViewDelegate.
  public static let tableViewNumberOfRows: CallName = "tableView(_:numberOfRowsInSection:)"
  public static let tableViewCellForRow: CallName = "tableView(_:cellForRowAt:)"
  public static let tableViewShouldHighlight: CallName = "tableView(_:shouldHighlightRowAt:)"
  public static let tableViewDidHighlight: CallName = "tableView(_:didHighlightRowAt:)"
  public static let tableViewDidUnhighlight: CallName = "tableView(_:didUnhighlightRowAt:)"
  public static let tableViewWillSelect: CallName = "tableView(_:willSelectRowAt:)"
  public static let tableViewDidSelect: CallName = "tableView(_:didSelectRowAt:)"

  // UIViewController: the status bar.
  public static let prefersStatusBarHidden: CallName = "prefersStatusBarHidden"
  public static let setNeedsStatusBarAppearanceUpdate: CallName =
    "setNeedsStatusBarAppearanceUpdate()"
}
