import Foundation
import TransitInterfaceBuilder

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

  /// `shouldPerformSegue(withIdentifier:sender:)`, asked by UIKit.
  func askShouldPerformSegue(_ identifier: String, sender: Any?) -> Bool {
    shouldPerformSegue(withIdentifier: identifier, sender: sender)
  }

  /// `prepare(for:sender:)`, called by UIKit before a segue performs.
  func tellPrepare(for segue: UIStoryboardSegue, sender: Any?) {
    prepare(for: segue, sender: sender)
  }

  /// The segue's `perform()`, called by UIKit.
  func performSegueTransition(_ segue: UIStoryboardSegue) {
    segue.perform()
  }
}
