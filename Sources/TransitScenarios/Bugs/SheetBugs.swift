import Foundation
import TransitUIKit

/// The dimming sheet with one mistake, as developers report them in public issues, and the
/// correct variant two of them start from: a presentation controller that forwards the
/// presenter's appearance by hand, as BubbleTransition PR #33 does
/// (docs/lifecycle.md#fact-forwarding-by-hand). Types keep the
/// names of dimming-sheet's, so the logs read alike.
enum SheetBugs {
  /// What differs from dimming-sheet.
  enum Variant {
    /// Correct: the presentation controller forwards the presenter's appearance, balanced.
    case forwardsAppearance
    /// The presentation controller removes its dimming view in dismissalTransitionWillBegin().
    case removesChromeInWillBegin
    /// The animator never adds the presented view to the container view.
    case forgetsToAddTheView
    /// The animator passes true to completeTransition(_:) even after a cancel.
    case completesTrueAfterCancel
    /// Forwards the presenter's appearance but forgets endAppearanceTransition() on dismissal.
    case forgetsToEndAppearance
    /// Forwards the presenter's appearance although shouldRemovePresentersView is true, so
    /// UIKit forwards it too.
    case forwardsWhileUIKitForwards
    /// Correct, forwarding nothing: the twin of the mistakes that do not forward (`BugTwins`).
    case plain

    /// The mistake the variant makes in dimming-sheet's animator, if any.
    var animatorMistake: DimmingSheet.SlideAnimator.Mistake? {
      switch self {
      case .forgetsToAddTheView: return .forgetsToAddTheView
      case .completesTrueAfterCancel: return .completesTrueAfterCancel
      default: return nil
      }
    }

    var forwardsAppearance: Bool {
      switch self {
      case .forwardsAppearance, .forgetsToEndAppearance, .forwardsWhileUIKitForwards: return true
      default: return false
      }
    }
  }

  static let forwarding = Scenario(
    name: "dimming-sheet-forwarding",
    summary: "dimming-sheet, its presentation controller forwarding the library's appearance",
    source: "BubbleTransition PR #33; HWPanModal issue #74"
  ) { device in presentAndDismiss(.forwardsAppearance, in: device) }

  static let viewsRemovedInWillBegin = Scenario(
    name: "bug-views-removed-in-will-begin",
    summary: "dimming-sheet removes its dimming view in dismissalTransitionWillBegin()",
    source: "misuse: View Controller Programming Guide, \"Managing and Animating Custom "
      + "Views\"; dismissalTransitionDidEnd(_:)"
  ) { device in presentAndDismiss(.removesChromeInWillBegin, in: device) }

  static let toViewNotAdded = Scenario(
    name: "bug-to-view-not-added",
    summary: "dimming-sheet's animator never adds the sheet to the container view",
    source: "misuse: View Controller Programming Guide, \"Implementing Your Animator "
      + "Objects\"; animateTransition(using:)"
  ) { device in presentAndDismiss(.forgetsToAddTheView, in: device) }

  static let completeTrueAfterCancel = Scenario(
    name: "bug-complete-true-after-cancel",
    summary: "dimming-sheet-cancelled, its animator passing true although the user cancelled",
    source: "misuse: View Controller Programming Guide, \"Implementing Your Animator "
      + "Objects\"; AWPercentDrivenInteractiveTransition issue #2"
  ) { device in
    let library = LibraryViewController(variant: .completesTrueAfterCancel)
    launch(library, in: device)
    device.pan(library.edgeView, translation: CGPoint(x: -96, y: 0), duration: 0.4, steps: 8)
    device.runUntilIdle()
  }

  static let unbalancedAppearance = Scenario(
    name: "bug-unbalanced-appearance",
    summary: "dimming-sheet-forwarding, never ending the library's appearance on dismissal",
    source: "misuse: beginAppearanceTransition(_:animated:); Motion issue #24"
  ) { device in presentAndDismiss(.forgetsToEndAppearance, in: device) }

  static let doubleAppearanceForwarding = Scenario(
    name: "bug-double-appearance-forwarding",
    summary: "dimming-sheet-forwarding with shouldRemovePresentersView true: UIKit forwards too",
    source: "misuse: UIKit 26.1's presenter appearance callbacks; BubbleTransition PR #39"
  ) { device in presentAndDismiss(.forwardsWhileUIKitForwards, in: device) }

  /// The twin of the presentation controller's and the animator's mistakes.
  static let plain = Scenario(
    name: "twin-dimming-sheet-plain",
    summary: "The bugs' dimming sheet, presented and dismissed without a mistake",
    source: "View Controller Programming Guide, \"Managing and Animating Custom Views\""
  ) { device in presentAndDismiss(.plain, in: device) }

  /// The twin of bug-complete-true-after-cancel: the pull cancelled, completed with false.
  static let plainCancelled = Scenario(
    name: "twin-dimming-sheet-cancelled",
    summary: "The bugs' dimming sheet pulled in and let go early, completed with false",
    source: "View Controller Programming Guide, \"Implementing Your Animator Objects\""
  ) { device in
    let library = LibraryViewController(variant: .plain)
    launch(library, in: device)
    device.pan(library.edgeView, translation: CGPoint(x: -96, y: 0), duration: 0.4, steps: 8)
    device.runUntilIdle()
  }

  @MainActor
  private static func launch(_ library: LibraryViewController, in device: Simulator) {
    device.window.rootViewController = library
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
  }

  @MainActor
  private static func presentAndDismiss(_ variant: Variant, in device: Simulator) {
    let library = LibraryViewController(variant: variant)
    launch(library, in: device)
    device.tap(library.infoButton)
    device.runUntilIdle()
    device.wait(1)
    if let dimming =
      (library.presentedViewController?.presentationController
      as? DimmingPresentationController)?.dimmingView
    {
      device.tap(dimming)
    }
    device.runUntilIdle()
  }

  /// dimming-sheet's library: an info button presents the inspector, an edge strip pulls it in.
  final class LibraryViewController: UIViewController {
    private(set) var infoButton = UIView()
    private(set) var edgeView = UIView()
    private let sheet: SheetTransitioningDelegate

    init(variant: Variant) {
      sheet = SheetTransitioningDelegate(variant: variant)
      super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      infoButton = UIView(frame: CGRect(x: 320, y: 60, width: 44, height: 44))
      infoButton.accessibilityIdentifier = "infoButton"
      infoButton.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: LibraryViewController.showInspector))
      view.addSubview(infoButton)
      edgeView = UIView(frame: CGRect(x: view.bounds.width - 20, y: 0, width: 20, height: 852))
      edgeView.accessibilityIdentifier = "edgeStrip"
      edgeView.addGestureRecognizer(
        UIPanGestureRecognizer(target: self, action: LibraryViewController.pullInspector))
      view.addSubview(edgeView)
    }

    private func makeInspector() -> DimmingSheet.InspectorViewController {
      let inspector = DimmingSheet.InspectorViewController()
      inspector.modalPresentationStyle = .custom
      inspector.transitioningDelegate = sheet
      return inspector
    }

    private func showInspector(_ recognizer: UITapGestureRecognizer) {
      present(makeInspector(), animated: true)
    }

    private func pullInspector(_ recognizer: UIPanGestureRecognizer) {
      let progress = min(max(-recognizer.translation(in: view).x / (view.bounds.width / 2), 0), 1)
      switch recognizer.state {
      case .began:
        sheet.interaction = UIPercentDrivenInteractiveTransition()
        present(makeInspector(), animated: true)
      case .changed:
        sheet.interaction?.update(progress)
      case .ended, .cancelled:
        if progress > 0.5 && recognizer.state == .ended {
          sheet.interaction?.finish()
        } else {
          sheet.interaction?.cancel()
        }
        sheet.interaction = nil
      default:
        break
      }
    }
  }
}
