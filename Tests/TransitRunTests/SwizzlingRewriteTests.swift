import Foundation
import Testing
import TransitCompile
import TransitUIKit

/// The rewrite of swizzling code: a `#selector` of an `@objc` method declared in an extension
/// of a UIKit class carries the method, the method gains the prologue that runs what the
/// Objective-C runtime's table holds for it, and an `override` in an extension of a UIKit class
/// is renamed and registered in that table (`SwizzleScan`).
@Suite("Source rewrite: swizzling")
struct SwizzlingRewriteTests {
  static let source = """
    import UIKit
    extension UIViewController {
        static func swap() {
            let original = class_getInstanceMethod(self, #selector(viewWillAppear(_:)))!
            let replacement = class_getInstanceMethod(self, #selector(traced_viewWillAppear(_:)))!
            method_exchangeImplementations(original, replacement)
            _ = #selector(getter: traced_style)
            _ = #selector(getter: preferredStatusBarStyle)
        }
        @objc func traced_viewWillAppear(_ animated: Bool) {
            traced_viewWillAppear(animated)
        }
        @objc var traced_style: UIStatusBarStyle {
            return traced_style
        }
        @objc func untouched(_ animated: Bool) {}
    }
    extension UIWindow {
        open override var layer: CALayer {
            return super.layer
        }
    }

    """

  @Test("selectors carry the swizzled methods, which gain the prologue; the override is renamed")
  func rewrite() {
    let rewrite = SourceRewrite.rewrite(source: Self.source, path: "Swap.swift", fileIndex: 2)
    let prologue = { (selector: String, argument: String, result: String) in
      "{ if let transitForwarded = ObjectiveCRuntime.forward(self, UIViewController.self, "
        + "\"\(selector)\", \(argument), as: (\(result)).self) { return transitForwarded };"
    }
    #expect(
      rewrite.edits.map(\.description) == [
        "4:54 selector: #selector(viewWillAppear(_:)) → Selector(\"viewWillAppear:\")",
        "5:57 selector: #selector(traced_viewWillAppear(_:)) → "
          + "Selector(\"traced_viewWillAppear:\", UIViewController.traced_viewWillAppear(_:))",
        "7:13 selector: #selector(getter: traced_style) → Selector(\"traced_style\", getter: "
          + "{ (receiver: UIViewController) in receiver.traced_style })",
        "8:13 selector: #selector(getter: preferredStatusBarStyle) → "
          + "Selector(\"preferredStatusBarStyle\")",
        "10:56 swizzling: { → " + prologue("traced_viewWillAppear:", "animated", "Void"),
        "10:5 objectiveC: @objc → ",
        "13:46 swizzling: { → " + prologue("traced_style", "()", "UIStatusBarStyle"),
        "13:5 objectiveC: @objc → ",
        "16:5 objectiveC: @objc → ",
        "19:5 swizzling: open → ",
        "19:10 swizzling: override → ",
        "19:23 swizzling: layer → transitOverride_layer",
      ])
    // `untouched(_:)` is named by no #selector, so it keeps its body as written.
    #expect(rewrite.text.contains("func untouched(_ animated: Bool) {}"))
    let appended = rewrite.text.components(separatedBy: "#sourceLocation()\n")
    #expect(
      appended.dropFirst().joined(separator: "#sourceLocation()\n") == """
        extension UIWindow {
          @MainActor static func transitRegisterOverride2_0() {
        #sourceLocation(file: "Swap.swift", line: 19)
            ObjectiveCRuntime.registerOverride(UIWindow.self, "layer") { receiver, argument in receiver.transitOverride_layer }
        #sourceLocation()
          }
        }

        """)
    #expect(rewrite.overrideRegistrations == ["UIWindow.transitRegisterOverride2_0"])
  }

  @Test("an override in an extension of the file's own class is moved, not registered")
  func ownClass() {
    let source = """
      import UIKit
      class Card: UIView {}
      extension Card {
          override func layoutSubviews() { super.layoutSubviews() }
      }

      """
    let hierarchy = ClassHierarchy(SourceRewrite.classes(in: source))
    let rewrite = SourceRewrite.rewrite(source: source, path: "Card.swift", hierarchy: hierarchy)
    #expect(rewrite.overrideRegistrations.isEmpty)
    #expect(
      rewrite.edits.map(\.description) == [
        "4:5 objectiveC: override func layoutSubviews() { super.layoutSubviews() } → "
          + "(moved into class Card)"
      ])
  }

  @Test("overrides in an extension of a UIKit class outside the table are left to the compiler")
  func unregistered() {
    let source = """
      import UIKit
      extension UINavigationController {
          override open var childForStatusBarStyle: UIViewController? { topViewController }
          override open var shouldAutorotate: Bool { false }
          open override func awakeFromNib() { super.awakeFromNib() }
          override open func viewDidLoad() { super.viewDidLoad() }
      }
      extension UIScrollView {
          override open class var layerClass: AnyClass { CALayer.self }
      }

      """
    let rewrite = SourceRewrite.rewrite(source: source, path: "Nav.swift", fileIndex: 1)
    #expect(
      rewrite.edits.map(\.description) == [
        "6:5 swizzling: override → ",
        "6:14 swizzling: open → ",
        "6:24 swizzling: viewDidLoad → transitOverride_viewDidLoad",
      ])
    #expect(rewrite.overrideRegistrations == ["UINavigationController.transitRegisterOverride1_0"])
    #expect(rewrite.text.contains("override open var childForStatusBarStyle"))
    #expect(rewrite.text.contains("override open class var layerClass"))
  }

  @Test("the rewrite's table of swizzlable selectors is the runtime's")
  func sameTable() {
    #expect(SwizzleScan.swizzlable == ObjectiveCRuntime.swizzlable)
  }

  @Test("a method a closure is passed to without escaping gets no prologue; an escaping one does")
  func nonEscapingClosure() {
    let source = """
      import UIKit
      extension UIViewController {
          static func swap() {
              _ = class_getInstanceMethod(self, #selector(run(_:)))
              _ = class_getInstanceMethod(self, #selector(later(_:)))
              _ = class_getInstanceMethod(self, #selector(maybe(_:)))
              _ = class_getInstanceMethod(self, #selector(wrapped(_:)))
          }
          @objc func run(_ body: () -> Void) { body() }
          @objc func later(_ body: @escaping () -> Void) { body() }
          @objc func maybe(_ body: (() -> Void)?) { body?() }
          @objc func wrapped(_ body: (() -> Void)) { body() }
      }

      """
    let rewrite = SourceRewrite.rewrite(source: source, path: "Run.swift", fileIndex: 1)
    let prologued = rewrite.edits.filter { $0.kind == .swizzling }.map(\.line)
    #expect(prologued == [10, 11])
  }
}
