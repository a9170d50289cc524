import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// `transit run` with a storyboard: the app starts from the storyboard's initial view
/// controller, outlets and actions connect, segues run in UIKit's order, a custom segue's code
/// is its own, an unwind segue returns; a malformed file is refused with its line and column.
@Suite("transit run: storyboards and nibs")
struct RunStoryboardTests {
  static let cards = PackagePaths.root.appendingPathComponent(
    "Tests/TransitRunTests/Interface/Cards")

  @Test(
    "a storyboard app: outlets, an action, a custom segue and an unwind, logged where UIKit calls them"
  )
  func storyboardApp() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    let result = try harness.transit([
      "run", Self.cards.path, "--scenario", Self.cards.appendingPathComponent("cards.yaml").path,
      "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "list viewDidLoad, outlet connected: true",
        "countTapped 1",
        "shouldPerformSegue showDeck",
        "prepare showDeck DeckSegue → DeckViewController",
        "DeckSegue perform()",
        "deck prepare unwind",
        "backToList from DeckViewController",
      ])
    let records = try harness.records("log.jsonl")
    let calls = records.compactMap { record -> String? in
      guard let call = record.event?.call,
        [
          "shouldPerformSegue(withIdentifier:sender:)", "prepare(for:sender:)",
          "present(_:animated:completion:)", "dismiss(animated:completion:)",
        ].contains(call.name.rawValue)
      else { return nil }
      return "\(call.caller ?? "?") → \(call.receiver) \(call.name.rawValue)"
    }
    #expect(
      calls == [
        "uikit → vc.deckList shouldPerformSegue(withIdentifier:sender:)",
        "uikit → vc.deckList prepare(for:sender:)",
        // The custom segue's own code presents.
        "object.deckSegue → vc.deckList present(_:animated:completion:)",
        "uikit → vc.deck prepare(for:sender:)",
        // The unwind goes back to the list, whose navigation controller presented the deck.
        "uikit → nav dismiss(animated:completion:)",
      ])
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }

  @Test("a root the storyboard makes needs no init(), as an app's main storyboard makes it")
  func sceneWithoutPlainInitializer() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "App/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="drawer">
          <scenes>
              <scene sceneID="scene-drawer">
                  <objects>
                      <viewController id="drawer" customClass="DrawerViewController" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="drawer-view">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """)
    try harness.write(
      "App/Drawer.swift",
      """
      import UIKit

      final class DrawerViewController: UIViewController {
          let width: CGFloat
          init(width: CGFloat) {
              self.width = width
              super.init(nibName: nil, bundle: nil)
          }
          required init?(coder aDecoder: NSCoder) {
              width = 280
              super.init(coder: aDecoder)
          }
          override func viewDidLoad() {
              super.viewDidLoad()
              print("drawer viewDidLoad, width \\(width)")
          }
      }

      """)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "DrawerViewController", steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n") == ["drawer viewDidLoad, width 280.0"])
  }

  @Test("runtime attributes are set once init(coder:) returns: an inspectable reaches its subview")
  func runtimeAttributesAfterInit() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "App/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home">
          <scenes>
              <scene sceneID="scene-home">
                  <objects>
                      <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="home-view">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <subviews>
                                  <view contentMode="scaleToFill" id="badge" customClass="BadgeView">
                                      <rect key="frame" x="20" y="100" width="120" height="40"/>
                                      <userDefinedRuntimeAttributes>
                                          <userDefinedRuntimeAttribute type="string" keyPath="caption" value="New"/>
                                          <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                              <integer key="value" value="8"/>
                                          </userDefinedRuntimeAttribute>
                                      </userDefinedRuntimeAttributes>
                                  </view>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """)
    try harness.write(
      "App/Badge.swift",
      """
      import UIKit

      final class BadgeView: UIView {
          private var label: UILabel!

          @IBInspectable var caption: String? {
              get { label.text }
              set { label.text = newValue }
          }

          required init?(coder aDecoder: NSCoder) {
              super.init(coder: aDecoder)
              label = UILabel(frame: bounds)
              addSubview(label)
              print("init(coder:) returns, caption \\(caption ?? "none")")
          }

          override func awakeFromNib() {
              super.awakeFromNib()
              print("awakeFromNib, caption \\(caption ?? "none"), corner \\(layer.cornerRadius)")
          }
      }

      final class HomeViewController: UIViewController {}

      """)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "HomeViewController", steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "init(coder:) returns, caption none",
        "awakeFromNib, caption New, corner 8.0",
      ], "\(result.stderr)")
  }

  @Test("a blurred panel's views are in its effect view's content view, outlets and all")
  func visualEffectContent() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "App/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="drawer">
          <scenes>
              <scene sceneID="scene-drawer">
                  <objects>
                      <viewController id="drawer" customClass="DrawerViewController" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="drawer-view">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <subviews>
                                  <visualEffectView opaque="NO" contentMode="scaleToFill" id="panel">
                                      <rect key="frame" x="0.0" y="500" width="393" height="352"/>
                                      <view key="contentView" opaque="NO" contentMode="center" id="panel-content">
                                          <rect key="frame" x="0.0" y="0.0" width="393" height="352"/>
                                          <subviews>
                                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="handle">
                                                  <rect key="frame" x="20" y="12" width="100" height="10"/>
                                              </view>
                                          </subviews>
                                          <constraints>
                                              <constraint firstItem="handle" firstAttribute="top" secondItem="panel-content" secondAttribute="top" constant="12" id="handle-top"/>
                                              <constraint firstItem="handle" firstAttribute="leading" secondItem="panel-content" secondAttribute="leading" constant="20" id="handle-leading"/>
                                          </constraints>
                                      </view>
                                      <blurEffect style="light"/>
                                  </visualEffectView>
                              </subviews>
                          </view>
                          <connections>
                              <outlet property="panel" destination="panel" id="panel-outlet"/>
                              <outlet property="handle" destination="handle" id="handle-outlet"/>
                          </connections>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """)
    try harness.write(
      "App/Drawer.swift",
      """
      import UIKit

      final class DrawerViewController: UIViewController {
          @IBOutlet private weak var panel: UIVisualEffectView!
          @IBOutlet private weak var handle: UIView!

          override func viewDidLoad() {
              super.viewDidLoad()
              print("handle in the panel's content: \\(handle.superview === panel.contentView)")
          }

          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              let pins = handle.constraints.map { $0.constant }
              print("handle at \\(handle.frame.minX), \\(handle.frame.minY), pinned by \\(pins)")
          }
      }

      """)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "DrawerViewController", steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "handle in the panel's content: true", "handle at 20.0, 12.0, pinned by [12.0, 20.0]",
      ], "\(result.stdout)")
  }

  @Test("a scene's navigation item: title, bar button items, a custom view's outlet and actions")
  func navigationItem() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "App/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
          <scenes>
              <scene sceneID="scene-nav">
                  <objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                          <connections>
                              <segue destination="shelf" kind="relationship" relationship="rootViewController" id="root"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
              <scene sceneID="scene-shelf">
                  <objects>
                      <viewController id="shelf" customClass="ShelfViewController" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="shelf-view">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          </view>
                          <navigationItem key="navigationItem" title="Shelf" id="shelf-item">
                              <barButtonItem key="leftBarButtonItem" style="plain" id="mode-item">
                                  <segmentedControl key="customView" opaque="NO" contentMode="scaleToFill" selectedSegmentIndex="0" id="mode">
                                      <rect key="frame" x="16" y="5" width="120" height="32"/>
                                      <segments>
                                          <segment title="Grid"/>
                                          <segment title="List"/>
                                      </segments>
                                      <connections>
                                          <action selector="modeChanged:" destination="shelf" eventType="valueChanged" id="mode-action"/>
                                      </connections>
                                  </segmentedControl>
                              </barButtonItem>
                              <barButtonItem key="rightBarButtonItem" systemItem="add" id="add-item">
                                  <connections>
                                      <action selector="addBook:" destination="shelf" id="add-action"/>
                                  </connections>
                              </barButtonItem>
                          </navigationItem>
                          <connections>
                              <outlet property="mode" destination="mode" id="mode-outlet"/>
                          </connections>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """)
    try harness.write(
      "App/Info.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>

      """)
    try harness.write(
      "App/Shelf.swift",
      """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
      }

      final class ShelfViewController: UIViewController {
          @IBOutlet private var mode: UISegmentedControl!

          required init?(coder: NSCoder) {
              super.init(coder: coder)
              print("made with title \\(navigationItem.title ?? "none")")
          }

          override func viewDidLoad() {
              super.viewDidLoad()
              let right = navigationItem.rightBarButtonItem
              print("loaded: \\(mode.numberOfSegments) modes, custom view is the outlet: \\(navigationItem.leftBarButtonItem?.customView === mode), right is a system item: \\(right?.title == nil && right != nil)")
          }

          @IBAction func addBook(_ sender: UIBarButtonItem) { print("add") }
          @IBAction func modeChanged(_ sender: UISegmentedControl) { print("mode \\(sender.selectedSegmentIndex)") }
      }

      """)
    try harness.write("case.yaml", "scenario: case\nsteps:\n  - wait: 1\n")
    let listed = try harness.transit(["run", "App", "--scenario", "case.yaml", "--list-touchable"])
    #expect(listed.status == 0, "\(listed.stderr)")
    let lines = listed.stdout.split(separator: "\n").map(String.init)
    // The add item is the bar's button, and a tap at its point is its to take.
    let add = try #require(lines.first { $0.contains("_UIButtonBarButton") })
    let tap = try #require(add.range(of: "tap: ").map { String(add[$0.upperBound...]) })
    let segments = try #require(lines.first { $0.contains("UISegmentedControl") })
    let second = try #require(segments.range(of: "frame [").map { segments[$0.upperBound...] })
    let frame = second.prefix { $0 != "]" }.split(separator: ",").compactMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    try #require(frame.count == 4)
    try harness.write(
      "case.yaml",
      "scenario: case\nsteps:\n  - wait: 1\n  - tap: \(tap)\n  - wait: 0.5\n"
        + "  - tap: {at: [\(frame[0] + frame[2] * 0.75), \(frame[1] + frame[3] / 2)]}\n"
        + "  - wait: 0.5\n")
    let result = try harness.transit(["run", "App", "--scenario", "case.yaml"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "made with title Shelf",
        "loaded: 2 modes, custom view is the outlet: true, right is a system item: true",
        "add", "mode 1",
      ])
  }

  /// A navigation controller's scene loads no view of its own from the storyboard: the scene's
  /// load must not keep it alive after its dismissal.
  @Test("a navigation controller made from a storyboard is freed once dismissed, with its root")
  func storyboardControllerFreed() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "App/Popup.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
          <scenes>
              <scene sceneID="scene-nav">
                  <objects>
                      <navigationController storyboardIdentifier="popup" id="nav" customClass="PopupNavigationController" sceneMemberID="viewController">
                          <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                          </navigationBar>
                          <connections>
                              <segue destination="popup" kind="relationship" relationship="rootViewController" id="root"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
              <scene sceneID="scene-popup">
                  <objects>
                      <viewController id="popup" customClass="PopupViewController" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="popup-view">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """)
    try harness.write(
      "App/Home.swift",
      """
      import UIKit

      class PopupNavigationController: UINavigationController {
          deinit { print("popup navigation freed") }
      }

      class PopupViewController: UIViewController {
          deinit { print("popup freed") }
      }

      class HomeViewController: UIViewController {
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              guard presentedViewController == nil else { return }
              let popup = UIStoryboard(name: "Popup", bundle: nil)
                  .instantiateViewController(withIdentifier: "popup")
              present(popup, animated: true) {
                  popup.dismiss(animated: true)
              }
          }
      }

      """)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 3"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n") == ["popup navigation freed", "popup freed"])
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }

  /// A settings screen of static cells: no data source code, the storyboard's sections and
  /// cells, an outlet into a cell, a cell's own height.
  @Test("a static table's sections, cells, heights and outlets come from the storyboard")
  func staticTable() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "App/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="settings">
          <scenes>
              <scene sceneID="scene-settings">
                  <objects>
                      <tableViewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
                          <tableView key="view" dataMode="static" style="plain" rowHeight="44" id="table">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <sections>
                                  <tableViewSection headerTitle="Transition" id="first">
                                      <cells>
                                          <tableViewCell rowHeight="120" id="intro-cell">
                                              <tableViewCellContentView key="contentView" id="intro-content"/>
                                          </tableViewCell>
                                          <tableViewCell id="toggle-cell">
                                              <tableViewCellContentView key="contentView" id="toggle-content">
                                                  <subviews>
                                                      <switch on="YES" id="blur">
                                                          <rect key="frame" x="300" y="6" width="51" height="31"/>
                                                      </switch>
                                                  </subviews>
                                              </tableViewCellContentView>
                                          </tableViewCell>
                                      </cells>
                                  </tableViewSection>
                                  <tableViewSection id="second">
                                      <cells>
                                          <tableViewCell id="show-cell">
                                              <tableViewCellContentView key="contentView" id="show-content"/>
                                          </tableViewCell>
                                      </cells>
                                  </tableViewSection>
                              </sections>
                          </tableView>
                          <connections>
                              <outlet property="blurSwitch" destination="blur" id="outlet-blur"/>
                          </connections>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """)
    try harness.write(
      "App/Settings.swift",
      """
      import UIKit

      class SettingsViewController: UITableViewController {
          @IBOutlet weak var blurSwitch: UISwitch!

          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              print("sections \\(tableView.numberOfSections), blur \\(blurSwitch.isOn)")
          }

          override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
              print("selected \\(indexPath.section).\\(indexPath.row)")
          }
      }

      """)
    // The rows start below the status bar (59 points: a table view always bounces, so it takes
    // the safe area), and the first cell is 120 high: the second starts at y = 179, the next
    // section's at 223.
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(
        root: "SettingsViewController",
        steps: "  - tap: {at: [100, 199]}\n  - tap: {at: [100, 239]}\n  - tap: {at: [320, 199]}"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "sections 2, blur true", "selected 0.1", "selected 1.0",
      ], "\(result.stdout)")
  }

  /// No outlet connects the table's data source and delegate: the controller is both.
  @Test("a table view controller's scene gives it the storyboard's table, prototypes and all")
  func tableViewControllerScene() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "App/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="menu">
          <scenes>
              <scene sceneID="scene-menu">
                  <objects>
                      <tableViewController id="menu" customClass="MenuTableViewController" sceneMemberID="viewController">
                          <tableView key="view" dataMode="prototypes" style="grouped" rowHeight="44" bounces="NO" pagingEnabled="YES" contentInsetAdjustmentBehavior="never" id="menu-table">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <prototypes>
                                  <tableViewCell reuseIdentifier="MenuCell" id="menu-cell" customClass="MenuCell">
                                      <rect key="frame" x="0.0" y="55.5" width="393" height="44"/>
                                      <tableViewCellContentView key="contentView" id="menu-cell-content">
                                          <rect key="frame" x="0.0" y="0.0" width="393" height="43.5"/>
                                          <subviews>
                                              <label text="Row" id="menu-cell-label">
                                                  <rect key="frame" x="26" y="14" width="323" height="16"/>
                                              </label>
                                          </subviews>
                                      </tableViewCellContentView>
                                      <connections>
                                          <outlet property="titleLabel" destination="menu-cell-label" id="o1"/>
                                      </connections>
                                  </tableViewCell>
                              </prototypes>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """)
    try harness.write(
      "App/Menu.swift",
      """
      import UIKit

      final class MenuCell: UITableViewCell {
          @IBOutlet weak var titleLabel: UILabel!
      }

      final class MenuTableViewController: UITableViewController {
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              2
          }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = tableView.dequeueReusableCell(withIdentifier: "MenuCell", for: indexPath) as! MenuCell
              cell.titleLabel.text = "row \\(indexPath.row)"
              print(cell.titleLabel.text!, tableView === self.tableView)
              print(tableView.alwaysBounceVertical, tableView.bounces, tableView.isPagingEnabled, tableView.contentInsetAdjustmentBehavior == .never)
              return cell
          }
      }

      """)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "MenuTableViewController", steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // The table keeps its own alwaysBounceVertical (the file does not say it) and takes the
    // file's bounce, paging and inset settings.
    #expect(
      result.stdout.split(separator: "\n") == [
        "row 0 true", "true false true true", "row 1 true", "true false true true",
      ])
  }

  @Test("a malformed storyboard is refused with its file, line and column, before compiling")
  func malformed() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Home.swift", RunCommandTests.presenter)
    try harness.write(
      "App/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="vc">
          <scenes>
              <scene sceneID="s">
                  <objects>
                      <viewController id="vc" customClass="HomeViewController">
                  </objects>
              </scene>
          </scenes>
      </document>

      """)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: App/Main.storyboard:7:23: not well-formed XML: an end tag does not match the "
        + "element it closes\n")
    // A reference to an element the file does not have is named too.
    try harness.write(
      "App/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="vc">
          <scenes>
              <scene sceneID="s">
                  <objects>
                      <viewController id="vc" customClass="HomeViewController">
                          <connections>
                              <segue destination="gone" kind="show" id="x"/>
                          </connections>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """)
    let dangling = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(dangling.status == 2)
    #expect(
      dangling.stderr
        == "Error: App/Main.storyboard:8:25: <segue> names destination 'gone', which no element "
        + "has\n")
  }

  /// A storyboard whose document type declaration defaults an attribute: libxml2 adds it,
  /// unseen, to every element it names, here a class for the scene and a megabyte for each
  /// view. Interface Builder writes no declaration, and one is refused where it starts.
  @Test("a storyboard with a document type declaration is refused where it starts")
  func documentType() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Home.swift", RunCommandTests.presenter)
    let megabyte = String(repeating: "A", count: 1 << 20)
    try harness.write(
      "App/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE document [
        <!ATTLIST viewController customClass CDATA "HomeViewController">
        <!ATTLIST view userLabel CDATA "\(megabyte)">
      ]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="vc">
          <scenes>
              <scene sceneID="s">
                  <objects>
                      <viewController id="vc">
                          <view key="view" id="v">\(String(repeating: "<view/>", count: 2000))</view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: App/Main.storyboard:2:1: a document type declaration (<!DOCTYPE, <!ATTLIST…); "
        + "Interface Builder writes none\n")
  }

  /// A comment's text is not markup: a `<` and a quote in one open no tag the scan follows, so
  /// a declaration or a processing instruction after it is still found where it starts.
  @Test(
    "a declaration or processing instruction after a comment that looks like a tag is refused",
    arguments: [
      ("<!DOCTYPE document [<!ATTLIST view customClass CDATA 'X'>]>", "2:16: a document type"),
      ("<?target?>", "2:16: a processing instruction"),
      ("<!-- <?target?> -->", "2:21: a processing instruction"),
    ])
  func afterCommentLikeTag(_ trailer: String, _ expected: String) throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Home.swift", RunCommandTests.presenter)
    try harness.write(
      "App/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!--<a "b=c--> \(trailer)
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="vc"/>

      """)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: App/Main.storyboard:\(expected)"), "\(result.stderr)")
  }

  /// An element with a hundred thousand attributes: libxml2 compares each name with all
  /// before it, so the megabyte took 2 s of CPU. It is refused at the attribute past the cap.
  @Test("an element with more attributes than Interface Builder ever writes is refused")
  func manyAttributes() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Home.swift", RunCommandTests.presenter)
    let attributes = (0..<100_000).map { "a\($0)=\"\"" }.joined(separator: " ")
    try harness.write(
      "App/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="vc">
          <scenes>
              <scene sceneID="s">
                  <objects>
                      <viewController id="vc" customClass="HomeViewController">
                          <view key="view" id="v" \(attributes)/>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    // `<view key="view" id="v"` gives two, after 20 spaces, in 44 columns; the 127th `aN=""`,
    // `a126=""`, is the 129th, and its `=` is where the file is refused.
    let before = (0..<126).map { "a\($0)=\"\" ".utf8.count }.reduce(0, +)
    let column = 44 + before + "a126=".utf8.count
    #expect(
      result.stderr
        == "Error: App/Main.storyboard:7:\(column): an element with more than 128 attributes; "
        + "Interface Builder writes a few dozen at most\n")
  }
}
