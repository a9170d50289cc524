import Foundation
import Testing
import TransitTestSupport

@testable import TransitUIKit

/// UIKit that libraries use around their transitions and that `transit run` measured missing on
/// the corpus: image contexts (a button that renders its own background image, a code-drawn
/// icon), Core Graphics' geometry functions, associated objects, the hierarchy's notifications
/// and the small surface of labels, cells and motion effects.
@MainActor
@Suite("Drawing and hierarchy surface libraries use")
struct DrawingSurfaceTests {
  /// A button that makes its background from a colour, as loading buttons do.
  final class ColourButton: UIButton {
    func useBackground(_ colour: UIColor, size: CGSize) {
      UIGraphicsBeginImageContextWithOptions(size, false, 0)
      colour.setFill()
      UIRectFill(CGRect(origin: .zero, size: size))
      let image = UIGraphicsGetImageFromCurrentImageContext()
      UIGraphicsEndImageContext()
      setBackgroundImage(image, for: .normal)
    }
  }

  @Test("an image context gives an image of its size and scale; nothing is drawn in it")
  func imageContext() throws {
    #expect(UIGraphicsGetCurrentContext() == nil)
    let button = ColourButton()
    button.useBackground(.red, size: CGSize(width: 20, height: 10))
    let image = try #require(button.backgroundImage(for: .highlighted))
    #expect(image.size == CGSize(width: 20, height: 10))
    #expect(image.scale == 3)
    let bitmap = try #require(image.cgImage)
    let pixels: [Int] = [bitmap.width, bitmap.height]
    #expect(pixels == [60, 30])
    #expect(UIImage(cgImage: bitmap, scale: 3, orientation: .up).size == image.size)
    #expect(
      UIImage(cgImage: bitmap, scale: 3, orientation: .right).size == CGSize(width: 10, height: 20))
    #expect(UIImageView(image: image).frame.size == image.size)
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 8), true, 2)
    #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 8, height: 8))
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    let rendered = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 6)).image { context in
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 6))
    }
    #expect(rendered.size == CGSize(width: 5, height: 6))
  }

  #if !canImport(Darwin)
    @Test("a context keeps the graphics state drawing code saves, changes and restores")
    func graphicsState() throws {
      UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
      defer { UIGraphicsEndImageContext() }
      let context = try #require(UIGraphicsGetCurrentContext())
      UIColor.red.setFill()
      context.saveGState()
      context.translateBy(x: 5, y: 0)
      context.scaleBy(x: 2, y: 2)
      UIColor.blue.setFill()
      #expect(CGPoint(x: 1, y: 1).applying(context.ctm) == CGPoint(x: 7, y: 2))
      context.restoreGState()
      context.restoreGState()
      #expect(context.ctm == .identity)
      #expect(context.fillColor == UIColor.red.cgColor)
      let gradient = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(),
        colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])
      #expect(gradient?.locations == [0, 1])
    }

    @Test("a font file registers, as a library that bundles its fonts registers them")
    func fontRegistration() throws {
      let data = Data([0, 1, 0, 0])
      let provider = try #require(CGDataProvider(data: data as CFData))
      let font = try #require(CGFont(provider))
      var error: Unmanaged<CFError>?
      #expect(CTFontManagerRegisterGraphicsFont(font, &error))
      #expect(error == nil)
      #expect(UIFont(name: "Bundled-Regular", size: 14)?.pointSize == 14)
    }
  #endif

  @Test("points, sizes and rectangles follow a transform as Core Graphics documents")
  func applying() {
    let move = CGAffineTransform(translationX: 10, y: 5)
    #expect(CGPoint(x: 1, y: 2).applying(move) == CGPoint(x: 11, y: 7))
    #expect(CGSize(width: 3, height: 4).applying(move) == CGSize(width: 3, height: 4))
    let turn = CGAffineTransform(rotationAngle: .pi / 2)
    let box = CGRect(x: 0, y: 0, width: 10, height: 20).applying(turn)
    let rounded = [box.minX, box.minY, box.width, box.height].map { ($0 * 1000).rounded() / 1000 }
    #expect(rounded == [-20, 0, 20, 10])
    let scale = CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 1, y: 1)
    #expect(CGPoint(x: 3, y: 3).applying(scale).applying(scale.inverted()) == CGPoint(x: 3, y: 3))
    #expect(UIOffset(horizontal: 2, vertical: -1) != .zero)
  }

  enum Keys {
    nonisolated(unsafe) static var badge = "badge"
    nonisolated(unsafe) static var owner = "owner"
  }

  /// What a library associates with a view, as a category's stored property.
  final class Badge {}

  @Test("an associated object lives as long as its object, or not at all when assigned")
  func associatedObjects() {
    var view: UIView? = UIView()
    var badge: Badge? = Badge()
    weak var weakBadge = badge
    let owner = Badge()
    objc_setAssociatedObject(view!, &Keys.badge, badge, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(view!, &Keys.owner, owner, .OBJC_ASSOCIATION_ASSIGN)
    badge = nil
    #expect(weakBadge != nil)
    #expect(objc_getAssociatedObject(view!, &Keys.badge) as? Badge === weakBadge)
    #expect(objc_getAssociatedObject(view!, &Keys.owner) as? Badge === owner)
    #expect(objc_getAssociatedObject(UIView(), &Keys.badge) == nil)
    objc_setAssociatedObject(view!, &Keys.owner, nil, .OBJC_ASSOCIATION_ASSIGN)
    #expect(objc_getAssociatedObject(view!, &Keys.owner) == nil)
    view = nil
    #if !canImport(ObjectiveC)
      // Let go at the end of the turn the view went in (the engine sweeps there).
      AssociatedObjects.sweep()
    #endif
    #expect(weakBadge == nil)
  }

  /// A view that notes the hierarchy's notifications, as a library's view that starts an
  /// animation when it reaches a window.
  final class Noting: UIView {
    var heard: [String]
    let name: String
    init(_ name: String, into heard: [String] = []) {
      self.name = name
      self.heard = heard
      super.init(frame: .zero)
    }
    weak var log: Noting?
    private func note(_ text: String) {
      if let log { log.heard.append("\(name) \(text)") } else { heard.append("\(name) \(text)") }
    }
    override func willMove(toSuperview newSuperview: UIView?) {
      note("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
    }
    override func didMoveToSuperview() { note("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
      note("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { note("didMoveToWindow \(window == nil ? "nil" : "window")") }
    override func didAddSubview(_ subview: UIView) { note("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { note("willRemoveSubview") }
  }

  @Test("a view hears its superview and window change, and its superview hears it come and go")
  func hierarchyNotifications() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let host = Noting("host")
    let card = Noting("card")
    let badge = Noting("badge")
    card.log = host
    badge.log = host
    card.addSubview(badge)
    window.addSubview(host)
    host.addSubview(card)
    host.addSubview(card)
    card.removeFromSuperview()
    #expect(
      host.heard == [
        "badge willMove(toSuperview: view)", "badge didMoveToSuperview", "card didAddSubview",
        "host willMove(toSuperview: view)", "host willMove(toWindow: window)",
        "host didMoveToWindow window", "host didMoveToSuperview",
        "card willMove(toSuperview: view)", "card willMove(toWindow: window)",
        "badge willMove(toWindow: window)", "card didMoveToWindow window",
        "badge didMoveToWindow window", "card didMoveToSuperview", "host didAddSubview",
        "host willRemoveSubview", "card willMove(toSuperview: nil)",
        "card willMove(toWindow: nil)", "badge willMove(toWindow: nil)",
        "card didMoveToWindow nil", "badge didMoveToWindow nil", "card didMoveToSuperview",
      ])
  }

  /// A label that fits its own size, as a close button does.
  final class Fitting: UILabel {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 44, height: 30) }
  }

  /// A cell that resets itself for reuse, as card cells do.
  final class Card: UICollectionViewCell {
    var reused = 0
    override func prepareForReuse() {
      super.prepareForReuse()
      reused += 1
    }
  }

  @Test("labels, cells, buttons and motion effects keep what libraries set")
  func keptSurface() {
    let label = Fitting()
    label.shadowColor = .black
    label.shadowOffset = .zero
    label.baselineAdjustment = .none
    label.isAccessibilityElement = true
    label.sizeToFit()
    #expect(label.frame.size == CGSize(width: 44, height: 30))
    #expect(label.shadowOffset == .zero && label.baselineAdjustment == .none)
    let cell = UITableViewCell()
    #expect(cell.reuseIdentifier == nil && cell.textLabel != nil)
    let card = Card(frame: .zero)
    card.prepareForReuse()
    #expect(card.reused == 1)
    let view = UIView()
    let tilt = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    tilt.minimumRelativeValue = -10
    let group = UIMotionEffectGroup()
    group.motionEffects = [tilt]
    view.addMotionEffect(group)
    #expect(view.motionEffects.count == 1)
    view.motionEffects.removeAll()
    #expect(view.motionEffects.isEmpty && view.frame == .zero)
    let button = UIButton()
    UIGraphicsBeginImageContext(CGSize(width: 3, height: 3))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    button.setImage(image, for: .normal)
    #expect(button.image(for: .highlighted) === image)
    #expect(button.currentImage?.size == CGSize(width: 3, height: 3))
    let field = UITextField()
    var listener: FieldListener? = FieldListener()
    field.delegate = listener
    #expect(field.delegate?.textFieldShouldReturn(field) == false)
    listener = nil
    #expect(field.delegate == nil)
    let item = UINavigationItem(title: "Popups")
    item.titleView = label
    #expect(item.titleView === label)
  }

  @Test("a spinner is hidden while stopped, as hidesWhenStopped documents; text styles are kept")
  func spinnerAndStyles() {
    let spinner = UIActivityIndicatorView(style: .large)
    var shown: [Bool] = [spinner.isHidden]
    spinner.startAnimating()
    shown.append(spinner.isHidden)
    spinner.stopAnimating()
    shown.append(spinner.isHidden)
    spinner.hidesWhenStopped = false
    shown.append(spinner.isHidden)
    #expect(shown == [true, false, true, false])
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    style.alignment = .center
    let text = NSAttributedString(string: "Card", attributes: [.paragraphStyle: style])
    let kept = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    #expect(kept?.lineSpacing == 4 && kept?.alignment == .center)
    let scroll = UIScrollView()
    scroll.decelerationRate = .fast
    #expect(scroll.decelerationRate.rawValue == 0.99)
  }

  /// A popup's field delegate that keeps the return key from closing it.
  final class FieldListener: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { false }
  }
}
