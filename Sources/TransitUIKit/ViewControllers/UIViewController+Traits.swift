import Foundation
import TransitTrace

/// Mirrors `UITraitEnvironment`: an object with traits, which a trait change handler is
/// given.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  var traitCollection: UITraitCollection { get }
}

extension UIViewController: UITraitEnvironment {}
extension UIView: UITraitEnvironment {}

/// Mirrors `UITraitChangeObservable` (iOS 17): objects that register for trait changes.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UIViewController: UITraitChangeObservable {}
extension UIView: UITraitChangeObservable {}

extension UITraitChangeObservable where Self: UIViewController {
  /// Mirrors `registerForTraitChanges(_:handler:)` (iOS 17): `handler` runs with the view
  /// controller and its previous traits whenever one of `traits` changes, when UIKit updates
  /// the view controller's traits, just before it lays out (WWDC23 "Unleash the UIKit trait
  /// system"). As on iOS, the handler is generic over the environment it is given, which its
  /// closure names: `{ (self: Self, previousTraitCollection: UITraitCollection) in … }`.
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> UITraitChangeRegistration {
    register(traits) { environment, previous in
      guard let typed = environment as? TraitEnvironment else { return }
      handler(typed, previous)
    }
  }
}

extension UITraitChangeObservable where Self: UIView {
  /// Mirrors `registerForTraitChanges(_:handler:)` on a view (iOS 17): `handler` runs with the
  /// view when one of `traits` changes for it, where its `traitCollectionDidChange(_:)` runs
  /// (unlogged, as a view's trait change is).
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> UITraitChangeRegistration {
    let registration = UITraitChangeRegistration(
      traits: traits, owner: ParticipantRegistry.appID, registration: nil
    ) { environment, previous in
      guard let typed = environment as? TraitEnvironment else { return }
      handler(typed, previous)
    }
    viewTraitRegistrations.append(registration)
    return registration
  }
}

private nonisolated(unsafe) var viewTraitRegistrationsKey: UInt8 = 0

extension UIView {
  /// What `registerForTraitChanges(_:handler:)` registered on the view.
  var viewTraitRegistrations: [UITraitChangeRegistration] {
    get {
      AssociatedObjects.get(self, &viewTraitRegistrationsKey) as? [UITraitChangeRegistration]
        ?? []
    }
    set { AssociatedObjects.set(self, &viewTraitRegistrationsKey, newValue, weakly: false) }
  }

  /// Mirrors `unregisterForTraitChanges(_:)`.
  public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
    viewTraitRegistrations.removeAll { $0 === registration }
  }

  /// Runs the handlers registered on this view and the views inside it whose traits changed
  /// from `previous`, down to the views of other view controllers, as
  /// `tellTraitCollectionDidChange(_:)` goes.
  func runTraitChangeHandlers(from previous: UITraitCollection) {
    let current = traitCollection
    for registration in viewTraitRegistrations
    where current.changed(from: previous, among: registration.traits) {
      registration.handler(self, previous)
    }
    for subview in subviews where subview.owningViewController == nil {
      subview.runTraitChangeHandlers(from: previous)
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
    _ traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void
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
    // A view's traits are updated after its view controller's (WWDC23 "Unleash the UIKit trait
    // system": top down, each just before it lays out).
    viewIfLoaded?.runTraitChangeHandlers(from: previous)
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
