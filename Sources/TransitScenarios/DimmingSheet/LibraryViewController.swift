import Foundation
import TransitUIKit

extension DimmingSheet {
  /// The presenting screen: an info button that presents the inspector, and a strip along the
  /// right edge that pulls it in interactively.
  final class LibraryViewController: UIViewController {
    private(set) var infoButton = UIView()
    private(set) var edgeView = UIView()
    private let sheet = SheetTransitioningDelegate()

    override func viewDidLoad() {
      super.viewDidLoad()
      infoButton = UIView(frame: CGRect(x: 320, y: 60, width: 44, height: 44))
      infoButton.accessibilityIdentifier = "infoButton"
      infoButton.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: LibraryViewController.showInspector))
      view.addSubview(infoButton)

      edgeView = UIView(frame: CGRect(x: view.bounds.width - 20, y: 0, width: 20, height: 852))
      edgeView.accessibilityIdentifier = "edgeStrip"
      edgeView.addGestureRecognizer(
        UIPanGestureRecognizer(target: self, action: LibraryViewController.pullInspector))
      view.addSubview(edgeView)
    }

    private func makeInspector() -> InspectorViewController {
      let inspector = InspectorViewController()
      inspector.modalPresentationStyle = .custom
      inspector.transitioningDelegate = sheet
      return inspector
    }

    private func showInspector(_ recognizer: UITapGestureRecognizer) {
      present(makeInspector(), animated: true)
    }

    /// Drives the presentation with the finger: it starts the presentation when the drag
    /// begins, scrubs it, and on release finishes it past half way or cancels it.
    private func pullInspector(_ recognizer: UIPanGestureRecognizer) {
      let sheetWidth = view.bounds.width / 2
      let progress = min(max(-recognizer.translation(in: view).x / sheetWidth, 0), 1)
      switch recognizer.state {
      case .began:
        sheet.interaction = UIPercentDrivenInteractiveTransition()
        present(makeInspector(), animated: true)
      case .changed:
        sheet.interaction?.update(progress)
      case .ended, .cancelled:
        if progress > 0.5 && recognizer.state == .ended {
          sheet.interaction?.finish()
        } else {
          sheet.interaction?.cancel()
        }
        sheet.interaction = nil
      default:
        break
      }
    }
  }

  /// The presented screen: details of the selected book.
  final class InspectorViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
    }
  }
}
