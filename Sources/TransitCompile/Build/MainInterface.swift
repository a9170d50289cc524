import Foundation

/// The main interface an app's `Info.plist` names: the storyboard UIKit loads when it launches
/// the app, `UIMainStoryboardFile` ("Main storyboard file base name"), or for an app with
/// scenes the `UISceneStoryboardFile` of its window scene's first configuration
/// (`UIApplicationSceneManifest`). Apple's Information Property List reference names both keys;
/// "About the app launch sequence" says UIKit loads the default storyboard the `Info.plist`
/// names before it calls `application(_:willFinishLaunchingWithOptions:)`.
///
/// An `Info.plist` is read only among the app's own paths (a library's describes the library),
/// only its two keys are looked at, and one larger than `maximumBytes` is refused.
enum MainInterface {
  /// Far beyond any app's `Info.plist` (a few kilobytes).
  static let maximumBytes = 1 << 20

  /// Whether `path` names an app's information property list: `Info.plist`, or a name that
  /// ends so (`MyApp-Info.plist`, as Xcode's older templates named it, or `DemoAppInfo.plist`),
  /// since the target's `INFOPLIST_FILE` build setting may name any file.
  static func isInfoList(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix("Info.plist")
  }

  /// The storyboard `bytes`, the `Info.plist` at `path`, names as the main interface, if any.
  static func storyboard(in bytes: [UInt8], path: String) throws -> String? {
    let list: Any
    do {
      list = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    } catch {
      throw RunError.unusableSource(
        path: path, reason: "not a property list (XML or binary), as an Info.plist is")
    }
    guard let keys = list as? [String: Any] else {
      throw RunError.unusableSource(
        path: path, reason: "a property list that is not a dictionary, as an Info.plist is")
    }
    if let name = keys["UIMainStoryboardFile"] as? String, !name.isEmpty { return name }
    let manifest = keys["UIApplicationSceneManifest"] as? [String: Any]
    let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
    let window = configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
    if let name = window?.first?["UISceneStoryboardFile"] as? String, !name.isEmpty {
      return name
    }
    return nil
  }
}
