import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG parsed with Foundation's `XMLParser`: whether it is well-formed, its page size, and
/// its ids, classes, text and tooltips.
struct SVGDocument {
  /// One `<text>` element: what it says and where it starts.
  struct TextSpan: Equatable {
    var text: String
    var x: Double
    var y: Double
    var bold: Bool
  }

  /// The root element's `viewBox` (min-x, min-y, width, height), in points.
  let viewBox: [Double]
  let ids: [String]
  let classes: [String: String]
  let texts: [String]
  let spans: [TextSpan]
  let titles: [String]
  /// The `xlink:href` (or `href`) of every element that has one: links and images.
  let references: [String]
  /// The names of every element, in document order.
  let elements: [String]
  let wellFormed: Bool
  let error: String?

  init(_ bytes: [UInt8]) {
    let parser = XMLParser(data: Data(bytes))
    let delegate = Collector()
    parser.delegate = delegate
    wellFormed = parser.parse()
    error = parser.parserError.map { "\($0)" }
    viewBox = delegate.viewBox
    ids = delegate.ids
    classes = delegate.classes
    texts = delegate.spans.map(\.text)
    spans = delegate.spans
    titles = delegate.titles
    references = delegate.references
    elements = delegate.elements
  }

  /// Everything drawn as text, joined.
  var allText: String { texts.joined(separator: "\n") }

  private final class Collector: NSObject, XMLParserDelegate {
    var viewBox: [Double] = []
    var ids: [String] = []
    var classes: [String: String] = [:]
    var spans: [TextSpan] = []
    var titles: [String] = []
    var references: [String] = []
    var elements: [String] = []
    var current = TextSpan(text: "", x: 0, y: 0, bold: false)
    var inText = false

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      if name == "svg", viewBox.isEmpty, let box = attributes["viewBox"] {
        viewBox = box.split(separator: " ").compactMap { Double($0) }
      }
      if let id = attributes["id"] {
        ids.append(id)
        if let kind = attributes["class"] { classes[id] = kind }
      }
      if let title = attributes["xlink:title"] { titles.append(title) }
      if let reference = attributes["xlink:href"] ?? attributes["href"] {
        references.append(reference)
      }
      elements.append(name)
      if name == "text" {
        inText = true
        current = TextSpan(
          text: "", x: attributes["x"].flatMap(Double.init) ?? .nan,
          y: attributes["y"].flatMap(Double.init) ?? .nan,
          bold: attributes["font-weight"] == "bold")
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if inText { current.text += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
      if name == "text" {
        inText = false
        spans.append(current)
      }
    }
  }
}
