import Foundation
import Testing
import TransitCompile
import TransitTestSupport
import TransitTrace

/// Blocks handed to the main dispatch queue (`DispatchQueue.main.async`,
/// `DispatchQueue.main.asyncAfter`), run on the virtual run loop, as screens around
/// transitions use them: present after a delay, reload after layout, put off or call off a
/// delayed block.
@Suite("transit run: the main dispatch queue")
struct RunMainQueueTests {
  /// A home screen that opens a card half a second after it appears, and queues work in the
  /// ways such apps write it.
  static let home = """
    import UIKit

    final class CardViewController: UIViewController {}

    final class HomeViewController: UIViewController {
        private var pendingHint: DispatchWorkItem?

        override func viewDidLoad() {
            super.viewDidLoad()
            DispatchQueue.main.async {
                print("async at \\(CACurrentMediaTime())")
                DispatchQueue.main.async { print("nested at \\(CACurrentMediaTime())") }
            }
            DispatchQueue.main.async(execute: { [weak self] in
                print("second, still loaded: \\(self?.isViewLoaded ?? false)")
            })
            let when = DispatchTime.now() + 1.25
            let started = CFAbsoluteTimeGetCurrent()
            DispatchQueue.main.asyncAfter(deadline: when) {
                print("computed at \\(CACurrentMediaTime()), \\(Int((CFAbsoluteTimeGetCurrent() - started) * 1000)) ms later")
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250), execute: {
                print("interval at \\(CACurrentMediaTime())")
            })
            let hint = DispatchWorkItem { print("hint shown") }
            pendingHint = hint
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.75, execute: hint)
            DispatchQueue.main.asyncAfter(deadline: .distantFuture) { print("never") }
            // Code on another thread waits on the real clock, which moves.
            let measured = DispatchSemaphore(value: 0)
            var moved = false
            DispatchQueue.global().async {
                let start = DispatchTime.now()
                usleep(2_000)
                moved = DispatchTime.now() > start
                measured.signal()
            }
            measured.wait()
            print("background clock moves: \\(moved)")
            print("loaded")
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            print("appeared at \\(CACurrentMediaTime())")
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                self.pendingHint?.cancel()
                self.present(CardViewController(), animated: true)
            }
        }
    }

    """

  @Test("async runs at the next turn and asyncAfter at its deadline, as the code that gave it")
  func runsOnTheVirtualRunLoop() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Home.swift", Self.home)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "HomeViewController", steps: "  - wait: 2"))
    let run = ["run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl"]
    let result = try harness.transit(run)
    #expect(result.status == 0, "\(result.stderr)")
    // Nothing runs inside the call that queued it: the blocks wait for the run loop's next turn
    // (the root's appearance comes in a turn of its own, after them), and come in the order
    // they are due on the virtual clock, those due together in the order given, a block
    // queued by one of them a turn later; a cancelled work item and a block due at the distant
    // future never run.
    #expect(
      result.stdout.split(separator: "\n") == [
        "background clock moves: true", "loaded", "async at 0.0", "second, still loaded: true",
        "appeared at 0.0",
        "nested at 0.0", "interval at 0.25", "computed at 1.25, 1250 ms later",
      ], "\(result.stdout)")
    let records = try harness.records("log.jsonl")
    let home = records.compactMap { record -> String? in
      guard case .participant(let participant) = record,
        participant.className == "HomeViewController"
      else { return nil }
      return participant.id
    }
    let presents = records.compactMap(\.event).filter {
      $0.call?.name.rawValue == "present(_:animated:completion:)"
    }
    // The delayed block presents as the home screen's code, half a second after it appeared.
    #expect(presents.count == 1)
    #expect(presents.first?.call?.caller == home.first)
    #expect(presents.first?.call?.receiver == home.first)
    #expect(presents.first.map { $0.time.microseconds } == 500_000)
    #expect(calls(to: "CardViewController", in: records).contains("viewDidAppear(_:)"))

    // The same files give the same log: the deadlines are read on the virtual clock.
    let first = try String(contentsOf: harness.folder.appendingPathComponent("log.jsonl"))
    let again = try harness.transit(run)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try String(contentsOf: harness.folder.appendingPathComponent("log.jsonl")) == first)
  }

  /// A transient alert that counts down with a block timer, then dismisses itself.
  static let alert = """
    import UIKit

    final class AlertViewController: UIViewController {
        private var timer: Timer?
        private var remaining = 3

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] _ in
                guard let self = self else { return }
                self.remaining -= 1
                print("\\(self.remaining) left at \\(CACurrentMediaTime())")
                if self.remaining == 0 {
                    self.timer?.invalidate()
                    self.dismiss(animated: true)
                }
            }
        }
    }

    final class HostViewController: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if presentedViewController == nil, !isBeingPresented {
                present(AlertViewController(), animated: true)
            }
        }
    }

    """

  @Test("a block timer fires on the virtual clock until invalidated, as its scheduler's code")
  func blockTimer() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Alert.swift", Self.alert)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "HostViewController", steps: "  - wait: 6"))
    let result = try harness.transit([
      "run", "Alert.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(result.stdout)")
    #expect(lines.map { $0.prefix(7) } == ["2 left ", "1 left ", "0 left "])
    let records = try harness.records("log.jsonl")
    let alert = records.compactMap { record -> String? in
      guard case .participant(let participant) = record,
        participant.className == "AlertViewController"
      else { return nil }
      return participant.id
    }.first
    let dismissals = records.compactMap(\.event).filter {
      $0.call?.name.rawValue == "dismiss(animated:completion:)"
    }
    // The last firing dismisses the alert as the alert's own code; nothing fires after it.
    #expect(dismissals.count == 1)
    #expect(dismissals.first?.call?.caller == alert)
    #expect(calls(to: "AlertViewController", in: records).last == "viewDidDisappear(_:)")
  }

  @Test("the rewrite names Transit's main queue where a block is handed to it, and only there")
  func rewrite() throws {
    let source = """
      func later(_ work: @escaping () -> Void) {
          DispatchQueue.main.async { work() }
          DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 0.3, execute: work)
          let queue = DispatchQueue.main
          queue.async { work() }
          DispatchQueue.global().async { work() }
          DispatchQueue.main
              .async { work() }
          DispatchQueue.main.asyncAfter(wallDeadline: .now() + 1, execute: work)
          let later = DispatchQueue.main.async
          _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in work() }
          _ = Timer.scheduledTimer(timeInterval: 1, target: self, selector: tick, userInfo: nil, repeats: false)
          let started = CFAbsoluteTimeGetCurrent()
          let clock = CFAbsoluteTimeGetCurrent
      }

      """
    let rewrite = SourceRewrite.rewrite(source: source, path: "Later.swift")
    let expected = """
      func later(_ work: @escaping () -> Void) {
          TransitMainQueue  .async { work() }
          TransitMainQueue  .asyncAfter(deadline: TransitClock.now() + 0.3, execute: work)
          let queue = DispatchQueue.main
          queue.async { work() }
          DispatchQueue.global().async { work() }
          TransitMainQueue\u{20}\u{20}
              .async { work() }
          DispatchQueue.main.asyncAfter(wallDeadline: .now() + 1, execute: work)
          let later = DispatchQueue.main.async
          _ = Timer.transitTimer  (withTimeInterval: 1, repeats: false) { _ in work() }
          _ = Timer.scheduledTimer(timeInterval: 1, target: self, selector: tick, userInfo: nil, repeats: false)
          let started = TransitClock.absolute   ()
          let clock = CFAbsoluteTimeGetCurrent
      }

      """
    #expect(SourceRewriteTests.body(rewrite) == expected)
    #expect(
      rewrite.edits.map(\.description) == [
        "2:5 mainQueue: DispatchQueue.main → TransitMainQueue",
        "3:5 mainQueue: DispatchQueue.main → TransitMainQueue",
        "3:45 mainQueue: DispatchTime → TransitClock",
        "7:5 mainQueue: DispatchQueue.main → TransitMainQueue",
        "11:15 mainQueue: scheduledTimer → transitTimer",
        "13:19 mainQueue: CFAbsoluteTimeGetCurrent → TransitClock.absolute",
      ])
  }

  /// A carousel that advances every three seconds, each block queuing the next, as apps write it.
  static let carousel = """
    import UIKit

    final class CarouselViewController: UIViewController {
        private var page = 0

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            DispatchQueue.main.asyncAfter(deadline: .now() + 3) { self.advance() }
        }

        private func advance() {
            page += 1
            print("page \\(page)")
            DispatchQueue.main.asyncAfter(deadline: .now() + 3) { self.advance() }
        }
    }

    """

  @Test("a block that queues itself again runs while the steps wait, and the run still ends")
  func selfQueuingBlock() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Carousel.swift", Self.carousel)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "CarouselViewController", steps: "  - wait: 7"))
    let result = try harness.transit([
      "run", "Carousel.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    // The first block, queued by the screen, keeps the run awake until it runs at 3 s; the
    // blocks a block queues do not, as a repeating timer's firings do not: the wait, from 3 s
    // to 10 s, shows two more pages, and then the run goes idle instead of running the carousel
    // for ever.
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n") == ["page 1", "page 2", "page 3"])
  }
}
