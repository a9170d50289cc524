import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// The `@objc optional` protocol requirements of a developer's files, and the types that may
/// implement them: the first pass's findings, which the rewrite reads to turn each optional
/// requirement into Swift that compiles without the Objective-C runtime.
///
/// Each optional requirement leaves its protocol and becomes a protocol of its own (a "helper"),
/// which each type that implements it adopts; the protocol gets, in an extension, a member of
/// the same name that answers the helper's member when the object adopts it and nil otherwise,
/// as an Objective-C optional requirement answers. `delegate?.method?(x)` becomes
/// `delegate?.method (x)`, whose result is optional as before.
package struct OptionalRequirements: Sendable {
  /// One optional requirement.
  struct Requirement: Sendable {
    let protocolName: String
    /// The name a type's member is matched by: `name` for a property, `name(_:label:)` for a
    /// method.
    let key: String
    /// The declaration as it is required, without `@objc` and `optional`.
    let declaration: String
    let helper: String
    let access: String
    let forwarding: String?
  }

  private(set) var requirements: [String: [Requirement]] = OptionalRequirements.uikitRequirements
  /// The protocols and superclass each type declares it inherits, in any file.
  private(set) var inherited: [String: Set<String>] = [:]
  /// The base names of optional methods, whose `?(` call sites lose the `?`.
  private(set) var methodNames: Set<String> = OptionalRequirements.uikitMethodNames
  /// The member keys each type declares, in its body or extensions.
  private(set) var members: [String: Set<String>] = [:]

  /// The language mode the files compile in, which `#if swift(>=…)` asks about.
  private var language: SwiftLanguageMode = .five

  package init(language: SwiftLanguageMode = .five) { self.language = language }

  /// The base names of the optional methods of UIKit's own protocols, which Transit's UIKit
  /// declares as requirements with default implementations: a developer's
  /// `delegate?.scrollViewDidScroll?(scrollView)` or `animator.addCompletion?(…)`, forwarding
  /// or calling them as Objective-C allows, loses the `?` before its arguments as a call of
  /// their own files' optional requirements does (`RunControlsTests`).
  package static let uikitMethodNames: Set<String> = [
    // Transitioning: UIViewControllerAnimatedTransitioning, UIViewImplicitlyAnimating and the
    // delegates that vend animators and presentation controllers.
    "animationEnded", "interruptibleAnimator", "addAnimations", "addCompletion",
    "continueAnimation", "animationController", "interactionControllerForPresentation",
    "interactionControllerForDismissal", "presentationController", "navigationController",
    "tabBarController", "pageViewController", "splitViewController",
    "splitViewControllerDidCollapse", "splitViewControllerDidExpand",
    // Adaptive presentation and sheets.
    "adaptivePresentationStyle", "presentationControllerDidAttemptToDismiss",
    "presentationControllerDidDismiss", "presentationControllerShouldDismiss",
    "presentationControllerWillDismiss",
    "sheetPresentationControllerDidChangeSelectedDetentIdentifier",
    "prepareForPopoverPresentation", "popoverPresentationControllerShouldDismissPopover",
    "popoverPresentationControllerDidDismissPopover", "popoverPresentationController",
    // Search.
    "presentSearchController", "willPresentSearchController", "didPresentSearchController",
    "willDismissSearchController", "didDismissSearchController",
    // Lists, scroll views and gesture recognizers.
    "tableView", "collectionView", "numberOfSections", "scrollViewDidScroll",
    "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
    "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
    "scrollViewDidEndScrollingAnimation", "scrollViewDidZoom", "viewForZooming",
    "scrollViewWillBeginZooming", "scrollViewDidEndZooming",
    "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop",
    "scrollViewDidChangeAdjustedContentInset", "gestureRecognizerShouldBegin",
    "gestureRecognizer",
    // MapKit's map view delegate (TransitMapKit).
    "mapView", "mapViewDidChangeVisibleRegion", "mapViewWillStartLoadingMap",
    "mapViewDidFinishLoadingMap",
  ]

  /// Adds what `source` declares.
  package mutating func collect(_ source: String) {
    let tree = Parser.parse(source: source)
    let finder = Finder(
      viewMode: .sourceAccurate, configuration: PhoneBuildConfiguration(language: language))
    finder.walk(tree)
    for (name, items) in finder.requirements { requirements[name, default: []] += items }
    for (type, names) in finder.inherited { inherited[type, default: []].formUnion(names) }
    methodNames.formUnion(finder.methodNames)
    for (type, keys) in finder.members { members[type, default: []].formUnion(keys) }
  }

  /// The helpers `type` adopts for `keys`, the members a file declares on it: those of the
  /// optional requirements it may implement, unless a class it inherits from adopts them
  /// already (Swift refuses a conformance declared twice).
  func helpers(for type: String, keys: Set<String>) -> [String] {
    let reachable = requirements(reachableFrom: type).filter { keys.contains($0.key) }
    return reachable.filter { requirement in
      var ancestors = Array(inherited[type] ?? [])
      var seen: Set<String> = [type]
      while let ancestor = ancestors.popLast() {
        guard seen.insert(ancestor).inserted else { continue }
        if members[ancestor]?.contains(requirement.key) == true,
          !self.requirements(reachableFrom: ancestor).filter({ $0.helper == requirement.helper })
            .isEmpty
        {
          return false
        }
        ancestors += inherited[ancestor] ?? []
      }
      return true
    }.map(\.helper)
  }

  /// Whether the files declare no optional requirement of their own.
  var isEmpty: Bool { requirements.keys.allSatisfy { Self.uikitRequirements[$0] != nil } }

  /// UIKit's optional property requirements that code reads through a delegate whose class is
  /// not known, which Transit's UIKit declares, each with its helper, as the rewrite declares a
  /// developer's: the app delegate's `window` (`UIApplicationDelegateWindow`), which
  /// `UIApplication.shared.delegate?.window` reads as a double optional on iOS. A class that
  /// adopts the protocol and declares the member adopts the helper.
  static let uikitRequirements: [String: [Requirement]] = [
    "UIApplicationDelegate": [
      Requirement(
        protocolName: "UIApplicationDelegate", key: "window",
        declaration: "var window: UIWindow? { get set }", helper: "UIApplicationDelegateWindow",
        access: "public ", forwarding: nil)
    ]
  ]

  /// Whether `protocolName` has optional requirements.
  func hasOptionals(_ protocolName: String) -> Bool { requirements[protocolName] != nil }

  /// The optional requirements `type` may implement: those of every protocol it, its
  /// superclasses or the protocols they inherit adopt.
  func requirements(reachableFrom type: String) -> [Requirement] {
    var pending = [type]
    var seen: Set<String> = []
    var found: [Requirement] = []
    while let current = pending.popLast() {
      guard seen.insert(current).inserted else { continue }
      found += requirements[current] ?? []
      pending += inherited[current] ?? []
    }
    return found
  }

  /// The key a member is matched by.
  static func key(of decl: DeclSyntax) -> String? {
    if let variable = decl.as(VariableDeclSyntax.self),
      let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    {
      return pattern.identifier.text
    }
    if let function = decl.as(FunctionDeclSyntax.self) {
      let labels = function.signature.parameterClause.parameters.map {
        ($0.firstName.tokenKind == .wildcard ? "_" : $0.firstName.text) + ":"
      }
      return function.name.text + "(" + labels.joined() + ")"
    }
    return nil
  }
}

/// Finds the optional requirements of protocols and what each type inherits.
private final class Finder: ActiveSyntaxVisitor {
  var requirements: [String: [OptionalRequirements.Requirement]] = [:]
  var inherited: [String: Set<String>] = [:]
  var methodNames: Set<String> = []

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    record(name, node.inheritanceClause)
    let access =
      node.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
    for item in node.memberBlock.members {
      let decl = item.decl
      guard
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
        modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }),
        let key = OptionalRequirements.key(of: decl)
      else { continue }
      let helper =
        "_TransitOptional_\(name)_"
        + key.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
      let plain = Self.withoutObjectiveC(decl)
      var forwarding: String?
      if let variable = plain.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
        let type = binding.typeAnnotation?.type.trimmedDescription
      {
        let optional = type.hasSuffix("!") ? String(type.dropLast()) + "?" : type + "?"
        let member = binding.pattern.trimmedDescription
        forwarding =
          "  \(access)var \(member): \(optional) { (self as? \(helper))?.\(member) }"
      } else if let function = plain.as(FunctionDeclSyntax.self),
        function.genericParameterClause == nil, function.signature.effectSpecifiers == nil
      {
        methodNames.insert(function.name.text)
        let result = function.signature.returnClause?.type.trimmedDescription ?? "Void"
        let optional = result.hasSuffix("!") ? String(result.dropLast()) + "?" : "(\(result))?"
        let arguments = function.signature.parameterClause.parameters.map { parameter in
          let value = (parameter.secondName ?? parameter.firstName).text
          return parameter.firstName.tokenKind == .wildcard
            ? value : "\(parameter.firstName.text): \(value)"
        }
        forwarding =
          "  \(access)func \(function.name.text)"
          + "\(function.signature.parameterClause.trimmedDescription) -> \(optional) {\n"
          + "    (self as? \(helper))?.\(function.name.text)"
          + "(\(arguments.joined(separator: ", ")))\n  }"
      }
      requirements[name, default: []].append(
        .init(
          protocolName: name, key: key, declaration: plain.trimmedDescription, helper: helper,
          access: access, forwarding: forwarding))
    }
    return .skipChildren
  }

  var members: [String: Set<String>] = [:]

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, node.inheritanceClause)
    collectMembers(node.name.text, node.memberBlock)
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.extendedType.trimmedDescription, node.inheritanceClause)
    collectMembers(node.extendedType.trimmedDescription, node.memberBlock)
    return .visitChildren
  }

  private func collectMembers(_ type: String, _ block: MemberBlockSyntax) {
    for item in block.members {
      if let key = OptionalRequirements.key(of: item.decl) {
        members[type, default: []].insert(key)
      }
    }
  }

  private func record(_ type: String, _ clause: InheritanceClauseSyntax?) {
    guard let clause else { return }
    for inheritedType in clause.inheritedTypes {
      let name = inheritedType.type.trimmedDescription
      inherited[type, default: []].insert(
        String(name.split(separator: ".").last ?? Substring(name)))
    }
  }

  /// The declaration without `@objc` and without `optional`.
  static func withoutObjectiveC(_ decl: DeclSyntax) -> DeclSyntax {
    var copy = decl
    if var attributed = copy.asProtocol(WithAttributesSyntax.self) {
      attributed.attributes = attributed.attributes.filter {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "objc"
      }
      copy = Syntax(fromProtocol: attributed).cast(DeclSyntax.self)
    }
    if var modified = copy.asProtocol(WithModifiersSyntax.self) {
      modified.modifiers = modified.modifiers.filter {
        $0.name.tokenKind != .keyword(.optional)
      }
      copy = Syntax(fromProtocol: modified).cast(DeclSyntax.self)
    }
    return copy
  }
}
