import TransitTrace

// What the calls of navigation and tab bar controllers and their delegates say about a
// transition: its kind, its ends, whether a delegate's animator runs it, and whether code asked
// for it (docs/lifecycle.md#order-e and #order-f).
extension TransitionScope {
  /// Takes the kind, ends and configuration a container's call gives.
  func learnContainerCall(_ call: Call, info: CallInfo) {
    switch info.fact {
    case .navigationRequest(let kind):
      if let kind { setKind(kind) }
      // A push names the view controller it pushes; a pop returns the one it takes off.
      if kind == .push { setEnds(from: nil, to: call.args["viewController"]?.stringValue) }
      if kind == .pop { setEnds(from: call.result?.stringValue, to: nil) }
    case .selectionSetter:
      setKind(.tabSwitch)
      // UIKit's own selection for a tap is not a change made in code (Apple's
      // tabBarController(_:didSelect:) page). A setter whose caller the log does not give may
      // be either.
      if let caller = call.caller, caller != "uikit" { requestedInCode = true }
      if call.name == .selectedViewController {
        setEnds(from: nil, to: call.args["newValue"]?.stringValue)
      }
    case .containerAnimatorRequest:
      // The navigation delegate is told the operation; the tab bar delegate asks only for tabs.
      if call.name == .tabBarAnimationController {
        setKind(.tabSwitch)
      } else if let operation = call.args["operation"]?.stringValue,
        let kind = TransitionKind(rawValue: operation)
      {
        setKind(kind)
      }
      setEnds(from: call.args["fromVC"]?.stringValue, to: call.args["toVC"]?.stringValue)
      noteAnimatorAnswer(call)
    case .containerNotification(let kind):
      if let kind { setKind(kind) }
      // willShow, didShow, shouldSelect and didSelect name the view controller shown.
      setEnds(from: nil, to: call.args["viewController"]?.stringValue)
    default:
      break
    }
  }
}
