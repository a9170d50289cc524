// The steps the navigation and tab bar rules are written with: the container delegates'
// requests and notifications, as `UINavigationControllerDelegate` and
// `UITabBarControllerDelegate` spell them (docs/lifecycle.md#order-e and #order-f).
extension Step {
  /// A navigation or tab bar delegate's request that returned an object.
  package static func containerVended(_ name: CallName) -> Step {
    Step(
      [.call(name)], label: "\(name) returning an object", channels: [.containerRequests],
      caller: .uikit, returnsObject: true)
  }

  /// A navigation or tab bar delegate's request, whatever it returned.
  package static func containerAsked(_ name: CallName) -> Step {
    Step([.call(name)], label: name.rawValue, channels: [.containerRequests], caller: .uikit)
  }

  /// A notification UIKit gives a navigation or tab bar delegate.
  package static func containerNotification(_ names: [CallName], label: String? = nil) -> Step {
    Step(
      names.map { .call($0) }, label: label ?? names.map(\.rawValue).joined(separator: " or "),
      channels: [.containerNotifications], caller: .uikit)
  }

  /// `navigationController(_:willShow:animated:)`.
  package static let willShow = containerNotification([.navigationControllerWillShow])

  /// `navigationController(_:didShow:animated:)`.
  package static let didShow = containerNotification([.navigationControllerDidShow])

  /// `tabBarController(_:shouldSelect:)` or `tabBarController(_:didSelect:)`.
  package static let selectionCallback = containerNotification([
    .tabBarControllerShouldSelect, .tabBarControllerDidSelect,
  ])
}
