extension ViewTree {
  /// The tree as indented text for a terminal, one view a line, subviews back to front.
  ///
  /// Each view reads `id (class, view controller)`; detached subtrees follow under a
  /// `(detached)` line, which no view id can be mistaken for:
  ///
  ///     window
  ///     ├─ vc.home.view (UIView, vc.home)
  ///     └─ container.1 (UITransitionView)
  ///        ├─ dimmingView (UIView)
  ///        └─ vc.detail.view (UIView, vc.detail)
  public func rendered() -> String {
    var lines = [label(Self.windowID)]
    appendLines(for: subviews(of: Self.windowID), prefix: "", to: &lines)
    if !detachedRoots.isEmpty {
      lines.append("(detached)")
      appendLines(for: detachedRoots, prefix: "", to: &lines)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// `vc.detail.view (UIView, vc.detail)`; the class reads `?` when no record gave one.
  func label(_ id: String) -> String {
    let node = node(id)
    switch (node?.viewClass, node?.viewController) {
    case (nil, nil): return id
    case (let viewClass?, nil): return "\(id) (\(viewClass))"
    case (let viewClass, let viewController?):
      return "\(id) (\(viewClass ?? "?"), \(viewController))"
    }
  }

  /// Draws `ids` and their subtrees below a parent whose children are indented by `prefix`;
  /// iterative, so that a deep hand-written tree cannot exhaust the stack.
  private func appendLines(for ids: [String], prefix: String, to lines: inout [String]) {
    var stack: [(id: String, prefix: String, isLast: Bool)] = []
    func push(_ children: [String], prefix: String) {
      for (offset, child) in children.enumerated().reversed() {
        stack.append((child, prefix, offset == children.count - 1))
      }
    }
    push(ids, prefix: prefix)
    while let item = stack.popLast() {
      lines.append(item.prefix + (item.isLast ? "└─ " : "├─ ") + label(item.id))
      push(subviews(of: item.id), prefix: item.prefix + (item.isLast ? "   " : "│  "))
    }
  }
}
