import TransitLifecycle

/// What a console has shown of the screen so far, for reading its next transition: which view
/// controllers print their appearance callbacks, which of them are on screen, and which view
/// controller each one that came forward (pushed, presented) came over, so that a transition
/// back to that one is read as its return.
///
/// At most `limit` view controllers are remembered, the oldest forgotten first, so memory stays
/// flat whatever the console's length.
struct ScreenModel {
  /// How far a view controller's appearance has gone, by its last callback.
  enum Appearance: Sendable, Hashable {
    case appearing, appeared, disappearing, disappeared
  }

  /// A transition that brought a view controller forward over another.
  struct Forward: Sendable, Hashable {
    /// The view controller it came over.
    var under: String
    /// What kind of transition it was; nil when the console did not tell.
    var kind: TransitionKind?
    /// For a presentation, whether it removed the presenter's view, as read; its dismissal is
    /// of the same kind.
    var removesPresenter: Bool?
    /// Its first console line.
    var line: Int
  }

  static let limit = 4096

  private var states: [String: (appearance: Appearance, order: Int)] = [:]
  private var forwards: [String: Forward] = [:]
  private var containers: Set<String> = []
  /// View controllers whose appearance app code forwarded by hand, with the line it first did.
  private var forwarded: [String: Int] = [:]
  private var counter = 0
  /// The view controllers that appeared last and are still on screen, the latest last: a few
  /// are enough to find the one a transition covers.
  private var recent: [String] = []
  private static let recentLimit = 8

  init() {}

  /// Forgets everything: the app was launched again.
  mutating func breakRun() {
    states.removeAll()
    forwards.removeAll()
    containers.removeAll()
    forwarded.removeAll()
    recent.removeAll()
  }

  /// Notes an appearance callback the console printed for `id`, by where it leaves it
  /// (`KnownCall.Reading.appearance`).
  mutating func note(_ appearance: Appearance, on id: String) {
    remember(id, appearance)
  }

  /// Notes that `id` is one of UIKit's container view controllers.
  mutating func noteContainer(_ id: String) {
    guard containers.count < Self.limit else { return }
    containers.insert(id)
  }

  func isContainer(_ id: String) -> Bool { containers.contains(id) }

  /// Notes that app code called `beginAppearanceTransition(_:animated:)` or
  /// `endAppearanceTransition()` on `id`: its callbacks come where that code calls them.
  mutating func noteForwarding(on id: String, line: Int) {
    guard forwarded[id] == nil, forwarded.count < Self.limit else { return }
    forwarded[id] = line
  }

  /// The line where app code first forwarded `id`'s appearance by hand, if it did.
  func forwardedByHand(_ id: String) -> Int? { forwarded[id] }

  /// Whether the console has printed an appearance callback of `id`.
  func prints(_ id: String) -> Bool { states[id] != nil }

  func appearance(of id: String) -> Appearance? { states[id]?.appearance }

  /// The view controllers on screen that appeared last, the latest first.
  var onScreen: [String] { recent.reversed() }

  /// Whether any view controller has printed a callback since the app was launched.
  var isEmpty: Bool { states.isEmpty }

  /// Notes that `to` came forward over `under`.
  mutating func noteForward(
    _ to: String, over under: String, kind: TransitionKind?, removesPresenter: Bool?, line: Int
  ) {
    if forwards.count >= Self.limit { forwards.removeAll() }
    forwards[to] = Forward(
      under: under, kind: kind, removesPresenter: removesPresenter, line: line)
  }

  /// What brought `id` forward, if the console showed it.
  func forward(of id: String) -> Forward? { forwards[id] }

  /// Forgets what brought `id` forward: it went back.
  mutating func noteReturn(from id: String) { forwards[id] = nil }

  private mutating func remember(_ id: String, _ appearance: Appearance) {
    counter += 1
    if states.count >= Self.limit, states[id] == nil {
      // The oldest half goes: their next callback is read as that of one first seen.
      let kept = states.sorted { $0.value.order > $1.value.order }.prefix(Self.limit / 2)
      states = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })
    }
    let before = states.updateValue((appearance, counter), forKey: id)
    // `recent` holds only view controllers whose last callback left them appeared: one whose
    // last callback the table holds and left it otherwise is not there, and is not compared
    // with each of them (the did-callbacks, and a will-appear of one seen before).
    if before == nil || before?.appearance == .appeared {
      recent.removeAll { $0 == id }
    }
    if appearance == .appeared {
      recent.append(id)
      if recent.count > Self.recentLimit { recent.removeFirst() }
    }
  }
}
