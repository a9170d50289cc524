import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// Idioms of popup, drawer and settings code, compiled as written and run from the app
/// delegate: the window read through `UIApplication.shared.delegate` (a double optional on
/// iOS), a drawer that stops following a scroll view's pan with `removeTarget(_:action:)`, a
/// builder made through a class value from a method of a plain `NSObject` subclass, and the
/// document and colour pickers a settings screen presents, with `import
/// UniformTypeIdentifiers`.
@Suite("transit run: popup, drawer and picker idioms")
struct RunLibraryIdiomsTests {
  static let app = """
    import UIKit
    import UniformTypeIdentifiers

    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = SettingsViewController()
            window?.makeKeyAndVisible()
            return true
        }
    }

    class RowBuilder: NSObject {
        let height: CGFloat
        required init(height: CGFloat) {
            self.height = height
        }
    }

    class TallRowBuilder: RowBuilder {}

    class Sheet: NSObject {
        var builderType: RowBuilder.Type = TallRowBuilder.self

        func makeRows() -> [CGFloat] {
            let builder = builderType.init(height: 64)
            return [builder.height, CGFloat(String(describing: type(of: builder)).count)]
        }
    }

    class SettingsViewController: UIViewController, UIDocumentPickerDelegate, UIColorPickerViewControllerDelegate {
        let list = UIScrollView()

        override func viewDidLoad() {
            super.viewDidLoad()
            let inset = UIApplication.shared.delegate?.window??.safeAreaInsets.top ?? 0
            if let appWindow = UIApplication.shared.delegate?.window, let window = appWindow {
                print("window \\(window.bounds.width) wide, top inset \\(inset)")
            }
            print("rows \\(Sheet().makeRows())")
            list.panGestureRecognizer.addTarget(self, action: #selector(followList(_:)))
            list.panGestureRecognizer.removeTarget(self, action: #selector(followList(_:)))
            for (index, title) in ["Import", "Color"].enumerated() {
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                button.frame = CGRect(x: 20, y: 120 + 60 * index, width: 120, height: 44)
                button.addTarget(self, action: index == 0 ? #selector(importFile) : #selector(pickColor), for: .touchUpInside)
                view.addSubview(button)
            }
        }

        @objc func followList(_ recognizer: UIPanGestureRecognizer) {
            print("following the list")
        }

        @objc func importFile() {
            let types: [UTType] = [.pdf, .plainText, UTType(filenameExtension: "csv")!]
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: types, asCopy: true)
            picker.delegate = self
            picker.allowsMultipleSelection = true
            present(picker, animated: true)
        }

        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            print("picked \\(urls)")
        }

        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
            print("import cancelled")
            controller.dismiss(animated: true)
        }

        @objc func pickColor() {
            let picker = UIColorPickerViewController()
            picker.selectedColor = view.backgroundColor ?? .white
            picker.supportsAlpha = false
            picker.delegate = self
            present(picker, animated: true)
        }

        func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
            view.backgroundColor = color
        }

        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
            print("colour picker closing \\(viewController.isBeingDismissed)")
        }
    }

    """

  @Test("the idioms compile as written; each picker's button tells its delegate")
  func idioms() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Settings.swift", Self.app)
    try harness.write(
      "case.yaml",
      """
      scenario: settings
      steps:
        - wait: 0.5
        - tap: {button: Import}
        - wait: 1
        - tap: {button: Cancel}
        - wait: 1
        - tap: {button: Color}
        - wait: 1
        - tap: {button: Close}
        - wait: 1

      """)
    let result = try harness.transit([
      "run", "Settings.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n").map(String.init) == [
        "window 393.0 wide, top inset 59.0", "rows [64.0, 14.0]", "import cancelled",
        "colour picker closing true",
      ], "\(result.stdout)")
    let records = try harness.records("log.jsonl")
    let names = records.compactMap { $0.event?.call?.name.rawValue }
    #expect(names.filter { $0 == "present(_:animated:completion:)" }.count == 2)
    #expect(names.filter { $0 == "dismiss(animated:completion:)" }.count == 2)
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
