import Foundation

/// Mirrors `UIColorPickerViewController` (iOS 14): the system's colour picker, which an app
/// presents (as a sheet or a popover) and whose delegate hears the colour the user selects.
///
/// Presented, it shows a Close button at its top right (`tap: {button: Close}`). The user
/// closing it dismisses it: Apple's page for `colorPickerViewControllerDidFinish(_:)` says the
/// system calls that method "when the user dismisses the color picker", with "the view
/// controller that starts dismissing", so that the delegate can animate alongside the
/// dismissal; so the picker starts its own dismissal and then tells the delegate, inside the
/// dismissal's transition. There is no grid of colours here to select from, so the delegate
/// never hears `colorPickerViewController(_:didSelect:continuously:)`: only the user's choice
/// would tell it, and `selectedColor` set in code is kept and tells it nothing here.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
  /// Mirrors `delegate`, held weakly.
  open weak var delegate: (any UIColorPickerViewControllerDelegate)?
  /// Mirrors `selectedColor`, kept; white until set (UIKit's first colour is not on Apple's
  /// page).
  open var selectedColor = UIColor.white
  /// Mirrors `supportsAlpha` and `supportsEyedropper`, kept; true until set (their defaults
  /// are not on Apple's pages for this class; the colour well's and AppKit's are true).
  open var supportsAlpha = true
  open var supportsEyedropper = true

  public init() { super.init(nibName: nil, bundle: nil) }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public override init?(coder: NSCoder) { super.init(coder: coder) }

  /// The picker's screen: its Close button at the top right.
  open override func viewDidLoad() {
    super.viewDidLoad()
    addPickerButton(titled: "Close", trailing: true) { [weak self] in self?.userClosed() }
  }

  /// The user's Close: the picker starts dismissing, then the delegate hears of it.
  private func userClosed() {
    dismiss(animated: true)
    delegate?.colorPickerViewControllerDidFinish(self)
  }
}

/// Mirrors `UIColorPickerViewControllerDelegate`, whose methods are optional.
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: ObjectiveCMessaging {
  func colorPickerViewController(
    _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
  func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
  /// Deprecated in iOS 15 for `colorPickerViewController(_:didSelect:continuously:)`.
  func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
  public func colorPickerViewController(
    _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func colorPickerViewControllerDidSelectColor(
    _ viewController: UIColorPickerViewController
  ) {
    OptionalRequirement.notImplemented(by: self)
  }
}
