import SwiftParser
import SwiftSyntax

/// Moves an `override` written in an extension into the class the extension extends.
///
/// On iOS such an override works because the method it overrides is an Objective-C method,
/// which the runtime dispatches by name; Swift without that runtime refuses it ("declared in
/// 'UIViewController' cannot be overridden from extension"). When the class is declared in the
/// same file, at its top level (or in the same `#if` clause), the member leaves the extension (its lines become blank, so
/// every other line keeps its number) and goes at the end of the class's body, framed by
/// `#sourceLocation` lines that give it back its own file and line in diagnostics. Runs on the
/// rewritten text, after the other edits, so a moved member carries theirs.
enum ExtensionOverrides {
  /// `text`, the rewrite of `path` with its one-line `#sourceLocation` header, with each such
  /// member moved; only what lies before `developerEnd` (the developer's own code, not what the
  /// rewrite appended) is looked at. The edits name each member moved.
  static func move(in text: String, path: String, developerEnd: Int) -> (
    text: String, edits: [SourceRewrite.Edit]
  ) {
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    var changes: [(start: Int, end: Int, text: String)] = []
    // The members moved into each class, by where the class's closing brace is.
    var moved: [Int: (owner: ClassDeclSyntax, members: String)] = [:]
    var edits: [SourceRewrite.Edit] = []
    for list in statementLists(tree.statements) {
      var classes: [String: ClassDeclSyntax] = [:]
      for item in list {
        if let declaration = item.item.as(ClassDeclSyntax.self) {
          classes[declaration.name.text] = declaration
        }
      }
      for item in list {
        guard let ext = item.item.as(ExtensionDeclSyntax.self),
          ext.positionAfterSkippingLeadingTrivia.utf8Offset < developerEnd,
          ext.genericWhereClause == nil,
          let owner = classes[ext.extendedType.trimmedDescription]
        else { continue }
        for member in ext.memberBlock.members where isOverride(member.decl) {
          let decl = member.decl
          let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
          let end = decl.endPositionBeforeTrailingTrivia.utf8Offset
          let original = decl.trimmedDescription
          let moving = withAccess(decl, original, extension: ext)
          let location = decl.startLocation(converter: converter)
          // The header is the text's first line: the developer's line is one less.
          let line = location.line - 1
          let blank = original.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? $0 : " " }
          changes.append((start, end, String(String.UnicodeScalarView(blank))))
          let brace = owner.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
          moved[brace, default: (owner, "")].members +=
            "#sourceLocation(file: \(SourceRewrite.stringLiteral(path)), line: \(line))\n"
            + String(repeating: " ", count: location.column - 1) + moving + "\n"
          edits.append(
            .init(
              kind: .objectiveC, line: line, column: location.column,
              original: original.split(separator: "\n").first.map(String.init) ?? "",
              replacement: "(moved into class \(owner.name.text))"))
        }
      }
    }
    for (offset, entry) in moved {
      let braceLine =
        entry.owner.memberBlock.rightBrace.startLocation(converter: converter).line - 1
      changes.append(
        (
          offset, offset,
          "\n" + entry.members
            + "#sourceLocation(file: \(SourceRewrite.stringLiteral(path)), line: \(braceLine))\n"
        ))
    }
    guard !changes.isEmpty else { return (text, []) }
    var bytes = Array(text.utf8)
    for change in changes.sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(change.start..<change.end, with: Array(change.text.utf8))
    }
    return (String(decoding: bytes, as: UTF8.self), edits.sorted { $0.line < $1.line })
  }

  /// The file's top-level statements, and those of each `#if` clause among them (a library
  /// wraps whole files in `#if canImport(UIKit)`): a class and an extension of it are matched
  /// within one list, so both are compiled or neither is.
  private static func statementLists(_ list: CodeBlockItemListSyntax) -> [CodeBlockItemListSyntax] {
    var lists = [list]
    for item in list {
      guard let config = item.item.as(IfConfigDeclSyntax.self) else { continue }
      for clause in config.clauses {
        if case .statements(let inner)? = clause.elements { lists += statementLists(inner) }
      }
    }
    return lists
  }

  /// `original`, the text of `decl`, with the access it had in its extension where it names
  /// none: a member of a public extension is public (Swift's default for the extension's
  /// members), which it would not be once moved into the class.
  private static func withAccess(
    _ decl: DeclSyntax, _ original: String, extension ext: ExtensionDeclSyntax
  ) -> String {
    guard ext.modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) }),
      let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
      !modifiers.namesAccess,
      let override = modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
    else { return original }
    let offset =
      override.positionAfterSkippingLeadingTrivia.utf8Offset
      - decl.positionAfterSkippingLeadingTrivia.utf8Offset
    var bytes = Array(original.utf8)
    bytes.insert(contentsOf: Array("public ".utf8), at: offset)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A method, property or subscript marked `override`.
  private static func isOverride(_ decl: DeclSyntax) -> Bool {
    guard !decl.is(InitializerDeclSyntax.self),
      let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers
    else { return false }
    return modifiers.contains { $0.name.tokenKind == .keyword(.override) }
  }
}
