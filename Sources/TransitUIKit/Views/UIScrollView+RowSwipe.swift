import Foundation
import TransitTrace

/// A list whose rows a horizontal drag swipes open: a table view (its delegate's
/// `trailingSwipeActionsConfigurationForRowAt` and `leadingSwipeActionsConfigurationForRowAt`)
/// or a collection view with a list layout (its configuration's providers).
@preconcurrency @MainActor
protocol RowSwiping: UIScrollView {
  /// The row at `point`, in the list's own coordinates.
  func swipedRow(at point: CGPoint) -> IndexPath?
  /// The row's frame, in the list's own coordinates.
  func swipedRowFrame(at indexPath: IndexPath) -> CGRect
  /// The configuration the app gives for the row's trailing (or leading) edge.
  func swipeActionsConfiguration(at indexPath: IndexPath, trailing: Bool)
    -> UISwipeActionsConfiguration?
  /// Who wrote the configuration, whose code its handlers are.
  var swipeActionsOwner: AnyObject { get }
}

/// UIKit's recognizer of a row's swipe: a pan that begins on a row and moves more across than
/// along the list. It waits for a screen-edge pan around it to fail, so an app's own swipe back
/// from the edge stays the swipe back, as the system's is on a device (which Transit does not
/// simulate: `UINavigationController.interactivePopGestureRecognizer`).
@preconcurrency @MainActor
final class RowSwipeGestureRecognizer: UIPanGestureRecognizer {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard let list = view as? any RowSwiping, list.swipedRow(at: location(in: list)) != nil
    else {
      state = .failed
      return
    }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, let moved = touches.first?.translation {
      if moved == .zero { return }
      if abs(moved.x) <= abs(moved.y) {
        state = .failed
        return
      }
    }
    super.touchesMoved(touches, with: event)
  }

  override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    otherGestureRecognizer is UIScreenEdgePanGestureRecognizer
  }
}

/// What a swipe on a row does when the finger lifts, as Apple's pages for the table view's
/// swipe questions and `UIContextualAction` say: a leftward swipe asks for the trailing
/// configuration, a rightward one for the leading; its actions are shown beside the row, a tap
/// on one runs its handler, and the handler's completion hides them. A full swipe, past
/// `fullSwipeFraction` of the row's width, runs the first action when the configuration's
/// `performsFirstActionWithFullSwipe` is true.
@preconcurrency @MainActor
final class RowSwipeHandler {
  /// How far across the row a swipe must go to be a full swipe. No source gives it: Transit
  /// chooses 60 percent of the row's width (docs/lifecycle.md#fact-row-swipe-actions).
  static let fullSwipeFraction: CGFloat = 0.6
  /// How wide each shown action is. No source gives it: Transit chooses 74 points.
  static let actionWidth: CGFloat = 74

  weak var list: UIScrollView?
  private var row: IndexPath?
  /// The actions shown now, if any.
  private(set) var shown: SwipeActionsView?

  init(list: UIScrollView) { self.list = list }

  func handle(_ recognizer: UIPanGestureRecognizer) {
    guard let list = list as? any RowSwiping else { return }
    switch recognizer.state {
    case .began:
      let start = recognizer.location(in: list)
      let translation = recognizer.translation(in: list)
      row = list.swipedRow(at: CGPoint(x: start.x - translation.x, y: start.y - translation.y))
      hide()
    case .ended:
      guard let row else { return }
      self.row = nil
      let translation = recognizer.translation(in: list)
      guard translation.x != 0 else { return }
      let trailing = translation.x < 0
      guard let configuration = list.swipeActionsConfiguration(at: row, trailing: trailing),
        !configuration.actions.isEmpty
      else { return }
      let frame = list.swipedRowFrame(at: row)
      let view = show(configuration.actions, beside: frame, trailing: trailing, in: list)
      if configuration.performsFirstActionWithFullSwipe,
        abs(translation.x) >= frame.width * Self.fullSwipeFraction,
        let first = view.buttons.first
      {
        view.perform(at: 0, from: first)
      }
    case .cancelled: row = nil
    default: break
    }
  }

  /// Hides the actions shown, as UIKit does when another row is swiped.
  func hide() {
    shown?.hide()
    shown = nil
  }

  private func show(
    _ actions: [UIContextualAction], beside frame: CGRect, trailing: Bool,
    in list: any RowSwiping
  ) -> SwipeActionsView {
    let width = Self.actionWidth * CGFloat(actions.count)
    let x = trailing ? frame.maxX - width : frame.minX
    let view = SwipeActionsView(
      frame: CGRect(x: x, y: frame.minY, width: width, height: frame.height))
    view.owner = list.swipeActionsOwner
    view.onHide = { [weak self, weak view] in
      if let view, self?.shown === view { self?.shown = nil }
    }
    let simulator = EngineContext.current
    if let simulator { simulator.name(view, as: "\(simulator.viewID(list)).swipeActions") }
    for (index, action) in actions.enumerated() {
      // The first action sits nearest the edge the row was swiped from.
      let slot = trailing ? actions.count - 1 - index : index
      let button = UIButton(
        frame: CGRect(
          x: CGFloat(slot) * Self.actionWidth, y: 0, width: Self.actionWidth,
          height: frame.height))
      if let simulator { simulator.name(button, as: "\(simulator.viewID(view)).\(index)") }
      button.setTitle(action.title, for: .normal)
      button.backgroundColor = action.backgroundColor
      view.add(button, for: action)
    }
    if let simulator {
      simulator.asUIKit(transition: nil) { list.addSubview(view) }
    } else {
      list.addSubview(view)
    }
    shown = view
    return view
  }
}

/// The actions a swiped row shows, each a button titled by its action, found by a scenario's
/// `tap: {button: Delete}` as a user finds it.
@preconcurrency @MainActor
final class SwipeActionsView: UIView {
  private(set) var buttons: [UIButton] = []
  private var actions: [UIContextualAction] = []
  weak var owner: AnyObject?
  var onHide: () -> Void = {}

  func add(_ button: UIButton, for action: UIContextualAction) {
    let index = actions.count
    buttons.append(button)
    actions.append(action)
    // The target is the handler's owner, so the tap's action runs as the app's code.
    button.addAction(target: owner ?? self, events: .touchUpInside) { [weak self] sender in
      self?.run(index, from: sender)
    }
    addSubview(button)
  }

  /// Runs the handler of action `index` as the app's code, with a completion that hides the
  /// actions whatever it is called with (Apple's `UIContextualAction.Handler` page: call it
  /// with whether the action was performed); a second call does nothing.
  func perform(at index: Int, from source: UIView) {
    guard let simulator = EngineContext.current, let owner else {
      return run(index, from: source)
    }
    simulator.asCode(of: owner) { run(index, from: source) }
  }

  private func run(_ index: Int, from source: UIView) {
    let action = actions[index]
    var completed = false
    let completion: (Bool) -> Void = { [weak self] _ in
      guard !completed else { return }
      completed = true
      self?.hide()
    }
    action.handler(action, source, completion)
  }

  func hide() {
    guard superview != nil else { return }
    if let simulator = EngineContext.current {
      simulator.asUIKit(transition: nil) { removeFromSuperview() }
    } else {
      removeFromSuperview()
    }
    onHide()
  }
}

/// A table view's rows swipe open with the actions its delegate gives (Apple's
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` page). The delegate is asked
/// unlogged, as the row heights are.
extension UITableView: RowSwiping {
  func swipedRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

  func swipedRowFrame(at indexPath: IndexPath) -> CGRect { rectForRow(at: indexPath) }

  func swipeActionsConfiguration(at indexPath: IndexPath, trailing: Bool)
    -> UISwipeActionsConfiguration?
  {
    guard let delegate = tableDelegate else { return nil }
    return trailing
      ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }

  var swipeActionsOwner: AnyObject { tableDelegate ?? self }
}

/// A collection view's rows swipe open in a list section, with the actions its list
/// configuration's providers give (Apple's `trailingSwipeActionsConfigurationProvider` page).
extension UICollectionView: RowSwiping {
  func swipedRow(at point: CGPoint) -> IndexPath? {
    guard let indexPath = indexPathForItem(at: point), listConfiguration(of: indexPath) != nil
    else { return nil }
    return indexPath
  }

  func swipedRowFrame(at indexPath: IndexPath) -> CGRect {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
  }

  func swipeActionsConfiguration(at indexPath: IndexPath, trailing: Bool)
    -> UISwipeActionsConfiguration?
  {
    guard let list = listConfiguration(of: indexPath) else { return nil }
    let provider =
      trailing
      ? list.trailingSwipeActionsConfigurationProvider
      : list.leadingSwipeActionsConfigurationProvider
    return provider?(indexPath)
  }

  /// The view controller whose view holds the list, which wrote the providers (a diffable data
  /// source, UIKit's object, is no owner of code); else the delegate.
  var swipeActionsOwner: AnyObject {
    var responder = next
    while let current = responder {
      if current is UIViewController { return current }
      responder = current.next
    }
    return collectionDelegate ?? self
  }

  private func listConfiguration(of indexPath: IndexPath) -> UICollectionLayoutListConfiguration? {
    (collectionViewLayout as? UICollectionViewCompositionalLayout)?
      .preparedSections[indexPath.section]?.listConfiguration
  }
}
