import Foundation
import TransitInterfaceBuilder

/// Mirrors `UIStoryboardSegue`: a transition from one view controller to another that a
/// storyboard describes. `perform()` does what its kind says (present, push or show); a
/// subclass (a storyboard's custom segue) overrides it, as on iOS.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  public let identifier: String?
  public let source: UIViewController
  public let destination: UIViewController
  /// What the storyboard's `kind` says the default `perform()` does.
  var kind = "custom"
  var animates = true
  private var handler: (() -> Void)?

  public required init(
    identifier: String?, source: UIViewController, destination: UIViewController
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
  }

  /// Mirrors `init(identifier:source:destination:performHandler:)`.
  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    handler = performHandler
  }

  /// Mirrors `perform()`: presents the destination (`presentation`), pushes it onto the
  /// source's navigation controller (`push`), or, for `show`, pushes it when the source is in
  /// a navigation controller and presents it otherwise, as `show(_:sender:)` does.
  open func perform() {
    if let handler { return handler() }
    switch kind {
    case "unwind":
      unwind()
    case "show", "push", "showDetail":
      if let navigation = source.navigationController {
        navigation.pushViewController(destination, animated: animates)
      } else {
        source.present(destination, animated: animates)
      }
    default:
      source.present(destination, animated: animates)
    }
  }

  /// An unwind segue's own transition: back to the destination, dismissing what it presented,
  /// or popping to it.
  private func unwind() {
    if let navigation = destination.navigationController,
      navigation.viewControllers.contains(where: { $0 === destination }),
      navigation.topViewController !== destination, source.presentingViewController == nil
    {
      navigation.popToViewController(destination, animated: animates)
    } else {
      // The view controller that presented what lies above the destination dismisses it: the
      // destination, or the container around it that presented.
      var presenter = destination
      while presenter.modalChild == nil, let parent = presenter.parent {
        presenter = parent
      }
      presenter.dismiss(animated: animates)
    }
  }
}

/// A segue a storyboard describes, made each time it is performed.
@preconcurrency @MainActor
final class SegueTemplate {
  let element: InterfaceElement
  let load: InterfaceLoad

  init(element: InterfaceElement, load: InterfaceLoad) {
    self.element = element
    self.load = load
  }

  var identifier: String? { element.attributes["identifier"] }

  /// A control, a cell or a recognizer triggered it: UIKit asks the source view controller
  /// `shouldPerformSegue(withIdentifier:sender:)` first (Apple's page: not for
  /// `performSegue(withIdentifier:sender:)`), then performs it.
  func trigger(sender: Any?, from view: UIView?) {
    guard let source = view.flatMap(Self.controller(of:)) else { return }
    guard let simulator = EngineContext.current else {
      return performTriggered(from: source, sender: sender)
    }
    // UIKit performs the segue: the calls it makes are UIKit's, not the control's.
    simulator.asUIKit(transition: nil) { performTriggered(from: source, sender: sender) }
  }

  private func performTriggered(from source: UIViewController, sender: Any?) {
    if let identifier {
      guard source.askShouldPerformSegue(identifier, sender: sender) else { return }
    }
    perform(from: source, sender: sender)
  }

  /// Makes the destination and the segue, tells the source `prepare(for:sender:)`, and
  /// performs it (Apple's UIViewController.prepare(for:sender:) and performSegue pages).
  func perform(from source: UIViewController, sender: Any?) {
    if element.attributes["kind"] == "unwind" { return performUnwind(from: source, sender: sender) }
    guard let id = element.attributes["destination"], let target = load.index.elements[id] else {
      return
    }
    let destination = InterfaceLoad(index: load.index, storyboard: load.storyboard)
      .viewController(target)
    let segue = make(source: source, destination: destination)
    if let style = element.attributes["modalPresentationStyle"] {
      destination.modalPresentationStyle = InterfaceAttributes.presentationStyle(style)
    }
    source.tellPrepare(for: segue, sender: sender)
    source.performSegueTransition(segue)
  }

  private func make(source: UIViewController, destination: UIViewController) -> UIStoryboardSegue {
    let segue: UIStoryboardSegue
    if let name = element.attributes["customClass"] {
      guard case .segue(let make)? = InterfaceBuilderClasses.makers[name] else {
        load.fail(element, "no segue class '\(name)' was compiled")
      }
      segue = make(identifier, source, destination)
    } else {
      segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
    }
    segue.kind = element.attributes["kind"] ?? "custom"
    segue.animates = element.attributes["animates"] != "NO"
    return segue
  }

  /// An unwind segue: the nearest view controller back along the presenting and navigation
  /// chain whose class has the action hears it after the source's `prepare(for:sender:)`, then
  /// the transition back runs (Apple, "Dismissing a View Controller with an Unwind Segue").
  private func performUnwind(from source: UIViewController, sender: Any?) {
    guard let action = element.attributes["unwindAction"] else { return }
    var candidate: UIViewController? = source
    var destination: (UIViewController, (Any?) -> Void)?
    while let current = candidate, destination == nil {
      // A container offers its children first, the top one first, then itself.
      var chain: [UIViewController] = []
      if let navigation = current as? UINavigationController {
        chain = navigation.viewControllers.reversed()
      } else if let tabs = current as? UITabBarController {
        chain = (tabs.selectedViewController.map { [$0] } ?? [])
      } else if let navigation = current.navigationController {
        chain = navigation.viewControllers.reversed()
      }
      for controller in chain + [current] where controller !== source {
        if let send = InterfaceBuilderClasses.action(action, of: controller) {
          destination = (controller, send)
          break
        }
      }
      candidate = current.presentingViewController
    }
    guard let (target, send) = destination else { return }
    let segue = make(source: source, destination: target)
    segue.kind = "unwind"
    source.tellPrepare(for: segue, sender: sender)
    send(segue)
    source.performSegueTransition(segue)
  }

  /// The view controller whose view holds `view`.
  static func controller(of view: UIView) -> UIViewController? {
    var candidate: UIView? = view
    while let current = candidate {
      if let owner = current.owningViewController { return owner }
      candidate = current.superview
    }
    return nil
  }
}
