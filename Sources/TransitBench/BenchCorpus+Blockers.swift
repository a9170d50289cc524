import Foundation
import TransitCompile

/// What stops a library of the corpus that does not run, read from the compiler's messages and
/// the modules it misses, so that the report tells what cannot exist on Linux from what Transit
/// lacks: Apple's frameworks, modules with no sources here, the swizzling of class methods and
/// Objective-C message forwarding (no whole Objective-C runtime), and what Transit leaves out on purpose (UIKit
/// Dynamics' field behaviors). The messages none of these explain are counted apart: Transit's gaps, or errors that follow from the above.
extension BenchCorpus {
  /// Each kind, with words of the compiler's messages that show it.
  static let blockerKinds: [(kind: String, words: [String])] = [
    (
      "swizzling",
      [
        "'class_getClassMethod'", "'imp_implementationWithBlock'", "'object_setClass'",
      ]
    ),
    (
      "Objective-C message forwarding",
      ["member 'forwardingTarget'", "member 'responds'", "'methodSignature'"]
    ),
    ("UIKit Dynamics' field behaviors", ["'UIFieldBehavior'"]),
  ]

  /// What stops `outcome`, as kinds, the last one the count of messages no kind explains; empty
  /// when it runs.
  static func blockers(of outcome: Outcome) -> [String] {
    guard !outcome.ran else { return [] }
    var kinds: [String] = []
    let apple = outcome.missing.filter { SDKModuleNames.all.contains($0) }
    let others = outcome.missing.filter { !SDKModuleNames.all.contains($0) }
    if !apple.isEmpty { kinds.append("Apple frameworks (\(apple.joined(separator: ", ")))") }
    if !others.isEmpty { kinds.append("no sources for \(others.joined(separator: ", "))") }
    if let dependency = outcome.stoppedIn {
      kinds.append("its dependency \(dependency) does not compile (its own files not reached)")
    }
    var explained = 0
    for (kind, words) in blockerKinds {
      let shown = outcome.messages.filter { message in words.contains { message.contains($0) } }
      if !shown.isEmpty { kinds.append(kind) }
      explained += shown.count
    }
    let rest = outcome.messages.count - explained
    if rest > 0 { kinds.append(rest == 1 ? "1 other error" : "\(rest) other errors") }
    if kinds.isEmpty { kinds.append(outcome.reason) }
    return kinds
  }

  /// One line for each library that does not run, naming what stops it.
  static func reportBlockers(_ outcomes: [Outcome]) throws {
    let stopped = outcomes.filter { !$0.ran }
    guard !stopped.isEmpty else { return }
    try BenchOutput.print(
      "corpus: what stops those that do not run (the other errors are Transit's gaps, or follow "
        + "from the rest)")
    for outcome in stopped {
      let name = outcome.library.name.padding(toLength: 46, withPad: " ", startingAt: 0)
      try BenchOutput.print(
        "  \(name) " + String(blockers(of: outcome).joined(separator: "; ").prefix(160)))
    }
  }
}
