import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// A developer's file, rewritten so that code written for iOS compiles against Transit's UIKit
/// on Linux. Every edit keeps the length of what it replaces (it is padded with spaces), so
/// every other token keeps its line and column, and a `#sourceLocation` line naming the
/// developer's file on top makes the compiler report their own file, line and column.
///
/// The developer's file is never modified: the rewritten copy lives in Transit's cache.
package struct SourceRewrite: Sendable {
  /// The text to compile.
  package let text: String
  /// What was changed, where.
  package let edits: [Edit]
  /// What was left as written because it has no equivalent here, with where and why.
  package let notes: [Note]
  /// The classes the file declares at its top level, in active code.
  package let classes: [ClassDeclaration]
  /// Set when nothing in the file is compiled: every declaration is inside an `#if` whose
  /// condition is false on an iPhone.
  package let hiddenBy: Note?
  /// The function that registers the file's outlets, actions and inspectable properties for
  /// storyboards and nibs (`InterfaceBuilderConnections`), when it declares any.
  package var interfaceBuilderFunction: String? = nil

  /// One change, on one line of the developer's file.
  package struct Edit: Sendable, Equatable, CustomStringConvertible {
    package enum Kind: String, Sendable {
      /// `@objc`, `@objcMembers`, `dynamic`: there is no Objective-C runtime on Linux.
      case objectiveC
      /// `@IBAction`, `@IBOutlet` and the like: there are no nibs or storyboards.
      case interfaceBuilder
      /// `@main` or `@UIApplicationMain`: the scenario starts the app, not its delegate.
      case entryPoint
      /// `#selector(f)` as an `action:` argument or the `selector:` of NotificationCenter's
      /// `addObserver(_:selector:name:object:)`, now a method reference; elsewhere, a
      /// `Selector` with its name and, where its class is known, its method.
      case selector
      /// `#keyPath(A.b)`, now the string it stands for.
      case keyPath
      /// A condition of `#if`, now its value on an iPhone.
      case platformCondition
      /// An initializer keyword where Transit's UIKit requires another (see `InitializerRule`).
      case initializer
      /// A `#sourceLocation` of the developer's, blanked (see `sourceLocationBlanks`).
      case sourceLocation
      /// A scoped or submodule import of a module Transit answers (`import class UIKit.UIImage`,
      /// `import UIKit.UIImage`), now the whole module's.
      case scopedImport
    }

    package let kind: Kind
    /// 1-based line and UTF-8 column in the developer's file.
    package let line: Int
    package let column: Int
    package let original: String
    package let replacement: String

    package var description: String {
      "\(line):\(column) \(kind.rawValue): \(original) → \(replacement)"
    }
  }

  /// Something the rewrite did not change, which the compiler may then report.
  package struct Note: Sendable, Equatable, CustomStringConvertible {
    package let line: Int
    package let column: Int
    package let message: String

    package var description: String { "\(line):\(column) \(message)" }
  }

  /// A class the file declares at its top level, with the class it inherits from.
  package struct ClassDeclaration: Sendable, Equatable {
    package let name: String
    package let superclass: String?
    package let line: Int
    package let column: Int
    /// Every type its declaration inherits from or conforms to, without a module prefix.
    package let inherited: [String]
    /// Marked `@main` or `@UIApplicationMain`: the app's entry point.
    package let isEntryPoint: Bool

    package init(
      name: String, superclass: String?, line: Int, column: Int, inherited: [String] = [],
      isEntryPoint: Bool = false
    ) {
      self.name = name
      self.superclass = superclass
      self.line = line
      self.column = column
      self.inherited = inherited
      self.isEntryPoint = isEntryPoint
    }
  }

  /// Rewrites `source`, the text of the developer's file at `path`. `hierarchy` holds the
  /// classes of all the files being compiled, so an initializer can be matched with the UIKit
  /// class its class descends from.
  package static func rewrite(
    source: String, path: String, hierarchy: ClassHierarchy = ClassHierarchy(),
    fileIndex: Int? = nil, isLibrary: Bool = false,
    optionals: OptionalRequirements = OptionalRequirements(), language: SwiftLanguageMode = .five,
    selectors: SelectorParameters = SelectorParameters()
  ) -> SourceRewrite {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    let configuration = PhoneBuildConfiguration(language: language)
    let finder = EditFinder(
      converter: converter, hierarchy: hierarchy, optionals: optionals,
      configuration: configuration, selectors: selectors)
    finder.walk(tree)
    var changes = finder.changes
    var edits = finder.edits
    for blank in sourceLocationBlanks(in: tree, converter: converter) {
      changes.append(
        Change(start: blank.range.lowerBound, end: blank.range.upperBound, text: blank.text))
      edits.append(blank.edit)
    }
    var bytes = Array(source.utf8)
    for change in changes.sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(change.start..<change.end, with: Array(change.text.utf8))
    }
    let header = "#sourceLocation(file: \(stringLiteral(path)), line: 1)\n"
    let connections = fileIndex.flatMap {
      InterfaceBuilderConnections.make(
        tree, converter: converter, path: path, fileIndex: $0, isLibrary: isLibrary,
        configuration: configuration)
    }
    // What the rewrite appends is its own code: the developer's file's location ends first.
    var appended = finder.optionalRequirementCode() + (connections?.code ?? "")
    if !appended.isEmpty { appended = "\n#sourceLocation()\n" + appended }
    let developer = header + String(decoding: bytes, as: UTF8.self)
    let moved = ExtensionOverrides.move(
      in: developer + appended, path: path, developerEnd: developer.utf8.count)
    var rewrite = SourceRewrite(
      text: moved.text, edits: edits + moved.edits,
      notes: finder.notes, classes: finder.classes,
      hiddenBy: hiddenBy(tree, converter: converter, configuration: configuration))
    rewrite.interfaceBuilderFunction = connections?.functionName
    return rewrite
  }

  /// The classes a file declares, without rewriting it: the first of the two passes over a
  /// developer's files.
  package static func classes(in source: String) -> [ClassDeclaration] {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let finder = EditFinder(converter: converter, hierarchy: ClassHierarchy())
    finder.walk(tree)
    return finder.classes
  }

  /// `text` as a Swift string literal.
  static func stringLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        literal += "\\u{\(String(scalar.value, radix: 16))}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }

  /// The `#if` that hides the whole file, if one does: the file has top-level code, and all of
  /// it is inside `#if` blocks with no clause active on an iPhone.
  private static func hiddenBy(
    _ tree: SourceFileSyntax, converter: SourceLocationConverter,
    configuration: PhoneBuildConfiguration
  ) -> Note? {
    var firstHiding: IfConfigDeclSyntax?
    for item in tree.statements {
      guard let ifConfig = item.item.as(IfConfigDeclSyntax.self) else {
        if item.item.is(ImportDeclSyntax.self) { continue }
        return nil
      }
      let active = ifConfig.activeClause(in: configuration).clause
      if let elements = active?.elements, !elements.trimmedDescription.isEmpty { return nil }
      if firstHiding == nil { firstHiding = ifConfig }
    }
    guard let hiding = firstHiding, let first = hiding.clauses.first else { return nil }
    let location = hiding.startLocation(converter: converter)
    let condition = first.condition?.trimmedDescription ?? ""
    return Note(
      line: location.line, column: location.column,
      message:
        "nothing in this file is compiled: it is all inside `#if \(condition)`, which is false "
        + "here (Transit reads #if as on an iPhone's debug build: os(iOS) and DEBUG hold, "
        + "os(macOS), targetEnvironment(simulator) and targetEnvironment(macCatalyst) do not)")
  }
}

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
    }
    return .visitChildren
  }

  private func recordMembers(_ type: String, _ block: MemberBlockSyntax) {
    let keys = Set(block.members.compactMap { OptionalRequirements.key(of: $0.decl) })
    if !keys.isEmpty { typeMembers.append((type, keys)) }
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if Self.isTopLevel(node) { recordMembers(node.name.text, node.memberBlock) }
    addRequiredInitializers(node)
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
      classes.append(
        .init(
          name: node.name.text, superclass: ClassHierarchy.superclass(of: node),
          line: location.line, column: location.column, inherited: inherited,
          isEntryPoint: isEntryPoint))
    }
    return .visitChildren
  }

  /// Whether `node` is declared at the file's top level, possibly inside `#if` blocks.
  private static func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
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
      blank(item)
    }
    return .visitChildren
  }

  /// `delegate?.method?(x)` for an optional method: the second `?` goes, as the protocol's
  /// extension answers an optional result already.
  override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
    if let call = node.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == node.id,
      let member = node.expression.as(MemberAccessExprSyntax.self),
      optionals.methodNames.contains(member.declName.baseName.text)
    {
      replace(node.questionMark, with: "", kind: .objectiveC)
    }
    return .visitChildren
  }

  /// `delegate.method!(x)` for an optional method, which Objective-C lets a caller force: the
  /// `!` goes, as the protocol's extension answers.
  override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
    if let call = node.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == node.id,
      let member = node.expression.as(MemberAccessExprSyntax.self),
      optionals.methodNames.contains(member.declName.baseName.text)
    {
      replace(node.exclamationMark, with: "", kind: .objectiveC)
    }
    return .visitChildren
  }

  /// Replaces `node` by spaces, keeping its line breaks, so every line keeps its number.
  private func blank(_ node: some SyntaxProtocol) {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    let text = String(
      node.trimmedDescription.utf8.map { $0 == UInt8(ascii: "\n") ? "\n" : " " }.joined())
    changes.append(Change(start: start, end: end, text: text))
    let location = node.startLocation(converter: converter)
    edits.append(
      .init(
        kind: .objectiveC, line: location.line, column: location.column,
        original: node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? "",
        replacement: "(moved to an extension at the end of the file)"))
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
    guard !optionals.isEmpty else { return "" }
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

  // MARK: #selector, #keyPath

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.macroName.text {
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

  /// `#selector(f)`, `#selector(f(_:))`, `#selector(Type.f)` or `#selector(self.f)` as the
  /// argument labelled `action:` becomes `{ $0.f }`: Transit's target-action takes a method
  /// reference of the same shape (`(Target) -> (Sender) -> Void`), called on the target it is
  /// given, which it holds weakly as UIKit does.
  private func rewriteSelector(_ node: MacroExpansionExprSyntax) {
    guard let argument = node.arguments.first, node.arguments.count == 1, argument.label == nil
    else {
      return note(
        node,
        "#selector(getter:) and #selector(setter:) name Objective-C accessors, which Linux does "
          + "not have")
    }
    let label = node.parent?.as(LabeledExprSyntax.self)?.label?.text
    // Passed to a function of the developer's that takes a `Selector`, it stays one.
    if label == "action",
      let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
      selectors.takesSelector(call), nameSelector(node, argument.expression)
    {
      return
    }
    guard label == "action" || (label == "selector" && isObserverRegistration(node)) else {
      if nameSelector(node, argument.expression) { return }
      return note(
        node,
        "this #selector names a method of no class your files declare, so Transit keeps only "
          + "its name, which nothing can send; call the method from a closure instead")
    }
    let reference: String
    if let name = argument.expression.as(DeclReferenceExprSyntax.self) {
      reference = "{ $0.\(name.trimmedDescription) }"
    } else if let access = argument.expression.as(MemberAccessExprSyntax.self) {
      let member = access.declName.trimmedDescription
      // `#selector(Owner.f)` of a class the files declare: the Objective-C runtime sends it to
      // whatever the target is at run time, so the target, of any static type, is cast to
      // `Owner` (and a target of another class fails as "unrecognized selector" does). The cast
      // is as long as what it replaces.
      if let base = access.base?.trimmedDescription, base != "self", hierarchy.declares(base) {
        reference = "{($0 as! \(base)).\(member)}"
      } else {
        reference = "{ $0.\(member) }"
      }
    } else {
      return note(node, "this #selector names something other than a method")
    }
    if !replace(node, with: reference, kind: .selector) {
      note(node, "a #selector written over several lines is left as written; put it on one line")
    }
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
