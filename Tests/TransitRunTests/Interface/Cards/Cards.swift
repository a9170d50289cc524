import UIKit

/// A deck library's segue, as the deck and card libraries ship one: it presents the
/// destination with the library's transitioning delegate.
final class DeckSegue: UIStoryboardSegue {
  private let deckDelegate = DeckDelegate()

  override func perform() {
    print("DeckSegue perform()")
    destination.modalPresentationStyle = .custom
    destination.transitioningDelegate = deckDelegate
    source.present(destination, animated: true, completion: nil)
  }
}

final class DeckDelegate: NSObject, UIViewControllerTransitioningDelegate {}

class DeckListViewController: UIViewController {
  @IBOutlet private weak var openButton: UIButton!
  var count = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    print("list viewDidLoad, outlet connected: \(openButton != nil)")
  }

  @IBAction func countTapped(_ sender: UIButton) {
    count += 1
    print("countTapped \(count)")
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    print("shouldPerformSegue \(identifier)")
    return true
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    print("prepare \(segue.identifier ?? "-") \(type(of: segue)) → \(type(of: segue.destination))")
  }

  @IBAction func backToList(_ segue: UIStoryboardSegue) {
    print("backToList from \(type(of: segue.source))")
  }
}

class DeckViewController: UIViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    print("deck prepare \(segue.identifier ?? "unwind")")
  }
}
