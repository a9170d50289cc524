/// What Transit knows about one UIKit call besides what the rules and the glossary say about it:
/// the type that declares it, how Objective-C and earlier Swift spelled it, which object receives
/// it, what it takes and returns, and which channel of a log shows it.
///
/// The checker reads the channel and the parameters, the importer reads the spellings and the
/// receiver, and the glossary's misspelling hints read the whole list. The selectors are the
/// UIKit SDK's; each Swift spelling is the one Apple's symbol page for the call shows.
package struct CallDefinition: Sendable, Hashable {
  /// What kind of member the call is, which decides how `#function` prints it.
  package enum Kind: Sendable, Hashable {
    /// A method: `#function` prints its signature, `viewWillAppear(_:)`.
    case method
    /// A property read: `#function` in a getter prints the property's name, `presentedView`.
    case getter
    /// A property set: `#function` in a setter or `didSet` prints the property's name.
    case setter
    /// A property read or set.
    case property
    /// A closure UIKit runs, named by the parameter that took it (`completion()`).
    case closure
  }

  /// The kind of object that receives the call.
  package enum Receiver: String, Sendable, Hashable, CaseIterable {
    case viewController, transitioningDelegate, presentationController, animator
    case interactionController, transitionContext, transitionCoordinator
    case navigationController, tabBarController, containerDelegate
    /// A `UIView`.
    case view
    /// A table or collection view's data source or delegate.
    case listDelegate
    /// A property animator (`UIViewPropertyAnimator`).
    case propertyAnimator
    /// A `UIAdaptivePresentationControllerDelegate` or a sheet's or popover's delegate.
    case adaptiveDelegate
    /// A page view controller's data source or delegate.
    case pageDelegate
    /// UIKit itself, which runs the closures it was handed.
    case uikit
    /// One of the app's own objects that is none of UIKit's kinds (a presenter, a router, a
    /// view model), which a console names only by its release (`Presenter deinit`): no call
    /// of the vocabulary is made on it.
    case appObject

    /// The role a participant receiving the call plays, where the call alone tells it; nil for
    /// a view controller, whose part (presenting, presented) depends on the transition.
    package var role: ParticipantRole? {
      switch self {
      case .viewController, .view, .listDelegate, .pageDelegate: return nil
      case .appObject: return "object"
      case .transitioningDelegate: return .transitioningDelegate
      case .presentationController: return .presentationController
      case .animator, .propertyAnimator: return .animator
      case .interactionController: return .interactionController
      case .transitionContext: return .transitionContext
      case .transitionCoordinator: return .transitionCoordinator
      case .navigationController: return .navigationController
      case .tabBarController: return .tabBarController
      case .containerDelegate: return .containerDelegate
      case .adaptiveDelegate: return "adaptiveDelegate"
      case .uikit: return .uikit
      }
    }
  }

  /// One parameter: the key a log's `args` use for it and what it holds.
  package struct Parameter: Sendable, Hashable {
    /// What a parameter holds, which decides what a printed value can bind to.
    package enum Value: Sendable, Hashable {
      case bool, number, object, other
    }

    /// The argument label, or the parameter's name where the label is `_`.
    package let key: String
    package let value: Value

    package static func bool(_ key: String) -> Parameter { Parameter(key: key, value: .bool) }
    package static func number(_ key: String) -> Parameter { Parameter(key: key, value: .number) }
    package static func object(_ key: String) -> Parameter { Parameter(key: key, value: .object) }
    package static func other(_ key: String) -> Parameter { Parameter(key: key, value: .other) }
  }

  /// What the call returns.
  package enum Returns: Sendable, Hashable {
    /// Nothing: a log writes no `result`.
    case nothing
    /// A Boolean, a number or a frame.
    case value
    /// An object, or nil.
    case object
  }

  /// How far Transit follows the call.
  package enum Status: Sendable, Hashable {
    /// Transit's engine makes the call, and rules and the glossary may name it.
    case modelled
    /// A UIKit call Transit's engine does not make: an imported log keeps it as it was printed,
    /// and no rule judges it unless it has a channel.
    case recognised
  }

  /// The Swift signature, as the log names the call.
  package let name: CallName
  /// The class or protocol that declares it: `UIViewController`, `UIPresentationController`.
  package let declaringType: String
  package let kind: Kind
  package let receiver: Receiver
  /// The Objective-C selectors, `viewWillAppear:`.
  package let selectors: [String]
  /// Other spellings printed for the call: earlier Swift (`willMove(toParentViewController:)`),
  /// the name without its labels as developers type it (`viewWillAppear`), a getter that was a
  /// method (`presentedView()`).
  package let olderSpellings: [String]
  /// The parameters in signature order.
  package let parameters: [Parameter]
  package let returns: Returns
  /// The channel that shows a log records the call; nil for calls no rule's channel covers.
  package let channel: Channel?
  package let status: Status

  package init(
    _ name: CallName, in declaringType: String, receiver: Receiver, kind: Kind = .method,
    selectors: [String], older olderSpellings: [String] = [], parameters: [Parameter] = [],
    returns: Returns = .nothing, channel: Channel? = nil, status: Status = .modelled
  ) {
    self.name = name
    self.declaringType = declaringType
    self.kind = kind
    self.receiver = receiver
    self.selectors = selectors
    self.olderSpellings = olderSpellings
    self.parameters = parameters
    self.returns = returns
    self.channel = channel
    self.status = status
  }

  /// The key of the call's only Boolean parameter, to which a lone printed `true`, `YES` or `1`
  /// binds; nil for a call with none or several.
  package var onlyBoolKey: String? {
    let bools = parameters.filter { $0.value == .bool }
    return bools.count == 1 ? bools[0].key : nil
  }

  /// The key of the call's only object parameter, to which a lone printed object description
  /// or `nil` binds.
  package var onlyObjectKey: String? {
    let objects = parameters.filter { $0.value == .object }
    return objects.count == 1 ? objects[0].key : nil
  }

  /// Whether the call returns something, so a record of it without a `result` does not say
  /// what it returned.
  package var returnsSomething: Bool { returns != .nothing }
}
