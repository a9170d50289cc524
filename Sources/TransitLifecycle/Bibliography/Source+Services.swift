extension Source {
  // MARK: The services beside UIKit that `transit run` stands in for (TransitServices)

  /// The services' sources, in the order `docs/sources.md` lists them within their groups.
  static let services: [Source] = [
    messageCanSendMail, messageMailComposeDelegate, messageMailComposeResult,
    laEvaluatePolicy, laBiometryNotEnrolled, avAudioSessionCategory, photosNotDetermined,
    storeRequestReview, notificationsRequestAuthorization, cmTimeCompare, cmTimeDefinedTimes,
    uikitColorPickerDidFinish, uikitDocumentPickerDelegate, uikitDocumentPickerWasCancelled,
  ]

  package static let uikitColorPickerDidFinish = page(
    "uikit-color-picker-did-finish",
    "UIColorPickerViewControllerDelegate.colorPickerViewControllerDidFinish(_:)",
    "uicolorpickerviewcontrollerdelegate/colorpickerviewcontrollerdidfinish(_:)",
    note: "The system calls it when the user dismisses the color picker, with the view "
      + "controller that starts dismissing, so the delegate may animate alongside the "
      + "dismissal; an interactive dismissal is the presentation controller's delegate's to "
      + "follow.")

  package static let uikitDocumentPickerDelegate = page(
    "uikit-document-picker-delegate", "UIDocumentPickerDelegate", "uidocumentpickerdelegate",
    note: "Tells the delegate that the user picked documents or a destination, or cancelled; "
      + "neither this page nor the methods' pages say who dismisses the picker.")

  package static let uikitDocumentPickerWasCancelled = page(
    "uikit-document-picker-was-cancelled",
    "UIDocumentPickerDelegate.documentPickerWasCancelled(_:)",
    "uidocumentpickerdelegate/documentpickerwascancelled(_:)",
    note: "Tells the delegate that the user cancelled the document picker; optional.")

  package static let messageCanSendMail = page(
    "messageui-can-send-mail", "MFMailComposeViewController.canSendMail()",
    "mfmailcomposeviewcontroller/cansendmail()", framework: "messageui",
    note: "False if the device is not configured for sending email, and then the mail "
      + "composition interface must not be displayed; a simulator without a mail account answers "
      + "false, which Transit's stand-in always does.")

  package static let messageMailComposeDelegate = page(
    "messageui-mail-compose-delegate", "MFMailComposeViewControllerDelegate",
    "mfmailcomposeviewcontrollerdelegate", framework: "messageui",
    note: "The delegate is told when the user has finished with the interface, and is "
      + "responsible for dismissing it with the presenting view controller's "
      + "dismiss(animated:completion:).")

  package static let messageMailComposeResult = page(
    "messageui-mail-compose-result", "MFMailComposeResult", "mfmailcomposeresult",
    framework: "messageui",
    note: "cancelled: the user cancelled; sent: the message was queued in the outbox.")

  package static let laEvaluatePolicy = page(
    "la-evaluate-policy", "LAContext.evaluatePolicy(_:localizedReason:reply:)",
    "lacontext/evaluatepolicy(_:localizedreason:reply:)", framework: "localauthentication",
    note: "The reply runs on a private queue of the framework's, in an unspecified threading "
      + "context; Transit, which has one thread, runs it on the main queue at the next turn.")

  package static let laBiometryNotEnrolled = page(
    "la-biometry-not-enrolled", "LAError.Code.biometryNotEnrolled",
    "laerror-swift.struct/code/biometrynotenrolled", framework: "localauthentication",
    status: .unchecked,
    note: "Authentication could not start because the user has no enrolled biometric "
      + "identities; passcodeNotSet, its neighbour, when no passcode is set.")

  package static let avAudioSessionCategory = page(
    "av-audio-session-category", "AVAudioSession.category",
    "avaudiosession/category-swift.property", framework: "avfaudio",
    note: "The default category is soloAmbient.")

  package static let photosNotDetermined = page(
    "photos-not-determined", "PHAuthorizationStatus.notDetermined",
    "phauthorizationstatus/notdetermined", framework: "photos",
    note: "The user has not set the app's authorization status; requestAuthorization(for:handler:) "
      + "prompts for it.")

  package static let storeRequestReview = page(
    "storekit-request-review", "SKStoreReviewController.requestReview(in:)",
    "skstorereviewcontroller/requestreview(in:)", framework: "storekit", status: .unchecked,
    note: "The system decides whether to show the rating prompt, which is the system's, not a "
      + "view controller of the app's.")

  package static let notificationsRequestAuthorization = page(
    "un-request-authorization",
    "UNUserNotificationCenter.requestAuthorization(options:completionHandler:)",
    "unusernotificationcenter/requestauthorization(options:completionhandler:)",
    framework: "usernotifications", status: .unchecked,
    note: "The first request prompts the user; the handler gets whether authorization was "
      + "granted, on a background queue.")

  package static let cmTimeCompare = page(
    "cm-time-compare", "CMTimeCompare(_:_:)", "cmtimecompare(_:_:)", framework: "coremedia",
    note: "-1, 0 or 1; times sort as negative infinity, the finite values, indefinite, positive "
      + "infinity, invalid, and of two times a larger epoch is the greater. Transit's CMTime "
      + "compares, and so tests equality, this way.")

  package static let cmTimeDefinedTimes = page(
    "cm-time-defined-times",
    "CMTime's defined times (invalid, indefinite, positiveInfinity, "
      + "negativeInfinity, zero)", "cmtime-time", framework: "coremedia",
    note: "Core Media's time is a rational value over a timescale that may also be invalid, "
      + "indefinite or an infinity; many times are each of those, so a time is tested with the "
      + "IS macros, not compared with the constant.")
}
