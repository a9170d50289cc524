import Foundation
import Testing
import TransitTestSupport

/// UIKit surface a slideshow and a sectioned menu use, in the style of such libraries: a
/// slideshow view that stops its timer by overriding `removeFromSuperview()`, a page scrolled
/// into view with `scrollRectToVisible(_:animated:)`, a full-screen viewer that sets
/// `modalInPresentation` by key, and a section header registered by nib.
@Suite("transit run: a slideshow's and a menu's UIKit surface")
struct RunSlideshowSurfaceTests {
  static let source = """
    import UIKit

    final class SlideshowView: UIView {
        let pages = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        private var ticker: Timer?

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(pages)
            pages.contentSize = CGSize(width: 900, height: 200)
            ticker = Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { _ in print("next page") }
        }

        required init?(coder: NSCoder) { fatalError() }

        override func removeFromSuperview() {
            ticker?.invalidate()
            print("slideshow leaves, ticker valid \\(ticker?.isValid ?? false)")
            super.removeFromSuperview()
        }

        func show(page: Int) {
            pages.scrollRectToVisible(CGRect(x: CGFloat(page) * 300, y: 0, width: 300, height: 200), animated: true)
            print("page \\(page) at \\(pages.contentOffset.x)")
        }
    }

    final class SectionHeader: UITableViewHeaderFooterView {
        @IBOutlet weak var title: UILabel!
    }

    final class FullScreenViewer: UIViewController {
        convenience init() {
            self.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .custom
            setValue(true, forKey: "modalInPresentation")
            setValue("Photos", forKey: "title")
            setValue(3, forKey: "startPage")
        }
    }

    class HomeViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let slideshow = SlideshowView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
            view.addSubview(slideshow)
            slideshow.show(page: 2)
            slideshow.show(page: 2)
            slideshow.show(page: 1)
            // A rectangle partly past the end scrolls only as far as the content goes.
            slideshow.pages.scrollRectToVisible(CGRect(x: 850, y: 150, width: 100, height: 100), animated: false)
            print("end at \\(slideshow.pages.contentOffset.x), \\(slideshow.pages.contentOffset.y)")
            slideshow.removeFromSuperview()
            print("in the view \\(slideshow.superview != nil)")

            let viewer = FullScreenViewer()
            print("modal \\(viewer.isModalInPresentation), \\(viewer.value(forKey: "modalInPresentation") as? Bool ?? false), \\(viewer.title ?? ""), kept \\(viewer.value(forKey: "startPage") as? Int ?? 0)")

            let menu = UITableView(frame: view.bounds)
            menu.register(UINib(nibName: "SectionHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "section")
            let header = menu.dequeueReusableHeaderFooterView(withIdentifier: "section") as? SectionHeader
            print("header from the nib \\(header?.title.text ?? "none")")
            menu.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "section")
            let plain = menu.dequeueReusableHeaderFooterView(withIdentifier: "section") as? SectionHeader
            print("header from the class, outlet connected \\(plain?.title != nil)")
        }
    }

    """

  static let nib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="header" customClass="SectionHeader">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <subviews>
                    <label opaque="NO" text="Favourites" id="title">
                        <rect key="frame" x="16" y="12" width="200" height="20"/>
                    </label>
                </subviews>
                <connections>
                    <outlet property="title" destination="title" id="c-1"/>
                </connections>
            </view>
        </objects>
    </document>
    """

  @Test("an overridden removeFromSuperview runs, pages scroll just into view, a header's nib")
  func slideshow() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Home.swift", Self.source)
    try harness.write("App/SectionHeader.xib", Self.nib)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 0.5"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // The third page scrolls into view at its leading edge; asked again, nothing moves; the
    // second, to its left, scrolls back to its leading edge; the last rectangle stops at the
    // content's end on both axes.
    #expect(
      result.stdout.split(separator: "\n") == [
        "page 2 at 600.0", "page 2 at 600.0", "page 1 at 300.0", "end at 600.0, 0.0",
        "slideshow leaves, ticker valid false", "in the view false",
        "modal true, true, Photos, kept 3",
        "header from the nib Favourites", "header from the class, outlet connected false",
      ], "\(result.stdout)")
  }
}
