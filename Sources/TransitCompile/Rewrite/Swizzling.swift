import SwiftSyntax

/// What a file declares and names for method swizzling: its `@objc` members, by the type that
/// declares them, and the members its `#selector`s name outside target-action.
///
/// On iOS, `method_exchangeImplementations(_:_:)` swaps the implementations of two selectors,
/// so that after swapping `viewWillAppear:` with `swizzled_viewWillAppear:` UIKit's call runs
/// the developer's method, and the developer's call of `swizzled_viewWillAppear(_:)` (from
/// inside it) runs UIKit's original. Transit's UIKit keeps the Objective-C runtime's table for
/// its swizzlable methods (`ObjectiveCRuntime`); the rewrite connects the developer's side:
/// - a `#selector` of an `@objc` member the file declares in an extension of a UIKit class
///   carries the member with its class (`Selector("swizzled_viewWillAppear:",
///   UIViewController.swizzled_viewWillAppear(_:))`), so `class_getInstanceMethod(_:_:)` has an
///   implementation to put in the table;
/// - in a file that calls the runtime's functions, each `@objc` or `dynamic` member such a
///   `#selector` names gets a prologue on the line of its opening brace,
///   `ObjectiveCRuntime.forward`, which runs what the table holds for its selector when a swap
///   put something else there (`SourceRewrite.Edit.Kind.swizzling`);
/// - an `override` of an instance method or property in the runtime's table (`swizzlable`)
///   written in an extension of a class the developer's files do not declare (a UIKit class:
///   `extension UIWindow { override var layer: CALayer { … } }`) is renamed
///   `transitOverride_layer` and registered in the table as the class's own implementation when
///   the program starts (`ObjectiveCRuntime.registerOverride`), where Swift on Linux refuses an
///   override from an extension. Any other override in such an extension is left to the
///   compiler, whose error gets a hint (`DiagnosticHints`).
package struct SwizzleScan {
  /// The base names that a `#selector` outside target-action names, in a file that calls the
  /// runtime's functions (`runtimeFunctions`): empty in any other file.
  var selected: Set<String> = []
  /// The base names of the `@objc` and `dynamic` members declared in each type's body or
  /// extensions in this file.
  var objcMembers: [String: Set<String>] = [:]
  /// The classes the file declares, anywhere in it.
  var classes: Set<String> = []

  init() {}

  /// The selectors of UIKit's methods that Transit's runtime dispatches, by the class that
  /// declares them: a copy of `ObjectiveCRuntime.swizzlable`, which TransitCompile does not link
  /// (a test checks the two are equal).
  package static let swizzlable: [String: [String]] = [
    "UIViewController": [
      "viewDidLoad", "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:",
      "viewDidDisappear:", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
      "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
    ],
    "UIView": ["layer", "layoutSubviews", "didMoveToSuperview", "didMoveToWindow"],
    "UIWindow": ["sendEvent:"],
    "UIApplication": ["sendEvent:"],
  ]

  /// Every selector of `swizzlable`, whichever class declares it: an override in an extension
  /// compiles on iOS only where a superclass declares the method, and no other UIKit class
  /// declares one of these names.
  static let swizzlableSelectors = Set(swizzlable.values.joined())

  /// The Objective-C runtime's functions that reach a class's method list, whose use marks a
  /// file as swizzling.
  static let runtimeFunctions: Set<String> = [
    "class_getInstanceMethod", "method_exchangeImplementations", "method_setImplementation",
    "class_addMethod", "class_replaceMethod", "method_getImplementation",
  ]

  init(_ tree: SourceFileSyntax) {
    final class Scanner: SyntaxVisitor {
      var scan = SwizzleScan()
      var usesRuntime = false
      override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if SwizzleScan.runtimeFunctions.contains(node.baseName.text) { usesRuntime = true }
        return .visitChildren
      }
      override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector", let argument = node.arguments.first,
          node.parent?.as(LabeledExprSyntax.self)?.label?.text != "action"
        else { return .visitChildren }
        if let name = SwizzleScan.baseName(argument.expression) { scan.selected.insert(name) }
        return .visitChildren
      }
      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        scan.classes.insert(node.name.text)
        return .visitChildren
      }
      override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.attributes, node.modifiers, node)
        return .visitChildren
      }
      override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            record(name, node.attributes, node.modifiers, node)
          }
        }
        return .visitChildren
      }
      private func record(
        _ name: String, _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax,
        _ node: some SyntaxProtocol
      ) {
        guard SwizzleScan.isObjectiveC(attributes, modifiers),
          let owner = SwizzleScan.owner(of: node)
        else { return }
        scan.objcMembers[owner, default: []].insert(name)
      }
    }
    let scanner = Scanner(viewMode: .sourceAccurate)
    scanner.walk(tree)
    self = scanner.scan
    if !scanner.usesRuntime { selected = [] }
  }

  /// Whether the file declares an `@objc` member `name` on `type`.
  func declares(_ name: String, on type: String) -> Bool {
    objcMembers[type]?.contains(name) == true
  }

  /// `f` of `f`, `f(_:)`, `self.f`, `Type.f(_:)`.
  static func baseName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  static func isObjectiveC(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax)
    -> Bool
  {
    attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
    } || modifiers.contains { $0.name.tokenKind == .keyword(.dynamic) }
  }

  /// Whether a parameter of type `type` is a closure not marked `@escaping`, which Swift does
  /// not let a method pass on as `Any`. An optional closure escapes implicitly.
  static func isNonEscapingFunction(_ type: TypeSyntax) -> Bool {
    if let attributed = type.as(AttributedTypeSyntax.self) {
      let escaping = attributed.attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "escaping"
      }
      return !escaping && isNonEscapingFunction(attributed.baseType)
    }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first, element.firstName == nil
    {
      return isNonEscapingFunction(element.type)
    }
    return type.is(FunctionTypeSyntax.self)
  }

  /// The type whose body or extension holds the member `node` directly.
  static func owner(of node: some SyntaxProtocol) -> String? {
    guard let block = node.parent?.parent?.parent?.as(MemberBlockSyntax.self) else { return nil }
    if let declaration = block.parent?.as(ClassDeclSyntax.self) { return declaration.name.text }
    if let extended = block.parent?.as(ExtensionDeclSyntax.self) {
      return extended.extendedType.trimmedDescription
    }
    return nil
  }
}

extension EditFinder {
  /// Gives `node`, an `@objc` or `dynamic` instance method or computed property that a
  /// `#selector` names, the prologue that runs what the Objective-C runtime's table holds for
  /// its selector (`SwizzleScan`). Methods of more than one parameter, or that throw, are async,
  /// or return `Self` or an opaque type, are left as they are: a swap reaches only methods of at
  /// most one argument.
  func addForwardingPrologue(_ node: FunctionDeclSyntax) {
    guard swizzle.selected.contains(node.name.text),
      SwizzleScan.isObjectiveC(node.attributes, node.modifiers),
      let owner = SwizzleScan.owner(of: node), let body = node.body,
      !node.modifiers.contains(where: {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      }),
      node.signature.effectSpecifiers == nil, node.genericParameterClause == nil
    else { return }
    let parameters = node.signature.parameterClause.parameters
    guard parameters.count <= 1 else { return }
    var argument = "()"
    if let parameter = parameters.first {
      let name = parameter.secondName ?? parameter.firstName
      guard name.tokenKind != .wildcard, parameter.ellipsis == nil,
        !parameter.type.trimmedDescription.hasPrefix("inout"),
        !SwizzleScan.isNonEscapingFunction(parameter.type)
      else { return }
      argument = name.text
    }
    let labels = parameters.map { $0.firstName.tokenKind == .wildcard ? "_" : $0.firstName.text }
    let selector = SourceRewrite.objectiveCName(node.name.text, labels: labels)
    guard let result = Self.resultType(node.signature.returnClause?.type) else { return }
    insertPrologue(after: body.leftBrace, owner, selector, argument, result)
  }

  /// The same prologue in the getter of an `@objc` computed property a `#selector(getter:)`
  /// names.
  func addForwardingPrologue(_ node: VariableDeclSyntax) {
    guard node.bindings.count == 1, let binding = node.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      swizzle.selected.contains(name), SwizzleScan.isObjectiveC(node.attributes, node.modifiers),
      let owner = SwizzleScan.owner(of: node),
      !node.modifiers.contains(where: {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      }),
      let type = binding.typeAnnotation?.type, let result = Self.resultType(type),
      let accessors = binding.accessorBlock
    else { return }
    switch accessors.accessors {
    case .getter:
      insertPrologue(after: accessors.leftBrace, owner, name, "()", result)
    case .accessors(let list):
      guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
        let body = getter.body, getter.effectSpecifiers == nil
      else { return }
      insertPrologue(after: body.leftBrace, owner, name, "()", result)
    }
  }

  /// The type a prologue's result is read as: `Void` for none; nil for a type it cannot name.
  private static func resultType(_ type: TypeSyntax?) -> String? {
    guard let type else { return "Void" }
    let text = type.trimmedDescription
    guard !type.is(SomeOrAnyTypeSyntax.self) || text.hasPrefix("any "),
      !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self), text != "Self",
      !text.contains("\n")
    else { return nil }
    return text
  }

  private func insertPrologue(
    after brace: TokenSyntax, _ owner: String, _ selector: String, _ argument: String,
    _ result: String
  ) {
    let offset = brace.endPositionBeforeTrailingTrivia.utf8Offset
    let text =
      " if let transitForwarded = ObjectiveCRuntime.forward(self, \(owner).self, "
      + "\(SourceRewrite.stringLiteral(selector)), \(argument), as: (\(result)).self) "
      + "{ return transitForwarded };"
    changes.append(Change(start: offset, end: offset, text: text))
    let location = brace.startLocation(converter: converter)
    edits.append(
      .init(
        kind: .swizzling, line: location.line, column: location.column, original: "{",
        replacement: "{" + text))
  }

  /// Renames an `override` of a swizzlable instance member (`SwizzleScan.swizzlable`) in an
  /// extension of a class the developer's files do not declare, and records its registration in
  /// the Objective-C runtime's table. Other overrides, and `static` or `class` ones, stay as
  /// written, for the compiler's error and its hint: the runtime dispatches nothing else.
  func registerExtensionOverrides(_ node: ExtensionDeclSyntax) {
    let type = node.extendedType.trimmedDescription
    guard node.genericWhereClause == nil, !hierarchy.declares(type),
      !swizzle.classes.contains(type),
      type.first?.isUppercase == true, !type.contains("<")
    else { return }
    for item in node.memberBlock.members {
      let decl = item.decl
      guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
        modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
        !modifiers.contains(where: {
          $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }),
        !decl.is(InitializerDeclSyntax.self)
      else { continue }
      let name: TokenSyntax
      let selector: String
      let call: String
      if let function = decl.as(FunctionDeclSyntax.self) {
        let parameters = function.signature.parameterClause.parameters
        guard parameters.count <= 1, function.signature.effectSpecifiers == nil else { continue }
        name = function.name
        let labels = parameters.map {
          $0.firstName.tokenKind == .wildcard ? "_" : $0.firstName.text
        }
        selector = SourceRewrite.objectiveCName(name.text, labels: labels)
        if let parameter = parameters.first {
          let label =
            parameter.firstName.tokenKind == .wildcard ? "" : parameter.firstName.text + ": "
          call = "(\(label)argument as! \(parameter.type.trimmedDescription))"
        } else {
          call = "()"
        }
      } else if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
        let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
      {
        name = identifier.identifier
        selector = name.text
        call = ""
      } else {
        continue
      }
      guard SwizzleScan.swizzlableSelectors.contains(selector) else { continue }
      for modifier in modifiers
      where modifier.name.tokenKind == .keyword(.override)
        || modifier.name.tokenKind == .keyword(.open)
      {
        replace(modifier, with: "", kind: .swizzling)
      }
      let renamed = "transitOverride_" + name.text
      replace(name, with: renamed, kind: .swizzling, widening: true)
      let location = decl.startLocation(converter: converter)
      extensionOverrides.append(
        (
          type: type, line: location.line, selector: selector,
          body: "{ receiver, argument in receiver.\(renamed)\(call) }"
        ))
    }
  }

  /// The code the rewrite appends for the overrides `registerExtensionOverrides(_:)` renamed:
  /// a function on each class that registers them, which the entry point calls; and its name.
  func extensionOverrideCode(path: String, fileIndex: Int, isLibrary: Bool) -> (
    code: String, functions: [String]
  ) {
    var code = ""
    var functions: [String] = []
    for (index, entry) in extensionOverrides.enumerated() {
      let function = "transitRegisterOverride\(fileIndex)_\(index)"
      code += "extension \(entry.type) {\n"
      code += "  @MainActor \(isLibrary ? "public " : "")static func \(function)() {\n"
      code += "#sourceLocation(file: \(SourceRewrite.stringLiteral(path)), line: \(entry.line))\n"
      code += "    ObjectiveCRuntime.registerOverride(\(entry.type).self, "
      code += "\(SourceRewrite.stringLiteral(entry.selector))) \(entry.body)\n"
      code += "#sourceLocation()\n  }\n}\n"
      functions.append("\(entry.type).\(function)")
    }
    return (code, functions)
  }
}
