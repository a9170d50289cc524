import Foundation
import Testing
import TransitTestSupport

/// A collection view's section header, registered and dequeued through generic helpers as
/// card libraries' samples write them, with the cell-like `override init(frame:)` a header
/// class declares: it compiles as written, shows, and takes a tap.
@Suite("transit run supplementary views")
struct RunSupplementaryTests {
  static let source = """
    import UIKit

    protocol ReusableView: AnyObject {
        static var reuseID: String { get }
    }

    extension ReusableView where Self: UIView {
        static var reuseID: String { String(describing: self) }
    }

    final class SectionHeader: UICollectionReusableView, ReusableView {
        let button = UIButton(type: .system)

        override init(frame: CGRect) {
            super.init(frame: frame)
            button.frame = CGRect(x: 16, y: 0, width: 200, height: 44)
            button.accessibilityIdentifier = "see-all"
            button.addTarget(self, action: #selector(seeAll), for: .touchUpInside)
            addSubview(button)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        @objc func seeAll() { print("see all tapped") }
    }

    extension UICollectionView {
        func registerHeader<T: UICollectionReusableView>(_: T.Type) where T: ReusableView {
            register(T.self,
                     forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                     withReuseIdentifier: T.reuseID)
        }

        func dequeueReusableHeader<T: UICollectionReusableView>(forIndexPath indexPath: IndexPath) -> T where T: ReusableView {
            guard let view = dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                              withReuseIdentifier: T.reuseID,
                                                              for: indexPath) as? T else {
                fatalError("Could not dequeue header \\(T.reuseID)")
            }
            return view
        }
    }

    class HomeViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.frame = view.bounds
            collectionView.dataSource = self
            collectionView.delegate = self
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.registerHeader(SectionHeader.self)
            view.addSubview(collectionView)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let header = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first
            let frame = header?.frame ?? .zero
            print("header at y \\(frame.minY), \\(frame.width) × \\(frame.height)")
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            let header: SectionHeader = collectionView.dequeueReusableHeader(forIndexPath: indexPath)
            print("header for section \\(indexPath.section)")
            return header
        }

        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
            CGSize(width: collectionView.bounds.width, height: 44)
        }
    }

    """

  @Test("a header class with override init(frame:) is made, placed and tapped")
  func sectionHeader() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Home.swift", Self.source)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(steps: "  - wait: 0.5\n  - tap: {id: see-all}\n  - wait: 0.5"))
    let result = try harness.transit([
      "run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "header for section 0", "header at y 0.0, 393.0 × 44.0", "see all tapped",
      ])
  }
}
