import TransitLifecycle

/// Reads what an app printed, once the console's prefix is off: which UIKit call it shows,
/// who received it and what values follow, or a UIKit warning, or the app's own print.
///
/// The forms are the ones developers publish (their examples are the importer's tests):
/// - a bare `#function`: `viewWillAppear(_:)`, `animateTransition:`, `viewDidAppear`;
/// - a type or label and the function: `SingleColorViewController viewDidLoad()`,
///   `A: viewWillDisappear(_:)`, `vc1 – viewDidLoad`, `[Tag] Type method`, `Type.method(_:)`,
///   `14: A_ViewController viewWillDisappear:`, and reversed, `viewWillAppear: Root`;
/// - Objective-C's `__PRETTY_FUNCTION__`: `-[MessageViewController viewWillAppear:]`, after an
///   object description or a word, with values after it (`animated:1`);
/// - NSLog's object description and a selector: `<A: 0x6c11b10> viewWillAppear`;
/// - an app's words around a description: `A view will appear <A_ViewController: 0x…>`.
///
/// A name counts as a call only when it spells one the vocabulary knows: a Swift signature,
/// a selector, an older spelling, or a base name only one call has and that is no ordinary word
/// (`[HTTPClient] cancel` is an app's print). Each form is tried once over at most
/// `MessageTokens.limit` tokens, so a line costs time linear in its length.
///
/// A class, one per import: its forms are read by methods that, on a structure, would copy the
/// parser (its tables and its tokens) for every line.
final class MessageParser {
  private let table = SpellingTable.shared
  private let heads = SpellingHeads.shared
  /// The tokens of the line being read.
  private let tokenizer = MessageTokens()
  /// The class names and labels of the lines before, handed out again.
  let names = NameCache()
  /// The values of the last line read (`values(_:_:for:)`), whose room the next takes again.
  @exclusivity(unchecked) private var lastValues: [PrintedArgument] = []

  init() {}

  /// What `text[start..<end]`, a message without its console prefix, shows. `joined` reads
  /// a line that runs several of Xcode's records together as those records.
  func parse(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, joined: Bool = true
  ) -> PrintedLine {
    guard start < end else { return .noise }
    if let warning = Warnings.match(text, start, end) { return .warning(warning) }
    // A logger's file and line (`-[ViewController.swift:16] viewDidLoad() - Hello`,
    // `PickerViewController.swift (line: 43) :: deinit`) marks the app's own print.
    if Bytes.find(".swift", in: text, start, end) != nil { return .appPrint }
    // A message that spells no call is the app's own print (or blank), read no further. One
    // that begins with an object description is most often a call's line, its name after the
    // description: read on at once.
    if text[start] != UInt8(ascii: "<"), !heads.mayName(text, start, end) {
      return Bytes.skipSpaces(text, start, end) < end ? .appPrint : .noise
    }
    tokenizer.scan(text, start, end)
    var printed = PrintedLine.appPrint
    if !tokenizer.overflowed {
      let tokens = tokenizer.tokens
      if let method = tokens.firstIndex(where: { $0.kind == .method }) {
        printed = prettyFunction(text, tokens, at: method)
      } else {
        printed = plainForms(text, tokens[...])
      }
    }
    // Xcode's records a paste ran together: a plain form reads the first and takes the rest
    // for its values, so a date among the tokens sends the line to be cut.
    if joined, tokenizer.overflowed || holdsDate(text, tokenizer.tokens),
      let split = joinedRecords(text, start, end)
    {
      return split
    }
    // Only a message that holds a call's spelling and that no plain form reads is read again
    // through its decoration.
    guard case .appPrint = printed else { return printed }
    return decorated(text, start, end) ?? printed
  }

  /// Whether a word after the first is a date, `2016-03-24`: a few comparisons a token, and
  /// most tokens differ in length at the first.
  private func holdsDate(
    _ text: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<MessageTokens.Token>
  )
    -> Bool
  {
    guard tokens.count >= 4 else { return false }
    for token in tokens.dropFirst() where token.end - token.start == 10 {
      if text[token.start + 4] == UInt8(ascii: "-"), text[token.start + 7] == UInt8(ascii: "-"),
        Bytes.isDigit(text[token.start])
      {
        return true
      }
    }
    return false
  }

  // MARK: Objective-C method names

  /// `[<object>] [word…] -[Class selector] [values…]`.
  private func prettyFunction(
    _ text: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<MessageTokens.Token>,
    at position: Int
  ) -> PrintedLine {
    let token = tokens[position]
    // `-[Class(Category) selector:]`: the class, then the selector up to the closing bracket.
    var index = token.start + 2
    let classStart = index
    while index < token.end - 1, Bytes.isIdentifier(text[index]) { index += 1 }
    let classEnd = index
    if index < token.end - 1, text[index] == UInt8(ascii: "(") {
      while index < token.end - 1, text[index] != UInt8(ascii: ")") { index += 1 }
      index += 1
    }
    guard classEnd > classStart, index < token.end - 1, text[index] == Bytes.space else {
      return .appPrint
    }
    let selectorStart = Bytes.skipSpaces(text, index, token.end - 1)
    let selectorEnd = token.end - 1
    guard let definition = resolve(text, selectorStart, selectorEnd) else { return .appPrint }
    // The receiver: an object description before it, else a type word leading the line (the
    // runtime class, where the method name carries the class that implements it), else the
    // method name's class.
    var receiver = PrintedObject(
      name: Bytes.string(text, classStart, classEnd), address: nil, isClass: true)
    if let object = tokens[..<position].first(where: { $0.kind == .object }),
      let described = ObjectDescription.parse(text, object.start, object.end, names: names)
    {
      receiver = described
    } else if position > 0, tokens[0].kind == .word,
      isTypeName(text, tokens[0].start, tokens[0].end)
    {
      receiver = PrintedObject(
        name: ObjectDescription.shortName(Bytes.string(text, tokens[0].start, tokens[0].end)),
        address: nil, isClass: true)
    }
    return .call(
      PrintedCall(
        call: definition, receiver: .named(receiver), sender: nil,
        values: values(text, tokens[(position + 1)...], for: definition)))
  }

  // MARK: Words, descriptions and tags

  private func plainForms(
    _ text: UnsafeBufferPointer<UInt8>, _ all: MessageTokens.Slice
  ) -> PrintedLine {
    var tokens = all
    guard let first = tokens.first else { return .noise }
    // `14: A_ViewController viewWillDisappear:`: a line number an app printed.
    if first.kind == .word, tokens.count >= 2, first.end - first.start >= 2,
      text[first.end - 1] == UInt8(ascii: ":"),
      Bytes.integer(text, first.start, first.end - 1) != nil
    {
      tokens = tokens.dropFirst()
    }
    guard let head = tokens.first else { return .noise }
    let second = tokens.dropFirst().first
    switch head.kind {
    case .object:
      return described(text, tokens)
    case .bracket:
      return tagged(text, tokens)
    case .word:
      break
    default:
      return .appPrint
    }
    if let prose = prose(text, tokens) { return prose }
    // `viewWillAppear(_:)`, `viewDidAppear didMove(toParentViewController:)`,
    // `viewWillAppear: animated:1`, `viewWillDisappear AppRootController`.
    if let definition = resolve(text, head.start, head.end) {
      let rest = tokens.dropFirst()
      if !rest.isEmpty,
        rest.allSatisfy({ $0.kind == .word && resolve(text, $0.start, $0.end) != nil })
      {
        return .calls(
          tokens.compactMap { token in
            resolve(text, token.start, token.end).map {
              PrintedCall(call: $0, receiver: .unnamed, sender: nil, values: [])
            }
          })
      }
      if rest.count == 1, let label = second, label.kind == .word,
        isLabel(text, label.start, label.end)
      {
        return .call(
          PrintedCall(
            call: definition,
            receiver: .named(object(named: text, label.start, label.end)), sender: nil,
            values: []))
      }
      return .call(
        PrintedCall(
          call: definition, receiver: .unnamed, sender: nil,
          values: values(text, rest, for: definition)))
    }
    // `Type.method(_:)`.
    if tokens.count == 1, let dotted = typeDotMethod(text, head.start, head.end) {
      return .call(dotted)
    }
    // `画面A:viewWillAppear(_:)`, `B(viewDidLoad)`.
    if let glued = gluedLabel(text, head.start, head.end) {
      return .call(
        PrintedCall(
          call: glued.call, receiver: glued.receiver, sender: nil,
          values: values(text, tokens.dropFirst(), for: glued.call)))
    }
    guard let second, second.kind == .word else { return .appPrint }
    // `A: viewWillDisappear(_:)`.
    if text[head.end - 1] == UInt8(ascii: ":"), head.end - head.start >= 2,
      isLabel(text, head.start, head.end - 1),
      let definition = resolve(text, second.start, second.end)
    {
      return .call(
        PrintedCall(
          call: definition,
          receiver: .named(object(named: text, head.start, head.end - 1)), sender: nil,
          values: values(text, tokens.dropFirst(2), for: definition)))
    }
    // `vc1 – viewDidLoad`, `Type ---> viewDidLoad`.
    if isDash(text, second.start, second.end), tokens.count >= 3,
      isLabel(text, head.start, head.end)
    {
      let third = tokens[tokens.index(tokens.startIndex, offsetBy: 2)]
      if third.kind == .word, let definition = resolve(text, third.start, third.end) {
        return .call(
          PrintedCall(
            call: definition, receiver: .named(object(named: text, head.start, head.end)),
            sender: nil, values: values(text, tokens.dropFirst(3), for: definition)))
      }
      return .appPrint
    }
    // `SingleColorViewController viewWillAppear(_:)`, `A_ViewController viewWillAppear:`; a
    // name typed with its capitals wrong after a type (`FirstViewController viewwillAppear`).
    if isTypeName(text, head.start, head.end),
      let definition = resolve(text, second.start, second.end)
        ?? SpellingTable.folded.firstIgnoringCase(text, second.start, second.end)
    {
      return .call(
        PrintedCall(
          call: definition, receiver: .named(object(named: text, head.start, head.end)),
          sender: nil, values: values(text, tokens.dropFirst(2), for: definition)))
    }
    return .appPrint
  }

  /// `<A: 0x6c11b10> viewWillAppear`, `<Nav: 0x…> willShowViewController <B: 0x…>`.
  private func described(
    _ text: UnsafeBufferPointer<UInt8>, _ tokens: MessageTokens.Slice
  ) -> PrintedLine {
    let head = tokens[tokens.startIndex]
    guard let object = ObjectDescription.parse(text, head.start, head.end, names: names),
      let name = tokens.dropFirst().first, name.kind == .word,
      let definition = resolve(text, name.start, name.end)
    else { return .appPrint }
    let rest = values(text, tokens.dropFirst(2), for: definition)
    // A navigation or tab bar delegate's callback printed with its sender first: the
    // description is the controller passed in, and the delegate that received it goes unnamed.
    if let ending = definition.senderEnding, object.name.hasSuffix(ending) {
      return .call(
        PrintedCall(call: definition, receiver: .unnamed, sender: object, values: rest))
    }
    return .call(
      PrintedCall(call: definition, receiver: .named(object), sender: nil, values: rest))
  }

  /// `[Tag] Type method` (the tag a logging base class's) or `[Type] method …`.
  private func tagged(
    _ text: UnsafeBufferPointer<UInt8>, _ tokens: MessageTokens.Slice
  ) -> PrintedLine {
    let tag = tokens[tokens.startIndex]
    let rest = tokens.dropFirst()
    guard let second = rest.first, second.kind == .word else { return .appPrint }
    if rest.count >= 2, isTypeName(text, second.start, second.end) {
      let third = rest[rest.index(after: rest.startIndex)]
      if third.kind == .word, let definition = resolve(text, third.start, third.end) {
        return .call(
          PrintedCall(
            call: definition,
            receiver: .named(object(named: text, second.start, second.end)), sender: nil,
            values: values(text, rest.dropFirst(2), for: definition)))
      }
    }
    if isTypeName(text, tag.start + 1, tag.end - 1),
      let definition = resolve(text, second.start, second.end)
    {
      return .call(
        PrintedCall(
          call: definition,
          receiver: .named(object(named: text, tag.start + 1, tag.end - 1)), sender: nil,
          values: values(text, rest.dropFirst(), for: definition)))
    }
    return .appPrint
  }

  /// `A view will appear <A_ViewController: 0x…>`: an app's words for an appearance callback,
  /// the description of the view controller after them. A line a mirror joined holds several,
  /// with dividers between (`… <B: 0x…> ------POP------ B view will disappear <B: 0x…>`).
  private func prose(
    _ text: UnsafeBufferPointer<UInt8>, _ tokens: MessageTokens.Slice
  ) -> PrintedLine? {
    var calls: [PrintedCall] = []
    var index = tokens.startIndex
    while index < tokens.endIndex {
      // Each call: an optional label, `view`, `will` or `did`, `appear` or `disappear`, then
      // the description; dividers (`-----`) may stand between calls.
      if tokens[index].kind == .word, isDivider(text, tokens[index].start, tokens[index].end) {
        index += 1
        continue
      }
      var start = index
      if tokens[start].kind == .word, start + 4 < tokens.endIndex,
        !Bytes.equals(text, tokens[start].start, tokens[start].end, "view")
      {
        start += 1
      }
      guard start + 3 < tokens.endIndex,
        let call = proseCall(text, tokens[start..<(start + 4)])
      else { return nil }
      calls.append(call)
      index = start + 4
    }
    return calls.isEmpty ? nil : .calls(calls)
  }

  /// `view will appear <A: 0x…>` as a call.
  private func proseCall(
    _ text: UnsafeBufferPointer<UInt8>, _ words: MessageTokens.Slice
  ) -> PrintedCall? {
    let view = words[words.startIndex]
    let when = words[words.startIndex + 1]
    let what = words[words.startIndex + 2]
    let last = words[words.startIndex + 3]
    guard view.kind == .word, when.kind == .word, what.kind == .word, last.kind == .object,
      Bytes.equals(text, view.start, view.end, "view")
    else { return nil }
    let will = Bytes.equals(text, when.start, when.end, "will")
    guard will || Bytes.equals(text, when.start, when.end, "did") else { return nil }
    let appear = Bytes.equals(text, what.start, what.end, "appear")
    guard appear || Bytes.equals(text, what.start, what.end, "disappear") else { return nil }
    let name: CallName =
      switch (will, appear) {
      case (true, true): .viewWillAppear
      case (true, false): .viewWillDisappear
      case (false, true): .viewDidAppear
      case (false, false): .viewDidDisappear
      }
    guard let definition = KnownCall.named(name),
      let object = ObjectDescription.parse(text, last.start, last.end, names: names)
    else { return nil }
    return PrintedCall(call: definition, receiver: .named(object), sender: nil, values: [])
  }

  /// A run of `-`, `=`, `*` or `_`, with letters inside (`------POP------`): an app's divider.
  private func isDivider(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    guard end - start >= 3 else { return false }
    var marks = 0
    for index in start..<end {
      switch text[index] {
      case UInt8(ascii: "-"), UInt8(ascii: "="), UInt8(ascii: "*"), UInt8(ascii: "_"): marks += 1
      default: if !Bytes.isLetter(text[index]) { return false }
      }
    }
    return marks >= 2
  }

  /// `Type.method(_:)`: the type before the last `.` ahead of the parenthesis. `super.` and
  /// `self.` before it are code an app pasted (`super.viewDidLoad()`), not a type.
  private func typeDotMethod(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> PrintedCall?
  {
    var dot: Int?
    var index = start
    while index < end, text[index] != UInt8(ascii: "(") {
      if text[index] == UInt8(ascii: ".") { dot = index }
      index += 1
    }
    guard let dot, dot > start, isTypeName(text, start, dot),
      !Bytes.equals(text, start, dot, "super"), !Bytes.equals(text, start, dot, "self"),
      let definition = resolve(text, dot + 1, end)
    else { return nil }
    return PrintedCall(
      call: definition, receiver: .named(object(named: text, start, dot)), sender: nil,
      values: [])
  }

  /// A label an app glued to the call, with no space: before it and a colon
  /// (`画面A:viewWillAppear(_:)`), or around it in parentheses (`B(viewDidLoad)`). The label
  /// is any run of identifier bytes or UTF-8 letters (`画面A`, `vc1`) that spells no call, a
  /// dash before it allowed (`—画面B:viewDidLoad()`, a second screen's lines set apart).
  private func gluedLabel(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> (call: KnownCall, receiver: PrintedReceiver)?
  {
    var labelStart = start
    while labelStart < end, text[labelStart] == UInt8(ascii: "-") { labelStart += 1 }
    // U+2013 and U+2014, `–` and `—`: E2 80 93 and E2 80 94.
    if labelStart + 3 <= end, text[labelStart] == 0xE2, text[labelStart + 1] == 0x80,
      text[labelStart + 2] == 0x93 || text[labelStart + 2] == 0x94
    {
      labelStart += 3
    }
    guard labelStart < end,
      Bytes.isLetter(text[labelStart]) || text[labelStart] == UInt8(ascii: "_")
        || text[labelStart] >= 0x80
    else { return nil }
    var labelEnd = labelStart
    while labelEnd < end, Bytes.isIdentifier(text[labelEnd]) || text[labelEnd] >= 0x80 {
      labelEnd += 1
    }
    guard labelEnd < end else { return nil }
    let callStart = labelEnd + 1
    var callEnd = end
    switch text[labelEnd] {
    case UInt8(ascii: ":"):
      break
    case UInt8(ascii: "(") where text[end - 1] == UInt8(ascii: ")"):
      callEnd = end - 1
    default:
      return nil
    }
    guard callStart < callEnd, resolve(text, labelStart, labelEnd) == nil,
      !isValueWord(text, labelStart, labelEnd),
      let definition = resolve(text, callStart, callEnd)
        ?? SpellingTable.folded.firstIgnoringCase(text, callStart, callEnd)
    else { return nil }
    return (definition, .named(object(named: text, labelStart, labelEnd)))
  }

  // MARK: Names and values

  /// The call a name spells, the most exact match; nil for a name the vocabulary does not
  /// know.
  func resolve(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> KnownCall? {
    table.first(text, start, end)
  }

  /// A type name: an identifier starting with a letter, dots allowed (`App.Type`), that spells
  /// no call.
  private func isTypeName(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    guard end > start, Bytes.isLetter(text[start]) || text[start] == UInt8(ascii: "_") else {
      return false
    }
    for index in start..<end
    where !Bytes.isIdentifier(text[index]) && text[index] != UInt8(ascii: ".") {
      return false
    }
    return resolve(text, start, end) == nil && !isValueWord(text, start, end)
  }

  /// A label an app chose for a view controller (`A`, `vc1`, `Root`), or a type name.
  private func isLabel(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    isTypeName(text, start, end)
  }

  /// `-`, `–`, `—`, `-->`, `--->`, `->`, `=>`, `::`.
  private func isDash(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    if Bytes.equals(text, start, end, "\u{2013}") || Bytes.equals(text, start, end, "\u{2014}") {
      return true
    }
    guard end > start, end - start <= 5 else { return false }
    for index in start..<end {
      switch text[index] {
      case UInt8(ascii: "-"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: ":"): continue
      default: return false
      }
    }
    return true
  }

  func isValueWord(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    for word: StaticString in ["true", "false", "YES", "NO", "nil"]
    where Bytes.equals(text, start, end, word) {
      return true
    }
    return false
  }

  /// The object a label or a type names: `App.HomeViewController` is the class without its
  /// module, and `VC1.view` or `VC1.self`, the controller's view or itself, is VC1. Any other
  /// dotted label is a name of its own (`checkout.cart` and `checkout.payment` are two).
  func object(named text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> PrintedObject
  {
    var end = end
    for suffix: StaticString in [".view", ".self"]
    where end - start > suffix.utf8CodeUnitCount
      && Bytes.equals(text, end - suffix.utf8CodeUnitCount, end, suffix)
    {
      end -= suffix.utf8CodeUnitCount
      break
    }
    let name = Bytes.string(text, start, end)
    let isClass = Bytes.isUpper(text[start]) && end - start > 2
    return PrintedObject(
      name: isClass ? ObjectDescription.shortName(name) : name, address: nil, isClass: isClass)
  }

  /// The values printed after a call of `call`, their labels read as its parameters.
  private func values(
    _ text: UnsafeBufferPointer<UInt8>, _ tokens: MessageTokens.Slice,
    for call: KnownCall
  ) -> [PrintedArgument] {
    guard !tokens.isEmpty else { return [] }
    // The room of the line before's values, taken again: the line's call was freed once it
    // was bound, so the room is this parser's alone, and no array is allocated and grown
    // for each line. A line whose values are still held elsewhere gets room of its own.
    var values: [PrintedArgument] = []
    swap(&values, &lastValues)
    values.removeAll(keepingCapacity: true)
    defer { lastValues = values }
    var pendingLabel: PrintedArgument.Label?
    for token in tokens {
      var argument: PrintedArgument
      switch token.kind {
      case .object:
        argument = PrintedArgument(
          value: ObjectDescription.parse(text, token.start, token.end, names: names).map {
            .object($0)
          } ?? .other)
      case .parenthesis:
        if Bytes.equals(text, token.start, token.end, "(null)") {
          argument = PrintedArgument(value: .null)
        } else if let labelled = labelledValue(text, token.start + 1, token.end - 1, for: call) {
          argument = labelled
        } else {
          argument = PrintedArgument(value: .other)
        }
      case .word:
        if text[token.end - 1] == UInt8(ascii: ":"), token.end - token.start > 1,
          isIdentifierRun(text, token.start, token.end - 1)
        {
          // `animated:` followed by its value as the next word.
          pendingLabel = call.label(text, token.start, token.end - 1)
          continue
        }
        argument =
          labelledValue(text, token.start, token.end, for: call)
          ?? PrintedArgument(value: scalar(text, token.start, token.end))
      default:
        argument = PrintedArgument(value: .other)
      }
      if let label = pendingLabel {
        // A value labelled twice (`flag: animated:1`) is nothing the outer label can bind.
        argument = PrintedArgument(
          label: label, value: argument.label == .none ? argument.value : .other)
        pendingLabel = nil
      }
      values.append(argument)
    }
    return values
  }

  /// `animated:1`, `animated: true` (inside parentheses), `completed=true`.
  private func labelledValue(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, for call: KnownCall
  ) -> PrintedArgument? {
    var index = start
    while index < end, Bytes.isIdentifier(text[index]) { index += 1 }
    guard index > start, index < end,
      text[index] == UInt8(ascii: ":") || text[index] == UInt8(ascii: "=")
    else { return nil }
    let valueStart = Bytes.skipSpaces(text, index + 1, end)
    guard valueStart < end else { return nil }
    return PrintedArgument(
      label: call.label(text, start, index), value: scalar(text, valueStart, end))
  }

  /// `true`, `YES`, `1`, `0.5`, `nil`, or another word.
  func scalar(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> PrintedValue
  {
    if Bytes.equals(text, start, end, "true") || Bytes.equals(text, start, end, "YES") {
      return .bool(true)
    }
    if Bytes.equals(text, start, end, "false") || Bytes.equals(text, start, end, "NO") {
      return .bool(false)
    }
    if Bytes.equals(text, start, end, "nil") { return .null }
    if let number = Bytes.decimal(text, start, end) { return .number(number) }
    if end - start <= 24, let number = Double(Bytes.string(text, start, end)), number.isFinite {
      return .number(number)
    }
    return .other
  }

  private func isIdentifierRun(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Bool
  {
    guard end > start else { return false }
    for index in start..<end where !Bytes.isIdentifier(text[index]) { return false }
    return true
  }
}
