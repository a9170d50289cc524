import Foundation
import Testing

@testable import TransitUIKit

/// What a blur library or a registry of kinds does that needs more than Swift gives on Linux: a
/// private blur class found by name and made through its class value, its values set by key,
/// and objects made through a class value chosen at run time, as such code writes them.
@MainActor
@Suite("Class values and UIKit's classes by name")
struct ClassValueTests {
  /// A blur view as public blur libraries write it: UIKit's private class found by name, made
  /// through its class value, its radius and scale set by key.
  final class RadiusBlurView: UIVisualEffectView {
    let blur: UIBlurEffect

    init(radius: CGFloat) {
      let found: AnyObject.Type = ObjectiveCRuntime.classFromString("_UICustomBlurEffect")!
      let objectType = found as! NSObject.Type
      blur = ObjectiveCRuntime.alloc(objectType)() as! UIBlurEffect
      blur.setValue(1.0, forKeyPath: "scale")
      blur.setValue(radius, forKeyPath: "blurRadius")
      super.init(effect: blur)
    }

    var radius: CGFloat { blur.value(forKeyPath: "blurRadius") as! CGFloat }
  }

  /// A card kind registered for making through its class value, with a required initializer
  /// that a subclass inherits, and one of its own.
  class Card: NSObject {
    let title: String
    required init(title: String) { self.title = title }
  }
  final class PhotoCard: Card {}
  final class Plain: NSObject {
    let size: CGFloat
    init(size: CGFloat) { self.size = size }
  }

  @Test("the private blur class is found by name, made by its class value, and keeps its keys")
  func customBlur() {
    let view = RadiusBlurView(radius: 12)
    #expect(view.radius == 12)
    #expect(view.blur.value(forKeyPath: "scale") as? CGFloat == 1)
    #expect(view.effect === view.blur)
    // Unset numeric keys read 0 and Boolean ones false; unknown keys are kept as given.
    #expect(view.blur.value(forKey: "colorTintAlpha") as? CGFloat == 0)
    #expect(view.blur.value(forKey: "darkenWithSourceOver") as? Bool == false)
    view.blur.setValue(UIColor.red, forKeyPath: "colorTint")
    #expect(view.blur.value(forKeyPath: "colorTint") as? UIColor == .red)
    #expect(
      "\(view.blur)" == "<_UICustomBlurEffect blurRadius=12.0 scale=1.0 (kept; no blur is drawn)>")
    let typed = ObjectiveCRuntime.alloc(
      ObjectiveCRuntime.classFromString("_UICustomBlurEffect") as! UIBlurEffect.Type)()
    #expect(type(of: typed) == _UICustomBlurEffect.self)
  }

  @Test("UIKit's names find its classes; others are Foundation's to find")
  func classesByName() {
    #expect(ObjectiveCRuntime.classFromString("UIView") == UIView.self)
    #expect(ObjectiveCRuntime.classFromString("UIVisualEffectView") == UIVisualEffectView.self)
    #expect(ObjectiveCRuntime.classFromString("_UINoSuchView") == nil)
  }

  @Test("a required initializer makes the subclass sent it; others answer for their own class")
  func registeredInitializers() {
    ObjectiveCRuntime.registerInitializer(Card.self, "init(title:)", required: true) {
      type, arguments in
      type.init(title: ObjectiveCRuntime.argument(arguments, 0, of: "init(title:)"))
    }
    ObjectiveCRuntime.registerInitializer(Plain.self, "init(size:)") { _, arguments in
      Plain(size: ObjectiveCRuntime.argument(arguments, 0, of: "init(size:)"))
    }
    let kinds: [Card.Type] = [Card.self, PhotoCard.self]
    let made = kinds.map { ObjectiveCRuntime.alloc($0)(title: "Seoul") }
    #expect(made.map { "\(type(of: $0))" } == ["Card", "PhotoCard"])
    #expect(made.map(\.title) == ["Seoul", "Seoul"])
    // A literal's number passes as the parameter's CGFloat, as Objective-C passes it.
    let plainType: NSObject.Type = Plain.self
    let plain = ObjectiveCRuntime.alloc(plainType)(size: 2.5) as? Plain
    #expect(plain?.size == 2.5)
    #expect(ObjectiveCRuntime.construct(PhotoCard.self, "init(name:)", ["x"]) == nil)
    #expect(type(of: ObjectiveCRuntime.alloc(UIView.self)()) == UIView.self)
  }
}
