import Foundation
import TransitInterfaceBuilder

/// One instantiation of a storyboard scene or a nib: makes the objects its elements describe,
/// of the developer's class where an element names one, then connects outlets, actions,
/// gesture recognizers and segues, and sends `awakeFromNib()`, as UIKit's nib loading does.
@preconcurrency @MainActor
final class InterfaceLoad {
  let index: InterfaceIndex
  weak var storyboard: UIStoryboard?
  /// The objects made so far, by element id, but the scene's view controller.
  var objects: [String: AnyObject] = [:]
  /// The scene's view controller, which holds this load (`interfaceSource`) until its view is
  /// loaded: held weakly, so a view controller whose view never loads from the scene (a
  /// navigation or tab bar controller, a screen never shown) is freed as UIKit frees it.
  private weak var sceneController: UIViewController?
  private var sceneControllerID: String?
  /// The nib's File's Owner.
  weak var owner: AnyObject?
  private var awoken: [AnyObject] = []
  /// Container views' embed segues, performed once the scene's view is loaded.
  var embedded: [(segue: InterfaceElement, container: UIView)] = []
  /// The constraints the views' elements declare, made once every view exists.
  var constraints: [(element: InterfaceElement, view: UIView)] = []

  init(index: InterfaceIndex, storyboard: UIStoryboard?) {
    self.index = index
    self.storyboard = storyboard
  }

  var path: String { index.document.path }

  /// The object made for the element of id `id`: the scene's view controller, or another.
  func made(_ id: String) -> AnyObject? {
    id == sceneControllerID ? sceneController : objects[id]
  }

  /// Lets go of the objects made, once the scene's view is loaded and connected: as UIKit's
  /// nib loading, what nothing else holds is freed, and the view controller that holds this
  /// load is not kept alive by it.
  func letGoOfObjects() {
    objects.removeAll()
    awoken.removeAll()
  }

  func fail(_ element: InterfaceElement, _ message: String) -> Never {
    preconditionFailure("\(path):\(element.line):\(element.column): \(message)")
  }

  // MARK: View controllers

  /// The view controller of a storyboard scene, with the children its relationship segues
  /// give it (a navigation controller's root, a tab bar controller's tabs).
  func viewController(_ element: InterfaceElement) -> UIViewController {
    let coder = InterfaceCoder(element: element, load: self)
    let made: UIViewController?
    if let name = element.attributes["customClass"] {
      guard case .viewController(let make)? = InterfaceBuilderClasses.makers[name] else {
        fail(element, "no view controller class '\(name)' was compiled")
      }
      made = make(coder)
    } else {
      made = Self.builtInViewController(element.name, coder)
    }
    guard let controller = made else { fail(element, "init?(coder:) returned nil") }
    sceneController = controller
    sceneControllerID = element.id ?? ""
    controller.interfaceSource = InterfaceSource(element: element, load: self)
    controller.storyboardIfLoaded = storyboard
    var children: [UIViewController] = []
    for segue in element.child("connections")?.children("segue") ?? [] {
      guard segue.attributes["kind"] == "relationship",
        let destination = segue.attributes["destination"].flatMap({ index.elements[$0] })
      else { continue }
      children.append(
        InterfaceLoad(index: index, storyboard: storyboard).viewController(destination))
    }
    if !children.isEmpty { Self.adopt(children, in: controller) }
    return controller
  }

  private static func builtInViewController(_ name: String, _ coder: NSCoder) -> UIViewController? {
    switch name {
    case "navigationController": UINavigationController(coder: coder) as UIViewController?
    case "tabBarController": UITabBarController(coder: coder) as UIViewController?
    case "tableViewController": UITableViewController(coder: coder) as UIViewController?
    case "collectionViewController": UICollectionViewController(coder: coder) as UIViewController?
    case "pageViewController": UIPageViewController(coder: coder) as UIViewController?
    default: UIViewController(coder: coder)
    }
  }

  /// The scene's view controller, whose view a segue from a bar button item starts from.
  var sceneViewController: UIViewController? { sceneController }

  /// A scene's navigation item, unarchived with its view controller as UIKit does, so the
  /// title and bar button items are there before the view loads: its title, prompt and back
  /// button title, its title view, and its bar button items (a title, an image, a system item
  /// or a custom view each), whose actions and segues connect with the scene's other
  /// connections when the view loads.
  func configureNavigationItem(of controller: UIViewController, from scene: InterfaceElement) {
    guard let element = scene.children.first(where: { $0.name == "navigationItem" }) else {
      return
    }
    let item = controller.navigationItem
    if let title = element.attributes["title"] { item.title = title }
    if let prompt = element.attributes["prompt"] { item.prompt = prompt }
    if let back = element.attributes["backButtonTitle"] { item.backButtonTitle = back }
    if let id = element.id { objects[id] = item }
    var left: [UIBarButtonItem] = []
    var right: [UIBarButtonItem] = []
    for child in element.children {
      switch (child.name, child.key) {
      case ("barButtonItem", "leftBarButtonItem"): left.append(barButtonItem(child))
      case ("barButtonItem", "rightBarButtonItem"): right.append(barButtonItem(child))
      case ("barButtonItem", "backBarButtonItem"): item.backBarButtonItem = barButtonItem(child)
      case ("leftBarButtonItems", _): left += child.children("barButtonItem").map(barButtonItem)
      case ("rightBarButtonItems", _): right += child.children("barButtonItem").map(barButtonItem)
      case (_, "titleView") where InterfaceViews.isView(child.name): item.titleView = view(child)
      default: break
      }
    }
    if !left.isEmpty { item.leftBarButtonItems = left }
    if !right.isEmpty { item.rightBarButtonItems = right }
  }

  /// A storyboard's bar button item: its custom view, system item, or title and image.
  private func barButtonItem(_ element: InterfaceElement) -> UIBarButtonItem {
    let item: UIBarButtonItem
    let style: UIBarButtonItem.Style = element.attributes["style"] == "done" ? .done : .plain
    if let custom = element.children.first(where: { $0.key == "customView" }),
      InterfaceViews.isView(custom.name)
    {
      item = UIBarButtonItem(customView: view(custom))
    } else if let name = element.attributes["systemItem"],
      let system = (0..<64).lazy.compactMap(UIBarButtonItem.SystemItem.init(rawValue:))
        .first(where: { "\($0)" == name })
    {
      item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
    } else {
      item = UIBarButtonItem(
        title: element.attributes["title"], style: style, target: nil, action: nil)
      if let image = element.attributes["image"] { item.image = UIImage(named: image) }
    }
    if let tag = element.attributes["tag"].flatMap({ Int($0) }) { item.tag = tag }
    if element.attributes["enabled"] == "NO" { item.isEnabled = false }
    if let id = element.id { objects[id] = item }
    return item
  }

  /// A container's children from its relationship segues.
  private static func adopt(_ children: [UIViewController], in container: UIViewController) {
    if let navigation = container as? UINavigationController {
      navigation.runAsUIKit { navigation.setViewControllers(children, animated: false) }
    } else if let tabs = container as? UITabBarController {
      tabs.viewControllers = children
    }
  }

  /// Builds a scene view controller's view, when UIKit would load it: the view and its
  /// subviews, the scene's other objects, then every connection among them.
  func loadView(of controller: UIViewController, from element: InterfaceElement) {
    let key = element.children.first { $0.key == "view" }
    guard let viewElement = key else { return }
    let root = view(viewElement)
    // The scene was drawn for the storyboard's device; the view is the screen's size, as the
    // views Transit's loadView() makes are.
    if let screen = EngineContext.current?.screenBounds { root.frame = screen }
    controller.view = root
    for guide in element.child("layoutGuides")?.children ?? [] {
      guard let id = guide.id else { continue }
      objects[id] =
        guide.attributes["type"] == "bottom"
        ? controller.bottomLayoutGuide : controller.topLayoutGuide
    }
    let scene = sceneObjects(containing: element)
    for other in scene where other !== element && made(other.id ?? "") == nil {
      makeObject(other)
    }
    // Constraints are unarchived with their views, before any connection is made, so an
    // outlet can name one (Apple's Resource Programming Guide, "The Nib Object Life Cycle").
    makeConstraints()
    connectAll(in: [element] + scene.filter { $0 !== element })
    awakeAll()
    embedChildren(in: controller)
  }

  /// Performs the container views' embed segues: the parent hears `prepare(for:sender:)`, then
  /// the child is added with its view filling the container (UIKit's containment calls).
  private func embedChildren(in parent: UIViewController) {
    let pending = embedded
    embedded = []
    for (segue, container) in pending {
      guard let id = segue.attributes["destination"], let target = index.elements[id] else {
        continue
      }
      let child = InterfaceLoad(index: index, storyboard: storyboard).viewController(target)
      let made = UIStoryboardSegue(
        identifier: segue.attributes["identifier"], source: parent, destination: child)
      made.kind = "embed"
      parent.tellPrepare(for: made, sender: nil)
      parent.addChild(child)
      child.view.frame = container.bounds
      container.addSubview(child.view)
      child.didMove(toParent: parent)
    }
  }

  /// The constraints the elements declare, activated: recorded and placed as code's are.
  func makeConstraints() {
    let pending = constraints
    constraints = []
    for (element, view) in pending {
      func item(_ key: String) -> AnyObject? {
        guard let id = element.attributes[key] else { return nil }
        return made(id)
      }
      guard let first = element.attributes["firstAttribute"].flatMap(Self.attribute) else {
        continue
      }
      let firstItem: AnyObject = item("firstItem") ?? view
      let second = element.attributes["secondAttribute"].flatMap(Self.attribute)
      let relation: NSLayoutConstraint.Relation =
        element.attributes["relation"] == "greaterThanOrEqual"
        ? .greaterThanOrEqual
        : element.attributes["relation"] == "lessThanOrEqual" ? .lessThanOrEqual : .equal
      let constraint = NSLayoutConstraint(
        item: firstItem, attribute: first, relatedBy: relation,
        toItem: second == nil ? nil : (item("secondItem") ?? view),
        attribute: second ?? .notAnAttribute,
        multiplier: CGFloat(Self.multiplier(element.attributes["multiplier"])),
        constant: CGFloat(element.attributes["constant"].flatMap(Double.init) ?? 0))
      if let priority = element.attributes["priority"].flatMap(Float.init) {
        constraint.priority = UILayoutPriority(priority)
      }
      constraint.identifier = element.attributes["identifier"]
      if let id = element.id { objects[id] = constraint }
      constraint.isActive = true
    }
  }

  private static func attribute(_ name: String) -> NSLayoutConstraint.Attribute? {
    switch name.replacingOccurrences(of: "Margin", with: "") {
    case "top": .top
    case "bottom": .bottom
    case "leading": .leading
    case "trailing": .trailing
    case "left": .left
    case "right": .right
    case "width": .width
    case "height": .height
    case "centerX": .centerX
    case "centerY": .centerY
    default: nil
    }
  }

  /// A multiplier as Interface Builder writes it: `2`, `0.5` or `16:9`.
  private static func multiplier(_ text: String?) -> Double {
    guard let text else { return 1 }
    let parts = text.split(separator: ":").compactMap { Double($0) }
    return parts.count == 2 && parts[1] != 0 ? parts[0] / parts[1] : parts.first ?? 1
  }

  /// Finishes a prototype cell made on its own.
  func finishCell() {
    makeConstraints()
    awakeAll()
  }

  /// The top-level elements of the scene holding `element`.
  private func sceneObjects(containing element: InterfaceElement) -> [InterfaceElement] {
    for scene in index.document.root.child("scenes")?.children("scene") ?? [] {
      if let objects = scene.child("objects"), objects.children.contains(where: { $0 === element })
      {
        return objects.children.filter { $0.name != "placeholder" }
      }
    }
    return []
  }

  // MARK: Nibs

  /// The top-level objects of a nib, with `owner` as its File's Owner.
  func nibObjects(owner: AnyObject?) -> [AnyObject] {
    self.owner = owner
    guard let objects = index.document.root.child("objects") else { return [] }
    var top: [AnyObject] = []
    for element in objects.children where element.name != "placeholder" {
      if let made = makeObject(element) { top.append(made) }
    }
    makeConstraints()
    connectAll(in: objects.children)
    awakeAll()
    return top
  }

  // MARK: Objects

  /// Makes the object `element` describes: a view (with its subviews), a gesture recognizer, a
  /// custom object or a view controller.
  @discardableResult
  func makeObject(_ element: InterfaceElement) -> AnyObject? {
    if InterfaceIndex.viewControllerElements.contains(element.name) {
      return viewController(element)
    }
    if element.name.hasSuffix("GestureRecognizer") { return gestureRecognizer(element) }
    if element.name == "customObject" {
      guard let name = element.attributes["customClass"] else { return nil }
      guard case .object(let make)? = InterfaceBuilderClasses.makers[name] else {
        fail(element, "no class '\(name)' was compiled")
      }
      let object = make()
      objects[element.id ?? ""] = object
      awoken.append(object)
      return object
    }
    if InterfaceViews.isView(element.name) { return view(element) }
    return nil
  }

  private func gestureRecognizer(_ element: InterfaceElement) -> UIGestureRecognizer {
    let recognizer: UIGestureRecognizer
    if let name = element.attributes["customClass"] {
      guard case .gestureRecognizer(let make)? = InterfaceBuilderClasses.makers[name] else {
        fail(element, "no gesture recognizer class '\(name)' was compiled")
      }
      recognizer = make()
    } else {
      recognizer = InterfaceViews.gestureRecognizer(element)
    }
    objects[element.id ?? ""] = recognizer
    return recognizer
  }

  /// Makes the view `element` describes, of its class, with its attributes and subviews.
  func view(_ element: InterfaceElement) -> UIView {
    let coder = InterfaceCoder(element: element, load: self)
    let made: UIView?
    if let name = element.attributes["customClass"] {
      guard case .view(let make)? = InterfaceBuilderClasses.makers[name] else {
        fail(element, "no view class '\(name)' was compiled")
      }
      made = make(coder)
    } else if let name = InterfaceIndex.frameworkViewClasses[element.name],
      case .view(let make)? = InterfaceBuilderClasses.makers[name]
    {
      made = make(coder)
    } else {
      made = InterfaceViews.builtInView(element, coder)
    }
    guard let view = made else { fail(element, "init?(coder:) returned nil") }
    objects[element.id ?? ""] = view
    awoken.append(view)
    for child in element.children {
      switch (child.name, child.key) {
      case ("subviews", _):
        // A stack view's subviews in Interface Builder are its arranged subviews.
        let stack = view as? UIStackView
        for subview in child.children where InterfaceViews.isView(subview.name) {
          if let stack {
            stack.addArrangedSubview(self.view(subview))
          } else {
            view.addSubview(self.view(subview))
          }
        }
      case ("tableViewCellContentView", "contentView"), ("view", "contentView"):
        // A cell's content view, and a visual effect view's, whose subviews Interface Builder
        // writes inside it, as a blurred panel's are.
        if let cell = view as? UITableViewCell { populate(cell.contentView, from: child) }
        if let cell = view as? UICollectionViewCell { populate(cell.contentView, from: child) }
        if let effect = view as? UIVisualEffectView { populate(effect.contentView, from: child) }
      case ("prototypes", _), ("cells", _):
        InterfaceViews.registerPrototypes(child.children, in: view, load: self)
      case ("sections", _):
        if let table = view as? UITableView, element.attributes["dataMode"] == "static" {
          table.staticSections = child.children("tableViewSection").map(staticSection)
        }
      case ("constraints", _):
        constraints += child.children("constraint").map { ($0, view) }
      case ("viewLayoutGuide", "safeArea"):
        if let id = child.id { objects[id] = view.safeAreaLayoutGuide }
      default: break
      }
    }
    return view
  }

  /// A static table's section: its cells made with the scene, once, so the scene's outlets
  /// and actions reach into them, as UIKit's static cells do.
  private func staticSection(_ element: InterfaceElement) -> StaticTableSection {
    var cells: [UITableViewCell] = []
    var heights: [CGFloat?] = []
    for cell in element.child("cells")?.children("tableViewCell") ?? [] {
      guard let made = view(cell) as? UITableViewCell else { continue }
      cells.append(made)
      heights.append(cell.attributes["rowHeight"].flatMap(Double.init).map { CGFloat($0) })
    }
    return StaticTableSection(
      headerTitle: element.attributes["headerTitle"],
      footerTitle: element.attributes["footerTitle"],
      cells: cells, rowHeights: heights)
  }

  /// Fills a view UIKit made (a cell's content view) from its element.
  private func populate(_ view: UIView, from element: InterfaceElement) {
    objects[element.id ?? ""] = view
    InterfaceAttributes.apply(element, to: view)
    for subview in element.child("subviews")?.children ?? []
    where InterfaceViews.isView(subview.name) {
      view.addSubview(self.view(subview))
    }
    constraints += (element.child("constraints")?.children("constraint") ?? []).map { ($0, view) }
  }

  private func awakeAll() {
    let objects = awoken
    awoken = []
    for object in objects {
      (object as? UIResponder)?.awakeFromNib()
    }
  }
}
