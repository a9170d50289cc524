import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// A developer's file, rewritten so that code written for iOS compiles against Transit's UIKit
/// on Linux. Every edit keeps the length of what it replaces (it is padded with spaces), so
/// every other token keeps its line and column, and a `#sourceLocation` line naming the
/// developer's file on top makes the compiler report their own file, line and column.
///
/// The developer's file is never modified: the rewritten copy lives in Transit's cache.
package struct SourceRewrite: Sendable {
  /// The text to compile.
  package let text: String
  /// What was changed, where.
  package let edits: [Edit]
  /// What was left as written because it has no equivalent here, with where and why.
  package let notes: [Note]
  /// The classes the file declares at its top level, in active code.
  package let classes: [ClassDeclaration]
  /// Set when nothing in the file is compiled: every declaration is inside an `#if` whose
  /// condition is false on an iPhone.
  package let hiddenBy: Note?
  /// The function that registers the file's outlets, actions and inspectable properties for
  /// storyboards and nibs (`InterfaceBuilderConnections`), when it declares any.
  package var interfaceBuilderFunction: String? = nil
  /// The Objective-C selectors of the instance methods each class declares in this file, in
  /// its body or extensions, which the entry point registers (`SelectorTable`).
  package var selectorTable: [String: Set<String>] = [:]
  /// The functions that register the file's overrides in extensions of UIKit classes in the
  /// Objective-C runtime's table (`SwizzleScan`), which the entry point calls.
  package var overrideRegistrations: [String] = []
  /// The function that registers the initializers the file's classes declare, for calls
  /// through a class value (`MetatypeInitializers`), when it declares any.
  package var initializerFunction: String? = nil

  /// One change, on one line of the developer's file.
  package struct Edit: Sendable, Equatable, CustomStringConvertible {
    package enum Kind: String, Sendable {
      /// `@objc`, `@objcMembers`, `dynamic`: there is no Objective-C runtime on Linux.
      case objectiveC
      /// `@IBAction`, `@IBOutlet` and the like: there are no nibs or storyboards.
      case interfaceBuilder
      /// `@main` or `@UIApplicationMain`: the scenario starts the app, not its delegate.
      case entryPoint
      /// `#selector(f)` as an `action:` argument or the `selector:` of NotificationCenter's
      /// `addObserver(_:selector:name:object:)`, now a method reference; elsewhere, a
      /// `Selector` with its name and, where its class is known, its method.
      case selector
      /// `#keyPath(A.b)`, now the string it stands for.
      case keyPath
      /// A condition of `#if`, now its value on an iPhone.
      case platformCondition
      /// An initializer keyword where Transit's UIKit requires another (see `InitializerRule`).
      case initializer
      /// A `#sourceLocation` of the developer's, blanked (see `sourceLocationBlanks`).
      case sourceLocation
      /// A scoped or submodule import of a module Transit answers (`import class UIKit.UIImage`,
      /// `import UIKit.UIImage`), now the whole module's.
      case scopedImport
      /// NSObject's `responds(to:)` or `forwardingTarget(for:)` overridden, or called on
      /// `super`, where Linux's Foundation has neither (see `MessageForwarders`).
      case messageForwarding
      /// NSObject's key-value observing method declared, or called on `super`, where Linux's
      /// Foundation has none (see `KeyValueStringObservers`).
      case keyValueObserving
      /// `DispatchQueue.main` before `.async` or `.asyncAfter`, now `TransitMainQueue`,
      /// `DispatchTime.now`, now `TransitClock.now`, `CFAbsoluteTimeGetCurrent`, now
      /// `TransitClock.absolute`, and a block timer's `scheduledTimer`, now `transitTimer`: the
      /// main queue's blocks and block timers run on the virtual run loop, and time is read on
      /// the virtual clock (see `MainQueueRewrite`).
      case mainQueue
      /// A prologue in an `@objc` method a `#selector` names, or an `override` in an extension
      /// of a UIKit class renamed for the Objective-C runtime's table (see `SwizzleScan`).
      case swizzling
      /// `cls.init(…)` on an Objective-C class's value, now `ObjectiveCRuntime.alloc(cls)(…)`,
      /// and `NSClassFromString`, now `ObjectiveCRuntime.classFromString` (see
      /// `MetatypeInitializers`).
      case metatypeInitializer
      /// `#Preview { … }`, an Xcode canvas preview the app never runs, blanked: its macro is in
      /// Apple's developer tools.
      case preview
    }

    package let kind: Kind
    /// 1-based line and UTF-8 column in the developer's file.
    package let line: Int
    package let column: Int
    package let original: String
    package let replacement: String

    package var description: String {
      "\(line):\(column) \(kind.rawValue): \(original) → \(replacement)"
    }
  }

  /// Something the rewrite did not change, which the compiler may then report.
  package struct Note: Sendable, Equatable, CustomStringConvertible {
    package let line: Int
    package let column: Int
    package let message: String

    package var description: String { "\(line):\(column) \(message)" }
  }

  /// A class the file declares at its top level, with the class it inherits from.
  package struct ClassDeclaration: Sendable, Equatable {
    package let name: String
    package let superclass: String?
    package let line: Int
    package let column: Int
    /// Every type its declaration inherits from or conforms to, without a module prefix.
    package let inherited: [String]
    /// Marked `@main` or `@UIApplicationMain`: the app's entry point.
    package let isEntryPoint: Bool
    /// Declares `observeValue(forKeyPath:of:change:context:)` (`KeyValueStringObservers`).
    package var observesKeyValues = false
    /// Which of NSObject's `responds(to:)` and `forwardingTarget(for:)` it declares, by base
    /// name (`MessageForwarders`).
    package var messageMethods: [String] = []

    package init(
      name: String, superclass: String?, line: Int, column: Int, inherited: [String] = [],
      isEntryPoint: Bool = false
    ) {
      self.name = name
      self.superclass = superclass
      self.line = line
      self.column = column
      self.inherited = inherited
      self.isEntryPoint = isEntryPoint
    }
  }

  /// Rewrites `source`, the text of the developer's file at `path`. `hierarchy` holds the
  /// classes of all the files being compiled, so an initializer can be matched with the UIKit
  /// class its class descends from. `registersInitializers` is set when some file of the
  /// program calls an initializer through a class value (`MetatypeInitializers`).
  package static func rewrite(
    source: String, path: String, hierarchy: ClassHierarchy = ClassHierarchy(),
    fileIndex: Int? = nil, isLibrary: Bool = false,
    optionals: OptionalRequirements = OptionalRequirements(), language: SwiftLanguageMode = .five,
    selectors: SelectorParameters = SelectorParameters(), conditions: Set<String> = [],
    registersInitializers: Bool = false
  ) -> SourceRewrite {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    let configuration = PhoneBuildConfiguration(language: language, conditions: conditions)
    let finder = EditFinder(
      converter: converter, hierarchy: hierarchy, optionals: optionals,
      configuration: configuration, selectors: selectors)
    finder.swizzle = SwizzleScan(tree)
    finder.classValueNames = MetatypeInitializers.classValueNames(in: tree)
    finder.registersInitializers = registersInitializers
    finder.walk(tree)
    var changes = finder.changes
    var edits = finder.edits
    for blank in sourceLocationBlanks(in: tree, converter: converter) {
      changes.append(
        Change(start: blank.range.lowerBound, end: blank.range.upperBound, text: blank.text))
      edits.append(blank.edit)
    }
    var bytes = Array(source.utf8)
    for change in changes.sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(change.start..<change.end, with: Array(change.text.utf8))
    }
    let header = "#sourceLocation(file: \(stringLiteral(path)), line: 1)\n"
    let connections = fileIndex.flatMap {
      InterfaceBuilderConnections.make(
        tree, converter: converter, path: path, fileIndex: $0, isLibrary: isLibrary,
        configuration: configuration)
    }
    // What the rewrite appends is its own code: the developer's file's location ends first.
    let overrides = finder.extensionOverrideCode(
      path: path, fileIndex: fileIndex ?? 0, isLibrary: isLibrary)
    let initializers = finder.initializerRegistrationCode(
      path: path, fileIndex: fileIndex ?? 0, isLibrary: isLibrary)
    var appended =
      finder.optionalRequirementCode() + finder.keyValueObserverCode()
      + finder.messageForwarderCode() + (connections?.code ?? "") + overrides.code
      + (initializers?.code ?? "")
    if !appended.isEmpty { appended = "\n#sourceLocation()\n" + appended }
    let developer = header + String(decoding: bytes, as: UTF8.self)
    let moved = ExtensionOverrides.move(
      in: developer + appended, path: path, developerEnd: developer.utf8.count)
    var rewrite = SourceRewrite(
      text: moved.text, edits: edits + moved.edits,
      notes: finder.notes, classes: finder.classes,
      hiddenBy: hiddenBy(tree, converter: converter, configuration: configuration))
    rewrite.interfaceBuilderFunction = connections?.functionName
    rewrite.selectorTable = finder.selectorTable
    rewrite.overrideRegistrations = overrides.functions
    rewrite.initializerFunction = initializers?.function
    return rewrite
  }

  /// The classes a file declares, without rewriting it: the first of the two passes over a
  /// developer's files.
  package static func classes(in source: String) -> [ClassDeclaration] {
    classes(in: Parser.parse(source: source))
  }

  private static func classes(in tree: SourceFileSyntax) -> [ClassDeclaration] {
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let finder = EditFinder(converter: converter, hierarchy: ClassHierarchy())
    finder.walk(tree)
    return finder.classes
  }

  /// The classes a file declares, and the classes whose values it sends `init`
  /// (`MetatypeInitializers`), from one reading of it: the first of the two passes.
  package static func survey(_ source: String) -> (
    classes: [ClassDeclaration], initializedClasses: Set<String>
  ) {
    let tree = Parser.parse(source: source)
    // A file without `.init` or `navigationBarClass` makes nothing through a class value, and
    // is not walked for it.
    let initialized =
      source.contains(".init") || source.contains("navigationBarClass")
      ? MetatypeInitializers.initializedClasses(in: tree) : []
    return (classes(in: tree), initialized)
  }

  /// `text` as a Swift string literal.
  static func stringLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        literal += "\\u{\(String(scalar.value, radix: 16))}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }

  /// The `#if` that hides the whole file, if one does: the file has top-level code, and all of
  /// it is inside `#if` blocks with no clause active on an iPhone.
  private static func hiddenBy(
    _ tree: SourceFileSyntax, converter: SourceLocationConverter,
    configuration: PhoneBuildConfiguration
  ) -> Note? {
    var firstHiding: IfConfigDeclSyntax?
    for item in tree.statements {
      guard let ifConfig = item.item.as(IfConfigDeclSyntax.self) else {
        if item.item.is(ImportDeclSyntax.self) { continue }
        return nil
      }
      let active = ifConfig.activeClause(in: configuration).clause
      if let elements = active?.elements, !elements.trimmedDescription.isEmpty { return nil }
      if firstHiding == nil { firstHiding = ifConfig }
    }
    guard let hiding = firstHiding, let first = hiding.clauses.first else { return nil }
    let location = hiding.startLocation(converter: converter)
    let condition = first.condition?.trimmedDescription ?? ""
    return Note(
      line: location.line, column: location.column,
      message:
        "nothing in this file is compiled: it is all inside `#if \(condition)`, which is false "
        + "here (Transit reads #if as on an iPhone's debug build: os(iOS) and DEBUG hold, "
        + "os(macOS), targetEnvironment(simulator) and targetEnvironment(macCatalyst) do not)")
  }
}
