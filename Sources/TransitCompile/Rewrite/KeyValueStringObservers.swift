import SwiftSyntax

/// A class that observes by key-path string: it declares NSObject's
/// `observeValue(forKeyPath:of:change:context:)` as an `override` and registers with
/// `addObserver(_:forKeyPath:options:context:)`.
///
/// Linux's Foundation has no key-value observing, so NSObject has no such method to override.
/// Transit's UIKit tells the properties it simulates by string (`KeyValueStringObserving`), and
/// on Linux the rewrite makes the class's method that protocol's: `override` goes (or becomes
/// `public` in a public or open class, as its conformance asks; both are no longer than it, so
/// nothing on the line moves), `super.observeValue` becomes NSObject's stand-in, which does
/// nothing, and the file gains `extension Class: @preconcurrency KeyValueStringObserving {}`.
/// A nested class's method is left as written, and the compiler then says it overrides nothing. A class whose own
/// superclass among the developer's already declares the method keeps it as written. On a Mac,
/// Foundation has it all, and nothing is rewritten.
enum KeyValueStringObservers {
  /// Whether the rewrite is needed where `transit run` runs.
  static var isNeeded: Bool {
    #if canImport(Darwin)
      false
    #else
      true
    #endif
  }

  /// The class's `observeValue(forKeyPath:of:change:context:)`, if it declares one.
  static func observeValue(in node: ClassDeclSyntax) -> FunctionDeclSyntax? {
    node.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first {
      $0.name.text == "observeValue"
        && $0.signature.parameterClause.parameters.map(\.firstName.text) == [
          "forKeyPath", "of", "change", "context",
        ]
    }
  }
}

extension EditFinder {
  /// Makes `function`, `node`'s `observeValue(forKeyPath:of:change:context:)`, the witness of
  /// `KeyValueStringObserving` (`KeyValueStringObservers`); whether it did.
  func rewriteKeyValueObserver(_ node: ClassDeclSyntax, _ function: FunctionDeclSyntax) -> Bool {
    guard KeyValueStringObservers.isNeeded,
      !hierarchy.inheritsKeyValueObserver(node.name.text),
      let override = function.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
    else { return false }
    let isPublicClass = node.modifiers.contains {
      $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open)
    }
    replace(
      override.name, with: isPublicClass && !function.modifiers.namesAccess ? "public" : "",
      kind: .keyValueObserving)
    for call in function.body.map(Self.superCalls) ?? [] {
      replace(call, with: "NSObject.observeValue", kind: .keyValueObserving, widening: true)
    }
    keyValueObservers.append(node.name.text)
    return true
  }

  /// The `super.observeValue` member accesses in `body`.
  private static func superCalls(in body: CodeBlockSyntax) -> [MemberAccessExprSyntax] {
    final class Finder: SyntaxVisitor {
      var found: [MemberAccessExprSyntax] = []
      override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.is(SuperExprSyntax.self) == true,
          node.declName.baseName.text == "observeValue"
        {
          found.append(node)
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder.found
  }

  /// The conformances the rewrite appends to the file.
  func keyValueObserverCode() -> String {
    // `@preconcurrency`: a view controller's method is the main actor's, the protocol's is not.
    keyValueObservers.map { "extension \($0): @preconcurrency KeyValueStringObserving {}\n" }
      .joined()
  }
}
