import Foundation
import TransitUIKit

/// A page view controller a scenario file describes, set up as an app's subclass sets itself
/// up in its initializer (PageSwipe's OnboardingViewController): the scroll style, its data
/// source and delegate, which it keeps (UIKit holds both weakly), and the first page.
@MainActor
final class FilePageViewController: UIPageViewController, DeclaredClassName {
  let spec: ScenarioFile.PageViewControllerSpec
  /// The data source, and the delegate when it is another object.
  let flows: [FilePageFlow]

  init(spec: ScenarioFile.PageViewControllerSpec, world: FileWorld) {
    self.spec = spec
    let source = FilePageFlow(named: spec.dataSource.name, world: world)
    let delegate = spec.delegate.map { delegate in
      delegate.name == source.className ? source : FilePageFlow(named: delegate.name, world: world)
    }
    flows = [source] + (delegate.map { $0 === source ? [] : [$0] } ?? [])
    super.init(
      transitionStyle: spec.transitionStyle, navigationOrientation: spec.navigationOrientation)
    dataSource = source
    self.delegate = delegate
    setViewControllers([source.pages[0]], direction: .forward, animated: false)
  }

  var declaredClassName: String { spec.className }

  /// The data source's page of this class, or a new instance when it has none.
  func page(named name: String, world: FileWorld) -> UIViewController {
    flows.lazy.flatMap(\.pages).first {
      ($0 as? DeclaredClassName)?.declaredClassName == name
    } ?? world.makeViewController(named: name)
  }

  /// Shows `name` in code, as the app's button does; the delegate is not told.
  func setPage(
    _ name: String, direction: ScenarioFile.PageDirection, animated: Bool,
    completion: ScenarioFile.Completion, world: FileWorld
  ) {
    let block: ((Bool) -> Void)? = completion == .none ? nil : { _ in }
    setViewControllers(
      [page(named: name, world: world)], direction: direction == .forward ? .forward : .reverse,
      animated: animated, completion: block)
  }
}

/// A page view controller's data source and delegate, one object when the file names one class
/// for both: it vends its pages in order and implements the delegate methods the file lists.
@MainActor
final class FilePageFlow: UIPageViewControllerDataSource, UIPageViewControllerDelegate,
  DeclaredClassName
{
  let className: String
  /// One instance of each page, made with the data source.
  let pages: [UIViewController]
  let delegateSpec: ScenarioFile.PageDelegateSpec?

  init(named name: String, world: FileWorld) {
    className = name
    let source = world.file.pageDataSources.first { $0.className == name }
    pages = source?.pages.map { world.makeViewController(named: $0.name) } ?? []
    delegateSpec = world.file.pageDelegates.first { $0.className == name }
  }

  var declaredClassName: String { className }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else {
      return nil
    }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }),
      index + 1 < pages.count
    else { return nil }
    return pages[index + 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    if delegateSpec?.willTransitionTo != true { OptionalRequirement.notImplemented() }
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    if delegateSpec?.didFinishAnimating != true { OptionalRequirement.notImplemented() }
  }
}
