import SwiftSyntax

/// Initializers called through a class value (`cls.init()` where `cls` is an `NSObject.Type`),
/// as Objective-C sends `init` to whatever class it holds.
///
/// Swift accepts such a call only for a `required` initializer, or, on Apple's platforms, an
/// initializer imported from Objective-C, which every UIKit and Foundation initializer is. On
/// Linux, Foundation's `NSObject.init()` and Transit's UIKit's initializers are Swift's, so the
/// call is refused ("constructing an object of class type 'NSObject' with a metatype value must
/// use a 'required' initializer"). The rewrite:
/// - writes the call as `ObjectiveCRuntime.alloc(cls)(…)`, which looks the initializer up by
///   its name in the Objective-C runtime's table (`ObjectiveCAllocation`), where the class
///   value is evidently an Objective-C class's: a name the file declares (a property, a
///   variable, a parameter) as `X.Type` or binds to `… as! X.Type`, or such a cast in
///   parentheses, with `X` `NSObject`, a UIKit, Foundation or Core Animation class, or a
///   class of the developer's that descends from one. Every other `value.init(…)` (a struct's
///   or a protocol's, which Swift accepts) is left as written, as is a call whose arguments
///   need their parameter's type to be read (`nil`, `.zero`, a closure);
/// - registers each initializer the file's classes declare in that table, and the `init()` a
///   class that declares none inherits from `NSObject`, `UIView` or `UIViewController`, from a
///   function the entry point calls; a `required` one answers for subclasses too. Only a
///   program with such a call (`anyCall(in:hierarchy:)`) gets the registrations.
package enum MetatypeInitializers {
  /// The classes whose `init()` a subclass that declares no initializer inherits, here as on
  /// iOS: `NSObject`'s own, and the convenience `init()` of a view and a view controller.
  static let inheritsPlainInit: Set<String> = [
    "NSObject", "UIView", "UIViewController", "UINavigationBar",
  ]

  /// The class-name prefixes of the frameworks whose classes are Objective-C's on iOS.
  static let objectiveCPrefixes = ["NS", "UI", "CA", "MK"]

  /// The names `tree` declares with a class-metatype type, each with the class the type names
  /// (`NSObject` for `let cls: NSObject.Type`).
  static func classValueNames(in tree: SourceFileSyntax) -> [String: String] {
    let finder = NameFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.names
  }

  /// The classes whose values `tree` sends `init` to (`X` of `cls.init()` where `cls` is
  /// declared `X.Type`), whatever `X` is: the first pass over the files gathers them, and the
  /// initializers are registered when one of them is an Objective-C class.
  package static func initializedClasses(in tree: SourceFileSyntax) -> Set<String> {
    let finder = CallFinder(names: classValueNames(in: tree))
    finder.walk(tree)
    return finder.classes
  }

  /// Whether some class of `classes` (`initializedClasses(in:)` of every file) is an
  /// Objective-C class, so that the program's initializers are to be registered.
  package static func registers(_ classes: Set<String>, hierarchy: ClassHierarchy) -> Bool {
    classes.contains { isObjectiveCClass($0, hierarchy: hierarchy) }
  }

  /// The class `type` is the metatype of, when it is written `X.Type` (possibly optional).
  static func metatypeClass(_ type: TypeSyntax) -> String? {
    var type = type
    while true {
      if let optional = type.as(OptionalTypeSyntax.self) {
        type = optional.wrappedType
      } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        type = unwrapped.wrappedType
      } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        type = only.type
      } else {
        break
      }
    }
    guard let metatype = type.as(MetatypeTypeSyntax.self),
      metatype.metatypeSpecifier.tokenKind == .keyword(.Type)
    else { return nil }
    let base = metatype.baseType.trimmedDescription
    return String(base.split(separator: ".").last ?? Substring(base))
  }

  /// Whether the class `name` is, or descends from, `NSObject` or a framework's class: its
  /// prefix followed by a capital (`UIView`, not `UInt`).
  static func isObjectiveCClass(_ name: String, hierarchy: ClassHierarchy) -> Bool {
    let root = hierarchy.root(of: name)
    return objectiveCPrefixes.contains { root.hasPrefix($0) }
      && root.unicodeScalars.dropFirst(2).first?.properties.isUppercase == true
  }

  /// The class of the metatype `expression` casts to (`NSObject` for `x as! NSObject.Type`).
  static func castClass(_ expression: ExprSyntax) -> String? {
    if let cast = expression.as(AsExprSyntax.self) { return metatypeClass(cast.type) }
    // Unfolded, as the parser leaves a sequence: `x`, `as!`, `X.Type`.
    if let sequence = expression.as(SequenceExprSyntax.self),
      let last = sequence.elements.last?.as(TypeExprSyntax.self),
      sequence.elements.dropLast().last?.is(UnresolvedAsExprSyntax.self) == true
    {
      return metatypeClass(last.type)
    }
    return nil
  }

  /// The class value, the `.init` and the class the value's type names, when `call` is
  /// `cls.init(…)` with `cls` a name declared with a class-metatype type (`names`) or such a
  /// cast in parentheses, and arguments that keep their meaning passed as `Any`, without a
  /// trailing closure.
  static func classValueInit(_ call: FunctionCallExprSyntax, names: [String: String]) -> (
    base: ExprSyntax, member: MemberAccessExprSyntax, type: String
  )? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`),
      member.declName.argumentNames == nil,
      let base = member.base,
      call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
      call.arguments.allSatisfy({ passesAsAny($0.expression) }),
      let type = valueClass(base, names: names)
    else { return nil }
    return (base, member, type)
  }

  private final class CallFinder: SyntaxVisitor {
    let names: [String: String]
    var classes: Set<String> = []

    init(names: [String: String]) {
      self.names = names
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let found = MetatypeInitializers.classValueInit(node, names: names) {
        classes.insert(found.type)
      }
      // `UINavigationController(navigationBarClass: Bar.self, …)`: UIKit makes the bar
      // through its class value.
      for argument in node.arguments where argument.label?.text == "navigationBarClass" {
        if let member = argument.expression.as(MemberAccessExprSyntax.self),
          member.declName.baseName.tokenKind == .keyword(.self), let base = member.base
        {
          let name = base.trimmedDescription
          classes.insert(String(name.split(separator: ".").last ?? Substring(name)))
        }
      }
      return .visitChildren
    }
  }

  /// Whether an argument keeps its meaning passed as `Any`: not `nil`, an implicit member
  /// (`.zero`) or a closure, whose type comes from the parameter.
  private static func passesAsAny(_ expression: ExprSyntax) -> Bool {
    if expression.is(NilLiteralExprSyntax.self) || expression.is(ClosureExprSyntax.self) {
      return false
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      return false
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
    {
      return false
    }
    return true
  }

  /// The class whose value `base`, before `.init`, holds: a name declared with a
  /// class-metatype type (`self.name` too), or such a cast in parentheses.
  private static func valueClass(_ base: ExprSyntax, names: [String: String]) -> String? {
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      return names[reference.baseName.text]
    }
    if let member = base.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return names[member.declName.baseName.text]
    }
    if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return castClass(only.expression)
    }
    return nil
  }

  /// The names declared with a class-metatype type: a variable's or property's type annotation
  /// or its value's cast, an optional binding's, a parameter's type.
  private final class NameFinder: SyntaxVisitor {
    var names: [String: String] = [:]

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      note(node.pattern, node.typeAnnotation, node.initializer)
      return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
      note(node.pattern, node.typeAnnotation, node.initializer)
      return .visitChildren
    }

    /// A name bound by `let`/`var` or `if let`: its class from the annotation, else from the
    /// value's cast.
    private func note(
      _ pattern: PatternSyntax, _ annotation: TypeAnnotationSyntax?,
      _ initializer: InitializerClauseSyntax?
    ) {
      guard let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = annotation.flatMap({ MetatypeInitializers.metatypeClass($0.type) })
          ?? initializer.flatMap({ MetatypeInitializers.castClass($0.value) })
      else { return }
      names[name] = type
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      if let type = MetatypeInitializers.metatypeClass(node.type) {
        names[(node.secondName ?? node.firstName).text] = type
      }
      return .visitChildren
    }
  }
}

extension EditFinder {
  /// Writes `cls.init(…)` as `ObjectiveCRuntime.alloc(cls)(…)` where `cls` is evidently an
  /// Objective-C class's value (`MetatypeInitializers`); `cls` and the arguments keep their
  /// places, so only the rest of the line moves.
  func rewriteMetatypeInitializer(_ call: FunctionCallExprSyntax) {
    guard
      let (base, member, type) = MetatypeInitializers.classValueInit(call, names: classValueNames),
      MetatypeInitializers.isObjectiveCClass(type, hierarchy: hierarchy)
    else { return }
    let start = base.positionAfterSkippingLeadingTrivia.utf8Offset
    let prefix = "ObjectiveCRuntime.alloc("
    changes.append(Change(start: start, end: start, text: prefix))
    let periodStart = member.period.positionAfterSkippingLeadingTrivia.utf8Offset
    let initEnd = member.declName.endPositionBeforeTrailingTrivia.utf8Offset
    changes.append(Change(start: periodStart, end: initEnd, text: ")"))
    let location = base.startLocation(converter: converter)
    edits.append(
      .init(
        kind: .metatypeInitializer, line: location.line, column: location.column,
        original: base.trimmedDescription + ".init(…)",
        replacement: prefix + base.trimmedDescription + ")(…)"))
  }

  /// Writes a call of `NSClassFromString(_:)` as one of `ObjectiveCRuntime.classFromString(_:)`,
  /// which finds UIKit's classes by their names too: Transit's UIKit cannot declare a function
  /// of Foundation's name without making every call of it ambiguous.
  func rewriteClassFromString(_ node: DeclReferenceExprSyntax) {
    guard node.baseName.text == "NSClassFromString", node.argumentNames == nil,
      let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id
    else { return }
    replace(
      node, with: "ObjectiveCRuntime.classFromString", kind: .metatypeInitializer, widening: true)
  }

  // MARK: Registrations

  /// Records the initializers `node`, a class at the file's top level that descends from an
  /// Objective-C class, declares, for the table.
  func recordInitializers(_ node: ClassDeclSyntax) {
    guard node.genericParameterClause == nil, !Self.isUnavailable(node.attributes),
      let superclass = ClassHierarchy.superclass(of: node),
      MetatypeInitializers.isObjectiveCClass(superclass, hierarchy: hierarchy)
    else { return }
    let type = node.name.text
    var seen: Set<String> = []
    var declaresInitializer = false
    var entries: [(line: Int, code: String)] = []
    for item in node.memberBlock.members {
      guard let initializer = item.decl.as(InitializerDeclSyntax.self) else { continue }
      declaresInitializer = true
      guard let entry = registration(of: initializer, in: node, type: type),
        seen.insert(entry.name).inserted
      else { continue }
      entries.append((entry.line, entry.code))
    }
    if !declaresInitializer, MetatypeInitializers.inheritsPlainInit.contains(superclass) {
      let location = node.name.startLocation(converter: converter)
      entries.append(
        (
          location.line,
          "ObjectiveCRuntime.registerInitializer(\(type).self, \"init()\") { _, _ in \(type)() }"
        ))
    }
    if !entries.isEmpty { initializerRegistrations.append((type, entries)) }
  }

  /// The registration of `initializer`, or nil when it cannot be called through the table: a
  /// failable, throwing, asynchronous, generic or unavailable one, or one with a variadic,
  /// `inout` or opaque parameter.
  private func registration(
    of initializer: InitializerDeclSyntax, in owner: ClassDeclSyntax, type: String
  ) -> (type: String, line: Int, name: String, code: String)? {
    let signature = initializer.signature
    guard initializer.optionalMark == nil, signature.effectSpecifiers == nil,
      initializer.genericParameterClause == nil, !Self.isUnavailable(initializer.attributes)
    else { return nil }
    var labels = ""
    var arguments: [String] = []
    for (index, parameter) in signature.parameterClause.parameters.enumerated() {
      guard parameter.ellipsis == nil, let parameterType = Self.castableType(parameter.type)
      else { return nil }
      let label = parameter.firstName.text
      labels += label + ":"
      // The type follows `as`, where it reads as a type (a function type's parameter
      // names included), not as an expression.
      arguments.append(
        (label == "_" ? "" : label + ": ")
          + "(ObjectiveCRuntime.argument(arguments, \(index), of: NAME) as \(parameterType))")
    }
    let name = "init(\(labels))"
    let literal = SourceRewrite.stringLiteral(name)
    let isRequired =
      initializer.modifiers.contains { $0.name.tokenKind == .keyword(.required) }
      || InitializerRule.rule(for: initializer, in: owner, hierarchy: hierarchy)?.replacement
        .hasSuffix("required") == true
    let list = arguments.joined(separator: ", ").replacingOccurrences(of: "NAME", with: literal)
    let parameters = arguments.isEmpty ? "_" : "arguments"
    let code =
      isRequired
      ? "ObjectiveCRuntime.registerInitializer(\(type).self, \(literal), required: true) "
        + "{ type, \(parameters) in type.init(\(list)) }"
      : "ObjectiveCRuntime.registerInitializer(\(type).self, \(literal)) "
        + "{ _, \(parameters) in \(type)(\(list)) }"
    let location = initializer.initKeyword.startLocation(converter: converter)
    return (type, location.line, name, code)
  }

  /// `type` as it can follow `as` in a cast, or nil for an `inout` or opaque (`some`) one:
  /// attributes (`@escaping`) go.
  private static func castableType(_ type: TypeSyntax) -> String? {
    if let attributed = type.as(AttributedTypeSyntax.self) {
      guard attributed.specifiers.isEmpty else { return nil }
      return castableType(attributed.baseType)
    }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return castableType(unwrapped.wrappedType).map { "(\($0))?" }
    }
    let text = type.trimmedDescription
    if type.is(SomeOrAnyTypeSyntax.self), text.hasPrefix("some") { return nil }
    if text.contains("Self") { return nil }
    return text
  }

  private static func isUnavailable(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains {
      guard let attribute = $0.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "available"
      else { return false }
      return attribute.arguments?.trimmedDescription.contains("unavailable") == true
    }
  }

  /// The function that registers the file's initializers, and its name, or nil when the file
  /// declares none. Each class's registrations are in an extension of it, where its nested
  /// types and private initializers are in reach, each under a `#sourceLocation` of its
  /// initializer.
  func initializerRegistrationCode(path: String, fileIndex: Int, isLibrary: Bool) -> (
    code: String, function: String
  )? {
    guard !initializerRegistrations.isEmpty else { return nil }
    let function = "_transitInitializers\(fileIndex)"
    var code = ""
    var calls = ""
    for (number, owner) in initializerRegistrations.enumerated() {
      let method = "_transitInitializers\(fileIndex)_\(number)"
      code += "extension \(owner.type) {\n  @MainActor static func \(method)() {\n"
      for entry in owner.entries {
        code +=
          "#sourceLocation(file: \(SourceRewrite.stringLiteral(path)), line: \(entry.line))\n"
        code += "    " + entry.code + "\n#sourceLocation()\n"
      }
      code += "  }\n}\n"
      calls += "  \(owner.type).\(method)()\n"
    }
    code += "@MainActor \(isLibrary ? "public " : "")func \(function)() {\n" + calls + "}\n"
    return (code, function)
  }
}
