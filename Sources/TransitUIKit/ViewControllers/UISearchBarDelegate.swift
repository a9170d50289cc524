import Foundation

/// Mirrors `UISearchBarDelegate`; every method is optional. The bar asks it as a user's edits
/// happen: a tap in the bar begins editing (`searchBarShouldBeginEditing(_:)`, then
/// `searchBarTextDidBeginEditing(_:)`), text typed into a search changes it
/// (`searchBar(_:textDidChange:)`), a tap on Cancel is told (`searchBarCancelButtonClicked(_:)`),
/// and editing ends when the app resigns the bar or its search ends
/// (`searchBarShouldEndEditing(_:)`, then `searchBarTextDidEndEditing(_:)`). These are the app's
/// own methods, not UIKit's lifecycle, so the log does not record them.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: ObjectiveCMessaging {
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// Never sent here: no scope bar is shown for a user to tap.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}

extension UISearchBar {
  /// A tap in the bar: the delegate may refuse to begin editing; a bar of a search controller
  /// then activates its search.
  func beginEditing() -> Bool {
    guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
    isEditing = true
    delegate?.searchBarTextDidBeginEditing(self)
    return true
  }

  /// A bar being edited asks its delegate, then ends editing.
  func endEditing() -> Bool {
    guard isEditing else { return true }
    guard delegate?.searchBarShouldEndEditing(self) ?? true else { return false }
    isEditing = false
    delegate?.searchBarTextDidEndEditing(self)
    return true
  }
}
