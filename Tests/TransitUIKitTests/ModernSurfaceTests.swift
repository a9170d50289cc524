import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// UIKit as today's apps write it around their transitions: overridden `present` and `dismiss`,
/// button configurations, bar appearances, table header views, tint.
@MainActor
@Suite("Today's UIKit around transitions")
struct ModernSurfaceTests {
  /// A home screen that logs every presentation it makes, through an override.
  final class LoggingHome: UIViewController {
    private(set) var heard: [String] = []
    override func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      heard.append("present \(type(of: viewControllerToPresent))")
      super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
  }

  /// A presented screen that cleans up in an overridden dismiss.
  final class Detail: UIViewController {
    var heard: [String] = []
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      heard.append("dismiss")
      super.dismiss(animated: flag, completion: completion)
    }
  }

  @Test("present and dismiss are overridable, and UIKit's own show(_:sender:) goes through them")
  func overriddenPresentAndDismiss() throws {
    let home = LoggingHome()
    let detail = Detail()
    let run = try ListRun.start(home) { device in
      // With no container, show(_:sender:) presents, through the override.
      home.show(detail, sender: nil)
      device.runUntilIdle()
      detail.dismiss(animated: true)
      device.runUntilIdle()
    }
    #expect(home.heard == ["present Detail"])
    #expect(detail.heard == ["dismiss"])
    #expect(home.presentedViewController == nil)
    #expect(
      run.calls(after: 0).filter { $0.contains("present(") || $0.contains("dismiss(") } == [
        "uikit → vc.loggingHome present(_:animated:completion:)",
        "app → vc.detail dismiss(animated:completion:)",
      ])
  }

  @Test("a button configuration's title is the button's; its update handler runs on a touch")
  func buttonConfiguration() throws {
    final class Screen: UIViewController {
      var updates: [String] = []
      lazy var button: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 40, y: 400, width: 200, height: 50)
        button.configurationUpdateHandler = { [weak self] button in
          self?.updates.append("update highlighted \(button.isHighlighted)")
        }
        return button
      }()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
      }
    }
    let screen = Screen()
    _ = try ListRun.start(screen) { device in
      #expect(device.tapButton(titled: "Continue") === screen.button)
      device.runUntilIdle()
    }
    #expect(screen.button.title(for: .normal) == "Continue")
    #expect(screen.button.titleLabel?.text == "Continue")
    #expect(screen.button.buttonType == .system)
    #expect(screen.updates == ["update highlighted true", "update highlighted false"])
  }

  /// A table whose section headers are registered header views.
  final class Sections: UITableViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      tableView.register(
        UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    }
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      2
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
      -> CGFloat
    { 40 }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
      -> UIView?
    {
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
      header?.textLabel?.text = "Section \(section)"
      return header
    }
  }

  @Test("a registered header view is made for each section header, with its text label")
  func headerFooterViews() throws {
    let sections = Sections()
    _ = try ListRun.start(sections) { _ in }
    let table: UITableView = sections.tableView
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "Section 0")
    #expect(table.headerView(forSection: 1)?.frame.minY == 128)
    #expect(table.headerView(forSection: 1)?.reuseIdentifier == "header")
    #expect(table.footerView(forSection: 0) == nil)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "unknown") == nil)
  }

  @Test("a tint set on a view reaches the views inside it that set none, each told once")
  func tint() {
    final class Tinted: UIView {
      var changes = 0
      override func tintColorDidChange() { changes += 1 }
    }
    let outer = UIView()
    let inherits = Tinted()
    let ownTint = Tinted()
    ownTint.tintColor = .green
    outer.addSubview(inherits)
    outer.addSubview(ownTint)
    outer.tintColor = .red
    #expect(inherits.tintColor == .red)
    #expect(ownTint.tintColor == .green)
    #expect(inherits.changes == 1)
    #expect(ownTint.changes == 1)
    #expect(UIView().tintColor == .systemBlue)
  }

  @Test("bar appearances are kept and copied; hue, saturation and brightness round-trip")
  func appearancesAndColors() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
    let copy = appearance.copy()
    #expect(copy.configuredBackground == .opaque)
    #expect(copy.backgroundColor == .systemBackground)
    #expect(copy.titleTextAttributes.count == 1)
    let transparent = UITabBarAppearance()
    transparent.configureWithTransparentBackground()
    #expect(transparent.shadowColor == .clear)

    let color = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1)
    var hue: CGFloat = 0
    var saturation: CGFloat = 0
    var brightness: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
    #expect(abs(hue - 0.6) < 1e-9 && abs(saturation - 0.5) < 1e-9)
    #expect(abs(brightness - 0.8) < 1e-9 && alpha == 1)
  }

  @Test("a scroll view's content guide is its content; its frame guide its bounds")
  func scrollViewGuides() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 500))
    scrollView.contentSize = CGSize(width: 390, height: 1_200)
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    #expect(
      scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 1_200))
    #expect(
      scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 300, width: 390, height: 500))
    #expect(scrollView.contentLayoutGuide === scrollView.contentLayoutGuide)
    let content = UIView()
    scrollView.addSubview(content)
    content.translatesAutoresizingMaskIntoConstraints = false
    let top = content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor)
    top.isActive = true
    #expect(top.isActive)
  }
}
