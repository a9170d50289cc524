import Foundation
import Testing
import TransitCompile

/// The rewrite of a class that overrides NSObject's `responds(to:)` and
/// `forwardingTarget(for:)`, as a delegate proxy does, and the methods each class declares,
/// which NSObject's `responds(to:)` answers from.
@Suite("Source rewrite: message forwarding")
struct MessageForwardingRewriteTests {
  static let source = """
    import UIKit
    public class Proxy: NSObject, UIScrollViewDelegate {
        weak var target: UIScrollViewDelegate?
        override public func responds(to aSelector: Selector!) -> Bool {
            return super.responds(to: aSelector) || target?.responds(to: aSelector) == true
        }
        override public func forwardingTarget(for aSelector: Selector!) -> Any? {
            target?.responds(to: aSelector) == true ? target : super.forwardingTarget(for: aSelector)
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    }
    class LoggingProxy: Proxy {
        override func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) }
    }
    class Listener: NSObject {
        override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
        func handle(_ scrollView: UIScrollView, at offset: CGFloat) {}
        static func make() -> Listener { Listener() }
    }
    extension Listener {
        func stop() {}
    }

    """

  @Test("overrides become MessageForwarding's, super's calls NSObject's answers; a subclass's stay")
  func overrides() throws {
    let hierarchy = ClassHierarchy(SourceRewrite.classes(in: Self.source))
    let rewrite = SourceRewrite.rewrite(
      source: Self.source, path: "Proxy.swift", hierarchy: hierarchy)
    #if canImport(Darwin)
      #expect(rewrite.edits.isEmpty)
    #else
      #expect(
        rewrite.edits.map(\.description) == [
          "7:5 messageForwarding: override → ",
          "8:60 messageForwarding: super.forwardingTarget → SelectorTable.superForwardingTarget",
          "4:5 messageForwarding: override → ",
          "5:16 messageForwarding: super.responds → type(of: self).instancesRespond",
          "16:5 messageForwarding: override → ",
        ])
      let appended = rewrite.text.components(separatedBy: "#sourceLocation()\n").last ?? ""
      #expect(
        appended == """
          extension Proxy: @preconcurrency MessageForwarding {
            public func overriddenResponds(to selector: Selector) -> Bool? { responds(to: selector) }
            public func overriddenForwardingTarget(for selector: Selector) -> Any? { forwardingTarget(for: selector) }
          }
          extension Listener: @preconcurrency MessageForwarding {
            public func overriddenForwardingTarget(for selector: Selector) -> Any? { forwardingTarget(for: selector) }
          }

          """)
    #endif
  }

  @Test("each class's instance methods are recorded by the selector Swift gives them")
  func selectorTable() {
    let rewrite = SourceRewrite.rewrite(source: Self.source, path: "Proxy.swift")
    #expect(
      rewrite.selectorTable == [
        "Proxy": ["respondsTo:", "forwardingTargetFor:", "scrollViewDidScroll:"],
        "LoggingProxy": ["respondsTo:"],
        "Listener": ["forwardingTargetFor:", "handle:at:", "stop"],
      ])
  }
}
