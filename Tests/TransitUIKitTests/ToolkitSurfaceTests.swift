import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A backdrop that keeps a gradient layer the size of its bounds, as helper kits write one:
/// sized where the view's layer lays out, before the view itself.
@MainActor
final class GradientBackdrop: UIView {
  let gradient = CAGradientLayer()
  var steps: [String] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(gradient)
  }

  override func layoutSublayers(of layer: CALayer) {
    steps.append("layoutSublayers \(Int(bounds.width))")
    gradient.frame = bounds
    super.layoutSublayers(of: layer)
  }

  override func layoutSubviews() {
    steps.append("layoutSubviews")
    super.layoutSubviews()
  }
}

/// A screen whose root view is the backdrop, noting its layout callbacks in the same list.
@MainActor
final class BackdropScreen: UIViewController {
  let backdrop = GradientBackdrop(frame: .zero)

  override func loadView() { view = backdrop }
  override func viewWillLayoutSubviews() { backdrop.steps.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { backdrop.steps.append("viewDidLayoutSubviews") }
}

/// A settings list with titled sections, as a kit's native table controller writes it.
@MainActor
final class TitledSettingsController: UITableViewController {
  override func numberOfSections(in tableView: UITableView) -> Int { 2 }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    2
  }
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { section == 0 ? "Account" : nil }
  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { section == 1 ? "Version 2" : nil }
}

/// A text field that insets its text, as form kits do.
@MainActor
final class InsetField: UITextField {
  override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
}

/// A flow layout whose inserted items grow from nothing, as collection kits write it.
@MainActor
final class GrowingFlowLayout: UICollectionViewFlowLayout {
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes =
      super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
      ?? UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
    attributes.alpha = 0
    return attributes
  }
}

/// A spinner a storyboard makes, whose `init(coder:)` is not failable, as UIKit declares it
/// (`transit run` writes a developer's `required` as `override`).
@MainActor
final class PhotoSpinner: UIActivityIndicatorView {
  override init(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
  }
}

/// UIKit a toolkit of helpers vendored into an app uses: a view's layer layout, the share
/// sheet, titled table sections, a text field's rectangles, a scroll view's touch questions,
/// contained appearance proxies, images from bytes, and Foundation's predicates and defaults as
/// iOS has them.
@MainActor
@Suite("Surface helper kits use")
struct ToolkitSurfaceTests {
  @Test("each layout pass and layoutIfNeeded() reach the view through layoutSublayers(of:)")
  func layerLayoutOrder() throws {
    var steps: [String] = []
    var gradientWidth: CGFloat = 0
    _ = try ContainerRun.start(BackdropScreen.init) { screen, device in
      screen.backdrop.steps.removeAll()
      screen.backdrop.frame.size.width = 200
      screen.backdrop.setNeedsLayout()
      device.runUntilIdle()
      screen.backdrop.frame.size.width = 100
      screen.backdrop.setNeedsLayout()
      screen.backdrop.layoutIfNeeded()
      steps = screen.backdrop.steps
      gradientWidth = screen.backdrop.gradient.frame.width
    }
    let pass = [
      "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews",
    ]
    #expect(steps == ["layoutSublayers 200"] + pass + ["layoutSublayers 100"] + pass)
    #expect(gradientWidth == 100)
  }

  @Test("the share sheet's Close button dismisses it, then calls its handler: no activity")
  func shareSheet() throws {
    var finished: [String] = []
    var presentedAfter: UIViewController?
    _ = try ContainerRun.start(UIViewController.init) { root, device in
      let sheet = UIActivityViewController(
        activityItems: ["A photo", URL(string: "https://example.com")!],
        applicationActivities: nil)
      sheet.excludedActivityTypes = [.postToFacebook, .airDrop]
      sheet.completionWithItemsHandler = { type, completed, items, error in
        finished.append("\(type?.rawValue ?? "nil") \(completed) \(items == nil) \(error == nil)")
        finished.append("presented: \(root.presentedViewController == nil ? "none" : "sheet")")
      }
      root.present(sheet, animated: true)
      device.wait(1)
      #expect(root.presentedViewController === sheet)
      #expect(device.tapButton(titled: "Close") != nil)
      device.wait(1)
      presentedAfter = root.presentedViewController
    }
    #expect(presentedAfter == nil)
    #expect(finished == ["nil false true true", "presented: none"])
  }

  @Test("a section's title shows in UIKit's header or footer view, in the room its height leaves")
  func sectionTitles() throws {
    var header: UITableViewHeaderFooterView?
    var footer: UITableViewHeaderFooterView?
    var untitled: UITableViewHeaderFooterView?
    _ = try ContainerRun.start(TitledSettingsController.init) { list, device in
      list.tableView.sectionHeaderHeight = 28
      list.tableView.sectionFooterHeight = 20
      list.tableView.reloadData()
      device.runUntilIdle()
      header = list.tableView.headerView(forSection: 0)
      footer = list.tableView.footerView(forSection: 1)
      untitled = list.tableView.headerView(forSection: 1)
    }
    #expect(header?.textLabel?.text == "Account")
    #expect(header?.frame.height == 28)
    #expect(footer?.textLabel?.text == "Version 2")
    #expect(untitled == nil)
  }

  @Test("a text field's rectangles leave room for its overlay views, and an override is used")
  func textFieldRects() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    field.leftViewMode = .always
    field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    field.rightViewMode = .whileEditing
    #expect(
      field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 10, width: 30, height: 20))
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 170, height: 40))
    #expect(
      field.editingRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 146, height: 40))
    #expect(field.clearButtonRect(forBounds: field.bounds) == .zero)
    let inset = InsetField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    #expect(
      inset.placeholderRect(forBounds: inset.bounds) == CGRect(x: 12, y: 0, width: 176, height: 40))
  }

  @Test("a scroll view cancels content touches but a control's; text views adopt UITextInput")
  func scrollTouchQuestions() {
    let scroll = UIScrollView()
    #expect(scroll.touchesShouldCancel(in: UIView()))
    #expect(!scroll.touchesShouldCancel(in: UIButton()))
    #expect(scroll.touchesShouldBegin([], with: nil, in: UIView()))
    let views: [UIView] = [UITextField(), UITextView(), UIButton(), UILabel()]
    #expect(views.map { $0 is UITextInput } == [true, true, false, false])
    let container = NSTextContainer(size: CGSize(width: 300, height: 0))
    let notes = UITextView(frame: .zero, textContainer: container)
    #expect(notes.textContainer === container)
    #expect(UITextView().textContainer.lineFragmentPadding == 5)
  }

  @Test("a contained appearance proxy keeps its settings apart and applies them to no view")
  func containedAppearance() throws {
    var readBack: [UIColor?] = []
    var made: UIColor?
    let log = RecordBuffer()
    try Simulator.run(scenario: "test", to: log) { _ in
      UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self]).tintColor = .red
      readBack.append(
        UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self]).tintColor)
      readBack.append(UIView.appearance().tintColor)
      UILabel.appearance().textColor = .blue
      made = UILabel().textColor
    }
    #expect(readBack == [.red, nil])
    #expect(made == .blue)
  }

  @Test("a collection layout's appearing and disappearing attributes default to nil")
  func appearingAttributes() {
    let layout = UICollectionViewFlowLayout()
    let path = IndexPath(item: 0, section: 0)
    #expect(layout.initialLayoutAttributesForAppearingItem(at: path) == nil)
    #expect(layout.finalLayoutAttributesForDisappearingItem(at: path) == nil)
    #expect(GrowingFlowLayout().initialLayoutAttributesForAppearingItem(at: path)?.alpha == 0)
  }

  @Test("an image from bytes has the size its PNG, GIF or JPEG header gives; other bytes, nil")
  func imagesFromData() {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    png += Array("IHDR".utf8) + [0, 0, 2, 0x58, 0, 0, 1, 0x2C, 8, 6, 0, 0, 0]
    let gif: [UInt8] = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0, 0, 0]
    // A JPEG's start of image, an APP0 segment of 16 bytes, then SOF0: 8 bits, 480 × 640.
    var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
    jpeg += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]
    #expect(UIImage(data: Data(png))?.size == CGSize(width: 600, height: 300))
    #expect(UIImage(data: Data(png), scale: 2)?.size == CGSize(width: 300, height: 150))
    #expect(UIImage(data: Data(gif))?.size == CGSize(width: 320, height: 240))
    #expect(UIImage(data: Data(jpeg))?.size == CGSize(width: 640, height: 480))
    #expect(UIImage(data: Data("<html>".utf8)) == nil)
    #expect(UIImage(data: Data(png.prefix(20))) == nil)
    // As ImageIO: a JPEG cut short in its frame header, one whose frame header is too short to
    // hold a size, or whose scan starts before any frame; an image of no pixels one way; and
    // bytes that start "GIF" but are neither GIF87a nor GIF89a give no image.
    #expect(UIImage(data: Data(jpeg.prefix(jpeg.count - 4))) == nil)
    var shortFrame = jpeg
    shortFrame[23] = 0x02
    #expect(UIImage(data: Data(shortFrame)) == nil)
    let scanFirst: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02] + jpeg[20...]
    #expect(UIImage(data: Data(scanFirst)) == nil)
    var noWidth = png
    noWidth[18] = 0
    noWidth[19] = 0
    #expect(UIImage(data: Data(noWidth)) == nil)
    #expect(UIImage(data: Data(Array("GIF89a".utf8) + [0, 0, 0xF0, 0x00, 0, 0, 0])) == nil)
    #expect(UIImage(data: Data(Array("GIFfoo".utf8) + [0x40, 0x01, 0xF0, 0x00, 0, 0, 0])) == nil)
    // TEM and a restart marker have no length: the frame after them is found.
    let markers: [UInt8] = [0xFF, 0xD8, 0xFF, 0x01, 0xFF, 0xD0] + jpeg[20...]
    #expect(UIImage(data: Data(markers))?.size == CGSize(width: 640, height: 480))
  }

  @Test("a caption's bounding rectangle wraps to the width it is given, one line without options")
  func captionBounds() {
    let caption = NSAttributedString(
      string: "A deck of cards\nSwipe down", attributes: [.font: UIFont.systemFont(ofSize: 10)])
    // Five-point characters: 8 to a 40-point line, so 15 characters take two lines and 10 two.
    let wrapped = caption.boundingRect(
      with: CGSize(width: 40, height: CGFloat.greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin,
      context: nil)
    #expect(wrapped == CGRect(x: 0, y: 0, width: 40, height: 48))
    let line = caption.boundingRect(with: CGSize(width: 40, height: 100), context: nil)
    #expect(line == CGRect(x: 0, y: 0, width: 75, height: 12))
    let plain = ("Cards" as NSString).boundingRect(
      with: CGSize(width: 300, height: 100), options: .usesLineFragmentOrigin,
      attributes: [.font: UIFont.systemFont(ofSize: 20)], context: NSStringDrawingContext())
    #expect(plain == CGRect(x: 0, y: 0, width: 50, height: 24))
  }

  @Test("a blur effect keeps values set by key and gives them back")
  func blurKeyValues() {
    let blur = UIBlurEffect(style: .light)
    #expect(blur.value(forKeyPath: "blurRadius") == nil)
    blur.setValue(CGFloat(12), forKeyPath: "blurRadius")
    #expect(blur.value(forKeyPath: "blurRadius") as? CGFloat == 12)
  }

  #if !canImport(Darwin)
    @Test(
      "predicates from format strings evaluate as iOS's do",
      arguments: [
        (
          "SELF MATCHES %@", ["[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"],
          "me@example.com", true
        ),
        (
          "SELF MATCHES %@", ["[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"], "me@example",
          false
        ),
        ("SELF CONTAINS[c] %@", ["CARD"], "a card deck", true),
        ("SELF BEGINSWITH 'deck' AND NOT (SELF ENDSWITH[cd] \"É\")", [], "decke", false),
        ("SELF BEGINSWITH 'deck' && !(SELF ENDSWITH[c] 'x')", [], "decke", true),
        ("SELF LIKE[c] 'sh?et*'", [], "Sheets and cards", true),
        ("SELF == 'sheet' OR SELF == 'card'", [], "card", true),
        ("SELF != %@", ["card"], "card", false),
        ("TRUEPREDICATE", [], "x", true),
      ] as [(String, [String], String, Bool)])
    func predicates(format: String, arguments: [String], text: String, holds: Bool) {
      let predicate = NSPredicate(format: format, argumentArray: arguments)
      #expect(predicate.evaluate(with: text) == holds)
    }

    @Test("a predicate compares a dictionary's keys, numbers as numbers")
    func predicateKeys() {
      let cards: [[String: Any]] = [
        ["title": "Deck", "height": 420], ["title": "Sheet", "height": 90],
      ]
      let tall = NSPredicate(format: "height >= %d AND title != 'Sheet'", 400)
      #expect(cards.filter { tall.evaluate(with: $0) }.map { $0["title"] as? String } == ["Deck"])
    }

    @Test("a predicate's arguments: a String through the variadic initializer, %K, %ld and kin")
    func predicateArguments() {
      let regex = "[0-9]{3}-[0-9]{4}"
      #expect(NSPredicate(format: "SELF MATCHES %@", regex).evaluate(with: "555-1234"))
      #expect(!NSPredicate(format: "SELF MATCHES %@", regex).evaluate(with: "555-12345"))
      let card: [String: Any] = ["title": "Deck", "height": 420]
      #expect(NSPredicate(format: "%K == %@", "title", "Deck").evaluate(with: card))
      #expect(!NSPredicate(format: "%K == %@", "height", "Deck").evaluate(with: card))
      #expect(NSPredicate(format: "%K BEGINSWITH 'De'", "SELF").evaluate(with: "Deck"))
      for format in ["%ld", "%lu", "%lld", "%i", "%d", "%llu"] {
        #expect(
          NSPredicate(format: "height >= \(format) AND height < 500", 400).evaluate(with: card),
          "\(format)")
      }
    }

    @Test("a quoted string's backslash escapes its quote, a backslash, \\n, \\t; others stay")
    func predicateEscapes() {
      #expect(NSPredicate(format: "SELF == 'it\\'s'").evaluate(with: "it's"))
      #expect(NSPredicate(format: "SELF == \"a\\\\b\"").evaluate(with: "a\\b"))
      #expect(NSPredicate(format: "SELF == 'a\\tb'").evaluate(with: "a\tb"))
      // A regular expression's class escapes reach MATCHES as written.
      #expect(NSPredicate(format: "SELF MATCHES '\\d+'").evaluate(with: "2026"))
      #expect(!NSPredicate(format: "SELF MATCHES '\\d+'").evaluate(with: "dd"))
    }

    /// The message a format stops the program with, or nil when it parses.
    static func predicateFailure(_ format: String, _ arguments: [Any] = []) -> String? {
      var parser = PredicateFormatParser(format, arguments: arguments)
      do {
        _ = try parser.parse()
        return nil
      } catch {
        return error.message
      }
    }

    @Test("NOTs and parentheses nested past the limit are refused, named; long chains are not")
    func predicateDepth() {
      let limit = PredicateFormatParser.maximumDepth
      let nots = String(repeating: "!", count: 100_000) + "TRUEPREDICATE"
      #expect(Self.predicateFailure(nots)?.contains("NOTs and parentheses nested") == true)
      let open = String(repeating: "(", count: 100_000) + "TRUEPREDICATE"
      #expect(Self.predicateFailure(open)?.contains("NOTs and parentheses nested") == true)
      let deepest =
        String(repeating: "NOT (", count: limit / 2) + "TRUEPREDICATE"
        + String(repeating: ")", count: limit / 2)
      #expect(Self.predicateFailure(deepest) == nil)
      #expect(NSPredicate(format: deepest).evaluate(with: nil) == (limit / 2 % 2 == 0))
      // A chain of a hundred thousand ANDs is one level deep.
      let chain = Array(repeating: "SELF != 'x'", count: 100_000).joined(separator: " AND ")
      #expect(NSPredicate(format: chain).evaluate(with: "y"))
      #expect(
        Self.predicateFailure("SELF == %z", ["a"])?.contains("expected a format specifier")
          == true)
      #expect(Self.predicateFailure("%K == 'a'", [3])?.contains("for %K") == true)
    }

    @Test("the defaults answer key-value coding by their names")
    func defaultsByKey() {
      let defaults = UserDefaults(suiteName: "transit.toolkit.tests")!
      defaults.setValue(3, forKey: "launchCount")
      #expect(defaults.value(forKey: "launchCount") as? Int == 3)
      defaults.setValue(nil, forKey: "launchCount")
      #expect(defaults.value(forKey: "launchCount") == nil)
    }
  #endif
}
