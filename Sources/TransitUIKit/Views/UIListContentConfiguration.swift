import Foundation

/// Mirrors `UIContentConfiguration` (iOS 14): a value that makes the view showing a cell's or a
/// header's content.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// Makes the view that shows this configuration.
  func makeContentView() -> any UIView & UIContentView
  /// The configuration for a state of its cell; Transit draws no state, so it is unchanged
  /// unless the type says otherwise.
  func updated(for state: any UIConfigurationState) -> Self
}

/// Mirrors `UIContentView`: the view a content configuration makes.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  var configuration: any UIContentConfiguration { get set }
}

/// Mirrors `UIConfigurationState`.
@preconcurrency @MainActor
public protocol UIConfigurationState {}

/// Mirrors `UICellConfigurationState`: a cell's state, as a configuration update sees it.
public struct UICellConfigurationState: UIConfigurationState {
  public var isSelected = false
  public var isHighlighted = false
  public var isDisabled = false
  public var isFocused = false
  public var isEditing = false
  public var isExpanded = false
  public var isSwiped = false
  public var isReordering = false
  public init() {}
}

/// Mirrors `UIListContentConfiguration` (iOS 14): a cell's or a header's text, secondary text
/// and image, as a list shows them. The content view it makes holds a label per text and an
/// image view, so the text is what a tap by text finds; fonts, colours and margins are kept.
public struct UIListContentConfiguration: UIContentConfiguration {
  /// Mirrors `UIListContentConfiguration.TextProperties`.
  public struct TextProperties {
    public var font = UIFont.systemFont(ofSize: 17)
    public var color = UIColor.label
    public var numberOfLines = 0
    public var alignment = Alignment.natural
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0

    /// Mirrors `UIListContentConfiguration.TextProperties.TextAlignment`.
    public enum Alignment: Sendable { case natural, center, justified }
  }

  /// Mirrors `UIListContentConfiguration.ImageProperties`.
  public struct ImageProperties {
    public var tintColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var maximumSize = CGSize.zero
    public var reservedLayoutSize = CGSize.zero
  }

  public var text: String?
  public var secondaryText: String?
  public var attributedText: NSAttributedString?
  public var secondaryAttributedText: NSAttributedString?
  public var image: UIImage?
  public var textProperties = TextProperties()
  public var secondaryTextProperties = TextProperties()
  public var imageProperties = ImageProperties()
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)
  public var prefersSideBySideTextAndSecondaryText = false
  public var textToSecondaryTextVerticalPadding: CGFloat = 0
  public var textToSecondaryTextHorizontalPadding: CGFloat = 0
  public var imageToTextPadding: CGFloat = 0
  /// The style the configuration was made with (`cell()`, `subtitleCell()`…).
  let style: String

  init(style: String) { self.style = style }

  public static func cell() -> Self { Self(style: "cell") }
  public static func subtitleCell() -> Self { Self(style: "subtitleCell") }
  public static func valueCell() -> Self {
    var made = Self(style: "valueCell")
    made.prefersSideBySideTextAndSecondaryText = true
    return made
  }
  public static func sidebarCell() -> Self { Self(style: "sidebarCell") }
  public static func sidebarSubtitleCell() -> Self { Self(style: "sidebarSubtitleCell") }
  public static func accompaniedSidebarCell() -> Self { Self(style: "accompaniedSidebarCell") }
  public static func plainHeader() -> Self { Self(style: "plainHeader") }
  public static func plainFooter() -> Self { Self(style: "plainFooter") }
  public static func groupedHeader() -> Self { Self(style: "groupedHeader") }
  public static func groupedFooter() -> Self { Self(style: "groupedFooter") }
  public static func prominentInsetGroupedHeader() -> Self {
    Self(style: "prominentInsetGroupedHeader")
  }
  public static func extraProminentInsetGroupedHeader() -> Self {
    Self(style: "extraProminentInsetGroupedHeader")
  }
  public static func sidebarHeader() -> Self { Self(style: "sidebarHeader") }

  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// Mirrors `UIListContentView`: shows a list content configuration, a label per text and an
/// image view, stacked inside its margins.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()
  private let imageView = UIImageView()

  /// Mirrors `init(configuration:)`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
    show(configuration)
  }

  public override init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
  }

  private var listConfiguration: UIListContentConfiguration

  public var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else { return }
      listConfiguration = list
      show(list)
    }
  }

  private func show(_ configuration: UIListContentConfiguration) {
    textLabel.text = configuration.attributedText?.string ?? configuration.text
    textLabel.font = configuration.textProperties.font
    textLabel.textColor = configuration.textProperties.color
    textLabel.isHidden = textLabel.text == nil
    secondaryTextLabel.text =
      configuration.secondaryAttributedText?.string ?? configuration.secondaryText
    secondaryTextLabel.font = configuration.secondaryTextProperties.font
    secondaryTextLabel.isHidden = secondaryTextLabel.text == nil
    imageView.image = configuration.image
    imageView.isHidden = configuration.image == nil
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let margins = listConfiguration.directionalLayoutMargins
    var x = margins.leading
    let height = max(0, bounds.height - margins.top - margins.bottom)
    if let image = imageView.image {
      imageView.frame = CGRect(x: x, y: margins.top, width: image.size.width, height: height)
      x += image.size.width + listConfiguration.imageToTextPadding
    }
    let width = max(0, bounds.width - x - margins.trailing)
    let hasSecondary = secondaryTextLabel.text != nil
    let textHeight = hasSecondary ? height / 2 : height
    textLabel.frame = CGRect(x: x, y: margins.top, width: width, height: textHeight)
    secondaryTextLabel.frame = CGRect(
      x: x, y: margins.top + textHeight, width: width, height: height - textHeight)
  }
}

extension UIView {
  /// Shows `configuration` in this content view: the view it made before takes the new
  /// configuration when it is one (`UIContentView`), else a new view replaces it, filling this
  /// view. Returns the view showing it, nil when there is no configuration.
  func show(_ configuration: (any UIContentConfiguration)?, replacing shown: UIView?) -> UIView? {
    guard let configuration else {
      shown?.removeFromSuperview()
      return nil
    }
    if let shown, let contentView = shown as? any UIContentView,
      type(of: contentView.configuration) == type(of: configuration)
    {
      contentView.configuration = configuration
      return shown
    }
    shown?.removeFromSuperview()
    let made = configuration.makeContentView()
    made.frame = bounds
    made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(made)
    return made
  }
}
