import TransitTrace

// Tab selection: by a tap on the tab bar (UIKit's `_tabBarItemClicked:`), or in code through
// `selectedIndex` and `selectedViewController`. Only a tap asks `shouldSelect` and tells
// `didSelect` (Apple's UITabBarControllerDelegate pages; docs/lifecycle.md#order-f-1 and
// #order-f-7).
extension Simulator {
  /// A tap on the button of tab `index`: `shouldSelect`, the switch, then `didSelect`.
  func userTapped(tabAt index: Int, of tabBarController: UITabBarController) {
    guard !isHalted, tabBarController.tabViewControllers.indices.contains(index) else { return }
    // UIKit ignores touches while a transition is in flight (UIKit 26.1;
    // docs/lifecycle.md#fact-touches-ignored-during-transition).
    guard tabSwitch(of: tabBarController) == nil else { return }
    let target = tabBarController.tabViewControllers[index]
    if let tab = tabBarController.rootTabs?[index] {
      userTapped(tab, at: index, of: tabBarController)
      return
    }
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

  /// A tap on the button of root tab `tab`, for a tab bar controller given tabs (iOS 18):
  /// `shouldSelectTab`, the switch, then `didSelectTab` if the selected tab changed. UIKit sends
  /// neither `shouldSelect` nor `didSelect` then, and nothing after the switch for a tap on the
  /// selected tab (UIKit 18.2's `_tabBarItemClicked:`, `_setSelectedViewControllerAndNotify:` and
  /// `_selectedLeafDidChange:previousLeaf:`; docs/lifecycle.md#fact-tabs-delegate).
  private func userTapped(_ tab: UITab, at index: Int, of tabBarController: UITabBarController) {
    if let delegate = tabBarController.delegate {
      let shouldSelect = optionalRequest(
        .tabBarControllerShouldSelectTab, on: delegate, role: .containerDelegate,
        args: ["tabBarController": reference(tabBarController), "tab": .string(tab.identifier)],
        result: Value.bool
      ) { delegate in
        delegate.tabBarController(tabBarController, shouldSelectTab: tab)
      }
      if shouldSelect == false { return }
    }
    guard index != tabBarController.selection else { return }
    let previous = tabBarController.selectedTab
    if isOnScreen(tabBarController) {
      let id = newTransitionID()
      asUIKit(transition: id) { startTabSwitch(of: tabBarController, to: index, id: id) }
    } else {
      tabBarController.selectQuietly(index)
    }
    tellDidSelectTab(
      tab, previous: previous, of: tabBarController,
      whileAnimating: tabSwitch(of: tabBarController) != nil)
  }

  /// A change of the selection made in code, logged as the setter `name` with `newValue`. For a
  /// tab bar controller given tabs, `didSelectTab` follows the change inside the setter, as it
  /// follows any change of UIKit's selected tab (docs/lifecycle.md#fact-tabs-did-select-every-change).
  func select(
    tabAt index: Int, of tabBarController: UITabBarController, by name: CallName,
    newValue: Value
  ) {
    let isValid = tabBarController.tabViewControllers.indices.contains(index)
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
      let previous = tabBarController.selectedTab
      if let id {
        startTabSwitch(of: tabBarController, to: index, id: id)
      } else {
        tabBarController.selectQuietly(index)
      }
      if let selected = tabBarController.rootTabs?[index] {
        tellDidSelectTab(
          selected, previous: previous, of: tabBarController,
          whileAnimating: tabSwitch(of: tabBarController) != nil)
      }
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

  /// `tabBarController(_:didSelectTab:previousTab:)`, once UIKit's selected tab has changed: in
  /// UIKit 18.2 the tab model tells the tab bar controller of every change of its selected tab,
  /// and the tab bar controller tells a delegate that implements the method whenever it has tabs
  /// (`-[_UITabModel _updateSelectedLeafPerformBeforeNotifyingBlock:]`,
  /// `-[UITabBarController _selectedLeafDidChange:previousLeaf:]`).
  ///
  /// `whileAnimating` says a delegate's animator is running the switch. UIKit 18.2 starts that
  /// animator only once the current Core Animation transaction commits
  /// (`transitionFromViewController:toViewController:transition:shouldSetSelected:`), so there
  /// `didSelectTab` comes before `animateTransition(using:)`; Transit starts the animator inside
  /// the selection, as for `didSelect` (docs/lifecycle.md#order-f-7), and says so in a note.
  func tellDidSelectTab(
    _ tab: UITab, previous: UITab?, of tabBarController: UITabBarController,
    whileAnimating: Bool = false
  ) {
    guard !isHalted, let delegate = tabBarController.delegate else { return }
    let told: Void? = sendOptional(.tabBarControllerDidSelectTab, to: delegate) { target in
      recorder.call(
        .tabBarControllerDidSelectTab, on: participantID(target, role: .containerDelegate),
        from: ParticipantRegistry.uikitID,
        args: [
          "tabBarController": reference(tabBarController),
          "selectedTab": .string(tab.identifier),
          "previousTab": previous.map { Value.string($0.identifier) } ?? .null,
        ],
        isOptional: true, result: nil as ((()) -> Value)?
      ) {
        target.tabBarController(tabBarController, didSelectTab: tab, previousTab: previous)
      }
    }
    guard told != nil, whileAnimating else { return }
    note(
      about: delegate, code: "tab-did-select-tab-after-animator-start",
      "UIKit 18.2 starts a delegate's animator once the current Core Animation transaction "
        + "commits, after tabBarController(_:didSelectTab:previousTab:); Transit starts it "
        + "inside the selection, so the log shows didSelectTab after animateTransition(using:) "
        + "(docs/lifecycle.md#order-f-tabs).")
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
