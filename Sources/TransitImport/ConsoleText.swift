import Foundation
import TransitLifecycle
import TransitTrace

/// The console an app shows when it prints a log's calls: the importer's inverse, for tests that
/// take a log through console text and back, and for the benchmark's console of any size.
///
/// Each call is a line as an app prints it: the receiver's description (`<ZoomInAnimator:
/// 0x600000a01040>`, an address made up from the participant's place in the log) and the
/// Swift signature, as `print(self, #function)` gives, then the arguments an app would add
/// (`didComplete: true`); or the signature alone, as `print(#function)` gives. UIKit's warnings
/// come in UIKit's words, and a release as the `deinit` that prints its object. Nothing else an
/// app cannot print appears: no transition state, no view change, no touch, no caller, no
/// result, and no engine finding such as an object still retained.
package enum ConsoleText {
  package enum Style: Sendable, Hashable, CaseIterable {
    /// `<Class: 0x…> signature key: value…`.
    case described
    /// `signature`, a bare `#function`.
    case bare
  }

  /// The console lines for `records`, each with Xcode's prefix when `prefix` is set (its time
  /// the record's, its process `App[4242:1207]`). Addresses start at `addressBase`, so copies
  /// of a log printed with different bases name different objects.
  package static func lines(
    of records: [Record], style: Style, prefix: Bool = false, addressBase: Int = 0x6000_0000_1000
  ) -> [String] {
    printed(of: records, style: style, prefix: prefix, addressBase: addressBase).map(\.text)
  }

  /// The console lines for `records`, as `lines(of:style:prefix:addressBase:)` gives them,
  /// each with the `seq` of the record it prints.
  package static func printed(
    of records: [Record], style: Style, prefix: Bool = false, addressBase: Int = 0x6000_0000_1000
  ) -> [(text: String, seq: Int)] {
    var participants: [String: (className: String, address: String, anonymous: Bool)] = [:]
    var lines: [(text: String, seq: Int)] = []
    for record in records {
      switch record {
      case .header, .geometry:
        break
      case .participant(let participant):
        let address = "0x" + String(addressBase + participants.count * 0x40, radix: 16)
        participants[participant.id] = (
          participant.className, address, participant.isAnonymous
        )
      case .event(let event):
        let describe = { (id: String) -> String? in
          guard let known = participants[id], !known.anonymous else { return nil }
          return "<\(known.className): \(known.address)>"
        }
        var text: String?
        switch event.body {
        case .call(let call):
          text = line(for: call, style: style, describe: describe)
        case .warning(let diagnostic):
          text = warning(diagnostic, participants: participants.mapValues(\.address))
        case .release(let release):
          // `print(self, #function)` in `deinit`; a bare `#function` names no object.
          text = style == .described ? describe(release.participant).map { $0 + " deinit" } : nil
        default:
          text = nil
        }
        guard let text else { continue }
        lines.append((prefix ? xcodePrefix(event.time) + text : text, event.seq))
      }
    }
    return lines
  }

  /// `2026-11-20 09:41:07.118204+0900 App[4242:1207] `, at `time` after a fixed start.
  package static func xcodePrefix(_ time: VirtualTime) -> String {
    let micros = Int(time.microseconds) + (9 * 3600 + 41 * 60 + 7) * 1_000_000
    let seconds = micros / 1_000_000
    let fraction = String(micros % 1_000_000)
    let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return "2026-11-20 \(pad(seconds / 3600 % 24)):\(pad(seconds / 60 % 60)):\(pad(seconds % 60))."
      + String(repeating: "0", count: 6 - fraction.count) + fraction + "+0900 App[4242:1207] "
  }

  private static func line(
    for call: Call, style: Style, describe: (String) -> String?
  ) -> String {
    guard style == .described else { return call.name.rawValue }
    var text = call.name.rawValue
    if let receiver = describe(call.receiver) { text = receiver + " " + text }
    for (key, value) in call.args.pairs {
      switch value {
      case .bool(let flag): text += " \(key): \(flag)"
      case .int, .double: text += " \(key): \(value)"
      case .null: text += " \(key): nil"
      case .string(let id):
        if let object = describe(id) { text += " \(key): \(object)" }
      case .array: continue
      }
    }
    return text
  }

  /// UIKit's sentence for a warning Transit's engine logs where UIKit prints one; nil for the
  /// engine's own findings, which UIKit never prints.
  private static func warning(_ diagnostic: Diagnostic, participants: [String: String]) -> String? {
    switch diagnostic.code {
    case "present-while-transitioning", "already-presenting", "dismiss-while-transitioning":
      break
    default:
      return nil
    }
    // The engine writes UIKit's sentence with ids for addresses, then its own explanation.
    var sentence = diagnostic.message
    if let end = sentence.range(of: ". UIKit") {
      sentence = String(sentence[..<end.lowerBound]) + "."
    }
    for (id, address) in participants {
      sentence = sentence.replacingOccurrences(of: ": \(id)>", with: ": \(address)>")
    }
    return sentence
  }
}
