import Foundation
import Testing
import TransitTestSupport
import TransitTrace
import TransitUIKit

/// A sheet's delegate that implements every adaptive and sheet call; the test decides whether a
/// swipe may dismiss.
@MainActor
final class SheetDelegate: UISheetPresentationControllerDelegate {
  var allowsDismissal = true

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    allowsDismissal
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

/// `UISheetPresentationController` and the adaptive delegate's dismissal calls
/// (docs/lifecycle.md#facts-sheets).
@MainActor
@Suite("Sheets: detents and swipes")
struct SheetTests {
  /// A medium/large sheet presented with its delegate set through `sheetPresentationController`.
  static func presentSheet(
    _ run: Run, delegate: SheetDelegate, modal: Bool = false
  ) -> PresentedViewController {
    let sheet = PresentedViewController()
    sheet.modalPresentationStyle = .pageSheet
    sheet.isModalInPresentation = modal
    if let controller = sheet.sheetPresentationController {
      controller.detents = [.medium(), .large()]
      controller.prefersGrabberVisible = true
      controller.delegate = delegate
    }
    run.root.present(sheet, animated: true)
    run.device.runUntilIdle()
    return sheet
  }

  /// A drag from the medium detent to the large one is not a transition: the delegate hears
  /// the new detent once, when the finger lifts, and nobody gets an appearance callback
  /// (docs/lifecycle.md#fact-sheet-detent).
  @Test("a drag between detents: one detent call, no appearance callbacks")
  func dragBetweenDetents() throws {
    let delegate = SheetDelegate()
    var seqAfterPresent = 0
    let run = try Run.start { run in
      let sheet = Self.presentSheet(run, delegate: delegate)
      seqAfterPresent = run.log.events.last?.seq ?? 0
      run.device.pan(sheet.view, translation: CGPoint(x: 0, y: -300), duration: 0.3, steps: 3)
      run.device.runUntilIdle()
    }
    let after = run.events.filter { $0.seq > seqAfterPresent }.compactMap { event in
      event.orderCall.map { "\($0.callerID) → \($0.receiver) \($0.name)" }
    }
    #expect(
      after == [
        "uikit → object.sheet sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"
      ])
  }

  /// A swipe below the smallest detent: UIKit reads isModalInPresentation, asks the delegate,
  /// and runs an interactive dismissal that tells it will and did
  /// (docs/lifecycle.md#fact-sheet-dismiss-delegate, #fact-sheet-swipe-order), asked of the
  /// presenting view controller and run on UIKit's own interaction controller and a new sheet
  /// animator, whose property animator completes it (#fact-sheet-swipe-interaction).
  @Test("a swipe past the smallest detent dismisses, telling the delegate")
  func swipeDismisses() throws {
    let delegate = SheetDelegate()
    let run = try Run.start { run in
      let sheet = Self.presentSheet(run, delegate: delegate)
      run.device.pan(sheet.view, translation: CGPoint(x: 0, y: 500), duration: 0.3, steps: 3)
      run.device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 2) == [
        "uikit → vc.presenting dismiss(animated:completion:)",
        "uikit → interactor.sheet wantsInteractiveStart",
        "uikit → object.sheet presentationControllerWillDismiss(_:)",
        "uikit → animator.sheet.2 transitionDuration(using:)",
        "uikit → vc.presented viewWillDisappear(_:)",
        "uikit → animator.sheet.2 transitionDuration(using:)",
        "uikit → interactor.sheet startInteractiveTransition(_:)",
        "interactor.sheet → animator.sheet.2 transitionDuration(using:)",
        "interactor.sheet → animator.sheet.2 interruptibleAnimator(using:)",
        "animator.sheet.2 → propertyAnimator.2 addAnimations(_:)",
        "animator.sheet.2 → propertyAnimator.2 addCompletion(_:)",
        "interactor.sheet → propertyAnimator.2 pauseAnimation()",
        "uikit → animator.sheet.2 interruptibleAnimator(using:)",
        "uikit → interactor.sheet update(_:)",
        "interactor.sheet → propertyAnimator.2 fractionComplete",
        "interactor.sheet → ctx.2 updateInteractiveTransition(_:)",
        "uikit → interactor.sheet update(_:)",
        "interactor.sheet → propertyAnimator.2 fractionComplete",
        "interactor.sheet → ctx.2 updateInteractiveTransition(_:)",
        "uikit → interactor.sheet finish()",
        "interactor.sheet → propertyAnimator.2 isReversed",
        "interactor.sheet → propertyAnimator.2 startAnimation()",
        "interactor.sheet → ctx.2 finishInteractiveTransition()",
        "uikit → interactor.sheet completionSpeed",
        "propertyAnimator.2 → animator.sheet.2 completion(_:)",
        "animator.sheet.2 → ctx.2 transitionWasCancelled",
        "animator.sheet.2 → ctx.2 completeTransition(_:)",
        "ctx.2 → pc.sheet transitionDidFinish(_:)",
        "uikit → vc.presented viewDidDisappear(_:)",
        "uikit → object.sheet presentationControllerDidDismiss(_:)",
      ])
    #expect(
      run.callsOutsideTransitions(after: 0).filter {
        $0.contains("isModal") || $0.contains("ShouldDismiss")
      } == [
        "uikit → vc.presented isModalInPresentation",
        "uikit → object.sheet presentationControllerShouldDismiss(_:)",
      ])
  }

  /// With isModalInPresentation true a swipe only produces didAttemptToDismiss, and the
  /// delegate is not asked (Apple's "Disabling the pull-down gesture for a sheet").
  @Test("a modal sheet refuses the swipe: didAttemptToDismiss, nothing dismissed")
  func modalRefuses() throws {
    let delegate = SheetDelegate()
    let run = try Run.start { run in
      let sheet = Self.presentSheet(run, delegate: delegate, modal: true)
      run.device.pan(sheet.view, translation: CGPoint(x: 0, y: 500), duration: 0.3, steps: 3)
      run.device.runUntilIdle()
    }
    #expect(
      run.callsOutsideTransitions(after: 0) == [
        "uikit → vc.presenting viewDidLoad()",
        "uikit → vc.presenting viewWillAppear(_:)",
        "uikit → vc.presenting viewIsAppearing(_:)",
        "uikit → vc.presenting viewDidAppear(_:)",
        "app → pc.sheet detents",
        "app → pc.sheet prefersGrabberVisible",
        "uikit → vc.presented isModalInPresentation",
        "uikit → object.sheet presentationControllerDidAttemptToDismiss(_:)",
      ])
  }

  /// A dismissal in code tells the delegate neither will nor did (Apple's
  /// presentationControllerDidDismiss(_:) page); the sheet animator's `animateTransition(using:)`
  /// starts its property animator, whose completion completes the transition
  /// (docs/lifecycle.md#fact-system-animators).
  @Test("a dismissal in code does not tell the delegate")
  func codeDismissal() throws {
    let delegate = SheetDelegate()
    let run = try Run.start { run in
      let sheet = Self.presentSheet(run, delegate: delegate)
      sheet.dismiss(animated: true)
      run.device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 2) == [
        "app → vc.presented dismiss(animated:completion:)",
        "uikit → animator.sheet.2 transitionDuration(using:)",
        "uikit → vc.presented viewWillDisappear(_:)",
        "uikit → animator.sheet.2 transitionDuration(using:)",
        "uikit → animator.sheet.2 animateTransition(using:)",
        "animator.sheet.2 → propertyAnimator.2 addAnimations(_:)",
        "animator.sheet.2 → propertyAnimator.2 addCompletion(_:)",
        "animator.sheet.2 → propertyAnimator.2 startAnimation()",
        "uikit → animator.sheet.2 interruptibleAnimator(using:)",
        "propertyAnimator.2 → animator.sheet.2 completion(_:)",
        "animator.sheet.2 → ctx.2 transitionWasCancelled",
        "animator.sheet.2 → ctx.2 completeTransition(_:)",
        "ctx.2 → pc.sheet transitionDidFinish(_:)",
        "uikit → vc.presented viewDidDisappear(_:)",
      ])
  }
}

extension Run {
  /// Every call outside any transition after seq `seq`, as `caller → receiver name`.
  func callsOutsideTransitions(after seq: Int) -> [String] {
    events.filter { $0.transition == nil && $0.seq > seq }.compactMap { event in
      event.orderCall.map { "\($0.callerID) → \($0.receiver) \($0.name)" }
    }
  }
}
