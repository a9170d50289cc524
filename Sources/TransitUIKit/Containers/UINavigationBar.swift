import Foundation

/// Mirrors `UINavigationBar`: the bar at the top of a navigation controller, here only with the
/// back button UIKit shows while the stack holds more than one view controller.
@preconcurrency @MainActor
public final class UINavigationBar: UIView, ContainerPart {
  weak var container: UIViewController?
  var part: String { "navigationBar" }
  private let backButton: BackButton

  init(navigationController: UINavigationController) {
    container = navigationController
    backButton = BackButton(container: navigationController)
    super.init(frame: .zero)
  }

  /// Transit's stand-in for the private view UIKit draws the back button with, so that a
  /// scenario can tap it as a user taps "Back": `device.tap(nav.navigationBar.backButtonView)`.
  /// Tapping it makes UIKit call `popViewController(animated: true)`.
  public var backButtonView: UIView { backButton }

  /// Set by the bar's first layout, which fixes its height: only then does the navigation
  /// controller's content take the bar into its safe area.
  private(set) var hasLaidOut = false

  /// The bar's first layout moves the safe area of the view controller on top, so the
  /// navigation controller lays its content out again (readke.com's device log shows the first
  /// screen laid out twice before `viewDidAppear(_:)`).
  public override func layoutSubviews() {
    super.layoutSubviews()
    guard !hasLaidOut else { return }
    hasLaidOut = true
    (container as? UINavigationController)?.transitionView.setNeedsLayout()
  }

  /// Adds the back button to the bar; the navigation controller does it when it loads its view.
  func installBackButton() {
    backButton.frame = CGRect(x: 8, y: 59, width: 80, height: 44)
    addSubview(backButton)
  }

  /// Shows the back button only while there is something to go back to.
  func updateBackButton(stackDepth: Int) {
    backButton.isHidden = stackDepth < 2
    for recognizer in backButton.gestureRecognizers ?? [] { recognizer.isEnabled = stackDepth >= 2 }
  }
}

/// The back button: a tap pops the top view controller, as UIKit's does (the navigation bar's
/// `shouldPopItem` path calls `popViewController(animated: true)`).
private final class BackButton: ContainerPartView {
  init(container: UINavigationController) {
    super.init(container: container, part: "backButton", className: "_UIButtonBarButton")
    let recognizer = UITapGestureRecognizer(target: self, action: BackButton.tapped)
    recognizer.isSystemRecognizer = true
    recognizer.isEnabled = false
    addGestureRecognizer(recognizer)
  }

  private func tapped(_ recognizer: UITapGestureRecognizer) {
    _ = (container as? UINavigationController)?.popViewController(animated: true)
  }
}
