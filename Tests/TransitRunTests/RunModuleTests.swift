import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// `transit run PATH:Module`: a library and the sample that imports it build as two modules.
@Suite("transit run: library modules")
struct RunModuleTests {
  /// A small card library of ours, in the style of the deck and sheet libraries: a public
  /// transitioning delegate that vends a public animator, and an internal helper the sample
  /// cannot see.
  static let library = """
    import UIKit

    public final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        public override init() { super.init() }

        public func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            CardAnimator(duration: Timing.duration)
        }
    }

    enum Timing { static let duration = 0.3 }

    final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let duration: TimeInterval
        init(duration: TimeInterval) { self.duration = duration }

        func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
            duration
        }

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let toView = context.view(forKey: .to) else { return }
            context.containerView.addSubview(toView)
            print("CardKit animates")
            UIView.animate(withDuration: duration, animations: { toView.alpha = 1 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    """

  static let sample = """
    import UIKit
    import CardKit

    class HomeViewController: UIViewController {
        let cardDelegate = CardTransitioningDelegate()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
        }

        @objc func open() {
            let card = UIViewController()
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = cardDelegate
            present(card, animated: true)
        }
    }

    """

  @Test("a library folder given as PATH:Module builds first; the sample imports it")
  func twoModules() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Source/CardKit.swift", Self.library)
    try harness.write("Example/Home.swift", Self.sample)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - tap: {at: [196, 400]}"))
    let result = try harness.transit([
      "run", "Source:CardKit", "Example", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "CardKit animates\n")
    let records = try harness.records("log.jsonl")
    #expect(
      calls(to: "CardTransitioningDelegate", in: records).first
        == "animationController(forPresented:presenting:source:)")
    #expect(calls(to: "CardAnimator", in: records).contains("animateTransition(using:)"))
  }

  @Test("without the module, the error says how to give the library's folder")
  func missingModule() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Source/CardKit.swift", Self.library)
    try harness.write("Example/Home.swift", Self.sample)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "Source", "Example", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("error: no such module 'CardKit'"))
    #expect(
      result.stderr.contains("`transit run PATH:CardKit …` (for example `Source:CardKit Example/`)")
    )
    // An internal type of the library stays out of the sample's reach, as on iOS.
    try harness.write(
      "Example/Peek.swift", "import CardKit\nlet peek = Timing.duration\n")
    let peek = try harness.transit([
      "run", "Source:CardKit", "Example", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(peek.status == 2)
    #expect(peek.stderr.contains("Peek.swift:2:12: error: cannot find 'Timing' in scope"))
    // A module name Transit's own modules take is refused before anything compiles.
    let reserved = try harness.transit([
      "run", "Source:UIKit", "Example", "--scenario", "case.yaml",
    ])
    #expect(reserved.status == 2)
    #expect(reserved.stderr.contains("'UIKit' is a module Transit already has"))
  }
}
