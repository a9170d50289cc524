import Foundation

/// Mirrors `UIDocumentPickerMode`, the mode of the initializers iOS 14 deprecated.
public enum UIDocumentPickerMode: UInt, Sendable {
  case `import`, open, exportToService, moveToService
}

/// Mirrors `UIDocumentPickerViewController`: the Files browser an app presents to open
/// documents of the types it gives, or to export its own.
///
/// The device here has no documents and no other locations, so the user can only cancel.
/// Presented, the picker shows a Cancel button at its top left (`tap: {button: Cancel}`), which
/// tells the delegate `documentPickerWasCancelled(_:)`. Who dismisses the picker then is not
/// what Apple's pages say (neither the class's page nor its delegate's speak of it, as
/// docs/lifecycle.md notes), so Transit does not: the picker stays on screen until the app
/// dismisses it, as it does for the image picker without a delegate.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
  /// Mirrors `delegate`, held weakly.
  open weak var delegate: (any UIDocumentPickerDelegate)?
  /// What the app sets, kept.
  open var allowsMultipleSelection = false
  open var shouldShowFileExtensions = false
  open var directoryURL: URL?
  /// Mirrors `documentPickerMode`: `.open` or `.import` for a picker that opens documents
  /// (`.import` when it copies them), `.exportToService` or `.moveToService` for one that
  /// exports.
  public let documentPickerMode: UIDocumentPickerMode
  /// The types it shows, for a picker that opens documents; the documents, for one that
  /// exports.
  public let contentTypes: [UTType]
  public let exportedURLs: [URL]

  /// Mirrors `init(forOpeningContentTypes:asCopy:)` and `init(forOpeningContentTypes:)` (iOS 14).
  public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
    self.contentTypes = contentTypes
    exportedURLs = []
    documentPickerMode = asCopy ? .import : .open
    super.init(nibName: nil, bundle: nil)
  }

  /// Mirrors `init(forExporting:asCopy:)` and `init(forExporting:)` (iOS 14).
  public init(forExporting urls: [URL], asCopy: Bool = false) {
    contentTypes = []
    exportedURLs = urls
    documentPickerMode = asCopy ? .exportToService : .moveToService
    super.init(nibName: nil, bundle: nil)
  }

  /// Mirrors `init(documentTypes:in:)`, deprecated in iOS 14: the types as identifiers.
  public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
    contentTypes = allowedUTIs.map { UTType($0) ?? UTType(exportedAs: $0) }
    exportedURLs = []
    documentPickerMode = mode
    super.init(nibName: nil, bundle: nil)
  }

  /// Mirrors `init(url:in:)` and `init(urls:in:)`, deprecated in iOS 14.
  public convenience init(url: URL, in mode: UIDocumentPickerMode) {
    self.init(urls: [url], in: mode)
  }
  public init(urls: [URL], in mode: UIDocumentPickerMode) {
    contentTypes = []
    exportedURLs = urls
    documentPickerMode = mode
    super.init(nibName: nil, bundle: nil)
  }

  public override init?(coder: NSCoder) {
    contentTypes = []
    exportedURLs = []
    documentPickerMode = .import
    super.init(coder: coder)
  }

  /// The browser's screen: a Cancel button at its top left, nothing to pick.
  open override func viewDidLoad() {
    super.viewDidLoad()
    addPickerButton(titled: "Cancel") { [weak self] in
      guard let self else { return }
      self.delegate?.documentPickerWasCancelled(self)
    }
  }
}

/// Mirrors `UIDocumentPickerDelegate`, whose methods are optional.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: ObjectiveCMessaging {
  func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
  func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
  func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
  public func documentPicker(
    _ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func documentPicker(
    _ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL
  ) {
    OptionalRequirement.notImplemented(by: self)
  }
}
