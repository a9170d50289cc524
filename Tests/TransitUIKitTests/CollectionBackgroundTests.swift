import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A collection or table view's `backgroundView` sits behind its cells and fills its visible
/// bounds, without scrolling, as UIKit documents; controls keep their content alignment.
@MainActor
@Suite("List background views and control alignment")
struct CollectionBackgroundTests {
  /// An action sheet in the style of the action-controller libraries: a list of actions over a
  /// dimming background view, each action a 60-point row with its title aligned to the left.
  final class ActionSheet: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
  {
    let layout = UICollectionViewFlowLayout()
    lazy var actions = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let dimming = UIView()
    let cancel = UIButton(type: .system)

    override func viewDidLoad() {
      super.viewDidLoad()
      actions.frame = view.bounds
      actions.dataSource = self
      actions.delegate = self
      actions.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "action")
      actions.backgroundView = dimming
      view.addSubview(actions)
      cancel.contentHorizontalAlignment = .leading
      cancel.contentVerticalAlignment = .fill
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 30 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "action", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: collectionView.bounds.width, height: 60) }
  }

  @Test("the background view is behind every cell, fills the bounds and does not scroll")
  func backgroundView() throws {
    let sheet = ActionSheet()
    try Simulator.run(scenario: "action-sheet", to: RecordBuffer()) { device in
      device.window.rootViewController = sheet
      device.runUntilIdle()
      let actions = sheet.actions
      #expect(sheet.dimming.superview === actions)
      #expect(actions.subviews.first === sheet.dimming)
      #expect(actions.subviews.dropFirst().allSatisfy { $0 is UICollectionViewCell })
      // The content, taller than the screen, rests below the status bar's safe area; the
      // background fills the bounds where they are.
      #expect(sheet.dimming.frame == CGRect(x: 0, y: -59, width: 393, height: 852))
      // Scrolled, it stays where it was on screen.
      actions.contentOffset = CGPoint(x: 0, y: 300)
      device.runUntilIdle()
      #expect(sheet.dimming.frame == CGRect(x: 0, y: 300, width: 393, height: 852))
      #expect(actions.subviews.first === sheet.dimming)
      // Replaced, the old view leaves and the new one takes its place behind the cells.
      let plain = UIView()
      actions.backgroundView = plain
      device.runUntilIdle()
      #expect(sheet.dimming.superview == nil)
      #expect(actions.subviews.first === plain)
      #expect(plain.frame == actions.bounds)
      actions.backgroundView = nil
      device.runUntilIdle()
      #expect(plain.superview == nil)
      #expect(actions.subviews.allSatisfy { $0 is UICollectionViewCell })
    }
  }

  @Test("indexPathForItem(at:) answers from the layout's frames, off screen too, not in gaps")
  func itemAtPoint() throws {
    let sheet = ActionSheet()
    try Simulator.run(scenario: "action-sheet", to: RecordBuffer()) { device in
      device.window.rootViewController = sheet
      device.runUntilIdle()
      let actions = sheet.actions
      // 60-point rows, 10 points apart (the flow layout's default line spacing).
      #expect(actions.indexPathForItem(at: CGPoint(x: 10, y: 5)) == IndexPath(item: 0, section: 0))
      #expect(actions.indexPathForItem(at: CGPoint(x: 10, y: 75)) == IndexPath(item: 1, section: 0))
      #expect(actions.indexPathForItem(at: CGPoint(x: 10, y: 135)) == nil)
      #expect(
        actions.indexPathForItem(at: CGPoint(x: 200, y: 1405)) == IndexPath(item: 20, section: 0))
      #expect(actions.cellForItem(at: IndexPath(item: 20, section: 0)) == nil)
      #expect(actions.indexPathForItem(at: CGPoint(x: 10, y: 30 * 70 + 5)) == nil)
      #expect(actions.indexPathForItem(at: CGPoint(x: 400, y: 5)) == nil)
    }
  }

  /// A drawer's menu in the style of the side-menu libraries: rows over an image background,
  /// under a 100-point header.
  final class Menu: UITableViewController {
    let wallpaper = UIImageView()

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
      tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
      tableView.backgroundView = wallpaper
      tableView.rowHeight = 60
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      30
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    }
  }

  @Test("a table's background view is behind its header and rows and does not scroll")
  func tableBackgroundView() throws {
    let menu = Menu()
    try Simulator.run(scenario: "menu", to: RecordBuffer()) { device in
      device.window.rootViewController = menu
      device.runUntilIdle()
      let table: UITableView = menu.tableView
      #expect(table.subviews.first === menu.wallpaper)
      #expect(table.subviews.dropFirst().first === table.tableHeaderView)
      #expect(menu.wallpaper.frame == table.bounds)
      table.contentOffset = CGPoint(x: 0, y: 200)
      device.runUntilIdle()
      #expect(menu.wallpaper.frame.minY == 200)
      #expect(menu.wallpaper.frame.size == table.bounds.size)
      #expect(table.subviews.first === menu.wallpaper)
    }
  }

  @Test("a control keeps its content alignment; leading and trailing follow the direction")
  func contentAlignment() {
    let button = ActionSheet().cancel
    button.contentHorizontalAlignment = .leading
    button.contentVerticalAlignment = .fill
    #expect(button.contentVerticalAlignment == .fill)
    #expect(button.effectiveContentHorizontalAlignment == .left)
    button.semanticContentAttribute = .forceRightToLeft
    #expect(button.effectiveContentHorizontalAlignment == .right)
    button.contentHorizontalAlignment = .center
    #expect(button.effectiveContentHorizontalAlignment == .center)
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
  }
}
