import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// Display links on the virtual clock, as FloatingPanel's spring animator and Hero's progress
/// runner use them: called at the screen's refresh with its frame's times, paused and resumed,
/// let go by `invalidate()`; driving an interactive dismissal frame by frame; and the display
/// link that keeps its target, a screen, alive after its dismissal.
@Suite("transit run: display links")
struct RunDisplayLinkTests {
  /// A ticker kept only by its display link, at 30 frames a second, paused after its second
  /// call and resumed a tenth of a second later, invalidated after its fourth.
  static let ticker = """
    import UIKit

    final class Ticker: NSObject {
        private var frames = 0
        deinit { print("ticker freed") }

        @objc func tick(_ link: CADisplayLink) {
            frames += 1
            print("tick \\(frames) at frame \\(Int((link.timestamp * 60).rounded())), next \\(Int((link.targetTimestamp * 60).rounded())), \\(Int((1 / link.duration).rounded())) Hz, now \\(Int((CACurrentMediaTime() * 60).rounded()))")
            if frames == 2 {
                link.isPaused = true
                perform(#selector(resume(_:)), with: link, afterDelay: 0.1)
            }
            if frames == 4 { link.invalidate() }
        }

        @objc func resume(_ link: CADisplayLink) {
            print("resume at frame \\(Int((CACurrentMediaTime() * 60).rounded()))")
            link.isPaused = false
        }
    }

    class HomeViewController: UIViewController {
        var link: CADisplayLink?

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            print("appeared at frame \\(Int((CACurrentMediaTime() * 60).rounded()))")
            let link = CADisplayLink(target: Ticker(), selector: #selector(Ticker.tick(_:)))
            link.preferredFramesPerSecond = 30
            link.add(to: .main, forMode: .common)
            self.link = link
        }
    }
    """

  /// A card dismissed interactively by an interaction controller that a display link drives, a
  /// quarter at each frame; with `PULSE` set the card also runs a display link whose target is
  /// itself, and never invalidates it.
  static let card = """
    import UIKit

    class SlideDown: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.insertSubview(to, belowSubview: from)
            UIView.animate(withDuration: 0.3, animations: {
                from.frame.origin.y = transitionContext.containerView.bounds.height
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    /// Drives the dismissal's progress from the screen's refresh, a quarter at each frame.
    final class FrameDrivenDismissal: UIPercentDrivenInteractiveTransition {
        var isActive = false
        private var link: CADisplayLink?

        override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
            super.startInteractiveTransition(transitionContext)
            let link = CADisplayLink(target: self, selector: #selector(step(_:)))
            link.add(to: .main, forMode: .common)
            self.link = link
        }

        @objc private func step(_ link: CADisplayLink) {
            let progress = percentComplete + 0.25
            guard progress < 1 else {
                link.invalidate()
                self.link = nil
                isActive = false
                finish()
                return
            }
            update(progress)
        }
    }

    class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
        let dismissal = FrameDrivenDismissal()

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { SlideDown() }

        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            dismissal.isActive ? dismissal : nil
        }
    }

    class CardViewController: UIViewController {
        var pulse: CADisplayLink?
        var keepsPulse = false
        deinit { print("card freed") }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if keepsPulse {
                let pulse = CADisplayLink(target: self, selector: #selector(beat))
                pulse.preferredFramesPerSecond = 1
                pulse.add(to: .main, forMode: .common)
                self.pulse = pulse
            }
            (transitioningDelegate as? CardTransitions)?.dismissal.isActive = true
            dismiss(animated: true)
        }

        @objc func beat() {}
    }

    class HomeViewController: UIViewController {
        let transitions = CardTransitions()
        var presented = 0

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            guard presented == 0 else { return }
            presented += 1
            let card = CardViewController()
            card.keepsPulse = ProcessInfo.processInfo.environment["PULSE"] != nil
            card.modalPresentationStyle = .fullScreen
            card.transitioningDelegate = transitions
            present(card, animated: true)
        }
    }
    """

  @Test("a display link is called at each frame of its rate, paused, resumed and let go")
  func ticks() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App.swift", Self.ticker)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "App.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // Frames come every sixtieth of a second; at 30 a second every other one, the first the
    // frame after the link was added. The resume, at frame 9, calls at the next frame; the
    // invalidation lets the ticker, which only the link held, go.
    #expect(
      result.stdout.split(separator: "\n") == [
        "appeared at frame 0",
        "tick 1 at frame 1, next 3, 60 Hz, now 1",
        "tick 2 at frame 3, next 5, 60 Hz, now 3",
        "resume at frame 9",
        "tick 3 at frame 10, next 12, 60 Hz, now 10",
        "tick 4 at frame 12, next 14, 60 Hz, now 12",
        "ticker freed",
      ])
  }

  /// Two counters' links, one added in a mode the main run loop never runs in (the empty
  /// name, as a blur view adds its link while it is not tracking), one in the default mode.
  static let modes = """
    import UIKit

    final class Counter: NSObject {
        var frames = 0
        @objc func tick(_ link: CADisplayLink) { frames += 1 }
    }

    class HomeViewController: UIViewController {
        let idle = Counter()
        let running = Counter()
        var links: [CADisplayLink] = []

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let idleLink = CADisplayLink(target: idle, selector: #selector(Counter.tick(_:)))
            idleLink.add(to: .main, forMode: RunLoop.Mode(rawValue: ""))
            let runningLink = CADisplayLink(target: running, selector: #selector(Counter.tick(_:)))
            runningLink.add(to: .main, forMode: .default)
            links = [idleLink, runningLink]
            perform(#selector(report), with: nil, afterDelay: 0.1)
        }

        @objc func report() {
            print("unrun mode \\(idle.frames) frames, default mode \\(running.frames) frames")
            links.forEach { $0.invalidate() }
        }
    }
    """

  @Test("a display link added only in a mode the main run loop never runs in never fires")
  func unrunMode() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App.swift", Self.modes)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "App.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // A tenth of a second on is frame 6; the report was scheduled before the link's sixth
    // callback was, so at that instant it runs first, after frames 1 to 5.
    #expect(result.stdout == "unrun mode 0 frames, default mode 5 frames\n")
  }

  @Test("a display link drives an interactive dismissal frame by frame to its completion")
  func drivesDismissal() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App.swift", Self.card)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 2"))
    let result = try harness.transit([
      "run", "App.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "card freed\n")
    let records = try harness.records("log.jsonl")
    let dismissal = Self.history(of: 2, in: records)
    #expect(
      dismissal == [
        "0.4 transition requested",
        "0.4 delegate.cardTransitions animationController(forDismissed:)",
        "0.4 delegate.cardTransitions interactionControllerForDismissal(using:)",
        "0.4 interactor.frameDrivenDismissal wantsInteractiveStart",
        "0.4 transition began",
        "0.4 animator.slideDown transitionDuration(using:)",
        "0.4 vc.card viewWillDisappear(_:)",
        "0.4 vc.home viewWillAppear(_:)",
        "0.4 note status-bar-query-position-unverified",
        "0.4 vc.home prefersStatusBarHidden",
        "0.4 animator.slideDown transitionDuration(using:)",
        "0.4 interactor.frameDrivenDismissal startInteractiveTransition(_:)",
        "0.4 animator.slideDown transitionDuration(using:)",
        "0.4 animator.slideDown animateTransition(using:)",
        "0.4 ctx.2 view(forKey:)",
        "0.4 ctx.2 view(forKey:)",
        "0.4 ctx.2 containerView",
        "0.4 uikit animate(withDuration:animations:completion:)",
        "0.4 ctx.2 containerView",
        "0.4 vc.home viewIsAppearing(_:)",
        "0.4 vc.card viewSafeAreaInsetsDidChange()",
        "0.4 vc.card viewWillLayoutSubviews()",
        "0.4 vc.card viewDidLayoutSubviews()",
        "0.416667 interactor.frameDrivenDismissal update(_:)",
        "0.416667 ctx.2 updateInteractiveTransition(_:)",
        "0.433333 interactor.frameDrivenDismissal update(_:)",
        "0.433333 ctx.2 updateInteractiveTransition(_:)",
        "0.45 interactor.frameDrivenDismissal update(_:)",
        "0.45 ctx.2 updateInteractiveTransition(_:)",
        "0.466667 interactor.frameDrivenDismissal finish()",
        "0.466667 ctx.2 finishInteractiveTransition()",
        "0.466667 interactor.frameDrivenDismissal completionSpeed",
        "0.466667 transition finishing",
        "0.541667 animator.slideDown completion(_:)",
        "0.541667 ctx.2 transitionWasCancelled",
        "0.541667 ctx.2 completeTransition(_:)",
        "0.541667 transition completed",
        "0.541667 pc.fullScreen transitionDidFinish(_:)",
        "0.541667 vc.home viewDidAppear(_:)",
        "0.541667 vc.card viewDidDisappear(_:)",
        "0.541667 transition ended",
        "0.541667 release vc.card",
        "0.541667 release pc.fullScreen",
        "0.541667 release ctx.2",
        "0.541667 release animator.slideDown",
      ])
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }

  @Test("a display link whose target is the dismissed screen keeps it alive, and check says how")
  func keepsItsTarget() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "App.swift",
      Self.card.replacingOccurrences(
        of: "environment[\"PULSE\"] != nil", with: "environment[\"PATH\"] != nil"))
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 2"))
    let result = try harness.transit([
      "run", "App.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 1)
    #expect(
      check.stdout.contains(
        "held by CardViewController.pulse → CADisplayLink.target → CardViewController"),
      "\(check.stdout)")
  }

  /// The events of transition `id`, and the releases after it ended, as "time text" lines.
  static func history(of id: Int, in records: [Record]) -> [String] {
    var lines: [String] = []
    var ended = false
    for record in records {
      guard let event = record.event else { continue }
      let text: String
      switch event.body {
      case .call(let call) where event.transition == id: text = "\(call.receiver) \(call.name)"
      case .note(let note) where event.transition == id: text = "note \(note.code)"
      case .transition(let change) where event.transition == id:
        text = "transition \(change.state.rawValue)"
        ended = ended || change.state.rawValue == "ended"
      case .release(let release) where ended: text = "release \(release.participant)"
      default: continue
      }
      lines.append("\(JSONNumber.formatMicros(event.time.microseconds)) \(text)")
    }
    return lines
  }
}
