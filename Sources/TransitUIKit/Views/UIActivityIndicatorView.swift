import Foundation

/// Mirrors `UIActivityIndicatorView`: a spinner, which nothing draws here. What the log can show
/// follows UIKit's documentation: with `hidesWhenStopped` (the default), the view is hidden
/// while stopped, so it takes no touches and a diagram does not show it.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// Mirrors `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
    case whiteLarge = 0
    case white = 1
    case gray = 2
  }

  open var style: Style
  open var color: UIColor?
  public private(set) var isAnimating = false
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }

  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = true
  }

  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    isHidden = true
  }

  /// Mirrors `init(coder:)`, which UIKit declares `required` and not failable for this class
  /// alone among views, so a subclass's `required init(coder:)` chains to it as written.
  public override init(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)!
  }

  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
}
