import UIKit

// What the post's transitioning delegate and animators use but the post does not show, written
// as on iOS: the configuration they read, the presented SingleColorViewController (which prints
// its callbacks, as the post's device trace shows), and the screen of colour tiles that
// presents it.

struct CustomTransitionConfiguration {
  var transitionDuration: TimeInterval = 0.5
  var springWithDamping: CGFloat = 0.8
  var initialSpringVelocity: CGFloat = 0.4
  var panGestureDismissThreshold: CGFloat = 120

  func getAlhpa(by translation: CGPoint) -> CGFloat {
    return max(0.3, 1 - abs(translation.y) / 400)
  }
}

final class SingleColorViewController: UIViewController {
  private let color: UIColor
  private var singleColorView: UIView?

  init(color: UIColor) {
    self.color = color
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    print("SingleColorViewController \(#function)")
    view.backgroundColor = .white
    let colorView = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 420))
    colorView.backgroundColor = color
    view.addSubview(colorView)
    singleColorView = colorView
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    print("SingleColorViewController \(#function)")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    print("SingleColorViewController \(#function)")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    print("SingleColorViewController \(#function)")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    print("SingleColorViewController \(#function)")
  }

  func getSingleColorView() -> UIView? {
    return singleColorView
  }
}

final class ColorListViewController: UIViewController {
  private var customTransition: CustomTransition?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    for (index, color) in [UIColor.systemPink, .systemTeal, .systemIndigo].enumerated() {
      let item = UIView(
        frame: CGRect(x: 20 + CGFloat(index) * 124, y: 140, width: 104, height: 104))
      item.backgroundColor = color
      item.accessibilityIdentifier = "color.\(index)"
      item.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: #selector(itemTapped(_:))))
      view.addSubview(item)
    }
  }

  @objc private func itemTapped(_ recognizer: UITapGestureRecognizer) {
    guard let item = recognizer.view else { return }
    let transition = CustomTransition(referenceView: item)
    customTransition = transition
    let detail = SingleColorViewController(color: item.backgroundColor ?? .white)
    detail.modalPresentationStyle = .custom
    detail.transitioningDelegate = transition
    present(detail, animated: true, completion: nil)
  }
}
