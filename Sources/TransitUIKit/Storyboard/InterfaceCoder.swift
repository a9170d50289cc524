import Foundation
import TransitInterfaceBuilder

/// The decoder UIKit hands `init?(coder:)` for an object a storyboard or nib describes: here,
/// the element that describes it, which `UIView` and `UIViewController` read their attributes
/// from (frame, colours, text, identifiers) before a subclass's own `init?(coder:)` goes on.
public final class InterfaceCoder: NSCoder, @unchecked Sendable {
  let element: InterfaceElement
  let load: InterfaceLoad

  init(element: InterfaceElement, load: InterfaceLoad) {
    self.element = element
    self.load = load
    super.init()
  }

  public override var allowsKeyedCoding: Bool { true }
  public override func containsValue(forKey key: String) -> Bool {
    element.attributes[key] != nil
  }
  public override func decodeBool(forKey key: String) -> Bool {
    element.attributes[key] == "YES"
  }
  public override func decodeObject(forKey key: String) -> Any? { element.attributes[key] }
  public override func decodeDouble(forKey key: String) -> Double {
    element.attributes[key].flatMap(Double.init) ?? 0
  }
  public override func decodeInteger(forKey key: String) -> Int {
    element.attributes[key].flatMap(Int.init) ?? 0
  }
}
