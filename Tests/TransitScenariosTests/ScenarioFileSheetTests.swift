import Foundation
import Testing
import TransitScenarios
import TransitTestSupport
import TransitTrace

/// The scenario-file keys for the presentation styles of iOS 13 and 15: a sheet's detents
/// (`UISheetPresentationController`), `isModalInPresentation`, a popover's source view, and the
/// `UIAdaptivePresentationControllerDelegate` that hears adaptation and the swipe down.
@MainActor
@Suite("Scenario file sheets and popovers")
struct ScenarioFileSheetTests {
  /// The calls of a file's run as `caller → receiver name`, from the first call named `name`.
  static func calls(_ text: String, from name: CallName? = nil) throws -> [String] {
    let log = RecordBuffer()
    try ScenarioFiles.load(text: text, path: "f.yaml").trace(to: log)
    let events = log.events
    let start = name.flatMap { name in events.firstIndex { $0.call?.name == name } } ?? 0
    return events[start...].compactMap { event in
      event.orderCall.map { call in
        "\(call.callerID) → \(call.receiver) \(call.name)"
          + (call.args["newValue"].map { " = \($0)" } ?? "")
          + (call.result.map { " -> \($0)" } ?? "")
      }
    }
  }

  static let sheet = """
    viewControllers:
      HomeViewController:
        root: true
        views:
          openButton: {frame: [0, 0, 44, 44], onTap: {present: SheetViewController}}
      SheetViewController:
        sheetPresentationController:
          detents: [{custom: small, height: 200}, medium, large]
          selectedDetentIdentifier: medium
          largestUndimmedDetentIdentifier: medium
          prefersGrabberVisible: false
          delegate: SheetDelegate
        views:
          growButton:
            frame: [0, 0, 44, 44]
            onTap: {animateChanges: {selectedDetentIdentifier: large}}
    presentationControllerDelegates:
      SheetDelegate:
        presentationControllerShouldDismiss: false
        presentationControllerDidAttemptToDismiss: true
        sheetPresentationControllerDidChangeSelectedDetentIdentifier: true
    steps:
      - tap: openButton
      - tap: growButton
      - selectedDetentIdentifier: small
      - pan: {on: SheetViewController, translation: [0, 500]}
    """

  /// Changes in code tell the delegate nothing; a delegate that answers false keeps the sheet.
  @Test("the presenter sets the sheet up before present, and changes it in code")
  func sheet() throws {
    let calls = try Self.calls(Self.sheet, from: .detents)
    #expect(
      Array(calls.prefix(5)) == [
        "vc.home → pc.sheet detents = [small, com.apple.UIKit.medium, com.apple.UIKit.large]",
        "vc.home → pc.sheet selectedDetentIdentifier = com.apple.UIKit.medium",
        "vc.home → pc.sheet largestUndimmedDetentIdentifier = com.apple.UIKit.medium",
        "vc.home → pc.sheet prefersGrabberVisible = false",
        "vc.home → vc.home present(_:animated:completion:)",
      ])
    let afterPresent = try Self.calls(Self.sheet, from: .animateChanges)
    #expect(
      afterPresent == [
        "vc.sheet → pc.sheet animateChanges(_:)", "uikit → vc.sheet changes()",
        "vc.sheet → pc.sheet selectedDetentIdentifier = com.apple.UIKit.large",
        "app → pc.sheet selectedDetentIdentifier = small",
        "uikit → vc.sheet isModalInPresentation -> false",
        "uikit → object.sheet presentationControllerShouldDismiss(_:) -> false",
        "uikit → object.sheet presentationControllerDidAttemptToDismiss(_:)",
      ])
  }

  static let adapted = """
    viewControllers:
      HomeViewController:
        root: true
        views:
          openButton: {frame: [0, 0, 44, 44], onTap: {present: PickerViewController}}
      PickerViewController:
        modalPresentationStyle: popover
        popoverPresentationController: {sourceView: openButton, delegate: PickerDelegate}
    presentationControllerDelegates:
      PickerDelegate:
        adaptivePresentationStyle: pageSheet
        prepare: true
        willPresentWithAdaptiveStyle: true
        presentationControllerWillDismiss: true
        presentationControllerDidDismiss: true
    steps:
      - tap: openButton
      - pan: {on: PickerViewController, translation: [0, 800], steps: 4}
    """

  @Test("a popover adapted by its delegate: prepare, willPresent, then the swipe down of a sheet")
  func adaptedPopover() throws {
    let delegateCalls = try Self.calls(Self.adapted).filter { $0.contains("object.picker") }
    #expect(
      delegateCalls == [
        "uikit → object.picker adaptivePresentationStyle(for:traitCollection:) -> pageSheet",
        "uikit → object.picker presentationController(_:prepare:)",
        "uikit → object.picker presentationController(_:willPresentWithAdaptiveStyle:"
          + "transitionCoordinator:)",
        "uikit → object.picker presentationControllerWillDismiss(_:)",
        "uikit → object.picker presentationControllerDidDismiss(_:)",
      ])
  }

  @Test("presentationController's delegate, on any style, and isModalInPresentation")
  func anyStyleDelegate() throws {
    let text = """
      viewControllers:
        HomeViewController:
          root: true
          views:
            openButton: {frame: [0, 0, 44, 44], onTap: {present: FormViewController}}
        FormViewController:
          modalPresentationStyle: formSheet
          isModalInPresentation: true
          presentationController: {delegate: FormDelegate}
      presentationControllerDelegates:
        FormDelegate:
          presentationControllerShouldDismiss: true
          presentationControllerDidAttemptToDismiss: true
      steps:
        - tap: openButton
        - pan: {on: FormViewController, translation: [0, 800], steps: 4}
      """
    #expect(
      try Self.calls(text, from: .isModalInPresentation) == [
        "uikit → vc.form isModalInPresentation -> true",
        "uikit → object.form presentationControllerDidAttemptToDismiss(_:)",
      ])
  }

  @Test(
    "sheet and popover mistakes are refused with their line and column",
    arguments: [
      FileEdit(
        replacing: "  SheetViewController:\n",
        with: "  SheetViewController:\n    modalPresentationStyle: fullScreen\n",
        error: "f.yaml:8:5: SheetViewController is presented as fullScreen, so its "
          + "sheetPresentationController is nil; a sheet needs modalPresentationStyle pageSheet, "
          + "formSheet or the default"),
      FileEdit(
        replacing: "selectedDetentIdentifier: medium",
        with: "selectedDetentIdentifier: tall",
        error: "f.yaml:9:33: 'tall' is not one of the sheet's detents: small, medium, large"),
      FileEdit(
        replacing: "detents: [{custom: small, height: 200}, medium, large]",
        with: "detents: [medium, large, medium]",
        error: "f.yaml:8:32: the detent 'medium' is listed twice"),
      FileEdit(
        replacing: "{custom: small, height: 200}", with: "{custom: large, height: 200}",
        error: "f.yaml:8:26: 'large' is UIKit's own detent; write it alone: medium, large or "
          + "{custom: identifier, height: points}"),
      FileEdit(
        replacing: "{custom: small, height: 200}", with: "{custom: small}",
        error: "f.yaml:8:17: a custom detent needs both: {custom: identifier, height: points}"),
      FileEdit(
        replacing: "{custom: small, height: 200}", with: "tall",
        error: "f.yaml:8:17: a detent (medium, large or {custom: identifier, height: points}) "
          + "must be one of: medium, large; found 'tall'"),
      FileEdit(
        replacing: "      delegate: SheetDelegate", with: "      delegate: SheetDelegat",
        error: "f.yaml:12:17: 'SheetDelegat' is not a presentation controller delegate; "
          + "declared: SheetDelegate"),
      FileEdit(
        replacing: "    views:\n      growButton:",
        with: "    popoverPresentationController: {sourceView: openButton}\n    views:\n"
          + "      growButton:",
        error: "f.yaml:13:5: a view controller has one presentation controller; set it up "
          + "under one of sheetPresentationController, popoverPresentationController, "
          + "presentationController"),
      FileEdit(
        replacing: "onTap: {animateChanges: {selectedDetentIdentifier: large}}",
        with: "onTap: {selectedDetentIdentifier: large, animated: true}",
        error: "f.yaml:16:50: a sheet's change takes no 'animated'; to animate it, write it "
          + "inside animateChanges: {animateChanges: {selectedDetentIdentifier: large}}"),
      FileEdit(
        replacing: "onTap: {animateChanges: {selectedDetentIdentifier: large}}",
        with: "onTap: {animateChanges: {}}",
        error: "f.yaml:16:33: animateChanges changes the sheet: {selectedDetentIdentifier: "
          + "large} or {largestUndimmedDetentIdentifier: medium}"),
      FileEdit(
        replacing: "  - selectedDetentIdentifier: small",
        with: "  - selectedDetentIdentifier: tiny",
        error: "f.yaml:25:31: 'tiny' is not one of the presented sheet's detents: small, "
          + "medium, large"),
      FileEdit(
        replacing: "  - tap: openButton\n", with: "  - selectedDetentIdentifier: small\n",
        error: "f.yaml:23:5: step 1 changes a sheet, but no sheet is presented at this point"),
      FileEdit(
        replacing: "    presentationControllerShouldDismiss: false",
        with: "    presentationControllerShouldDismis: false",
        error: "f.yaml:19:5: unknown key 'presentationControllerShouldDismis' in presentation "
          + "controller delegate 'SheetDelegate' (list only the methods it implements); "
          + "expected one of: adaptivePresentationStyle, prepare, willPresentWithAdaptiveStyle, "
          + "presentationControllerShouldDismiss, presentationControllerDidAttemptToDismiss, "
          + "presentationControllerWillDismiss, presentationControllerDidDismiss, "
          + "sheetPresentationControllerDidChangeSelectedDetentIdentifier"),
    ])
  func refusedSheet(edit: FileEdit) {
    edit.expectRefused(in: Self.sheet, path: "f.yaml")
  }

  @Test(
    "popover and delegate mistakes are refused with their line and column",
    arguments: [
      FileEdit(
        replacing: "{sourceView: openButton, delegate: PickerDelegate}",
        with: "{delegate: PickerDelegate}",
        error: "f.yaml:8:36: a popover needs a sourceView, the id of a view of the presenting "
          + "screen; UIKit refuses to present one without it"),
      FileEdit(
        replacing: "{sourceView: openButton,", with: "{sourceView: closeButton,",
        error: "f.yaml:8:49: there is no view 'closeButton' for the popover to point at"),
      FileEdit(
        replacing: "    modalPresentationStyle: popover\n", with: "",
        error: "f.yaml:7:5: PickerViewController is presented as automatic, so its "
          + "popoverPresentationController is nil; a popover needs modalPresentationStyle: "
          + "popover"),
      FileEdit(
        replacing: "adaptivePresentationStyle: pageSheet",
        with: "adaptivePresentationStyle: sideways",
        error: "f.yaml:11:32: adaptivePresentationStyle (the style to use, or none to keep it) "
          + "must be one of: fullScreen, overFullScreen, formSheet, pageSheet, none; found "
          + "'sideways'"),
      FileEdit(
        replacing: "{sourceView: openButton, delegate: PickerDelegate}",
        with: "{sourceView: doneButton, delegate: PickerDelegate}\n"
          + "    views: {doneButton: {frame: [0, 0, 44, 44]}}",
        error: "f.yaml:8:49: the popover points at 'doneButton', which is not on screen when "
          + "PickerViewController is presented"),
      FileEdit(
        replacing: "adaptivePresentationStyle: pageSheet",
        with: "adaptivePresentationStyle: [formSheet, custom]",
        error: "f.yaml:11:44: adaptivePresentationStyle (the style to use, or none to keep it) "
          + "must be one of: fullScreen, overFullScreen, formSheet, pageSheet, none; found "
          + "'custom'"),
      FileEdit(
        replacing: "adaptivePresentationStyle: pageSheet",
        with: "adaptivePresentationStyle: []",
        error: "f.yaml:11:32: adaptivePresentationStyle needs an answer"),
      FileEdit(
        replacing: "  PickerDelegate:", with: "  HomeViewController:",
        error: "f.yaml:10:3: 'HomeViewController' is already declared as a view controller"),
    ])
  func refusedPopover(edit: FileEdit) {
    edit.expectRefused(in: Self.adapted, path: "f.yaml")
  }
}
