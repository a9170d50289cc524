import Foundation
import TransitTrace

/// Mirrors `UITraitChangeObservable` (iOS 17): objects that register for trait changes.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UIViewController: UITraitChangeObservable {}

extension UITraitChangeObservable where Self: UIViewController {
  /// Mirrors `registerForTraitChanges(_:handler:)` (iOS 17): `handler` runs with the view
  /// controller and its previous traits whenever one of `traits` changes, when UIKit updates
  /// the view controller's traits, just before it lays out (WWDC23 "Unleash the UIKit trait
  /// system").
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
  ) -> UITraitChangeRegistration {
    register(traits) { viewController, previous in
      guard let typed = viewController as? Self else { return }
      handler(typed, previous)
    }
  }
}

extension UIViewController {
  /// Mirrors `traitCollection`: the size classes of the window the view controller is in,
  /// from the moment UIKit updates them for it.
  public var traitCollection: UITraitCollection {
    traitsBeforeChange ?? EngineContext.current?.windowTraits ?? UITraitCollection()
  }

  /// Mirrors `unregisterForTraitChanges(_:)`.
  public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
    traitRegistrations.removeAll { $0 === registration }
  }

  fileprivate func register(
    _ traits: [UITrait], handler: @escaping (UIViewController, UITraitCollection) -> Void
  ) -> UITraitChangeRegistration {
    guard let simulator = EngineContext.current else {
      let registration = UITraitChangeRegistration(
        traits: traits, owner: ParticipantRegistry.appID, registration: nil, handler: handler)
      traitRegistrations.append(registration)
      return registration
    }
    return simulator.userCall(
      .registerForTraitChanges, on: self,
      args: ["traits": .array(traits.map { .string($0.identifier) }), "handler": "closure"],
      result: UITraitChangeRegistration.value
    ) {
      let registration = UITraitChangeRegistration(
        traits: traits, owner: simulator.recorder.currentParticipant,
        registration: simulator.recorder.currentCause, handler: handler)
      traitRegistrations.append(registration)
      return registration
    }
  }

  /// Calls `willTransition(to:with:)`, logged; the base implementation forwards it to the
  /// children.
  func deliverTraitTransition(
    to traits: UITraitCollection, with coordinator: TransitionCoordinator, caller: String?
  ) {
    guard let simulator = EngineContext.current else { return }
    simulator.callback(
      .willTransitionToTraits, on: self, from: caller,
      args: ["newCollection": .string(traits.description), "coordinator": coordinator.reference]
    ) {
      willTransition(to: traits, with: coordinator)
    }
  }

  /// Gives the view controller the window's traits if a change has not reached it yet:
  /// `traitCollectionDidChange(_:)`, then each registered handler whose traits changed.
  func updateTraitsIfNeeded(in simulator: Simulator) {
    guard let previous = traitsBeforeChange else { return }
    traitsBeforeChange = nil
    let current = simulator.windowTraits
    guard current != previous else { return }
    let uikit = ParticipantRegistry.uikitID
    simulator.callback(
      .traitCollectionDidChange, on: self, from: uikit,
      args: ["previousTraitCollection": .string(previous.description)]
    ) {
      traitCollectionDidChange(previous)
    }
    viewIfLoaded?.tellTraitCollectionDidChange(previous)
    for registration in traitRegistrations
    where current.changed(from: previous, among: registration.traits) {
      _ = simulator.recorder.call(
        .traitChangeHandler, on: registration.owner, from: uikit,
        args: [
          "traitEnvironment": simulator.reference(self),
          "previousTraitCollection": .string(previous.description),
        ],
        block: registration.registration
      ) {
        registration.handler(self, previous)
      }
    }
  }
}

extension UIPresentationController {
  /// Calls `willTransition(to:with:)` on the presentation controller: logged when it is the
  /// user's; UIKit's own controllers forward silently to the presented view controller.
  func deliverTraitTransition(to traits: UITraitCollection, with coordinator: TransitionCoordinator)
  {
    guard let simulator = EngineContext.current else { return }
    if isSystemController {
      willTransition(to: traits, with: coordinator)
      return
    }
    simulator.callback(
      .willTransitionToTraits, on: self, role: .presentationController,
      args: ["newCollection": .string(traits.description), "coordinator": coordinator.reference]
    ) {
      willTransition(to: traits, with: coordinator)
    }
  }
}

extension TransitionCoordinator {
  /// The coordinator as an argument value.
  var reference: Value {
    guard let simulator = EngineContext.current else { return .null }
    return .string(simulator.recorder.id(of: self, role: .transitionCoordinator))
  }
}

extension Simulator {
  /// The traits of the window at its current size.
  var windowTraits: UITraitCollection { UITraitCollection.forWindow(of: window.bounds.size) }

  /// The view controllers whose views are in the window, in the order a layout pass reaches
  /// them: parents before their children, the root before what it presents.
  func viewControllersOnScreen() -> [UIViewController] {
    var found: [UIViewController] = []
    func visit(_ view: UIView) {
      if let owner = view.owningViewController, !found.contains(where: { $0 === owner }) {
        found.append(owner)
      }
      view.subviews.forEach(visit)
    }
    visit(window)
    return found
  }
}

extension UIViewController {
  /// Mirrors `attemptRotationToDeviceOrientation()` (deprecated in iOS 16): UIKit rotates the
  /// interface to the device's orientation if the view controllers now allow it; the simulated
  /// device turns only when a scenario's step turns it, so there is nothing to catch up with.
  public class func attemptRotationToDeviceOrientation() {}
}
