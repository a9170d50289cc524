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
    let split = NotesSplitViewController()
    device.window.rootViewController = split
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.resize(to: CGSize(width: 1180, height: 820))
    device.runUntilIdle()
    device.wait(0.5)
    if let sidebar = split.viewController(for: .primary) as? SidebarViewController {
      device.tap(sidebar.firstRow)
    }
    device.runUntilIdle()
    device.wait(0.5)
    device.resize(to: CGSize(width: 393, height: 852))
    device.runUntilIdle()
  }

  /// A list that hides its navigation bar with setNavigationBarHidden(_:animated:) and shows
  /// it again, then the user hides it with an upward swipe (hidesBarsOnSwipe): the safe area
  /// of the screen on top changes each time, which UIKit delivers with
  /// viewSafeAreaInsetsDidChange() and a layout (docs/lifecycle.md#fact-bar-hiding).
  static let navigationBarHiding = Scenario(
    name: "nav-bar-hiding",
    summary: "A list hides and shows its navigation bar in code, then an upward swipe hides it",
    source: "UINavigationController.setNavigationBarHidden(_:animated:) and hidesBarsOnSwipe; "
      + "docs/lifecycle.md#fact-bar-hiding"
  ) { device in
    let list = launchNotes(on: device, hidesBarsOnSwipe: true)
    guard let navigation = list.navigationController else { return }
    device.wait(0.5)
    navigation.setNavigationBarHidden(true, animated: true)
    device.runUntilIdle()
    device.wait(0.5)
    navigation.setNavigationBarHidden(false, animated: true)
    device.runUntilIdle()
    device.wait(0.5)
    device.pan(navigation.view, translation: CGPoint(x: 0, y: -200), duration: 0.3, steps: 4)
    device.runUntilIdle()
  }

  /// The screen the transition styles are presented from: one button per style.
  final class StylesViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      let buttons: [(String, String, () -> UIViewController)] = [
        ("flipButton", "Flip", { FlipCardViewController() }),
        ("curlButton", "Curl", { CurlCardViewController() }),
        ("coverButton", "Cover", { CoverCardViewController() }),
      ]
      for (index, (id, title, make)) in buttons.enumerated() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 200 + CGFloat(index) * 60, width: 200, height: 44)
        button.accessibilityIdentifier = id
        button.setTitle(title, for: .normal)
        cards[id] = make
        button.addTarget(self, action: StylesViewController.presentCard, for: .touchUpInside)
        view.addSubview(button)
      }
    }

    private var cards: [String: () -> UIViewController] = [:]

    private func presentCard(_ sender: UIButton) {
      guard let make = cards[sender.accessibilityIdentifier ?? ""] else { return }
      present(make(), animated: true)
    }
  }

  /// A card presented full screen with a transition style; Done dismisses it.
  class CardViewController: UIViewController {
    var doneID: String { "done" }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemTeal
      let done = UIButton(type: .system)
      done.frame = CGRect(x: 20, y: 700, width: 120, height: 44)
      done.accessibilityIdentifier = doneID
      done.setTitle("Done", for: .normal)
      done.addTarget(self, action: CardViewController.done, for: .touchUpInside)
      view.addSubview(done)
    }

    private func done() {
      dismiss(animated: true)
    }
  }

  /// The card that flips in.
  final class FlipCardViewController: CardViewController {
    override var doneID: String { "doneFlip" }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      modalPresentationStyle = .fullScreen
      modalTransitionStyle = .flipHorizontal
    }

    override init?(coder: NSCoder) { nil }
  }

  /// The card a page curl reveals.
  final class CurlCardViewController: CardViewController {
    override var doneID: String { "doneCurl" }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      modalPresentationStyle = .fullScreen
      modalTransitionStyle = .partialCurl
    }

    override init?(coder: NSCoder) { nil }
  }

  /// The card that slides up, UIKit's default style.
  final class CoverCardViewController: CardViewController {
    override var doneID: String { "doneCover" }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      modalPresentationStyle = .fullScreen
    }

    override init?(coder: NSCoder) { nil }
  }

  /// The split view controller of the notes app, keeping its delegate, which UIKit holds
  /// weakly.
  final class NotesSplitViewController: UISplitViewController {
    let keptDelegate = NotesSplitViewControllerDelegate()

    init() {
      super.init(style: .doubleColumn)
      delegate = keptDelegate
      setViewController(SidebarViewController(), for: .primary)
      setViewController(PlaceholderViewController(), for: .secondary)
    }
  }

  /// Keeps the list on top when the interface collapses, and hears the collapse and expansion.
  final class NotesSplitViewControllerDelegate: ColumnKeepingSplitDelegate {
    init() { super.init(topColumn: .primary) }
  }

  /// The primary column: a list whose rows show a note as the detail.
  final class SidebarViewController: UIViewController {
    private(set) var firstRow = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      firstRow = Everyday.tappableRow(
        "firstRow", frame: CGRect(x: 0, y: 140, width: 320, height: 60), in: view,
        recognizer: UITapGestureRecognizer(target: self, action: SidebarViewController.rowTapped))
      title = "Folders"
    }

    private func rowTapped(_ recognizer: UITapGestureRecognizer) {
      showDetailViewController(NoteViewController(), sender: self)
    }
  }

  /// The secondary column before a note is chosen.
  final class PlaceholderViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .gray
    }
  }

  /// A note, shown in the secondary column.
  final class NoteViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
    }
  }
}
