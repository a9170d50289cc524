import SwiftIfConfig
import SwiftSyntax

/// The build configuration a developer's files are read in: an iPhone app's debug build, so
/// `#if os(iOS)` and `#if DEBUG` hold, and `#if os(macOS)` or `#if targetEnvironment(simulator)`
/// do not.
///
/// Swift on Linux evaluates `os(iOS)` false, which would hide whole files written for iOS
/// (every file of a library wrapped in `#if os(iOS)` compiles to nothing); the rewrite replaces
/// each platform condition by its value here instead. Xcode's debug configuration defines
/// `DEBUG` (the "Active Compilation Conditions" build setting), and code prints under it, so it
/// is set here and passed to the compiler with `-D DEBUG`.
struct PhoneBuildConfiguration: BuildConfiguration {
  /// The modules a developer's file can import here: those `transit run` answers as on iOS
  /// (`StandInModules`), and what Swift has itself. `ObjectiveC` is answered for `import` only:
  /// `canImport(ObjectiveC)` stays false, as code written for several platforms guards the
  /// runtime's functions (swizzling, `NSClassFromString`) with it, which Linux has not.
  static let importableModules = Set(
    StandInModules.iOSNames.filter { $0 != "ObjectiveC" }
      + ["Foundation", "Dispatch", "Swift", "_Concurrency"])

  func isCustomConditionSet(name: String) throws -> Bool {
    name == "DEBUG" || name == "TRANSIT" || conditions.contains(name)
  }
  func hasFeature(name: String) throws -> Bool { false }
  func hasAttribute(name: String) throws -> Bool { true }

  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
    guard let module = importPath.first?.1 else { return false }
    return Self.importableModules.contains(module)
  }

  func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }
  func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
  /// A device, not the simulator or Mac Catalyst.
  func isActiveTargetEnvironment(name: String) throws -> Bool { false }
  /// No Objective-C runtime: `_runtime(_ObjC)` is false here, as it is for the compiler.
  func isActiveTargetRuntime(name: String) throws -> Bool { name == "_Native" }
  func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
  var targetPointerBitWidth: Int { 64 }
  var targetAtomicBitWidths: [Int] { [32, 64, 128] }
  var endianness: Endianness { .little }
  /// The language mode the files compile in (`-swift-version 5` unless the run says
  /// otherwise), which `#if swift(>=…)` asks about.
  var language: SwiftLanguageMode = .five
  /// The compilation conditions the run sets (`transit run -D NAME`), as a target's Active
  /// Compilation Conditions or `-D` in its Other Swift Flags set them in Xcode.
  var conditions: Set<String> = []
  var languageVersion: VersionTuple { language.languageVersion }
  var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
