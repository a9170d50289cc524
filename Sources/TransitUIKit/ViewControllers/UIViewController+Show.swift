import Foundation
import TransitTrace

extension Selector {
  /// `showViewController:sender:`, the action `show(_:sender:)` looks for a target of.
  public static let show = Selector("showViewController:sender:")
  /// `showDetailViewController:sender:`.
  public static let showDetail = Selector("showDetailViewController:sender:")
}

// `show(_:sender:)` and `showDetailViewController(_:sender:)`: the default implementation finds
// the target with `targetViewController(forAction:sender:)`, logged, and hands the view
// controller to it, or presents it when no container handles the action (the
// UIViewController.h header comments: "calls [self targetViewControllerForAction:sender:] first
// and redirects accordingly if the return value is not self, otherwise it will present the
// vc"; docs/lifecycle.md#fact-show-target).
extension UIViewController {
  func performShow(_ vc: UIViewController, sender: Any?, detail: Bool) {
    guard let simulator = EngineContext.current else {
      present(vc, animated: true)
      return
    }
    let name: CallName = detail ? .showDetailViewController : .show
    let action: Selector = detail ? .showDetail : .show
    simulator.userCall(
      name, on: self, args: ["vc": simulator.reference(vc, role: .presentedViewController)]
    ) {
      let target = simulator.getter(
        .targetViewControllerForAction, on: self,
        args: ["action": .string(action.name)], result: simulator.viewControllerValue
      ) {
        targetViewController(forAction: action, sender: sender)
      }
      simulator.asUIKit(transition: nil) {
        if let target, target !== self {
          if detail {
            target.showDetailViewController(vc, sender: sender)
          } else {
            target.show(vc, sender: sender)
          }
        } else {
          present(vc, animated: true)
        }
      }
    }
  }
}
