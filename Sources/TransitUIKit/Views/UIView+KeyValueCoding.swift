import Foundation

// Key-value coding on views, without the Objective-C runtime: a view answers its properties by
// their key-value coding names, the Objective-C getters' (`hidden`, `enabled`,
// `userInteractionEnabled`), as code that copies a label's settings onto another by a list of
// names reads and writes them. A key Transit does not answer by name is kept and given back,
// changing nothing; on iOS a key the class does not have raises, and one it has but Transit
// does not model (a deprecated property) does what the property does.
extension UIView {
  /// Mirrors `value(forKey:)`.
  public func value(forKey key: String) -> Any? {
    if let label = self as? UILabel, let value = label.labelValue(forKey: key) { return value }
    switch key {
    case "alpha": return alpha
    case "hidden": return isHidden
    case "opaque": return isOpaque
    case "clipsToBounds": return clipsToBounds
    case "userInteractionEnabled": return isUserInteractionEnabled
    case "backgroundColor": return backgroundColor
    case "tintColor": return tintColor
    case "tag": return tag
    case "contentMode": return contentMode
    case "frame": return frame
    case "bounds": return bounds
    case "center": return center
    case "transform": return transform
    default: return keyValueStore[key]
    }
  }

  /// Mirrors `setValue(_:forKey:)`: sets the property the key names when the value has its
  /// type, else keeps the value for the key.
  public func setValue(_ value: Any?, forKey key: String) {
    if let label = self as? UILabel, label.setLabelValue(value, forKey: key) { return }
    switch (key, value) {
    case ("alpha", let number as CGFloat): alpha = number
    case ("hidden", let flag as Bool): isHidden = flag
    case ("opaque", let flag as Bool): isOpaque = flag
    case ("clipsToBounds", let flag as Bool): clipsToBounds = flag
    case ("userInteractionEnabled", let flag as Bool): isUserInteractionEnabled = flag
    case ("backgroundColor", let color as UIColor?): backgroundColor = color
    case ("tintColor", let color as UIColor?): tintColor = color
    case ("tag", let number as Int): tag = number
    case ("contentMode", let mode as ContentMode): contentMode = mode
    case ("frame", let rect as CGRect): frame = rect
    case ("bounds", let rect as CGRect): bounds = rect
    case ("center", let point as CGPoint): center = point
    case ("transform", let matrix as CGAffineTransform): transform = matrix
    default: keyValueStore[key] = value
    }
  }

  /// Mirrors `value(forKeyPath:)` and `setValue(_:forKeyPath:)` for a path of one key.
  public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    setValue(value, forKey: keyPath)
  }
}

extension UILabel {
  /// A label's own property by its key-value coding name, or nil for another key.
  fileprivate func labelValue(forKey key: String) -> Any? {
    switch key {
    case "text": text
    case "font": font
    case "textColor": textColor
    case "textAlignment": textAlignment
    case "numberOfLines": numberOfLines
    case "lineBreakMode": lineBreakMode
    case "adjustsFontSizeToFitWidth": adjustsFontSizeToFitWidth
    case "minimumScaleFactor": minimumScaleFactor
    case "highlighted": isHighlighted
    case "highlightedTextColor": highlightedTextColor
    case "enabled": isEnabled
    case "shadowColor": shadowColor
    case "shadowOffset": shadowOffset
    case "baselineAdjustment": baselineAdjustment
    default: nil
    }
  }

  /// Sets a label's own property by its key-value coding name; false for another key or a
  /// value of another type.
  fileprivate func setLabelValue(_ value: Any?, forKey key: String) -> Bool {
    switch (key, value) {
    case ("text", let string as String?): text = string
    case ("font", let font as UIFont): self.font = font
    case ("textColor", let color as UIColor): textColor = color
    case ("textAlignment", let alignment as NSTextAlignment): textAlignment = alignment
    case ("numberOfLines", let number as Int): numberOfLines = number
    case ("lineBreakMode", let mode as NSLineBreakMode): lineBreakMode = mode
    case ("adjustsFontSizeToFitWidth", let flag as Bool): adjustsFontSizeToFitWidth = flag
    case ("minimumScaleFactor", let number as CGFloat): minimumScaleFactor = number
    case ("highlighted", let flag as Bool): isHighlighted = flag
    case ("highlightedTextColor", let color as UIColor?): highlightedTextColor = color
    case ("enabled", let flag as Bool): isEnabled = flag
    case ("shadowColor", let color as UIColor?): shadowColor = color
    case ("shadowOffset", let size as CGSize): shadowOffset = size
    case ("baselineAdjustment", let adjustment as UIBaselineAdjustment):
      baselineAdjustment = adjustment
    default: return false
    }
    return true
  }
}
