// What a developer's `import MessageUI` reaches in `transit run` (whose generated `MessageUI`
// module re-exports this one): the mail and message composers as navigation controllers that are
// presented and dismissed as any view controller is, on a device with no mail account and no
// messaging, as a simulator is.
import Foundation
import TransitUIKit

/// Mirrors `MFMailComposeResult`.
public enum MFMailComposeResult: Int, Sendable { case cancelled, saved, sent, failed }

/// Mirrors `MFMailComposeViewController`, a `UINavigationController` as on iOS. `canSendMail()`
/// is false, as on a simulator with no mail account. Presented, its Cancel and Send bar button
/// items are tappable (`tap: {button: Cancel}`); each tells `mailComposeDelegate`
/// `mailComposeController(_:didFinishWith:error:)`, `.cancelled`, or `.failed` for Send, as a
/// device that cannot send mail queues nothing (`.sent` means the message went to the
/// outbox), and leaves the dismissal to it, as Apple's page says the delegate is responsible
/// for it.
@preconcurrency @MainActor
open class MFMailComposeViewController: UINavigationController {
  /// Mirrors `mailComposeDelegate`, held weakly as MessageUI holds it.
  open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
  /// What the app set, kept: nothing is sent.
  public private(set) var toRecipients: [String] = []
  public private(set) var ccRecipients: [String] = []
  public private(set) var bccRecipients: [String] = []
  public private(set) var subject = ""
  public private(set) var messageBody = ""
  public private(set) var isHTML = false
  public private(set) var attachmentFileNames: [String] = []
  public private(set) var preferredSendingEmailAddress: String?

  /// Mirrors `canSendMail()`: false, as on a device with no mail account set up.
  public static func canSendMail() -> Bool { false }

  public convenience init() { self.init(nibName: nil, bundle: nil) }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    installCompose()
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
    installCompose()
  }

  open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
  open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
  open func setBccRecipients(_ bccRecipients: [String]?) {
    self.bccRecipients = bccRecipients ?? []
  }
  open func setSubject(_ subject: String) { self.subject = subject }
  open func setMessageBody(_ body: String, isHTML: Bool) {
    messageBody = body
    self.isHTML = isHTML
  }
  open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
    attachmentFileNames.append(filename)
  }
  open func setPreferredSendingEmailAddress(_ emailAddress: String) {
    preferredSendingEmailAddress = emailAddress
  }

  /// The compose screen, with the Cancel and Send items the user taps.
  private func installCompose() {
    setViewControllers(
      [
        composeScreen(
          cancelOnLeft: true, cancel: { [weak self] in self?.finish(.cancelled) },
          send: { [weak self] in self?.finish(.failed) })
      ], animated: false)
  }

  private func finish(_ result: MFMailComposeResult) {
    mailComposeDelegate?.mailComposeController(self, didFinishWith: result, error: nil)
  }
}

/// Mirrors `MFMailComposeViewControllerDelegate`: its one method optional, as in MessageUI.
@preconcurrency @MainActor
public protocol MFMailComposeViewControllerDelegate: ObjectiveCMessaging {
  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
    error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
  public func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
    error: (any Error)?
  ) {}
}

/// Mirrors `MessageComposeResult`.
public enum MessageComposeResult: Int, Sendable { case cancelled, sent, failed }

/// Mirrors `MFMessageComposeViewController`: `canSendText()` is false, as on a simulator. Its
/// Cancel item tells `messageComposeDelegate` `.cancelled`, and Send `.failed`, as a device
/// that cannot send text sends nothing.
@preconcurrency @MainActor
open class MFMessageComposeViewController: UINavigationController {
  open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
  open var recipients: [String]?
  open var body: String?
  open var subject: String?

  /// Mirrors `canSendText()`: false, as on a simulator.
  public static func canSendText() -> Bool { false }
  public static func canSendSubject() -> Bool { false }
  public static func canSendAttachments() -> Bool { false }

  public convenience init() { self.init(nibName: nil, bundle: nil) }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    installCompose()
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
    installCompose()
  }

  private func installCompose() {
    setViewControllers(
      [
        composeScreen(
          cancelOnLeft: false, cancel: { [weak self] in self?.finish(.cancelled) },
          send: { [weak self] in self?.finish(.failed) })
      ], animated: false)
  }

  private func finish(_ result: MessageComposeResult) {
    messageComposeDelegate?.messageComposeViewController(self, didFinishWith: result)
  }
}

/// Mirrors `MFMessageComposeViewControllerDelegate`, whose one method is required.
@preconcurrency @MainActor
public protocol MFMessageComposeViewControllerDelegate: ObjectiveCMessaging {
  func messageComposeViewController(
    _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// The screen a composer shows, titled New Message, with a Cancel item (on the left in the mail
/// composer, on the right in the message one) and a Send item on the other side, which a
/// scenario taps (`tap: {button: Cancel}`).
@MainActor
private func composeScreen(
  cancelOnLeft: Bool, cancel: @escaping () -> Void, send: @escaping () -> Void
) -> UIViewController {
  let compose = UIViewController()
  compose.navigationItem.title = "New Message"
  let cancelItem = UIBarButtonItem(
    title: "Cancel", image: nil, primaryAction: UIAction(title: "Cancel") { _ in cancel() })
  let sendItem = UIBarButtonItem(
    title: "Send", image: nil, primaryAction: UIAction(title: "Send") { _ in send() })
  compose.navigationItem.leftBarButtonItem = cancelOnLeft ? cancelItem : sendItem
  compose.navigationItem.rightBarButtonItem = cancelOnLeft ? sendItem : cancelItem
  return compose
}
