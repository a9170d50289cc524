import Foundation
import Testing
import TransitCompile

/// The rewrite of initializers called through a class value, as blur libraries and registries
/// of screens write them, and the registrations of the initializers the file's classes declare.
@Suite("Source rewrite: initializers through a class value")
struct MetatypeInitializerRewriteTests {
  static let source = """
    import UIKit
    class BlurBox: UIVisualEffectView {
        init(radius: CGFloat) {
            let found: AnyObject.Type = NSClassFromString("_UICustomBlurEffect")!
            let maker: NSObject.Type = found as! NSObject.Type
            let blur = maker.init() as! UIBlurEffect
            _ = (found as! UIBlurEffect.Type).init()
            super.init(effect: blur)
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    final class Tile: NSObject {}
    class Panel: UIView {
        enum Edge { case top }
        private init(edge: Edge, done: @escaping (_ finished: Bool) -> Void, title: String!) {
            super.init(frame: .zero)
        }
        func copy(kind: Panel.Type) -> Panel { kind.init(edge: .top, done: { _ in }, title: nil) }
    }
    class TileCell: UICollectionViewCell {
        override init(frame: CGRect) { super.init(frame: frame) }
        convenience init(tile: Tile, _ size: CGSize) { self.init(frame: .zero) }
        convenience init<T>(any: T) { self.init(frame: .zero) }
    }
    struct Size { let value: Int }
    func make(sizeType: Size.Type, cellType: TileCell.Type) {
        _ = sizeType.init(value: 1)
        _ = cellType.init(frame: CGRect.zero)
        _ = type(of: Tile()).init()
    }

    """

  @Test("an Objective-C class value's init is sent through the runtime; a struct's stays")
  func callSites() {
    let hierarchy = ClassHierarchy(SourceRewrite.classes(in: Self.source))
    let rewrite = SourceRewrite.rewrite(
      source: Self.source, path: "Blur.swift", hierarchy: hierarchy, fileIndex: 3)
    #expect(
      rewrite.edits.filter { $0.kind == .metatypeInitializer }.map(\.description) == [
        "4:37 metatypeInitializer: NSClassFromString → ObjectiveCRuntime.classFromString",
        "6:20 metatypeInitializer: maker.init(…) → ObjectiveCRuntime.alloc(maker)(…)",
        "7:13 metatypeInitializer: (found as! UIBlurEffect.Type).init(…) → "
          + "ObjectiveCRuntime.alloc((found as! UIBlurEffect.Type))(…)",
        "28:9 metatypeInitializer: cellType.init(…) → ObjectiveCRuntime.alloc(cellType)(…)",
      ])
    // A program with such a call registers initializers; one without, none.
    let survey = SourceRewrite.survey(Self.source)
    #expect(survey.initializedClasses == ["NSObject", "UIBlurEffect", "TileCell", "Size"])
    #expect(MetatypeInitializers.registers(survey.initializedClasses, hierarchy: hierarchy))
    #expect(!MetatypeInitializers.registers(["Size"], hierarchy: hierarchy))
    #expect(rewrite.initializerFunction == nil)
    let lines = rewrite.text.split(separator: "\n", omittingEmptySubsequences: false)
    // The header line comes first, so the developer's line 6 is the text's seventh.
    #expect(
      lines[6].trimmingCharacters(in: .whitespaces)
        == "let blur = ObjectiveCRuntime.alloc(maker)() as! UIBlurEffect")
    #expect(lines[18].contains("kind.init(edge: .top"))
    #expect(lines[27].contains("sizeType.init(value: 1)"))
    #expect(lines[29].contains("type(of: Tile()).init()"))
  }

  @Test("each Objective-C class's initializers are registered where its nested types resolve")
  func registrations() {
    let hierarchy = ClassHierarchy(SourceRewrite.classes(in: Self.source))
    let rewrite = SourceRewrite.rewrite(
      source: Self.source, path: "Blur.swift", hierarchy: hierarchy, fileIndex: 3,
      isLibrary: true, registersInitializers: true)
    #expect(rewrite.initializerFunction == "_transitInitializers3")
    let start = rewrite.text.range(of: "extension BlurBox {")
    let appended = start.map { String(rewrite.text[$0.lowerBound...]) } ?? ""
    let argument = "ObjectiveCRuntime.argument(arguments,"
    #expect(
      appended == """
        extension BlurBox {
          @MainActor static func _transitInitializers3_0() {
        #sourceLocation(file: "Blur.swift", line: 3)
            ObjectiveCRuntime.registerInitializer(BlurBox.self, "init(radius:)") { _, arguments in BlurBox(radius: (\(argument) 0, of: "init(radius:)") as CGFloat)) }
        #sourceLocation()
          }
        }
        extension Tile {
          @MainActor static func _transitInitializers3_1() {
        #sourceLocation(file: "Blur.swift", line: 12)
            ObjectiveCRuntime.registerInitializer(Tile.self, "init()") { _, _ in Tile() }
        #sourceLocation()
          }
        }
        extension Panel {
          @MainActor static func _transitInitializers3_2() {
        #sourceLocation(file: "Blur.swift", line: 15)
            ObjectiveCRuntime.registerInitializer(Panel.self, "init(edge:done:title:)") { _, arguments in Panel(edge: (\(argument) 0, of: "init(edge:done:title:)") as Edge), done: (\(argument) 1, of: "init(edge:done:title:)") as (_ finished: Bool) -> Void), title: (\(argument) 2, of: "init(edge:done:title:)") as (String)?)) }
        #sourceLocation()
          }
        }
        extension TileCell {
          @MainActor static func _transitInitializers3_3() {
        #sourceLocation(file: "Blur.swift", line: 21)
            ObjectiveCRuntime.registerInitializer(TileCell.self, "init(frame:)", required: true) { type, arguments in type.init(frame: (\(argument) 0, of: "init(frame:)") as CGRect)) }
        #sourceLocation()
        #sourceLocation(file: "Blur.swift", line: 22)
            ObjectiveCRuntime.registerInitializer(TileCell.self, "init(tile:_:)") { _, arguments in TileCell(tile: (\(argument) 0, of: "init(tile:_:)") as Tile), (\(argument) 1, of: "init(tile:_:)") as CGSize)) }
        #sourceLocation()
          }
        }
        @MainActor public func _transitInitializers3() {
          BlurBox._transitInitializers3_0()
          Tile._transitInitializers3_1()
          Panel._transitInitializers3_2()
          TileCell._transitInitializers3_3()
        }

        """)
  }
}
