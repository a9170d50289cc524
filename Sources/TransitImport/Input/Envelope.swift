/// What wraps an app's message on a console line: Xcode's prefix (three generations, the date
/// trimmed or not), `log stream`/`log show` in compact, default or syslog style, and the paste
/// artefacts of issue trackers and blogs (quote markers, list bullets, backticks). `parse`
/// finds where the message starts and ends and what the prefix says: the process, its id and
/// the time.
///
/// Every test looks at a fixed prefix or scans forward once, so a line of any content costs
/// time linear in its length. The formats are those of real published console output; the
/// importer's tests read one real example of each.
struct Envelope {
  enum Kind: Sendable {
    /// No prefix: the message is the whole (cleaned) line.
    case none
    /// `2026-11-20 09:41:07.118204+0900 App[4121:1873301] `, or without its date.
    case xcode
    /// `log stream --style compact`: `2019-06-04 14:01:49.918 Df example[59318:22c78e] `.
    case compact
    /// `log show` in its default style: time, thread, type, activity, pid, TTL, process.
    case unifiedDefault
    /// `log show --style syslog`: `… host App[4121]: `.
    case syslog
    /// `log stream --style ndjson`: one JSON object per line, the message in `eventMessage`.
    case ndjson
  }

  var kind = Kind.none
  /// The message: `start..<end` of the line.
  var start: Int
  var end: Int
  /// The process id the prefix names.
  var pid: Int?
  /// Seconds since 1970, from the prefix's date and time (UTC when it names no zone).
  var time: Double?
  /// Whether the line is the tools' own: a column header, a filter preamble, a trailer, a
  /// backtrace frame. Never a call, never an app's print.
  var noise = false
  /// Whether the line began with a tab: in compact style, the continuation of the entry above.
  var indentedByTab = false
  /// Whether the message came under a category UIKit logs under (`[Presentation]`), so it is
  /// UIKit's even when it is no warning the importer knows.
  var uikitCategory = false

  /// The categories UIKit logs under, which Xcode shows as `[Presentation] …`; an app's own
  /// `[Tag]` at the same place stays part of its message.
  static let uikitCategories: [StaticString] = [
    "Presentation", "Assert", "TableView", "UICollectionView", "LayoutConstraints", "Common",
    "UIFocus", "Snapshotting", "Keyboard", "View", "SceneConfiguration", "UIKit",
  ]

  /// Finds the message of a console line; `dates` holds the date and time the line before
  /// began with.
  static func parse(_ line: UnsafeBufferPointer<UInt8>, dates: inout DateCache) -> Envelope {
    var envelope = Envelope(start: 0, end: line.count)
    envelope.indentedByTab = line.first == Bytes.tab
    envelope.clean(line)
    let start = envelope.start
    let end = envelope.end
    if start == end { return envelope }
    if isToolLine(line, start, end) {
      envelope.noise = true
      return envelope
    }
    if let (dateEnd, time) = dateTime(line, start, end, cache: &dates) {
      envelope.time = time
      var index = Bytes.skipSpaces(line, dateEnd, end)
      guard index > dateEnd else { return envelope }
      if index + 3 <= end, isCompactType(line[index], line[index + 1]),
        line[index + 2] == Bytes.space,
        let process = processAndPID(line, Bytes.skipSpaces(line, index + 3, end), end)
      {
        envelope.kind = .compact
        envelope.pid = process.pid
        index = skipCompactSender(line, process.end, end)
      } else if let process = processAndPID(line, index, end, cache: &dates) {
        envelope.kind = .xcode
        envelope.pid = process.pid
        index = process.end
      } else if let unified = unifiedDefault(line, index, end) {
        envelope.kind = .unifiedDefault
        envelope.pid = unified.pid
        index = unified.end
      } else if let syslog = syslog(line, index, end) {
        envelope.kind = .syslog
        envelope.pid = syslog.pid
        index = syslog.end
      } else {
        // A date and a message, nothing else: an app's own logger.
        envelope.start = index
        return envelope
      }
      envelope.skipUIKitCategory(line, from: index)
      return envelope
    }
    if let process = processAndPID(line, start, end, cache: &dates),
      isProcessName(line, start, process.nameEnd)
    {
      // Xcode's prefix with its date cut off by whoever pasted it.
      envelope.kind = .xcode
      envelope.pid = process.pid
      envelope.skipUIKitCategory(line, from: process.end)
      return envelope
    }
    envelope.skipUIKitCategory(line, from: start)
    return envelope
  }

  /// Leading and trailing blanks, and the marks pasting leaves: a code comment's (`//`, `///`,
  /// `#`, a block comment's `/*`, `*` and `*/`), a quote's (`>`), list bullets and backticks.
  private mutating func clean(_ line: UnsafeBufferPointer<UInt8>) {
    end = Bytes.trimEnd(line, start, end)
    start = Bytes.skipSpaces(line, start, end)
    // A block comment's end: `… */`.
    if end - start >= 2, line[end - 1] == UInt8(ascii: "/"), line[end - 2] == UInt8(ascii: "*") {
      end = Bytes.trimEnd(line, start, end - 2)
    }
    var changed = true
    while changed, start < end {
      changed = false
      let byte = line[start]
      let next: UInt8? = start + 1 < end ? line[start + 1] : nil
      if byte == UInt8(ascii: ">") {
        // `> `, `>> ` and `>text` of a quoted mail or issue comment.
        start = Bytes.skipSpaces(line, start + 1, end)
        changed = true
      } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
        // `//`, `///`, `/*`, `/**`.
        var index = start + 2
        while index < end, line[index] == UInt8(ascii: "/") || line[index] == UInt8(ascii: "*") {
          index += 1
        }
        start = Bytes.skipSpaces(line, index, end)
        changed = true
      } else if let width = Self.decorationWidth(line, start, end) {
        // An emoji or a symbol an app prints before its message (`🔥 FirstViewController
        // viewDidLoad`, `✅ viewWillAppear`).
        start = Bytes.skipSpaces(line, start + width, end)
        changed = true
      } else if byte == UInt8(ascii: "#"), next.map(Bytes.isSpace) ?? true {
        start = Bytes.skipSpaces(line, start + 1, end)
        changed = true
      } else if byte == UInt8(ascii: "*"), next.map(Bytes.isSpace) ?? true {
        // A block comment's `*`, or a list bullet.
        start = Bytes.skipSpaces(line, start + 1, end)
        changed = true
      } else if byte == UInt8(ascii: "-"),
        start + 1 < end, Bytes.isSpace(line[start + 1])
      {
        start = Bytes.skipSpaces(line, start + 1, end)
        changed = true
      } else if Bytes.hasPrefix(line, start, end, "\u{2022} ") {
        start = Bytes.skipSpaces(line, start + 4, end)
        changed = true
      } else if Bytes.isDigit(byte) {
        // `1. ` of a Markdown list; `14: ` of a numbered log stays.
        var index = start
        while index < end, index - start < 4, Bytes.isDigit(line[index]) { index += 1 }
        if index + 1 < end, line[index] == UInt8(ascii: "."), Bytes.isSpace(line[index + 1]) {
          start = Bytes.skipSpaces(line, index + 1, end)
          changed = true
        }
      }
    }
    while start < end, line[start] == UInt8(ascii: "`") { start += 1 }
    while end > start, line[end - 1] == UInt8(ascii: "`") { end -= 1 }
    start = Bytes.skipSpaces(line, start, end)
    end = Bytes.trimEnd(line, start, end)
  }

  /// The length in bytes of the emoji or symbol at `start`, if there is one: a character past
  /// U+FFFF (where emoji are), one of the dingbats and miscellaneous symbols (U+2600–U+27BF),
  /// a variation selector or a zero-width joiner. Letters of any script are not decoration.
  static func decorationWidth(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Int?
  {
    let byte = line[start]
    if byte >= 0xF0, byte <= 0xF4, start + 4 <= end { return 4 }
    guard byte == 0xE2 || byte == 0xEF, start + 3 <= end else { return nil }
    let second = line[start + 1]
    let third = line[start + 2]
    if byte == 0xE2, second >= 0x98, second <= 0x9E { return 3 }
    if byte == 0xE2, second == 0x80, third == 0x8D { return 3 }
    if byte == 0xEF, second == 0xB8, third == 0x8F { return 3 }
    return nil
  }

  /// A line the logging tools print around the messages, or a frame of a backtrace.
  private static func isToolLine(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Bool
  {
    // The sentences below begin with one of a few bytes: a line that begins otherwise (a date,
    // a message) needs only the test for a frame number.
    switch line[start] {
    case UInt8(ascii: "T"), UInt8(ascii: "F"), UInt8(ascii: "E"), UInt8(ascii: "*"),
      UInt8(ascii: "f"), UInt8(ascii: "("), UInt8(ascii: ")"):
      break
    default:
      return isFrame(line, start, end)
    }
    if Bytes.hasPrefix(line, start, end, "Timestamp ") { return true }
    if Bytes.hasPrefix(line, start, end, "Filtering the log data using ") { return true }
    if Bytes.hasPrefix(line, start, end, "Error from getpwuid_r:") { return true }
    if Bytes.hasPrefix(line, start, end, "*** First throw call stack") { return true }
    if Bytes.hasPrefix(line, start, end, "frame #") { return true }
    if end - start == 1, line[start] == UInt8(ascii: "(") || line[start] == UInt8(ascii: ")") {
      return true
    }
    // `from db_view_screen.rb:27:in 'add_item'`, a RubyMotion frame.
    if Bytes.hasPrefix(line, start, end, "from "), Bytes.find(":in ", in: line, start, end) != nil {
      return true
    }
    return isFrame(line, start, end)
  }

  /// `4   UIKit   0x303e5f9d -[UIWindowController …] + 244`: a frame number, an image, an
  /// address.
  private static func isFrame(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Bool
  {
    var index = start
    while index < end, Bytes.isDigit(line[index]) { index += 1 }
    guard index > start, index < end, Bytes.isSpace(line[index]) else { return false }
    index = Bytes.skipSpaces(line, index, end)
    while index < end, !Bytes.isSpace(line[index]) { index += 1 }
    index = Bytes.skipSpaces(line, index, end)
    return Bytes.hasPrefix(line, index, end, "0x")
  }

  /// `YYYY-MM-DD HH:MM:SS[.fraction][±ZZZZ]` at `start`: where it ends and the time it names.
  static func dateTime(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (
    end: Int, time: Double
  )? {
    var cache = DateCache()
    return dateTime(line, start, end, cache: &cache)
  }

  /// `dateTime(_:_:_:)`, reading the date and time again only when they differ from `cache`.
  static func dateTime(
    _ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, cache: inout DateCache
  ) -> (end: Int, time: Double)? {
    guard end - start >= 19, let base = line.baseAddress else { return nil }
    let whole: Int
    if let seconds = cache.seconds(at: base + start) {
      whole = seconds
    } else {
      func number(_ offset: Int, _ count: Int) -> Int? {
        Bytes.integer(line, start + offset, start + offset + count)
      }
      guard line[start + 4] == UInt8(ascii: "-"), line[start + 7] == UInt8(ascii: "-"),
        line[start + 10] == Bytes.space, line[start + 13] == UInt8(ascii: ":"),
        line[start + 16] == UInt8(ascii: ":"),
        let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
        let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
        (1...12).contains(month), (1...31).contains(day)
      else { return nil }
      let days = daysFromCivil(year: year, month: month, day: day)
      whole = days * 86400 + hour * 3600 + minute * 60 + second
      cache.remember(base + start, seconds: whole)
    }
    var index = start + 19
    var fraction = 0.0
    if index < end, line[index] == UInt8(ascii: ".") {
      index += 1
      var scale = 0.1
      var place = 0
      while index < end, Bytes.isDigit(line[index]) {
        fraction += Double(line[index] &- 0x30) * scale
        // The same tenths, hundredths… as dividing again, written out for the usual places: a
        // division per digit cost more than the rest of the time stamp.
        place += 1
        scale = Self.scale(at: place) ?? scale / 10
        index += 1
      }
    }
    var offset = 0
    if index + 5 <= end, line[index] == UInt8(ascii: "+") || line[index] == UInt8(ascii: "-") {
      // The zone is the line before's, most often: its offset is kept with its five bytes.
      if let known = cache.zoneOffset(at: base + index) {
        offset = known
        index += 5
      } else if let zone = Bytes.integer(line, index + 1, index + 5) {
        offset =
          (zone / 100 * 3600 + zone % 100 * 60) * (line[index] == UInt8(ascii: "-") ? -1 : 1)
        cache.remember(zone: base + index, offset: offset)
        index += 5
      }
    }
    let seconds = Double(whole - offset) + fraction
    return (index, seconds)
  }

  /// The weight of the first twelve places of a fraction of a second: 0.1, then each divided
  /// by 10 again, which past the fifth place is not the nearest double to its power of ten
  /// (the sixth is 1.0000000000000002e-06); nil past them. Written out rather than kept in a
  /// global table, which cost each line a check that the table was made and a count on it.
  /// Debug builds check each weight against the divisions.
  @inline(__always) private static func scale(at place: Int) -> Double? {
    let scale: Double? =
      switch place {
      case 0: 0.1
      case 1: 0.01
      case 2: 0.001
      case 3: 0.0001
      case 4: 1e-05
      case 5: 1.0000000000000002e-06
      case 6: 1.0000000000000002e-07
      case 7: 1.0000000000000002e-08
      case 8: 1.0000000000000003e-09
      case 9: 1.0000000000000003e-10
      case 10: 1.0000000000000003e-11
      case 11: 1.0000000000000002e-12
      default: nil
      }
    #if DEBUG
      if let scale {
        var divided = 0.1
        for _ in 0..<place { divided /= 10 }
        assert(scale == divided, "the weight of place \(place) is not 0.1 divided by 10 again")
      }
    #endif
    return scale
  }

  /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
  /// `days_from_civil`).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146097 + dayOfEra - 719468
  }

  /// The two-character type column of compact style: `Df`, `E `, `A `, `I `, `Db`, `F `.
  private static func isCompactType(_ first: UInt8, _ second: UInt8) -> Bool {
    switch (first, second) {
    case (UInt8(ascii: "D"), UInt8(ascii: "f")), (UInt8(ascii: "D"), UInt8(ascii: "b")),
      (UInt8(ascii: "E"), Bytes.space), (UInt8(ascii: "A"), Bytes.space),
      (UInt8(ascii: "I"), Bytes.space), (UInt8(ascii: "F"), Bytes.space),
      (UInt8(ascii: "E"), UInt8(ascii: "r")), (UInt8(ascii: "F"), UInt8(ascii: "a")):
      return true
    default:
      return false
    }
  }

  /// `processAndPID(_:_:_:)`, from `cache` when the line names the process the line before did.
  static func processAndPID(
    _ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, cache: inout DateCache
  ) -> (nameEnd: Int, pid: Int, end: Int)? {
    if let found = cache.process(line, start, end) { return found }
    guard let found = processAndPID(line, start, end) else { return nil }
    cache.remember(line, start, process: found)
    return found
  }

  /// `Process Name[pid:tid] ` at `start`: the process name runs up to the first
  /// `[digits:alphanumerics]` and may hold spaces (`DTSidePanels Demo[81753:c07]`).
  static func processAndPID(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (
    nameEnd: Int, pid: Int, end: Int
  )? {
    var index = start
    // A process name is short; looking further would make every line cost more.
    let limit = min(end, start + 256)
    while index < limit {
      let byte = line[index]
      if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "]") { return nil }
      if byte == UInt8(ascii: "["), index > start {
        var cursor = index + 1
        while cursor < end, Bytes.isDigit(line[cursor]) { cursor += 1 }
        let pidEnd = cursor
        if pidEnd > index + 1, cursor < end, line[cursor] == UInt8(ascii: ":") {
          cursor += 1
          let tidStart = cursor
          while cursor < end, Bytes.isIdentifier(line[cursor]) { cursor += 1 }
          if cursor > tidStart, cursor < end, line[cursor] == UInt8(ascii: "]"),
            cursor + 1 == end || Bytes.isSpace(line[cursor + 1]),
            let pid = Bytes.integer(line, index + 1, pidEnd)
          {
            return (index, pid, Bytes.skipSpaces(line, cursor + 1, end))
          }
        }
        return nil
      }
      index += 1
    }
    return nil
  }

  /// Whether `line[start..<end]` reads as a process name: it starts with a letter and holds no
  /// `(`, `:` or quote, so a message such as `Attempt to present <A> on [B]` is not one.
  private static func isProcessName(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Bool
  {
    guard end > start, Bytes.isLetter(line[start]) else { return false }
    for index in start..<end {
      switch line[index] {
      case UInt8(ascii: "("), UInt8(ascii: ":"), UInt8(ascii: "\""), UInt8(ascii: "'"): return false
      default: continue
      }
    }
    return true
  }

  /// Past compact style's sender: `[subsystem:category] ` or `(library) `.
  private static func skipCompactSender(
    _ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
  ) -> Int {
    guard start < end else { return start }
    let close: UInt8
    switch line[start] {
    case UInt8(ascii: "["): close = UInt8(ascii: "]")
    case UInt8(ascii: "("): close = UInt8(ascii: ")")
    default: return start
    }
    var index = start + 1
    var colon = false
    while index < end, line[index] != close, !Bytes.isSpace(line[index]) {
      if line[index] == UInt8(ascii: ":") { colon = true }
      index += 1
    }
    guard index < end, line[index] == close else { return start }
    // `[subsystem:category]` has a colon; `(library.dylib)` has none.
    if close == UInt8(ascii: "]") && !colon { return start }
    return Bytes.skipSpaces(line, index + 1, end)
  }

  /// `log show`'s default style after the time: `0x1a2b  Default  0x0  4121  0  App: `.
  private static func unifiedDefault(
    _ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
  ) -> (pid: Int, end: Int)? {
    var index = start
    func word() -> (Int, Int)? {
      index = Bytes.skipSpaces(line, index, end)
      let first = index
      while index < end, !Bytes.isSpace(line[index]) { index += 1 }
      return index > first ? (first, index) : nil
    }
    guard let thread = word(), Bytes.hasPrefix(line, thread.0, thread.1, "0x"),
      word() != nil, let activity = word(), Bytes.hasPrefix(line, activity.0, activity.1, "0x"),
      let pidWord = word(), let pid = Bytes.integer(line, pidWord.0, pidWord.1),
      let ttl = word(), Bytes.integer(line, ttl.0, ttl.1) != nil
    else { return nil }
    index = Bytes.skipSpaces(line, index, end)
    guard let colon = Bytes.find(": ", in: line, index, min(end, index + 256)) else { return nil }
    return (pid, Bytes.skipSpaces(line, colon + 2, end))
  }

  /// `log show --style syslog` after the time: `host Process[pid]: `.
  private static func syslog(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (
    pid: Int, end: Int
  )? {
    var index = start
    while index < end, !Bytes.isSpace(line[index]) { index += 1 }
    guard index > start, index < end else { return nil }
    let limit = min(end, index + 256)
    guard let bracket = Bytes.find("[", in: line, index, limit) else { return nil }
    var cursor = bracket + 1
    while cursor < end, Bytes.isDigit(line[cursor]) { cursor += 1 }
    guard cursor > bracket + 1, Bytes.hasPrefix(line, cursor, end, "]:"),
      let pid = Bytes.integer(line, bracket + 1, cursor)
    else { return nil }
    return (pid, Bytes.skipSpaces(line, cursor + 2, end))
  }

  /// Starts the message past a `[Category] ` UIKit logs under (`[Presentation]`); an app's
  /// `[Tag]` stays.
  private mutating func skipUIKitCategory(_ line: UnsafeBufferPointer<UInt8>, from index: Int) {
    start = index
    guard start < end, line[start] == UInt8(ascii: "[") else { return }
    for category in Self.uikitCategories {
      let count = category.utf8CodeUnitCount
      if start + count + 2 <= end, Bytes.hasPrefix(line, start + 1, end, category),
        line[start + 1 + count] == UInt8(ascii: "]")
      {
        start = Bytes.skipSpaces(line, start + count + 2, end)
        uikitCategory = true
        return
      }
    }
  }
}
