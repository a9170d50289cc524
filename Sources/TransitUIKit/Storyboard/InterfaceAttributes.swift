import Foundation
import TransitInterfaceBuilder

/// What an element says about its view: geometry, appearance, identifiers, text; applied in
/// `init?(coder:)`, before a subclass's own initializer goes on, as UIKit decodes them.
@preconcurrency @MainActor
enum InterfaceAttributes {
  /// A scroll view's bounce, scrolling and inset settings, as Interface Builder writes them
  /// where they differ from its defaults (a table view's `alwaysBounceVertical="YES"` among
  /// them, which `UITableView` has from the start here too).
  private static func applyScrolling(_ attributes: [String: String], to scrollView: UIScrollView) {
    func flag(_ name: String) -> Bool? {
      switch attributes[name] {
      case "YES": true
      case "NO": false
      default: nil
      }
    }
    if let bounces = flag("bounces") { scrollView.bounces = bounces }
    if let vertical = flag("alwaysBounceVertical") { scrollView.alwaysBounceVertical = vertical }
    if let horizontal = flag("alwaysBounceHorizontal") {
      scrollView.alwaysBounceHorizontal = horizontal
    }
    if let enabled = flag("scrollEnabled") { scrollView.isScrollEnabled = enabled }
    if let paging = flag("pagingEnabled") { scrollView.isPagingEnabled = paging }
    if let shows = flag("showsHorizontalScrollIndicator") {
      scrollView.showsHorizontalScrollIndicator = shows
    }
    if let shows = flag("showsVerticalScrollIndicator") {
      scrollView.showsVerticalScrollIndicator = shows
    }
    switch attributes["contentInsetAdjustmentBehavior"] {
    case "never": scrollView.contentInsetAdjustmentBehavior = .never
    case "always": scrollView.contentInsetAdjustmentBehavior = .always
    case "scrollableAxes": scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    default: break
    }
  }

  static func apply(_ element: InterfaceElement, to view: UIView) {
    let attributes = element.attributes
    if let frame = element.children.first(where: { $0.name == "rect" && $0.key == "frame" }) {
      view.frame = rect(frame)
    }
    if attributes["hidden"] == "YES" { view.isHidden = true }
    if attributes["userInteractionEnabled"] == "NO" { view.isUserInteractionEnabled = false }
    if attributes["userInteractionEnabled"] == "YES" { view.isUserInteractionEnabled = true }
    if attributes["clipsSubviews"] == "YES" { view.clipsToBounds = true }
    if let alpha = attributes["alpha"].flatMap(Double.init) { view.alpha = CGFloat(alpha) }
    if let tag = attributes["tag"].flatMap(Int.init) { view.tag = tag }
    if attributes["translatesAutoresizingMaskIntoConstraints"] == "NO" {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    if let text = attributes["text"] {
      (view as? UILabel)?.text = text
      (view as? UITextView)?.text = text
      (view as? UITextField)?.text = text
    }
    if let placeholder = attributes["placeholder"] {
      (view as? UITextField)?.placeholder = placeholder
      (view as? UISearchBar)?.placeholder = placeholder
    }
    if let image = attributes["image"] { (view as? UIImageView)?.image = UIImage(named: image) }
    if let height = attributes["rowHeight"].flatMap(Double.init) {
      (view as? UITableView)?.rowHeight = CGFloat(height)
    }
    if attributes["enabled"] == "NO" { (view as? UIControl)?.isEnabled = false }
    if let scrollView = view as? UIScrollView { applyScrolling(attributes, to: scrollView) }
    for child in element.children {
      switch (child.name, child.key) {
      case ("color", "backgroundColor"): view.backgroundColor = color(child)
      case ("color", "tintColor"): view.tintColor = color(child)
      case ("color", "textColor"):
        (view as? UILabel)?.textColor = color(child)
        (view as? UITextView)?.textColor = color(child)
      case ("accessibility", _):
        if let identifier = child.attributes["identifier"] {
          view.accessibilityIdentifier = identifier
        }
      case ("autoresizingMask", _): view.autoresizingMask = autoresizing(child)
      case ("state", "normal"):
        if let button = view as? UIButton {
          if let title = child.attributes["title"] { button.setTitle(title, for: .normal) }
          if let image = child.attributes["image"] {
            button.setImage(named: image, for: .normal)
          }
        }
      default: break
      }
    }
  }

  /// A view controller's attributes: its title and how it is presented.
  static func apply(_ element: InterfaceElement, to controller: UIViewController) {
    if let title = element.attributes["title"] { controller.title = title }
    if let style = element.attributes["modalPresentationStyle"] {
      controller.modalPresentationStyle = presentationStyle(style)
    }
  }

  /// The element's user-defined runtime attributes, set on `object` once every object of the
  /// load is made and connected: UIKit sets them with `setValue(_:forKeyPath:)` after
  /// `init(coder:)` has returned and before `awakeFromNib()`, so a view whose `init(coder:)`
  /// loads the subviews an inspectable property writes to has them. No Apple page gives the
  /// order; this is the one developers describe, and the one such views depend on.
  static func applyRuntimeAttributes(_ element: InterfaceElement, to object: AnyObject) {
    for attributes in element.children("userDefinedRuntimeAttributes") {
      for attribute in attributes.children { runtimeAttribute(attribute, on: object) }
    }
  }

  /// A user-defined runtime attribute: a layer's corner, border and shadow, or an inspectable
  /// property the developer's class declares.
  static func runtimeAttribute(_ element: InterfaceElement, on object: AnyObject) {
    guard let keyPath = element.attributes["keyPath"] else { return }
    let value: Any?
    switch element.attributes["type"] {
    case "number":
      value = element.children.first.flatMap { $0.attributes["value"] }.flatMap(Double.init)
    case "boolean": value = element.attributes["value"] == "YES"
    case "string", "localizedString": value = element.attributes["value"]
    case "color": value = element.children.first.map(color)
    default: value = element.attributes["value"]
    }
    if let view = object as? UIView, keyPath.hasPrefix("layer.") {
      let layer = view.layer
      let number = (value as? Double).map { CGFloat($0) }
      switch keyPath {
      case "layer.cornerRadius": layer.cornerRadius = number ?? layer.cornerRadius
      case "layer.borderWidth": layer.borderWidth = number ?? layer.borderWidth
      case "layer.masksToBounds": layer.masksToBounds = (value as? Bool) ?? layer.masksToBounds
      case "layer.shadowRadius": layer.shadowRadius = number ?? layer.shadowRadius
      case "layer.shadowOpacity": layer.shadowOpacity = Float(number ?? 0)
      default: break
      }
      return
    }
    InterfaceBuilderClasses.set(keyPath, on: object, to: value)
  }

  static func presentationStyle(_ name: String) -> UIModalPresentationStyle {
    switch name {
    case "fullScreen": .fullScreen
    case "overFullScreen": .overFullScreen
    case "overCurrentContext": .overCurrentContext
    case "currentContext": .currentContext
    case "formSheet": .formSheet
    case "pageSheet": .pageSheet
    case "custom": .custom
    case "popover": .popover
    default: .automatic
    }
  }

  static func number(_ element: InterfaceElement, _ key: String) -> CGFloat {
    CGFloat(element.attributes[key].flatMap(Double.init) ?? 0)
  }

  static func rect(_ element: InterfaceElement) -> CGRect {
    CGRect(
      x: number(element, "x"), y: number(element, "y"), width: number(element, "width"),
      height: number(element, "height"))
  }

  static func size(_ element: InterfaceElement) -> CGSize {
    CGSize(width: number(element, "width"), height: number(element, "height"))
  }

  static func insets(_ element: InterfaceElement) -> UIEdgeInsets {
    UIEdgeInsets(
      top: number(element, "minY"), left: number(element, "minX"),
      bottom: number(element, "maxY"), right: number(element, "maxX"))
  }

  static func color(_ element: InterfaceElement) -> UIColor {
    let a = element.attributes
    if let white = a["white"].flatMap(Double.init) {
      return UIColor(white: CGFloat(white), alpha: number(element, "alpha"))
    }
    if a["red"] != nil {
      return UIColor(
        red: number(element, "red"), green: number(element, "green"),
        blue: number(element, "blue"), alpha: a["alpha"] == nil ? 1 : number(element, "alpha"))
    }
    switch a["systemColor"] ?? a["cocoaTouchSystemColor"] {
    case "systemBackgroundColor", "whiteColor": return .white
    case "labelColor", "darkTextColor", "blackColor": return .black
    case "systemBlueColor": return .systemBlue
    case "systemRedColor": return .systemRed
    case "systemGreenColor": return .systemGreen
    case "systemGroupedBackgroundColor", "groupTableViewBackgroundColor":
      return .systemGroupedBackground
    case "secondaryLabelColor": return .secondaryLabel
    case "clearColor": return .clear
    default: return .clear
    }
  }

  static func autoresizing(_ element: InterfaceElement) -> UIView.AutoresizingMask {
    var mask: UIView.AutoresizingMask = []
    let pairs: [(String, UIView.AutoresizingMask)] = [
      ("widthSizable", .flexibleWidth), ("heightSizable", .flexibleHeight),
      ("flexibleMinX", .flexibleLeftMargin), ("flexibleMaxX", .flexibleRightMargin),
      ("flexibleMinY", .flexibleTopMargin), ("flexibleMaxY", .flexibleBottomMargin),
    ]
    for (key, value) in pairs where element.attributes[key] == "YES" { mask.insert(value) }
    return mask
  }
}
