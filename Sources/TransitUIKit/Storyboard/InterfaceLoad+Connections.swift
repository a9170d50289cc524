import Foundation
import TransitInterfaceBuilder

// The connections of a scene or a nib: outlets, outlet collections, actions, gesture
// recognizers and segues, made once every object of the load exists.
extension InterfaceLoad {
  /// Connects what the elements under `roots` declare.
  func connectAll(in roots: [InterfaceElement]) {
    var collected: [(owner: AnyObject, property: String, values: [AnyObject])] = []
    var attributed: [(InterfaceElement, AnyObject)] = []
    for root in roots {
      root.walk { element in
        if element.child("userDefinedRuntimeAttributes") != nil, let object = object(for: element) {
          attributed.append((element, object))
        }
        guard let connections = element.child("connections"),
          let source = object(for: element)
        else { return }
        for connection in connections.children {
          switch connection.name {
          case "outlet":
            guard let property = connection.attributes["property"],
              let value = destination(of: connection)
            else { continue }
            connect(property, of: source, to: value, element: connection)
          case "outletCollection":
            guard let property = connection.attributes["property"],
              let value = destination(of: connection)
            else { continue }
            if property == "gestureRecognizers", let view = source as? UIView,
              let recognizer = value as? UIGestureRecognizer
            {
              view.addGestureRecognizer(recognizer)
            } else if let index = collected.firstIndex(where: {
              $0.owner === source && $0.property == property
            }) {
              collected[index].values.append(value)
            } else {
              collected.append((source, property, [value]))
            }
          case "action":
            connectAction(connection, from: source)
          case "segue":
            attachSegue(connection, to: source, element: element)
          default: break
          }
        }
      }
    }
    for (owner, property, values) in collected {
      InterfaceBuilderClasses.set(collection: property, on: owner, to: values)
    }
    for (element, object) in attributed {
      InterfaceAttributes.applyRuntimeAttributes(element, to: object)
    }
  }

  /// The object an element stands for: what the load made, or the File's Owner.
  func object(for element: InterfaceElement) -> AnyObject? {
    if element.name == "placeholder" {
      return element.attributes["placeholderIdentifier"] == "IBFilesOwner" ? owner : nil
    }
    return element.id.flatMap(made)
  }

  private func destination(of connection: InterfaceElement) -> AnyObject? {
    guard let id = connection.attributes["destination"] else { return nil }
    if let object = made(id) { return object }
    if let element = index.elements[id], element.name == "placeholder",
      element.attributes["placeholderIdentifier"] == "IBFilesOwner"
    {
      return owner
    }
    return nil
  }

  /// Sets an outlet: one of UIKit's own (a list's data source and delegate, a nib owner's
  /// view), else the developer's, through what the rewrite registered.
  private func connect(
    _ property: String, of source: AnyObject, to value: AnyObject, element: InterfaceElement
  ) {
    switch (property, source) {
    case ("view", let controller as UIViewController):
      if let view = value as? UIView { controller.view = view }
      return
    case ("dataSource", let table as UITableView):
      table.dataSource = value as? any UITableViewDataSource
      return
    case ("dataSource", let collection as UICollectionView):
      collection.dataSource = value as? any UICollectionViewDataSource
      return
    case ("delegate", let scroll as UIScrollView):
      scroll.delegate = value as? any UIScrollViewDelegate
      return
    case ("delegate", let bar as UISearchBar):
      bar.delegate = value as? any UISearchBarDelegate
      return
    case ("delegate", let recognizer as UIGestureRecognizer):
      recognizer.delegate = value as? any UIGestureRecognizerDelegate
      return
    case ("transitioningDelegate", let controller as UIViewController):
      controller.transitioningDelegate = value as? any UIViewControllerTransitioningDelegate
      return
    default: break
    }
    if !InterfaceBuilderClasses.set(property, on: source, to: value) {
      fail(
        element,
        "this class is not key value coding-compliant for the key \(property): "
          + "\(type(of: source)) declares no @IBOutlet named '\(property)'")
    }
  }

  /// An action from a control or a gesture recognizer to its target's method.
  private func connectAction(_ connection: InterfaceElement, from source: AnyObject) {
    guard let selector = connection.attributes["selector"],
      let target = destination(of: connection)
    else { return }
    guard let send = InterfaceBuilderClasses.action(selector, of: target) else {
      fail(
        connection,
        "\(type(of: target)) has no @IBAction for the selector \(selector) this action sends")
    }
    if let control = source as? UIControl {
      let events = InterfaceViews.controlEvents(connection.attributes["eventType"])
      control.addAction(target: target, events: events) { send($0) }
    } else if let recognizer = source as? UIGestureRecognizer {
      recognizer.append(target) { send($0) }
    } else if let item = source as? UIBarButtonItem {
      item.connect(target: target) { send($0) }
    }
  }

  /// A segue: a view controller keeps it by identifier for `performSegue(withIdentifier:)`;
  /// a control, a cell or a gesture recognizer triggers it when tapped, selected or recognized.
  private func attachSegue(
    _ connection: InterfaceElement, to source: AnyObject, element: InterfaceElement
  ) {
    guard let kind = connection.attributes["kind"], kind != "relationship" else { return }
    if kind == "embed" {
      guard let container = source as? UIView else { return }
      embedded.append((connection, container))
      return
    }
    let template = SegueTemplate(element: connection, load: self)
    switch source {
    case let controller as UIViewController:
      if let identifier = connection.attributes["identifier"] {
        controller.segueTemplates[identifier] = template
      }
    case let control as UIControl:
      control.addAction(target: control, events: .touchUpInside) { sender in
        template.trigger(sender: sender, from: control)
      }
    case let recognizer as UIGestureRecognizer:
      recognizer.append(recognizer) { sender in
        template.trigger(sender: sender, from: recognizer.view)
      }
    case let item as UIBarButtonItem:
      // A bar button item is no view: the segue starts from the scene's view controller.
      let scene = sceneViewController
      item.connect(target: scene) { [weak scene] sender in
        template.trigger(sender: sender, from: scene?.viewIfLoaded)
      }
    case let cell as UIView:
      cell.selectionSegue = template
    default: break
    }
  }
}
