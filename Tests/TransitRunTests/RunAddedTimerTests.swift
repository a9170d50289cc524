import Foundation
import Testing
import TransitCompile
import TransitTestSupport
import TransitTrace

/// A timer made first and added to the main run loop later, as a toast or a banner makes its
/// dismissal timer as it appears and schedules it once its fade-in has ended:
/// `Timer(timeInterval:target:selector:userInfo:repeats:)`, then
/// `RunLoop.main.add(_:forMode:)`.
@Suite("transit run: a timer added to the run loop after it is made")
struct RunAddedTimerTests {
  /// A screen that shows a note, fades it in, and takes it away two seconds after the fade-in.
  static let note = """
    import UIKit

    final class NoteViewController: UIViewController {
        private let note = UILabel()
        private var idle: Timer?

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            note.text = "Saved"
            note.alpha = 0
            view.addSubview(note)
            let timer = Timer(timeInterval: 2, target: self, selector: #selector(noteTimerFired(_:)),
                              userInfo: note, repeats: false)
            print("made at \\(CACurrentMediaTime()), valid \\(timer.isValid)")
            UIView.animate(withDuration: 0.5, animations: { self.note.alpha = 1 }) { _ in
                print("faded in at \\(CACurrentMediaTime())")
                RunLoop.main.add(timer, forMode: .common)
                RunLoop.main.add(timer, forMode: .default)
            }
            let ticks = Timer(timeInterval: 0.75, target: self, selector: #selector(tick),
                              userInfo: nil, repeats: true)
            RunLoop.current.add(ticks, forMode: RunLoop.Mode.default)
            idle = Timer(timeInterval: 0.1, target: self, selector: #selector(tick),
                         userInfo: nil, repeats: false)
            idle?.invalidate()
            RunLoop.main.add(idle!, forMode: .common)
        }

        private var tickCount = 0
        @objc private func tick(_ timer: Timer) {
            tickCount += 1
            print("tick \\(tickCount) at \\(CACurrentMediaTime())")
            if tickCount == 3 { timer.invalidate() }
        }

        @objc private func noteTimerFired(_ timer: Timer) {
            guard let label = timer.userInfo as? UILabel else { return }
            print("fired at \\(CACurrentMediaTime()) for \\(label.text ?? "")")
            label.removeFromSuperview()
        }
    }

    """

  @Test("the timer fires its interval after it is added, once, with its user info")
  func firesAfterAdded() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Note.swift", Self.note)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "NoteViewController", steps: "  - wait: 4"))
    let result = try harness.transit([
      "run", "Note.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // Made valid and not yet scheduled; added at the end of the fade-in (twice, which adds it
    // once) and fired two seconds later; the repeating timer ticks every 0.75 s until it
    // invalidates itself; the timer invalidated before it was added never fires.
    #expect(
      result.stdout.split(separator: "\n") == [
        "made at 0.0, valid true", "faded in at 0.5", "tick 1 at 0.75", "tick 2 at 1.5",
        "tick 3 at 2.25", "fired at 2.5 for Saved",
      ], "\(result.stdout)")
  }

  @Test("the rewrite names Transit's run loop where a timer is added to the main one")
  func rewrite() throws {
    let source = """
      func schedule(_ timer: Timer, on loop: RunLoop) {
          RunLoop.main.add(timer, forMode: .common)
          RunLoop.current.add(timer, forMode: RunLoop.Mode.default)
          loop.add(timer, forMode: .common)
          RunLoop.main.add(Port(), forMode: .common)
          RunLoop.main.run(until: Date())
      }

      """
    let rewrite = SourceRewrite.rewrite(source: source, path: "Schedule.swift")
    let expected = """
      func schedule(_ timer: Timer, on loop: RunLoop) {
          TransitLoop .add(timer, forMode: .common)
          TransitLoop    .add(timer, forMode: RunLoop.Mode.default)
          loop.add(timer, forMode: .common)
          TransitLoop .add(Port(), forMode: .common)
          RunLoop.main.run(until: Date())
      }

      """
    #expect(SourceRewriteTests.body(rewrite) == expected)
    #expect(
      rewrite.edits.map(\.description) == [
        "2:5 mainQueue: RunLoop.main → TransitLoop",
        "3:5 mainQueue: RunLoop.current → TransitLoop",
        "5:5 mainQueue: RunLoop.main → TransitLoop",
      ])
  }
}
