import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// Block timers on the virtual run loop, as `transit run` rewrites an app's
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` to them: what they hold.
@MainActor
@Suite("Block timers")
struct MainQueueLifetimeTests {
  final class Ticker {
    var ticks = 0
  }

  @Test("an invalidated block timer lets go of what its block captured")
  func blockTimerReleases() throws {
    weak var released: Ticker?
    try Simulator.run(scenario: "ticker", to: RecordBuffer()) { device in
      var timer: Timer?
      do {
        let ticker = Ticker()
        released = ticker
        timer = Timer.transitTimer(withTimeInterval: 1, repeats: true) { _ in
          ticker.ticks += 1
        }
      }
      device.runLoop.run(until: device.runLoop.now + 2.5)
      #expect(released?.ticks == 2)
      timer?.invalidate()
      device.runLoop.run(until: device.runLoop.now + 1.5)
      // The block held the ticker strongly, as the app's code wrote it; the timer is still
      // referenced, but invalidated it has let the block, and the ticker, go.
      #expect(timer?.isValid == false)
      #expect(released == nil)
    }
  }
}
