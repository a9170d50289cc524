import Foundation
import Testing
import TransitTestSupport

/// A developer's views that handle touches in their own touch methods, as card libraries do: a
/// card that shrinks in `touchesBegan(_:with:)` and presents from `touchesEnded(_:with:)`, with
/// a tap recognizer beside it that does not cancel its touches.
@Suite("transit run: a view's own touch methods")
struct RunViewTouchesTests {
  static let cards = """
    import UIKit

    protocol CardDelegate: AnyObject {
        func cardWasTapped(_ card: CardView)
    }

    class CardView: UIView {
        weak var delegate: CardDelegate?

        override init(frame: CGRect) {
            super.init(frame: frame)
            let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
            tap.cancelsTouchesInView = false
            addGestureRecognizer(tap)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        @objc func tapped() { print("tap recognized") }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesBegan(touches, with: event)
            print("touchesBegan")
            transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesEnded(touches, with: event)
            print("touchesEnded")
            transform = .identity
            delegate?.cardWasTapped(self)
        }
    }

    class CardsViewController: UIViewController, CardDelegate {
        override func viewDidLoad() {
            super.viewDidLoad()
            let first = CardView(frame: CGRect(x: 20, y: 100, width: 353, height: 200))
            let second = CardView(frame: CGRect(x: 20, y: 320, width: 353, height: 200))
            for card in [first, second] {
                card.delegate = self
                view.addSubview(card)
            }
        }

        func cardWasTapped(_ card: CardView) {
            print("present from card at \\(card.frame.minY)")
            present(UIViewController(), animated: true)
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            print("background touchesEnded")
        }
    }

    """

  @Test("a tap on the second card shrinks it and presents from its touchesEnded")
  func cardPresents() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Cards.swift", Self.cards)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(
        root: "CardsViewController",
        steps: "  - tap: {at: [200, 420]}\n  - wait: 1\n"))
    let result = try harness.transit([
      "run", "Cards.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // The recognizer hears the touch first, then the card's own methods; the card's call to
    // super forwards the lifted finger up the responder chain, to the view controller, before
    // the card goes on.
    #expect(
      result.stdout.split(separator: "\n") == [
        "touchesBegan", "tap recognized", "background touchesEnded", "touchesEnded",
        "present from card at 320.0",
      ], "\(result.stdout)")
    let log = try String(
      contentsOf: harness.folder.appendingPathComponent("log.jsonl"), encoding: .utf8)
    #expect(log.contains("present(_:animated:completion:)"))
    #expect(log.contains("\"touch\""))
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  @Test("a tap beside the cards reaches the view controller up the responder chain")
  func backgroundReachesController() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Cards.swift", Self.cards)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(root: "CardsViewController", steps: "  - tap: {at: [200, 700]}\n"))
    let result = try harness.transit([
      "run", "Cards.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n") == ["background touchesEnded"])
  }
}
