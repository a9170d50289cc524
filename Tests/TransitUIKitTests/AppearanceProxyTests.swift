import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// Appearance proxies, as an app sets them at launch: a class's settings reach the views made
/// afterwards, a subclass's win over its superclass's, and the view's own setting wins over both.
@MainActor
@Suite("Appearance proxies")
struct AppearanceProxyTests {
  /// A label class of the app's own, styled through its own proxy.
  final class TitleLabel: UILabel {}

  @Test("a proxy's settings reach views made afterwards, most specific class first")
  func proxies() throws {
    var colours: [String] = []
    func name(_ colour: UIColor?) -> String {
      switch colour {
      case UIColor.red?: return "red"
      case UIColor.blue?: return "blue"
      case UIColor.green?: return "green"
      case UIColor.orange?: return "orange"
      case UIColor.black?: return "black"
      case UIColor.systemBlue?: return "systemBlue"
      case nil: return "nil"
      default: return "other"
      }
    }
    try Simulator.run(scenario: "test", to: RecordBuffer()) { _ in
      let before = UILabel()
      colours.append(name(UILabel.appearance().textColor))
      UILabel.appearance().textColor = .red
      UIView.appearance().tintColor = .orange
      TitleLabel.appearance().textColor = .blue
      let after = UILabel()
      let title = TitleLabel()
      let own = UILabel()
      own.textColor = .green
      colours += [before.textColor, after.textColor, title.textColor, own.textColor].map(name)
      colours += [before.tintColor, after.tintColor, UIButton().tintColor].map(name)
      colours += [UILabel.appearance().textColor, TitleLabel.appearance().tintColor].map(name)
    }
    #expect(
      colours == [
        "nil", "black", "red", "blue", "green", "systemBlue", "orange", "orange", "red", "nil",
      ])
    // Each run starts with no settings.
    var fresh = ""
    try Simulator.run(scenario: "test", to: RecordBuffer()) { _ in
      fresh = name(UILabel().textColor)
    }
    #expect(fresh == "black")
  }

  /// A bar whose tint falls back to the navigation bar's, returned as UIKit's implicitly
  /// unwrapped `tintColor` allows.
  static func barTint() -> UIColor {
    if UINavigationBar.appearance().tintColor != nil {
      return UINavigationBar.appearance().tintColor
    }
    return .systemBlue
  }

  @Test("a proxy's implicitly unwrapped property reads as on iOS")
  func implicitlyUnwrapped() throws {
    var tints: [Bool] = []
    try Simulator.run(scenario: "test", to: RecordBuffer()) { _ in
      tints.append(Self.barTint() == .systemBlue)
      UINavigationBar.appearance().tintColor = .red
      tints.append(Self.barTint() == .red)
    }
    #expect(tints == [true, true])
  }

  @Test("views UIKit makes itself take the settings too, as a screen is shown")
  func uikitViews() throws {
    var backgrounds: [Bool] = []
    try Simulator.run(scenario: "test", to: RecordBuffer()) { device in
      UIView.appearance().backgroundColor = .green
      let root = UINavigationController(rootViewController: UIViewController())
      device.window.rootViewController = root
      device.runUntilIdle()
      backgrounds = [root.view, root.topViewController?.view, root.navigationBar].map {
        $0?.backgroundColor == .green
      }
    }
    #expect(backgrounds == [true, true, true])
  }

  @Test("a proxy takes non-optional properties and the bar's and button's appearance methods")
  func methodsAndPlainValues() throws {
    var seen: [String] = []
    try Simulator.run(scenario: "test", to: RecordBuffer()) { _ in
      let before = UINavigationBar(frame: .zero)
      let clear = UIImage()
      let line = UIImage()
      seen.append("unset \(UINavigationBar.appearance().isTranslucent == nil)")
      UINavigationBar.appearance().setBackgroundImage(clear, for: .default)
      UINavigationBar.appearance().shadowImage = line
      UINavigationBar.appearance().isTranslucent = false
      UIButton.appearance().setTitleColor(.red, for: .normal)
      let bar = UINavigationBar(frame: .zero)
      let button = UIButton(type: .system)
      seen += [
        "proxy \(UINavigationBar.appearance().isTranslucent == false)",
        "bar \(bar.backgroundImage(for: .default) === clear) \(bar.backgroundImage(for: .compact) == nil) \(bar.shadowImage === line) \(bar.isTranslucent)",
        "before \(before.backgroundImage(for: .default) == nil) \(before.isTranslucent)",
        "button \(button.titleColor(for: .normal) == .red)",
      ]
    }
    #expect(
      seen == [
        "unset true", "proxy true", "bar true true true false", "before true true",
        "button true",
      ])
  }
}
