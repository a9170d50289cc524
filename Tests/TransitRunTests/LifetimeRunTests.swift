import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// `transit run` on apps of our own written the way public transition libraries are used, each
/// with one of the lifetime mistakes those libraries' users report
/// (docs/lifecycle.md#facts-lifetime): the app's own classes run under real ARC, so what they
/// keep alive, and what they let go, is what the log shows.
@Suite("transit run: object lifetimes")
struct LifetimeRunTests {
  /// A card that opens a detail screen with a growing-bubble transition, as BubbleTransition's
  /// README shows it, except that the transition object is a local constant of the method that
  /// presents: `transitioningDelegate` is weak, so nothing keeps it once `open` returns.
  static let bubbleApp = """
    import UIKit

    /// Grows the presented screen out of a point, and shrinks it back.
    final class BubbleTransition: NSObject, UIViewControllerTransitioningDelegate,
        UIViewControllerAnimatedTransitioning {
        var startingPoint = CGPoint.zero
        private var presenting = true

        func animationController(forPresented presented: UIViewController,
                                 presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            self.presenting = true
            return self
        }

        func animationController(forDismissed dismissed: UIViewController)
            -> UIViewControllerAnimatedTransitioning? {
            presenting = false
            return self
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
            -> TimeInterval { 0.5 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let key: UITransitionContextViewKey = presenting ? .to : .from
            guard let view = transitionContext.view(forKey: key) else { return }
            if presenting {
                view.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
                container.addSubview(view)
            }
            UIView.animate(withDuration: 0.5, animations: {
                view.transform = self.presenting ? .identity : CGAffineTransform(scaleX: 0.001, y: 0.001)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    class CardsViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let card = UIButton(frame: CGRect(x: 40, y: 300, width: 313, height: 200))
            card.accessibilityIdentifier = "card"
            card.addTarget(self, action: #selector(open), for: .touchUpInside)
            view.addSubview(card)
        }

        @objc func open() {
            let controller = DetailViewController()
            let transition = BubbleTransition()
            transition.startingPoint = CGPoint(x: 196, y: 400)
            controller.transitioningDelegate = transition
            controller.modalPresentationStyle = .custom
            present(controller, animated: true)
        }
    }

    class DetailViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let close = UIButton(frame: CGRect(x: 333, y: 60, width: 44, height: 44))
            close.accessibilityIdentifier = "close"
            close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
            view.addSubview(close)
        }

        @objc func closeTapped() {
            dismiss(animated: true)
        }
    }

    """

  /// A list whose row opens a detail screen a drag down closes, through an interaction
  /// controller the detail screen owns, as drag-to-dismiss libraries set it up. With `weak`,
  /// the interaction controller refers back to the screen weakly; without, each holds the
  /// other.
  static func swipeApp(reference: String) -> String {
    """
    import UIKit

    final class SwipeDownInteraction: UIPercentDrivenInteractiveTransition {
        \(reference) var screen: DetailViewController?
        private(set) var isDragging = false

        func attach(to view: UIView) {
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
        }

        @objc func handlePan(_ pan: UIPanGestureRecognizer) {
            let progress = min(max(pan.translation(in: pan.view).y / 600, 0), 1)
            switch pan.state {
            case .began:
                isDragging = true
                screen?.dismiss(animated: true)
            case .changed:
                update(progress)
            case .ended, .cancelled:
                isDragging = false
                progress > 0.3 ? finish() : cancel()
            default:
                break
            }
        }
    }

    final class SlideDown: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
            -> TimeInterval { 0.4 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let from = transitionContext.view(forKey: .from) else { return }
            let container = transitionContext.containerView
            UIView.animate(withDuration: 0.4, animations: {
                from.frame = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    class ListViewController: UIViewController, UIViewControllerTransitioningDelegate {
        private weak var closing: DetailViewController?

        override func viewDidLoad() {
            super.viewDidLoad()
            let row = UIButton(frame: CGRect(x: 0, y: 120, width: 393, height: 60))
            row.accessibilityIdentifier = "row"
            row.addTarget(self, action: #selector(openRow), for: .touchUpInside)
            view.addSubview(row)
        }

        @objc func openRow() {
            let detail = DetailViewController()
            detail.modalPresentationStyle = .overFullScreen
            detail.transitioningDelegate = self
            present(detail, animated: true)
        }

        func animationController(forDismissed dismissed: UIViewController)
            -> UIViewControllerAnimatedTransitioning? {
            closing = dismissed as? DetailViewController
            return SlideDown()
        }

        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? {
            guard let swipe = closing?.swipe, swipe.isDragging else { return nil }
            return swipe
        }
    }

    class DetailViewController: UIViewController {
        let swipe = SwipeDownInteraction()

        override func viewDidLoad() {
            super.viewDidLoad()
            let grabber = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 120))
            grabber.accessibilityIdentifier = "grabber"
            view.addSubview(grabber)
            swipe.screen = self
            swipe.attach(to: grabber)
        }

        deinit {
            print("DetailViewController deinit")
        }
    }

    """
  }

  static let swipeScenario = """
    scenario: swipe-detail
    viewControllers:
      ListViewController: {swift: true, root: true}
    steps:
      - tap: {id: row}
      - wait: 1
      - pan: {id: grabber, translation: [0, 400], duration: 0.4, steps: 4}
      - wait: 1

    """

  /// The events of a log, as the ids and calls a test compares.
  static func lines(_ records: [Record]) -> [(seq: Int, text: String)] {
    records.compactMap { record in
      guard let event = record.event else { return nil }
      switch event.body {
      case .call(let call): return (event.seq, "\(call.receiver) \(call.name)")
      case .release(let release): return (event.seq, "release \(release.participant)")
      case .retained(let retention): return (event.seq, "retained \(retention.participant)")
      case .note(let note): return (event.seq, "note \(note.code)")
      case .transition(let change): return (event.seq, "transition \(change.state.rawValue)")
      default: return nil
      }
    }
  }

  @Test("a transitioning delegate kept by a local constant: the dismissal is UIKit's own")
  func releasedDelegate() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Bubble.swift", Self.bubbleApp)
    let scenario = try harness.write(
      "bubble.yaml",
      """
      scenario: bubble
      viewControllers:
        CardsViewController: {swift: true, root: true}
      steps:
        - tap: {id: card}
        - wait: 1
        - tap: {id: close}
        - wait: 1

      """)
    let run = try harness.transit([
      "run", "App", "--scenario", scenario, "--output", "bubble.jsonl",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = Self.lines(try harness.records("bubble.jsonl")).map(\.text)
    // The presentation asks the delegate while `open` runs; the delegate is freed when `open`
    // returns, before the dismissal, which asks nobody and runs UIKit's own animator.
    let asked = try #require(
      lines.firstIndex(
        of: "delegate.bubbleTransition animationController(forPresented:presenting:source:)"))
    let released = try #require(lines.firstIndex(of: "release delegate.bubbleTransition"))
    let dismissal = try #require(lines.firstIndex(of: "vc.detail dismiss(animated:completion:)"))
    #expect(asked < released && released < dismissal)
    #expect(!lines.contains("delegate.bubbleTransition animationController(forDismissed:)"))
    #expect(lines[dismissal...].contains("note transitioning-delegate-released"))
    #expect(lines[dismissal...].contains("animator.builtin animateTransition(using:)"))
    let records = try harness.records("bubble.jsonl")
    let builtin = records.compactMap { record -> String? in
      guard case .participant(let participant) = record else { return nil }
      return participant.id == "animator.builtin" ? participant.className : nil
    }
    #expect(builtin.count == 1, "UIKit's own animator runs the dismissal")
    let check = try harness.transit(["check", "bubble.jsonl"])
    #expect(check.status == 1)
    #expect(check.stdout.contains("lifetime.transitioning-delegate-kept"))
  }

  @Test("a retain cycle through the interaction controller: check names the screen and the path")
  func retainCycle() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Swipe.swift", Self.swipeApp(reference: ""))
    let scenario = try harness.write("swipe.yaml", Self.swipeScenario)
    let run = try harness.transit([
      "run", "App", "--scenario", scenario, "--output", "swipe.jsonl",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.contains("DetailViewController deinit"))
    let check = try harness.transit(["check", "swipe.jsonl"])
    #expect(check.status == 1)
    #expect(check.stdout.contains("lifetime.removed-object-freed"))
    #expect(check.stdout.contains("vc.detail (DetailViewController)"))
    #expect(
      check.stdout.contains(
        "held by DetailViewController.swipe → SwipeDownInteraction.screen → DetailViewController"))
  }

  @Test("the corrected app conforms, and its log shows the screen freed after the dismissal")
  func weakReference() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Swipe.swift", Self.swipeApp(reference: "weak"))
    let scenario = try harness.write("swipe.yaml", Self.swipeScenario)
    let run = try harness.transit([
      "run", "App", "--scenario", scenario, "--output", "swipe.jsonl",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("DetailViewController deinit"))
    let lines = Self.lines(try harness.records("swipe.jsonl"))
    // The screen is freed at the end of the run-loop turn the dismissal ends in.
    let ended = try #require(lines.last { $0.text == "transition ended" })
    #expect(lines.contains { $0.text.hasSuffix(" finish()") })
    let released = try #require(lines.first { $0.text == "release vc.detail" })
    #expect(released.seq > ended.seq)
    #expect(!lines.contains { $0.text.hasPrefix("retained") })
    let check = try harness.transit(["check", "swipe.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
