import Foundation

/// Mirrors `UIFont`: a font's name and size, kept for the text views that take one. Text is not
/// measured or drawn, so a font changes no frame.
open class UIFont: NSObject, @unchecked Sendable {
  /// Mirrors `UIFont.Weight`.
  public struct Weight: Hashable, Sendable, RawRepresentable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }

  /// Mirrors `UIFont.TextStyle`.
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The point size of the style at the default Dynamic Type size (Apple's Human Interface
    /// Guidelines, "Typography", the iOS "Large (default)" table).
    var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }

  public let fontName: String
  public let pointSize: CGFloat
  public let weight: Weight

  public init?(name fontName: String, size fontSize: CGFloat) {
    self.fontName = fontName
    pointSize = fontSize
    weight = .regular
  }

  /// Mirrors `init()`, NSObject's, which Swift lets code call on UIKit's `UIFont` (as a
  /// placeholder, `viewText.font ?? UIFont()`): what font it makes is not documented; here the
  /// system font at the size labels use, 17 points.
  public override convenience init() { self.init(system: 17, weight: .regular) }

  init(system size: CGFloat, weight: Weight, name: String = ".SFUI") {
    fontName = name
    pointSize = size
    self.weight = weight
  }

  /// Two fonts are equal when their name, size and weight are, as UIKit's `isEqual(_:)`
  /// compares their descriptors.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    hasher.combine(weight)
    return hasher.finalize()
  }

  public var familyName: String { fontName }
  public var lineHeight: CGFloat { (pointSize * 1.2).rounded() }

  /// Mirrors `init(descriptor:size:)`: the descriptor's font, at `pointSize`, or at the
  /// descriptor's own size when `pointSize` is 0.
  public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    fontName = descriptor.postscriptName
    self.pointSize = pointSize > 0 ? pointSize : descriptor.pointSize
    weight = descriptor.symbolicTraits.contains(.traitBold) ? .bold : .regular
  }

  /// Mirrors `fontDescriptor`: the font's name, size and boldness.
  public var fontDescriptor: UIFontDescriptor {
    let descriptor = UIFontDescriptor(name: fontName, size: pointSize)
    return weight.rawValue >= Weight.bold.rawValue
      ? descriptor.withSymbolicTraits(.traitBold) ?? descriptor : descriptor
  }

  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(system: fontSize, weight: .regular)
  }

  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(system: fontSize, weight: weight)
  }

  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(system: fontSize, weight: .bold)
  }

  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(system: fontSize, weight: .regular, name: ".SFUI-Italic")
  }

  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(system: fontSize, weight: weight, name: ".SFMono")
  }

  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(system: style.pointSize, weight: style == .headline ? .semibold : .regular)
  }

  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(system: fontSize, weight: weight, name: fontName)
  }

  public static var systemFontSize: CGFloat { 17 }
  public static var labelFontSize: CGFloat { 17 }
  public static var buttonFontSize: CGFloat { 18 }
}

/// Mirrors `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// Mirrors `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
  case byTruncatingMiddle
}

/// Mirrors `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable { case alignBaselines, alignCenters, none }

/// Mirrors `UILabel`: its text and how it is styled, kept. Its text is measured with the
/// estimate `boundingRect(with:options:attributes:context:)` makes (`NSString+Drawing.swift`),
/// so `sizeToFit()` gives a label the size of its text; nothing else sizes it but its frame.
@preconcurrency @MainActor
open class UILabel: UIView {
  open var text: String?
  open var attributedText: NSAttributedString?
  open var font: UIFont! = .systemFont(ofSize: 17)
  open var textColor: UIColor! = .black
  open var textAlignment = NSTextAlignment.natural
  open var numberOfLines = 1
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail
  open var adjustsFontSizeToFitWidth = false
  open var minimumScaleFactor: CGFloat = 0
  open var adjustsFontForContentSizeCategory = false
  open var isHighlighted = false
  open var highlightedTextColor: UIColor?
  open var isEnabled = true
  open var preferredMaxLayoutWidth: CGFloat = 0
  /// Mirrors `shadowColor` and `shadowOffset`: kept, as nothing is drawn.
  open var shadowColor: UIColor?
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// Mirrors `baselineAdjustment`: kept, as text is not measured.
  open var baselineAdjustment = UIBaselineAdjustment.alignBaselines
  open var allowsDefaultTighteningForTruncation = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// Mirrors `sizeThatFits(_:)`: the size of the label's text in its font, on one line, or
  /// wrapped to `size.width` (when it is not zero) in up to `numberOfLines` lines when that is
  /// not 1; rounded up to whole points, as Apple's page for `boundingRect` asks of a size
  /// given to a view. Without text, zero.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    textSize(wrappingAt: size.width)
  }

  /// Mirrors `intrinsicContentSize`: the text's size, wrapped to `preferredMaxLayoutWidth`
  /// when that is set and the label takes more than one line.
  open override var intrinsicContentSize: CGSize {
    textSize(wrappingAt: preferredMaxLayoutWidth)
  }

  /// The text's measured size, wrapped to `width` where the label wraps and `width` is not 0.
  private func textSize(wrappingAt width: CGFloat) -> CGSize {
    Self.measure(
      attributedText, text, font: font, lines: numberOfLines, wrappingAt: width)
  }

  /// The size of `attributed` (in the font of its first character), or else of `text` (in
  /// `font`), in up to `lines` lines (0: any number) wrapped to `width` where that is not 0.
  static func measure(
    _ attributed: NSAttributedString?, _ text: String?, font: UIFont?, lines: Int,
    wrappingAt width: CGFloat
  ) -> CGSize {
    let string = attributed?.string ?? text ?? ""
    guard !string.isEmpty else { return .zero }
    let own = attributed.flatMap {
      $0.length > 0 ? $0.attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil
    }
    let font = own ?? font ?? .systemFont(ofSize: 17)
    // Unwrapped, a label of several lines still breaks its text at each newline.
    let unbounded: CGFloat = 1_000_000_000
    let bounds = NSString.estimatedBounds(
      of: string, font: font,
      in: CGSize(width: lines != 1 && width > 0 ? width : unbounded, height: unbounded),
      options: lines == 1 ? [] : .usesLineFragmentOrigin)
    var height = bounds.height
    if lines > 0 { height = min(height, CGFloat(lines) * font.lineHeight) }
    return CGSize(width: bounds.width.rounded(.up), height: height.rounded(.up))
  }
}

/// Mirrors `UITextView`: scrollable text, kept with its styling.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  open var text: String! = ""
  open var attributedText: NSAttributedString!
  open var font: UIFont? = .systemFont(ofSize: 12)
  open var textColor: UIColor? = .black
  open var textAlignment = NSTextAlignment.natural
  open var isEditable = true
  open var isSelectable = true
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// Mirrors `UITextInputTraits`: kept, as there is no keyboard here.
  open var keyboardType = UIKeyboardType.default
  open var returnKeyType = UIReturnKeyType.default
  open var keyboardAppearance = UIKeyboardAppearance.default
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  open var autocorrectionType = UITextAutocorrectionType.default
  open var spellCheckingType = UITextSpellCheckingType.default
  open var textContentType: UITextContentType!
  open var enablesReturnKeyAutomatically = false
  open weak var textViewDelegate: AnyObject?
  /// Mirrors `textContainer`: the area the text is laid out in, kept, as text is not laid out.
  public let textContainer: NSTextContainer

  /// Mirrors `init(frame:textContainer:)`, UIKit's designated initializer: a text view with
  /// the given container, or one of its own for nil.
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    self.textContainer = textContainer ?? NSTextContainer(size: .zero)
    super.init(frame: frame)
  }

  public override init(frame: CGRect) {
    textContainer = NSTextContainer(size: .zero)
    super.init(frame: frame)
  }

  public override init?(coder: NSCoder) {
    textContainer = NSTextContainer(size: .zero)
    super.init(coder: coder)
  }
}

/// Mirrors `NSTextContainer`: the shape text is laid out in; kept, as text is not laid out.
open class NSTextContainer: NSObject {
  open var size: CGSize
  open var lineFragmentPadding: CGFloat = 5
  open var maximumNumberOfLines = 0
  open var lineBreakMode = NSLineBreakMode.byWordWrapping
  open var widthTracksTextView = false
  open var heightTracksTextView = false

  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  public override convenience init() { self.init(size: .zero) }
}

extension UITextView: UITextInputTraits {}

/// Mirrors `UITextField`: a one-line field, kept with its text; there is no keyboard here.
@preconcurrency @MainActor
open class UITextField: UIControl {
  open var text: String? = ""
  open var placeholder: String?
  /// Mirrors `attributedPlaceholder`: kept, not laid out.
  open var attributedPlaceholder: NSAttributedString?
  open var font: UIFont? = .systemFont(ofSize: 17)
  open var textColor: UIColor? = .black
  open var textAlignment = NSTextAlignment.natural
  open var isSecureTextEntry = false
  /// Mirrors `delegate`, held weakly; asked only as a scenario's `type:` step types into the
  /// field (`typed(_:)`).
  open weak var delegate: (any UITextFieldDelegate)?
  /// Whether the field has begun editing: a `type:` step has typed into it.
  private var hasBegunEditing = false

  /// Mirrors `UITextField.textDidChangeNotification`, with UIKit's name.
  public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Mirrors `UITextField.textDidBeginEditingNotification`, with UIKit's name.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")

  /// Mirrors `UITextField.textDidEndEditingNotification`, with UIKit's name.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// Mirrors `isEditing`: whether the field is being edited, from the start of editing (its
  /// `becomeFirstResponder()`, or the first text a `type:` step types into an alert's field)
  /// to its end (`resignFirstResponder()`).
  open var isEditing: Bool { hasBegunEditing }

  /// Mirrors `canBecomeFirstResponder`: a text field can, while it is enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Mirrors `isFirstResponder`: the field the app made first responder, while it is in a
  /// window.
  open override var isFirstResponder: Bool {
    window != nil && EngineContext.current?.firstResponder === self
  }

  /// Mirrors `becomeFirstResponder()`: a field in a window that is enabled asks its delegate
  /// `textFieldShouldBeginEditing(_:)`, and unless refused takes the place of the field that
  /// was first responder (which resigns, ending its editing) and begins editing: the delegate
  /// is told `textFieldDidBeginEditing(_:)`, the field sends `.editingDidBegin` and posts
  /// `textDidBeginEditingNotification`, the order of Apple's `UITextFieldDelegate` page
  /// ("Managing editing"), then answers true. No keyboard comes up, as there is none here
  /// (no keyboard notification is posted), and the next `type:` step types into the field.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard let simulator = EngineContext.current else { return false }
    if isFirstResponder { return true }
    guard window != nil, canBecomeFirstResponder,
      delegate?.textFieldShouldBeginEditing(self) ?? true
    else { return false }
    if let current = simulator.firstResponder, current !== self,
      current.isFirstResponder, !current.resignFirstResponder()
    {
      return false
    }
    simulator.firstResponder = self
    beginEditing()
    return true
  }

  /// Mirrors `resignFirstResponder()`: the first responder field asks its delegate
  /// `textFieldShouldEndEditing(_:)` (false keeps it editing, and answers false), then ends
  /// editing: the delegate is told `textFieldDidEndEditing(_:)`, the field sends
  /// `.editingDidEnd` and posts `textDidEndEditingNotification`. Any other field answers true.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard let simulator = EngineContext.current, simulator.firstResponder === self else {
      return true
    }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    simulator.firstResponder = nil
    guard hasBegunEditing else { return true }
    hasBegunEditing = false
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    return true
  }

  private func beginEditing() {
    hasBegunEditing = true
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
  }

  /// Text a user typed at the end of the field, as one insertion, as a paste makes it. The
  /// first time, the field begins editing: the delegate is asked `textFieldShouldBeginEditing(_:)`
  /// (false types nothing), then told `textFieldDidBeginEditing(_:)`, the field sends
  /// `.editingDidBegin` and posts `textDidBeginEditingNotification`. Then the delegate is asked
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` with the range at the end of
  /// the text (false keeps the text), the text changes, and the field sends `.editingChanged`
  /// and posts `textDidChangeNotification`: the order Apple's `UITextFieldDelegate` and
  /// `UIControl.Event` pages give. A field stays editing: there is no keyboard to put away.
  func typed(_ typed: String) {
    if !hasBegunEditing {
      guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return }
      beginEditing()
    }
    let current = text ?? ""
    let range = NSRange(location: current.utf16.count, length: 0)
    if let delegate,
      !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: typed)
    {
      return
    }
    text = current + typed
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  /// Mirrors `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
  /// Mirrors `UITextField.ViewMode`: when an overlay view shows.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

  /// Mirrors `borderStyle`, `clearButtonMode` and the overlay views beside the text: kept, as
  /// nothing is drawn; the overlay views are not shown in the field.
  open var borderStyle = BorderStyle.none
  open var clearButtonMode = ViewMode.never
  open var leftView: UIView?
  open var leftViewMode = ViewMode.never
  open var rightView: UIView?
  open var rightViewMode = ViewMode.never
  /// Mirrors `UITextInputTraits`: kept, as there is no keyboard here.
  open var keyboardType = UIKeyboardType.default
  open var returnKeyType = UIReturnKeyType.default
  open var keyboardAppearance = UIKeyboardAppearance.default
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  open var autocorrectionType = UITextAutocorrectionType.default
  open var spellCheckingType = UITextSpellCheckingType.default
  open var textContentType: UITextContentType!
  open var enablesReturnKeyAutomatically = false

  // The rectangles UIKit asks as it lays the field out and draws it, for a subclass to
  // override (an inset for the text, a wider left view). Nothing is drawn here and the overlay
  // views are not placed, so UIKit's code never asks them; code of the app's may. The defaults
  // are UIKit's for a field without a border: the text has the bounds less the overlay views
  // shown when not editing, which sit at the field's ends, centred, at their own sizes.

  /// Mirrors `borderRect(forBounds:)`: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// Mirrors `textRect(forBounds:)`: where the text goes when the field is not editing.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    textArea(in: bounds, editing: false)
  }

  /// Mirrors `editingRect(forBounds:)`: where the text goes while the field is edited.
  open func editingRect(forBounds bounds: CGRect) -> CGRect {
    textArea(in: bounds, editing: true)
  }

  /// Mirrors `placeholderRect(forBounds:)`: where the placeholder goes, as the text does.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// Mirrors `clearButtonRect(forBounds:)`: empty while `clearButtonMode` is `.never`, else a
  /// square of the field's height, up to 19 points, at its trailing end.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    guard clearButtonMode != .never else { return .zero }
    let side = min(19, bounds.height)
    return CGRect(x: bounds.maxX - side, y: bounds.midY - side / 2, width: side, height: side)
  }

  /// Mirrors `leftViewRect(forBounds:)`: the left view's own size at the leading end, centred.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let size = leftView?.bounds.size else { return .zero }
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// Mirrors `rightViewRect(forBounds:)`: the right view's own size at the trailing end.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let size = rightView?.bounds.size else { return .zero }
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// Mirrors `drawText(in:)` and `drawPlaceholder(in:)`: never called, as nothing is drawn.
  open func drawText(in rect: CGRect) {}
  open func drawPlaceholder(in rect: CGRect) {}

  private func textArea(in bounds: CGRect, editing: Bool) -> CGRect {
    func shown(_ mode: ViewMode) -> Bool {
      mode == .always || mode == (editing ? .whileEditing : .unlessEditing)
    }
    var area = bounds
    if leftView != nil, shown(leftViewMode) {
      let width = leftViewRect(forBounds: bounds).width
      area.origin.x += width
      area.size.width -= width
    }
    if rightView != nil, shown(rightViewMode) {
      area.size.width -= rightViewRect(forBounds: bounds).width
    }
    return CGRect(x: area.minX, y: area.minY, width: max(0, area.width), height: area.height)
  }
}

extension UITextField: UITextInputTraits {}
extension UITextField: UITextInput {}
extension UITextView: UITextInput {}

/// Mirrors `UITextFieldDelegate`: every method optional, as in UIKit. There is no keyboard
/// here: a field is edited as the app makes it first responder and resigns it, and as a
/// scenario's `type:` step types into it (`UITextField.typed(_:)`); clearing and Return are
/// never asked.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: ObjectiveCMessaging {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// Mirrors the attribute names UIKit adds to `NSAttributedString.Key`, with their raw values;
/// text is kept, not drawn, so an attribute changes nothing.
extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key(rawValue: "NSFont")
  public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
  public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
  public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
  public static let kern = NSAttributedString.Key(rawValue: "NSKern")
  public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
  public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
  public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
  public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
}

/// Mirrors `NSShadow`, a text attribute (`.shadow`) and a navigation bar title's: kept, not drawn.
open class NSShadow: NSObject {
  open var shadowOffset = CGSize.zero
  open var shadowBlurRadius: CGFloat = 0
  open var shadowColor: Any?

  public override init() { super.init() }
}
