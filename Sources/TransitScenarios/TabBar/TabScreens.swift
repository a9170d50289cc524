import Foundation
import TransitUIKit

extension TabBar {
  /// The app's tab bar controller: Messages and Contacts, as in pgzxc's tab switch log. It keeps its
  /// delegate, because `delegate` is weak, as in UIKit; with `swipesBetweenTabs` it also
  /// switches tabs by a horizontal swipe across its view, driving the switch in code.
  final class MainTabBarController: UITabBarController {
    let messages = MessageViewController()
    let contacts = ContactViewController()
    private let tabDelegate: any UITabBarControllerDelegate
    private let transitions: TabTransitionController?

    /// With `animated` the delegate vends a slide animator; without, UIKit switches on its own.
    init(animated: Bool, swipesBetweenTabs: Bool = false) {
      let transitions = animated ? TabTransitionController() : nil
      self.transitions = transitions
      tabDelegate = transitions ?? TabSelectionTracker()
      super.init(nibName: nil, bundle: nil)
      viewControllers = [messages, contacts]
      delegate = tabDelegate
      if swipesBetweenTabs {
        view.addGestureRecognizer(
          UIPanGestureRecognizer(target: self, action: MainTabBarController.handleSwipe))
      }
    }

    /// A swipe to the left starts the switch to the next tab in code, follows the finger, and
    /// on release finishes past half the screen or cancels.
    private func handleSwipe(_ recognizer: UIPanGestureRecognizer) {
      let progress = min(max(-recognizer.translation(in: view).x / view.bounds.width, 0), 1)
      switch recognizer.state {
      case .began:
        guard selectedIndex + 1 < (viewControllers?.count ?? 0) else { return }
        transitions?.interaction = UIPercentDrivenInteractiveTransition()
        selectedIndex += 1
      case .changed:
        transitions?.interaction?.update(progress)
      case .ended, .cancelled:
        if progress > 0.5 && recognizer.state == .ended {
          transitions?.interaction?.finish()
        } else {
          transitions?.interaction?.cancel()
        }
        transitions?.interaction = nil
      default:
        break
      }
    }
  }

  /// The first tab: the message list.
  final class MessageViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
    }
  }

  /// The second tab: contacts, with a button that shows the messages tab again, switching tabs
  /// in code as apps do after an action.
  final class ContactViewController: UIViewController {
    private(set) var messagesButton = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      messagesButton = UIView(frame: CGRect(x: 40, y: 400, width: 313, height: 50))
      messagesButton.accessibilityIdentifier = "showMessagesButton"
      messagesButton.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: ContactViewController.showMessages))
      view.addSubview(messagesButton)
    }

    private func showMessages(_ recognizer: UITapGestureRecognizer) {
      tabBarController?.selectedIndex = 0
    }
  }
}
