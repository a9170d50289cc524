import TransitTrace

// Names views in the log and records changes to the hierarchy.
extension Simulator {
  /// The view's id: `window`, `container.1`, `vc.detail.view` for a root view, `nav.container`
  /// for a part of a container's own view, its `accessibilityIdentifier` when set,
  /// `vc.detail.view.snapshot` for a snapshot, else `view.N`.
  func viewID(_ view: UIView) -> String {
    if let id = view.traceID { return id }
    let base: String
    if let owner = view.owningViewController {
      base = participantID(owner) + ".view"
    } else if let part = view as? any ContainerPart, let owner = part.container {
      base = participantID(owner) + "." + part.part
    } else if let name = view.accessibilityIdentifier, !name.isEmpty {
      base = name
    } else if let container = view as? TransitionContainerView {
      base = "container.\(container.transitionID)"
    } else if let source = view.snapshotSource {
      base = viewID(source) + ".snapshot"
    } else {
      viewCounter += 1
      base = "view.\(viewCounter)"
    }
    var id = base
    var counter = 2
    while usedViewIDs.contains(id) {
      id = "\(base).\(counter)"
      counter += 1
    }
    usedViewIDs.insert(id)
    view.traceID = id
    return id
  }

  /// A view as an argument or result value: its id.
  func reference(_ view: UIView) -> Value { .string(viewID(view)) }

  /// Records a change of the hierarchy made by the code running now.
  func viewHierarchyDidChange(_ view: UIView, name: CallName, superview: UIView, index: Int?) {
    guard !isHalted else { return }
    let change = ViewChange(
      caller: recorder.currentParticipant, name: name, view: viewID(view),
      viewClass: view.traceClassName,
      viewController: view.owningViewController.map {
        participantID($0)
      },
      superview: viewID(superview), index: index)
    recorder.record(.view(change))
    geometry.join(superview, id: change.superview)
    geometry.join(view, id: change.view)
  }
}
