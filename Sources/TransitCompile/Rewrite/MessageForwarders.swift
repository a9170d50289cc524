import SwiftSyntax

/// A class that decides at run time which messages it takes: it overrides NSObject's
/// `responds(to:)` or `forwardingTarget(for:)`, as a delegate proxy does that stands as a
/// scroll view's or navigation controller's delegate and hands what it does not implement to
/// the object it wraps.
///
/// Linux's Foundation has neither method, so Transit's UIKit declares them on `NSObject` in an
/// extension (`ObjectiveCMessaging`), which Swift does not let a subclass override. On Linux
/// the rewrite makes the class's methods a `MessageForwarding` conformance's, which the
/// extension's methods and UIKit's engine ask: `override` goes (or becomes `public` in a public
/// or open class; both are no longer than it), `super.responds` becomes
/// `type(of: self).instancesRespond`, NSObject's answer (whether the object's class implements
/// the method), `super.forwardingTarget` becomes `SelectorTable.superForwardingTarget`,
/// NSObject's (nil), and the file gains `extension Class: @preconcurrency MessageForwarding`
/// with a member answering each method the class declares. A class whose superclass among the
/// developer's declares the method keeps its `override` and `super` as written: they name the
/// superclass's. A nested class's method is left as written. On a Mac, Foundation has it all,
/// and nothing is rewritten.
enum MessageForwarders {
  /// Whether the rewrite is needed where `transit run` runs.
  static var isNeeded: Bool {
    #if canImport(Darwin)
      false
    #else
      true
    #endif
  }

  /// The two methods, by base name, with the labels each takes.
  static let methods: [String: [String]] = ["responds": ["to"], "forwardingTarget": ["for"]]

  /// The class's `responds(to:)` and `forwardingTarget(for:)`, by base name.
  static func functions(in node: ClassDeclSyntax) -> [String: FunctionDeclSyntax] {
    var found: [String: FunctionDeclSyntax] = [:]
    for item in node.memberBlock.members {
      guard let function = item.decl.as(FunctionDeclSyntax.self),
        let labels = methods[function.name.text],
        function.signature.parameterClause.parameters.map(\.firstName.text) == labels,
        !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { continue }
      found[function.name.text] = function
    }
    return found
  }

  /// Which of the two methods the class declares.
  static func declared(in node: ClassDeclSyntax) -> [String] {
    functions(in: node).keys.sorted()
  }
}

extension EditFinder {
  /// Makes `node`'s overrides of `responds(to:)` and `forwardingTarget(for:)` the witnesses of
  /// a `MessageForwarding` conformance (`MessageForwarders`).
  func rewriteMessageForwarder(_ node: ClassDeclSyntax) {
    guard MessageForwarders.isNeeded else { return }
    let isPublicClass = node.modifiers.contains {
      $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open)
    }
    var rewritten: [String] = []
    for (name, function) in MessageForwarders.functions(in: node).sorted(by: { $0.key < $1.key }) {
      guard !hierarchy.inheritsMessageMethod(name, node.name.text),
        let override = function.modifiers.first(where: {
          $0.name.tokenKind == .keyword(.override)
        })
      else { continue }
      replace(
        override.name, with: isPublicClass && !function.modifiers.namesAccess ? "public" : "",
        kind: .messageForwarding)
      for call in function.body.map({ Self.superCalls(to: name, in: $0) }) ?? [] {
        let replacement =
          name == "responds"
          ? "type(of: self).instancesRespond" : "SelectorTable.superForwardingTarget"
        replace(call, with: replacement, kind: .messageForwarding, widening: true)
      }
      rewritten.append(name)
    }
    if !rewritten.isEmpty { messageForwarders.append((node.name.text, rewritten)) }
  }

  /// The `super.<name>` member accesses in `body`.
  private static func superCalls(to name: String, in body: CodeBlockSyntax)
    -> [MemberAccessExprSyntax]
  {
    final class Finder: SyntaxVisitor {
      let name: String
      var found: [MemberAccessExprSyntax] = []
      init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == name {
          found.append(node)
        }
        return .visitChildren
      }
    }
    let finder = Finder(name: name)
    finder.walk(body)
    return finder.found
  }

  /// The conformances the rewrite appends to the file.
  func messageForwarderCode() -> String {
    messageForwarders.map { forwarder in
      var members = ""
      if forwarder.methods.contains("responds") {
        members +=
          "  public func overriddenResponds(to selector: Selector) -> Bool? "
          + "{ responds(to: selector) }\n"
      }
      if forwarder.methods.contains("forwardingTarget") {
        members +=
          "  public func overriddenForwardingTarget(for selector: Selector) -> Any? "
          + "{ forwardingTarget(for: selector) }\n"
      }
      // `@preconcurrency`: a view's method is the main actor's, the protocol's is not.
      return "extension \(forwarder.name): @preconcurrency MessageForwarding {\n\(members)}\n"
    }.joined()
  }

  /// Records the Objective-C selectors of the instance methods `block` declares on `type`.
  func recordSelectors(_ type: String, _ block: MemberBlockSyntax) {
    let plain = String(type.prefix { $0 != "<" }.split(separator: ".").last ?? "")
    guard !plain.isEmpty else { return }
    for item in block.members {
      guard let function = item.decl.as(FunctionDeclSyntax.self),
        !function.modifiers.contains(where: {
          $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        })
      else { continue }
      let labels = function.signature.parameterClause.parameters.map {
        $0.firstName.tokenKind == .wildcard ? "_" : $0.firstName.text
      }
      selectorTable[plain, default: []].insert(
        SourceRewrite.objectiveCName(function.name.text, labels: labels))
    }
  }
}

extension SourceRewrite {
  /// The name Swift gives a method in Objective-C: the base name, the first label capitalized
  /// after it, a colon for each argument (`f(_:b:)` is `f:b:`, `f(a:)` is `fA:`).
  static func objectiveCName(_ base: String, labels: [String]) -> String {
    var name = base
    for (index, label) in labels.enumerated() {
      if index == 0 {
        if label != "_" { name += label.prefix(1).uppercased() + label.dropFirst() }
      } else {
        name += label == "_" ? "" : label
      }
      name += ":"
    }
    return name
  }
}
