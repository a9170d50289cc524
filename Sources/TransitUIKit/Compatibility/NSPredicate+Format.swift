import Foundation

#if !canImport(Darwin)
  // Predicates from format strings, which Linux's Foundation declares unavailable ("Predicate
  // strings and key-value coding are not supported"). These initializers take the same
  // arguments, so the compiler, which ranks an unavailable declaration below any other, calls
  // them. They read the part of Apple's "Predicate Format String Syntax" that code checking
  // text uses: comparisons of `SELF`, or of a key of a dictionary (written, or a `%K`
  // argument), with a quoted string, a number or a `%@`, `%d`, `%i`, `%u` (with `l` or `ll`)
  // or `%f` argument, by `==`, `!=`, `<`, `<=`, `>`, `>=`, `MATCHES`
  // (an ICU regular expression over the whole string), `LIKE` (`*` and `?` wildcards),
  // `CONTAINS`, `BEGINSWITH` and `ENDSWITH`, with `[c]` and `[d]`, joined by `AND`, `OR` and
  // `NOT` (or `&&`, `||`, `!`) and parentheses, and `TRUEPREDICATE` and `FALSEPREDICATE`. In
  // a quoted string, a backslash escapes the quote, another backslash, and `\n`, `\t`, `\r`;
  // before any other character it is kept, so a regular expression's `\d` reaches `MATCHES`.
  // A format this does not read stops the program, naming what it expected and where, as a
  // format iOS cannot parse raises; so does nesting `NOT`s and parentheses more than
  // `PredicateFormatParser.maximumDepth` deep. A key of another object needs key-value coding,
  // which Linux lacks: evaluating it stops the program, naming the key.
  extension NSPredicate {
    /// Mirrors `init(format:_:)`.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
      self.init(format: predicateFormat, argumentArray: args)
    }

    /// Mirrors `init(format:argumentArray:)`.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
      var parser = PredicateFormatParser(predicateFormat, arguments: arguments ?? [])
      let condition: PredicateCondition
      do {
        condition = try parser.parse()
      } catch {
        fatalError(error.message)
      }
      self.init(block: { object, _ in condition.holds(for: object) })
    }
  }

  /// A parsed predicate: what the format string says of an object.
  indirect enum PredicateCondition {
    /// `TRUEPREDICATE` or `FALSEPREDICATE`.
    case constant(Bool)
    case not(PredicateCondition)
    /// Conditions joined by `AND`, and by `OR`: lists, so that a long chain is not as deep.
    case and([PredicateCondition])
    case or([PredicateCondition])
    /// A comparison of two operands by an operator, with its `[c]` and `[d]` options.
    case comparison(PredicateOperand, String, PredicateOperand, String.CompareOptions)

    func holds(for object: Any?) -> Bool {
      switch self {
      case .constant(let value): return value
      case .not(let inner): return !inner.holds(for: object)
      case .and(let conditions): return conditions.allSatisfy { $0.holds(for: object) }
      case .or(let conditions): return conditions.contains { $0.holds(for: object) }
      case .comparison(let left, let operation, let right, let options):
        return Self.compare(
          left.value(for: object), operation, right.value(for: object), options)
      }
    }

    private static func compare(
      _ left: Any?, _ operation: String, _ right: Any?, _ options: String.CompareOptions
    ) -> Bool {
      if let left = boxedNumber(left), let right = boxedNumber(right) {
        switch operation {
        case "==": return left == right
        case "!=": return left != right
        case "<": return left < right
        case "<=": return left <= right
        case ">": return left > right
        case ">=": return left >= right
        default: break
        }
      }
      guard let left = left.map({ "\($0)" }), let right = right.map({ "\($0)" }) else {
        // Nil equals only nil.
        let same = (left == nil) == (right == nil)
        return operation == "==" ? same : operation == "!=" ? !same : false
      }
      let folded = options.subtracting(.regularExpression)
      switch operation {
      case "==": return left.compare(right, options: folded) == .orderedSame
      case "!=": return left.compare(right, options: folded) != .orderedSame
      case "<": return left.compare(right, options: folded) == .orderedAscending
      case "<=": return left.compare(right, options: folded) != .orderedDescending
      case ">": return left.compare(right, options: folded) == .orderedDescending
      case ">=": return left.compare(right, options: folded) != .orderedAscending
      case "CONTAINS": return right.isEmpty ? false : left.range(of: right, options: folded) != nil
      case "BEGINSWITH": return left.range(of: right, options: folded.union(.anchored)) != nil
      case "ENDSWITH":
        return left.range(of: right, options: folded.union([.anchored, .backwards])) != nil
      case "MATCHES": return matches(left, pattern: right, options: folded)
      case "LIKE": return matches(left, pattern: likePattern(right), options: folded)
      default: return false
      }
    }

    /// `MATCHES`: the whole string against an ICU regular expression.
    private static func matches(
      _ text: String, pattern: String, options: String.CompareOptions
    ) -> Bool {
      var regexOptions: NSRegularExpression.Options = []
      if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
      guard let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: regexOptions)
      else { return false }
      let subject =
        options.contains(.diacriticInsensitive)
        ? text.folding(options: .diacriticInsensitive, locale: nil) : text
      let range = NSRange(subject.startIndex..., in: subject)
      return regex.firstMatch(in: subject, options: [], range: range) != nil
    }

    /// `LIKE`'s wildcards as a regular expression: `*` any run, `?` one character.
    private static func likePattern(_ pattern: String) -> String {
      var result = ""
      for character in pattern {
        switch character {
        case "*": result += ".*"
        case "?": result += "."
        default: result += NSRegularExpression.escapedPattern(for: String(character))
        }
      }
      return result
    }
  }

  /// One side of a comparison.
  enum PredicateOperand {
    /// `SELF`: the object evaluated.
    case object
    /// A key of the object, read from a dictionary.
    case key(String)
    case constant(Any?)

    func value(for object: Any?) -> Any? {
      switch self {
      case .object: return object
      case .constant(let value): return value
      case .key(let key):
        if let dictionary = object as? [String: Any] { return dictionary[key] }
        if let dictionary = object as? NSDictionary { return dictionary[key] }
        fatalError(
          "NSPredicate: the key \(key) of \(type(of: object as Any)) needs key-value coding, "
            + "which Linux's Foundation does not have; Transit reads keys of dictionaries")
      }
    }
  }

  /// A format string `PredicateFormatParser` does not read.
  struct PredicateFormatError: Error {
    let message: String
  }

  /// Reads a format string into a `PredicateCondition`, by recursive descent, in one pass over
  /// its characters.
  struct PredicateFormatParser {
    /// The most `NOT`s and parentheses nested in one another: each is a level of recursion, in
    /// parsing and in evaluating, so a deeper format is refused before it can exhaust the stack.
    static let maximumDepth = 200
    private var depth = 0
    private let characters: [Character]
    private let format: String
    private var position = 0
    private var arguments: [Any]
    private var nextArgument = 0

    init(_ format: String, arguments: [Any]) {
      self.format = format
      characters = Array(format)
      self.arguments = arguments
    }

    mutating func parse() throws(PredicateFormatError) -> PredicateCondition {
      let condition = try parseOr()
      skipSpaces()
      if position < characters.count { try fail("unexpected text") }
      return condition
    }

    private mutating func parseOr() throws(PredicateFormatError) -> PredicateCondition {
      var conditions = [try parseAnd()]
      while take(words: ["OR"]) || take(symbol: "||") {
        conditions.append(try parseAnd())
      }
      return conditions.count == 1 ? conditions[0] : .or(conditions)
    }

    private mutating func parseAnd() throws(PredicateFormatError) -> PredicateCondition {
      var conditions = [try parseNot()]
      while take(words: ["AND"]) || take(symbol: "&&") {
        conditions.append(try parseNot())
      }
      return conditions.count == 1 ? conditions[0] : .and(conditions)
    }

    /// Enters one more level of `NOT` or parentheses.
    private mutating func deeper() throws(PredicateFormatError) {
      depth += 1
      if depth > Self.maximumDepth {
        throw PredicateFormatError(
          message: "NSPredicate: unable to parse the format string \"\(format)\": more than "
            + "\(Self.maximumDepth) NOTs and parentheses nested at character \(position)")
      }
    }

    private mutating func parseNot() throws(PredicateFormatError) -> PredicateCondition {
      if take(words: ["NOT"]) || take(symbol: "!") {
        try deeper()
        defer { depth -= 1 }
        return .not(try parseNot())
      }
      if take(symbol: "(") {
        try deeper()
        defer { depth -= 1 }
        let inner = try parseOr()
        if !take(symbol: ")") { try fail("a missing )") }
        return inner
      }
      if take(words: ["TRUEPREDICATE"]) { return .constant(true) }
      if take(words: ["FALSEPREDICATE"]) { return .constant(false) }
      let left = try parseOperand()
      let operation = try parseOperator()
      var options: String.CompareOptions = []
      if take(symbol: "[") {
        while position < characters.count, characters[position] != "]" {
          switch characters[position].lowercased() {
          case "c": options.insert(.caseInsensitive)
          case "d": options.insert(.diacriticInsensitive)
          case "n": break
          default: try fail("an unknown option")
          }
          position += 1
        }
        if !take(symbol: "]") { try fail("a missing ]") }
      }
      return .comparison(left, operation, try parseOperand(), options)
    }

    private mutating func parseOperator() throws(PredicateFormatError) -> String {
      for (symbol, name) in [
        ("==", "=="), ("!=", "!="), ("<>", "!="), ("<=", "<="), (">=", ">="), ("=<", "<="),
        ("=>", ">="), ("=", "=="), ("<", "<"), (">", ">"),
      ] where take(symbol: symbol) {
        return name
      }
      for word in ["MATCHES", "LIKE", "CONTAINS", "BEGINSWITH", "ENDSWITH"]
      where take(words: [word]) {
        return word
      }
      try fail("an operator")
    }

    private mutating func parseOperand() throws(PredicateFormatError) -> PredicateOperand {
      skipSpaces()
      guard position < characters.count else { try fail("an operand") }
      let first = characters[position]
      if first == "%" {
        position += 1
        // A length modifier, as printf's: `%ld`, `%lu`, `%lld`.
        var length = ""
        while length.count < 2, position < characters.count, characters[position] == "l" {
          length.append("l")
          position += 1
        }
        guard position < characters.count else { try fail("a format specifier") }
        let specifier = characters[position]
        guard length.isEmpty ? "@KdiufeEgG".contains(specifier) : "diu".contains(specifier)
        else { try fail("a format specifier (%@, %K, %d, %i, %u, %ld, %lu, %lld or %f)") }
        position += 1
        guard nextArgument < arguments.count else {
          try fail("an argument for %\(length)\(specifier)")
        }
        let argument = arguments[nextArgument]
        nextArgument += 1
        if specifier == "K" {
          guard let key = argument as? String ?? (argument as? NSString).map(String.init) else {
            try fail("a string for %K, the name of a key")
          }
          return key.uppercased() == "SELF" ? .object : .key(key)
        }
        return .constant(argument)
      }
      if first == "\"" || first == "'" {
        position += 1
        var text = ""
        while position < characters.count, characters[position] != first {
          if characters[position] == "\\", position + 1 < characters.count {
            position += 1
            switch characters[position] {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "\\", "\"", "'": text.append(characters[position])
            default: text += "\\\(characters[position])"
            }
          } else {
            text.append(characters[position])
          }
          position += 1
        }
        if position >= characters.count { try fail("a closing quote") }
        position += 1
        return .constant(text)
      }
      var word = ""
      while position < characters.count,
        characters[position].isLetter || characters[position].isNumber
          || "_.-".contains(characters[position])
      {
        word.append(characters[position])
        position += 1
      }
      if word.isEmpty { try fail("an operand") }
      if word.uppercased() == "SELF" { return .object }
      if let number = Double(word) { return .constant(number) }
      if ["YES", "TRUE"].contains(word.uppercased()) { return .constant(1.0) }
      if ["NO", "FALSE"].contains(word.uppercased()) { return .constant(0.0) }
      if ["NIL", "NULL"].contains(word.uppercased()) { return .constant(nil) }
      return .key(word)
    }

    private mutating func skipSpaces() {
      while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    private mutating func take(symbol: String) -> Bool {
      skipSpaces()
      let symbolCharacters = Array(symbol)
      guard position + symbolCharacters.count <= characters.count,
        Array(characters[position..<position + symbolCharacters.count]) == symbolCharacters
      else { return false }
      position += symbolCharacters.count
      return true
    }

    /// A keyword, matched without regard to case and only as a whole word.
    private mutating func take(words: [String]) -> Bool {
      skipSpaces()
      for word in words {
        let wordCharacters = Array(word)
        let end = position + wordCharacters.count
        guard end <= characters.count,
          String(characters[position..<end]).uppercased() == word,
          end == characters.count || !(characters[end].isLetter || characters[end].isNumber)
        else { continue }
        position = end
        return true
      }
      return false
    }

    private func fail(_ expected: String) throws(PredicateFormatError) -> Never {
      throw PredicateFormatError(
        message: "NSPredicate: unable to parse the format string \"\(format)\": expected "
          + "\(expected) at character \(position + 1)")
    }
  }
#endif
