import Foundation
import Testing
import TransitTestSupport

/// A developer's grid written for iOS 18, run as written: `preferredTransition = .zoom` on the
/// pushed photo and on a presented one, each with a provider that reads its context.
@Suite("transit run: iOS 18's zoom transition")
struct RunZoomTransitionTests {
  static let app = """
    import UIKit

    final class GridViewController: UIViewController {
        let thumbnail = UIImageView(frame: CGRect(x: 20, y: 200, width: 110, height: 110))

        override func viewDidLoad() {
            super.viewDidLoad()
            thumbnail.isUserInteractionEnabled = true
            thumbnail.accessibilityIdentifier = "thumbnail"
            thumbnail.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
            view.addSubview(thumbnail)
            let info = UIButton(type: .system)
            info.setTitle("Info", for: .normal)
            info.frame = CGRect(x: 200, y: 200, width: 120, height: 44)
            info.addTarget(self, action: #selector(showInfo), for: .touchUpInside)
            view.addSubview(info)
        }

        @objc private func open() {
            let photo = PhotoViewController()
            if #available(iOS 18.0, *) {
                photo.preferredTransition = .zoom { [weak self] context in
                    print("zoom from \\(type(of: context.sourceViewController)) into \\(type(of: context.zoomedViewController))")
                    return self?.thumbnail
                }
            }
            navigationController?.pushViewController(photo, animated: true)
        }

        @objc private func showInfo(_ sender: UIButton) {
            let info = UIViewController()
            let options = UIViewController.Transition.ZoomOptions()
            options.interactiveDismissShouldBegin = { context in context.willBegin }
            options.dimmingColor = .black
            info.preferredTransition = .zoom(options: options, sourceViewProvider: { context in
                print("info zooms from \\(type(of: context.sourceViewController))")
                return sender
            })
            present(info, animated: true)
        }
    }

    final class AppNavigationController: UINavigationController {
        init() { super.init(rootViewController: GridViewController()) }
        required init?(coder: NSCoder) { fatalError() }
    }

    final class PhotoViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            print("photo will appear")
        }
    }

    """

  @Test("a zoom push and a zoom presentation compile, run and conform")
  func zoomRuns() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App.swift", Self.app)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(
        root: "AppNavigationController",
        steps: "  - wait: 0.5\n  - tap: {id: thumbnail}\n  - wait: 1\n  - tap: {at: [48, 81]}\n"
          + "  - wait: 1\n  - tap: {button: Info}\n  - wait: 1"))
    let result = try harness.transit([
      "run", "App.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        photo will appear
        zoom from GridViewController into PhotoViewController
        zoom from GridViewController into PhotoViewController
        info zooms from AppNavigationController

        """)
    let log = try String(
      contentsOf: harness.folder.appendingPathComponent("log.jsonl"), encoding: .utf8)
    #expect(log.contains(#""call":"sourceViewProvider(_:)""#))
    #expect(log.contains("_UIZoomTransitionController"))
    #expect(log.contains(#""style":"fullScreen""#))
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
