import Foundation
import TransitTestSupport
import TransitTrace
import TransitUIKit

// Lists and buttons written the way apps write them, small enough that a test can state the
// whole call history of a touch.

/// A screen of three cards in a collection view, its own data source and delegate. With
/// `implementsAll` it implements every highlight and selection method; without, only
/// `didSelect`, as the appstore-menu scenario does.
@MainActor
final class CardGridViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  let layout = UICollectionViewFlowLayout()
  private(set) lazy var grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
  var implementsAll = true
  var allowsHighlight = true
  var allowsSelection = true
  var delaysContentTouches = true
  private(set) var selected: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.itemSize = CGSize(width: 353, height: 380)
    grid.frame = view.bounds
    grid.accessibilityIdentifier = "grid"
    grid.delaysContentTouches = delaysContentTouches
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    grid.dataSource = self
    grid.delegate = self
    view.addSubview(grid)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    3
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    guard implementsAll else {
      OptionalRequirement.notImplemented()
      return true
    }
    return allowsHighlight
  }

  func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    guard implementsAll else { return OptionalRequirement.notImplemented() }
    collectionView.cellForItem(at: indexPath)?.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
  }

  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    guard implementsAll else { return OptionalRequirement.notImplemented() }
    collectionView.cellForItem(at: indexPath)?.transform = .identity
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    guard implementsAll else {
      OptionalRequirement.notImplemented()
      return true
    }
    return allowsSelection
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath.item)
  }
}

/// A list of rows in a table view, its own data source and delegate, implementing every
/// highlight and selection method; `redirectsTo` makes `willSelect` pick another row.
@MainActor
final class RowListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private(set) lazy var table = UITableView(frame: .zero)
  var redirectsTo: Int?
  private(set) var selected: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    table.frame = view.bounds
    table.rowHeight = 100
    table.accessibilityIdentifier = "table"
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
    table.delegate = self
    view.addSubview(table)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    redirectsTo.map { IndexPath(row: $0, section: 0) } ?? indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

/// A screen with a button that counts its touch-downs and taps.
@MainActor
final class ButtonViewController: UIViewController {
  let button = UIButton(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
  private(set) var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    button.accessibilityIdentifier = "button"
    button.addTarget(self, action: ButtonViewController.touchedDown, for: .touchDown)
    button.addTarget(self, action: ButtonViewController.tapped, for: .touchUpInside)
    view.addSubview(button)
  }

  private func touchedDown(_ sender: UIButton) {
    events.append("down \(sender.isHighlighted)")
  }

  private func tapped() {
    events.append("up \(button.isHighlighted)")
    setNeedsStatusBarAppearanceUpdate()
  }
}

/// The events of a list run, reduced for whole-history expectations.
struct ListRun {
  let events: [Event]

  /// Every call, as `caller → receiver name`.
  var calls: [String] {
    events.compactMap { event in
      event.orderCall.map { "\($0.callerID) → \($0.receiver) \($0.name)" }
    }
  }

  /// The calls made from `seq` on.
  func calls(after seq: Int) -> [String] {
    events.filter { $0.seq > seq }.compactMap { event in
      event.orderCall.map { "\($0.callerID) → \($0.receiver) \($0.name)" }
    }
  }

  /// The virtual time of the first call named `name`.
  func time(of name: CallName) -> Double? {
    events.first { $0.call?.name == name }.map { $0.time.seconds(since: .zero) }
  }

  /// The touch records, as `state on view → target`.
  var touches: [String] {
    events.compactMap { event in
      guard case .gesture(let touch) = event.body, touch.kind == "touch" else { return nil }
      return "\(touch.state) on \(touch.view) → \(touch.target)"
    }
  }

  /// The codes of the notes and warnings, in order.
  var diagnostics: [String] {
    events.compactMap { event in
      switch event.body {
      case .note(let diagnostic): return "note \(diagnostic.code)"
      case .warning(let diagnostic): return "warning \(diagnostic.code)"
      default: return nil
      }
    }
  }

  /// The seq of the last event so far in a run, for `calls(after:)`.
  static func lastSeq(of log: RecordBuffer) -> Int { log.events.last?.seq ?? 0 }

  /// Launches `root` in a new simulator, runs `steps`, and returns the run.
  @MainActor
  static func start(_ root: UIViewController, _ steps: (Simulator) -> Void) throws -> ListRun {
    let log = RecordBuffer()
    try Simulator.run(scenario: "test", to: log) { device in
      device.window.rootViewController = root
      device.runUntilIdle()
      steps(device)
    }
    return ListRun(events: log.events)
  }
}
