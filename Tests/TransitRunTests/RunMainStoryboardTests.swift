import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// An app whose `Info.plist` names its main storyboard, as Xcode's templates make it: UIKit
/// loads the storyboard's initial view controller into a window it gives the app delegate
/// before `application(_:willFinishLaunchingWithOptions:)`, and shows it once the launch
/// returns; a stack view in the storyboard arranges its subviews.
@Suite("transit run: the main storyboard an Info.plist names")
struct RunMainStoryboardTests {
  static let app = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            print("will finish, root is a navigation controller: \\(window?.rootViewController is UINavigationController)")
            return true
        }

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let navigation = window?.rootViewController as? UINavigationController
            print("did finish, top is the menu: \\(navigation?.topViewController is MenuViewController)")
            return true
        }
    }

    class MenuViewController: UIViewController {
        @IBOutlet var stack: UIStackView!

        override func viewDidLoad() {
            super.viewDidLoad()
            print("menu loaded: \\(stack.arrangedSubviews.count) arranged, vertical \\(stack.axis == .vertical), spacing \\(stack.spacing)")
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            print("menu appeared; second item at \\(stack.arrangedSubviews[1].frame.minY)")
        }
    }

    """

  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="menu" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="menu" customClass="MenuViewController" customModule="App" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="10" id="stack">
                                    <rect key="frame" x="20" y="120" width="353" height="90"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" id="first">
                                            <rect key="frame" x="0.0" y="0.0" width="353" height="40"/>
                                        </button>
                                        <button opaque="NO" contentMode="scaleToFill" id="second">
                                            <rect key="frame" x="0.0" y="50" width="353" height="40"/>
                                        </button>
                                    </subviews>
                                </stackView>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="stack" destination="stack" id="o1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  static let infoList = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>CFBundleName</key>
        <string>App</string>
        <key>UIMainStoryboardFile</key>
        <string>Main</string>
    </dict>
    </plist>

    """

  @Test("UIKit loads the main storyboard before the launch and shows it after")
  func mainStoryboard() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/AppDelegate.swift", Self.app)
    try harness.write("App/Main.storyboard", Self.storyboard)
    try harness.write("App/Info.plist", Self.infoList)
    try harness.write("case.yaml", "scenario: case\nsteps:\n  - wait: 1\n")
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // The navigation controller is the window's root from the start; the menu's view loads
    // when the window is shown, after the delegate's launch.
    #expect(
      result.stdout.split(separator: "\n") == [
        "will finish, root is a navigation controller: true",
        "did finish, top is the menu: true",
        "menu loaded: 2 arranged, vertical true, spacing 10.0",
        "menu appeared; second item at 50.0",
      ])
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }

  @Test("an Info.plist that names a storyboard not among the paths is refused at line 1")
  func missingStoryboard() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/AppDelegate.swift", Self.app)
    try harness.write("App/Info.plist", Self.infoList)
    try harness.write("case.yaml", "scenario: case\nsteps:\n  - wait: 1\n")
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "the app's Info.plist names the main storyboard 'Main', which is not among the paths "
          + "given"), "\(result.stderr)")
  }
}
