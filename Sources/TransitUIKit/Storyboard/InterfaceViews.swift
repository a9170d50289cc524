import Foundation
import TransitInterfaceBuilder

/// UIKit's own classes as Interface Builder names their elements.
@preconcurrency @MainActor
enum InterfaceViews {
  private static let viewElements: Set<String> = [
    "view", "button", "label", "imageView", "tableView", "collectionView", "scrollView",
    "textView", "textField", "visualEffectView", "stackView", "containerView", "switch",
    "slider", "segmentedControl", "pageControl", "activityIndicatorView", "progressView",
    "tableViewCell", "collectionViewCell", "collectionReusableView", "navigationBar", "toolbar",
    "tabBar", "searchBar", "datePicker", "pickerView", "webView", "wkWebView", "mapView",
    "stepper", "tableViewCellContentView",
  ]

  static func isView(_ name: String) -> Bool { viewElements.contains(name) }

  static func builtInView(_ element: InterfaceElement, _ coder: NSCoder) -> UIView? {
    switch element.name {
    case "button": return UIButton(coder: coder)
    case "label": return UILabel(coder: coder)
    case "imageView": return UIImageView(coder: coder)
    case "tableView": return UITableView(coder: coder)
    case "collectionView":
      let view = UICollectionView(coder: coder)
      if let layout = element.children.first(where: { $0.key == "collectionViewLayout" }) {
        view?.setCollectionViewLayout(collectionLayout(layout), animated: false)
      }
      return view
    case "scrollView": return UIScrollView(coder: coder)
    case "stackView": return stackView(element, coder)
    case "activityIndicatorView": return UIActivityIndicatorView(coder: coder)
    case "navigationBar": return UINavigationBar(frame: .zero)
    case "searchBar": return UISearchBar(coder: coder)
    case "textView": return UITextView(coder: coder)
    case "textField": return UITextField(coder: coder)
    case "visualEffectView": return UIVisualEffectView(coder: coder)
    case "switch": return UISwitch(coder: coder)
    case "slider": return UISlider(coder: coder)
    case "segmentedControl": return UISegmentedControl(coder: coder)
    case "pageControl": return UIPageControl(coder: coder)
    case "stepper": return UIStepper(coder: coder)
    case "progressView": return UIProgressView(coder: coder)
    case "datePicker": return UIControl(coder: coder)
    case "tableViewCell":
      return UITableViewCell(
        style: .default, reuseIdentifier: element.attributes["reuseIdentifier"])
    case "collectionViewCell": return UICollectionViewCell(coder: coder)
    default: return UIView(coder: coder)
    }
  }

  /// A stack view with the axis, spacing, distribution and alignment its element names.
  private static func stackView(_ element: InterfaceElement, _ coder: NSCoder) -> UIStackView? {
    guard let stack = UIStackView(coder: coder) else { return nil }
    let attributes = element.attributes
    if attributes["axis"] == "vertical" { stack.axis = .vertical }
    if let spacing = attributes["spacing"].flatMap(Double.init) { stack.spacing = CGFloat(spacing) }
    let distributions: [String: UIStackView.Distribution] = [
      "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
      "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
    if let distribution = attributes["distribution"].flatMap({ distributions[$0] }) {
      stack.distribution = distribution
    }
    let alignments: [String: UIStackView.Alignment] = [
      "top": .top, "leading": .leading, "center": .center, "bottom": .bottom,
      "trailing": .trailing, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
    ]
    if let alignment = attributes["alignment"].flatMap({ alignments[$0] }) {
      stack.alignment = alignment
    }
    return stack
  }

  static func collectionLayout(_ element: InterfaceElement) -> UICollectionViewLayout {
    if let name = element.attributes["customClass"],
      case .layout(let make)? = InterfaceBuilderClasses.makers[name]
    {
      return make()
    }
    let layout = UICollectionViewFlowLayout()
    func number(_ key: String) -> CGFloat? {
      element.attributes[key].flatMap(Double.init).map { CGFloat($0) }
    }
    layout.minimumLineSpacing = number("minimumLineSpacing") ?? 10
    layout.minimumInteritemSpacing = number("minimumInteritemSpacing") ?? 10
    if element.attributes["scrollDirection"] == "horizontal" {
      layout.scrollDirection = .horizontal
    }
    for child in element.children {
      switch (child.name, child.key) {
      case ("size", "itemSize"): layout.itemSize = InterfaceAttributes.size(child)
      case ("size", "headerReferenceSize"):
        layout.headerReferenceSize = InterfaceAttributes.size(child)
      case ("size", "footerReferenceSize"):
        layout.footerReferenceSize = InterfaceAttributes.size(child)
      case ("inset", "sectionInset"): layout.sectionInset = InterfaceAttributes.insets(child)
      default: break
      }
    }
    return layout
  }

  static func gestureRecognizer(_ element: InterfaceElement) -> UIGestureRecognizer {
    switch element.name {
    case "tapGestureRecognizer":
      let tap = UITapGestureRecognizer()
      if let taps = element.attributes["numberOfTapsRequired"].flatMap(Int.init) {
        tap.numberOfTapsRequired = taps
      }
      return tap
    case "panGestureRecognizer": return UIPanGestureRecognizer()
    case "screenEdgePanGestureRecognizer":
      let edge = UIScreenEdgePanGestureRecognizer()
      edge.edges = element.attributes["edges"] == "right" ? .right : .left
      return edge
    case "longPressGestureRecognizer":
      return UILongPressGestureRecognizer()
    case "swipeGestureRecognizer": return UISwipeGestureRecognizer()
    case "pinchGestureRecognizer": return UIPinchGestureRecognizer()
    case "rotationGestureRecognizer": return UIRotationGestureRecognizer()
    default: return UIGestureRecognizer()
    }
  }

  /// Registers a list's prototype cells: each reuse identifier makes a cell from its element,
  /// with the cell's own outlets and actions connected, as a prototype does on iOS.
  static func registerPrototypes(
    _ cells: [InterfaceElement], in view: UIView, load: InterfaceLoad
  ) {
    for cell in cells {
      guard let identifier = cell.attributes["reuseIdentifier"] else { continue }
      let make: @MainActor () -> UIView = {
        let fresh = InterfaceLoad(index: load.index, storyboard: load.storyboard)
        fresh.owner = load.owner
        let made = fresh.view(cell)
        fresh.makeConstraints()
        fresh.connectAll(in: [cell])
        fresh.finishCell()
        return made
      }
      (view as? UITableView)?.registerPrototype(identifier, make)
      (view as? UICollectionView)?.registerPrototype(identifier, make)
    }
  }

  static func controlEvents(_ name: String?) -> UIControl.Event {
    switch name {
    case "touchDown": .touchDown
    case "valueChanged": .valueChanged
    case "editingChanged": .editingChanged
    case "primaryActionTriggered": .primaryActionTriggered
    default: .touchUpInside
    }
  }
}
