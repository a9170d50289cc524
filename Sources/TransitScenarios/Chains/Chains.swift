import Foundation
import TransitUIKit

/// Chained transitions, the way apps chain them: from a dismiss completion and from a push's
/// coordinator completion (docs/lifecycle.md#fact-present-from-completion).
enum Chains {
  static let dismissThenPresent = Scenario(
    name: "dismiss-then-present",
    summary: "Sign-in is dismissed and its completion presents the welcome screen",
    source: "UIViewController.dismiss(animated:completion:); UIKit 18.2's own animators and "
      + "context; docs/lifecycle.md#fact-present-from-completion"
  ) { device in
    let home = StartViewController()
    device.window.rootViewController = home
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(home.actionButton)
    device.runUntilIdle()
    device.wait(1)
    if let signIn = home.presentedViewController as? StepViewController {
      device.tap(signIn.actionButton)
    }
    device.runUntilIdle()
  }

  static let navPushThenPresent = Scenario(
    name: "nav-push-then-present",
    summary: "A push with UIKit's animation whose coordinator completion presents a sheet",
    source: "UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:); "
      + "UIKit 18.2's own animators and context; docs/lifecycle.md#fact-system-animators"
  ) { device in
    let list = ListViewController()
    let navigation = UINavigationController(rootViewController: list)
    device.window.rootViewController = navigation
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(list.rowView)
    device.runUntilIdle()
  }

  /// A sign-up flow three screens deep, each presented full screen from the one before; the
  /// last screen's Done button asks the first screen to dismiss the whole stack. UIKit walks
  /// the stack from the top, one dismissal per presented view controller, and runs the
  /// caller's completion after the last (dismiss(animated:completion:);
  /// docs/lifecycle.md#contradiction-stack-dismiss, #fact-overlapping-appearance).
  static let dismissChain = Scenario(
    name: "dismiss-chain",
    summary: "Three full-screen steps presented one from another; the last asks the first "
      + "screen to dismiss them all",
    source: "UIViewController.dismiss(animated:completion:); UIKit 18.2's presented-stack "
      + "dismissal; docs/lifecycle.md#contradiction-stack-dismiss"
  ) { device in
    let home = FlowViewController(depth: 0)
    device.window.rootViewController = home
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    // The script keeps the buttons it taps, never the screens, which only UIKit holds, so that
    // each is freed when the dismissal lets go of it.
    var button = home.actionButton
    for depth in 0..<FlowViewController.lastDepth {
      device.wait(0.5)
      device.tap(button)
      device.runUntilIdle()
      guard let next = FlowViewController.presented(from: home, depth: depth + 1) else { return }
      button = next
    }
    device.wait(1)
    device.tap(button)
    device.runUntilIdle()
  }

  /// One screen of the sign-up flow: its button presents the next step, full screen, or, on
  /// the last step, has the flow's first screen dismiss everything presented above it.
  final class FlowViewController: UIViewController {
    static let lastDepth = 3

    /// The action button of the step `depth` screens up the presented stack from `home`.
    static func presented(from home: UIViewController, depth: Int) -> UIView? {
      var current = home
      for _ in 0..<depth {
        guard let next = current.presentedViewController else { return nil }
        current = next
      }
      return (current as? FlowViewController)?.actionButton
    }

    private(set) var actionButton = UIView()
    let depth: Int
    weak var home: UIViewController?

    init(depth: Int, home: UIViewController? = nil) {
      self.depth = depth
      self.home = home
      super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      actionButton = UIView(frame: CGRect(x: 40, y: 700, width: 313, height: 50))
      actionButton.accessibilityIdentifier = depth == Self.lastDepth ? "doneButton" : "nextButton"
      actionButton.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: FlowViewController.buttonTapped))
      view.addSubview(actionButton)
    }

    private func buttonTapped(_ recognizer: UITapGestureRecognizer) {
      guard depth < Self.lastDepth else {
        home?.dismiss(animated: true)
        return
      }
      let next = FlowViewController(depth: depth + 1, home: home ?? self)
      next.modalPresentationStyle = .fullScreen
      present(next, animated: true)
    }
  }

  /// The first screen: its button presents the next step, full screen.
  final class StartViewController: UIViewController {
    private(set) var actionButton = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      actionButton = UIView(frame: CGRect(x: 40, y: 400, width: 313, height: 50))
      actionButton.accessibilityIdentifier = "startButton"
      actionButton.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: StartViewController.start))
      view.addSubview(actionButton)
    }

    private func start(_ recognizer: UITapGestureRecognizer) {
      let step = StepViewController(root: self)
      step.modalPresentationStyle = .fullScreen
      present(step, animated: true)
    }
  }

  /// The sign-in step: its button dismisses it and, from the dismiss completion, presents the
  /// welcome screen on the first screen.
  final class StepViewController: UIViewController {
    private(set) var actionButton = UIView()
    weak var root: UIViewController?

    init(root: UIViewController) {
      self.root = root
      super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      actionButton = UIView(frame: CGRect(x: 40, y: 700, width: 313, height: 50))
      actionButton.accessibilityIdentifier = "continueButton"
      actionButton.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: StepViewController.continueTapped))
      view.addSubview(actionButton)
    }

    private func continueTapped(_ recognizer: UITapGestureRecognizer) {
      guard let root else { return }
      dismiss(animated: true) {
        let welcome = WelcomeViewController()
        welcome.modalPresentationStyle = .fullScreen
        root.present(welcome, animated: true)
      }
    }
  }

  /// The screen presented once sign-in is gone.
  final class WelcomeViewController: UIViewController {}

  /// A list whose row pushes a detail screen; once the push is over, from the coordinator's
  /// completion, the detail presents its onboarding tip as a sheet.
  final class ListViewController: UIViewController {
    private(set) var rowView = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      rowView = UIView(frame: CGRect(x: 0, y: 140, width: view.bounds.width, height: 60))
      rowView.accessibilityIdentifier = "firstRow"
      rowView.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: ListViewController.rowTapped))
      view.addSubview(rowView)
    }

    private func rowTapped(_ recognizer: UITapGestureRecognizer) {
      let detail = WelcomeViewController()
      navigationController?.pushViewController(detail, animated: true)
      navigationController?.transitionCoordinator?.animate(alongsideTransition: nil) { context in
        guard !context.isCancelled else { return }
        let tip = WelcomeViewController()
        tip.modalPresentationStyle = .pageSheet
        detail.present(tip, animated: true)
      }
    }
  }
}
