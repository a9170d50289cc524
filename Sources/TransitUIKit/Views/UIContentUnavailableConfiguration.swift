import Foundation

/// Mirrors `UIContentUnavailableConfiguration` (iOS 17): what a screen shows when it has
/// nothing to show (WWDC23 "What's new in UIKit", empty states). The view it makes holds a
/// label per text and a button per button configuration, so a scenario's `tap: {button: …}`
/// finds its Retry as a person's finger would; the image, fonts, colours, paddings and
/// background are kept, not drawn.
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
  /// Mirrors `UIContentUnavailableConfiguration.TextProperties`.
  public struct TextProperties {
    public var font = UIFont.systemFont(ofSize: 17)
    public var color = UIColor.label
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    public var numberOfLines = 0
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var allowsDefaultTighteningForTruncation = false
  }

  /// Mirrors `UIContentUnavailableConfiguration.ImageProperties`.
  public struct ImageProperties {
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    public var tintColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var maximumSize = CGSize.zero
    public var accessibilityIgnoresInvertColors = false
  }

  /// Mirrors `UIContentUnavailableConfiguration.ButtonProperties`: what a tap on the button
  /// sends.
  public struct ButtonProperties {
    public var primaryAction: UIAction?
    public var menu: UIMenu?
    public var isEnabled = true
  }

  /// Mirrors `UIContentUnavailableConfiguration.Alignment`.
  public enum Alignment: Sendable { case center, natural }

  public var image: UIImage?
  public var text: String?
  public var attributedText: NSAttributedString?
  public var secondaryText: String?
  public var secondaryAttributedText: NSAttributedString?
  /// Mirrors `button`: shown when it has a title or an image and `buttonProperties` an action
  /// or a menu.
  public var button = UIButton.Configuration.plain()
  public var secondaryButton = UIButton.Configuration.plain()
  public var imageProperties = ImageProperties()
  public var textProperties = TextProperties()
  public var secondaryTextProperties = TextProperties()
  public var buttonProperties = ButtonProperties()
  public var secondaryButtonProperties = ButtonProperties()
  public var alignment = Alignment.center
  public var axesPreservingSuperviewLayoutMargins = UIAxis.both
  public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
  public var imageToTextPadding: CGFloat = 0
  public var textToSecondaryTextPadding: CGFloat = 0
  public var textToButtonPadding: CGFloat = 0
  public var buttonToSecondaryButtonPadding: CGFloat = 0
  public var background = UIBackgroundConfiguration.clear()
  /// The kind it was made as: `empty()`, `loading()` or `search()`.
  let style: String

  init(style: String) { self.style = style }

  /// Mirrors `empty()`: no content, to fill in.
  public static func empty() -> Self { Self(style: "empty") }
  /// Mirrors `loading()`: a spinning indicator, kept, not drawn.
  public static func loading() -> Self { Self(style: "loading") }
  /// Mirrors `search()`: the empty results of a search. Updated for a state, it says there
  /// are no results for the state's search text, as UIKit's does.
  public static func search() -> Self { Self(style: "search") }

  public func makeContentView() -> any UIView & UIContentView {
    UIContentUnavailableView(configuration: self)
  }

  public func updated(for state: any UIConfigurationState) -> Self {
    guard style == "search", let state = state as? UIContentUnavailableConfigurationState else {
      return self
    }
    var updated = self
    if let query = state.searchText, !query.isEmpty {
      updated.text = "No Results for \u{201C}\(query)\u{201D}"
      updated.secondaryText = "Check the spelling or try a new search."
    } else {
      updated.text = nil
      updated.secondaryText = nil
    }
    return updated
  }
}

/// Mirrors `UIContentUnavailableConfigurationState` (iOS 17): what the view controller's
/// content-unavailable configuration is updated for.
public struct UIContentUnavailableConfigurationState: UIConfigurationState {
  public var traitCollection: UITraitCollection
  /// Mirrors `searchText`: the text of the view controller's search controller, if it has one.
  public var searchText: String?

  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }
}

/// Mirrors `UIContentUnavailableView` (iOS 17): shows a content-unavailable configuration, a
/// label per text and a button per button configuration that has something to show, stacked
/// down its middle.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
  private var unavailable: UIContentUnavailableConfiguration
  /// Mirrors `isScrollEnabled`: kept.
  open var isScrollEnabled = true

  /// Mirrors `init(configuration:)`.
  public init(configuration: UIContentUnavailableConfiguration) {
    unavailable = configuration
    super.init(frame: .zero)
    show(configuration)
  }

  public override init?(coder: NSCoder) {
    unavailable = .empty()
    super.init(coder: coder)
  }

  public var configuration: any UIContentConfiguration {
    get { unavailable }
    set {
      guard let configuration = newValue as? UIContentUnavailableConfiguration else { return }
      unavailable = configuration
      show(configuration)
    }
  }

  /// Mirrors `supports(_:)`: a content-unavailable configuration.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIContentUnavailableConfiguration
  }

  /// Makes the labels and buttons the configuration asks for, in place of the last ones.
  private func show(_ configuration: UIContentUnavailableConfiguration) {
    for subview in subviews { subview.removeFromSuperview() }
    var parts: [UIView] = []
    for text in [
      configuration.attributedText?.string ?? configuration.text,
      configuration.secondaryAttributedText?.string ?? configuration.secondaryText,
    ] {
      guard let text, !text.isEmpty else { continue }
      let label = UILabel()
      label.text = text
      label.numberOfLines = 0
      label.textAlignment = .center
      parts.append(label)
    }
    for (look, properties) in [
      (configuration.button, configuration.buttonProperties),
      (configuration.secondaryButton, configuration.secondaryButtonProperties),
    ] where look.title != nil || look.image != nil {
      guard properties.primaryAction != nil || properties.menu != nil else { continue }
      let button = UIButton(configuration: look, primaryAction: properties.primaryAction)
      button.menu = properties.menu
      button.isEnabled = properties.isEnabled
      parts.append(button)
    }
    for part in parts { addSubview(part) }
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    // Stacked down the middle, 44 points a row, as wide as the view less 20 on each side.
    let shown = subviews
    var y = bounds.midY - CGFloat(shown.count) * 22
    for part in shown {
      part.frame = CGRect(x: 20, y: y, width: max(0, bounds.width - 40), height: 44)
      y += 44
    }
  }
}

/// Mirrors `UIAxis`: horizontal, vertical or both.
public struct UIAxis: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let horizontal = UIAxis(rawValue: 1 << 0)
  public static let vertical = UIAxis(rawValue: 1 << 1)
  public static let both: UIAxis = [.horizontal, .vertical]
}

extension UIViewController {
  /// Puts the view of `contentUnavailableConfiguration`, updated for the current state, over
  /// the view's content, reusing the view shown when it takes the configuration; takes it away
  /// when there is none. Before the view loads, the layout pass shows it.
  func showContentUnavailableConfiguration() {
    guard let configuration = contentUnavailableConfiguration else {
      contentUnavailableView?.removeFromSuperview()
      contentUnavailableView = nil
      return
    }
    guard let view = viewIfLoaded else { return }
    let updated = configuration.updated(for: contentUnavailableConfigurationState)
    if let shown = contentUnavailableView,
      ObjectIdentifier(type(of: shown.configuration)) == ObjectIdentifier(type(of: updated))
    {
      shown.configuration = updated
    } else {
      contentUnavailableView?.removeFromSuperview()
      contentUnavailableView = updated.makeContentView()
    }
    guard let shown = contentUnavailableView else { return }
    shown.frame = view.bounds
    shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if shown.superview !== view || view.subviews.last !== shown { view.addSubview(shown) }
  }
}
