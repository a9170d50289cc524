import Foundation
import TransitUIKit

// Search with a results controller, and a page-curl book.
extension Everyday {
  /// A list with a search controller in its navigation item, defining the presentation
  /// context: a tap in the search bar presents the search controller over the list, typing
  /// shows the results controller, and Cancel dismisses it (Apple's UISearchControllerDelegate
  /// pages; UIKit 26.1's -[UISearchController _commonInit];
  /// docs/lifecycle.md#fact-search-presentation).
  static let searchResults = Scenario(
    name: "search-results",
    summary: "A search bar in a navigation bar: the search controller presents over the list, "
      + "shows its results as the user types, and Cancel dismisses it",
    source: "UISearchController and UISearchControllerDelegate; UIKit 26.1's "
      + "-[UISearchController _commonInit]; docs/lifecycle.md#fact-search-presentation"
  ) { device in
    let list = SearchableListViewController()
    device.window.rootViewController = NotesNavigationController(rootViewController: list)
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tapButton(titled: "Search Notes")
    device.runUntilIdle()
    device.wait(0.5)
    device.type("gro")
    device.runUntilIdle()
    device.wait(0.5)
    device.tapButton(titled: "Cancel")
    device.runUntilIdle()
  }

  /// A book in a page-curl page view controller: a tap near the right edge turns to the next
  /// page, then a drag from right to left turns to the last one (Apple's
  /// UIPageViewController.TransitionStyle.pageCurl and gestureRecognizers pages;
  /// docs/lifecycle.md#fact-page-curl).
  static let pageCurl = Scenario(
    name: "page-curl",
    summary: "A page-curl book: a tap near the right edge turns the page, then a drag turns "
      + "the next",
    source: "UIPageViewController.TransitionStyle.pageCurl; docs/lifecycle.md#fact-page-curl"
  ) { device in
    let book = BookViewController()
    device.window.rootViewController = book
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(at: CGPoint(x: 370, y: 420))
    device.runUntilIdle()
    device.wait(0.5)
    device.pan(book.view, translation: CGPoint(x: -250, y: 0), duration: 0.3, steps: 3)
    device.runUntilIdle()
  }

  /// The list: its navigation item holds the search controller, it updates the results, and
  /// it defines the presentation context the search controller presents in.
  final class SearchableListViewController: UIViewController, UISearchResultsUpdating,
    UISearchControllerDelegate
  {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      definesPresentationContext = true
    }

    override init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      title = "Notes"
      let search = UISearchController(searchResultsController: SearchResultsViewController())
      search.searchResultsUpdater = self
      search.delegate = self
      search.searchBar.placeholder = "Search Notes"
      navigationItem.searchController = search
    }

    func updateSearchResults(for searchController: UISearchController) {}

    func willPresentSearchController(_ searchController: UISearchController) {}

    func didPresentSearchController(_ searchController: UISearchController) {}

    func willDismissSearchController(_ searchController: UISearchController) {}

    func didDismissSearchController(_ searchController: UISearchController) {}
  }

  /// The results shown under the search bar as the user types.
  final class SearchResultsViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
    }
  }

  /// The book: a page-curl page view controller over the onboarding pages, which keeps its
  /// data source and delegate, as UIKit holds them weakly.
  final class BookViewController: UIPageViewController {
    let flow = PageSwipe.OnboardingFlow()

    init() {
      super.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
      dataSource = flow
      delegate = flow
      flow.owner = self
      setViewControllers([flow.pages[0]], direction: .forward, animated: false)
    }
  }
}
