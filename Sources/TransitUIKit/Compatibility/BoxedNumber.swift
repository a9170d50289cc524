import Foundation

/// A number handed over as `Any`, as key-value coding, a predicate's arguments, a visual
/// format's metrics and an initializer called through a class value receive it: the value of
/// any of the numeric types UIKit code passes (`Double`, `CGFloat`, `Float`, `Int`) or of an
/// `NSNumber`, as the Objective-C runtime would box it; nil for anything else.
func boxedNumber(_ value: Any?) -> Double? {
  switch value {
  case let value as Double: value
  case let value as CGFloat: Double(value)
  case let value as Float: Double(value)
  case let value as Int: Double(value)
  case let value as NSNumber: value.doubleValue
  default: nil
  }
}
