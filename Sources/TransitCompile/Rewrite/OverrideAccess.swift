import SwiftSyntax

/// The access of an `override` in a public or open class, where it says none.
///
/// Swift asks an override to be as accessible as its class and the member it overrides, so in a
/// `public` class an `override func viewDidLoad()` left internal is refused ("overriding instance
/// method must be as accessible as its enclosing type"). On iOS the compiler lets it pass when
/// the member overridden is UIKit's, an Objective-C method, so libraries write it everywhere
/// (PopupDialog's `final public class` view controllers). Here UIKit's members are Swift's, so
/// the rewrite gives such an override the access it has on iOS in effect: `open` in an open
/// class, where a subclass in another module may override it again, as it may UIKit's; `public`
/// in a public class, or where the member is `final`. An override of the class's own internal
/// member may be more accessible than it; Swift allows that.
extension EditFinder {
  private static let accessKeywords: Set<Keyword> = [
    .open, .public, .package, .internal, .fileprivate, .private,
  ]

  /// Gives each override of `node` that names no access the one it has on iOS, but `excepted`,
  /// which another rewrite has made no override.
  func widenOverrides(in node: ClassDeclSyntax, except excepted: FunctionDeclSyntax? = nil) {
    let classAccess = node.modifiers.lazy.compactMap { modifier -> Keyword? in
      guard case .keyword(let keyword) = modifier.name.tokenKind else { return nil }
      return keyword == .open || keyword == .public ? keyword : nil
    }.first
    guard let classAccess else { return }
    let isFinalClass = node.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
    for member in node.memberBlock.members where member.decl.id != excepted?.id {
      let modifiers: DeclModifierListSyntax?
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        modifiers = function.modifiers
      } else if let variable = member.decl.as(VariableDeclSyntax.self) {
        modifiers = variable.modifiers
      } else if let subscriptDecl = member.decl.as(SubscriptDeclSyntax.self) {
        modifiers = subscriptDecl.modifiers
      } else {
        modifiers = nil
      }
      guard let modifiers,
        let override = modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }),
        !modifiers.contains(where: {
          guard case .keyword(let keyword) = $0.name.tokenKind else { return false }
          return Self.accessKeywords.contains(keyword)
        })
      else { continue }
      let isFinal =
        isFinalClass
        || modifiers.contains {
          $0.name.tokenKind == .keyword(.final) || $0.name.tokenKind == .keyword(.static)
        }
      let access = classAccess == .open && !isFinal ? "open" : "public"
      replace(override.name, with: "\(access) override", kind: .overrideAccess, widening: true)
    }
  }
}
