import Foundation

// Key-value coding on view controllers, without the Objective-C runtime, as on views
// (`UIView+KeyValueCoding.swift`): a view controller answers the presentation properties code
// sets by key by their key-value coding names (the Objective-C getters' and properties'
// names: `modalInPresentation`, `definesPresentationContext`), as a library sets
// `modalInPresentation` by key to build with SDKs from before iOS 13. A key Transit does not
// answer by name is kept and given back, changing nothing.
extension UIViewController {
  /// Mirrors `value(forKey:)`.
  public func value(forKey key: String) -> Any? {
    switch key {
    case "modalInPresentation": return isModalInPresentation
    case "definesPresentationContext": return definesPresentationContext
    case "title": return title
    case "preferredContentSize": return preferredContentSize
    default:
      return AssociatedObjects.get(self, &keyValueStoreKey).flatMap { ($0 as? [String: Any])?[key] }
    }
  }

  /// Mirrors `setValue(_:forKey:)`: sets the property the key names when the value has its
  /// type, else keeps the value for the key.
  public func setValue(_ value: Any?, forKey key: String) {
    switch (key, value) {
    case ("modalInPresentation", let flag as Bool): isModalInPresentation = flag
    case ("definesPresentationContext", let flag as Bool): definesPresentationContext = flag
    case ("title", let text as String?): title = text
    case ("preferredContentSize", let size as CGSize): preferredContentSize = size
    default:
      var store = AssociatedObjects.get(self, &keyValueStoreKey) as? [String: Any] ?? [:]
      store[key] = value
      AssociatedObjects.set(self, &keyValueStoreKey, store, weakly: false)
    }
  }
}

/// What `setValue(_:forKey:)` kept for keys that name no property answered by name.
private nonisolated(unsafe) var keyValueStoreKey: UInt8 = 0
