import Foundation
import TransitTrace

/// A switch between two tabs of a tab bar controller.
///
/// It follows docs/lifecycle.md#order-f. The whole switch starts synchronously inside the
/// selection (`+Request`); UIKit's own switch also completes there, while a delegate's animator
/// completes it inside `completeTransition(_:)`, below.
@preconcurrency @MainActor
final class TabTransition: Transition {
  let tabBarController: UITabBarController
  let fromIndex: Int
  let toIndex: Int

  init(
    simulator: Simulator, id: Int, tabBarController: UITabBarController, from fromIndex: Int,
    to toIndex: Int
  ) {
    self.tabBarController = tabBarController
    self.fromIndex = fromIndex
    self.toIndex = toIndex
    super.init(
      simulator: simulator, id: id, kind: .tabSwitch,
      from: tabBarController.tabViewControllers[fromIndex],
      to: tabBarController.tabViewControllers[toIndex], animated: false)
  }

  /// No presentation style applies to a tab switch.
  override var presentationStyle: UIModalPresentationStyle { .none }

  override var containerViewController: UIViewController? { tabBarController }

  /// UIKit's own switch does not animate and has no coordinator; a delegate's animator gets one
  /// from the moment the switch begins.
  override var isCoordinatorAvailable: Bool { !isSystemAnimator && state != .requested }

  override var summary: String {
    "the tab switch to \(simulator.participantID(toViewController))"
  }

  // MARK: The context's answers

  /// Both views take part in a tab switch.
  override func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from ? fromViewController.viewIfLoaded : toViewController.viewIfLoaded
  }

  override func initialFrame(for viewController: UIViewController) -> CGRect {
    viewController === fromViewController ? containerView.bounds : .zero
  }

  override func finalFrame(for viewController: UIViewController) -> CGRect {
    viewController === toViewController ? containerView.bounds : .zero
  }

  // MARK: Completion

  /// Inside `completeTransition(_:)`, before the coordinator's completions and
  /// `animationEnded(_:)`.
  ///
  /// UIKit's own switch ends the from-view controller first (pgzxc's tab switch log:
  /// from.viewDidDisappear, then to.viewDidAppear). A delegate's animator's completion removes
  /// the from-view and ends the to-view controller first, then the from-view controller; a
  /// cancelled one reverses the to-view controller first, then the from-view controller, and
  /// restores the old selection (UIKit 26.1's UITabBarController). The reversal gives both will-
  /// and did-callbacks, as for every cancelled transition on current iOS (UIKit 26.1's
  /// `cancelBeginAppearanceTransition`; Eureka PR #1037), not only the will-callbacks Matt
  /// Neuburg's example reports; docs/lifecycle.md#contradiction-cancel-appearance says why.
  override func finish(didComplete: Bool) {
    let uikit = ParticipantRegistry.uikitID
    asUIKit {
      guard didComplete else {
        if let toView = toViewController.viewIfLoaded, toView.superview === containerView {
          toView.removeFromSuperview()
        }
        if let fromView = fromViewController.viewIfLoaded, fromView.superview !== containerView {
          containerView.addSubview(fromView)
        }
        tabBarController.selection = fromIndex
        toViewController.cancelAppearance(caller: uikit)
        fromViewController.cancelAppearance(caller: uikit)
        return
      }
      if let fromView = fromViewController.viewIfLoaded, fromView.superview === containerView {
        fromView.removeFromSuperview()
      }
      if isSystemAnimator {
        fromViewController.endAppearance(caller: uikit)
        toViewController.endAppearance(caller: uikit)
      } else {
        toViewController.endAppearance(caller: uikit)
        fromViewController.endAppearance(caller: uikit)
      }
    }
  }
}
