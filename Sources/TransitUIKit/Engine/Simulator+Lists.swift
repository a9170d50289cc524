import TransitTrace

/// The id a cell is given while its initializer runs, so that the views it builds name it
/// readably (`menu.cell.0`, `menu.cell.0.contentView`) rather than `view.7`.
///
/// A task-local, like `EngineContext`, so that parallel runs keep their own.
enum CellNaming {
  @TaskLocal static var id: String?
}

// Names for the views UIKit's table and collection views create, and the arguments their
// delegate calls take.
extension Simulator {
  /// Gives `view` the id `base` (or `base.2`… if taken) unless the log already named it or it
  /// names itself through `accessibilityIdentifier`.
  func name(_ view: UIView, as base: String) {
    guard view.traceID == nil, view.accessibilityIdentifier?.isEmpty ?? true else { return }
    var id = base
    var counter = 2
    while usedViewIDs.contains(id) {
      id = "\(base).\(counter)"
      counter += 1
    }
    usedViewIDs.insert(id)
    view.traceID = id
  }

  /// The id for the cell at `index` of `list`: `list.cell.index`.
  func cellID(in list: UIView, at index: Int) -> String {
    "\(viewID(list)).cell.\(index)"
  }

  /// The arguments of a list's delegate or data source call: the list first, then `rest`.
  func listArguments(_ label: String, _ list: UIView, _ rest: Arguments) -> Arguments {
    var args: Arguments = [label: reference(list)]
    for pair in rest.pairs { args.append(pair.key, pair.value) }
    return args
  }
}

extension Value {
  /// A view as the log writes it: its id.
  @preconcurrency @MainActor
  static func view<View: UIView>(_ view: View) -> Value {
    EngineContext.current?.reference(view) ?? .null
  }
}

extension UIView {
  /// Adds a cell's content view, as UIKit's own code, naming both views first when the list
  /// that creates the cell gave it an id.
  func installContentView(_ contentView: UIView) {
    contentView.frame = bounds
    guard let simulator = EngineContext.current else {
      addSubview(contentView)
      return
    }
    if let id = CellNaming.id {
      simulator.name(self, as: id)
      simulator.name(contentView, as: "\(simulator.viewID(self)).contentView")
    }
    simulator.asUIKit(transition: nil) { addSubview(contentView) }
  }
}
