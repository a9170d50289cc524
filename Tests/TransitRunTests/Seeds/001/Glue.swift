import UIKit

// What the post's code names but does not show, written as the app would have it on iOS: the
// app's sizes, the Today list's cell and data, the card detail's views, an Auto Layout helper,
// and the tab bar controller the app starts with.

let kScreenW = UIScreen.main.bounds.size.width
let kScreenH = UIScreen.main.bounds.size.height

struct GlobalConstants {
  static let todayCardSize = CGSize(width: kScreenW - 40, height: 410)
  static let cardDetailTopImageH: CGFloat = 500
  static let toDayCardCornerRadius: CGFloat = 13
}

extension UIView {
  func edges(to view: UIView) {
    NSLayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: view.leadingAnchor),
      trailingAnchor.constraint(equalTo: view.trailingAnchor),
      topAnchor.constraint(equalTo: view.topAnchor),
      bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }
}

final class AppTabBarController: UITabBarController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let today = TodayViewController(style: .plain)
    today.tabBarItem = UITabBarItem(title: "Today", image: nil, tag: 0)
    let games = UIViewController()
    games.tabBarItem = UITabBarItem(title: "Games", image: nil, tag: 1)
    viewControllers = [today, games]
  }
}

/// The Today list's state and data; the post shows TodayViewController's table methods.
class TodayListController: UITableViewController {
  var selectedCell: TodayTableViewCell?
  var statusBarShouldBeHidden = false

  override var prefersStatusBarHidden: Bool {
    return statusBarShouldBeHidden
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 450
    tableView.register(TodayTableViewCell.self, forCellReuseIdentifier: "TodayTableViewCell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return 2
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    return tableView.dequeueReusableCell(withIdentifier: "TodayTableViewCell", for: indexPath)
  }
}

class TodayTableViewCell: UITableViewCell {
  let bgBackView = UIView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    bgBackView.frame = CGRect(x: 20, y: 20, width: GlobalConstants.todayCardSize.width, height: 410)
    bgBackView.layer.cornerRadius = GlobalConstants.toDayCardCornerRadius
    contentView.addSubview(bgBackView)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

class DetailScrollView: UIScrollView {
  let imageView = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.frame = CGRect(origin: .zero, size: GlobalConstants.todayCardSize)
    addSubview(imageView)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// The card detail's views and its close button; the post elides its class body.
class CardDetailBase: UIViewController {
  let cell: TodayTableViewCell
  var dismissClosure: (() -> Void)?
  lazy var scrollView = DetailScrollView(frame: view.bounds)
  lazy var closeBtn: UIButton = {
    let button = UIButton(frame: CGRect(x: kScreenW - 50, y: 20, width: 30, height: 30))
    button.accessibilityIdentifier = "closeButton"
    button.alpha = 0
    button.addTarget(self, action: #selector(closeAction), for: .touchUpInside)
    return button
  }()

  init(cell: TodayTableViewCell) {
    self.cell = cell
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addSubview(scrollView)
    view.addSubview(closeBtn)
  }

  @objc func closeAction() {
    dismiss(animated: true) {
      self.dismissClosure?()
    }
  }
}
