import SwiftParser
import SwiftSyntax

/// The functions and initializers the developer's files declare with an `action:` parameter of
/// type `Selector`, as a helper that makes a recognizer or adds a target does
/// (`convenience init(addTo view: UIView, target: Any, action: Selector)`).
///
/// `#selector(f)` passed as `action:` to one of them stays a `Selector`, keeping the method
/// (`Selector("f", Class.f)`), which the helper hands on to UIKit's `init(target:action:)` or
/// `addTarget(_:action:for:)`, and those send; passed to UIKit's own target-action, it becomes
/// a method reference (`{ $0.f }`), as before.
package struct SelectorParameters: Sendable {
  /// Declarations by name and argument labels: `init(addTo:target:action:)`.
  private var keys: Set<String> = []

  /// UIKit's own target-action signatures: a developer's override of one of them does not turn
  /// UIKit's calls into selectors.
  private static let uikit: Set<String> = [
    "init(target:action:)", "addTarget(_:action:)", "addTarget(_:action:for:)",
    "init(barButtonSystemItem:target:action:)", "init(title:style:target:action:)",
    "init(image:style:target:action:)",
  ]

  package init() {}

  /// Adds what `source` declares.
  package mutating func collect(_ source: String) {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(Parser.parse(source: source))
    keys.formUnion(finder.keys.subtracting(Self.uikit))
  }

  /// Whether `call` calls a declaration whose `action:` takes a `Selector`.
  func takesSelector(_ call: FunctionCallExprSyntax) -> Bool {
    guard !keys.isEmpty else { return false }
    let name: String
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      let text = reference.baseName.text
      name = text.first?.isUppercase == true ? "init" : text
    } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
      name = access.declName.baseName.text
    } else {
      return false
    }
    return keys.contains(Self.key(name, call.arguments.map { $0.label?.text ?? "_" }))
  }

  static func key(_ name: String, _ labels: [String]) -> String {
    name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  private final class Finder: SyntaxVisitor {
    var keys: Set<String> = []

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      add("init", node.signature.parameterClause.parameters)
      return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name.text, node.signature.parameterClause.parameters)
      return .visitChildren
    }

    private func add(_ name: String, _ parameters: FunctionParameterListSyntax) {
      let takesSelector = parameters.contains { parameter in
        parameter.firstName.text == "action"
          && ["Selector", "Selector?", "Selector!"].contains(parameter.type.trimmedDescription)
      }
      guard takesSelector else { return }
      keys.insert(SelectorParameters.key(name, parameters.map(\.firstName.text)))
    }
  }
}
