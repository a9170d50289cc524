import Foundation

/// Mirrors `UIActivityViewController`, the share sheet: a view controller presented and
/// dismissed as any is, on a device with nothing installed to share to, so it lists no
/// service. Its Close button (`tap: {button: Close}`) dismisses it, as the sheet's own close
/// button does, and so does a swipe down on the sheet; either way the sheet then calls
/// `completionWithItemsHandler` with no activity and `completed` false, as Apple's page says it
/// does "when the user dismisses the view controller" without choosing a service
/// (`uikit-activity-view-controller` in docs/sources.md). A dismissal in code calls nothing.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// Mirrors `UIActivityViewController.CompletionWithItemsHandler`.
  public typealias CompletionWithItemsHandler = (
    _ activityType: UIActivity.ActivityType?, _ completed: Bool, _ returnedItems: [Any]?,
    _ activityError: (any Error)?
  ) -> Void

  /// What the app gave to share, and its own services, kept.
  public let activityItems: [Any]
  public let applicationActivities: [UIActivity]?
  /// Mirrors `excludedActivityTypes`: kept, as no service is listed.
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Mirrors `completionWithItemsHandler`, called after the sheet is dismissed.
  open var completionWithItemsHandler: CompletionWithItemsHandler?
  /// Mirrors the older `completionHandler`, called with the activity and whether it completed.
  @available(*, deprecated, renamed: "completionWithItemsHandler")
  open var completionHandler: ((UIActivity.ActivityType?, Bool) -> Void)?
  /// Mirrors `allowsProminentActivity`: kept.
  open var allowsProminentActivity = true

  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }

  public override init?(coder: NSCoder) {
    activityItems = []
    applicationActivities = nil
    super.init(coder: coder)
  }

  open override func loadView() {
    let sheet = UIView(frame: UIScreen.main.bounds)
    sheet.backgroundColor = .systemBackground
    let close = UIButton(
      type: .close, primaryAction: UIAction(title: "Close") { [weak self] _ in self?.closeTapped() }
    )
    close.accessibilityLabel = "Close"
    close.frame = CGRect(x: sheet.bounds.width - 46, y: 16, width: 30, height: 30)
    close.autoresizingMask = [.flexibleLeftMargin]
    sheet.addSubview(close)
    view = sheet
  }

  private func closeTapped() {
    let handler = completionWithItemsHandler
    dismiss(animated: true) { handler?(nil, false, nil, nil) }
  }

  /// The user swiped the sheet away: the handler hears it once the dismissal has completed,
  /// where the Close button's completion would run.
  func dismissedWithoutActivity() {
    completionWithItemsHandler?(nil, false, nil, nil)
  }
}

/// Mirrors `UIActivity`: a service of the app's own that the share sheet can list, for a
/// subclass to override. The sheet lists nothing here, so UIKit never asks it.
@preconcurrency @MainActor
open class UIActivity: NSObject {
  /// Mirrors `UIActivity.ActivityType`, with the system services' names.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let postToFacebook = Self("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = Self("com.apple.UIKit.activity.PostToTwitter")
    public static let postToWeibo = Self("com.apple.UIKit.activity.PostToWeibo")
    public static let message = Self("com.apple.UIKit.activity.Message")
    public static let mail = Self("com.apple.UIKit.activity.Mail")
    public static let print = Self("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = Self("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = Self("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = Self("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = Self("com.apple.UIKit.activity.AddToReadingList")
    public static let postToFlickr = Self("com.apple.UIKit.activity.PostToFlickr")
    public static let postToVimeo = Self("com.apple.UIKit.activity.PostToVimeo")
    public static let postToTencentWeibo = Self("com.apple.UIKit.activity.TencentWeibo")
    public static let airDrop = Self("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = Self("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = Self("com.apple.UIKit.activity.MarkupAsPDF")
  }

  /// Mirrors `UIActivity.Category`.
  public enum Category: Int, Sendable { case action, share }

  public override init() { super.init() }

  open class var activityCategory: Category { .action }
  open var activityType: ActivityType? { nil }
  open var activityTitle: String? { nil }
  open var activityImage: UIImage? { nil }
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  open func prepare(withActivityItems activityItems: [Any]) {}
  open var activityViewController: UIViewController? { nil }
  open func perform() {}
  /// Mirrors `activityDidFinish(_:)`: kept, as no activity is ever performed.
  open func activityDidFinish(_ completed: Bool) {}
}

/// Mirrors `UIActivityItemSource`: an object that gives the share sheet its item later. Never
/// asked, as the sheet lists no service.
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
  func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController)
    -> Any
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any?
}
