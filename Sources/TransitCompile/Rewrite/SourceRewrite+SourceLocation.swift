import SwiftSyntax

extension SourceRewrite {
  /// Every `#sourceLocation` directive in a developer's file, active or not, as an edit that
  /// blanks it: each byte but line breaks becomes a space, so every other token keeps its line
  /// and column.
  ///
  /// The copy's own directive names the developer's file; one of theirs could name any other
  /// (the scenario, `/etc/passwd`, a path in the cache), and the compiler's errors, `#file` and
  /// `fatalError` would then point there. Blanked, the lines after it are reported at their
  /// real place in the real file.
  static func sourceLocationBlanks(in tree: SourceFileSyntax, converter: SourceLocationConverter)
    -> [(range: Range<Int>, text: String, edit: Edit)]
  {
    final class Finder: SyntaxVisitor {
      var found: [PoundSourceLocationSyntax] = []
      override func visit(_ node: PoundSourceLocationSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found.map { node in
      let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = node.endPositionBeforeTrailingTrivia.utf8Offset
      let original = node.trimmedDescription
      let blank = String(
        decoding: original.utf8.map { $0 == 0x0A || $0 == 0x0D ? $0 : 0x20 }, as: UTF8.self)
      let location = node.startLocation(converter: converter)
      return (
        start..<end, blank,
        Edit(
          kind: .sourceLocation, line: location.line, column: location.column,
          original: original, replacement: "")
      )
    }
  }
}
