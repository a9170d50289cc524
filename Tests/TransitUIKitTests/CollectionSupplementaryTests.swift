import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// Section headers and footers of a flow layout, made by the data source from a registered
/// class, placed where UIKit places them and touched like any view.
@MainActor
@Suite("Collection supplementary views")
struct CollectionSupplementaryTests {
  /// A section title with a "See all" button, as card galleries put above each section.
  final class SectionTitle: UICollectionReusableView {
    let title = UILabel()
    let seeAll = UIButton(type: .system)
    var taps = 0

    // `required` as `transit run` rewrites a developer's `override`: the collection view makes
    // the view from its registered class.
    required init(frame: CGRect) {
      super.init(frame: frame)
      seeAll.frame = CGRect(x: 300, y: 10, width: 80, height: 40)
      seeAll.addTarget(self, action: { $0.seeAllTapped }, for: .touchUpInside)
      addSubview(title)
      addSubview(seeAll)
    }

    func seeAllTapped() { taps += 1 }
  }

  /// Two sections of two wide cards, each under a 60-point title and over a 30-point footer.
  final class Today: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
  {
    let layout = UICollectionViewFlowLayout()
    lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    var asked: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      collection.frame = view.bounds
      collection.dataSource = self
      collection.delegate = self
      layout.itemSize = CGSize(width: 361, height: 200)
      layout.minimumLineSpacing = 16
      layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
      layout.footerReferenceSize = CGSize(width: 0, height: 30)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
      collection.register(
        SectionTitle.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "title")
      collection.register(
        UICollectionReusableView.self,
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
        withReuseIdentifier: "footer")
      view.addSubview(collection)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 2 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let isHeader = kind == UICollectionView.elementKindSectionHeader
      asked.append("\(isHeader ? "header" : "footer") \(indexPath.section)")
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: isHeader ? "title" : "footer", for: indexPath)
      (view as? SectionTitle)?.title.text = "Section \(indexPath.section)"
      return view
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      // A vertical flow layout takes only the height: the header spans the collection view.
      CGSize(width: 10, height: 60)
    }
  }

  @Test("headers and footers sit around each section's items; a tap reaches a header's button")
  func headersAndFooters() throws {
    let today = Today()
    try Simulator.run(scenario: "today", to: RecordBuffer()) { device in
      device.window.rootViewController = today
      device.runUntilIdle()
      let header = UICollectionView.elementKindSectionHeader
      let footer = UICollectionView.elementKindSectionFooter
      // Each section: its header, its items 16 points apart inside the insets, its footer.
      #expect(
        today.collection.visibleSupplementaryViews(ofKind: header).map(\.frame) == [
          CGRect(x: 0, y: 0, width: 393, height: 60),
          CGRect(x: 0, y: 506, width: 393, height: 60),
        ])
      #expect(
        today.collection.visibleSupplementaryViews(ofKind: footer).map(\.frame) == [
          CGRect(x: 0, y: 476, width: 393, height: 30)
        ])
      #expect(
        today.collection.visibleCells.map(\.frame) == [
          CGRect(x: 16, y: 60, width: 361, height: 200),
          CGRect(x: 16, y: 276, width: 361, height: 200),
          CGRect(x: 16, y: 566, width: 361, height: 200),
          CGRect(x: 16, y: 782, width: 361, height: 200),
        ])
      #expect(today.collection.contentSize == CGSize(width: 393, height: 1012))
      #expect(today.asked == ["header 0", "footer 0", "header 1"])
      let titles = today.collection.visibleSupplementaryViews(ofKind: header)
        .compactMap { ($0 as? SectionTitle)?.title.text }
      #expect(titles == ["Section 0", "Section 1"])
      // Taller than the screen, the content rests 59 points down, below the status bar's safe
      // area: the second header is there on screen.
      #expect(today.collection.contentOffset == CGPoint(x: 0, y: -59))
      device.tap(at: CGPoint(x: 340, y: 506 + 59 + 30))
      // Scrolled to the end, the second footer comes into view and the first header leaves.
      today.collection.contentOffset = CGPoint(x: 0, y: 160)
      device.runUntilIdle()
      #expect(
        today.collection.indexPathsForVisibleSupplementaryElements(ofKind: header) == [
          IndexPath(item: 0, section: 1)
        ])
      #expect(today.asked == ["header 0", "footer 0", "header 1", "footer 1"])
    }
    let second = today.collection.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect((second as? SectionTitle)?.taps == 1)
  }

  /// A data source that gives no supplementary views: the space stays, no view is made.
  final class Plain: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
  }

  @Test("without the data source's method, the header's room is kept and no view is shown")
  func noSupplementaryViews() throws {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
    let plain = Plain()
    collection.dataSource = plain
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    collection.layoutIfNeeded()
    #expect(collection.visibleCells.map(\.frame) == [CGRect(x: 0, y: 44, width: 50, height: 50)])
    #expect(
      collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        .isEmpty)
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
    #expect(header?.representedElementCategory == .supplementaryView)
  }
}
