import Foundation
import Testing
import TransitTestSupport

/// UIKit surface a list with swipeable rows and animated cells uses, in the style of a mail
/// list: a batch update whose block reads the screen's properties without `self.`, as UIKit's
/// non-escaping block lets it; a table's editing mode reaching each visible cell; a view's
/// mask; a button subclass that places its title and image through the content rectangles.
@Suite("transit run: a swipeable list's UIKit surface")
struct RunSwipeRowSurfaceTests {
  static let inbox = """
    import UIKit

    final class MessageCell: UITableViewCell {
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            print("row \\(textLabel?.text ?? "") editing \\(isEditing) animated \\(animated)")
        }

        // The row's swipe actions, offered to VoiceOver as custom actions.
        override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
            get {
                let trash = UIImage(systemName: "trash")
                trash?.accessibilityIdentifier = "Delete"
                return [
                    UIAccessibilityCustomAction(name: "Archive", target: self, selector: #selector(archive)),
                    UIAccessibilityCustomAction(name: trash?.accessibilityIdentifier ?? "", image: trash) { _ in true },
                ]
            }
            set { super.accessibilityCustomActions = newValue }
        }

        @objc func archive() -> Bool { true }
    }

    final class StackedButton: UIButton {
        override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
            let image = imageRect(forContentRect: contentRect)
            var rect = super.titleRect(forContentRect: contentRect)
            rect.origin.y = image.maxY + 4
            return rect
        }
    }

    final class InboxViewController: UIViewController, UITableViewDataSource,
        UICollectionViewDataSource {
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        let strip = UICollectionView(
            frame: CGRect(x: 0, y: 420, width: 390, height: 80),
            collectionViewLayout: UICollectionViewFlowLayout())
        var subjects = ["Lunch", "Invoice"]
        var tags = ["Work"]
        let highlight = "Pinned"

        override func viewDidLoad() {
            super.viewDidLoad()
            // A class value typed AnyClass, as a helper that registers any cell by name has it.
            let messageClass: AnyClass = MessageCell.self
            table.register(messageClass, forCellReuseIdentifier: "message")
            table.dataSource = self
            let tagClass: AnyClass? = UICollectionViewCell.self
            strip.register(tagClass, forCellWithReuseIdentifier: "tag")
            strip.dataSource = self
            view.addSubview(table)
            view.addSubview(strip)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            table.setEditing(true, animated: true)
            print("table editing \\(table.isEditing)")
            strip.performBatchUpdates({
                tags.append(highlight)
                strip.insertItems(at: [IndexPath(item: 1, section: 0)])
            }, completion: { done in print("strip batch done \\(done), \\(self.tags)") })
            table.performBatchUpdates({
                subjects.insert(highlight, at: 0)
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            })
            strip.performBatchUpdates(nil) { _ in print("empty batch done") }
            print("subjects \\(subjects)")

            let fade = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
            table.mask = fade
            print("mask is layer's mask \\(table.layer.mask === fade.layer), in subviews \\(table.subviews.contains(fade))")

            let button = StackedButton(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            button.setImage(UIImage(systemName: "trash"), for: .normal)
            let content = button.contentRect(forBounds: button.bounds)
            let background = button.backgroundRect(forBounds: button.bounds)
            print("content \\(content.minX) \\(content.minY) \\(content.width) \\(content.height), background \\(background.width)")
            let title = button.titleRect(forContentRect: content)
            let row = table.visibleCells.first
            let actions = row?.accessibilityCustomActions ?? []
            print("actions \\(actions.map(\\.name)), archive's target the row \\(actions.first?.target === row), delete handled \\(actions.last?.actionHandler?(actions[1]) ?? false), plain \\(UITableViewCell(style: .default, reuseIdentifier: nil).accessibilityCustomActions == nil)")
            let headerClass: AnyClass = UITableViewHeaderFooterView.self
            table.register(headerClass, forHeaderFooterViewReuseIdentifier: "head")
            let made = table.dequeueReusableHeaderFooterView(withIdentifier: "head") != nil
            table.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "head")
            print("header \\(made), unregistered \\(table.dequeueReusableHeaderFooterView(withIdentifier: "head") == nil)")
            print("title below image \\(title.minY >= button.imageRect(forContentRect: content).maxY)")
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            subjects.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            cell.textLabel?.text = subjects[indexPath.row]
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
            -> Int
        { tags.count }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        }
    }

    """

  @Test("batch updates read properties without self, editing reaches the cells, masks and rects")
  func inbox() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Inbox.swift", Self.inbox)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "InboxViewController", steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "Inbox.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // The table passes editing to each visible cell; the batches run their blocks at once and
    // then their completions; the mask's layer is the layer's mask, outside the subviews; the
    // content rectangle is the bounds less the content insets.
    #expect(
      result.stdout.split(separator: "\n") == [
        "row Lunch editing true animated true", "row Invoice editing true animated true",
        "table editing true", "strip batch done true, [\"Work\", \"Pinned\"]",
        "empty batch done", "subjects [\"Pinned\", \"Lunch\", \"Invoice\"]",
        "mask is layer's mask true, in subviews false",
        "content 10.0 10.0 60.0 60.0, background 80.0",
        "actions [\"Archive\", \"Delete\"], archive's target the row true, delete handled true, plain true",
        "header true, unregistered true", "title below image true",
      ], "\(result.stdout)")
  }
}
