import Foundation

/// Mirrors `UIButton`: a control with a title or an image that sends its actions when tapped.
///
/// Headless: the title, its colour and the image's name are kept per state, and the title label
/// shows the current state's, as UIKit's does; nothing is drawn. Close buttons use it with
/// `addTarget(_:action:for:)` and `.touchUpInside`.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// Mirrors `buttonType`: what `init(type:)` made (`UIButton+ButtonType.swift`).
  public internal(set) var buttonType = ButtonType.custom
  private var titles: [UInt: String] = [:]
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var imageNames: [UInt: String] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  /// The images `setImage(_:for:)` set, with their sizes.
  fileprivate var images: [UInt: UIImage] = [:]
  /// The symbol configurations `setPreferredSymbolConfiguration(_:forImageIn:)` set, by state.
  var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
  private var label: UILabel?
  private var madeImageView: UIImageView?

  /// A tap sends `.touchUpInside` and `.primaryActionTriggered`, the event a button's primary
  /// action (`init(type:primaryAction:)`) is registered for; the actions of both run once each,
  /// in the order they were added. Which of the two events UIKit sends first is not
  /// documented.
  override var liftEvents: Event { [.touchUpInside, .primaryActionTriggered] }

  /// A button that shows its menu as its primary action opens the menu instead (Apple's
  /// `showsMenuAsPrimaryAction` page), which is not shown here: the tap sends neither event.
  override func touchLifted(on view: UIView) {
    if showsMenuAsPrimaryAction, menu != nil { return }
    sendActions(for: liftEvents)
  }

  /// Mirrors `menu` (iOS 14): kept, never shown, its actions never run.
  open var menu: UIMenu?
  /// Mirrors `changesSelectionAsPrimaryAction` (iOS 15): kept.
  open var changesSelectionAsPrimaryAction = false

  override func adopt(_ primaryAction: UIAction) {
    if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    if let image = primaryAction.image { setImage(image, for: .normal) }
  }

  /// Mirrors `configuration` (iOS 15, `UIButton+Configuration.swift`): its title is the
  /// button's where no title was set for the state; the rest is kept.
  open var configuration: Configuration? {
    didSet { showCurrentTitle() }
  }
  /// Mirrors `configurationUpdateHandler`: run by `updateConfiguration()`, when the button's
  /// state changes and when the app asks (`setNeedsUpdateConfiguration()`).
  open var configurationUpdateHandler: ((UIButton) -> Void)?
  /// Mirrors `automaticallyUpdatesConfiguration`: whether a change of state updates the
  /// configuration.
  open var automaticallyUpdatesConfiguration = true

  /// Mirrors `updateConfiguration()`, which a subclass may override: runs the update handler.
  open func updateConfiguration() {
    configurationUpdateHandler?(self)
  }

  /// Mirrors `contentEdgeInsets`: the margins around the title and image, which
  /// `sizeThatFits(_:)` adds to their size.
  open var contentEdgeInsets = UIEdgeInsets.zero
  /// Mirrors `titleEdgeInsets`; kept. Apple's page says the button does not use it to size
  /// itself, and nothing is laid out inside a button here.
  open var titleEdgeInsets = UIEdgeInsets.zero
  /// Mirrors `imageEdgeInsets`; kept, and, as Apple's page says, not used to size the button.
  open var imageEdgeInsets = UIEdgeInsets.zero

  /// Mirrors `sizeThatFits(_:)`: the current title's size in the title label's font (measured
  /// as a label measures its text, on one line), beside the current image's size, with
  /// `contentEdgeInsets` around them. Apple's pages for the title's and image's insets say
  /// they take no part; UIKit's own padding of a system button is not documented and not
  /// added. So `sizeToFit()` gives a button with a title a size a tap can land in.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { contentSize }

  /// Mirrors `intrinsicContentSize`: the size `sizeThatFits(_:)` gives.
  open override var intrinsicContentSize: CGSize { contentSize }

  /// Mirrors `contentRect(forBounds:)`, which a subclass may override: the bounds inset by
  /// `contentEdgeInsets`. Nothing is laid out inside a button here, so UIKit's own layout does
  /// not ask these rectangles; a subclass's code that asks them gets UIKit's defaults.
  open func contentRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: contentEdgeInsets)
  }

  /// Mirrors `backgroundRect(forBounds:)`: the bounds.
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// Mirrors `imageRect(forContentRect:)`: the current image at its size, on the left of the
  /// image and title centred together in `contentRect`, moved by `imageEdgeInsets`.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    let (image, title) = (currentImage?.size ?? .zero, titleSize)
    let origin = CGPoint(
      x: contentRect.midX - (image.width + title.width) / 2, y: contentRect.midY - image.height / 2)
    return CGRect(origin: origin, size: image).inset(by: imageEdgeInsets)
  }

  /// Mirrors `titleRect(forContentRect:)`: the current title at its size, on the right of the
  /// image and title centred together in `contentRect`, moved by `titleEdgeInsets`.
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    let (image, title) = (currentImage?.size ?? .zero, titleSize)
    let origin = CGPoint(
      x: contentRect.midX - (image.width + title.width) / 2 + image.width,
      y: contentRect.midY - title.height / 2)
    return CGRect(origin: origin, size: title).inset(by: titleEdgeInsets)
  }

  /// The current title's size in the title label's font, on one line.
  private var titleSize: CGSize {
    UILabel.measure(
      currentAttributedTitle, currentTitle,
      font: label?.font ?? .systemFont(ofSize: UIFont.buttonFontSize), lines: 1, wrappingAt: 0)
  }

  private var contentSize: CGSize {
    let title = UILabel.measure(
      currentAttributedTitle, currentTitle,
      font: label?.font ?? .systemFont(ofSize: UIFont.buttonFontSize), lines: 1, wrappingAt: 0)
    let image = currentImage?.size ?? .zero
    return CGSize(
      width: title.width + image.width + contentEdgeInsets.left + contentEdgeInsets.right,
      height: max(title.height, image.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
  }

  /// Mirrors `titleLabel`: the label showing the title and title colour of the button's current
  /// state, made the first time it is asked for. Its font is the app's to set. It is not among
  /// the button's subviews, so it takes no touch from the button.
  open var titleLabel: UILabel? {
    if let label { return label }
    let made = UILabel(frame: CGRect(origin: .zero, size: bounds.size))
    made.font = .systemFont(ofSize: UIFont.buttonFontSize)
    label = made
    showCurrentTitle()
    return made
  }

  /// Mirrors `setTitle(_:for:)`.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    showCurrentTitle()
  }

  /// Mirrors `title(for:)`.
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue] ?? configuration?.shownTitle
  }

  /// Mirrors `setAttributedTitle(_:for:)`: a title with its formatting, which the button shows
  /// in preference to a plain title set for the same state (Apple's page for the method).
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles[state.rawValue] = title
    showCurrentTitle()
  }

  /// Mirrors `attributedTitle(for:)`: the state's, else the normal state's.
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[UIControl.State.normal.rawValue]
  }

  /// Mirrors `currentAttributedTitle`: the attributed title of the current state.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  /// Mirrors `setTitleColor(_:for:)`.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
    showCurrentTitle()
  }

  /// Mirrors `titleColor(for:)`: the state's colour, else the normal state's, else the type's
  /// default (white for a custom button, the tint for a system one).
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
      ?? (buttonType == .custom ? .white : tintColor)
  }

  /// Mirrors `currentTitle`: the title of the current state.
  open var currentTitle: String? { title(for: state) }

  /// Mirrors `currentTitleColor`: the title colour of the current state.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

  /// Sets the image shown in `state`, by its asset name (Transit has no `UIImage`).
  open func setImage(named name: String?, for state: UIControl.State) {
    imageNames[state.rawValue] = name
    showCurrentImage()
  }

  /// The name of the image shown in `state`.
  open func imageName(for state: UIControl.State) -> String? {
    imageNames[state.rawValue] ?? imageNames[UIControl.State.normal.rawValue]
  }

  /// Mirrors `image(for:)`: the image set for `state`, else the normal state's (one set by name
  /// is an image of that name).
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
      ?? imageName(for: state).flatMap { UIImage(named: $0) }
  }

  /// Mirrors `currentImage`.
  open var currentImage: UIImage? { image(for: self.state) }

  /// Mirrors `setBackgroundImage(_:for:)`; kept.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
  }

  /// Mirrors `backgroundImage(for:)`: the image kept for `state`, else the normal state's.
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
  }

  /// Mirrors `imageView`: the image view showing the current state's image, made the first time
  /// it is asked for; like `titleLabel`, it is not among the button's subviews.
  open var imageView: UIImageView? {
    if let madeImageView { return madeImageView }
    let made = UIImageView(frame: .zero)
    madeImageView = made
    showCurrentImage()
    return made
  }

  /// Mirrors `adjustsImageWhenHighlighted` (deprecated in iOS 15); kept, as nothing is drawn.
  open var adjustsImageWhenHighlighted = true
  /// Mirrors `adjustsImageWhenDisabled` (deprecated in iOS 15); kept.
  open var adjustsImageWhenDisabled = true

  override func stateDidChange() {
    showCurrentTitle()
    showCurrentImage()
    if automaticallyUpdatesConfiguration, configuration != nil || configurationUpdateHandler != nil
    {
      updateConfiguration()
    }
  }

  /// The image view, once made, shows the current state's image.
  private func showCurrentImage() {
    madeImageView?.image = currentImage
  }

  /// The title label, once made, shows the current state's title and colour.
  private func showCurrentTitle() {
    guard let label else { return }
    if let attributed = currentAttributedTitle {
      label.attributedText = attributed
      label.text = attributed.string
    } else {
      label.attributedText = nil
      label.text = currentTitle
    }
    label.textColor = currentTitleColor
  }
}

extension UIControl {
  /// Mirrors `UIControl.State`.
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}

extension UIButton {
  /// Mirrors `setPreferredSymbolConfiguration(_:forImageIn:)`: kept, as a symbol is not drawn.
  public func setPreferredSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
  ) {
    symbolConfigurations[state.rawValue] = configuration
  }

  /// Mirrors `preferredSymbolConfigurationForImage(in:)`: the state's, else the normal state's.
  public func preferredSymbolConfigurationForImage(in state: UIControl.State)
    -> UIImage.SymbolConfiguration?
  {
    symbolConfigurations[state.rawValue] ?? symbolConfigurations[UIControl.State.normal.rawValue]
  }

  /// Mirrors `setImage(_:for:)`, keeping the image's name.
  public func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
    setImage(named: image?.name, for: state)
  }
}
