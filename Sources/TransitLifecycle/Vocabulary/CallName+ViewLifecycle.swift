// A view controller's own view: loading it, and the callbacks of its layout passes.
extension CallName {
  public static let loadView: CallName = "loadView()"
  public static let viewWillLayoutSubviews: CallName = "viewWillLayoutSubviews()"
  public static let viewDidLayoutSubviews: CallName = "viewDidLayoutSubviews()"
  public static let updateViewConstraints: CallName = "updateViewConstraints()"
  public static let viewSafeAreaInsetsDidChange: CallName = "viewSafeAreaInsetsDidChange()"
  public static let updateContentUnavailableConfiguration: CallName =
    "updateContentUnavailableConfiguration(using:)"

  /// The calls of a view controller's own view that the layout channel covers.
  public static let viewLifecycleCallbacks: Set<CallName> = [
    .loadView, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .updateViewConstraints,
    .viewSafeAreaInsetsDidChange, .updateContentUnavailableConfiguration,
  ]
}
