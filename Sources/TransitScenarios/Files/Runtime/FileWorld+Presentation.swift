import Foundation
import TransitUIKit

// Sheets, popovers and the presentation controller's delegate: set up on a new view controller
// as the presenter's code does before `present` (ModernStyles' FiltersHomeViewController).
extension FileWorld {
  /// Sets what the file gives on the view controller's presentation controller, read through
  /// `sheetPresentationController`, `popoverPresentationController` or
  /// `presentationController`, then `isModalInPresentation`. The sheet's properties are set in
  /// the order apps write them: detents first, then what depends on them, then the delegate.
  func setUpPresentation(of controller: UIViewController, _ spec: ScenarioFile.ViewControllerSpec) {
    switch spec.presentation {
    case .sheet(let setup)?:
      guard let sheet = controller.sheetPresentationController else { break }
      if let detents = setup.detents { sheet.detents = detents.map(Self.detent) }
      if let selected = setup.selectedDetentIdentifier {
        sheet.selectedDetentIdentifier = Self.identifier(selected.name)
      }
      if let undimmed = setup.largestUndimmedDetentIdentifier {
        sheet.largestUndimmedDetentIdentifier = Self.identifier(undimmed.name)
      }
      if let grabber = setup.prefersGrabberVisible { sheet.prefersGrabberVisible = grabber }
      if let delegate = setup.delegate {
        sheet.delegate = presentationControllerDelegate(named: delegate.name)
      }
    case .popover(let setup)?:
      guard let popover = controller.popoverPresentationController else { break }
      // UIKit raises an exception when a popover is presented without a source (Apple's
      // UIPopoverPresentationController page); the view must be on screen to point at.
      guard let source = registeredView(setup.sourceView.name), source.window != nil else {
        fail(
          setup.sourceView.position,
          "the popover points at '\(setup.sourceView.name)', which is not on screen when "
            + "\(spec.className) is presented")
        break
      }
      popover.sourceView = source
      if let delegate = setup.delegate {
        popover.delegate = presentationControllerDelegate(named: delegate.name)
      }
    case .any(let delegate)?:
      controller.presentationController?.delegate = presentationControllerDelegate(
        named: delegate.name)
    case nil:
      break
    }
    if spec.isModalInPresentation { controller.isModalInPresentation = true }
  }

  static func detent(_ detent: ScenarioFile.Detent) -> UISheetPresentationController.Detent {
    switch detent {
    case .medium: .medium()
    case .large: .large()
    case .custom(let identifier, let height):
      .custom(identifier: .init(identifier)) { _ in height }
    }
  }

  /// UIKit's identifiers for `medium` and `large`, the file's name for a custom one.
  static func identifier(_ name: String) -> UISheetPresentationController.Detent.Identifier {
    switch name {
    case "medium": .medium
    case "large": .large
    default: .init(name)
    }
  }

  /// Changes a presented sheet in code: `owner`'s, for a tap on one of its views, or the sheet
  /// on top, for a step. Fails when there is no sheet, or it has no such detent.
  func changeSheet(_ change: ScenarioFile.SheetChange, of screen: UIViewController?) {
    // A screen inside a container changes the sheet its container is presented in.
    var owner = screen
    while let parent = owner?.parent { owner = parent }
    guard let owner, owner.presentingViewController != nil,
      let sheet = owner.sheetPresentationController
    else {
      fail(
        change.position,
        "the sheet's detents change, but no sheet is presented at this point"
          + (screen.map { " from \(($0 as? DeclaredClassName)?.declaredClassName ?? "it")" } ?? ""))
      return
    }
    let identifiers = sheet.detents.map(\.identifier)
    for ref in [change.selectedDetentIdentifier, change.largestUndimmedDetentIdentifier]
    where ref != nil && !identifiers.contains(Self.identifier(ref!.name)) {
      fail(
        ref!.position,
        "'\(ref!.name)' is not one of the presented sheet's detents: "
          + identifiers.map(Self.name).joined(separator: ", "))
      return
    }
    let apply = {
      if let selected = change.selectedDetentIdentifier {
        sheet.selectedDetentIdentifier = Self.identifier(selected.name)
      }
      if let undimmed = change.largestUndimmedDetentIdentifier {
        sheet.largestUndimmedDetentIdentifier = Self.identifier(undimmed.name)
      }
    }
    if change.animated { sheet.animateChanges(apply) } else { apply() }
  }

  /// The file's name for a detent identifier.
  static func name(_ identifier: UISheetPresentationController.Detent.Identifier) -> String {
    switch identifier {
    case .medium: "medium"
    case .large: "large"
    default: identifier.rawValue
    }
  }
}
