import Foundation
import TransitInterfaceBuilder

/// Mirrors `UIStoryboard`: a storyboard `transit run` was given, by name, whose scenes make
/// view controllers of the developer's classes, with their views, outlets, actions and segues.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  let index: InterfaceIndex

  /// Mirrors `init(name:bundle:)`: the storyboard file of that name (without `.storyboard`)
  /// among those given to `transit run`. UIKit raises an exception for one it cannot find; so
  /// does this, naming the storyboards it has.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    guard let index = InterfaceBuilderClasses.documents[name], index.document.kind == .storyboard
    else {
      let known = InterfaceBuilderClasses.documents.values.filter {
        $0.document.kind == .storyboard
      }
      .map(\.document.name).sorted()
      preconditionFailure(
        "Could not find a storyboard named '\(name)'; transit run was given "
          + (known.isEmpty ? "none" : known.joined(separator: ", ")))
    }
    self.index = index
    super.init()
  }

  /// Mirrors `instantiateInitialViewController()`.
  open func instantiateInitialViewController() -> UIViewController? {
    index.initialViewController.map {
      InterfaceLoad(index: index, storyboard: self).viewController($0)
    }
  }

  /// Mirrors `instantiateViewController(withIdentifier:)`: UIKit raises an exception when no
  /// scene has the identifier; so does this.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    guard let element = index.identifiers[identifier] else {
      preconditionFailure(
        "Storyboard '\(index.document.name)' doesn't contain a view controller with identifier "
          + "'\(identifier)'")
    }
    return InterfaceLoad(index: index, storyboard: self).viewController(element)
  }

  /// Mirrors `instantiateViewController(identifier:)` (iOS 13).
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String
  ) -> ViewController {
    guard let made = instantiateViewController(withIdentifier: identifier) as? ViewController
    else {
      preconditionFailure("the view controller '\(identifier)' is not a \(ViewController.self)")
    }
    return made
  }

  /// Mirrors `instantiateInitialViewController(creator:)`, without the creator's coder.
  public func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    instantiateInitialViewController() as? ViewController
  }

  /// The view controller a storyboard makes for class `name`, as an app's main storyboard
  /// starts it: the initial view controller of a storyboard whose containers lead to a scene of
  /// that class (its relationship segues), else that scene's view controller; nil when no
  /// storyboard has a scene of the class.
  public static func makeViewController(ofClass name: String) -> UIViewController? {
    guard let (storyboard, scene) = scene(ofClass: name) else { return nil }
    if let initial = storyboard.index.initialViewController,
      leads(from: initial, to: scene, in: storyboard.index)
    {
      return InterfaceLoad(index: storyboard.index, storyboard: storyboard).viewController(initial)
    }
    return InterfaceLoad(index: storyboard.index, storyboard: storyboard).viewController(scene)
  }

  /// Whether `start` is `target`, or holds it through relationship segues.
  private static func leads(
    from start: InterfaceElement, to target: InterfaceElement, in index: InterfaceIndex
  ) -> Bool {
    var pending = [start]
    var seen: Set<ObjectIdentifier> = []
    while let element = pending.popLast() {
      if element === target { return true }
      guard seen.insert(ObjectIdentifier(element)).inserted else { continue }
      for segue in element.child("connections")?.children("segue") ?? []
      where segue.attributes["kind"] == "relationship" {
        if let id = segue.attributes["destination"], let next = index.elements[id] {
          pending.append(next)
        }
      }
    }
    return false
  }

  /// The scene element of the view controller of class `name`, if a scene has one.
  static func scene(ofClass name: String) -> (UIStoryboard, InterfaceElement)? {
    for (documentName, index) in InterfaceBuilderClasses.documents.sorted(by: { $0.key < $1.key })
    where index.document.kind == .storyboard {
      var found: InterfaceElement?
      index.document.root.walk { element in
        if found == nil, element.attributes["customClass"] == name,
          InterfaceIndex.viewControllerElements.contains(element.name)
        {
          found = element
        }
      }
      if let found { return (UIStoryboard(name: documentName, bundle: nil), found) }
    }
    return nil
  }
}

/// Mirrors `UINib`: a nib `transit run` was given, by name.
@preconcurrency @MainActor
open class UINib: NSObject {
  let index: InterfaceIndex

  init(index: InterfaceIndex) {
    self.index = index
    super.init()
  }

  /// Mirrors `init(nibName:bundle:)`.
  public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
    guard let index = InterfaceBuilderClasses.documents[name], index.document.kind == .nib else {
      preconditionFailure("Could not load NIB in bundle with name '\(name)'")
    }
    self.init(index: index)
  }

  /// Mirrors `instantiate(withOwner:options:)`: the nib's top-level objects, its outlets
  /// connected to `owner`.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil)
    -> [Any]
  {
    InterfaceLoad(index: index, storyboard: nil).nibObjects(owner: ownerOrNil as AnyObject?)
  }

  /// The nib named `name`, if `transit run` was given one.
  static func named(_ name: String) -> UINib? {
    InterfaceBuilderClasses.documents[name].flatMap {
      $0.document.kind == .nib ? UINib(index: $0) : nil
    }
  }
}

extension Bundle {
  /// Mirrors UIKit's `loadNibNamed(_:owner:options:)`. Its isolation is `@preconcurrency`, as
  /// UIKit's is imported, so a nonisolated helper (a `NibLoadable` protocol's extension) may
  /// call it in Swift 5 mode.
  @preconcurrency @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [String: Any]? = nil) -> [Any]? {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}
