// A view controller's own view: `loadView()` and the callbacks UIKit sends around a layout
// pass of its root view. Selectors from the UIKit SDK headers; Swift spellings from Apple's
// symbol pages.
extension CallDefinition {
  /// The loading and layout callbacks of a view controller's root view.
  static let viewLifecycle: [CallDefinition] = [
    CallDefinition(
      .loadView, in: "UIViewController", receiver: .viewController, selectors: ["loadView"],
      channel: .layout),
    CallDefinition(
      .viewWillLayoutSubviews, in: "UIViewController", receiver: .viewController,
      selectors: ["viewWillLayoutSubviews"], channel: .layout),
    CallDefinition(
      .viewDidLayoutSubviews, in: "UIViewController", receiver: .viewController,
      selectors: ["viewDidLayoutSubviews"], channel: .layout),
    CallDefinition(
      .updateViewConstraints, in: "UIViewController", receiver: .viewController,
      selectors: ["updateViewConstraints"], channel: .layout),
    CallDefinition(
      .viewSafeAreaInsetsDidChange, in: "UIViewController", receiver: .viewController,
      selectors: ["viewSafeAreaInsetsDidChange"], channel: .layout),
    CallDefinition(
      .updateContentUnavailableConfiguration, in: "UIViewController", receiver: .viewController,
      selectors: [
        "updateContentUnavailableConfigurationUsingState:",
        "_bridgedUpdateContentUnavailableConfigurationUsingState:",
      ],
      parameters: [.other("state")], channel: .layout),
  ]
}
