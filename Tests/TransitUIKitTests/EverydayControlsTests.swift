import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A view controller's `editButtonItem`, which a table screen puts in its navigation bar: a tap
/// turns editing on and off through `setEditing(_:animated:)`, and the item says "Done" while
/// editing, "Edit" otherwise (Apple's `editButtonItem` page).
@MainActor
@Suite("A view controller's edit button")
struct EditButtonItemTests {
  final class List: UITableViewController {
    var calls: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      navigationItem.leftBarButtonItem = editButtonItem
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      calls.append("\(editing) \(animated) \(tableView.isEditing)")
    }
  }

  @Test("a tap on Edit edits the table, and Done ends it, through setEditing(_:animated:)")
  func taps() throws {
    let list = List()
    try Simulator.run(scenario: "list", to: RecordBuffer()) { device in
      device.window.rootViewController = UINavigationController(rootViewController: list)
      device.runUntilIdle()
      #expect(list.editButtonItem === list.navigationItem.leftBarButtonItem)
      #expect(list.editButtonItem.title == "Edit" && list.editButtonItem.style == .plain)
      #expect(device.tapButton(titled: "Edit") != nil)
      device.runUntilIdle()
      #expect(list.isEditing && list.tableView.isEditing)
      #expect(list.editButtonItem.title == "Done" && list.editButtonItem.style == .done)
      #expect(device.tapButton(titled: "Done") != nil)
      device.runUntilIdle()
      // Set in code, editing goes through the same method, without animation.
      list.isEditing = true
    }
    #expect(list.calls == ["true true true", "false true false", "true false true"])
    #expect(list.editButtonItem.title == "Done")
  }
}

/// A list screen's pull-to-refresh control: kept by its scroll view or table view controller,
/// refreshing as the app's code says, sending `.valueChanged` only when the app sends it.
@MainActor
@Suite("A refresh control")
struct RefreshControlTests {
  final class Feed: UITableViewController {
    var reloads: [Bool] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      refreshControl = UIRefreshControl()
      refreshControl?.addTarget(self, action: { $0.reload }, for: .valueChanged)
    }

    func reload() {
      reloads.append(refreshControl?.isRefreshing ?? false)
      refreshControl?.endRefreshing()
    }
  }

  @Test("begin and end set isRefreshing; neither sends the action, which the app's code sends")
  func refreshing() throws {
    let feed = Feed()
    try Simulator.run(scenario: "feed", to: RecordBuffer()) { device in
      device.window.rootViewController = feed
      device.runUntilIdle()
      let control = try #require(feed.refreshControl)
      #expect(feed.tableView.refreshControl === control)
      #expect(!control.isRefreshing)
      control.beginRefreshing()
      #expect(control.isRefreshing && feed.reloads.isEmpty)
      control.sendActions(for: .valueChanged)
      #expect(!control.isRefreshing)
      control.endRefreshing()
    }
    #expect(feed.reloads == [true])
  }
}

/// A button that shows a menu as its primary action (iOS 14), and a tab bar's system items.
@MainActor
@Suite("Menu buttons and system tab bar items")
struct MenuButtonTests {
  @Test(
    "a tap on a button that shows its menu sends none of its actions; without the menu, it does")
  func menuAsPrimaryAction() throws {
    var sent: [String] = []
    try Simulator.run(scenario: "menu", to: RecordBuffer()) { device in
      let root = UIViewController()
      device.window.rootViewController = root
      device.runUntilIdle()
      let more = UIButton(type: .system)
      more.setTitle("More", for: .normal)
      more.frame = CGRect(x: 20, y: 400, width: 100, height: 44)
      more.addAction(UIAction { _ in sent.append("action") }, for: .touchUpInside)
      more.menu = UIMenu(
        title: "", children: [UIAction(title: "Share") { _ in sent.append("share") }])
      more.showsMenuAsPrimaryAction = true
      root.view.addSubview(more)
      _ = device.tap(at: CGPoint(x: 70, y: 422))
      device.runUntilIdle()
      more.showsMenuAsPrimaryAction = false
      _ = device.tap(at: CGPoint(x: 70, y: 422))
      device.runUntilIdle()
    }
    #expect(sent == ["action"])
  }

  @Test("a system tab bar item keeps its kind and tag, its title the system's")
  func systemItem() {
    let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
    #expect(item.systemItem == .favorites && item.tag == 3 && item.title == nil)
    #expect(UITabBarItem(title: "Home", image: nil, tag: 0).systemItem == nil)
  }
}

/// The image picker an app presents to choose a photo: on this simulator-like device there is
/// no camera and nothing to pick, so its Cancel item is what the user taps.
@MainActor
@Suite("The image picker")
struct ImagePickerTests {
  final class Profile: UIViewController, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate
  {
    var heard: [String] = []

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
      heard.append("cancel")
      picker.dismiss(animated: true)
    }
  }

  final class Careless: UIViewController, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate
  {}

  @Test("Cancel tells the delegate, which dismisses the picker; no camera, the library there")
  func cancel() throws {
    #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
    let profile = Profile()
    try Simulator.run(scenario: "picker", to: RecordBuffer()) { device in
      device.window.rootViewController = profile
      device.runUntilIdle()
      let picker = UIImagePickerController()
      picker.sourceType = .photoLibrary
      picker.delegate = profile
      profile.present(picker, animated: true)
      device.runUntilIdle()
      #expect(profile.presentedViewController === picker)
      #expect(device.tapButton(titled: "Cancel") != nil)
      device.runUntilIdle()
      #expect(profile.presentedViewController == nil)
    }
    #expect(profile.heard == ["cancel"])
  }

  @Test("a delegate without imagePickerControllerDidCancel(_:) leaves the picker up")
  func undocumentedCancel() throws {
    let careless = Careless()
    try Simulator.run(scenario: "picker", to: RecordBuffer()) { device in
      device.window.rootViewController = careless
      device.runUntilIdle()
      let picker = UIImagePickerController()
      picker.delegate = careless
      careless.present(picker, animated: true)
      device.runUntilIdle()
      #expect(device.tapButton(titled: "Cancel") != nil)
      device.runUntilIdle()
      #expect(careless.presentedViewController === picker)
    }
  }
}
