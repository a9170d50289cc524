import TransitTrace

// Mirrors UIView's hierarchy methods. Each change is recorded as a `view` record naming the view,
// its new superview and its index there (0 is the back), so replay can rebuild the screen.
extension UIView {
  public func insertSubview(_ view: UIView, at index: Int) {
    insert(view, at: index, name: .insertSubviewAt)
  }

  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    let index = subviews.firstIndex { $0 === sibling } ?? 0
    insert(view, at: index, name: .insertSubviewBelow)
  }

  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insert(view, at: index, name: .insertSubviewAbove)
  }

  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insert(view, at: subviews.count, name: .bringSubviewToFront)
  }

  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insert(view, at: 0, name: .sendSubviewToBack)
  }

  /// What UIView's own `removeFromSuperview()` does, which a subclass's override reaches
  /// through `super`.
  func detachFromSuperview() {
    guard let superview else { return }
    superview.willRemoveSubview(self)
    willMove(toSuperview: nil)
    let oldWindow = window
    if oldWindow != nil { tellWillMove(toWindow: nil) }
    if window != nil { EngineContext.current?.viewWillMove(self, intoWindow: false) }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    superview.setNeedsLayout()
    EngineContext.current?.viewHierarchyDidChange(
      self, name: .removeFromSuperview, superview: superview, index: nil)
    if oldWindow != nil { tellDidMoveToWindow() }
    didMoveToSuperview()
  }

  /// `willMove(toWindow:)` to this view and each view under it, this one first.
  private func tellWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for subview in subviews { subview.tellWillMove(toWindow: newWindow) }
  }

  private func tellDidMoveToWindow() {
    didMoveToWindow()
    for subview in subviews { subview.tellDidMoveToWindow() }
  }

  func insert(_ view: UIView, at requestedIndex: Int, name: CallName) {
    guard view !== self else { return }
    let moves = view.superview !== self
    let oldWindow = view.window
    let newWindow = window
    let windowChanges = moves && oldWindow !== newWindow
    if moves {
      view.superview?.willRemoveSubview(view)
      view.willMove(toSuperview: self)
    }
    if windowChanges { view.tellWillMove(toWindow: newWindow) }
    if window != nil, view.window == nil {
      EngineContext.current?.viewWillMove(view, intoWindow: true)
    }
    var index = requestedIndex
    if let oldSuperview = view.superview {
      if oldSuperview === self, let old = subviews.firstIndex(where: { $0 === view }),
        old < index
      {
        index -= 1
      }
      oldSuperview.subviews.removeAll { $0 === view }
      oldSuperview.setNeedsLayout()
    }
    index = min(max(0, index), subviews.count)
    subviews.insert(view, at: index)
    view.superview = self
    setNeedsLayout()
    EngineContext.current?.viewHierarchyDidChange(view, name: name, superview: self, index: index)
    if windowChanges { view.tellDidMoveToWindow() }
    if moves {
      view.didMoveToSuperview()
      didAddSubview(view)
    }
  }
}

extension UIView {
  /// Mirrors `endEditing(_:)`: asks the first responder among this view and its subviews to
  /// resign (with `force`, it must), and answers whether one did. Transit has no keyboard, so
  /// only a responder of the app's own that says it is first can be one.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    if isFirstResponder { return resignFirstResponder() || force }
    for subview in subviews where subview.endEditing(force) { return true }
    return false
  }
}
