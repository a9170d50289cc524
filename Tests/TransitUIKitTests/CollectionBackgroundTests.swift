import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A collection view's `backgroundView` sits behind its cells and fills its visible bounds,
/// without scrolling, as UIKit documents; controls keep their content alignment.
@MainActor
@Suite("Collection background and control alignment")
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
      #expect(sheet.dimming.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
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
