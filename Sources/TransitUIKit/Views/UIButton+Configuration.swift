import Foundation

extension UIButton {
  /// Mirrors `UIButton.Configuration` (iOS 15): how a button looks, given as a value. The title
  /// is the button's title (what a tap by title finds and the title label shows); the rest is
  /// kept and draws nothing.
  public struct Configuration: Equatable {
    /// Mirrors `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Sendable { case dynamic, fixed, small, medium, large, capsule }
    /// Mirrors `UIButton.Configuration.Size`.
    public enum Size: Sendable { case mini, small, medium, large }
    /// Mirrors `UIButton.Configuration.TitleAlignment`.
    public enum TitleAlignment: Sendable { case automatic, leading, center, trailing }
    /// Mirrors `UIButton.Configuration.MacIdiomStyle`.
    public enum MacIdiomStyle: Sendable { case automatic, bordered, borderless, borderlessTinted }

    public var title: String?
    public var subtitle: String?
    public var attributedTitle: AttributedString?
    public var attributedSubtitle: AttributedString?
    public var image: UIImage?
    public var imagePlacement = NSDirectionalRectEdge.leading
    public var imagePadding: CGFloat = 0
    public var titlePadding: CGFloat = 0
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var background = UIBackgroundConfiguration.clear()
    public var cornerStyle = CornerStyle.dynamic
    public var buttonSize = Size.medium
    public var macIdiomStyle = MacIdiomStyle.automatic
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    public var titleAlignment = TitleAlignment.automatic
    public var showsActivityIndicator = false
    public var automaticallyUpdateForSelection = true
    /// The style the configuration was made with (`plain()`, `filled()`…), which a device draws.
    let style: String

    init(style: String) { self.style = style }

    public static func plain() -> Configuration { Configuration(style: "plain") }
    public static func tinted() -> Configuration { Configuration(style: "tinted") }
    public static func gray() -> Configuration { Configuration(style: "gray") }
    public static func filled() -> Configuration { Configuration(style: "filled") }
    public static func borderless() -> Configuration { Configuration(style: "borderless") }
    public static func bordered() -> Configuration { Configuration(style: "bordered") }
    public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
    public static func borderedProminent() -> Configuration {
      Configuration(style: "borderedProminent")
    }

    /// Mirrors `updated(for:)`: the configuration for the button's current state; Transit
    /// draws no state, so it is unchanged.
    public func updated(for button: UIButton) -> Configuration { self }

    /// The title the button shows: the attributed title's characters, else the title.
    var shownTitle: String? {
      attributedTitle.map { String($0.characters) } ?? title
    }

    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
      lhs.title == rhs.title && lhs.subtitle == rhs.subtitle
        && lhs.attributedTitle == rhs.attributedTitle
        && lhs.attributedSubtitle == rhs.attributedSubtitle && lhs.image === rhs.image
        && lhs.imagePlacement == rhs.imagePlacement && lhs.imagePadding == rhs.imagePadding
        && lhs.titlePadding == rhs.titlePadding
        && lhs.baseForegroundColor == rhs.baseForegroundColor
        && lhs.baseBackgroundColor == rhs.baseBackgroundColor && lhs.background == rhs.background
        && lhs.cornerStyle == rhs.cornerStyle && lhs.buttonSize == rhs.buttonSize
        && lhs.macIdiomStyle == rhs.macIdiomStyle && lhs.contentInsets == rhs.contentInsets
        && lhs.titleAlignment == rhs.titleAlignment
        && lhs.showsActivityIndicator == rhs.showsActivityIndicator
        && lhs.automaticallyUpdateForSelection == rhs.automaticallyUpdateForSelection
        && lhs.style == rhs.style
    }
  }

  /// Mirrors `init(configuration:primaryAction:)` (iOS 15).
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero, primaryAction: primaryAction)
    buttonType = .system
    self.configuration = configuration
  }

  /// Mirrors `setNeedsUpdateConfiguration()`: UIKit calls `updateConfiguration()` for the
  /// current state. Transit calls it at once rather than at the next update pass.
  public func setNeedsUpdateConfiguration() {
    updateConfiguration()
  }
}

/// Mirrors `UIBackgroundConfiguration` (iOS 14): a cell's or a button's background, kept and
/// never drawn.
public struct UIBackgroundConfiguration: Equatable {
  public var backgroundColor: UIColor?
  public var cornerRadius: CGFloat = 0
  public var strokeColor: UIColor?
  public var strokeWidth: CGFloat = 0
  public var strokeOutset: CGFloat = 0
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  public var customView: UIView?
  public var image: UIImage?

  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func listPlainCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .white)
  }
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .white)
  }

  public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
    lhs.backgroundColor == rhs.backgroundColor && lhs.cornerRadius == rhs.cornerRadius
      && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
      && lhs.strokeOutset == rhs.strokeOutset && lhs.backgroundInsets == rhs.backgroundInsets
      && lhs.customView === rhs.customView && lhs.image === rhs.image
  }
}
