import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A storyboard or a nib as Interface Builder saves it: an XML document of scenes or top-level
/// objects, read into a tree of elements with the line and column of each.
///
/// Reading is linear in the file's size and bounded: at most `maximumBytes` bytes, `maximumDepth`
/// levels of nesting and `maximumElements` elements; a file over a bound, or not well-formed XML,
/// or not an Interface Builder document, is refused with an `InterfaceBuilderError` naming its
/// file, line and column. Nothing else is read: a document type declaration is refused, so no
/// entity is declared or resolved, no attribute is defaulted, and no external resource is
/// fetched.
public struct InterfaceDocument: Sendable {
  /// Whether it is a storyboard (scenes) or a nib (top-level objects).
  public enum Kind: String, Sendable { case storyboard, nib }

  public let path: String
  public let kind: Kind
  /// The root `document` element.
  public let root: InterfaceElement

  public static let maximumBytes = 16 << 20
  public static let maximumDepth = 200
  public static let maximumElements = 500_000
  /// The most attributes one element may have: Interface Builder writes a few dozen at most,
  /// and libxml2's duplicate check takes time growing with their square.
  public static let maximumAttributes = 128

  /// Reads the document at `path`.
  public init(path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InterfaceBuilderError(path: path, line: 0, column: 0, message: "cannot be read")
    }
    try self.init(data: data, path: path)
  }

  /// Reads `data`; `path` names it in errors.
  public init(data: Data, path: String) throws {
    guard data.count <= Self.maximumBytes else {
      throw InterfaceBuilderError(
        path: path, line: 0, column: 0,
        message: "\(data.count) bytes; Transit reads storyboards and nibs of at most "
          + "\(Self.maximumBytes >> 20) MB")
    }
    try Self.checkEncoding([UInt8](data), path: path)
    let builder = TreeBuilder(path: path, bytes: [UInt8](data))
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.shouldReportNamespacePrefixes = false
    parser.delegate = builder
    builder.parser = parser
    let parsed = parser.parse()
    if let problem = builder.problem { throw problem }
    guard parsed, let root = builder.root else {
      let error = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "not XML"
      throw InterfaceBuilderError(
        path: path, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
        message: "not well-formed XML: \(error)")
    }
    guard root.name == "document" else {
      throw InterfaceBuilderError(
        path: path, line: root.line, column: root.column,
        message: "expected an Interface Builder <document>, found <\(root.name)>")
    }
    let type = root.attributes["type"] ?? ""
    if type.contains("Storyboard") {
      kind = .storyboard
    } else if type.contains("XIB") {
      kind = .nib
    } else {
      throw InterfaceBuilderError(
        path: path, line: root.line, column: root.column,
        message:
          "expected a storyboard or a nib (type com.apple.InterfaceBuilder3.CocoaTouch.…), "
          + "found type '\(type)'")
    }
    self.path = path
    self.root = root
  }

  /// The storyboard's name, as `UIStoryboard(name:bundle:)` takes it, or the nib's, as
  /// `UINib(nibName:bundle:)` does: the file's name without its extension.
  public var name: String {
    URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
  }
}

/// One element of the document, with the attributes and children Interface Builder wrote.
public final class InterfaceElement: @unchecked Sendable {
  public let name: String
  public let attributes: [String: String]
  public internal(set) var children: [InterfaceElement] = []
  /// Where the element starts in its file.
  public let line: Int
  public let column: Int

  init(name: String, attributes: [String: String], line: Int, column: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
    self.column = column
  }

  public var id: String? { attributes["id"] }
  /// The `key` attribute, which names the role of a child (`view`, `frame`, `contentView`).
  public var key: String? { attributes["key"] }

  /// The first child named `name`, with `key` when given.
  public func child(_ name: String, key: String? = nil) -> InterfaceElement? {
    children.first { $0.name == name && (key == nil || $0.key == key) }
  }

  /// The children named `name`.
  public func children(_ name: String) -> [InterfaceElement] {
    children.filter { $0.name == name }
  }

  /// Every element in the subtree, depth first, this one first.
  public func walk(_ visit: (InterfaceElement) -> Void) {
    var stack = [self]
    while let element = stack.popLast() {
      visit(element)
      stack += element.children.reversed()
    }
  }
}

/// A storyboard or nib that cannot be read, with where and why.
public struct InterfaceBuilderError: Error, Sendable, Equatable, CustomStringConvertible {
  public let path: String
  public let line: Int
  public let column: Int
  public let message: String

  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(path):\(line):\(column): \(message)" }
}

/// Builds the element tree from the parser's events, within the bounds.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  let path: String
  let bytes: [UInt8]
  /// Where each line starts in `bytes`, found as the parser reaches it.
  var lineStarts: [Int] = [0]
  weak var parser: XMLParser?
  var root: InterfaceElement?
  var stack: [InterfaceElement] = []
  var count = 0
  var problem: InterfaceBuilderError?

  init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// The column of the `<` that opens the element the parser reports at `line` and `column`
  /// (libxml2 reports the end of the start tag); the reported column when it is not found on
  /// that line.
  func startColumn(line: Int, column: Int) -> Int {
    while lineStarts.count < line, let last = lineStarts.last {
      guard let newline = bytes[last...].firstIndex(of: UInt8(ascii: "\n")) else { break }
      lineStarts.append(newline + 1)
    }
    guard line >= 1, line <= lineStarts.count else { return column }
    let start = lineStarts[line - 1]
    var index = min(start + max(0, column - 1), bytes.count - 1)
    while index >= start {
      if bytes[index] == UInt8(ascii: "<") { return index - start + 1 }
      index -= 1
    }
    return column
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    guard problem == nil else { return }
    problem = InterfaceBuilderError(
      path: path, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
      message: "not well-formed XML: \(Self.describe(parseError))")
    parser.abortParsing()
  }

  /// What went wrong, in words, for the parser errors a damaged file meets most.
  static func describe(_ error: Error) -> String {
    // libxml2's error numbers, which XMLParser passes on (NSXMLParserError has the same).
    let code = (error as NSError).code
    switch code {
    case 76: return "an end tag does not match the element it closes"
    case 77, 5: return "the file ends inside an element"
    case 4: return "the file is empty"
    case 3, 72: return "expected an element's <"
    case 73: return "a tag is not closed with >"
    case 38: return "a < inside an attribute's value"
    case 39, 40, 41, 42: return "an attribute is not written name=\"value\" once"
    case 9, 8: return "a character XML does not allow"
    case 26, 14, 22, 23: return "an entity reference (&…;) XML does not define"
    case 68: return "an element without a name"
    case 86: return "content after the document element"
    default: return "XMLParser error \(code)"
    }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    count += 1
    let line = parser.lineNumber
    let column = parser.columnNumber
    if count > InterfaceDocument.maximumElements || stack.count >= InterfaceDocument.maximumDepth {
      problem = InterfaceBuilderError(
        path: path, line: line, column: column,
        message: count > InterfaceDocument.maximumElements
          ? "more than \(InterfaceDocument.maximumElements) elements"
          : "elements nested more than \(InterfaceDocument.maximumDepth) deep")
      parser.abortParsing()
      return
    }
    let element = InterfaceElement(
      name: elementName, attributes: attributeDict, line: line,
      column: startColumn(line: line, column: column))
    if let parent = stack.last {
      parent.children.append(element)
    } else if root == nil {
      root = element
    }
    stack.append(element)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    _ = stack.popLast()
  }

  func parser(
    _ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?
  ) {
    refuseEntity(name, parser)
  }

  func parser(
    _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
    systemID: String?
  ) {
    refuseEntity(name, parser)
  }

  private func refuseEntity(_ name: String, _ parser: XMLParser) {
    problem = InterfaceBuilderError(
      path: path, line: parser.lineNumber, column: parser.columnNumber,
      message: "an entity declaration ('\(name)'): Interface Builder documents declare none")
    parser.abortParsing()
  }
}

extension InterfaceDocument {
  /// Interface Builder writes UTF-8, and only UTF-8 is read: a document that declares another
  /// encoding, or is not UTF-8, is refused before the XML parser sees it. (libxml2, under
  /// Foundation's `XMLParser` on Linux, crashed switching to a declared UTF-7.) Nor does it
  /// hold what Interface Builder never writes and libxml2 acts on: a processing instruction
  /// other than the XML declaration, or a document type declaration.
  static func checkEncoding(_ bytes: [UInt8], path: String) throws {
    // A NUL byte is never in XML, and "<\0?\0" would be read as UTF-16.
    guard !bytes.contains(0), String(validating: bytes, as: UTF8.self) != nil else {
      throw InterfaceBuilderError(
        path: path, line: 1, column: 1, message: "not UTF-8 text, as Interface Builder writes")
    }
    // The XML declaration, if the document starts with one (after a UTF-8 byte order mark).
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    // No other processing instruction: Interface Builder writes none, and Foundation's
    // XMLParser on Linux crashed on one without data (`<?target?>`).
    var line = 1
    var lineStart = 0
    // Inside a start tag, how many attributes it has given so far, and the quote of the value
    // being read, if one is: libxml2 compares each attribute's name with every one before it
    // (100,000 attributes took 2 s of CPU, 400,000 took 47 s), so an element may have at most
    // `maximumAttributes`.
    var attributes: Int?
    var quote: UInt8?
    var index = bytes.startIndex
    // Moves `index` past the first `terminator` from it (or to the end), counting lines: a
    // comment's or a CDATA section's text is not markup, so no tag starts there.
    // A processing instruction is refused there too, as before comments were skipped.
    func skip(past terminator: [UInt8]) throws {
      while index < bytes.endIndex, !bytes[index...].starts(with: terminator) {
        if bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.endIndex,
          bytes[index + 1] == UInt8(ascii: "?")
        {
          throw InterfaceBuilderError(
            path: path, line: line, column: index - lineStart + 1,
            message: "a processing instruction; Interface Builder writes none but the XML "
              + "declaration at the start")
        }
        if bytes[index] == UInt8(ascii: "\n") {
          line += 1
          lineStart = index + 1
        }
        index += 1
      }
      index = min(index + terminator.count, bytes.endIndex)
    }
    while index < bytes.endIndex - 1 {
      let byte = bytes[index]
      // Processing instructions and declarations are looked for at every byte, inside a tag
      // or a quoted value too (where a `<` is malformed anyway), so no tag the scan takes to be
      // open can hide one.
      if byte == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?"),
        index != start || !bytes[index...].starts(with: Array("<?xml ".utf8))
      {
        throw InterfaceBuilderError(
          path: path, line: line, column: index - lineStart + 1,
          message: "a processing instruction; Interface Builder writes none but the XML "
            + "declaration at the start")
      } else if byte == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "!") {
        if bytes[index...].starts(with: Array("<!--".utf8)) {
          index += 4
          try skip(past: Array("-->".utf8))
          continue
        } else if bytes[index...].starts(with: Array("<![CDATA[".utf8)) {
          index += 9
          try skip(past: Array("]]>".utf8))
          continue
        }
        // A document type declaration's attribute defaults are added, unseen, to every
        // element it names (a `customClass`, or a megabyte on each of a million elements), and
        // Interface Builder writes none, nor any other declaration.
        throw InterfaceBuilderError(
          path: path, line: line, column: index - lineStart + 1,
          message: "a document type declaration (<!DOCTYPE, <!ATTLIST…); Interface Builder "
            + "writes none")
      } else if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      } else if let given = attributes {
        if let open = quote {
          if byte == open { quote = nil }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        } else if byte == UInt8(ascii: ">") {
          attributes = nil
        } else if byte == UInt8(ascii: "=") {
          guard given < maximumAttributes else {
            throw InterfaceBuilderError(
              path: path, line: line, column: index - lineStart + 1,
              message: "an element with more than \(maximumAttributes) attributes; Interface "
                + "Builder writes a few dozen at most")
          }
          attributes = given + 1
        }
      } else if byte == UInt8(ascii: "<"), Self.startsName(bytes[index + 1]) {
        attributes = 0
      }
      index += 1
    }
    guard bytes[start...].starts(with: Array("<?xml".utf8)) else { return }
    try checkDeclaredEncoding(bytes, from: start, path: path)
  }

  /// Whether `byte` may start an element's name (a letter, `_`, `:`, or any non-ASCII byte).
  private static func startsName(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  /// The XML declaration at `start` names UTF-8 as its encoding, or none.
  private static func checkDeclaredEncoding(_ bytes: [UInt8], from start: Int, path: String)
    throws
  {
    var start = start
    let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.endIndex
    let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
    guard let key = declaration.range(of: "encoding") else { return }
    var rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
    rest = rest.dropFirst()
    let name = rest.prefix { $0 != quote }
    guard ["utf-8", "utf8"].contains(name.lowercased()) else {
      start += declaration.distance(from: declaration.startIndex, to: key.lowerBound)
      throw InterfaceBuilderError(
        path: path, line: 1, column: start + 1,
        message: "declares the encoding \(String(name.prefix(40)).debugDescription); "
          + "Transit reads storyboards and nibs in UTF-8, as Interface Builder writes them")
    }
  }
}
