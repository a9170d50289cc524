import Foundation

/// Mirrors `UIPasteboard`: the general pasteboard, empty when the program starts and shared by
/// its code alone (no other app copies into it here). What the app copies it reads back.
@preconcurrency @MainActor
open class UIPasteboard {
  /// Mirrors `general`.
  public static let general = UIPasteboard()

  /// What was copied last: setting one kind replaces the pasteboard's items, as on iOS, so
  /// the kinds copied before it are gone.
  private enum Content {
    case strings([String])
    case urls([URL])
    case images([UIImage])
  }
  private var content: Content?

  /// Mirrors `strings`: every string copied last, first to last.
  open var strings: [String]? {
    get { if case .strings(let values) = content { values } else { nil } }
    set { content = newValue.map { .strings($0) } }
  }
  /// Mirrors `urls`.
  open var urls: [URL]? {
    get { if case .urls(let values) = content { values } else { nil } }
    set { content = newValue.map { .urls($0) } }
  }
  /// Mirrors `images`.
  open var images: [UIImage]? {
    get { if case .images(let values) = content { values } else { nil } }
    set { content = newValue.map { .images($0) } }
  }

  /// Mirrors `string`: the first of `strings`; setting it replaces them.
  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }
  /// Mirrors `url`.
  open var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }
  /// Mirrors `image`.
  open var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }

  /// Mirrors `hasStrings`, `hasURLs` and `hasImages`.
  open var hasStrings: Bool { !(strings ?? []).isEmpty }
  open var hasURLs: Bool { !(urls ?? []).isEmpty }
  open var hasImages: Bool { !(images ?? []).isEmpty }

  init() {}
}
