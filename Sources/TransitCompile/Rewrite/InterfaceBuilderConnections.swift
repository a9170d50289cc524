import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// The code a file gets so a storyboard or a nib can connect to its classes: Linux has no
/// Objective-C runtime to find an outlet, an action or an inspectable property by name, so the
/// rewrite registers each one the file declares (`@IBOutlet`, `@IBAction`, `@IBInspectable`) with
/// Transit's UIKit, in an extension of its class appended to the file, where even a `private`
/// member is in reach. Each registration sits under a `#sourceLocation` of the line that
/// declares the member, so a compiler error names the developer's line.
struct InterfaceBuilderConnections {
  /// The function the entry point calls to register the file's connections.
  let functionName: String
  /// The code to append to the rewritten file.
  let code: String

  /// The connections `tree` declares, or nil when it declares none.
  static func make(
    _ tree: SourceFileSyntax, converter: SourceLocationConverter, path: String, fileIndex: Int,
    isLibrary: Bool, configuration: PhoneBuildConfiguration = PhoneBuildConfiguration()
  ) -> InterfaceBuilderConnections? {
    let finder = MemberFinder(converter: converter, configuration: configuration)
    finder.walk(tree)
    guard !finder.owners.isEmpty else { return nil }
    let function = "_transitInterfaceBuilder\(fileIndex)"
    let file = SourceRewrite.stringLiteral(path)
    var code = ""
    var calls: [String] = []
    for (number, owner) in finder.owners.enumerated() {
      let method = "_transitConnections\(fileIndex)_\(number)"
      code += "extension \(owner.name) {\n  @MainActor static func \(method)() {\n"
      for member in owner.members {
        code += "#sourceLocation(file: \(file), line: \(member.line))\n"
        code += "    " + member.registration(owner: owner.name) + "\n"
        code += "#sourceLocation()\n"
      }
      code += "  }\n}\n"
      calls.append("  \(owner.name).\(method)()\n")
    }
    code += "@MainActor \(isLibrary ? "public " : "")func \(function)() {\n"
    code += calls.joined() + "}\n"
    return InterfaceBuilderConnections(functionName: function, code: code)
  }
}

/// A class or an extension of one, with the members Interface Builder connects to.
private struct Owner {
  let name: String
  var members: [Member]
}

private struct Member {
  enum Kind {
    case outlet, collection
    case action(selector: String, arguments: [String?])
    case inspectable
  }

  let kind: Kind
  let name: String
  let line: Int

  func registration(owner: String) -> String {
    let literal = SourceRewrite.stringLiteral(name)
    switch kind {
    case .outlet, .inspectable:
      return "InterfaceBuilderClasses.register(property: \(literal), of: \(owner).self) "
        + "{ owner, value in transitConnect(&owner.\(name), value) }"
    case .collection:
      return "InterfaceBuilderClasses.register(collection: \(literal), of: \(owner).self) "
        + "{ owner, values in transitConnect(collection: &owner.\(name), values) }"
    case .action(let selector, let labels):
      let arguments = labels.enumerated().map { index, label in
        let value = index == 0 ? "transitArgument(sender)" : "UIEvent()"
        return label.map { "\($0): \(value)" } ?? value
      }
      return "InterfaceBuilderClasses.register(action: \(SourceRewrite.stringLiteral(selector)), "
        + "of: \(owner).self) { owner, sender in owner.\(name)(\(arguments.joined(separator: ", "))) }"
    }
  }
}

/// Walks the file's active top-level classes and extensions for Interface Builder's members.
private final class MemberFinder: ActiveSyntaxVisitor {
  let converter: SourceLocationConverter
  var owners: [Owner] = []

  init(converter: SourceLocationConverter, configuration: PhoneBuildConfiguration) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate, configuration: configuration)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.genericParameterClause == nil, EditFinder.isTopLevel(node) {
      collect(node.name.text, node.memberBlock)
    }
    return .skipChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.genericWhereClause == nil, EditFinder.isTopLevel(node),
      node.extendedType.is(IdentifierTypeSyntax.self)
    {
      collect(node.extendedType.trimmedDescription, node.memberBlock)
    }
    return .skipChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func collect(_ name: String, _ block: MemberBlockSyntax) {
    var members: [Member] = []
    for item in block.members {
      if let variable = item.decl.as(VariableDeclSyntax.self) {
        let names = Self.attributes(variable.attributes)
        guard names.contains("IBOutlet") || names.contains("IBInspectable"),
          let binding = variable.bindings.first,
          let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else { continue }
        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        let kind: Member.Kind =
          names.contains("IBInspectable")
          ? .inspectable : type.hasPrefix("[") ? .collection : .outlet
        members.append(Member(kind: kind, name: identifier.identifier.text, line: line(of: item)))
      } else if let function = item.decl.as(FunctionDeclSyntax.self) {
        let names = Self.attributes(function.attributes)
        guard names.contains("IBAction") || names.contains("IBSegueAction") else { continue }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.count <= 2 else { continue }
        let labels: [String?] = parameters.map {
          $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text
        }
        let selector =
          Self.explicitSelector(function.attributes)
          ?? Self.selector(function.name.text, labels: labels)
        members.append(
          Member(
            kind: .action(selector: selector, arguments: labels), name: function.name.text,
            line: line(of: item)))
      }
    }
    guard !members.isEmpty else { return }
    owners.append(Owner(name: name, members: members))
  }

  private func line(of node: some SyntaxProtocol) -> Int {
    node.positionAfterSkippingLeadingTrivia.utf8Offset >= 0
      ? node.startLocation(converter: converter).line : 1
  }

  private static func attributes(_ list: AttributeListSyntax) -> Set<String> {
    Set(list.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
  }

  /// `@objc(name:)`'s explicit Objective-C name.
  private static func explicitSelector(_ list: AttributeListSyntax) -> String? {
    for attribute in list {
      guard let attribute = attribute.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "objc", let arguments = attribute.arguments
      else { continue }
      let text = arguments.trimmedDescription.filter { !$0.isWhitespace }
      if !text.isEmpty { return text }
    }
    return nil
  }

  /// The Objective-C selector Swift gives a method: `close` for `close()`, `close:` for
  /// `close(_:)`, `closeWithSender:` for `close(sender:)`, `close:forEvent:` for
  /// `close(_:forEvent:)`.
  static func selector(_ name: String, labels: [String?]) -> String {
    guard let first = labels.first else { return name }
    var selector = name
    if let label = first {
      selector += "With" + label.prefix(1).uppercased() + label.dropFirst()
    }
    selector += ":"
    for label in labels.dropFirst() { selector += (label ?? "") + ":" }
    return selector
  }
}
