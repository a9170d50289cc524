import Foundation
import TransitUIKit

// The modal transition styles, a split view collapsing and expanding, and the navigation bar.
extension Everyday {
  /// A screen presented full screen with each modal transition style in turn, and dismissed
  /// with its Done button: UIKit's own animator runs each (UIKit 26.1's
  /// UIViewControllerBuiltinTransitionViewAnimator), a page curl needs a full-screen
  /// presentation (UIModalTransitionStyle.partialCurl; docs/lifecycle.md#fact-transition-styles).
  static let transitionStyles = Scenario(
    name: "transition-styles",
    summary: "A card presented with a flip, then a page curl, then the default cover, each "
      + "dismissed with Done",
    source: "UIModalTransitionStyle; UIKit 26.1's UIViewControllerBuiltinTransitionViewAnimator; "
      + "docs/lifecycle.md#fact-transition-styles"
  ) { device in
    let gallery = StylesViewController()
    device.window.rootViewController = gallery
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    for title in ["Flip", "Curl", "Cover"] {
      device.wait(0.5)
      device.tapButton(titled: title)
      device.runUntilIdle()
      device.wait(0.5)
      device.tapButton(titled: "Done")
      device.runUntilIdle()
    }
  }

  /// A column-style split view controller on a window that changes width, as an iPad app's
  /// window does in Split View: collapsed at launch in a compact width with the primary column
  /// on top (its delegate's answer), expanded in a regular width, a note shown in the secondary
  /// column, then collapsed again (Apple's UISplitViewController and
  /// UISplitViewControllerDelegate pages; docs/lifecycle.md#fact-split-collapse).
  static let splitCollapse = Scenario(
    name: "split-collapse",
    summary: "A split view collapsed at launch, expanded in a regular width, showing a note "
      + "in its secondary column, then collapsed again",
    source: "UISplitViewController (column style, iOS 14); "
      + "splitViewController(_:topColumnForCollapsingToProposedTopColumn:); "
      + "docs/lifecycle.md#fact-split-collapse"
  ) { device in
    let split = UISplitViewController(style: .doubleColumn)
    let sidebar = SidebarViewController()
    split.delegate = sidebar
    split.setViewController(sidebar, for: .primary)
    split.setViewController(PlaceholderViewController(), for: .secondary)
    device.window.rootViewController = split
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.resize(to: CGSize(width: 1180, height: 820))
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(sidebar.firstRow)
    device.runUntilIdle()
    device.wait(0.5)
    device.resize(to: CGSize(width: 393, height: 852))
    device.runUntilIdle()
  }

  /// A list that hides its navigation bar with setNavigationBarHidden(_:animated:) and shows
  /// it again, then lets the user hide it with an upward swipe (hidesBarsOnSwipe): the safe
  /// area of the screen on top changes each time, which UIKit delivers with
  /// viewSafeAreaInsetsDidChange() and a layout (docs/lifecycle.md#fact-bar-hiding).
  static let navigationBarHiding = Scenario(
    name: "nav-bar-hiding",
    summary: "A list hides and shows its navigation bar in code, then an upward swipe hides it",
    source: "UINavigationController.setNavigationBarHidden(_:animated:) and hidesBarsOnSwipe; "
      + "docs/lifecycle.md#fact-bar-hiding"
  ) { device in
    let list = launchNotes(on: device)
    guard let navigation = list.navigationController else { return }
    device.wait(0.5)
    navigation.setNavigationBarHidden(true, animated: true)
    device.runUntilIdle()
    device.wait(0.5)
    navigation.setNavigationBarHidden(false, animated: true)
    device.runUntilIdle()
    navigation.hidesBarsOnSwipe = true
    device.wait(0.5)
    device.pan(navigation.view, translation: CGPoint(x: 0, y: -200), duration: 0.3, steps: 4)
    device.runUntilIdle()
  }

  /// The screen the transition styles are presented from: one button per style.
  final class StylesViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      let styles: [(String, UIModalTransitionStyle)] = [
        ("Flip", .flipHorizontal), ("Curl", .partialCurl), ("Cover", .coverVertical),
      ]
      for (index, (title, style)) in styles.enumerated() {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = CGRect(x: 20, y: 200 + CGFloat(index) * 60, width: 200, height: 44)
        button.tag = style.rawValue
        button.addTarget(self, action: StylesViewController.presentCard, for: .touchUpInside)
        view.addSubview(button)
      }
    }

    private func presentCard(_ sender: UIButton) {
      let card = CardBackViewController()
      card.modalPresentationStyle = .fullScreen
      card.modalTransitionStyle = UIModalTransitionStyle(rawValue: sender.tag) ?? .coverVertical
      present(card, animated: true)
    }
  }

  /// The presented card: Done dismisses it.
  final class CardBackViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemTeal
      let done = UIButton(type: .system)
      done.setTitle("Done", for: .normal)
      done.frame = CGRect(x: 20, y: 700, width: 120, height: 44)
      done.addTarget(self, action: CardBackViewController.done, for: .touchUpInside)
      view.addSubview(done)
    }

    private func done() {
      dismiss(animated: true)
    }
  }

  /// The primary column: a list whose rows show a note as the detail, and the split view
  /// controller's delegate, which keeps the list on top when the interface collapses.
  final class SidebarViewController: UIViewController, UISplitViewControllerDelegate {
    private(set) var firstRow = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Folders"
      view.backgroundColor = .white
      firstRow = UIView(frame: CGRect(x: 0, y: 140, width: 320, height: 60))
      firstRow.accessibilityIdentifier = "firstRow"
      firstRow.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: SidebarViewController.rowTapped))
      view.addSubview(firstRow)
    }

    private func rowTapped(_ recognizer: UITapGestureRecognizer) {
      showDetailViewController(NoteDetailViewController(), sender: self)
    }

    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      .primary
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
  }

  /// The secondary column before a note is chosen.
  final class PlaceholderViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .gray
    }
  }
}
