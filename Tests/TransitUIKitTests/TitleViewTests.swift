import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A navigation item's title view, shown in the middle of the bar while its item is on top, and
/// a segmented control in it, whose segments a scenario taps by their titles.
@MainActor
@Suite("A navigation item's title view")
struct TitleViewTests {
  final class Settings: UIViewController {
    let segments = UISegmentedControl(items: ["General", "Privacy", "About"])
    var picked: [Int] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      segments.selectedSegmentIndex = 0
      segments.addTarget(self, action: { $0.changed }, for: .valueChanged)
      navigationItem.titleView = segments
    }

    func changed() { picked.append(segments.selectedSegmentIndex) }
  }

  @Test(
    "the title view sits in the middle of the bar at its intrinsic size, and leaves with its item")
  func shownInBar() throws {
    let settings = Settings()
    let navigation = UINavigationController(rootViewController: settings)
    try Simulator.run(scenario: "settings", to: RecordBuffer()) { device in
      device.window.rootViewController = navigation
      device.runUntilIdle()
      let control = settings.segments
      #expect(control.superview === navigation.navigationBar)
      let size = control.intrinsicContentSize
      #expect(size.height == 32 && size.width > 3 * 24)
      let frame = control.convert(control.bounds, to: nil)
      #expect(frame.size == size)
      #expect(frame.midX == device.window.bounds.midX && frame.midY == 59 + 22)
      navigation.pushViewController(UIViewController(), animated: false)
      device.runUntilIdle()
      #expect(control.superview == nil)
    }
  }

  @Test("a segment is tapped by its title, and only a change sends .valueChanged")
  func segmentsByTitle() throws {
    let settings = Settings()
    try Simulator.run(scenario: "settings", to: RecordBuffer()) { device in
      device.window.rootViewController = UINavigationController(rootViewController: settings)
      device.runUntilIdle()
      for title in ["About", "Privacy", "Privacy", "General"] {
        #expect(device.tapButton(titled: title) === settings.segments)
        device.runUntilIdle()
      }
      #expect(device.tapButton(titled: "Help") == nil)
    }
    #expect(settings.picked == [2, 1, 0])
  }

  @Test("segments share the width evenly, or by content when asked")
  func segmentWidths() {
    let control = UISegmentedControl(items: ["A", "Much longer"])
    let even = control.intrinsicContentSize.width
    control.apportionsSegmentWidthsByContent = true
    let byContent = control.intrinsicContentSize.width
    #expect(byContent < even)
    control.setWidth(100, forSegmentAt: 0)
    #expect(control.intrinsicContentSize.width > 100)
  }
}
