import TransitLifecycle

/// An object as a console prints it: `<SingleColorViewController: 0x7f9a8c50>`, or only its
/// class or a label an app chose (`A`, `vc1`).
struct PrintedObject: Sendable, Hashable {
  /// The class without its module (`Slide_for_Reddit.SingleSubredditViewController` gives
  /// `SingleSubredditViewController`), or the label.
  var name: String
  /// `0x…`, when the console printed one: the only way to tell two objects of a class apart.
  var address: String?
  /// Whether the console printed a class (an object description or a type name) rather than a
  /// label an app chose.
  var isClass: Bool
}

/// A value printed after a call: `true`, `(null)`, `<B: 0x…>`.
enum PrintedValue: Sendable, Hashable {
  case bool(Bool)
  case number(Double)
  case null
  case object(PrintedObject)
  /// Anything else: an app's own data, bound to no argument.
  case other
}

/// A value printed after a call, with the argument label it was printed under (`animated:1`),
/// if any. A structure rather than a case of `PrintedValue` holding another, which would box
/// each labelled value in an allocation of its own.
struct PrintedArgument: Sendable, Hashable {
  var label: Label = .none
  var value: PrintedValue

  /// The label a value was printed under, read as the parser reads the line: the parameter
  /// of the call it names (`KnownCall.parameterIndex(forLabel:_:_:)`), found by its bytes, so
  /// that no string is made for a label and none is compared when the value is bound.
  enum Label: Sendable, Hashable {
    /// Printed without a label.
    case none
    /// Printed under a label of the call's: the index of the parameter it binds to.
    case parameter(Int)
    /// Printed under a label the call does not have: the value binds to nothing.
    case unknown
  }
}

/// Who received a printed call, as far as the line says.
enum PrintedReceiver: Sendable, Hashable {
  /// The line names it: an object description, a class, a label.
  case named(PrintedObject)
  /// A bare `#function`: nothing names the receiver.
  case unnamed
}

/// One call a console line shows.
struct PrintedCall: Sendable {
  var call: KnownCall
  var receiver: PrintedReceiver
  /// For a delegate's callback printed as `<UINavigationController: 0x…> willShowViewController
  /// <B: 0x…>`: the object printed first, which is the callback's first argument (the sender),
  /// not its receiver.
  var sender: PrintedObject?
  var values: [PrintedArgument]
}

/// A UIKit console warning: which one, the sentence as printed, and the objects it names.
struct PrintedWarning: Sendable {
  /// `present-while-transitioning`, `unbalanced-appearance`…
  var code: String
  var message: String
  /// The object the warning is about (the view controller that would present, the one whose
  /// appearance is unbalanced), when the sentence names one.
  var subject: PrintedObject?
}

/// A word where a call's name stands that is one or two edits from a lifecycle call's
/// (`AVC viewDidApper`): the app's own print, noted as looking like that call.
struct PrintedNearMiss: Sendable {
  /// The word as printed.
  var typed: String
  /// The call it looks like.
  var call: KnownCall
  var receiver: PrintedReceiver
}

/// What one console line holds.
enum PrintedLine: Sendable {
  /// A call of UIKit's lifecycle.
  case call(PrintedCall)
  /// Calls of UIKit's lifecycle a paste joined into one line.
  case calls([PrintedCall])
  case warning(PrintedWarning)
  /// A line the app printed that names no UIKit call.
  case appPrint
  /// A line the app printed that names no UIKit call, but spells one nearly.
  case nearMiss(PrintedNearMiss)
  /// A line of the logging tools or of a backtrace, or a blank one.
  case noise
}
