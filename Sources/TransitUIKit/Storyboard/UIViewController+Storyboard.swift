import Foundation
import TransitInterfaceBuilder
import TransitTrace

/// Where a view controller's view comes from: its scene's element and the load that made it.
@preconcurrency @MainActor
struct InterfaceSource {
  let element: InterfaceElement
  let load: InterfaceLoad
}

extension UIViewController {
  /// Mirrors `storyboard`: the storyboard the view controller was made from.
  public var storyboard: UIStoryboard? { storyboardIfLoaded }

  /// Mirrors `nibName`: the name given, or the nib found for the class.
  public var nibName: String? { requestedNibName ?? nibToLoad().map { $0.index.document.name } }

  /// The nib `loadView()` loads: the one named, else one named as the class, or as the class
  /// without "Controller" (Apple's UIViewController.nibName page).
  func nibToLoad() -> UINib? {
    if let name = requestedNibName { return UINib.named(name) }
    guard interfaceSource == nil else { return nil }
    let name = String(describing: type(of: self))
    if let nib = UINib.named(name) { return nib }
    if name.hasSuffix("Controller") {
      return UINib.named(String(name.dropLast("Controller".count)))
    }
    return nil
  }

  /// `shouldPerformSegue(withIdentifier:sender:)`, asked by UIKit, logged.
  func askShouldPerformSegue(_ identifier: String, sender: Any?) -> Bool {
    guard let simulator = EngineContext.current else {
      return shouldPerformSegue(withIdentifier: identifier, sender: sender)
    }
    return simulator.getter(
      .shouldPerformSegue, on: self,
      args: ["identifier": .string(identifier), "sender": simulator.senderValue(sender)],
      result: Value.bool
    ) {
      shouldPerformSegue(withIdentifier: identifier, sender: sender)
    }
  }

  /// `prepare(for:sender:)`, called by UIKit before a segue performs, logged.
  func tellPrepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard let simulator = EngineContext.current else { return prepare(for: segue, sender: sender) }
    simulator.callback(
      .prepareForSegue, on: self,
      args: ["segue": simulator.reference(segue), "sender": simulator.senderValue(sender)]
    ) {
      prepare(for: segue, sender: sender)
    }
  }

  /// The segue's `perform()`, called by UIKit: a custom segue's code is the segue's own, so
  /// the calls it makes name it as their caller; a built-in kind's are UIKit's.
  func performSegueTransition(_ segue: UIStoryboardSegue) {
    guard let simulator = EngineContext.current else { return segue.perform() }
    if type(of: segue) == UIStoryboardSegue.self {
      simulator.asUIKit(transition: nil) { segue.perform() }
    } else {
      simulator.asCode(of: segue) { segue.perform() }
    }
  }
}

extension Simulator {
  /// A segue's sender as the log writes it: a view's id, an object's participant id, or null.
  func senderValue(_ sender: Any?) -> Value {
    guard let sender, Mirror(reflecting: sender).displayStyle == .class else { return .null }
    if let view = sender as? UIView { return reference(view) }
    return reference(sender as AnyObject)
  }
}
