import TransitTrace

// Tab selection: by a tap on the tab bar (UIKit's `_tabBarItemClicked:`), or in code through
// `selectedIndex` and `selectedViewController`. Only a tap asks `shouldSelect` and tells
// `didSelect` (Apple's UITabBarControllerDelegate pages; docs/lifecycle.md#order-f-1 and
// #order-f-7).
extension Simulator {
  /// A tap on the button of tab `index`: `shouldSelect`, the switch, then `didSelect`.
  func userTapped(tabAt index: Int, of tabBarController: UITabBarController) {
    guard !isHalted, tabBarController.tabs.indices.contains(index) else { return }
    // UIKit ignores touches while a transition is in flight (UIKit 26.1;
    // docs/lifecycle.md#fact-touches-ignored-during-transition).
    guard tabSwitch(of: tabBarController) == nil else { return }
    let target = tabBarController.tabs[index]
    if let delegate = tabBarController.delegate {
      let shouldSelect = optionalRequest(
        .tabBarControllerShouldSelect, on: delegate, role: .containerDelegate,
        args: [
          "tabBarController": reference(tabBarController),
          "viewController": reference(target, role: .presentedViewController),
        ],
        result: Value.bool
      ) { delegate in
        delegate.tabBarController(tabBarController, shouldSelect: target)
      }
      if shouldSelect == false { return }
    }
    let switches = index != tabBarController.selection
    if switches {
      if isOnScreen(tabBarController) {
        let id = newTransitionID()
        asUIKit(transition: id) { startTabSwitch(of: tabBarController, to: index, id: id) }
      } else {
        tabBarController.selectQuietly(index)
      }
    }
    tellDidSelect(target, of: tabBarController, afterSwitch: switches)
  }

  /// A change of the selection made in code, logged as the setter `name` with `newValue`.
  func select(
    tabAt index: Int, of tabBarController: UITabBarController, by name: CallName,
    newValue: Value
  ) {
    let isValid = tabBarController.tabs.indices.contains(index)
    let changes = isValid && index != tabBarController.selection
    guard !isHalted else {
      if changes { tabBarController.selectQuietly(index) }
      return
    }
    let inFlight = tabSwitch(of: tabBarController)
    let switches = changes && inFlight == nil && isOnScreen(tabBarController)
    let id = switches ? newTransitionID() : nil
    _ = recorder.call(
      name, on: participantID(tabBarController), args: ["newValue": newValue],
      transition: .some(id), result: nil as ((()) -> Value)?
    ) {
      if let inFlight, changes {
        warn(
          about: tabBarController, code: "tab-switch-while-transitioning",
          transition: .some(inFlight.id),
          "\(name) set on \(describe(tabBarController)) while \(inFlight.summary) is in flight; "
            + "what UIKit does is not established, and Transit ignores the change.")
        return
      }
      guard changes else { return }
      guard let id else {
        tabBarController.selectQuietly(index)
        return
      }
      startTabSwitch(of: tabBarController, to: index, id: id)
    }
  }

  private func startTabSwitch(of tabBarController: UITabBarController, to index: Int, id: Int) {
    let transition = TabTransition(
      simulator: self, id: id, tabBarController: tabBarController,
      from: tabBarController.selection, to: index)
    transitionDidBegin(transition)
    transition.request()
  }

  /// `tabBarController(_:didSelect:)`, after the selection has returned: once the default
  /// switch has completed, or once a delegate's animator has started. Apple's page documents
  /// only that it follows the selection; where exactly is not established
  /// (docs/lifecycle.md#order-f-7).
  private func tellDidSelect(
    _ viewController: UIViewController, of tabBarController: UITabBarController,
    afterSwitch: Bool
  ) {
    guard let delegate = tabBarController.delegate else { return }
    let told: Void? = sendOptional(.tabBarControllerDidSelect, to: delegate) { target in
      recorder.call(
        .tabBarControllerDidSelect, on: participantID(target, role: .containerDelegate),
        from: ParticipantRegistry.uikitID,
        args: [
          "tabBarController": reference(tabBarController),
          "viewController": reference(viewController),
        ],
        isOptional: true, result: nil as ((()) -> Value)?
      ) {
        target.tabBarController(tabBarController, didSelect: viewController)
      }
    }
    guard told != nil, afterSwitch else { return }
    note(
      about: delegate, code: "tab-did-select-position-unverified",
      "tabBarController(_:didSelect:) is documented to follow the selection (Apple's "
        + "UITabBarControllerDelegate page), but where it falls relative to the switch is not "
        + "established (docs/lifecycle.md#order-f-7). Transit calls it "
        + "when the selection returns: after a default switch has completed, or after a "
        + "delegate's animator has started and before it completes.")
  }

  /// The tab switch of `tabBarController` in flight, if any.
  func tabSwitch(of tabBarController: UITabBarController) -> Transition? {
    transitions.first { ($0 as? TabTransition)?.tabBarController === tabBarController }
  }

  private func isOnScreen(_ viewController: UIViewController) -> Bool {
    viewController.viewIfLoaded?.window != nil && viewController.appearState == .appeared
  }
}

extension UITabBarController {
  /// Changes the selection without a transition, while the tab bar controller is off screen:
  /// the newly selected view controller appears with it.
  func selectQuietly(_ index: Int) {
    if let old = selectedViewController, old.viewIfLoaded?.superview === transitionView {
      old.view.removeFromSuperview()
    }
    selection = index
  }
}
