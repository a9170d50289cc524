import Foundation

#if !canImport(Darwin)
  // Key-value coding of the defaults by string, which `UserDefaults` has on Apple's platforms
  // through NSObject and Linux's Foundation, having no key-value coding, lacks. On iOS the
  // defaults answer a key with the default of that name, so code reads and writes its settings
  // this way.
  extension UserDefaults {
    /// Mirrors `value(forKey:)`: the default named `key`, as `object(forKey:)` reads it.
    public func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Mirrors `setValue(_:forKey:)`: sets the default named `key`, or removes it for nil.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
  }
#endif
