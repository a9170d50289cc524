import Foundation
import TransitUIKit

extension CardZoom {
  /// The presenting screen: a row of colour tiles; tapping one presents its swatch.
  final class PaletteViewController: UIViewController {
    private(set) var tiles: [UIView] = []
    /// Kept here because `transitioningDelegate` is weak, as in UIKit.
    private var zoom: CardTransitioningDelegate?
    private let colors: [UIColor] = [.systemPink, .systemTeal, .systemIndigo]

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      for (index, color) in colors.enumerated() {
        let tile = UIView(
          frame: CGRect(x: 20 + CGFloat(index) * 124, y: 140, width: 104, height: 104))
        tile.accessibilityIdentifier = "tile.\(index)"
        tile.backgroundColor = color
        tile.layer.cornerRadius = 16
        tile.addGestureRecognizer(
          UITapGestureRecognizer(target: self, action: PaletteViewController.tileTapped))
        view.addSubview(tile)
        tiles.append(tile)
      }
    }

    private func tileTapped(_ recognizer: UITapGestureRecognizer) {
      guard let tile = recognizer.view else { return }
      let swatch = SwatchViewController(color: tile.backgroundColor ?? .white)
      let zoom = CardTransitioningDelegate(referenceView: tile)
      self.zoom = zoom
      swatch.modalPresentationStyle = .custom
      swatch.transitioningDelegate = zoom
      present(swatch, animated: true)
    }
  }

  /// The presented screen: a large swatch of the tapped colour on a white page.
  final class SwatchViewController: UIViewController {
    let color: UIColor
    private(set) var swatchView: UIView?

    init(color: UIColor) {
      self.color = color
      super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      let swatch = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 420))
      swatch.accessibilityIdentifier = "swatch"
      swatch.backgroundColor = color
      view.addSubview(swatch)
      swatchView = swatch
    }
  }
}
