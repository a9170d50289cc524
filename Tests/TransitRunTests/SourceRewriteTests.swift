import Foundation
import Testing
import TransitCompile

/// The rewrite of a developer's file: what changes, and that every other byte keeps its line
/// and column.
@Suite("Source rewrite")
struct SourceRewriteTests {
  /// The rewritten text without the `#sourceLocation` line it starts with.
  static func body(_ rewrite: SourceRewrite) -> String {
    String(rewrite.text.drop { $0 != "\n" }.dropFirst())
  }

  @Test("target-action becomes a method reference, padded to the same length")
  func targetAction() throws {
    let source = """
      final class Closer: NSObject {
          @objc dynamic var count = 0
          func install(on button: UIButton, pan: UIView) {
              button.addTarget(self, action: #selector(close), for: .touchUpInside)
              pan.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(Closer.dragged(_:))))
          }
          @objc private func close() {}
          @IBAction func dragged(_ sender: UIPanGestureRecognizer) {}
      }

      """
    let rewrite = SourceRewrite.rewrite(source: source, path: "Closer.swift")
    #expect(rewrite.text.hasPrefix("#sourceLocation(file: \"Closer.swift\", line: 1)\n"))
    let expected = """
      final class Closer: NSObject {
                        var count = 0
          func install(on button: UIButton, pan: UIView) {
              button.addTarget(self, action: { $0.close }    , for: .touchUpInside)
              pan.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: { $0.dragged(_:) }           ))
          }
                private func close() {}
                    func dragged(_ sender: UIPanGestureRecognizer) {}
      }

      """
    #expect(Self.body(rewrite) == expected)
    // Every line keeps its length in bytes, so every token keeps its column.
    #expect(
      Self.body(rewrite).split(separator: "\n").map(\.utf8.count)
        == source.split(separator: "\n").map(\.utf8.count))
    #expect(
      rewrite.edits.map(\.description) == [
        "2:5 objectiveC: @objc → ",
        "2:11 objectiveC: dynamic → ",
        "4:40 selector: #selector(close) → { $0.close }",
        "5:79 selector: #selector(Closer.dragged(_:)) → { $0.dragged(_:) }",
        "7:5 objectiveC: @objc → ",
        "8:5 interfaceBuilder: @IBAction → ",
      ])
    #expect(rewrite.notes.isEmpty)
    #expect(
      rewrite.classes == [
        .init(name: "Closer", superclass: "NSObject", line: 1, column: 13, inherited: ["NSObject"])
      ])
  }

  @Test("what has no closure form is left as written, with a note")
  func leftAlone() throws {
    let source = """
      @objc protocol Tracking {
          @objc optional func didTrack()
      }
      final class Watcher: NSObject {
          func start() {
              timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(changed), userInfo: nil, repeats: false)
          }
          @objc func changed() {}
      }

      """
    let rewrite = SourceRewrite.rewrite(source: source, path: "Watcher.swift")
    #expect(rewrite.notes.map(\.line) == [1, 2])
    #expect(
      rewrite.edits.map(\.description) == [
        "6:79 selector: #selector(changed) → Selector(\"changed\", Watcher.changed)",
        "8:5 objectiveC: @objc → ",
      ])
  }

  @Test("a #selector that is not sent here keeps the method's Objective-C name")
  func selectorName() throws {
    let source = """
      let a = context.responds(to: #selector(UIViewControllerContextTransitioning.view(forKey:)))
      let b = #selector(tableView(_:didSelectRowAt:)), c = #selector(update)

      """
    let rewrite = SourceRewrite.rewrite(source: source, path: "S.swift")
    #expect(
      rewrite.edits.map(\.replacement) == [
        "Selector(\"viewForKey:\")", "Selector(\"tableView:didSelectRowAt:\")",
        "Selector(\"update\")",
      ])
    // Padded to the macro's length where shorter; one longer for the bare name.
    let grown = zip(Self.body(rewrite).split(separator: "\n"), source.split(separator: "\n"))
      .map { $0.utf8.count - $1.utf8.count }
    #expect(grown == [0, 1])
    #expect(rewrite.notes.count == 3)
  }

  @Test("a #selector elsewhere keeps its method where its class is the one around it or declared")
  func selectorMethod() throws {
    let source = """
      enum Row {
          case open
          var action: Selector { #selector(MenuViewController.open) }
          var other: Selector { #selector(UIView.layoutSubviews) }
      }
      final class MenuViewController: UIViewController {
          func start() {
              perform(#selector(self.close(_:)), with: nil, afterDelay: 1)
              performSelector(onMainThread: #selector(open), with: nil, waitUntilDone: false)
          }
          @objc func open() {}
          @objc func close(_ sender: Any?) {}
      }
      extension MenuViewController {
          func later() { perform(#selector(open), with: nil, afterDelay: 2) }
      }
      struct Helper {
          let name = #selector(MenuViewController.open), own = #selector(run)
      }

      """
    let classes = SourceRewrite.classes(in: source)
    let rewrite = SourceRewrite.rewrite(
      source: source, path: "Menu.swift", hierarchy: ClassHierarchy(classes))
    #expect(
      rewrite.edits.filter { $0.kind == .selector }.map(\.description) == [
        "3:28 selector: #selector(MenuViewController.open) → "
          + "Selector(\"open\", MenuViewController.open)",
        "4:27 selector: #selector(UIView.layoutSubviews) → Selector(\"layoutSubviews\")",
        "8:17 selector: #selector(self.close(_:)) → "
          + "Selector(\"close:\", MenuViewController.close(_:))",
        "9:39 selector: #selector(open) → Selector(\"open\", MenuViewController.open)",
        "15:28 selector: #selector(open) → Selector(\"open\", MenuViewController.open)",
        "18:16 selector: #selector(MenuViewController.open) → "
          + "Selector(\"open\", MenuViewController.open)",
        "18:58 selector: #selector(run) → Selector(\"run\")",
      ])
    // Only the selectors whose class is unknown are noted, as sent nowhere.
    #expect(rewrite.notes.map(\.line) == [4, 18])
    #expect(rewrite.notes.allSatisfy { $0.message.contains("no class your files declare") })
  }

  @Test("NotificationCenter's selector becomes a method reference; a look-alike call does not")
  func observerSelector() throws {
    let source = """
      final class Watcher: NSObject {
          func start() {
              NotificationCenter.default.addObserver(self, selector: #selector(Watcher.changed(_:)), name: .init("x"), object: nil)
              center.addObserver(self, selector: #selector(changed), forKeyPath: "x")
          }
          @objc func changed(_ note: Notification) {}
      }

      """
    let rewrite = SourceRewrite.rewrite(source: source, path: "Watcher.swift")
    #expect(
      rewrite.edits.map(\.description) == [
        "3:64 selector: #selector(Watcher.changed(_:)) → { $0.changed(_:) }",
        "4:44 selector: #selector(changed) → Selector(\"changed\", Watcher.changed)",
        "6:5 objectiveC: @objc → ",
      ])
    #expect(rewrite.notes.isEmpty)
  }

  @Test("a key command's action, which has no target, stays a Selector keeping its method")
  func keyCommandSelector() throws {
    let source = """
      final class Viewer: UIViewController {
          override var keyCommands: [UIKeyCommand]? {
              [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(escPressed))]
          }
          func add() {
              addKeyCommand(UIKeyCommand(title: "Next", action: #selector(next(_:)), input: "n"))
              UIKeyCommand(input: "x", modifierFlags: [], action: #selector(Other.run))
              closeButton.action = #selector(close)
              button.addTarget(self, action: #selector(close), for: .touchUpInside)
          }
          @objc func escPressed() {}
          @objc func next(_ sender: UIKeyCommand) {}
          @objc func close() {}
      }

      """
    let rewrite = SourceRewrite.rewrite(source: source, path: "Viewer.swift")
    #expect(
      rewrite.edits.filter { $0.kind == .selector }.map(\.description) == [
        "3:83 selector: #selector(escPressed) → Selector(\"escPressed\", Viewer.escPressed)",
        "6:59 selector: #selector(next(_:)) → Selector(\"next:\", Viewer.next(_:))",
        "7:61 selector: #selector(Other.run) → Selector(\"run\")",
        "8:30 selector: #selector(close) → Selector(\"close\", Viewer.close)",
        "9:40 selector: #selector(close) → { $0.close }",
      ])
    #expect(rewrite.notes.map(\.line) == [7])
  }

  @Test("an @objc protocol with optional requirements stays class-bound, and is bound once")
  func classBound() throws {
    let source = """
      @objc protocol Deck: class {
          @objc optional func child() -> Int
      }
      @objc protocol Card {
          @objc optional func flip()
      }

      """
    var optionals = OptionalRequirements()
    optionals.collect(source)
    let rewrite = SourceRewrite.rewrite(source: source, path: "P.swift", optionals: optionals)
    let lines = Self.body(rewrite).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].trimmingCharacters(in: .whitespaces) == "protocol Deck: class {")
    #expect(lines[3].trimmingCharacters(in: .whitespaces) == "protocol Card: AnyObject {")
  }

  @Test("an @objc protocol without optional requirements stays class-bound too")
  func classBoundWithoutOptionals() throws {
    let source = """
      @objc protocol PhotoTapDelegate {
          func photoTapped(at point: CGPoint)
      }
      @objc public protocol PageDelegate: NSObjectProtocol {
          func pageChanged()
      }
      @objc protocol Owned: AnyObject {}
      final class PhotoView: UIImageView {
          weak var delegate: PhotoTapDelegate?
      }

      """
    let rewrite = SourceRewrite.rewrite(source: source, path: "P.swift")
    let lines = Self.body(rewrite).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[0].trimmingCharacters(in: .whitespaces) == "protocol PhotoTapDelegate: AnyObject {")
    #expect(
      lines[3].trimmingCharacters(in: .whitespaces)
        == "public protocol PageDelegate: NSObjectProtocol, AnyObject {")
    #expect(lines[6].trimmingCharacters(in: .whitespaces) == "protocol Owned: AnyObject {}")
  }

  @Test("a layer's @NSManaged property reads and writes the layer's value for its name")
  func managed() throws {
    let source = """
      final class CornerLayer: CAShapeLayer {
          @NSManaged var radius: CGFloat // corner
          @NSManaged var a: Int, b: Int
      }

      """
    let rewrite = SourceRewrite.rewrite(source: source, path: "C.swift")
    let lines = Self.body(rewrite).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[1]
        == "               var radius: CGFloat { get { managedValue(forKey: \"radius\") } set { "
        + "setValue(newValue, forKey: \"radius\") } } // corner")
    #expect(lines[2] == "    @NSManaged var a: Int, b: Int")
    #expect(rewrite.notes.map(\.line) == [3])
  }

  @Test("an override in an extension moves into its class, keeping its file and line")
  func extensionOverride() throws {
    let source = """
      final class Detail: UIViewController {
          var shown = false
      }

      extension Detail: UITableViewDelegate {
          @objc override func viewDidLoad() {
              super.viewDidLoad()
          }
          func helper() {}
      }
      extension Elsewhere {
          override func viewDidLoad() {}
      }

      """
    // `Elsewhere` is a class of another of the developer's files: its override stays, and the
    // compiler's error says to move it.
    let hierarchy = ClassHierarchy(
      SourceRewrite.classes(in: source) + [
        .init(name: "Elsewhere", superclass: "UIViewController", line: 1, column: 13)
      ])
    let rewrite = SourceRewrite.rewrite(source: source, path: "D.swift", hierarchy: hierarchy)
    // Each line without its trailing spaces, the blanked ones empty.
    let lines = rewrite.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    #expect(
      lines == [
        "#sourceLocation(file: \"D.swift\", line: 1)",
        "final class Detail: UIViewController {",
        "    var shown = false",
        "",
        "#sourceLocation(file: \"D.swift\", line: 6)",
        "          override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "    }",
        "#sourceLocation(file: \"D.swift\", line: 3)",
        "}",
        "",
        "extension Detail: UITableViewDelegate {",
        "", "", "",
        "    func helper() {}",
        "}",
        "extension Elsewhere {",
        "    override func viewDidLoad() {}",
        "}",
        "",
      ])
    #expect(
      rewrite.edits.map(\.description).last
        == "6:11 objectiveC: override func viewDidLoad() { → (moved into class Detail)")
  }

  @Test("an override in an extension moves into its class within the #if both are in")
  func extensionOverrideInsideIf() throws {
    let source = """
      #if canImport(UIKit)
      import UIKit
      class DebugView: UIView {
      }
      extension DebugView: UIGestureRecognizerDelegate {
        public override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
      }
      #else
      extension DebugView {
        override func layoutSubviews() {}
      }
      #endif

      """
    let rewrite = SourceRewrite.rewrite(source: source, path: "V.swift")
    let lines = rewrite.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    // The class's own clause takes the member; the other clause's extension, which names no
    // class of its clause, keeps its own.
    #expect(
      Array(lines[3...9]) == [
        "class DebugView: UIView {",
        "",
        "#sourceLocation(file: \"V.swift\", line: 6)",
        "  public override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }",
        "#sourceLocation(file: \"V.swift\", line: 4)",
        "}",
        "extension DebugView: UIGestureRecognizerDelegate {",
      ])
    #expect(lines[10] == "")
    #expect(lines.contains("  override func layoutSubviews() {}"))
    #expect(
      rewrite.edits.map(\.description).last
        == "6:3 objectiveC: public override func gestureRecognizerShouldBegin(_ g: "
        + "UIGestureRecognizer) -> Bool { false } → (moved into class DebugView)")
  }

  @Test("#if conditions that ask about the platform take their value on an iPhone")
  func platform() throws {
    let source = """
      #if os(iOS) || os(tvOS)
      let phone = true
      #elseif os(macOS)
      let phone = false
      #endif
      #if DEBUG
      let debug = true
      #endif
      #if canImport(UIKit) && !targetEnvironment(macCatalyst)
      let uikit = true
      #endif

      """
    let rewrite = SourceRewrite.rewrite(source: source, path: "P.swift")
    let lines = Self.body(rewrite).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "#if true               ")
    #expect(lines[2] == "#elseif false    ")
    #expect(lines[5] == "#if DEBUG")
    #expect(lines[8] == "#if true" + String(repeating: " ", count: 47))
    #expect(rewrite.hiddenBy == nil)
  }

  @Test("a file all inside an #if that is false on an iPhone is named")
  func hidden() throws {
    let source = "import Foundation\n#if os(macOS)\nfinal class Mac {}\n#endif\n"
    let rewrite = SourceRewrite.rewrite(source: source, path: "Mac.swift")
    #expect(rewrite.hiddenBy?.line == 2)
    #expect(rewrite.classes.isEmpty)
  }

  @Test(
    "initializer keywords follow Transit's UIKit: coder is not required, cells are made by class")
  func initializers() throws {
    let views = """
      class CardCell: UICollectionViewCell {
          override init(frame: CGRect) { super.init(frame: frame) }
          required init?(coder: NSCoder) { fatalError() }
      }
      class Row: UITableViewCell {
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
      }
      class Detail: Base {
          required init?(coder: NSCoder) { fatalError() }
      }
      class Saved: NSObject, NSCoding {
          required init?(coder: NSCoder) {}
          func encode(with coder: NSCoder) {}
      }
      class Grid: UICollectionViewController {
          required init?(coder: NSCoder) { fatalError() }
      }
      class Springy: UICollectionViewFlowLayout {
          required public init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
      }
      class Sheet<Cell: UICollectionViewCell>: UIViewController {}
      class BouncySheet<Cell: UICollectionViewCell>: Sheet<Cell> {
          required init?(coder: NSCoder) { super.init(coder: coder) }
      }

      """
    let base = "class Base: UIViewController {}\n"
    let hierarchy = ClassHierarchy(
      SourceRewrite.classes(in: views) + SourceRewrite.classes(in: base))
    let rewrite = SourceRewrite.rewrite(source: views, path: "V.swift", hierarchy: hierarchy)
    #expect(
      rewrite.edits.map(\.description) == [
        "2:5 initializer: override → required",
        "3:5 initializer: required → override",
        "6:5 initializer: override → required",
        "9:5 initializer: required → override",
        "16:5 initializer: required → override",
        "19:5 initializer: required → override",
        "23:5 initializer: required → override",
      ])
  }

  @Test("in an open class, a cell's initializer made required is made public, as Swift asks")
  func openClassInitializers() throws {
    let source = """
      open class ParallaxRow: UITableViewCell {
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
      }
      open class Tile: UICollectionViewCell {
          public override init(frame: CGRect) { super.init(frame: frame) }
      }
      public class Plain: UICollectionViewCell {
          override init(frame: CGRect) { super.init(frame: frame) }
      }

      """
    let rewrite = SourceRewrite.rewrite(
      source: source, path: "Cells.swift",
      hierarchy: ClassHierarchy(SourceRewrite.classes(in: source)))
    #expect(
      rewrite.edits.map(\.description) == [
        "2:5 initializer: override → public required",
        "5:12 initializer: override → required",
        "8:5 initializer: override → required",
      ])
    let initializers = rewrite.text.split(separator: "\n").filter { $0.contains(" init(") }
    #expect(
      initializers.map { String($0.prefix(while: { $0 != "(" })) } == [
        "    public required init", "    public required init", "    required init",
      ])
  }

  @Test("a class with initializers of its own gets each required one it leaves out, as a stop")
  func requiredInitializers() throws {
    let source = """
      class Spinner: CAShapeLayer {
          init(frame: CGRect) { super.init() }
          override init(layer: Any) { super.init(layer: layer) }
      }
      public class Reveal: UIStoryboardSegue {
          convenience init(from source: UIViewController) { self.init(identifier: nil, source: source, destination: source) }
      }
      open class Badge: UICollectionViewCell {
          let title: String
          init(title: String) { self.title = title; super.init(frame: .zero) }
      }

      """
    let hierarchy = ClassHierarchy(SourceRewrite.classes(in: source))
    let rewrite = SourceRewrite.rewrite(source: source, path: "S.swift", hierarchy: hierarchy)
    let stop = { (name: String, owner: String) in
      "fatalError(\"use of unimplemented initializer '\(name)' for class '\(owner)'\") } "
    }
    #expect(
      rewrite.edits.map(\.description) == [
        "4:1 initializer: } → required init() { " + stop("init()", "Spinner") + "}",
        "3:5 initializer: override → required",
        "11:1 initializer: } → public required init(frame: CGRect) { "
          + stop("init(frame:)", "Badge")
          + "}",
      ])
    #expect(rewrite.text.split(separator: "\n").count == source.split(separator: "\n").count + 1)
  }

  @Test("an open class's required initializer is public; a submodule or scoped import is whole")
  func openRequiredAndScopedImports() throws {
    let source = """
      import UIKit.UIImage
      import class UIKit.UIView
      import Foundation.NSURL
      open class PageCell: UICollectionViewCell {
          override init(frame: CGRect) { super.init(frame: frame) }
      }
      public class Row: UICollectionViewCell {
          override init(frame: CGRect) { super.init(frame: frame) }
      }

      """
    let hierarchy = ClassHierarchy(SourceRewrite.classes(in: source))
    let rewrite = SourceRewrite.rewrite(source: source, path: "S.swift", hierarchy: hierarchy)
    #expect(
      rewrite.edits.map(\.description) == [
        "1:1 scopedImport: import UIKit.UIImage → import UIKit",
        "2:1 scopedImport: import class UIKit.UIView → import UIKit",
        "5:5 initializer: override → public required",
        "8:5 initializer: override → required",
      ])
    let lines = rewrite.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains("import UIKit        "))
    #expect(lines.contains("import UIKit             "))
    #expect(lines.contains("import Foundation.NSURL"))
    #expect(lines.contains("    public required init(frame: CGRect) { super.init(frame: frame) }"))
  }

  @Test("an override moved in from a public extension keeps the extension's public access")
  func publicExtensionOverride() throws {
    let source = """
      import UIKit
      final public class DialogController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad() }
      }
      public extension DialogController {
          override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
      }
      final class Popup: UIViewController {}
      extension Popup {
          override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
      }

      """
    let hierarchy = ClassHierarchy(SourceRewrite.classes(in: source))
    let rewrite = SourceRewrite.rewrite(source: source, path: "S.swift", hierarchy: hierarchy)
    #expect(
      rewrite.edits.map(\.description) == [
        "6:5 objectiveC: override func viewDidLayoutSubviews() { "
          + "super.viewDidLayoutSubviews() } → (moved into class DialogController)",
        "10:5 objectiveC: override func viewWillLayoutSubviews() { "
          + "super.viewWillLayoutSubviews() } → (moved into class Popup)",
      ])
    let lines = rewrite.text.split(separator: "\n", omittingEmptySubsequences: false)
    // An override the class declares itself stays as written: iOS's compiler refuses an
    // internal override in a public class too.
    #expect(lines.contains("    override func viewDidLoad() { super.viewDidLoad() }"))
    #expect(
      lines.contains(
        "    public override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }"))
    #expect(
      lines.contains(
        "    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }"))
  }

  @Test("NSObject's observeValue becomes KeyValueStringObserving's on Linux; a subclass's stays")
  func keyValueStringObserver() throws {
    let source = """
      import UIKit
      open class Watcher: NSObject {
          override open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
              super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
          }
      }
      class CloserWatcher: Watcher {
          override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
              super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
          }
      }

      """
    let hierarchy = ClassHierarchy(SourceRewrite.classes(in: source))
    let rewrite = SourceRewrite.rewrite(source: source, path: "S.swift", hierarchy: hierarchy)
    #if canImport(Darwin)
      #expect(rewrite.edits.isEmpty)
    #else
      #expect(
        rewrite.edits.map(\.description) == [
          "3:5 keyValueObserving: override → ",
          "4:9 keyValueObserving: super.observeValue → NSObject.observeValue",
        ])
      let lines = rewrite.text.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.contains("extension Watcher: @preconcurrency KeyValueStringObserving {}"))
      #expect(
        !lines.contains("extension CloserWatcher: @preconcurrency KeyValueStringObserving {}"))
    #endif
  }

  @Test("an Xcode preview is blanked, keeping every other line and column; a look-alike is kept")
  func previews() throws {
    let source = """
      final class Card: UIView {}
      #Preview("Card") {
          Card()
      }
      let made = #Preview2
      #Preview { Card() }

      """
    let rewrite = SourceRewrite.rewrite(source: source, path: "Card.swift")
    let expected = """
      final class Card: UIView {}
                        
                
       
      let made = #Preview2
                         

      """
    #expect(Self.body(rewrite) == expected)
    #expect(
      rewrite.edits.map(\.description) == [
        "2:1 preview: #Preview(\"Card\") { → (an Xcode preview, which the app never runs)",
        "6:1 preview: #Preview { Card() } → (an Xcode preview, which the app never runs)",
      ])
  }
}
