import Foundation
import Testing
import TransitTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Commands that both show and check a log read it once, so the two cannot disagree. A FIFO
/// shows it: it gives the log to the first reader, and anything else to a second one.
@Suite("A log is read once")
struct ReadOnceCommandTests {
  /// Whether the command has finished, shared with the thread feeding the FIFO.
  final class Finished: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
  }

  /// Runs `arguments` (with `{}` for the FIFO's path) while a thread writes card-zoom's log into
  /// the FIFO for the first reader, and a line that is not a log for any reader after it.
  static func runFeedingFIFO(_ arguments: [String]) throws -> (
    result: TransitProcess.Result, readers: Int
  ) {
    let folder = try TransitProcess.temporaryDirectory()
    let fifo = folder.appendingPathComponent("card-zoom.jsonl").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let log = try [UInt8](
      Data(
        contentsOf: GoldenTraces.url("card-zoom")))
    let finished = Finished()
    let readers = ReaderCount()
    let feeder = Thread {
      // The first open waits for the command to open the FIFO.
      let first = open(fifo, O_WRONLY)
      guard first >= 0 else { return }
      readers.increment()
      _ = log.withUnsafeBytes { write(first, $0.baseAddress, $0.count) }
      close(first)
      // A second reader, if the command opens the file again, gets something else. Not
      // before the first has had a second to read to the end and close: a writer opened while
      // it still reads would add to the first stream. A second reader waits for a writer.
      let start = Date()
      while !finished.isSet && Date().timeIntervalSince(start) < 1 { usleep(10_000) }
      while !finished.isSet {
        let again = open(fifo, O_WRONLY | O_NONBLOCK)
        if again >= 0 {
          readers.increment()
          let other = Array("not a log\n".utf8)
          _ = other.withUnsafeBytes { write(again, $0.baseAddress, $0.count) }
          close(again)
          return
        }
        usleep(10_000)
      }
    }
    feeder.start()
    let result = try TransitProcess.run(arguments.map { $0 == "{}" ? fifo : $0 }, in: folder)
    finished.set()
    return (result, readers.value)
  }

  final class ReaderCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
  }

  @Test(
    "explain and the step-through page read the log once, for the steps and the check",
    arguments: [["explain", "{}"], ["render", "{}", "-f", "html", "-o", "-"]])
  func once(arguments: [String]) throws {
    let (result, readers) = try Self.runFeedingFIFO(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(readers == 1)
    #expect(result.stdout.contains("presentationTransitionWillBegin()"))
  }
}
