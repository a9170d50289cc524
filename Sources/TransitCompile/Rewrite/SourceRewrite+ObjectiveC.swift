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
    let labels = declName.argumentNames?.arguments.map(\.name.text) ?? []
    let name = SourceRewrite.objectiveCName(declName.baseName.text, labels: labels)
    let method = owner.map { ", \($0).\(declName.trimmedDescription)" } ?? ""
    let text = "Selector(\(SourceRewrite.stringLiteral(name))\(method))"
    replace(node, with: text, kind: .selector, widening: true)
    return owner != nil
  }

  /// The class a `#selector`'s method belongs to, when the developer's files declare it: the one
  /// it names (`#selector(Owner.f)`), or the class around it (`#selector(f)`,
  /// `#selector(self.f)`).
  /// A UIKit class counts too when the file declares the method `@objc` in an extension of it
  /// (`swizzled_viewWillAppear(_:)` in `extension UIViewController`), as swizzling code does.
  func methodOwner(_ node: MacroExpansionExprSyntax, _ expression: ExprSyntax) -> String? {
    let member = SwizzleScan.baseName(expression) ?? ""
    if expression.is(DeclReferenceExprSyntax.self) {
      return enclosingClass(of: node, member: member)
    }
    guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
    let base = access.base?.trimmedDescription
    if base == "self" { return enclosingClass(of: node, member: member) }
    if let base, swizzle.declares(member, on: base) { return base }
    return base.flatMap(declaredClass)
  }

  /// The name of the class whose body (or whose extension, for a class the developer's files
  /// declare or one in which the file declares `member` `@objc`) holds `node`, as it can be
  /// written there.
  private func enclosingClass(of node: some SyntaxProtocol, member: String) -> String? {
    var current = node.parent
    while let parent = current {
      if let declaration = parent.as(ClassDeclSyntax.self) { return declaration.name.text }
      if let extended = parent.as(ExtensionDeclSyntax.self) {
        let type = extended.extendedType.trimmedDescription
        return swizzle.declares(member, on: type) ? type : declaredClass(type)
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

  /// `#selector(getter: p)` becomes `Selector("p", getter: { (o: Owner) in o.p })` when the
  /// property is one the file declares `@objc` on a class (`methodOwner`), else `Selector("p")`;
  /// `#selector(setter: p)` becomes `Selector("setP:")`, the setter's name alone.
  func nameAccessorSelector(
    _ node: MacroExpansionExprSyntax, _ expression: ExprSyntax, setter: Bool
  ) {
    guard let property = SwizzleScan.baseName(expression), !node.trimmedDescription.contains("\n")
    else {
      return note(node, "this #selector names something other than a property")
    }
    let name =
      setter ? "set" + property.prefix(1).uppercased() + property.dropFirst() + ":" : property
    let owner = setter ? nil : methodOwner(node, expression)
    let getter = owner.map { ", getter: { (receiver: \($0)) in receiver.\(property) }" } ?? ""
    let text = "Selector(\(SourceRewrite.stringLiteral(name))\(getter))"
    replace(node, with: text, kind: .selector, widening: true)
  }

  /// Whether `node` is the `action:` of an initializer of UIKit's that takes no target
  /// (`UIKeyCommand(input:modifierFlags:action:)`, `UICommandAlternate(title:action:modifierFlags:)`),
  /// whose action is sent up the responder chain and given as a `Selector`.
  func isTargetlessAction(_ node: MacroExpansionExprSyntax) -> Bool {
    guard let arguments = node.parent?.parent?.as(LabeledExprListSyntax.self),
      let call = arguments.parent?.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      ["UIKeyCommand", "UICommandAlternate"].contains(name)
    else { return false }
    return !arguments.contains { $0.label?.text == "target" }
  }

  /// Whether `node` is the `action:` of a call whose target (its first argument, or the one
  /// labelled `target:`) is `nil`: `addTarget(nil, action: #selector(f), for: .touchUpInside)`.
  func hasNilTarget(_ node: MacroExpansionExprSyntax) -> Bool {
    guard let arguments = node.parent?.parent?.as(LabeledExprListSyntax.self),
      arguments.parent?.is(FunctionCallExprSyntax.self) == true
    else { return false }
    let target =
      arguments.first { $0.label?.text == "target" }
      ?? arguments.first.flatMap { $0.label == nil ? $0 : nil }
    return target?.expression.is(NilLiteralExprSyntax.self) == true
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

  /// `#selector(f)`, `#selector(f(_:))`, `#selector(Type.f)` or `#selector(self.f)` as the
  /// argument labelled `action:` becomes `{ $0.f }`: Transit's target-action takes a method
  /// reference of the same shape (`(Target) -> (Sender) -> Void`), called on the target it is
  /// given, which it holds weakly as UIKit does.
  func rewriteSelector(_ node: MacroExpansionExprSyntax) {
    if let argument = node.arguments.first, node.arguments.count == 1,
      let label = argument.label?.text, label == "getter" || label == "setter"
    {
      return nameAccessorSelector(node, argument.expression, setter: label == "setter")
    }
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
    // UIKit's target-less actions (a key command's, sent up the responder chain) take a
    // `Selector`, which keeps the method where the files declare its class.
    if label == "action", isTargetlessAction(node) {
      if nameSelector(node, argument.expression) { return }
      return note(
        node,
        "this #selector names a method of no class your files declare, so Transit keeps only "
          + "its name")
    }
    // A nil target sends the action up the responder chain, to the first responder that
    // implements it: a `Selector` that keeps its method finds the responder of its class there
    // (`UIControl.addTarget(_:action:for:)`), where a method reference has no target to take its
    // type from.
    if label == "action", hasNilTarget(node) {
      if nameSelector(node, argument.expression) { return }
      return note(
        node,
        "this #selector names a method of no class your files declare, so Transit keeps only "
          + "its name, and no responder up the chain receives it")
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
}
