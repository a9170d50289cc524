// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// The keyboard a text field or text view asks for (UIKit's `UITextInputTraits`):
// kept, as there is no keyboard here. Cases keep UIKit's spelling (`UIKeyboardType.URL`).

/// Mirrors `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad
  case namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Mirrors `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}

/// Mirrors `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }

/// Mirrors `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Mirrors `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// Mirrors `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }

/// Mirrors `UITextContentType`: what the text is, for autofill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  public static let URL = UITextContentType(rawValue: "url")
}

/// Mirrors `UITextInputTraits`: the keyboard settings text fields and text views keep. Every
/// requirement is optional, as in UIKit: a class of the app's that adopts the protocol declares
/// only those it has.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
  var keyboardType: UIKeyboardType { get set }
  var returnKeyType: UIReturnKeyType { get set }
  var keyboardAppearance: UIKeyboardAppearance { get set }
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  var autocorrectionType: UITextAutocorrectionType { get set }
  var spellCheckingType: UITextSpellCheckingType { get set }
  var textContentType: UITextContentType! { get set }
  var enablesReturnKeyAutomatically: Bool { get set }
}

extension UITextInputTraits {
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
  public var keyboardAppearance: UIKeyboardAppearance {
    get { .default }
    set {}
  }
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  public var autocorrectionType: UITextAutocorrectionType {
    get { .default }
    set {}
  }
  public var spellCheckingType: UITextSpellCheckingType {
    get { .default }
    set {}
  }
  public var textContentType: UITextContentType! {
    get { nil }
    set {}
  }
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
}

/// Mirrors `UIKeyInput`: a responder that takes typed text. Its requirements are optional
/// here, as there is no keyboard to ask them; a class of the app's that adopts it keeps its own.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {}

/// Mirrors `UITextInput`, which text fields and text views adopt, so code can tell an
/// editable text view from other controls (`view is UITextInput`). There is no keyboard or
/// text system here, so none of its methods is asked.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {}
