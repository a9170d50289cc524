import Foundation
import TransitUIKit

/// A presentation controller's delegate a scenario file describes: a
/// `UIAdaptivePresentationControllerDelegate`, and a `UISheetPresentationControllerDelegate`
/// for a sheet. It implements exactly the methods the file lists; for the others it declines,
/// as an unimplemented optional method does in UIKit, and UIKit neither calls nor logs them.
@MainActor
final class FilePresentationControllerDelegate: UISheetPresentationControllerDelegate,
  DeclaredClassName
{
  let spec: ScenarioFile.PresentationControllerDelegateSpec
  /// How many times `adaptivePresentationStyle(for:traitCollection:)` has answered.
  private var answered = 0

  init(spec: ScenarioFile.PresentationControllerDelegateSpec) {
    self.spec = spec
  }

  var declaredClassName: String { spec.className }

  /// The file's answers in turn; once they run out, the last one again.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    guard let answers = spec.adaptivePresentationStyle else {
      OptionalRequirement.notImplemented()
      return .none
    }
    defer { answered += 1 }
    return answers[min(answered, answers.count - 1)]
  }

  func presentationController(
    _ presentationController: UIPresentationController,
    prepare adaptivePresentationController: UIPresentationController
  ) {
    if !spec.prepare { OptionalRequirement.notImplemented() }
  }

  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {
    if !spec.willPresentWithAdaptiveStyle { OptionalRequirement.notImplemented() }
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    guard let answer = spec.shouldDismiss else {
      OptionalRequirement.notImplemented()
      return true
    }
    return answer
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    if !spec.didAttemptToDismiss { OptionalRequirement.notImplemented() }
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    if !spec.willDismiss { OptionalRequirement.notImplemented() }
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    if !spec.didDismiss { OptionalRequirement.notImplemented() }
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    if !spec.didChangeSelectedDetentIdentifier { OptionalRequirement.notImplemented() }
  }
}
