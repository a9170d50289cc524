import Foundation

/// Mirrors `UIKeyModifierFlags`: the modifier keys a key command wants held, with UIKit's raw
/// values.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// Mirrors `UIKeyCommand` (iOS 7): a key, with modifiers, whose press on a hardware keyboard
/// sends `action` up the responder chain (`UIResponder.keyCommands`,
/// `UIViewController.addKeyCommand(_:)`).
///
/// A scenario has no keyboard, so a key command is kept and never sent; its action is a
/// `Selector`, which `transit run` writes for `action: #selector(f)` here (this initializer has
/// no target to take a method reference). UIKit's `UICommand` superclass is not here: the
/// command is a `UIMenuElement`, as `UICommand` is.
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
  /// Mirrors `input`: the key, a character or one of the `input…` constants.
  open private(set) var input: String?
  /// Mirrors `modifierFlags`.
  open private(set) var modifierFlags: UIKeyModifierFlags
  /// Mirrors `action`: the selector a press would send.
  open private(set) var action: Selector?
  open var image: UIImage?
  open var discoverabilityTitle: String?
  open var attributes: UIMenuElement.Attributes
  open var state: UIMenuElement.State
  /// Mirrors `propertyList`: kept for the action's code to read.
  open private(set) var propertyList: Any?
  /// Mirrors `alternates`: kept.
  open private(set) var alternates: [UICommandAlternate]
  /// Mirrors `wantsPriorityOverSystemBehavior` (iOS 15): kept.
  open var wantsPriorityOverSystemBehavior = false

  /// Mirrors `init(input:modifierFlags:action:)`.
  public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
  }

  /// Mirrors `init(input:modifierFlags:action:discoverabilityTitle:)` (iOS 9, deprecated in 13).
  public convenience init(
    input: String, modifierFlags: UIKeyModifierFlags, action: Selector,
    discoverabilityTitle: String
  ) {
    self.init(
      title: "", action: action, input: input, modifierFlags: modifierFlags,
      discoverabilityTitle: discoverabilityTitle)
  }

  /// Mirrors
  /// `init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)`
  /// (iOS 13).
  public init(
    title: String = "", image: UIImage? = nil, action: Selector, input: String,
    modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
    alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.image = image
    self.action = action
    self.input = input
    self.modifierFlags = modifierFlags
    self.propertyList = propertyList
    self.alternates = alternates
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init(title: title)
  }

  /// Mirrors `UIKeyCommand.inputEscape`, the Escape key.
  public static let inputEscape = "UIKeyInputEscape"
  /// Mirrors `UIKeyCommand.inputUpArrow`.
  public static let inputUpArrow = "UIKeyInputUpArrow"
  /// Mirrors `UIKeyCommand.inputDownArrow`.
  public static let inputDownArrow = "UIKeyInputDownArrow"
  /// Mirrors `UIKeyCommand.inputLeftArrow`.
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// Mirrors `UIKeyCommand.inputRightArrow`.
  public static let inputRightArrow = "UIKeyInputRightArrow"
  /// Mirrors `UIKeyCommand.inputPageUp` (iOS 8).
  public static let inputPageUp = "UIKeyInputPageUp"
  /// Mirrors `UIKeyCommand.inputPageDown` (iOS 8).
  public static let inputPageDown = "UIKeyInputPageDown"
  /// Mirrors `UIKeyCommand.inputHome` (iOS 13.4).
  public static let inputHome = "UIKeyInputHome"
  /// Mirrors `UIKeyCommand.inputEnd` (iOS 13.4).
  public static let inputEnd = "UIKeyInputEnd"
  /// Mirrors `UIKeyCommand.inputDelete` (iOS 15).
  public static let inputDelete = "UIKeyInputDelete"
}

/// Mirrors `UICommandAlternate` (iOS 13): another action a command sends with other modifiers
/// held; kept, never sent.
@preconcurrency @MainActor
open class UICommandAlternate {
  public let title: String
  public let action: Selector
  public let modifierFlags: UIKeyModifierFlags

  /// Mirrors `init(title:action:modifierFlags:)`.
  public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
    self.title = title
    self.action = action
    self.modifierFlags = modifierFlags
  }
}

extension UIViewController {
  /// Mirrors `addKeyCommand(_:)` (iOS 9): kept with the view controller, never sent, as a
  /// scenario has no keyboard; adding one already added changes nothing. Whether UIKit lists
  /// it in `keyCommands` is not documented, and here it is not.
  public func addKeyCommand(_ keyCommand: UIKeyCommand) {
    guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
    addedKeyCommands.append(keyCommand)
  }

  /// Mirrors `removeKeyCommand(_:)` (iOS 9).
  public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
    addedKeyCommands.removeAll { $0 === keyCommand }
  }
}
