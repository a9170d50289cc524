import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// A library and its sample written as pods are, against UIKit that is not Transit's own
/// concern but stops them when missing: a `public` view controller with an override in a
/// public extension (public, as the extension's members are), a text layer sized from its string, layers
/// set as a list, a storyboard whose map is the app's stand-in for MapKit's, and a search bar
/// whose delegate the storyboard connects.
@Suite("transit run: a pod's surface, and a storyboard's framework views")
struct RunStandInViewsTests {
  static let library = """
    import UIKit

    final public class RatingController: UIViewController {
        public override func viewDidLoad() {
            super.viewDidLoad()
            print("rating loaded")
        }
    }

    public extension RatingController {
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
        }
    }

    open class StarsView: UIView {
        public var rating = 3

        override open var intrinsicContentSize: CGSize { CGSize(width: 100, height: 20) }

        open override func accessibilityIncrement() {
            super.accessibilityIncrement()
            rating += 1
        }

        public func redraw(text: String) {
            let font = UIFont.systemFont(ofSize: 10)
            let size = NSString(string: text).size(withAttributes: [.font: font])
            let label = CATextLayer()
            label.string = text
            label.font = CGFont(font.fontName as CFString)
            label.fontSize = font.pointSize
            label.bounds = CGRect(origin: .zero, size: size)
            let star = CALayer()
            star.contentsGravity = CALayerContentsGravity.resizeAspect
            layer.sublayers = [star, label]
            print("stars: \\(layer.sublayers?.count ?? 0) layers, label \\(size.width) by \\(size.height), in stars \\(label.superlayer === layer)")
        }
    }

    """

  static let app = """
    import UIKit
    import Rating

    /// The app's stand-in for MapKit's map, which Linux does not have.
    final class MKMapView: UIView {}

    final class MapViewController: UIViewController, UISearchBarDelegate {
        @IBOutlet var mapView: MKMapView!
        @IBOutlet var searchBar: UISearchBar!

        override func viewDidLoad() {
            super.viewDidLoad()
            print("map is the stand-in: \\(type(of: mapView!) == MKMapView.self), at \\(mapView.frame.height); bar: \\(searchBar.placeholder ?? "-")")
            let stars = StarsView()
            stars.redraw(text: "4.5")
            stars.accessibilityIncrement()
            print("stars \\(stars.intrinsicContentSize.width) wide, rating \\(stars.rating)")
            let rating = RatingController()
            rating.loadViewIfNeeded()
        }

        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
            print("search may begin")
            return true
        }

        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
            print("search began")
        }
    }

    """

  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="map">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="map" customClass="MapViewController" customModule="App" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" id="area">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                                </mapView>
                                <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Where to?" id="bar">
                                    <rect key="frame" x="0.0" y="600" width="393" height="56"/>
                                    <connections>
                                        <outlet property="delegate" destination="map" id="d1"/>
                                    </connections>
                                </searchBar>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="mapView" destination="area" id="o1"/>
                            <outlet property="searchBar" destination="bar" id="o2"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  @Test(
    "a pod's public extension overrides, text layers and layer lists compile; the map is the app's")
  func standIns() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Rating/Stars.swift", Self.library)
    try harness.write("App/Map.swift", Self.app)
    try harness.write("App/Main.storyboard", Self.storyboard)
    try harness.write(
      "case.yaml",
      """
      scenario: case
      viewControllers:
        MapViewController: {swift: true, root: true}
      steps:
        - wait: 1
        - tap: {at: [100, 628]}

      """)
    let result = try harness.transit([
      "run", "Rating:Rating", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "map is the stand-in: true, at 600.0; bar: Where to?",
        "stars: 2 layers, label 15.0 by 12.0, in stars true",
        "stars 100.0 wide, rating 4",
        "rating loaded",
        "search may begin",
        "search began",
      ], "\(result.stderr)")
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
