import Foundation

/// Mirrors `UIAction` (iOS 14): a handler with a title and an image, which a control runs for
/// the events it was added for (`addAction(_:for:)`), or as its primary action
/// (`init(frame:primaryAction:)`, `UIButton(type:primaryAction:)`), and a bar button item runs
/// when tapped.
///
/// The handler is the app's closure, run as the code of the object that made the action (the
/// view controller whose `viewDidLoad()` wrote `UIAction { … }`), so the calls it makes name that
/// object as their caller, as a target-action's do. Menus are not shown: an action in a `UIMenu`
/// is kept and never run.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// Mirrors `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  open var image: UIImage?
  open var discoverabilityTitle: String?
  public let identifier: Identifier
  open var attributes: UIMenuElement.Attributes
  open var state: UIMenuElement.State
  /// Mirrors `sender`: the control or bar button item running the handler, while it runs.
  public private(set) var sender: Any?
  let handler: (UIAction) -> Void
  /// Whose code wrote the handler.
  let handlerOwner: String

  /// Mirrors `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping (UIAction) -> Void
  ) {
    self.image = image
    self.identifier =
      identifier ?? Identifier(rawValue: "com.apple.UIAction.\(SerialNumbers.next())")
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    handlerOwner = EngineContext.current?.recorder.currentParticipant ?? ParticipantRegistry.appID
    super.init(title: title)
  }

  /// Runs the handler with `sender`, as its owner's code, inside the touch that caused it.
  func perform(sender: Any?) {
    guard !attributes.contains(.disabled) else { return }
    self.sender = sender
    defer { self.sender = nil }
    guard let simulator = EngineContext.current else { return handler(self) }
    guard !simulator.isHalted else { return }
    let recorder = simulator.recorder
    recorder.inside(seq: recorder.currentCause, participant: handlerOwner, transition: nil) {
      handler(self)
    }
  }

}

/// Mirrors `UIMenuElement`: what a menu holds.
@preconcurrency @MainActor
open class UIMenuElement {
  /// Mirrors `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Mirrors `UIMenuElement.State`.
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }

  open var title: String
  open var subtitle: String?

  init(title: String) { self.title = title }
}

/// Mirrors `UIMenu`: kept, never shown (Transit has no long press on a button's menu and no
/// menu on screen); its actions never run.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// Mirrors `UIMenu.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// Mirrors `UIMenu.Options`.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  public let image: UIImage?
  public let identifier: Identifier?
  public let options: Options
  public let children: [UIMenuElement]

  /// Mirrors `init(title:subtitle:image:identifier:options:children:)`.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
  ) {
    self.image = image
    self.identifier = identifier
    self.options = options
    self.children = children
    super.init(title: title)
    self.subtitle = subtitle
  }
}

/// Mirrors `UIDeferredMenuElement` (iOS 14): menu items a menu asks for when it opens. Kept, and
/// its provider never asked, as no menu opens here.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
  let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
  let cached: Bool

  init(cached: Bool, provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
    self.cached = cached
    self.provider = provider
    super.init(title: "")
  }

  /// Mirrors `init(_:)`: a provider whose items the menu keeps once given.
  public convenience init(
    _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
  ) {
    self.init(cached: true, provider: elementProvider)
  }

  /// Mirrors `uncached(_:)` (iOS 15): a provider asked each time the menu opens.
  public static func uncached(
    _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
  ) -> UIDeferredMenuElement {
    UIDeferredMenuElement(cached: false, provider: elementProvider)
  }
}
