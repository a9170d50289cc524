// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// The keyboard a text field, text view or search bar asks for (UIKit's `UITextInputTraits`):
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

/// Mirrors `UITextInputTraits`: the keyboard settings text fields, text views and search bars
/// keep.
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
