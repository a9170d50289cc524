/// What an import read and kept, line by line: every line is counted once, as a call, a UIKit
/// warning, an app's own print or the tools' noise.
package struct ImportSummary: Sendable, Hashable {
  /// Lines read.
  package var lines = 0
  /// Calls of the lifecycle Transit models, written as call records.
  package var calls = 0
  /// Calls of UIKit Transit recognises and does not model (`loadView()`,
  /// `viewWillLayoutSubviews()`), written as call records no rule judges.
  package var recognised = 0
  /// UIKit's console warnings, written as warning records.
  package var warnings = 0
  /// Objects the console shows freed (`deinit`, `dealloc`), written as release records.
  package var releases = 0
  /// Lines the app printed that name no UIKit call: dropped.
  package var appPrints = 0
  /// Blank lines, the logging tools' headers and trailers, backtrace frames: dropped.
  package var noise = 0
  /// Lines longer than the importer keeps whole, read by their start.
  package var truncated = 0
  /// Transitions the structure of the calls shows.
  package var transitions = 0
  /// Objects the console names, and anonymous stand-ins for those it does not.
  package var participants = 0
  /// Launches of the app the process ids show (0 when the console prints none).
  package var runs = 0
  /// The first transitions as the importer read them, one line each: `transition 1 (line 6):
  /// present vc.home → vc.settings`, with what it was read from.
  package var readings: [String] = []
  /// How many transitions are read past those listed.
  package static let readingsListed = 12
  /// What the reading of the lines could not settle and says instead, one line each: a word
  /// that looks like a call's name without spelling it, two labels one view controller is
  /// printed under. At most `notesListed`; `notesLeftOff` counts the rest.
  package private(set) var notes: [String] = []
  package private(set) var notesLeftOff = 0
  package static let notesListed = 12

  /// Adds a note, or counts it past the ones listed.
  mutating func note(_ text: String) {
    if notes.count < Self.notesListed {
      notes.append(text)
    } else {
      notesLeftOff += 1
    }
  }

  /// Counts notes left off without their text.
  mutating func noteLeftOff(_ count: Int) { notesLeftOff += count }

  package init() {}

  /// The records written after the header and the participants.
  package var events: Int { calls + recognised + warnings + releases }

  /// `42 calls (3 more UIKit calls no rule judges), 1 UIKit warning, 2 transitions; 17 app
  /// prints dropped`.
  package var description: String {
    var parts = ["\(calls) \(plural(calls, "call"))"]
    if recognised > 0 {
      parts[0] += " (and \(recognised) UIKit \(plural(recognised, "call")) no rule judges)"
    }
    if warnings > 0 { parts.append("\(warnings) UIKit \(plural(warnings, "warning"))") }
    if releases > 0 { parts.append("\(releases) \(plural(releases, "release"))") }
    parts.append("\(transitions) \(plural(transitions, "transition"))")
    var text = parts.joined(separator: ", ")
    text += "; \(appPrints) app \(plural(appPrints, "print")) dropped"
    if runs > 1 { text += "; \(runs) launches of the app" }
    if truncated > 0 {
      text += "; \(truncated) long \(plural(truncated, "line")) read by their start"
    }
    return text
  }

  /// The transitions read, a line each, and how many more there are; then the notes.
  package var readingLines: [String] {
    var lines = readings
    if transitions > readings.count {
      lines.append("… and \(transitions - readings.count) more")
    }
    lines += notes.map { "note: " + $0 }
    if notesLeftOff > 0 { lines.append("note: … and \(notesLeftOff) more") }
    return lines
  }

  private func plural(_ count: Int, _ noun: String) -> String { count == 1 ? noun : noun + "s" }
}
