import SwiftSyntax

// The rewrites that stand in for what the Objective-C runtime does at run time: a layer's
// `@NSManaged` property, a `#selector` that is kept by name, and NotificationCenter's
// target-selector registration.
extension EditFinder {
  /// `@NSManaged var radius: CGFloat`, a layer's custom animatable property, which Core
  /// Animation stores by key at run time: the attribute goes, and the property reads and
  /// writes the layer's value for its name (`CALayer.managedValue(forKey:)`). The accessors
  /// are added after the type on the same line, so only what follows on that line moves.
  func rewriteManaged(_ node: AttributeSyntax) {
    guard let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation, binding.accessorBlock == nil,
      binding.initializer == nil
    else {
      return note(node, "@NSManaged is stored by the Objective-C runtime, which Linux has not")
    }
    replace(node, with: "", kind: .objectiveC)
    let end = type.endPositionBeforeTrailingTrivia.utf8Offset
    let key = SourceRewrite.stringLiteral(name)
    changes.append(
      Change(
        start: end, end: end,
        text: " { get { managedValue(forKey: \(key)) } set { setValue(newValue, forKey: \(key)) } }"
      ))
  }

  /// `#selector(f(a:b:))` anywhere else becomes `Selector("fA:b:", Owner.f(a:b:))`: the name
  /// Swift gives the method in Objective-C (the base name, the first label capitalized after
  /// it, a colon for each argument), which `responds(to:)` and `NSStringFromSelector(_:)`
  /// read, and the method, which `perform(_:with:afterDelay:)` and its siblings send. `Owner`
  /// is the class the selector names (`#selector(Owner.f)`), which must be one the developer's
  /// files declare, or the class around it (`#selector(f)`, `#selector(self.f)`); with neither,
  /// only the name is kept, `Selector("fA:b:")`. The one edit here that may add characters:
  /// what follows on the line moves.
  /// Returns whether the method was kept too.
  @discardableResult
  func nameSelector(_ node: MacroExpansionExprSyntax, _ expression: ExprSyntax) -> Bool {
    let declName: DeclReferenceExprSyntax
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      declName = reference
    } else if let access = expression.as(MemberAccessExprSyntax.self) {
      declName = access.declName
    } else {
      return false
    }
    let owner = methodOwner(node, expression)
    guard !node.trimmedDescription.contains("\n") else { return false }
    var name = declName.baseName.text
    let labels = declName.argumentNames?.arguments.map(\.name.text) ?? []
    for (index, label) in labels.enumerated() {
      if index == 0 {
        if label != "_" { name += label.prefix(1).uppercased() + label.dropFirst() }
      } else {
        name += label == "_" ? "" : label
      }
      name += ":"
    }
    let method = owner.map { ", \($0).\(declName.trimmedDescription)" } ?? ""
    let text = "Selector(\(SourceRewrite.stringLiteral(name))\(method))"
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    let padding = max(0, end - start - text.utf8.count)
    changes.append(
      Change(start: start, end: end, text: text + String(repeating: " ", count: padding)))
    let location = node.startLocation(converter: converter)
    edits.append(
      .init(
        kind: .selector, line: location.line, column: location.column,
        original: node.trimmedDescription, replacement: text))
    return owner != nil
  }

  /// The class a `#selector`'s method belongs to, when the developer's files declare it: the one
  /// it names (`#selector(Owner.f)`), or the class around it (`#selector(f)`,
  /// `#selector(self.f)`).
  func methodOwner(_ node: MacroExpansionExprSyntax, _ expression: ExprSyntax) -> String? {
    if expression.is(DeclReferenceExprSyntax.self) { return enclosingClass(of: node) }
    guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
    let base = access.base?.trimmedDescription
    return base == "self" ? enclosingClass(of: node) : base.flatMap(declaredClass)
  }

  /// The name of the class whose body (or whose extension, for a class the developer's files
  /// declare) holds `node`, as it can be written there.
  private func enclosingClass(of node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let parent = current {
      if let declaration = parent.as(ClassDeclSyntax.self) { return declaration.name.text }
      if let extended = parent.as(ExtensionDeclSyntax.self) {
        return declaredClass(extended.extendedType.trimmedDescription)
      }
      if parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
        || parent.is(ProtocolDeclSyntax.self) || parent.is(ActorDeclSyntax.self)
      {
        return nil
      }
      current = parent.parent
    }
    return nil
  }

  /// `name` when the developer's files declare a class of that name.
  private func declaredClass(_ name: String) -> String? {
    hierarchy.declares(name) ? name : nil
  }

  /// Whether `node` is the `selector:` of NotificationCenter's
  /// `addObserver(_:selector:name:object:)`, which TransitUIKit takes as a method reference.
  func isObserverRegistration(_ node: MacroExpansionExprSyntax) -> Bool {
    guard let arguments = node.parent?.parent?.as(LabeledExprListSyntax.self),
      let call = arguments.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        == "addObserver"
    else { return false }
    return arguments.map { $0.label?.text ?? "_" } == ["_", "selector", "name", "object"]
  }
}
