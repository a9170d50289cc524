import ArgumentParser
import Foundation
import TransitTrace

/// `transit-bench scaling`: each log shape an attacker might send, at two lengths, timed as a
/// whole `transit` process; the peer of each run is the same command on the log half as long.
///
/// A command whose work grows with its input takes about twice as long on the log twice as
/// long; one that grows with the square takes four times. These are the shapes issue 14 found
/// super-linear, each now bounded by design.
struct BenchScaling: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scaling",
    abstract: "Time each hostile log shape at two lengths: about 2× is linear, 4× quadratic.",
    discussion: """
      Each shape is written at its base length and at twice that, and the `transit` built \
      beside this program runs on both (the median of --runs). The ratio of the two times is \
      reported; one above 3 is flagged, and makes the exit status 1. Build with \
      `swift build -c release` first: a debug build measures the debug binary.
      """
  )

  @Option(
    parsing: .unconditional,
    help: "How many times each command runs per length (1 or more); the median is reported.")
  var runs = 3

  @Option(help: "Scale every shape's base length by this factor (a positive number).")
  var scale = 1.0

  func validate() throws {
    guard runs >= 1 else { throw ValidationError("--runs must be 1 or more") }
    guard scale > 0 else { throw ValidationError("--scale must be above 0") }
  }

  /// A log shape: how it is built at a length, and the command that reads it.
  struct Shape: Sendable {
    var name: String
    var length: Int
    var arguments: [String]
    var build: @Sendable (Int) -> [Record]
  }

  func run() async throws {
    let folder = NSTemporaryDirectory() + "transit-bench-scaling-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let transit = BenchCheck.transitExecutable
    try BenchOutput.print("transit: \(transit); each command at n and 2n records, \(runs) runs")
    try BenchOutput.print(
      "shape".padding(toLength: 34, withPad: " ", startingAt: 0)
        + "       n    s(n)   s(2n)   ratio")
    var flagged = false
    for shape in Self.shapes {
      let base = max(1, Int(Double(shape.length) * scale))
      var seconds: [Double] = []
      for length in [base, 2 * base] {
        let log = "\(folder)/\(shape.name.filter(\.isLetter))-\(length).jsonl"
        let text = shape.build(length).map(RecordEncoder.line(for:)).joined()
        try text.write(toFile: log, atomically: false, encoding: .utf8)
        let arguments = shape.arguments.map { $0 == "LOG" ? log : $0 }
          .map { $0.hasPrefix("OUT") ? "\(folder)/\($0)" : $0 }
        var times: [Double] = []
        for _ in 0..<runs {
          let measured = try PeerProcess.measure([transit] + arguments)
          times.append(measured.seconds)
        }
        seconds.append(times.sorted()[times.count / 2])
      }
      let ratio = seconds[1] / max(seconds[0], 1e-6)
      if ratio > 3 { flagged = true }
      try BenchOutput.print(
        shape.name.padding(toLength: 34, withPad: " ", startingAt: 0)
          + String(format: "%8d %7.3f %7.3f %6.2f×", base, seconds[0], seconds[1], ratio)
          + (ratio > 3 ? "  super-linear" : ""))
    }
    if flagged { throw ExitCode(1) }
  }

  /// A log of `events` built by `body`, after a header and the participants `ids` (each with
  /// class `C` and role `role`).
  static func log(
    _ ids: [String], role: ParticipantRole = .animator, _ body: (inout Builder) -> Void
  )
    -> [Record]
  {
    var builder = Builder()
    builder.records = [
      .header(LogHeader(scenario: "scaling", engine: "transit-bench"))
    ]
    builder.records += ids.map { .participant(Participant(id: $0, className: "C", role: role)) }
    body(&builder)
    return builder.records
  }

  /// Appends events numbered from 1.
  struct Builder {
    var records: [Record] = []
    var seq = 0

    @discardableResult
    mutating func add(_ body: Event.Body, transition: Int? = nil, cause: Int? = nil) -> Int {
      seq += 1
      records.append(
        .event(
          Event(
            seq: seq, time: VirtualTime(microseconds: 0), transition: transition, cause: cause,
            body: body)))
      return seq
    }

    @discardableResult
    mutating func call(_ name: String, to receiver: String = "vc", cause: Int? = nil) -> Int {
      add(.call(Call(caller: "uikit", receiver: receiver, name: CallName(name))), cause: cause)
    }

    mutating func view(_ id: String, in superview: String, at index: Int, insert: Bool = false) {
      add(
        .view(
          ViewChange(
            caller: "uikit", name: insert ? .insertSubviewAt : .addSubview, view: id,
            viewClass: "UIView", viewController: nil, superview: superview, index: index)),
        transition: 1)
    }
  }

  /// `n` presentations, each by the view controller the one before presented, none dismissed.
  @Sendable static func presentationChain(_ n: Int) -> [Record] {
    let ids = ["uikit"] + (0...n).map { "vc.\($0)" }
    return log(ids, role: .presentedViewController) { log in
      for index in 1...n {
        log.add(
          .transition(
            TransitionChange(
              state: .requested, kind: .present, from: "vc.\(index - 1)", to: "vc.\(index)")),
          transition: index)
        log.add(
          .transition(TransitionChange(state: .began, container: "container.\(index)")),
          transition: index)
        log.call("viewWillAppear(_:)", to: "vc.\(index)")
        log.add(
          .transition(TransitionChange(state: .completed, didComplete: true)), transition: index)
        log.call("viewDidAppear(_:)", to: "vc.\(index)")
        log.add(.transition(TransitionChange(state: .ended, didComplete: true)), transition: index)
      }
    }
  }

  static let shapes: [Shape] = [
    Shape(name: "distinct unknown calls, check", length: 200, arguments: ["check", "LOG"]) { n in
      log(["uikit", "vc"]) { log in
        for index in 0..<n { log.call(String(repeating: "x", count: 4000) + "\(index)()") }
      }
    },
    Shape(name: "one unknown call repeated, explain", length: 2000, arguments: ["explain", "LOG"]) {
      n in
      log(["uikit", "vc"]) { log in for _ in 0..<n { log.call("presentationWillBegn()") } }
    },
    Shape(name: "a 4000-byte id, explain", length: 500, arguments: ["explain", "LOG"]) { n in
      let id = String(repeating: "v", count: 4000)
      return log(["uikit", id]) { log in for _ in 0..<n { log.call("f()", to: id) } }
    },
    Shape(name: "sibling views, html", length: 500, arguments: ["render", "LOG", "-o", "OUT.html"])
    { n in
      log(["uikit"]) { log in for index in 0..<n { log.view("v\(index)", in: "window", at: index) }
      }
    },
    Shape(
      name: "views re-inserted at the back, explain", length: 500, arguments: ["explain", "LOG"]
    ) { n in
      log(["uikit"]) { log in
        for index in 0..<n { log.view("v\(index)", in: "window", at: index) }
        for index in 0..<n { log.view("v\(index)", in: "window", at: 0, insert: true) }
      }
    },
    Shape(
      name: "views each inside the last, html", length: 500,
      arguments: ["render", "LOG", "-o", "OUT.html"]
    ) { n in
      log(["uikit"]) { log in
        for index in 0..<n {
          log.view("v\(index)", in: index == 0 ? "window" : "v\(index - 1)", at: 0)
        }
      }
    },
    Shape(
      name: "transitions left open, html", length: 200,
      arguments: ["render", "LOG", "-o", "OUT.html"]
    ) { n in
      log(["uikit", "vc"], role: .presentingViewController) { log in
        for index in 1...n {
          log.add(
            .transition(TransitionChange(state: .requested, kind: .present, from: "vc", to: "vc")),
            transition: index)
          log.add(
            .call(Call(caller: "uikit", receiver: "vc", name: "viewWillAppear(_:)")),
            transition: index)
        }
      }
    },
    Shape(
      name: "transitions left open, svg", length: 1000,
      arguments: ["render", "LOG", "-o", "OUT.svg"]
    ) { n in
      log(["uikit", "vc"], role: .presentingViewController) { log in
        for index in 1...n {
          log.add(
            .transition(TransitionChange(state: .requested, kind: .present, from: "vc", to: "vc")),
            transition: index)
        }
      }
    },
    Shape(
      name: "calls each inside the last, svg", length: 2000,
      arguments: ["render", "LOG", "-o", "OUT.svg"]
    ) { n in
      log(["uikit", "vc"]) { log in
        var cause: Int?
        for _ in 0..<n { cause = log.call("layoutSubviews()", cause: cause) }
      }
    },
    Shape(
      name: "presentations each on the last, html", length: 200,
      arguments: ["render", "LOG", "-o", "OUT.html"], build: presentationChain),
    Shape(
      name: "presentations each on the last, explain", length: 400,
      arguments: ["explain", "LOG"], build: presentationChain),
    Shape(name: "100 KB notes, svg", length: 20, arguments: ["render", "LOG", "-o", "OUT.svg"]) {
      n in
      log(["uikit"], role: .uikit) { log in
        for index in 0..<n {
          log.add(
            .note(
              Diagnostic(
                participant: "uikit", code: "n\(index)",
                message: String(repeating: "word\\G ", count: 15_000))))
        }
      }
    },
  ]
}
