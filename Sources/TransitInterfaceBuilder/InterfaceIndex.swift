import Foundation

/// What a document holds, indexed: every element by id, the scenes' view controllers by
/// storyboard identifier, the initial view controller, and the classes of the developer's it
/// names; checked so that every reference (an outlet's, an action's, a segue's destination)
/// names an element the document has.
public struct InterfaceIndex: Sendable {
  public let document: InterfaceDocument
  /// Every element with an id.
  public let elements: [String: InterfaceElement]
  /// A storyboard's view controllers by storyboard identifier.
  public let identifiers: [String: InterfaceElement]
  /// The storyboard's initial view controller.
  public let initialViewController: InterfaceElement?
  /// Each custom class the document names, with the element that names it.
  public let customClasses: [CustomClass]

  /// A class of the developer's (`customClass`), where the document names it.
  public struct CustomClass: Sendable, Equatable {
    public let name: String
    public let module: String?
    /// What it is made as: a view controller, a view, a segue, an object, a gesture recognizer.
    public let role: Role
    public let line: Int
    public let column: Int
  }

  /// How an element of a class is made.
  public enum Role: String, Sendable {
    case viewController, view, cell, segue, object, gestureRecognizer, layout
  }

  /// Element names UIKit's view controllers are saved under.
  public static let viewControllerElements: Set<String> = [
    "viewController", "tableViewController", "collectionViewController", "navigationController",
    "tabBarController", "pageViewController", "splitViewController", "viewControllerPlaceholder",
    "hostingController",
  ]

  public init(_ document: InterfaceDocument) throws {
    self.document = document
    var elements: [String: InterfaceElement] = [:]
    var identifiers: [String: InterfaceElement] = [:]
    var classes: [CustomClass] = []
    var references: [(String, InterfaceElement)] = []
    var problem: InterfaceBuilderError?
    document.root.walk { element in
      guard problem == nil else { return }
      if let id = element.id, element.name != "segue" || element.attributes["kind"] != nil {
        if element.name != "rect", element.name != "color", elements[id] == nil {
          elements[id] = element
        }
      }
      if Self.viewControllerElements.contains(element.name),
        let identifier = element.attributes["storyboardIdentifier"]
      {
        identifiers[identifier] = element
      }
      if element.attributes["customClass"] == nil,
        let name = Self.frameworkViewClasses[element.name]
      {
        // A framework's view Linux lacks is made of the app's own stand-in, where it has one.
        classes.append(
          CustomClass(
            name: name, module: nil, role: .view, line: element.line, column: element.column))
      } else if let name = element.attributes["customClass"], element.name != "placeholder" {
        // A placeholder is never made from the document: the File's Owner is the object the
        // nib is loaded for (a view controller made with its own initializer, which need not
        // be `init()`), the first responder and a storyboard's exit are UIKit's.
        guard Self.isIdentifier(name) else {
          problem = InterfaceBuilderError(
            path: document.path, line: element.line, column: element.column,
            message: "customClass '\(name)' is not a Swift class name")
          return
        }
        classes.append(
          CustomClass(
            name: name, module: element.attributes["customModule"], role: Self.role(of: element),
            line: element.line, column: element.column))
      }
      switch element.name {
      case "outlet", "outletCollection", "action", "segue":
        if let destination = element.attributes["destination"] {
          references.append((destination, element))
        }
      default: break
      }
    }
    if let problem { throw problem }
    for (destination, element) in references where elements[destination] == nil {
      throw InterfaceBuilderError(
        path: document.path, line: element.line, column: element.column,
        message: "<\(element.name)> names destination '\(destination)', which no element has")
    }
    var initial: InterfaceElement?
    if let id = document.root.attributes["initialViewController"] {
      guard let element = elements[id] else {
        throw InterfaceBuilderError(
          path: document.path, line: document.root.line, column: document.root.column,
          message: "the initial view controller '\(id)' is not in the storyboard")
      }
      initial = element
    }
    self.elements = elements
    self.identifiers = identifiers
    self.initialViewController = initial
    self.customClasses = classes
  }

  /// The views of Apple's frameworks other than UIKit that Interface Builder saves under an
  /// element of their own (MapKit's map, SceneKit's and SpriteKit's views, MetalKit's), by the
  /// class each stands for. Transit has none of them: one is made of a class of that name the
  /// developer's files declare (a stand-in), else as a plain view.
  public static let frameworkViewClasses: [String: String] = [
    "mapView": "MKMapView", "sceneKitView": "SCNView", "skView": "SKView", "mtkView": "MTKView",
  ]

  static func role(of element: InterfaceElement) -> Role {
    if viewControllerElements.contains(element.name) { return .viewController }
    switch element.name {
    case "segue": return .segue
    case "customObject": return .object
    case "tableViewCell", "collectionViewCell", "collectionReusableView": return .cell
    case "collectionViewFlowLayout", "collectionViewLayout": return .layout
    default:
      return element.name.hasSuffix("GestureRecognizer") ? .gestureRecognizer : .view
    }
  }

  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first,
      first == "_" || CharacterSet.letters.contains(first)
    else { return false }
    return name.allSatisfy(\.isASCII)
      && name.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
  }
}
