import Foundation
import Testing
import TransitTestSupport

/// An outlet to a constraint in a nib, as a view that loads its own nib reads it in
/// `awakeFromNib()` to set a layout: the constraint exists before outlets connect, as nib
/// loading unarchives every object before it makes the connections.
@Suite("transit run: outlets to constraints")
struct RunNibConstraintTests {
  static let source = """
    import UIKit

    final class BadgeView: UIView {
        @IBOutlet weak var icon: UIView!
        @IBOutlet weak var iconTop: NSLayoutConstraint!

        override func awakeFromNib() {
            super.awakeFromNib()
            print("awake: icon top \\(iconTop.constant)")
            iconTop.constant = 32
        }
    }

    protocol NibLoadable: AnyObject {}

    extension NibLoadable where Self: UIView {
        static func loadFromNib(named name: String) -> Self? {
            Bundle.main.loadNibNamed(name, owner: nil, options: nil)?.first as? Self
        }
    }

    extension BadgeView: NibLoadable {}

    class HomeViewController: UIViewController {
        @IBOutlet weak var iconWidth: NSLayoutConstraint!

        override func viewDidLoad() {
            super.viewDidLoad()
            let objects = UINib(nibName: "Badge", bundle: nil).instantiate(withOwner: self, options: nil)
            guard let badge = objects.first as? BadgeView else { return }
            view.addSubview(badge)
            print("owner: icon width \\(iconWidth.constant), icon top \\(badge.iconTop.constant)")
            let another = BadgeView.loadFromNib(named: "Badge")
            print("another: icon top \\(another?.iconTop.constant ?? -1)")
        }
    }

    """

  static let nib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="HomeViewController">
                <connections>
                    <outlet property="iconWidth" destination="icon-width" id="c-1"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="badge" customClass="BadgeView">
                <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <rect key="frame" x="20" y="20" width="64" height="64"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="64" id="icon-width"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="icon" firstAttribute="top" secondItem="badge" secondAttribute="top" constant="20" id="icon-top"/>
                </constraints>
                <connections>
                    <outlet property="icon" destination="icon" id="c-2"/>
                    <outlet property="iconTop" destination="icon-top" id="c-3"/>
                </connections>
            </view>
        </objects>
    </document>

    """

  @Test("outlets to a nib's constraints are connected before awakeFromNib()")
  func constraintOutlets() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Home.swift", Self.source)
    try harness.write("App/Badge.xib", Self.nib)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 0.5"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "awake: icon top 20.0", "owner: icon width 64.0, icon top 32.0",
        "awake: icon top 20.0", "another: icon top 32.0",
      ])
  }
}
