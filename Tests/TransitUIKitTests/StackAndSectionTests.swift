import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// Layout that libraries' sample screens use around their transitions: stack views in rows and
/// columns, and a table's section headers, so a tap lands where a device shows them.
@MainActor
@Suite("Stack views and section headers")
struct StackAndSectionTests {
  func sized(_ width: CGFloat, _ height: CGFloat) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  func frames(_ stack: UIStackView) -> [CGRect] {
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    return stack.arrangedSubviews.map(\.frame)
  }

  @Test("a column lays its views out along its axis, with spacing, as its distribution says")
  func column() {
    let title = sized(100, 20)
    let message = sized(80, 40)
    let stack = UIStackView(arrangedSubviews: [title, message])
    stack.axis = .vertical
    stack.spacing = 8
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(stack.subviews.count == 2)
    #expect(
      frames(stack) == [
        CGRect(x: 0, y: 0, width: 200, height: 20), CGRect(x: 0, y: 28, width: 200, height: 72),
      ])
    stack.distribution = .fillEqually
    stack.alignment = .center
    #expect(
      frames(stack) == [
        CGRect(x: 0, y: 0, width: 200, height: 46), CGRect(x: 0, y: 54, width: 200, height: 46),
      ])
  }

  @Test("a row shares the space left between views, skips a hidden one, and fits its views")
  func row() {
    let avatar = sized(40, 40)
    let name = sized(60, 20)
    let badge = sized(20, 20)
    let stack = UIStackView(arrangedSubviews: [avatar, name, badge])
    stack.distribution = .equalSpacing
    stack.alignment = .center
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    #expect(
      frames(stack) == [
        CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 80, y: 10, width: 60, height: 20),
        CGRect(x: 180, y: 10, width: 20, height: 20),
      ])
    badge.isHidden = true
    stack.setCustomSpacing(4, after: avatar)
    stack.distribution = .fill
    stack.alignment = .leading
    _ = frames(stack)
    #expect(avatar.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(name.frame == CGRect(x: 44, y: 0, width: 156, height: 20))
    stack.removeArrangedSubview(badge)
    #expect(stack.arrangedSubviews.count == 2 && badge.superview === stack)
    name.removeFromSuperview()
    #expect(stack.arrangedSubviews.map(\.frame.width) == [40])
    #expect(stack.sizeThatFits(.zero) == CGSize(width: 40, height: 40))
  }

  /// A list of groups with a header per section, as a sample's members list shows them.
  final class Groups: UITableViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      tableView.rowHeight = 60
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      3
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
      -> CGFloat
    { 50 }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
      -> UIView?
    {
      let header = UIView()
      header.accessibilityIdentifier = "header\(section)"
      return header
    }
  }

  @Test("a section's header view goes in the room its height leaves above the rows")
  func sectionHeaders() throws {
    let groups = Groups()
    try Simulator.run(scenario: "groups", to: RecordBuffer()) { device in
      device.window.rootViewController = groups
      device.runUntilIdle()
      let table: UITableView = groups.tableView
      let headers = table.subviews.filter {
        $0.accessibilityIdentifier?.hasPrefix("header") == true
      }
      #expect(
        headers.map { "\($0.accessibilityIdentifier!) \($0.frame.minY) \($0.frame.height)" } == [
          "header0 0.0 50.0", "header1 230.0 50.0",
        ])
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 280)
    }
  }
}
