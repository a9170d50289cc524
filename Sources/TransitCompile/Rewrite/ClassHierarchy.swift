import SwiftSyntax

/// The classes declared in a developer's files, by name, with the class each inherits from: the
/// first pass over the files, which the rewrite's second pass reads to tell which UIKit class a
/// class descends from.
package struct ClassHierarchy: Sendable {
  private var superclasses: [String: String] = [:]
  /// The classes that declare `observeValue(forKeyPath:of:change:context:)`.
  private var observers: Set<String> = []
  /// The classes that declare `responds(to:)` or `forwardingTarget(for:)`, with which.
  private var forwarders: [String: Set<String>] = [:]

  package init() {}

  package init(_ classes: [SourceRewrite.ClassDeclaration]) {
    for declaration in classes {
      if let superclass = declaration.superclass { superclasses[declaration.name] = superclass }
      if declaration.observesKeyValues { observers.insert(declaration.name) }
      if !declaration.messageMethods.isEmpty {
        forwarders[declaration.name] = Set(declaration.messageMethods)
      }
    }
  }

  /// Whether a class `name` descends from declares `observeValue(forKeyPath:of:change:context:)`.
  package func inheritsKeyValueObserver(_ name: String) -> Bool {
    var current = name
    var seen: Set<String> = [name]
    while let superclass = superclasses[current], seen.insert(superclass).inserted {
      if observers.contains(superclass) { return true }
      current = superclass
    }
    return false
  }

  /// Whether a class `name` descends from declares `method`, `responds` or `forwardingTarget`
  /// (`MessageForwarders`).
  package func inheritsMessageMethod(_ method: String, _ name: String) -> Bool {
    var current = name
    var seen: Set<String> = [name]
    while let superclass = superclasses[current], seen.insert(superclass).inserted {
      if forwarders[superclass]?.contains(method) == true { return true }
      current = superclass
    }
    return false
  }

  /// Whether the files declare a class `name` that inherits from another (as every class with
  /// an `@objc` method does, from `NSObject` at least).
  package func declares(_ name: String) -> Bool { superclasses[name] != nil }

  /// The first class `name` descends from that the files do not declare: a UIKit class, or
  /// another framework's, or `name` itself when it inherits from nothing.
  package func root(of name: String) -> String {
    var current = name
    var seen: Set<String> = [name]
    while let superclass = superclasses[current], seen.insert(superclass).inserted {
      current = superclass
    }
    return current
  }

  /// The name of the first type a class inherits from, without a module prefix
  /// (`UIKit.UIView` is `UIView`) or generic arguments (`Sheet<Cell>` is `Sheet`); protocols
  /// can't be told apart from a class here, which does no harm: a protocol is never a UIKit
  /// class the rules below name.
  static func superclass(of node: ClassDeclSyntax) -> String? {
    guard let first = node.inheritanceClause?.inheritedTypes.first?.type else { return nil }
    if let identifier = first.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = first.as(MemberTypeSyntax.self) { return member.name.text }
    let name = first.trimmedDescription
    return String(name.split(separator: ".").last ?? Substring(name))
  }
}

/// Where Transit's UIKit asks for another initializer keyword than Apple's, and the rewrite
/// swaps it (both keywords are eight characters, so nothing else on the line moves).
///
/// - `init?(coder:)` is `required` in UIKit, because its views and view controllers adopt
///   Objective-C's `NSCoding`; Transit loads no nibs and keeps it an ordinary initializer, so
///   its own classes need not repeat it. A developer's `required init?(coder:)` becomes
///   `override init?(coder:)`.
/// - Table and collection view cells are made from their class by the table or collection view
///   (`register(_:forCellReuseIdentifier:)`), which Swift can only do through a `required`
///   initializer; UIKit does it through the Objective-C runtime. A cell's
///   `override init(frame:)` or `override init(style:reuseIdentifier:)` becomes `required`, as
///   does a layer's `override init()` or `override init(layer:)` and a segue's
///   `override init(identifier:source:destination:)` (`RequiredInitializers`); `public required`
///   in an `open` class, where Swift asks a required initializer to be public.
struct InitializerRule {
  let from: Keyword
  let replacement: String

  /// The UIKit classes whose `init?(coder:)` is `required` on iOS (every view, view controller
  /// and collection view layout adopts `NSCoding`), as Transit's UIKit has them; a test holds
  /// the list to every such class Transit's UIKit declares.
  static let codingClasses: Set<String> = [
    "UIActivityIndicatorView", "UIActivityViewController", "UIAlertController", "UIButton",
    "UICollectionReusableView",
    "UICalendarView", "UIColorPickerViewController", "UIDatePicker",
    "UIDocumentPickerViewController",
    "UIImagePickerController", "UIRefreshControl",
    "UICollectionView", "UICollectionViewCell", "UICollectionViewController",
    "UICollectionViewCompositionalLayout",
    "UICollectionViewFlowLayout", "UICollectionViewListCell", "UIContentUnavailableView",
    "UIListContentView",
    "UICollectionViewLayout", "UIControl", "UIImageView", "UILabel",
    "UINavigationBar", "UINavigationController", "UIPageControl", "UIPageViewController",
    "UIProgressView", "UIScrollView", "UISearchBar", "UISearchController", "UISegmentedControl",
    "UISlider", "UISplitViewController", "UIStackView", "UIStepper", "UISwitch", "UITabBar",
    "UITabBarController", "UITableView", "UITableViewCell", "UITableViewController", "UIToolbar",
    "UITableViewHeaderFooterView", "UITextField", "UITextView", "UIView", "UIViewController",
    "UIVisualEffectView", "UIWindow",
    // MapKit's views, as Transit's MapKit has them.
    "MKMapView", "MKAnnotationView", "MKMarkerAnnotationView", "MKPinAnnotationView",
  ]

  static func rule(
    for initializer: InitializerDeclSyntax, in owner: ClassDeclSyntax, hierarchy: ClassHierarchy
  ) -> InitializerRule? {
    guard let superclass = ClassHierarchy.superclass(of: owner) else { return nil }
    let root = hierarchy.root(of: superclass)
    let labels = initializer.signature.parameterClause.parameters.map(\.firstName.text)
    if labels == ["coder"], codingClasses.contains(root) {
      return InitializerRule(from: .required, replacement: "override")
    }
    let isRequired = RequiredInitializers.byRoot[root]?.contains { $0.labels == labels } ?? false
    if isRequired {
      // In an `open` class a required initializer must be public, as other modules may
      // subclass it: one the developer left without an access level is made public.
      let isOpen = owner.modifiers.contains { $0.name.tokenKind == .keyword(.open) }
      return InitializerRule(
        from: .override,
        replacement: isOpen && !initializer.modifiers.namesAccess ? "public required" : "required")
    }
    return nil
  }
}

extension DeclModifierListSyntax {
  /// Whether the declaration names its access level (`open`, `public`, `package`, `internal`,
  /// `fileprivate` or `private`), rather than taking its context's default.
  var namesAccess: Bool {
    contains { modifier in
      guard case .keyword(let keyword) = modifier.name.tokenKind else { return false }
      return [.open, .public, .package, .internal, .fileprivate, .private].contains(keyword)
    }
  }
}
