import Foundation
import TransitUIKit

extension Navigation {
  /// The root screen: a list whose first row pushes a detail screen.
  final class ListViewController: UIViewController {
    private(set) var rowView = UIView()
    /// Counts the shown screens, as an analytics delegate does; kept here because the
    /// navigation controller's `delegate` is weak, as in UIKit.
    let screenTracker = ScreenTracker()
    /// Vends the slide animations, for the scenarios with a custom push and pop.
    let slideTransitions = SlideTransitionController()

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
      navigationController?.pushViewController(DetailViewController(), animated: true)
    }
  }

  /// The pushed screen: the details of the tapped row.
  final class DetailViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      let header = UIView(frame: CGRect(x: 0, y: 103, width: view.bounds.width, height: 220))
      header.accessibilityIdentifier = "detailHeader"
      view.addSubview(header)
    }
  }

  /// A navigation delegate that only listens, as the Vast Engineering blog's did: it records which
  /// screen is shown, from `willShow` and `didShow`.
  final class ScreenTracker: NSObject, UINavigationControllerDelegate {
    private(set) var shown: [String] = []

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      shown.append("will \(type(of: viewController))")
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      shown.append("did \(type(of: viewController))")
    }
  }
}
