/// Which view controller presents which: the `presentedViewController` and
/// `presentingViewController` relationships UIKit keeps, as the log's transitions set them.
///
/// UIKit records the relationship when `present(_:animated:completion:)` is asked for and tears it
/// down inside `completeTransition(_:)` of a dismissal, before the appearance callbacks
/// (docs/lifecycle.md#fact-relationship-torn-down-first; WinObjC issue #2114), or of a cancelled
/// presentation. Each view controller
/// presents at most one other, so the links form chains that start at a root.
public struct PresentationChain: Sendable, Hashable, CustomStringConvertible {
  /// One presentation: `presenting` presents `presented`.
  public struct Link: Sendable, Hashable, CustomStringConvertible {
    public var presenting: String
    public var presented: String
    /// The transition that set the link up.
    public var transition: Int?

    public init(presenting: String, presented: String, transition: Int? = nil) {
      self.presenting = presenting
      self.presented = presented
      self.transition = transition
    }

    /// `vc.home → vc.detail`.
    public var description: String { "\(presenting) → \(presented)" }
  }

  /// The live links, in the order they were set up.
  public private(set) var links: [Link] = [] {
    didSet { reindex() }
  }
  /// Who each view controller presents, and who presents it: the links by either end, so a
  /// chain of a thousand presentations is walked in a thousand steps, not a million.
  private var presentedBy: [String: String] = [:]
  private var presenterOf: [String: String] = [:]

  public init() {}

  private mutating func reindex() {
    presentedBy = Dictionary(
      links.map { ($0.presenting, $0.presented) }, uniquingKeysWith: { first, _ in first })
    presenterOf = Dictionary(
      links.map { ($0.presented, $0.presenting) }, uniquingKeysWith: { first, _ in first })
  }

  /// The view controller `viewController` presents: UIKit's `presentedViewController`.
  public func presentedViewController(of viewController: String) -> String? {
    presentedBy[viewController]
  }

  /// The view controller that presents `viewController`: UIKit's `presentingViewController`.
  public func presentingViewController(of viewController: String) -> String? {
    presenterOf[viewController]
  }

  /// View controllers that present something and are not presented themselves, in the order
  /// their first live presentation was set up.
  public var roots: [String] {
    var roots: [String] = []
    var seen: Set<String> = []
    for link in links where presentingViewController(of: link.presenting) == nil {
      if seen.insert(link.presenting).inserted { roots.append(link.presenting) }
    }
    return roots
  }

  /// `viewController` followed by what it presents, what that presents, and so on.
  public func chain(from viewController: String) -> [String] {
    var chain = [viewController]
    var current = viewController
    // The links never form a cycle (`present` refuses one), but a bound keeps a bug finite.
    while chain.count <= links.count, let next = presentedViewController(of: current) {
      chain.append(next)
      current = next
    }
    return chain
  }

  /// The chain from each root, in the order of `roots`.
  public var chains: [[String]] { roots.map(chain(from:)) }

  /// `vc.home → vc.detail → vc.sheet`, one chain per line; `none` when nothing is presented.
  public var description: String {
    let chains = chains
    if chains.isEmpty { return "none" }
    return chains.map { $0.joined(separator: " → ") }.joined(separator: "\n")
  }

  /// Records that `presenting` presents `presented`, and returns what was inconsistent.
  ///
  /// The log wins over the model: a presenter that already presents something, or a view
  /// controller already presented elsewhere, is re-linked and reported, since UIKit itself would
  /// have refused with a warning (docs/lifecycle.md#fact-request-while-in-flight).
  mutating func present(_ presented: String, from presenting: String, transition: Int?)
    -> [String]
  {
    guard presented != presenting, !chain(from: presented).contains(presenting) else {
      return ["\(presenting) cannot present \(presented), which is already below it in a chain"]
    }
    var problems: [String] = []
    if let current = presentedViewController(of: presenting) {
      problems.append("\(presenting) already presents \(current); replaced by \(presented)")
      removeChain(above: presenting)
    }
    if let current = presentingViewController(of: presented) {
      problems.append("\(presented) is already presented by \(current)")
      links.removeAll { $0.presented == presented }
    }
    links.append(Link(presenting: presenting, presented: presented, transition: transition))
    return problems
  }

  /// Tears down the presentations a completed dismissal ended, and returns what was inconsistent.
  ///
  /// Dismissing returns to `presenting` and removes everything it presents, however deep; a
  /// dismissal whose `dismissed` view controller is not above `presenting` removes what
  /// `dismissed`'s actual presenter presents instead.
  mutating func dismiss(_ dismissed: String?, returningTo presenting: String?) -> [String] {
    if let presenting, let dismissed, chain(from: presenting).dropFirst().contains(dismissed) {
      removeChain(above: presenting)
      return []
    }
    let names = "\(dismissed ?? "nil") to \(presenting ?? "nil")"
    if let dismissed, let actual = presentingViewController(of: dismissed) {
      removeChain(above: actual)
      return ["dismissal of \(names) completed, but \(dismissed) is presented by \(actual)"]
    }
    if let presenting, presentedViewController(of: presenting) != nil {
      removeChain(above: presenting)
      return ["dismissal of \(names) completed, but \(presenting) presents something else"]
    }
    return ["dismissal of \(names) completed, but nothing is presented there"]
  }

  /// Removes the link a cancelled presentation had set up, and returns what was inconsistent.
  mutating func cancelPresentation(of presented: String?, from presenting: String?) -> [String] {
    guard let presented, let presenting, presentingViewController(of: presented) == presenting
    else {
      let names = "\(presented ?? "nil") from \(presenting ?? "nil")"
      return ["presentation of \(names) was cancelled, but it is not presented"]
    }
    removeChain(above: presenting)
    return []
  }

  /// Removes every link in the chain above `viewController`.
  private mutating func removeChain(above viewController: String) {
    let doomed = Set(chain(from: viewController).dropLast())
    links.removeAll { doomed.contains($0.presenting) }
  }
}
