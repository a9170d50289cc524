import Foundation

extension Simulator {
  /// Types `text` as a user does: into the first text field of the alert presented in front,
  /// when it has one (the field UIKit makes first responder as the alert appears), else into
  /// the text field the app made first responder while it is in the window, else into the
  /// search bar of the active search controller; nil when there is none of them.
  @discardableResult
  public func type(_ text: String) -> UIView? {
    guard !isHalted else { return nil }
    let front = presentationControllers.last?.presentedViewController
    if let alert = front as? UIAlertController, !alert.isBeingDismissed,
      let field = alert.textFields?.first
    {
      finishScriptTurn()
      runLoop.turn { field.typed(text) }
      return field
    }
    if let field = firstResponder as? UITextField, field.isFirstResponder {
      finishScriptTurn()
      runLoop.turn { field.typed(text) }
      return field
    }
    let active = presentationControllers.compactMap {
      $0.presentedViewController as? UISearchController
    }.filter(\.isActive)
    guard let search = active.last else { return nil }
    finishScriptTurn()
    runLoop.turn { search.searchBar.typed(text) }
    return search.searchBar
  }
}
