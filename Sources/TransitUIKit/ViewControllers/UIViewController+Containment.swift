import Foundation
import TransitTrace

// Child view controller containment (iOS 5): the container adds and removes children, and
// UIKit tells each child with willMove(toParent:) and didMove(toParent:).
//
// `addChild(_:)` calls the child's `willMove(toParent:)` itself but not `didMove(toParent:)`,
// which the container calls once the child's view is in place; `removeFromParent()` calls
// `didMove(toParent: nil)` itself, and the container calls `willMove(toParent: nil)` first
// (the addChild(_:), removeFromParent(), willMove(toParent:) and didMove(toParent:) pages; the
// comment above addChildViewController: in UIViewController.h).
//
// The calls app code makes are logged by the base implementations of `willMove(toParent:)` and
// `didMove(toParent:)`, so an override must call `super`, as UIKit asks. UIKit's own containers
// (navigation, tab bar and page view controllers) add and remove their children without
// logging it: where `didMove(toParent:)` falls in a push or a tab switch is not established.
extension UIViewController {
  /// What `addChild(_:)` does: the child's `willMove(toParent:)`, then the relationship.
  func performAddChild(_ childController: UIViewController) {
    guard let simulator = EngineContext.current else {
      attachChild(childController)
      return
    }
    simulator.userCall(
      .addChild, on: self, args: ["childController": simulator.reference(childController)]
    ) {
      guard childController.parent !== self else { return }
      if childController.parent != nil { childController.removeFromParent() }
      simulator.asUIKit(transition: nil) {
        childController.tellParent(.willMoveToParent, self) {
          childController.willMove(toParent: self)
        }
      }
      children.append(childController)
      childController.parent = self
    }
  }

  /// What `removeFromParent()` does: the relationship goes, then `didMove(toParent: nil)`.
  func performRemoveFromParent() {
    guard let simulator = EngineContext.current else {
      detachFromParent()
      return
    }
    simulator.userCall(.removeFromParent, on: self) {
      guard let parent else { return }
      parent.children.removeAll { $0 === self }
      self.parent = nil
      simulator.asUIKit(transition: nil) {
        tellParent(.didMoveToParent, nil) { didMove(toParent: nil) }
      }
      // The parent held its child; unless the app keeps it to add again, it is owed freed
      // by the end of the next turn (docs/lifecycle.md#fact-removed-freed).
      simulator.lifetimes.depart(self, transition: nil, heldBy: parent)
    }
  }

  // MARK: UIKit's containers

  /// Adds a child the way UIKit's own containers do, without logging their containment calls.
  func attachChild(_ child: UIViewController) {
    guard child.parent !== self else { return }
    child.detachFromParent()
    child.withContainmentCallsUnlogged { child.willMove(toParent: self) }
    children.append(child)
    child.parent = self
  }

  /// Removes a child the way UIKit's own containers do, without logging.
  func detachFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    withContainmentCallsUnlogged { didMove(toParent: nil) }
  }

  // MARK: Logging

  /// UIKit calls `willMove(toParent:)` or `didMove(toParent:)`, logged here; the base
  /// implementation then does not log it again.
  private func tellParent(_ name: CallName, _ parent: UIViewController?, _ body: () -> Void) {
    guard let simulator = EngineContext.current else {
      body()
      return
    }
    simulator.callback(name, on: self, args: ["parent": parentValue(parent, simulator)]) {
      withContainmentCallsUnlogged(body)
    }
  }

  private func withContainmentCallsUnlogged(_ body: () -> Void) {
    containmentCallsUnlogged += 1
    defer { containmentCallsUnlogged -= 1 }
    body()
  }

  /// Logs a containment call that app code made, when it reaches the base implementation.
  func noteContainmentCall(_ name: CallName, _ parent: UIViewController?) {
    guard containmentCallsUnlogged == 0, let simulator = EngineContext.current else { return }
    simulator.userCall(name, on: self, args: ["parent": parentValue(parent, simulator)]) {}
  }

  private func parentValue(_ parent: UIViewController?, _ simulator: Simulator) -> Value {
    parent.map { simulator.reference($0) } ?? .null
  }
}
