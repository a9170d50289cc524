import TransitLifecycle
import TransitTrace

/// A call of the vocabulary as the importer reads it, worked out once: its definition, and
/// what the segmenter and the argument binding ask of it on every line, without hashing or
/// comparing its name again.
final class KnownCall: Sendable {
  let definition: CallDefinition
  var name: CallName { definition.name }
  var receiver: CallDefinition.Receiver { definition.receiver }
  /// The kind of transition the call belongs to, by its name alone.
  let kind: TransitionKind?
  let startsTransition: Bool
  let endsTransition: Bool
  /// Whether it comes at most once in a transition.
  let once: Bool
  /// Whether it still belongs to a transition after `completeTransition(_:)`.
  let afterCompletion: Bool
  let isWill: Bool
  let isDid: Bool
  /// `present(_:animated:completion:)` or `dismiss(animated:completion:)`, which UIKit may
  /// refuse.
  let isModalRequest: Bool
  /// A call a view controller receives once while it is made and loaded.
  var isBirth: Bool { birthBit != 0 }
  /// Its bit among `Participants.birthCalls`, or 0 for another call.
  let birthBit: UInt8
  let isDeinit: Bool
  /// Its bit in a transition's calls seen (`Segmenter`), for a call that starts a transition
  /// or comes once in one; 0 for another.
  let seenBit: UInt64
  /// The calls the importer tells apart on every line, compared once here rather than by
  /// name each time.
  let isPush: Bool
  let isNavigationAnimationController: Bool
  let isCompleteTransition: Bool
  let isViewDidLoad: Bool
  let isViewWillTransitionToSize: Bool
  let isNavigationControllerWillShow: Bool
  /// `viewWillDisappear(_:)` or `viewDidDisappear(_:)`.
  let isDisappearing: Bool
  /// Whether it happens only while a transition runs.
  let duringTransition: Bool
  /// Whether its receiver is a transition context or a coordinator, or it is a block the
  /// coordinator runs.
  let touchesContext: Bool
  let isModelled: Bool
  /// What a transition's reading (`TransitionReading`) and the screen (`ScreenModel`) ask of
  /// every held event, worked out once rather than by comparing or hashing its name each time.
  let reading: Reading
  /// The name as a JSON string, quotes included, for the encoder to write as it is on every
  /// call of it (`RecordEncoder.writeCall`).
  let quotedName: [UInt8]
  /// Each label of `ArgumentBinding.argumentLabels(of:)` as its bytes, with the index of the
  /// first parameter with its key: what a labelled value binds to. A list, read in order: a
  /// call has a few labels, and comparing a label's bytes with each costs less than making its
  /// string to hash it.
  let labelIndices: [(label: [UInt8], index: Int)]
  /// Each parameter's key as a JSON string with its colon (`RecordEncoder.quoted(key:)`), for
  /// the encoder to write as it is before the value in the parameter's argument slot
  /// (`RecordEncoder.writeCall`).
  let quotedKeys: [[UInt8]]
  /// The definition's parameters.
  let parameters: [CallDefinition.Parameter]
  /// For each parameter, the kind of object an object argument passed for it is
  /// (`LogAssembler.receiver(forArgument:)` of its key), worked out once.
  let argumentReceivers: [CallDefinition.Receiver]
  /// For a navigation or tab bar controller delegate's callback, whose first parameter is the
  /// controller: the ending of that controller's class name (`NavigationController`,
  /// `TabBarController`), by which a line that prints it first is read as printing its sender
  /// (`MessageParser`); nil for another call. Worked out once, where the parser compared the
  /// first parameter's key with both on every line that begins with a description.
  let senderEnding: String?
  /// The indices of the parameters keyed `transitionContext` and `context`, if it has them: an
  /// object bound to one is the transition context or coordinator the call hands over, and
  /// only such a call's arguments can hand one over.
  let transitionContextIndex: Int?
  let contextIndex: Int?

  init(_ definition: CallDefinition) {
    self.definition = definition
    let name = definition.name
    kind = name.transitionKind
    startsTransition = name.startsTransition
    endsTransition = name.endsTransition
    once = Segmenter.once.contains(name)
    afterCompletion = Segmenter.afterCompletion.contains(name)
    isWill = name == .viewWillAppear || name == .viewWillDisappear
    isDid = name == .viewDidAppear || name == .viewDidDisappear
    isModalRequest = name == .present || name == .dismiss
    birthBit = Participants.birthCalls.firstIndex(of: name).map { UInt8(1) << $0 } ?? 0
    isDeinit = name == "deinit"
    seenBit = Self.seenBits[name] ?? 0
    isPush = name == .pushViewController
    isNavigationAnimationController = name == .navigationAnimationController
    isCompleteTransition = name == .completeTransition
    isViewDidLoad = name == .viewDidLoad
    isViewWillTransitionToSize = name == .viewWillTransitionToSize
    isNavigationControllerWillShow = name == .navigationControllerWillShow
    isDisappearing = name == .viewWillDisappear || name == .viewDidDisappear
    switch definition.receiver {
    case .animator, .interactionController, .transitionContext, .transitionCoordinator:
      duringTransition = name != .wantsInteractiveStart
    default:
      duringTransition = name == .alongsideTransition || name == .interactionChanged
    }
    touchesContext =
      definition.receiver == .transitionContext || definition.receiver == .transitionCoordinator
      || name == .alongsideTransition || name == .interactionChanged
    isModelled = definition.status == .modelled
    reading = Reading(name, duringTransition: duringTransition, touchesContext: touchesContext)
    quotedName = RecordEncoder.quoted(name: name)
    let parameters = definition.parameters
    // A call's arguments are bound into slots by parameter index.
    precondition(
      parameters.count <= ArgumentSlots.capacity, "\(name) has more parameters than slots")
    self.parameters = parameters
    quotedKeys = parameters.map { RecordEncoder.quoted(key: $0.key) }
    labelIndices = ArgumentBinding.argumentLabels(of: definition).compactMap { label, key in
      parameters.firstIndex { $0.key == key }.map { (label: label, index: $0) }
    }.sorted { $0.label < $1.label }.map { (label: Array($0.label.utf8), index: $0.index) }
    argumentReceivers = parameters.map { LogAssembler.receiver(forArgument: $0.key) }
    switch parameters.first.map({ ($0.key, $0.value) }) {
    case ("navigationController", .object)?: senderEnding = "NavigationController"
    case ("tabBarController", .object)?: senderEnding = "TabBarController"
    default: senderEnding = nil
    }
    transitionContextIndex = parameters.firstIndex { $0.key == "transitionContext" }
    contextIndex = parameters.firstIndex { $0.key == "context" }
  }

  /// A bit for each call that starts a transition or comes once in one, in name order.
  private static let seenBits: [CallName: UInt64] = {
    let names = Set(
      CallVocabulary.all.map(\.name).filter { $0.startsTransition || Segmenter.once.contains($0) }
    ).sorted()
    // The segmenter keeps them in one 64-bit word: the lists are a few dozen calls long.
    precondition(names.count <= 64, "more than 64 calls start a transition or come once")
    var bits: [CallName: UInt64] = [:]
    for (index, name) in names.enumerated() { bits[name] = 1 << UInt64(index) }
    return bits
  }()

  /// Every call of the vocabulary, by Swift signature.
  static let byName: [CallName: KnownCall] = Dictionary(
    CallVocabulary.all.map { ($0.name, KnownCall($0)) }, uniquingKeysWith: { first, _ in first })

  static func named(_ name: CallName) -> KnownCall? { byName[name] }

  /// The index of the parameter a value printed under the label `text[start..<end]` binds
  /// to, if any.
  func parameterIndex(forLabel text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Int?
  {
    let count = end - start
    for entry in labelIndices where entry.label.count == count {
      if entry.label.withUnsafeBufferPointer({ label in
        for offset in 0..<count where label[offset] != text[start + offset] { return false }
        return true
      }) {
        return entry.index
      }
    }
    return nil
  }

  /// `slots` as a record's arguments, each keyed by its parameter's key.
  func arguments(_ slots: ArgumentSlots) -> Arguments {
    slots.arguments { parameters[$0].key }
  }

  /// The value in `slots` of the parameter keyed `key`, if the call has one and it is bound.
  func argument(_ key: String, in slots: ArgumentSlots) -> Value? {
    guard !slots.isEmpty, let index = parameters.firstIndex(where: { $0.key == key }) else {
      return nil
    }
    return slots[index]
  }

  /// The label `text[start..<end]` as a printed value holds it: the parameter it names, or
  /// `unknown`.
  func label(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> PrintedArgument.Label
  {
    parameterIndex(forLabel: text, start, end).map { .parameter($0) } ?? .unknown
  }
}

extension KnownCall {
  /// A call's traits that a transition's reading and the screen read on each held event.
  struct Reading: Sendable {
    /// Where an appearance callback leaves its view controller (`Direction(_:)`).
    let direction: Direction?
    /// The appearance of the view controller after the callback (`ScreenModel.note`).
    let appearance: ScreenModel.Appearance?
    /// Whether it belongs to a transition's machinery (`TransitionReading.Facts.machinery`).
    let isMachinery: Bool
    /// `TransitionReading.requests`.
    let isRequest: Bool
    /// `TransitionReading.afterCompletion`.
    let isAfterCompletion: Bool
    /// `completion` with an argument: one after the completion when it names a context.
    let isCompletionWithArgument: Bool
    /// `navigationController(_:willShow:animated:)` or `didShow`.
    let isNavigationDelegate: Bool
    /// `beginAppearanceTransition(_:animated:)` or `endAppearanceTransition()`.
    let isForwarding: Bool
    /// `AppearanceOrder.containmentCalls`.
    let isContainment: Bool
    /// A page view controller delegate's swipe.
    let isPageSwipe: Bool
    /// Which of its arguments name the transition's ends.
    let ends: Ends

    /// The calls whose arguments name a transition's ends.
    enum Ends: Sendable {
      case none, present, push, presented, dismissed
    }

    init(_ name: CallName, duringTransition: Bool, touchesContext: Bool) {
      direction = Direction(name)
      switch name {
      case .viewWillAppear, .viewIsAppearing: appearance = .appearing
      case .viewDidAppear: appearance = .appeared
      case .viewWillDisappear: appearance = .disappearing
      case .viewDidDisappear: appearance = .disappeared
      default: appearance = nil
      }
      let kind = name.transitionKind
      isMachinery =
        duringTransition || touchesContext
        || (kind != nil && name != .tabBarControllerDidSelect
          && name != .tabBarControllerDidSelectTab)
        || (name.startsTransition && name != .navigationControllerWillShow)
      isRequest = TransitionReading.requests.contains(name)
      isAfterCompletion = TransitionReading.afterCompletion.contains(name)
      isCompletionWithArgument = name == .completionWithArgument
      isNavigationDelegate =
        name == .navigationControllerWillShow || name == .navigationControllerDidShow
      isForwarding = name == .beginAppearanceTransition || name == .endAppearanceTransition
      isContainment = AppearanceOrder.containmentCalls.contains(name)
      isPageSwipe = name == .pageWillTransition || name == .pageDidFinishAnimating
      switch name {
      case .present: ends = .present
      case .pushViewController, .navigationControllerWillShow: ends = .push
      case .animationControllerForPresented: ends = .presented
      case .animationControllerForDismissed: ends = .dismissed
      default: ends = .none
      }
    }
  }
}
