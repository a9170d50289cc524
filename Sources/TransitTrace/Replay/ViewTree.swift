/// The view hierarchy the log's `view` records built: the window's tree and any detached subtrees.
///
/// Mirrors `UIView`'s `superview` and `subviews`, kept back to front as UIKit keeps them. A view
/// added while it has a superview moves, since UIKit removes it from the old one first; a removed
/// view keeps its own subviews and becomes the root of a detached subtree. Where a record
/// disagrees with the tree, the record wins and the disagreement is reported.
public struct ViewTree: Sendable, Hashable {
  /// The id of the window, the root every on-screen view hangs from.
  public static let windowID = "window"

  /// Subviews a view keeps in order, the frontmost: past it, the backmost leaves the list (it
  /// keeps its superview), so that placing or removing a view costs at most this many steps
  /// however many siblings a log gives it. Every reader shows fewer (a walkthrough step the
  /// frontmost 12, a page 40).
  public static let subviewLimit = 1024

  private var nodes: [String: ViewNode] = [ViewTree.windowID: ViewNode(id: ViewTree.windowID)]
  private var viewsByController: [String: String] = [:]

  /// Views with no superview other than the window, in the order they lost (or never had) one:
  /// a list linked both ways through these maps, so that one leaves it in constant time however
  /// many there are, and the latest few are found without walking the rest.
  private var detachedFirst: String?
  private var detachedLast: String?
  private var detachedNext: [String: String] = [:]
  private var detachedPrevious: [String: String] = [:]
  private var detachedSet: Set<String> = []

  /// Views with no superview other than the window, in the order they lost (or never had) one.
  public var detachedRoots: [String] {
    var roots: [String] = []
    var current = detachedFirst
    while let id = current {
      roots.append(id)
      current = detachedNext[id]
    }
    return roots
  }

  /// How many detached roots there are.
  public var detachedCount: Int { detachedSet.count }

  /// The last `count` detached roots, in order.
  public func latestDetached(_ count: Int) -> [String] {
    var roots: [String] = []
    var current = detachedLast
    while let id = current, roots.count < count {
      roots.append(id)
      current = detachedPrevious[id]
    }
    return roots.reversed()
  }

  private mutating func appendDetached(_ id: String) {
    guard detachedSet.insert(id).inserted else { return }
    if let last = detachedLast {
      detachedNext[last] = id
      detachedPrevious[id] = last
    } else {
      detachedFirst = id
    }
    detachedLast = id
  }

  private mutating func removeDetached(_ id: String) {
    guard detachedSet.remove(id) != nil else { return }
    let previous = detachedPrevious.removeValue(forKey: id)
    let next = detachedNext.removeValue(forKey: id)
    if let previous { detachedNext[previous] = next } else { detachedFirst = next }
    if let next { detachedPrevious[next] = previous } else { detachedLast = previous }
  }

  public init() {}

  /// The view with this id, if the log has named it.
  public func node(_ id: String) -> ViewNode? { nodes[id] }

  /// The subviews of `id`, back to front (index 0 is the backmost); empty for an unknown view.
  public func subviews(of id: String) -> [String] { nodes[id]?.subviews ?? [] }

  /// The superview of `id`, or nil for the window, a detached root or an unknown view.
  public func superview(of id: String) -> String? { nodes[id]?.superview }

  /// The root view of `viewController`, as the last `view` record naming it said.
  public func rootView(of viewController: String) -> String? { viewsByController[viewController] }

  /// Whether `id` hangs, however deep, from the window.
  public func isInWindow(_ id: String) -> Bool {
    ancestors(of: id).last == Self.windowID || id == Self.windowID
  }

  /// Every view, depth first: the window's tree, then each detached subtree.
  public var allViews: [String] {
    var views: [String] = []
    var stack = Array(([Self.windowID] + detachedRoots).reversed())
    while let id = stack.popLast() {
      views.append(id)
      stack += subviews(of: id).reversed()
    }
    return views
  }

  /// The superview, its superview and so on, nearest first.
  func ancestors(of id: String) -> [String] {
    var ancestors: [String] = []
    var current = nodes[id]?.superview
    // A tree never has a cycle (`apply` refuses one); the bound keeps a bug finite.
    while let id = current, ancestors.count < nodes.count {
      ancestors.append(id)
      current = nodes[id]?.superview
    }
    return ancestors
  }

  /// Folds one view record into the tree, and returns what was inconsistent.
  mutating func apply(_ change: ViewChange) -> [String] {
    let view = change.view
    let described = "\(change.name) of \(view)"
    guard view != Self.windowID else { return ["\(described): the window has no superview"] }
    register(view, viewClass: change.viewClass, viewController: change.viewController)
    guard let index = change.index else {
      return remove(view, from: change.superview, described: described, name: change.name)
    }
    var problems: [String] = []
    if change.name == .removeFromSuperview {
      problems.append("\(described) has index \(index); read as a move into \(change.superview)")
    }
    let superview = change.superview
    register(superview, viewClass: nil, viewController: nil)
    // Only a view with subviews can be an ancestor of the new superview: most views added are
    // leaves, and a deep tree is then not walked for each.
    let hasSubviews = !(nodes[view]?.subviews.isEmpty ?? true)
    if superview == view || (hasSubviews && ancestors(of: superview).contains(view)) {
      return problems + ["\(described) into \(superview) would make \(view) its own ancestor"]
    }
    let wasHere = nodes[view]?.superview == superview
    if !wasHere && (change.name == .bringSubviewToFront || change.name == .sendSubviewToBack) {
      problems.append("\(described): \(view) is not a subview of \(superview)")
    }
    detach(view)
    // The list is changed in place: a copy would cost as much as the siblings.
    let count = nodes[superview]?.subviews.count ?? 0
    let expected: Int? =
      switch change.name {
      case .addSubview, .bringSubviewToFront: count
      case .sendSubviewToBack: 0
      default: nil
      }
    var position = index
    if position < 0 || position > count {
      position = min(max(position, 0), count)
      problems.append("\(described): index \(index) is outside 0...\(count) in \(superview)")
    } else if let expected, expected != index {
      problems.append("\(described) put it at index \(index) of \(superview), not \(expected)")
    }
    nodes[superview]?.subviews.insert(view, at: position)
    if count + 1 > Self.subviewLimit {
      nodes[superview]?.subviews.removeFirst(count + 1 - Self.subviewLimit)
    }
    nodes[view]?.superview = superview
    removeDetached(view)
    return problems
  }

  private mutating func remove(
    _ view: String, from superview: String, described: String, name: CallName
  ) -> [String] {
    var problems: [String] = []
    if name != .removeFromSuperview {
      problems.append("\(described) has no index; read as a removal from \(superview)")
    }
    guard let actual = nodes[view]?.superview else {
      return problems + ["\(described): it has no superview, not \(superview)"]
    }
    if actual != superview {
      problems.append("\(described): it is in \(actual), not \(superview)")
    }
    detach(view)
    appendDetached(view)
    return problems
  }

  /// Creates the node if it is new, as a detached root, and takes the class and owner a record
  /// gives.
  private mutating func register(_ id: String, viewClass: String?, viewController: String?) {
    if nodes[id] == nil {
      nodes[id] = ViewNode(id: id)
      appendDetached(id)
    }
    if let viewClass { nodes[id]?.viewClass = viewClass }
    if let viewController {
      nodes[id]?.viewController = viewController
      viewsByController[viewController] = id
    }
  }

  /// Takes `id` out of its superview's subviews, leaving it with none.
  private mutating func detach(_ id: String) {
    guard let superview = nodes[id]?.superview else { return }
    // Views mostly leave from the front, where they were last put.
    if let index = nodes[superview]?.subviews.lastIndex(of: id) {
      nodes[superview]?.subviews.remove(at: index)
    }
    nodes[id]?.superview = nil
  }
}

/// One view of the hierarchy.
public struct ViewNode: Sendable, Hashable {
  public var id: String
  /// The class the last record naming the view gave, such as `UIView`; nil if no record did.
  public var viewClass: String?
  /// The view controller whose root view this is.
  public var viewController: String?
  public var superview: String?
  /// Back to front.
  public var subviews: [String]

  public init(
    id: String, viewClass: String? = nil, viewController: String? = nil,
    superview: String? = nil, subviews: [String] = []
  ) {
    self.id = id
    self.viewClass = viewClass
    self.viewController = viewController
    self.superview = superview
    self.subviews = subviews
  }
}
