import SwiftSyntax

/// The initializers Transit's UIKit makes `required` where UIKit's are Objective-C initializers
/// it calls by name: a layer's `init()` and `init(layer:)` (a view's `layerClass`, presentation
/// copies), a cell's (`register(_:forCellReuseIdentifier:)`), a table header or footer view's,
/// a segue's (a storyboard's custom segue). Swift can only make an object from its class
/// through a `required` initializer.
///
/// A class that declares a designated initializer of its own inherits none of its superclass's.
/// On iOS, Swift then gives the class, for each Objective-C initializer it leaves out, one that
/// stops the app with "use of unimplemented initializer"; here, Swift asks the class to declare
/// each required one. The rewrite adds those the class leaves out, with the same stop, on the
/// line of the class's closing brace (so no line moves); an `override` of one becomes
/// `required` (`InitializerRule`).
enum RequiredInitializers {
  struct Requirement {
    /// The argument labels, as the initializer is matched by.
    let labels: [String]
    let signature: String
    let name: String
  }

  private static let layer = [
    Requirement(labels: [], signature: "init()", name: "init()"),
    Requirement(labels: ["layer"], signature: "init(layer: Any)", name: "init(layer:)"),
  ]

  private static let annotationView = [
    Requirement(
      labels: ["annotation", "reuseIdentifier"],
      signature: "init(annotation: (any MKAnnotation)?, reuseIdentifier: String?)",
      name: "init(annotation:reuseIdentifier:)")
  ]

  /// By the UIKit or Core Animation class a developer's class descends from.
  static let byRoot: [String: [Requirement]] = [
    "CALayer": layer, "CAShapeLayer": layer, "CAGradientLayer": layer,
    "UITableViewCell": [
      Requirement(
        labels: ["style", "reuseIdentifier"],
        signature: "init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)",
        name: "init(style:reuseIdentifier:)")
    ],
    "UITableViewHeaderFooterView": [
      Requirement(
        labels: ["reuseIdentifier"], signature: "init(reuseIdentifier: String?)",
        name: "init(reuseIdentifier:)")
    ],
    "UICollectionViewCell": [
      Requirement(labels: ["frame"], signature: "init(frame: CGRect)", name: "init(frame:)")
    ],
    "UICollectionViewListCell": [
      Requirement(labels: ["frame"], signature: "init(frame: CGRect)", name: "init(frame:)")
    ],
    "UICollectionReusableView": [
      Requirement(labels: ["frame"], signature: "init(frame: CGRect)", name: "init(frame:)")
    ],
    // A map makes its registered annotation views by class
    // (`dequeueReusableAnnotationView(withIdentifier:for:)`).
    "MKAnnotationView": annotationView, "MKMarkerAnnotationView": annotationView,
    "MKPinAnnotationView": annotationView,
    "UIStoryboardSegue": [
      Requirement(
        labels: ["identifier", "source", "destination"],
        signature:
          "init(identifier: String?, source: UIViewController, destination: UIViewController)",
        name: "init(identifier:source:destination:)")
    ],
  ]

  static func requirements(
    of node: ClassDeclSyntax, hierarchy: ClassHierarchy
  ) -> [Requirement] {
    guard let superclass = ClassHierarchy.superclass(of: node) else { return [] }
    return byRoot[hierarchy.root(of: superclass)] ?? []
  }

  /// The required initializers `node` leaves out although it declares a designated one, as
  /// code to put before its closing brace; nil when it leaves out none.
  static func missing(in node: ClassDeclSyntax, hierarchy: ClassHierarchy) -> String? {
    let requirements = requirements(of: node, hierarchy: hierarchy)
    guard !requirements.isEmpty else { return nil }
    let initializers = node.memberBlock.members.compactMap {
      $0.decl.as(InitializerDeclSyntax.self)
    }
    let designated = initializers.filter { initializer in
      !initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    }
    guard !designated.isEmpty else { return nil }
    let declared = Set(
      designated.map { $0.signature.parameterClause.parameters.map(\.firstName.text) })
    let access =
      node.modifiers.contains {
        $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open)
      } ? "public " : ""
    let stubs = requirements.filter { !declared.contains($0.labels) }.map {
      "\(access)required \($0.signature) { fatalError(\"use of unimplemented initializer "
        + "'\($0.name)' for class '\(node.name.text)'\") } "
    }
    return stubs.isEmpty ? nil : stubs.joined()
  }
}

extension EditFinder {
  /// Adds the required initializers `node` leaves out (`RequiredInitializers`).
  func addRequiredInitializers(_ node: ClassDeclSyntax) {
    guard let code = RequiredInitializers.missing(in: node, hierarchy: hierarchy) else { return }
    let brace = node.memberBlock.rightBrace
    let offset = brace.positionAfterSkippingLeadingTrivia.utf8Offset
    changes.append(Change(start: offset, end: offset, text: code))
    let location = brace.startLocation(converter: converter)
    edits.append(
      .init(
        kind: .initializer, line: location.line, column: location.column, original: "}",
        replacement: code + "}"))
  }
}
