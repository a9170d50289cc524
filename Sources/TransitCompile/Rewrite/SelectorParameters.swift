import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// The functions and initializers of a developer's files that take an action as a `Selector`:
/// the first pass's findings, which the rewrite reads to write `#selector` in a call to one of
/// them as a `Selector` rather than as a method reference.
///
/// UIKit's own target-action methods take a method reference here, which is what `transit run`
/// writes for `#selector(f)` as an `action:` argument. A library's own initializer, though,
/// declares `action: Selector` and passes it on to UIKit
/// (`convenience init(addTo view: UIView, target: Any, action: Selector)` calling
/// `self.init(target: target, action: action)`), so a `#selector` given to it becomes
/// `Selector("f:", Owner.f(_:))`, which keeps the method and which Transit's `Selector`-taking
/// `init(target:action:)` and `addTarget(_:action:)` send.
package struct SelectorParameters: Sendable {
  /// Each declaration's name (`init` for an initializer) and its parameters, for those whose
  /// parameter labelled `action` is a `Selector`.
  private(set) var signatures: Set<Signature> = []

  struct Signature: Hashable, Sendable {
    let name: String
    let parameters: [Parameter]
  }

  struct Parameter: Hashable, Sendable {
    /// The argument label, `_` for none.
    let label: String
    let hasDefault: Bool
  }

  package init() {}

  /// Adds what `source` declares.
  package mutating func collect(_ source: String) {
    let finder = Finder(viewMode: .sourceAccurate, configuration: PhoneBuildConfiguration())
    finder.walk(Parser.parse(source: source))
    signatures.formUnion(finder.signatures)
  }

  /// Whether the call `call` reaches a declaration of the files that takes its `action:` as a
  /// `Selector`: one of the same name whose parameters take the call's arguments in order, those
  /// left out having defaults.
  func takesSelector(_ call: FunctionCallExprSyntax) -> Bool {
    guard !signatures.isEmpty else { return false }
    let name = Self.calledName(call.calledExpression)
    let labels = call.arguments.map { $0.label?.text ?? "_" }
    return signatures.contains { signature in
      signature.name == name && Self.matches(labels, signature.parameters)
    }
  }

  /// `init` for a call of a type (`Recognizer(...)`, `Recognizer.init(...)`, `super.init(...)`,
  /// `.init(...)`), else the function's base name.
  private static func calledName(_ expression: ExprSyntax) -> String {
    let name: String
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let access = expression.as(MemberAccessExprSyntax.self) {
      name = access.declName.baseName.text
    } else if let generic = expression.as(GenericSpecializationExprSyntax.self) {
      return calledName(generic.expression)
    } else {
      return ""
    }
    return name.first?.isUppercase == true ? "init" : name
  }

  private static func matches(_ labels: [String], _ parameters: [Parameter]) -> Bool {
    var remaining = labels[...]
    for parameter in parameters {
      if remaining.first == parameter.label {
        remaining = remaining.dropFirst()
      } else if !parameter.hasDefault {
        return false
      }
    }
    return remaining.isEmpty
  }

  private final class Finder: ActiveSyntaxVisitor {
    var signatures: Set<Signature> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      record(node.name.text, node.signature.parameterClause)
      return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      record("init", node.signature.parameterClause)
      return .visitChildren
    }

    private func record(_ name: String, _ parameters: FunctionParameterClauseSyntax) {
      let takesSelector = parameters.parameters.contains { parameter in
        let type = parameter.type.trimmedDescription.filter { $0 != "?" && $0 != "!" }
        return parameter.firstName.text == "action" && type == "Selector"
      }
      guard takesSelector else { return }
      signatures.insert(
        Signature(
          name: name,
          parameters: parameters.parameters.map {
            Parameter(label: $0.firstName.text, hasDefault: $0.defaultValue != nil)
          }))
    }
  }
}
