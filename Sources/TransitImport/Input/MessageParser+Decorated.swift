import TransitLifecycle

/// A call's line with decoration around it, read once the plain forms have read it as the app's
/// own print: only a message that holds a call's spelling and fails every plain form comes
/// here, so a console of plain lines pays nothing for it.
///
/// What an app or a blog puts around a call, as published:
/// - banners and brackets: `-------------- [SecondVC : viewDidLoad] --------------`,
///   `[SecondVC viewDidLoad]`, `(-[LifeCycleTestViewController viewWillDisappear:])`;
/// - a note glued after the call: `viewDidLoad--[뷰가로드됨]`, `7.viewWillDisappear:ViewController1
///   将要消失`, `viewDidLoad() is called`;
/// - a label glued before it: `(VC1)viewWillDisappear`, `ViewController--viewWillAppear`,
///   `1stViewController's viewDidLoad()`, `VC1.view loadView` (a property path: VC1's);
/// - labels as `key:value` pairs in any language: `クラス名:FirstViewController
///   メソッド名:viewDidLoad()`, `class: FirstViewController method: viewDidLoad()`;
/// - a label of a few words: `second vc viewWillAppear`, `Second View Controller viewDidLoad`;
/// - after a label, a camel-case name typed with its capitals wrong (`Home: ViewDidLoad`).
///
/// The call is the first run of identifier bytes that spells one (with its parenthesised
/// labels or its selector's colons, when they spell it), and its name ends at the first byte
/// that cannot continue it. What stands before it must read as nothing, a line number or a
/// label; a sentence around a call's name (`we override viewDidLoad to set up`) does not, and
/// stays the app's print. One pass over the message, and a few over its head: linear.
extension MessageParser {
  /// What a message the plain forms refused shows once its decoration is read: calls, or a
  /// near miss of one, or nil.
  func decorated(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> PrintedLine? {
    // A message that begins with an object description was read by its own form: what it
    // fails on is another method's name (`<UIView: 0x…> animate(withDuration:…)`), no
    // decoration, and such lines are most of what a long console's prints cost here.
    guard text[start] != UInt8(ascii: "<") else { return nil }
    switch decoratedCall(text, start, end) {
    case .call(let call): return .call(call)
    case .sentence: return nil
    case .nothing: return nearMiss(text, start, end).map { .nearMiss($0) }
    }
  }

  /// What the decorated forms made of a message.
  private enum Decorated {
    case call(PrintedCall)
    /// A call's name in a sentence: the app's print, with no near miss to look for.
    case sentence
    /// No call's name where one may stand.
    case nothing
  }

  // MARK: Records run together

  /// `… FirstVC loadView 2016-03-24 10:31:28.771 SIMAlbum[33599:524075] FirstVC viewDidLoad`:
  /// Xcode's records a paste ran together into one line, cut at each prefix (a date and time,
  /// then `Process[pid:tid]`) and each read on its own.
  func joinedRecords(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> PrintedLine?
  {
    var cuts: [(at: Int, message: Int)] = []
    var index = start + 1
    while index + 19 <= end {
      // A date begins `YYYY-`: the dash at +4 is tested first, as few bytes are one.
      if text[index + 4] == UInt8(ascii: "-"), Bytes.isDigit(text[index]),
        Bytes.isSpace(text[index - 1]),
        let date = Envelope.dateTime(text, index, end)
      {
        let after = Bytes.skipSpaces(text, date.end, end)
        if let process = Envelope.processAndPID(text, after, end) {
          cuts.append((index, process.end))
          index = process.end
          continue
        }
      }
      index += 1
    }
    guard !cuts.isEmpty else { return nil }
    var calls: [PrintedCall] = []
    var pieceStart = start
    var pieceEnd = cuts[0].at
    for cut in 0...cuts.count {
      let trimmed = Bytes.trimEnd(text, pieceStart, pieceEnd)
      switch parse(text, pieceStart, trimmed, joined: false) {
      case .call(let call): calls.append(call)
      case .calls(let more): calls += more
      default: break
      }
      guard cut < cuts.count else { break }
      pieceStart = cuts[cut].message
      pieceEnd = cut + 1 < cuts.count ? cuts[cut + 1].at : end
    }
    return calls.isEmpty ? .appPrint : .calls(calls)
  }

  // MARK: One call

  private func decoratedCall(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Decorated
  {
    let (from, to) = Self.unwrapped(text, start, end)
    guard from < to else { return .nothing }
    // The first run that spells a call exactly; else, after a label, one that spells a
    // camel-case call with its capitals wrong.
    for pass in 0..<2 {
      let foldCase = pass == 1
      var index = from
      while index < to {
        guard Self.beginsName(text, index, from) else {
          index += 1
          continue
        }
        var runEnd = index + 1
        while runEnd < to, Bytes.isIdentifier(text[runEnd]) { runEnd += 1 }
        if let (call, nameEnd) = name(text, index, runEnd, to, foldCase: foldCase),
          !foldCase || Self.isLifecycle(call)
        {
          let head = self.head(text, from, index)
          switch head {
          case .rejected:
            break
          case .none where foldCase:
            break
          case .words where !Self.isQuiet(text, nameEnd, to):
            break
          default:
            return .call(printed(call, head: head, text, nameEnd, to))
          }
          // A call's name with a sentence before it is the app's print: no later name is
          // read in its place.
          return .sentence
        }
        index = runEnd
      }
    }
    return .nothing
  }

  /// The message without the banners and brackets around it: runs of `-`, `=`, `*`, `#` or
  /// `~` at either end, and a `[…]` or `(…)` that holds all of it.
  static func unwrapped(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (
    Int, Int
  ) {
    var from = start
    var to = end
    for _ in 0..<4 {
      let before = (from, to)
      to = Bytes.trimEnd(text, from, to)
      from = Bytes.skipSpaces(text, from, to)
      var run = from
      while run < to, isBanner(text[run]) { run += 1 }
      if run - from >= 2 || (run > from && run < to && Bytes.isSpace(text[run])) {
        from = Bytes.skipSpaces(text, run, to)
      }
      run = to
      while run > from, isBanner(text[run - 1]) { run -= 1 }
      if to - run >= 2 || (run < to && run > from && Bytes.isSpace(text[run - 1])) {
        to = Bytes.trimEnd(text, from, run)
      }
      if to - from >= 2, text[from] == UInt8(ascii: "[") || text[from] == UInt8(ascii: "("),
        MessageTokens.closing(
          text, from, to, text[from],
          text[from] == UInt8(ascii: "[")
            ? UInt8(ascii: "]") : UInt8(ascii: ")")) == to - 1
      {
        from += 1
        to -= 1
      }
      if (from, to) == before { break }
    }
    return (Bytes.skipSpaces(text, from, to), Bytes.trimEnd(text, from, to))
  }

  private static func isBanner(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "="), UInt8(ascii: "*"), UInt8(ascii: "#"),
      UInt8(ascii: "~"):
      return true
    default: return false
    }
  }

  /// Whether a name may begin at `index`: a letter or `_` with no identifier byte before it.
  private static func beginsName(_ text: UnsafeBufferPointer<UInt8>, _ index: Int, _ from: Int)
    -> Bool
  {
    let byte = text[index]
    guard Bytes.isLetter(byte) || byte == UInt8(ascii: "_") else { return false }
    return index == from || !Bytes.isIdentifier(text[index - 1])
  }

  /// The call the identifier run `text[start..<runEnd]` begins, with where its name ends: the
  /// run with its parenthesised labels (`viewWillAppear(_:)`), its selector's colons
  /// (`viewWillAppear:`, `didMoveToParentViewController:`) or alone, the longest that spells a
  /// call.
  private func name(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ runEnd: Int, _ end: Int, foldCase: Bool
  ) -> (KnownCall, Int)? {
    func spelled(_ nameEnd: Int) -> KnownCall? {
      foldCase
        ? SpellingTable.folded.firstIgnoringCase(text, start, nameEnd)
        : resolve(text, start, nameEnd)
    }
    if runEnd < end, text[runEnd] == UInt8(ascii: "(") {
      // A signature's labels: identifiers, `_` and `:`, within as many bytes as a name may have.
      var close = runEnd + 1
      while close < end, close - runEnd < 256,
        Bytes.isIdentifier(text[close]) || text[close] == UInt8(ascii: ":")
      {
        close += 1
      }
      if close < end, text[close] == UInt8(ascii: ")") {
        if let call = spelled(close + 1) { return (call, close + 1) }
        // A signature's labels (`()`, `(withDuration:delay:…)`) continue the name: a
        // signature the vocabulary does not know is another method, whatever its base name.
        // A value in parentheses (`viewWillAppear(true)`) does not.
        if close == runEnd + 1
          || (runEnd..<close).contains(where: { text[$0] == UInt8(ascii: ":") })
        {
          return nil
        }
      }
    }
    if runEnd < end, text[runEnd] == UInt8(ascii: ":") {
      var best: (KnownCall, Int)?
      var part = runEnd + 1
      if let call = spelled(part) { best = (call, part) }
      // `animationControllerForPresentedController:presentingController:sourceController:`.
      for _ in 0..<6 {
        var next = part
        while next < end, Bytes.isIdentifier(text[next]) { next += 1 }
        guard next > part, next < end, text[next] == UInt8(ascii: ":") else { break }
        part = next + 1
        if let call = spelled(part) { best = (call, part) }
      }
      if let best { return best }
    }
    return spelled(runEnd).map { ($0, runEnd) }
  }

  // MARK: Before the call

  /// What stands before a call.
  enum Head {
    /// Nothing, or only a line number and punctuation.
    case none
    /// A label or a class, one word.
    case label(PrintedObject)
    /// A label of a few words (`second vc`), which a sentence's end would make prose.
    case words(PrintedObject)
    /// Words that are no label: the line is a sentence about the call.
    case rejected
  }

  /// Reads `text[start..<end]`, what stands before a call.
  func head(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Head {
    var words = Self.words(text, start, end)
    // `[INFO] Label`: a logger's tag in brackets before the label is the logger's; a line
    // number (`7.`, `14)`) is the app's count.
    while words.count >= 2, text[words[0].start] == UInt8(ascii: "["),
      text[words[0].end - 1] == UInt8(ascii: "]")
    {
      words.removeFirst()
    }
    if let first = words.first, Self.isNumber(text, first.start, first.end) {
      words.removeFirst()
    }
    guard !words.isEmpty else { return .none }
    // `クラス名:FirstViewController メソッド名:`, `class: First method:`: the first value names
    // the receiver, the last key the call.
    if words.count > 1, words.contains(where: { Self.colon(in: text, $0.start, $0.end) != nil }) {
      return keyValueHead(text, words)
    }
    var from = words[0].start
    var to = words[words.count - 1].end
    let span = (from, to)
    // The glue between a label and its call, and the brackets around a label. A dot is no
    // glue: `Router.viewController` is a property, and `Type.method(_:)` alone is read as such
    // before the decoration is.
    var changed = true
    while changed, from < to {
      changed = false
      let last = text[to - 1]
      if last == UInt8(ascii: "-") || last == UInt8(ascii: ">") || last == UInt8(ascii: "=")
        || last == UInt8(ascii: ")") || last == UInt8(ascii: "]") || last == UInt8(ascii: "|")
        || last == UInt8(ascii: ",") || last == UInt8(ascii: ":")
      {
        to -= 1
        changed = true
      } else if to - from >= 3, text[to - 3] == 0xEF, text[to - 2] == 0xBC, text[to - 1] == 0x9A {
        // `：`.
        to -= 3
        changed = true
      } else if to - from >= 3, text[to - 3] == 0xE2, text[to - 2] == 0x80,
        text[to - 1] == 0x93 || text[to - 1] == 0x94
      {
        // `–`, `—`.
        to -= 3
        changed = true
      } else if to - from >= 3, text[to - 1] == UInt8(ascii: "s"),
        text[to - 2] == UInt8(ascii: "'")
      {
        to -= 2
        changed = true
      } else if to - from >= 5, text[to - 1] == UInt8(ascii: "s"), text[to - 4] == 0xE2,
        text[to - 3] == 0x80, text[to - 2] == 0x99
      {
        // `’s`.
        to -= 4
        changed = true
      }
      let first = text[from]
      if first == UInt8(ascii: "(") || first == UInt8(ascii: "[")
        || ((first == UInt8(ascii: "-") || first == UInt8(ascii: "+")) && from + 1 < to
          && text[from + 1] == UInt8(ascii: "["))
      {
        from += first == UInt8(ascii: "(") || first == UInt8(ascii: "[") ? 1 : 2
        changed = true
      }
      to = Bytes.trimEnd(text, from, to)
      from = Bytes.skipSpaces(text, from, to)
    }
    if (from, to) != span { words = Self.words(text, from, to) }
    if let first = words.first, Self.isNumber(text, first.start, first.end) {
      words.removeFirst()
    }
    switch words.count {
    case 0:
      return .none
    case 1:
      return labelWord(text, words[0].start, words[0].end).map { .label($0) } ?? .rejected
    case 2...4:
      return labelWords(text, words).map { .words($0) } ?? .rejected
    default:
      return .rejected
    }
  }

  /// The words of `text[start..<end]`, split at blanks.
  private static func words(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> [(start: Int, end: Int)]
  {
    var words: [(start: Int, end: Int)] = []
    // One allocation: a label has a few words, and past nine the head is a sentence.
    words.reserveCapacity(9)
    var index = Bytes.skipSpaces(text, start, end)
    while index < end, words.count <= 8 {
      var wordEnd = index
      while wordEnd < end, !Bytes.isSpace(text[wordEnd]) { wordEnd += 1 }
      words.append((index, wordEnd))
      index = Bytes.skipSpaces(text, wordEnd, end)
    }
    return words
  }

  /// The position of the colon a `key:` or `key:value` word holds (`:` or the full-width `：`),
  /// and the byte after it; nil for none, or for a word that is only punctuation.
  private static func colon(in text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> (at: Int, after: Int)?
  {
    var index = start
    while index < end {
      if text[index] == UInt8(ascii: ":") { return index > start ? (index, index + 1) : nil }
      if index + 3 <= end, text[index] == 0xEF, text[index + 1] == 0xBC, text[index + 2] == 0x9A {
        return index > start ? (index, index + 3) : nil
      }
      index += 1
    }
    return nil
  }

  /// `クラス名:First メソッド名:`, `class: First method:`: keys, each with its value glued or
  /// in the next word, the last key with none (its value is the call). The first value that
  /// reads as a label is the receiver.
  private func keyValueHead(_ text: UnsafeBufferPointer<UInt8>, _ words: [(start: Int, end: Int)])
    -> Head
  {
    var label: PrintedObject?
    var index = 0
    while index < words.count {
      let word = words[index]
      guard let colon = Self.colon(in: text, word.start, word.end),
        Self.isKey(text, word.start, colon.at)
      else {
        return .rejected
      }
      var value: (start: Int, end: Int)?
      if colon.after < word.end {
        value = (colon.after, word.end)
      } else if index + 1 < words.count,
        Self.colon(in: text, words[index + 1].start, words[index + 1].end) == nil
      {
        index += 1
        value = words[index]
      } else if index + 1 < words.count {
        return .rejected
      }
      if label == nil, let value, let object = labelWord(text, value.start, value.end) {
        label = object
      }
      index += 1
    }
    return label.map { .label($0) } ?? .none
  }

  /// A key: letters of any script, digits and `_`, no punctuation.
  private static func isKey(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Bool
  {
    guard end > start, end - start <= 32 else { return false }
    for index in start..<end where !(Bytes.isIdentifier(text[index]) || text[index] >= 0x80) {
      return false
    }
    return true
  }

  private static func isNumber(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Bool
  {
    var digits = 0
    for index in start..<end {
      let byte = text[index]
      if Bytes.isDigit(byte) {
        digits += 1
      } else if byte != UInt8(ascii: ".") && byte != UInt8(ascii: ":")
        && byte != UInt8(ascii: ")")
      {
        return false
      }
    }
    return digits > 0
  }

  /// One word as a label: letters of any script, digits, `_`, and dots (`App.HomeViewController`
  /// is the class, `VC1.view` is VC1's view: a property path names its first object). It holds
  /// a letter, is no value word and spells no call.
  func labelWord(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> PrintedObject? {
    guard end > start, end - start <= 128 else { return nil }
    var letters = 0
    for index in start..<end {
      let byte = text[index]
      if Bytes.isLetter(byte) || byte >= 0x80 {
        letters += 1
      } else if byte != UInt8(ascii: ".") && !Bytes.isIdentifier(byte) {
        return nil
      }
    }
    guard letters > 0, text[start] != UInt8(ascii: "."), text[end - 1] != UInt8(ascii: "."),
      resolve(text, start, end) == nil, !isValueWord(text, start, end)
    else { return nil }
    // `[super viewDidLoad]`, `[self.navigationController pushViewController:…]`: code an app
    // pasted or printed, no label.
    var first = start
    while first < end, text[first] != UInt8(ascii: ".") { first += 1 }
    if Bytes.equals(text, start, first, "self") || Bytes.equals(text, start, first, "super") {
      return nil
    }
    return object(named: text, start, end)
  }

  /// A label of two to four words (`second vc`, `Second View Controller`), joined into one
  /// name: every word capitalised, or the last one naming a screen (`vc`, `controller`,
  /// `screen`, `page`). Plain words before a call are a sentence's, not a label.
  private func labelWords(_ text: UnsafeBufferPointer<UInt8>, _ words: [(start: Int, end: Int)])
    -> PrintedObject?
  {
    var capitalised = true
    for word in words {
      for index in word.start..<word.end where !Bytes.isIdentifier(text[index]) { return nil }
      if !Bytes.isUpper(text[word.start]) && !Bytes.isDigit(text[word.start]) {
        capitalised = false
      }
    }
    let last = words[words.count - 1]
    var screen = false
    for word: StaticString in ["vc", "controller", "viewcontroller", "screen", "page"]
    where Self.equalsIgnoringCase(text, last.start, last.end, word) {
      screen = true
    }
    guard capitalised || screen else { return nil }
    var name: [UInt8] = []
    for (position, word) in words.enumerated() {
      for index in word.start..<word.end {
        let byte = text[index]
        name.append(
          position > 0 && index == word.start && Bytes.isLetter(byte) ? byte & ~0x20 : byte)
      }
    }
    return name.withUnsafeBufferPointer { object(named: $0, 0, $0.count) }
  }

  /// Whether `text[start..<end]` is `word` (in small letters), capitals aside.
  private static func equalsIgnoringCase(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ word: StaticString
  ) -> Bool {
    guard end - start == word.utf8CodeUnitCount else { return false }
    for index in 0..<(end - start) {
      let byte = text[start + index]
      if (Bytes.isLetter(byte) ? byte | 0x20 : byte) != word.utf8Start[index] { return false }
    }
    return true
  }

  // MARK: After the call

  /// Whether `text[start..<end]`, what follows a call, is no sentence: nothing, a note in
  /// brackets or another script, values, or `is called`.
  private static func isQuiet(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Bool
  {
    var index = start
    var depth = 0
    while index < end {
      let byte = text[index]
      if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") {
        depth += 1
      } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")")
        || byte == UInt8(ascii: ">")
      {
        depth = max(0, depth - 1)
      }
      guard depth == 0, Bytes.isLetter(byte), !Bytes.isIdentifier(text[index - 1]) else {
        index += 1
        continue
      }
      var wordEnd = index
      while wordEnd < end, Bytes.isIdentifier(text[wordEnd]) { wordEnd += 1 }
      let labelled =
        wordEnd < end
        && (text[wordEnd] == UInt8(ascii: ":") || text[wordEnd] == UInt8(ascii: "="))
      var allowed = labelled
      for word: StaticString in ["is", "was", "called", "Called", "true", "false", "YES", "NO"]
      where Bytes.equals(text, index, wordEnd, word) {
        allowed = true
      }
      if !allowed { return false }
      index = wordEnd
    }
    return true
  }

  /// The call as the head and the tail name its receiver and values.
  private func printed(
    _ call: KnownCall, head: Head, _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
  ) -> PrintedCall {
    var receiver: PrintedReceiver = .unnamed
    switch head {
    case .label(let object), .words(let object): receiver = .named(object)
    case .none, .rejected: break
    }
    var values: [PrintedArgument] = []
    var index = start
    // `viewWillDisappear:ViewController1 将要消失`: a label right after the call's colon, with
    // nothing after it but a note (glued on in another script, or quiet after a space);
    // `viewDidLoad(): Setting up UI` is the call and a sentence.
    if case .unnamed = receiver {
      var labelStart = index
      if labelStart < end, text[labelStart] == UInt8(ascii: ":") { labelStart += 1 }
      if labelStart > start || text[start - 1] == UInt8(ascii: ":") {
        labelStart = Bytes.skipSpaces(text, labelStart, end)
        var labelEnd = labelStart
        while labelEnd < end, Bytes.isIdentifier(text[labelEnd]) { labelEnd += 1 }
        if labelStart < end, Bytes.isUpper(text[labelStart]),
          labelEnd == end || text[labelEnd] >= 0x80 || Bytes.isSpace(text[labelEnd]),
          labelEnd == end || text[labelEnd] >= 0x80 || Self.isQuiet(text, labelEnd, end),
          let object = labelWord(text, labelStart, labelEnd)
        {
          receiver = .named(object)
          index = labelEnd
        }
      }
    }
    // `- Called for object <Class: 0x8b37770>, animated = YES`: the object is the receiver,
    // and a labelled value is the argument of that label.
    // Once a `<` does not close, none after it is looked for: each look may scan to the end.
    var descriptions = true
    while index < end {
      let byte = text[index]
      if byte == UInt8(ascii: "<"), descriptions {
        guard let close = MessageTokens.closing(text, index, end, byte, UInt8(ascii: ">")) else {
          descriptions = false
          index += 1
          continue
        }
        if let object = ObjectDescription.parse(text, index, close + 1, names: names) {
          if object.address != nil,
            Self.follows(text, start, index, "object")
              || Self.follows(text, start, index, "self")
          {
            receiver = .named(object)
          } else {
            values.append(PrintedArgument(value: .object(object)))
          }
        }
        index = close + 1
        continue
      }
      guard Bytes.isLetter(byte), !Bytes.isIdentifier(text[index - 1]) else {
        index += 1
        continue
      }
      var wordEnd = index
      while wordEnd < end, Bytes.isIdentifier(text[wordEnd]) { wordEnd += 1 }
      var valueStart = Bytes.skipSpaces(text, wordEnd, end)
      if valueStart < end,
        text[valueStart] == UInt8(ascii: "=") || text[valueStart] == UInt8(ascii: ":")
      {
        valueStart = Bytes.skipSpaces(text, valueStart + 1, end)
        var valueEnd = valueStart
        while valueEnd < end,
          Bytes.isIdentifier(text[valueEnd]) || text[valueEnd] == UInt8(ascii: ".")
        {
          valueEnd += 1
        }
        let value = scalar(text, valueStart, valueEnd)
        if value != .other {
          values.append(PrintedArgument(label: call.label(text, index, wordEnd), value: value))
          index = valueEnd
          continue
        }
      } else if case .bool = scalar(text, index, wordEnd), !isNumberWord(text, index, wordEnd) {
        values.append(PrintedArgument(value: scalar(text, index, wordEnd)))
      }
      index = wordEnd
    }
    return PrintedCall(call: call, receiver: receiver, sender: nil, values: values)
  }

  private func isNumberWord(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    start < end && Bytes.isDigit(text[start])
  }

  /// Whether the word before `position` (after `start`) is `word`, a `=` or `:` allowed
  /// between.
  private static func follows(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ position: Int, _ word: StaticString
  ) -> Bool {
    var end = position
    while end > start,
      Bytes.isSpace(text[end - 1]) || text[end - 1] == UInt8(ascii: "=")
        || text[end - 1] == UInt8(ascii: ":")
    {
      end -= 1
    }
    var wordStart = end
    while wordStart > start, Bytes.isIdentifier(text[wordStart - 1]) { wordStart -= 1 }
    guard end - wordStart == word.utf8CodeUnitCount else { return false }
    for index in 0..<(end - wordStart)
    where text[wordStart + index] | 0x20 != word.utf8Start[index] | 0x20 {
      return false
    }
    return true
  }
}

// MARK: Near misses

extension MessageParser {
  /// The lifecycle calls a near miss is measured against, by their base names.
  private static let lifecycleNames: [(name: [UInt8], call: KnownCall)] = [
    "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear",
    "viewDidDisappear", "loadView", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
    "awakeFromNib",
  ].compactMap { name in
    let bytes = Array(name.utf8)
    let call = bytes.withUnsafeBufferPointer { SpellingTable.shared.first($0, 0, $0.count) }
    return call.map { (bytes, $0) }
  }

  /// `AVC viewDidApper`: a word where a call's name stands (alone, or after a label), one or
  /// two edits from a lifecycle call's name (one for a name under ten letters), capitals aside,
  /// its first letter the call's.
  /// The line stays the app's print; the near miss says which call it looks like.
  func nearMiss(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> PrintedNearMiss? {
    let (from, to) = Self.unwrapped(text, start, end)
    var index = from
    var runs = 0
    while index < to, runs < 6 {
      guard Self.beginsName(text, index, from) else {
        index += 1
        continue
      }
      runs += 1
      var runEnd = index + 1
      while runEnd < to, Bytes.isIdentifier(text[runEnd]) { runEnd += 1 }
      if let call = Self.closeCall(text, index, runEnd) {
        let head = self.head(text, from, index)
        switch head {
        case .rejected: return nil
        case .words where !Self.isQuiet(text, runEnd, to): return nil
        case .label(let object), .words(let object):
          return PrintedNearMiss(
            typed: Bytes.string(text, index, runEnd), call: call, receiver: .named(object))
        case .none, .words:
          return PrintedNearMiss(
            typed: Bytes.string(text, index, runEnd), call: call, receiver: .unnamed)
        }
      }
      index = runEnd
    }
    return nil
  }

  /// Whether `call` is one of the view controller's own lifecycle calls, which apps print by
  /// hand and now and then type with their capitals wrong; a property's name typed in small
  /// letters (`presenter.viewcontroller`) is no `viewController(forKey:)`.
  static func isLifecycle(_ call: KnownCall) -> Bool {
    lifecycleNames.contains { $0.call.name == call.name }
  }

  /// The lifecycle call `text[start..<end]` is a near miss of, if any.
  private static func closeCall(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> KnownCall?
  {
    let count = end - start
    guard count >= 6, count <= 26 else { return nil }
    // UIKit's own calls of old that Transit does not simulate are spelt right, not near misses.
    for name: StaticString in ["viewdidunload", "viewwillunload"]
    where equalsIgnoringCase(text, start, end, name) {
      return nil
    }
    // A slip of the hand keeps the first letter: most words of a print begin with another
    // letter than every call's, and are measured against none.
    let first = text[start] | 0x20
    for candidate in lifecycleNames where candidate.name[0] == first {
      let bound = candidate.name.count < 10 ? 1 : 2
      guard abs(candidate.name.count - count) <= bound,
        let distance = editDistance(text, start, end, candidate.name, within: bound),
        distance > 0
      else { continue }
      return candidate.call
    }
    return nil
  }

  /// The edit distance of `text[start..<end]` and `name`, capitals aside, or nil past `bound`.
  private static func editDistance(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ name: [UInt8],
    within bound: Int
  ) -> Int? {
    let count = end - start
    let width = name.count + 1
    // Two rows on the stack: this runs for every word of a print that holds a call's head.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * width) { rows in
      var previous = 0
      var current = width
      for column in 0..<width { rows[column] = column }
      for row in 1...count {
        rows[current] = row
        var best = row
        let byte = text[start + row - 1] | (Bytes.isLetter(text[start + row - 1]) ? 0x20 : 0)
        for column in 1..<width {
          let other = name[column - 1] | (Bytes.isLetter(name[column - 1]) ? 0x20 : 0)
          let value = min(
            rows[previous + column] + 1, rows[current + column - 1] + 1,
            rows[previous + column - 1] + (byte == other ? 0 : 1))
          rows[current + column] = value
          best = min(best, value)
        }
        if best > bound { return nil }
        swap(&previous, &current)
      }
      let distance = rows[previous + width - 1]
      return distance <= bound ? distance : nil
    }
  }
}
