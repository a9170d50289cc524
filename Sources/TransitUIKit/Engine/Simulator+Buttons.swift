import Foundation

/// A view a user finds by its title, as a UI test finds `app.buttons["Cancel"]`: a button, the
/// button of a bar button item, an alert's action.
@preconcurrency @MainActor
protocol TitledButton: AnyObject {
  var buttonTitle: String? { get }
}

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
      if let titled = view as? any TitledButton, titled.buttonTitle == title { return view }
      return nil
    }
    return search(window)
  }

  /// Touches the frontmost button titled `title`, as a user taps it; returns it, or nil when no
  /// such button is on screen (nothing happens then).
  @discardableResult
  public func tapButton(titled title: String, holding duration: TimeInterval = 0.1) -> UIView? {
    guard let view = button(titled: title) else { return nil }
    touch(view, holding: duration)
    return view
  }
}
