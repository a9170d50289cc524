import Foundation
import TransitUIKit

extension AppStoreToday {
  /// The Today list, the first tab: rows of cards. A row shrinks while it is highlighted and
  /// restores when the finger lifts; selecting it hides the status bar and presents the card.
  final class TodayViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero)
    /// The row the card opens from and closes back into; the animator reads it.
    private(set) var selectedCell: TodayTableViewCell?
    private var statusBarShouldBeHidden = false

    override var prefersStatusBarHidden: Bool { statusBarShouldBeHidden }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      tableView.frame = view.bounds
      tableView.accessibilityIdentifier = "todayTable"
      tableView.rowHeight = Metrics.rowHeight
      tableView.register(TodayTableViewCell.self, forCellReuseIdentifier: "TodayTableViewCell")
      tableView.dataSource = self
      tableView.delegate = self
      view.addSubview(tableView)
    }

    /// Hides or shows the status bar with an animation: UIKit reads `prefersStatusBarHidden`
    /// inside the animation block.
    private func updateStatusBar(visible: Bool) {
      statusBarShouldBeHidden = !visible
      UIView.animate(withDuration: 0.25) {
        self.setNeedsStatusBarAppearanceUpdate()
      }
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: "TodayTableViewCell", for: indexPath)
      if let card = cell as? TodayTableViewCell {
        card.selectionStyle = .none
        card.bgImageView.imageName = indexPath.row == 0 ? "cover_4" : "cover_5"
      }
      return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      guard let row = tableView.cellForRow(at: indexPath) as? TodayTableViewCell else { return }
      UIView.animate(withDuration: 0.1) {
        row.bgBackView.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
      }
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      guard let row = tableView.cellForRow(at: indexPath) as? TodayTableViewCell else { return }
      UIView.animate(withDuration: 0.3) {
        row.bgBackView.transform = .identity
      }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      guard let cell = tableView.cellForRow(at: indexPath) as? TodayTableViewCell else { return }
      selectedCell = cell
      let detail = CardDetailViewController(cell: cell)
      detail.dismissClosure = { [weak self] in self?.updateStatusBar(visible: true) }
      updateStatusBar(visible: false)
      present(detail, animated: true)
    }
  }

  /// A row of the Today list: a rounded card with a cover image.
  final class TodayTableViewCell: UITableViewCell {
    let bgBackView = UIView(frame: Metrics.cardFrame)
    let bgImageView = UIImageView()

    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      bgBackView.accessibilityIdentifier = "cardBackground"
      bgImageView.accessibilityIdentifier = "cardImage"
      bgBackView.layer.cornerRadius = Metrics.cardCornerRadius
      bgBackView.clipsToBounds = true
      bgImageView.frame = bgBackView.bounds
      bgBackView.addSubview(bgImageView)
      contentView.addSubview(bgBackView)
    }
  }

  /// Another tab of the app, never opened in the scenario.
  final class GamesViewController: UIViewController {}
}
