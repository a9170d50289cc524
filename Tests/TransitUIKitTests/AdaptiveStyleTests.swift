import Foundation
import Testing
import TransitTrace
import TransitUIKit

/// A popover's delegate that can keep the popover on a compact width.
@MainActor
final class PopoverDelegate: UIAdaptivePresentationControllerDelegate {
  var keepsPopover = false

  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    keepsPopover ? .none : .formSheet
  }
}

/// Styles that adapt or present in a context: the popover on a compact width, and the
/// current-context styles with definesPresentationContext (docs/lifecycle.md#fact-adaptive-queries).
@MainActor
@Suite("Adaptive and context styles")
struct AdaptiveStyleTests {
  /// On a compact width a popover becomes a form sheet since iOS 13, with UIKit's sheet
  /// animator; the transition's record names the style used (Apple's
  /// UIModalPresentationStyle.popover page; docs/lifecycle.md#fact-adaptive-queries).
  @Test("a popover on a compact width adapts; the log names the style used")
  func popoverAdapts() throws {
    let run = try Run.start { run in
      let content = PresentedViewController()
      content.modalPresentationStyle = .popover
      run.root.present(content, animated: true)
      run.device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1) == [
        "app → vc.presenting present(_:animated:completion:)",
        "uikit → vc.presented viewDidLoad()",
        "uikit → animator.sheet transitionDuration(using:)",
        "uikit → vc.presented viewWillAppear(_:)",
        "uikit → animator.sheet transitionDuration(using:)",
        "uikit → animator.sheet animateTransition(using:)",
        "animator.sheet → propertyAnimator addAnimations(_:)",
        "animator.sheet → propertyAnimator addCompletion(_:)",
        "animator.sheet → propertyAnimator startAnimation()",
        "uikit → animator.sheet interruptibleAnimator(using:)",
        "uikit → vc.presented viewIsAppearing(_:)",
        "propertyAnimator → animator.sheet completion(_:)",
        "animator.sheet → ctx.1 transitionWasCancelled",
        "animator.sheet → ctx.1 completeTransition(_:)",
        "ctx.1 → pc.sheet transitionDidFinish(_:)",
        "uikit → vc.presented viewDidAppear(_:)",
      ])
    #expect(
      run.states == [
        "1 requested present formSheet",
        "1 began",
        "1 completed",
        "1 ended",
      ])
  }

  /// The delegate's adaptivePresentationStyle(for:traitCollection:) is asked inside present,
  /// before the animator; .none keeps the popover, animated by UIKit's popover animator (Apple's
  /// adaptivePresentationStyle(for:traitCollection:) page; docs/lifecycle.md#fact-adaptive-queries).
  @Test("a popover whose delegate answers .none stays a popover")
  func popoverKept() throws {
    let delegate = PopoverDelegate()
    delegate.keepsPopover = true
    let run = try Run.start { run in
      let content = PresentedViewController()
      content.modalPresentationStyle = .popover
      content.popoverPresentationController?.delegate = delegate
      run.root.present(content, animated: true)
      run.device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1) == [
        "app → vc.presenting present(_:animated:completion:)",
        "uikit → object.popover adaptivePresentationStyle(for:traitCollection:)",
        "uikit → vc.presented viewDidLoad()",
        "uikit → animator.popover transitionDuration(using:)",
        "uikit → vc.presented viewWillAppear(_:)",
        "uikit → animator.popover transitionDuration(using:)",
        "uikit → animator.popover animateTransition(using:)",
        "animator.popover → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.presented viewIsAppearing(_:)",
        "uikit → animator.popover completion(_:)",
        "animator.popover → ctx.1 completeTransition(_:)",
        "ctx.1 → pc.popover transitionDidFinish(_:)",
        "uikit → vc.presented viewDidAppear(_:)",
      ])
    #expect(
      run.states == [
        "1 requested present popover",
        "1 began",
        "1 completed",
        "1 ended",
      ])
  }

  /// .currentContext presents over the nearest ancestor that defines the presentation context,
  /// and removes that view controller's view, which gets its appearance callbacks (Apple's
  /// definesPresentationContext page; View Controller Programming Guide, "Presenting a View
  /// Controller").
  @Test("current context: presented over the view controller that defines the context")
  func currentContext() throws {
    let run = try Run.start { run in
      let child = PresentingViewController()
      child.definesPresentationContext = true
      run.root.addChild(child)
      run.root.view.addSubview(child.view)
      child.didMove(toParent: run.root)
      let content = PresentedViewController()
      content.modalPresentationStyle = .currentContext
      child.present(content, animated: true)
      run.device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1) == [
        "app → vc.presenting.2 present(_:animated:completion:)",
        "uikit → vc.presented viewDidLoad()",
        "uikit → vc.presenting.2 viewIsAppearing(_:)",
        "uikit → animator.builtin transitionDuration(using:)",
        "uikit → vc.presenting.2 viewWillDisappear(_:)",
        "uikit → vc.presented viewWillAppear(_:)",
        "uikit → animator.builtin transitionDuration(using:)",
        "uikit → animator.builtin animateTransition(using:)",
        "animator.builtin → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.presented viewIsAppearing(_:)",
        "uikit → animator.builtin completion(_:)",
        "animator.builtin → ctx.1 completeTransition(_:)",
        "ctx.1 → pc.currentContext transitionDidFinish(_:)",
        "uikit → vc.presented viewDidAppear(_:)",
        "uikit → vc.presenting.2 viewDidDisappear(_:)",
      ])
    #expect(
      run.states == [
        "1 requested present currentContext",
        "1 began",
        "1 completed",
        "1 ended",
      ])
  }
}

extension Run {
  /// Each transition record, as `id state kind style`.
  var states: [String] {
    events.compactMap { event in
      guard case .transition(let change) = event.body else { return nil }
      return [
        "\(event.transition ?? 0)", change.state.rawValue, change.kind?.rawValue,
        change.style,
      ].compactMap { $0 }.joined(separator: " ")
    }
  }
}
