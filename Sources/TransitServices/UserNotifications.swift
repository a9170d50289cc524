// What a developer's `import UserNotifications` reaches in `transit run` (whose generated
// `UserNotifications` module re-exports this one): the notification center keeps the app's
// authorization request, categories and requests, and delivers nothing.
import Foundation
import TransitUIKit

/// Mirrors `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable {
  case notDetermined, denied, authorized, provisional, ephemeral
}

/// Mirrors `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Mirrors `UNNotificationSound`.
@preconcurrency @MainActor
open class UNNotificationSound: NSObject {
  public let name: String?
  init(name: String?) {
    self.name = name
    super.init()
  }
  public static var `default`: UNNotificationSound { UNNotificationSound(name: nil) }
}

/// Mirrors `UNNotificationContent` and `UNMutableNotificationContent`: kept.
@preconcurrency @MainActor
open class UNNotificationContent: NSObject {
  public internal(set) var title = ""
  public internal(set) var subtitle = ""
  public internal(set) var body = ""
  public internal(set) var badge: NSNumber?
  public internal(set) var sound: UNNotificationSound?
  public internal(set) var categoryIdentifier = ""
  public internal(set) var threadIdentifier = ""
  public internal(set) var userInfo: [AnyHashable: Any] = [:]
  public override init() { super.init() }
}

@preconcurrency @MainActor
open class UNMutableNotificationContent: UNNotificationContent {
  open override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  open override var subtitle: String {
    get { super.subtitle }
    set { super.subtitle = newValue }
  }
  open override var body: String {
    get { super.body }
    set { super.body = newValue }
  }
  open override var badge: NSNumber? {
    get { super.badge }
    set { super.badge = newValue }
  }
  open override var sound: UNNotificationSound? {
    get { super.sound }
    set { super.sound = newValue }
  }
  open override var categoryIdentifier: String {
    get { super.categoryIdentifier }
    set { super.categoryIdentifier = newValue }
  }
  open override var threadIdentifier: String {
    get { super.threadIdentifier }
    set { super.threadIdentifier = newValue }
  }
  open override var userInfo: [AnyHashable: Any] {
    get { super.userInfo }
    set { super.userInfo = newValue }
  }
}

/// Mirrors `UNNotificationTrigger` and its time-interval kind: kept, never fired.
@preconcurrency @MainActor
open class UNNotificationTrigger: NSObject {
  public let repeats: Bool
  init(repeats: Bool) {
    self.repeats = repeats
    super.init()
  }
}

@preconcurrency @MainActor
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
  public let timeInterval: TimeInterval
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }
}

@preconcurrency @MainActor
open class UNCalendarNotificationTrigger: UNNotificationTrigger {
  public let dateComponents: DateComponents
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }
}

/// Mirrors `UNNotificationRequest`.
@preconcurrency @MainActor
open class UNNotificationRequest: NSObject {
  public let identifier: String
  public let content: UNNotificationContent
  public let trigger: UNNotificationTrigger?
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
    super.init()
  }
}

/// Mirrors `UNNotificationActionOptions` and `UNNotificationAction`.
public struct UNNotificationActionOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

@preconcurrency @MainActor
open class UNNotificationAction: NSObject {
  public let identifier: String
  public let title: String
  public let options: UNNotificationActionOptions
  public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.identifier = identifier
    self.title = title
    self.options = options
    super.init()
  }
}

/// Mirrors `UNNotificationCategoryOptions` and `UNNotificationCategory`.
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
  public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
}

@preconcurrency @MainActor
open class UNNotificationCategory: NSObject {
  public let identifier: String
  public let actions: [UNNotificationAction]
  public let intentIdentifiers: [String]
  public let options: UNNotificationCategoryOptions
  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    options: UNNotificationCategoryOptions = []
  ) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
    super.init()
  }
  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
    options: UNNotificationCategoryOptions = []
  ) {
    self.init(
      identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
      options: options)
  }
}

/// Mirrors `UNNotificationSettings`: the authorization status.
@preconcurrency @MainActor
open class UNNotificationSettings: NSObject {
  public let authorizationStatus: UNAuthorizationStatus
  init(authorizationStatus: UNAuthorizationStatus) {
    self.authorizationStatus = authorizationStatus
    super.init()
  }
}

/// Mirrors `UNUserNotificationCenterDelegate`: never told, as nothing is delivered.
@preconcurrency @MainActor
public protocol UNUserNotificationCenterDelegate: ObjectiveCMessaging {}

/// Mirrors `UNUserNotificationCenter`: `notDetermined` until the app asks; asked, no prompt is
/// shown and no one allows it, so the answer is `false` with no error and the status `denied`.
/// Requests and categories are kept (`getPendingNotificationRequests`), never delivered. Each
/// completion handler runs on the main queue at the run loop's next turn in virtual time (the
/// center calls them on a queue of its own).
@preconcurrency @MainActor
open class UNUserNotificationCenter: NSObject {
  private static let shared = UNUserNotificationCenter()
  /// Mirrors `current()`.
  public static func current() -> UNUserNotificationCenter { shared }

  open weak var delegate: (any UNUserNotificationCenterDelegate)?
  public private(set) var authorizationStatus = UNAuthorizationStatus.notDetermined
  /// The options of every authorization request, in order.
  public private(set) var authorizationRequests: [UNAuthorizationOptions] = []
  public private(set) var pendingRequests: [UNNotificationRequest] = []
  public private(set) var categories: Set<UNNotificationCategory> = []

  /// Mirrors `requestAuthorization(options:completionHandler:)`.
  open func requestAuthorization(
    options: UNAuthorizationOptions = [],
    completionHandler: @escaping (Bool, (any Error)?) -> Void
  ) {
    authorizationRequests.append(options)
    if authorizationStatus == .notDetermined { authorizationStatus = .denied }
    let granted = authorizationStatus == .authorized
    TransitMainQueue.async { completionHandler(granted, nil) }
  }

  /// Mirrors `getNotificationSettings(completionHandler:)`.
  open func getNotificationSettings(
    completionHandler: @escaping (UNNotificationSettings) -> Void
  ) {
    let settings = UNNotificationSettings(authorizationStatus: authorizationStatus)
    TransitMainQueue.async { completionHandler(settings) }
  }

  /// Mirrors `add(_:withCompletionHandler:)`: kept (one of the same identifier replaced).
  open func add(
    _ request: UNNotificationRequest,
    withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    pendingRequests.removeAll { $0.identifier == request.identifier }
    pendingRequests.append(request)
    if let completionHandler { TransitMainQueue.async { completionHandler(nil) } }
  }

  open func getPendingNotificationRequests(
    completionHandler: @escaping ([UNNotificationRequest]) -> Void
  ) {
    let requests = pendingRequests
    TransitMainQueue.async { completionHandler(requests) }
  }

  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    pendingRequests.removeAll { identifiers.contains($0.identifier) }
  }
  open func removeAllPendingNotificationRequests() { pendingRequests.removeAll() }
  open func removeAllDeliveredNotifications() {}
  open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
  open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    self.categories = categories
  }
}
