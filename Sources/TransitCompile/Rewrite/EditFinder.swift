import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// A byte range of the file and the text that replaces it.
struct Change {
  let start: Int
  let end: Int
  let text: String
}

/// Walks the active code of a file (as on an iPhone) and collects the edits.
final class EditFinder: ActiveSyntaxVisitor {
  let converter: SourceLocationConverter
  let hierarchy: ClassHierarchy
  let optionals: OptionalRequirements
  let phone: PhoneBuildConfiguration
  let selectors: SelectorParameters
  var changes: [Change] = []
  /// The protocols with optional requirements this file declares.
  var optionalProtocols: [String] = []
  /// The member keys this file declares on each type, for the optional requirements' helpers.
  var typeMembers: [(type: String, keys: Set<String>)] = []
  var edits: [SourceRewrite.Edit] = []
  var notes: [SourceRewrite.Note] = []
  var classes: [SourceRewrite.ClassDeclaration] = []
  /// The classes whose `observeValue(forKeyPath:of:change:context:)` the rewrite made a
  /// `KeyValueStringObserving` conformance's.
  var keyValueObservers: [String] = []
  /// The classes whose `responds(to:)` or `forwardingTarget(for:)` the rewrite made a
  /// `MessageForwarding` conformance's, with which of the two each declares.
  var messageForwarders: [(name: String, methods: [String])] = []
  /// The Objective-C selectors of the instance methods each class declares here.
  var selectorTable: [String: Set<String>] = [:]
  /// The file's `@objc` members and the names its `#selector`s name (`SwizzleScan`).
  var swizzle = SwizzleScan()
  /// The overrides in extensions of UIKit classes that the rewrite renamed, to be registered in
  /// the Objective-C runtime's table: the class, the developer's line, the selector, and the
  /// closure that runs the renamed member.
  var extensionOverrides: [(type: String, line: Int, selector: String, body: String)] = []
  /// The names the file declares as a class's value, with the class (`MetatypeInitializers`).
  var classValueNames: [String: String] = [:]
  /// Whether the program calls an initializer through such a value, so that the initializers
  /// of the file's classes are registered.
  var registersInitializers = false
  /// The initializers each class here declares, to be registered for calls through a class
  /// value: the class, and each registration with its initializer's line.
  var initializerRegistrations: [(type: String, entries: [(line: Int, code: String)])] = []

  init(
    converter: SourceLocationConverter, hierarchy: ClassHierarchy,
    optionals: OptionalRequirements = OptionalRequirements(),
    configuration: PhoneBuildConfiguration = PhoneBuildConfiguration(),
    selectors: SelectorParameters = SelectorParameters()
  ) {
    self.converter = converter
    self.hierarchy = hierarchy
    self.optionals = optionals
    self.phone = configuration
    self.selectors = selectors
    super.init(viewMode: .sourceAccurate, configuration: configuration)
  }

  /// Replaces `node` (without its trivia) by `text` padded with spaces to the same length in
  /// UTF-8 bytes. Refuses (and returns false) when `node` spans lines, or when `text` is longer
  /// and not `widening` (a longer text moves the line's later columns).
  @discardableResult
  func replace(
    _ node: some SyntaxProtocol, with text: String, kind: SourceRewrite.Edit.Kind,
    widening: Bool = false
  ) -> Bool {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    let original = node.trimmedDescription
    guard widening || text.utf8.count <= end - start, !original.contains("\n") else {
      return false
    }
    changes.append(
      Change(
        start: start, end: end,
        text: text + String(repeating: " ", count: max(0, end - start - text.utf8.count))))
    let location = node.startLocation(converter: converter)
    edits.append(
      .init(
        kind: kind, line: location.line, column: location.column, original: original,
        replacement: text))
    return true
  }

  func note(_ node: some SyntaxProtocol, _ message: String) {
    let location = node.startLocation(converter: converter)
    notes.append(.init(line: location.line, column: location.column, message: message))
  }

  // MARK: Classes

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if Self.isTopLevel(node) {
      recordMembers(node.extendedType.trimmedDescription, node.memberBlock)
      recordSelectors(node.extendedType.trimmedDescription, node.memberBlock)
      registerExtensionOverrides(node)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    addForwardingPrologue(node)
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    addForwardingPrologue(node)
    return .visitChildren
  }

  private func recordMembers(_ type: String, _ block: MemberBlockSyntax) {
    let keys = Set(block.members.compactMap { OptionalRequirements.key(of: $0.decl) })
    if !keys.isEmpty { typeMembers.append((type, keys)) }
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if Self.isTopLevel(node) {
      recordMembers(node.name.text, node.memberBlock)
      recordSelectors(node.name.text, node.memberBlock)
    }
    addRequiredInitializers(node)
    if Self.isTopLevel(node) {
      rewriteMessageForwarder(node)
      if registersInitializers { recordInitializers(node) }
    }
    let observer = KeyValueStringObservers.observeValue(in: node)
    if let observer, Self.isTopLevel(node) { _ = rewriteKeyValueObserver(node, observer) }
    if Self.isTopLevel(node) {
      let location = node.name.startLocation(converter: converter)
      let inherited = (node.inheritanceClause?.inheritedTypes ?? []).map {
        let name = $0.type.trimmedDescription
        return String(name.split(separator: ".").last ?? Substring(name))
      }
      let isEntryPoint = node.attributes.contains {
        guard let attribute = $0.as(AttributeSyntax.self) else { return false }
        return ["main", "UIApplicationMain"].contains(attribute.attributeName.trimmedDescription)
      }
      var declaration = SourceRewrite.ClassDeclaration(
        name: node.name.text, superclass: ClassHierarchy.superclass(of: node),
        line: location.line, column: location.column, inherited: inherited,
        isEntryPoint: isEntryPoint)
      declaration.observesKeyValues = observer != nil
      declaration.messageMethods = MessageForwarders.declared(in: node)
      classes.append(declaration)
    }
    return .visitChildren
  }

  /// Whether `node` is declared at the file's top level, possibly inside `#if` blocks.
  static func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
    var parent = node.parent
    while let current = parent {
      if current.is(SourceFileSyntax.self) { return true }
      let isContainer =
        current.is(CodeBlockItemSyntax.self) || current.is(CodeBlockItemListSyntax.self)
        || current.is(IfConfigClauseSyntax.self) || current.is(IfConfigClauseListSyntax.self)
        || current.is(IfConfigDeclSyntax.self)
      guard isContainer else { return false }
      parent = current.parent
    }
    return false
  }

  // MARK: #if

  /// Replaces every condition of an `#if` that asks about the platform by its value on an
  /// iPhone, so the clause the developer wrote for iOS is the one compiled.
  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    let asksPlatform = node.clauses.contains { clause in
      clause.condition.map(Self.asksPlatform) ?? false
    }
    if asksPlatform {
      let active = node.activeClause(in: phone).clause
      for clause in node.clauses {
        guard let condition = clause.condition else { continue }
        replace(
          condition, with: clause.id == active?.id ? "true" : "false", kind: .platformCondition)
      }
    }
    return super.visit(node)
  }

  private static func asksPlatform(_ condition: ExprSyntax) -> Bool {
    final class Finder: SyntaxVisitor {
      var found = false
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calledExpression.trimmedDescription
        if ["os", "targetEnvironment", "canImport"].contains(name) { found = true }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(condition)
    return finder.found
  }

  // MARK: Attributes

  /// `import class UIKit.UIImage` or `import UIKit.UIImage` (a scoped import, or a Clang
  /// submodule's, as SwiftGen writes it) of a module Transit answers: its declarations live in
  /// Transit's own module, which the stand-in re-exports, so the import becomes the whole
  /// module's, `import UIKit`, which shows the file everything it used.
  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let module = node.path.first?.name.text, StandInModules.iOSNames.contains(module),
      node.path.count > 1
    else { return .skipChildren }
    let first = node.importKindSpecifier.map(Syntax.init) ?? Syntax(node.path)
    let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.path.endPositionBeforeTrailingTrivia.utf8Offset
    let padding = String(repeating: " ", count: max(0, end - start - module.utf8.count))
    changes.append(Change(start: start, end: end, text: module + padding))
    let location = node.startLocation(converter: converter)
    edits.append(
      .init(
        kind: .scopedImport, line: location.line, column: location.column,
        original: node.trimmedDescription, replacement: "import \(module)"))
    return .skipChildren
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    switch node.attributeName.trimmedDescription {
    case "objc", "objcMembers":
      if optionals.isEmpty == false, Self.isOnOptionalRequirement(node) {
        // The optional requirement leaves its protocol (`visit(_: ProtocolDeclSyntax)`); the
        // protocol's own `@objc` goes, and the protocol stays class-bound, as `@objc` made it.
        if let proto = node.parent?.parent?.as(ProtocolDeclSyntax.self) {
          replace(node, with: "", kind: .objectiveC)
          makeClassBound(proto)
        }
      } else if Self.isOnOptionalRequirement(node) {
        note(
          node,
          "`@objc optional` protocol requirements need the Objective-C runtime, which Linux "
            + "does not have: give the requirement a default implementation in a protocol "
            + "extension instead")
      } else {
        replace(node, with: "", kind: .objectiveC)
        // An `@objc` protocol is class-bound (only classes adopt Objective-C protocols), so a
        // `weak var delegate` of its type compiles on iOS: it stays bound without `@objc`.
        if let proto = node.parent?.parent?.as(ProtocolDeclSyntax.self) { makeClassBound(proto) }
      }
    case "IBAction", "IBInspectable", "IBDesignable", "GKInspectable":
      replace(node, with: "", kind: .interfaceBuilder)
    case "IBOutlet":
      replace(node, with: "", kind: .interfaceBuilder)
      note(
        node,
        "an @IBOutlet is connected by the storyboard or nib that names it, when transit run is "
          + "given that file; otherwise it stays nil unless your code sets it")
    case "main", "UIApplicationMain", "NSApplicationMain":
      replace(node, with: "", kind: .entryPoint)
    case "NSManaged":
      rewriteManaged(node)
    default: break
    }
    return .skipChildren
  }

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    if node.name.tokenKind == .keyword(.dynamic) { replace(node, with: "", kind: .objectiveC) }
    return .skipChildren
  }

  /// `@objc` on an `optional` requirement, or on a protocol that has one: removing it would
  /// break the requirement, so it stays, and the compiler's error gets a hint.
  private static func isOnOptionalRequirement(_ attribute: AttributeSyntax) -> Bool {
    guard let owner = attribute.parent?.parent else { return false }
    func isOptional(_ modifiers: DeclModifierListSyntax?) -> Bool {
      modifiers?.contains { $0.name.tokenKind == .keyword(.optional) } ?? false
    }
    if isOptional(owner.asProtocol(WithModifiersSyntax.self)?.modifiers) { return true }
    if let proto = owner.as(ProtocolDeclSyntax.self) {
      return proto.memberBlock.members.contains {
        isOptional($0.decl.asProtocol(WithModifiersSyntax.self)?.modifiers)
      }
    }
    return false
  }

  // MARK: @objc optional

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    guard optionals.hasOptionals(node.name.text) else { return .visitChildren }
    optionalProtocols.append(node.name.text)
    for item in node.memberBlock.members {
      let modifiers = item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
      guard modifiers?.contains(where: { $0.name.tokenKind == .keyword(.optional) }) == true
      else { continue }
      blank(item, kind: .objectiveC, replacement: "(moved to an extension at the end of the file)")
    }
    return .visitChildren
  }

  /// `delegate?.method?(x)` for an optional method: the second `?` goes, as the protocol's
  /// extension answers an optional result already.
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    rewriteMainQueue(node)
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    rewriteMetatypeInitializer(node)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    rewriteAbsoluteTime(node)
    rewriteClassFromString(node)
    return .visitChildren
  }

  override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
    if callsOptionalMethod(node, node.expression) {
      replace(node.questionMark, with: "", kind: .objectiveC)
    }
    return .visitChildren
  }

  /// `delegate.method!(x)` for an optional method, which Objective-C lets a caller force: the
  /// `!` goes, as the protocol's extension answers.
  override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
    if callsOptionalMethod(node, node.expression) {
      replace(node.exclamationMark, with: "", kind: .objectiveC)
    }
    return .visitChildren
  }

  /// Whether `node`, a `?` or `!` after `expression`, is what a call calls, and `expression`
  /// names an optional method.
  private func callsOptionalMethod(_ node: some SyntaxProtocol, _ expression: ExprSyntax) -> Bool {
    guard let call = node.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == node.id,
      let member = expression.as(MemberAccessExprSyntax.self)
    else { return false }
    return optionals.methodNames.contains(member.declName.baseName.text)
  }

  /// Replaces `node` by spaces, keeping its line breaks, so every line keeps its number.
  private func blank(
    _ node: some SyntaxProtocol, kind: SourceRewrite.Edit.Kind, replacement: String
  ) {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    let text = String(
      node.trimmedDescription.utf8.map { $0 == UInt8(ascii: "\n") ? "\n" : " " }.joined())
    changes.append(Change(start: start, end: end, text: text))
    let location = node.startLocation(converter: converter)
    edits.append(
      .init(
        kind: kind, line: location.line, column: location.column,
        original: node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? "",
        replacement: replacement))
  }

  /// Makes an `@objc` protocol class-bound once `@objc` is gone: `: AnyObject` after its name,
  /// or `, AnyObject` after what it inherits. The one edit that adds characters: only the `{`
  /// after it on the line moves. A protocol already bound by `class` or `AnyObject` is left.
  private func makeClassBound(_ proto: ProtocolDeclSyntax) {
    if let clause = proto.inheritanceClause {
      let bound = clause.inheritedTypes.contains {
        ["class", "AnyObject"].contains($0.type.trimmedDescription)
      }
      guard !bound else { return }
      let end = clause.endPositionBeforeTrailingTrivia.utf8Offset
      changes.append(Change(start: end, end: end, text: ", AnyObject"))
    } else {
      let end = proto.name.endPositionBeforeTrailingTrivia.utf8Offset
      changes.append(Change(start: end, end: end, text: ": AnyObject"))
    }
  }

  /// The code appended for optional requirements: each of this file's protocols' helpers and
  /// answering members, and each helper a type here adopts for a member it declares here.
  func optionalRequirementCode() -> String {
    var code = ""
    for name in optionalProtocols {
      let requirements = optionals.requirements(reachableFrom: name).filter {
        $0.protocolName == name
      }
      for requirement in requirements {
        code += "\(requirement.access)protocol \(requirement.helper): AnyObject {\n"
        code += "  \(requirement.declaration)\n}\n"
      }
      let forwarding = requirements.compactMap(\.forwarding)
      if !forwarding.isEmpty {
        code += "extension \(name) {\n" + forwarding.joined(separator: "\n") + "\n}\n"
      }
    }
    var adopted: Set<String> = []
    for (type, keys) in typeMembers {
      for helper in optionals.helpers(for: type, keys: keys)
      where adopted.insert(type + "." + helper).inserted {
        code += "extension \(type): \(helper) {}\n"
      }
    }
    return code
  }

  // MARK: #Preview, #selector, #keyPath

  static let previewReplacement = "(an Xcode preview, which the app never runs)"

  /// `#Preview { … }` (Xcode 15): a canvas preview, which Xcode builds apart and the app never
  /// runs, and whose macro lives in Apple's developer tools, which Linux has not. It is blanked.
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.macroName.text == "Preview" else { return .visitChildren }
    blank(node, kind: .preview, replacement: Self.previewReplacement)
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.macroName.text {
    case "Preview":
      // At the top level, `#Preview { … }` parses as an expression.
      blank(node, kind: .preview, replacement: Self.previewReplacement)
      return .skipChildren
    case "selector": rewriteSelector(node)
    case "keyPath":
      if let path = node.arguments.first?.expression.as(MemberAccessExprSyntax.self) {
        replace(
          node, with: SourceRewrite.stringLiteral(path.declName.baseName.text), kind: .keyPath)
      }
    default: break
    }
    return .visitChildren
  }

  // MARK: Initializers

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let owner = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self),
      let rule = InitializerRule.rule(for: node, in: owner, hierarchy: hierarchy),
      let modifier = node.modifiers.first(where: { $0.name.tokenKind == .keyword(rule.from) })
    else { return .visitChildren }
    replace(modifier.name, with: rule.replacement, kind: .initializer, widening: true)
    return .visitChildren
  }
}
