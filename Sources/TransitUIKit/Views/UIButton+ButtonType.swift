import Foundation

extension UIButton {
  /// Mirrors `UIButton.ButtonType`, with UIKit's raw values. Transit draws nothing, so the type
  /// changes nothing but what `buttonType` reports.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7

    /// Mirrors `UIButton.ButtonType.roundedRect`, which is `.system` since iOS 7.
    public static let roundedRect = ButtonType.system
  }

  /// Mirrors `init(type:)`: a button of `buttonType`, with a zero frame.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Mirrors `init(type:primaryAction:)` (iOS 14): a button of `buttonType` that shows the
  /// action's title and image and runs it when tapped (`.primaryActionTriggered`).
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero, primaryAction: primaryAction)
    self.buttonType = buttonType
  }
}
