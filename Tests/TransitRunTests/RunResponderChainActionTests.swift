import Foundation
import Testing
import TransitCompile
import TransitTestSupport
import TransitTrace

/// A control whose target is nil: UIKit sends its action up the responder chain, from the
/// control, to the first responder that implements it (Apple's `addTarget(_:action:for:)` page),
/// as a Close button inside a presented screen reaches that screen without naming it.
@Suite("transit run: a control's action with a nil target goes up the responder chain")
struct RunResponderChainActionTests {
  static let screens = """
    import UIKit

    final class CardView: UIView {
        @objc func flip(_ sender: UIButton) { print("card flips for \\(sender.accessibilityIdentifier ?? "")") }
    }

    final class DetailViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let close = UIButton(type: .system)
            close.accessibilityIdentifier = "close"
            close.frame = CGRect(x: 20, y: 80, width: 120, height: 44)
            close.addTarget(nil, action: #selector(DetailViewController.closeTapped(_:)), for: .touchUpInside)
            view.addSubview(close)
            let card = CardView(frame: CGRect(x: 0, y: 200, width: 300, height: 200))
            view.addSubview(card)
            let flip = UIButton(type: .system)
            flip.accessibilityIdentifier = "flip"
            flip.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
            flip.addTarget(nil, action: #selector(CardView.flip(_:)), for: .touchUpInside)
            card.addSubview(flip)
            let nobody = UIButton(type: .system)
            nobody.accessibilityIdentifier = "nobody"
            nobody.frame = CGRect(x: 20, y: 500, width: 120, height: 44)
            nobody.addTarget(nil, action: #selector(HomeViewController.openTapped), for: .touchUpInside)
            view.addSubview(nobody)
        }

        @objc func closeTapped(_ sender: Any) {
            print("close reaches \\(type(of: self))")
            dismiss(animated: true)
        }
    }

    final class HomeViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let open = UIButton(type: .system)
            open.accessibilityIdentifier = "open"
            open.frame = CGRect(x: 20, y: 80, width: 120, height: 44)
            open.addTarget(nil, action: #selector(openTapped), for: .touchUpInside)
            view.addSubview(open)
        }

        @objc func openTapped() {
            print("open reaches \\(type(of: self))")
            let detail = DetailViewController()
            detail.modalPresentationStyle = .fullScreen
            present(detail, animated: true)
        }
    }

    """

  @Test(
    "the first responder of the method's class gets the action: the view controller, a view, or no one"
  )
  func upTheChain() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Screens.swift", Self.screens)
    // The detail screen covers the home screen: its `nobody` button's chain (the button, the
    // detail's view, the detail, the window, the application) holds no HomeViewController.
    let steps = """
        - tap: {id: open}
        - wait: 1
        - tap: {id: flip}
        - tap: {id: nobody}
        - tap: {id: close}
        - wait: 1
      """
    try harness.write("case.yaml", RunCommandTests.scenario(steps: steps))
    let result = try harness.transit([
      "run", "Screens.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "open reaches HomeViewController", "card flips for flip",
        "close reaches DetailViewController",
      ], "\(result.stdout)")
    let records = try harness.records("log.jsonl")
    #expect(records.contains { $0.event?.call?.name.rawValue == "dismiss(animated:completion:)" })
    // The touch's recorded target is the responder the chain found.
    let targets = records.compactMap { record -> String? in
      guard case .gesture(let gesture) = record.event?.body, gesture.state == "ended" else {
        return nil
      }
      return gesture.target
    }
    #expect(targets.first == "vc.home" && targets.last == "vc.detail", "\(targets)")
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  @Test(
    "UIApplication's sendAction(_:to:from:for:) goes up the chain from the sender; UIKit's names reach no one"
  )
  func applicationSendAction() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Form.swift",
      """
      import UIKit

      final class FormViewController: UIViewController {
          let field = UITextField()

          override func viewDidLoad() {
              super.viewDidLoad()
              field.frame = CGRect(x: 20, y: 100, width: 200, height: 40)
              view.addSubview(field)
              view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backgroundTapped)))
          }

          @objc func backgroundTapped() {
              let resigned = UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
              let saved = UIApplication.shared.sendAction(#selector(FormViewController.save), to: nil, from: field, for: nil)
              let direct = UIApplication.shared.sendAction(#selector(FormViewController.save), to: self, from: nil, for: nil)
              print("resigned \\(resigned), saved \\(saved), direct \\(direct)")
          }

          @objc func save() { print("save reaches \\(type(of: self))") }
      }

      """)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(root: "FormViewController", steps: "  - tap: {at: [200, 600]}"))
    let result = try harness.transit([
      "run", "Form.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "save reaches FormViewController", "save reaches FormViewController",
        "resigned false, saved true, direct true",
      ], "\(result.stdout)")
  }
}

@Suite("the rewrite of a nil-targeted #selector")
struct NilTargetRewriteTests {
  @Test("a nil target's #selector stays a Selector keeping its method, which finds the responder")
  func nilTargetSelector() {
    let source = """
      final class Detail: UIViewController {
          func build() {
              close.addTarget(nil, action: #selector(Detail.closeTapped(_:)), for: .touchUpInside)
              open.addTarget(nil, action: #selector(openTapped), for: .touchUpInside)
              other.addTarget(nil, action: #selector(UIView.layoutSubviews), for: .touchUpInside)
              mine.addTarget(self, action: #selector(openTapped), for: .touchUpInside)
          }
          @objc func closeTapped(_ sender: Any) {}
          @objc func openTapped() {}
      }

      """
    let rewrite = SourceRewrite.rewrite(source: source, path: "Detail.swift")
    #expect(
      rewrite.edits.filter { $0.kind == .selector }.map(\.description) == [
        "3:38 selector: #selector(Detail.closeTapped(_:)) → Selector(\"closeTapped:\", Detail.closeTapped(_:))",
        "4:37 selector: #selector(openTapped) → Selector(\"openTapped\", Detail.openTapped)",
        "5:38 selector: #selector(UIView.layoutSubviews) → Selector(\"layoutSubviews\")",
        "6:38 selector: #selector(openTapped) → { $0.openTapped }",
      ])
    #expect(rewrite.notes.map(\.line) == [5])
  }
}
