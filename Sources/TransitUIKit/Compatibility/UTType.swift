import Foundation

/// Mirrors Uniform Type Identifiers' `UTType` (iOS 14): a type of file or data, named by its
/// identifier (`public.plain-text`), with the filename extensions and MIME type that stand for
/// it and the types it conforms to. UIKit's document picker is given the types it shows as
/// `UTType`s, so Transit's UIKit declares it, and `import UniformTypeIdentifiers` reaches it.
///
/// The system's types are those of Apple's "System-declared uniform type identifiers" that
/// apps pass to pickers most: text, images, audio and video, PDF, archives, folders. A type
/// made from a filename extension or a MIME type none of them claims is dynamic, as on iOS: its
/// identifier starts with `dyn.`, and it conforms to the type it was asked to (`public.data`
/// by default).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// Mirrors `identifier`.
  public let identifier: String
  /// Mirrors `tags`' filename extensions, the preferred first.
  let filenameExtensions: [String]
  /// Mirrors `preferredMIMEType`.
  public let preferredMIMEType: String?
  /// The identifiers of the types it conforms to directly.
  let parents: [String]
  /// Mirrors `isDynamic` and `isDeclared`.
  public let isDynamic: Bool

  private init(
    _ identifier: String, _ parents: [String], _ extensions: [String] = [], _ mime: String? = nil,
    dynamic: Bool = false
  ) {
    self.identifier = identifier
    self.parents = parents
    filenameExtensions = extensions
    preferredMIMEType = mime
    isDynamic = dynamic
  }

  public var description: String { identifier }
  public var isDeclared: Bool { !isDynamic }
  public var isPublicType: Bool { identifier.hasPrefix("public.") }
  public var isSystemDeclared: Bool { Self.system[identifier] != nil }
  /// Mirrors `preferredFilenameExtension`.
  public var preferredFilenameExtension: String? { filenameExtensions.first }
  /// Mirrors `localizedDescription`: the identifier, as no descriptions are localized here.
  public var localizedDescription: String? { identifier }

  /// Mirrors `supertypes`: every type this one conforms to, itself left out.
  public var supertypes: Set<UTType> {
    var found: Set<UTType> = []
    var pending = parents
    while let next = pending.popLast() {
      guard let type = Self.system[next], found.insert(type).inserted else { continue }
      pending += type.parents
    }
    return found
  }

  /// Mirrors `conforms(to:)`: the type itself, or one of its supertypes.
  public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
  /// Mirrors `isSupertype(of:)` and `isSubtype(of:)`, which leave out the type itself.
  public func isSupertype(of type: UTType) -> Bool { self != type && type.conforms(to: self) }
  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

  /// Mirrors `init?(_:)`: the declared type of that identifier; nil for one no type declares.
  public init?(_ identifier: String) {
    guard let type = Self.system[identifier] else { return nil }
    self = type
  }

  /// Mirrors `init?(filenameExtension:conformingTo:)`: the declared type the extension stands
  /// for, if it conforms to `supertype`; else a dynamic type that does.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let key = filenameExtension.lowercased()
    guard !key.isEmpty, !key.contains("/"), !key.contains(".") else { return nil }
    if let type = Self.system.values.sorted(by: { $0.identifier < $1.identifier }).first(where: {
      $0.filenameExtensions.contains(key) && $0.conforms(to: supertype)
    }) {
      self = type
    } else {
      self.init("dyn.ext." + key, [supertype.identifier], [key], dynamic: true)
    }
  }

  /// Mirrors `init?(mimeType:conformingTo:)`, as `init?(filenameExtension:conformingTo:)`.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    let key = mimeType.lowercased()
    guard key.contains("/") else { return nil }
    if let type = Self.system.values.sorted(by: { $0.identifier < $1.identifier }).first(where: {
      $0.preferredMIMEType == key && $0.conforms(to: supertype)
    }) {
      self = type
    } else {
      self.init("dyn.mime." + key, [supertype.identifier], [], key, dynamic: true)
    }
  }

  /// Mirrors `init(exportedAs:conformingTo:)` and `init(importedAs:conformingTo:)`: a type the
  /// app declares in its `Info.plist`, here taken as declared with the identifier given.
  public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
    self.init(identifier, [(parent ?? .data).identifier])
  }
  public init(importedAs identifier: String, conformingTo parent: UTType? = nil) {
    self.init(identifier, [(parent ?? .data).identifier])
  }

  public static let item = UTType("public.item", [])
  public static let content = UTType("public.content", [item.identifier])
  public static let compositeContent = UTType("public.composite-content", [content.identifier])
  public static let data = UTType("public.data", [item.identifier])
  public static let directory = UTType("public.directory", [item.identifier])
  public static let folder = UTType("public.folder", [directory.identifier])
  public static let url = UTType("public.url", [data.identifier])
  public static let fileURL = UTType("public.file-url", [url.identifier])
  public static let text = UTType("public.text", [data.identifier, content.identifier])
  public static let plainText = UTType(
    "public.plain-text", [text.identifier], ["txt", "text"], "text/plain")
  public static let utf8PlainText = UTType("public.utf8-plain-text", [plainText.identifier])
  public static let sourceCode = UTType("public.source-code", [plainText.identifier])
  public static let rtf = UTType("public.rtf", [text.identifier], ["rtf"], "text/rtf")
  public static let html = UTType("public.html", [text.identifier], ["html", "htm"], "text/html")
  public static let xml = UTType("public.xml", [text.identifier], ["xml"], "application/xml")
  public static let json = UTType(
    "public.json", [text.identifier], ["json"], "application/json")
  public static let commaSeparatedText = UTType(
    "public.comma-separated-values-text", [text.identifier], ["csv"], "text/csv")
  public static let image = UTType("public.image", [data.identifier, content.identifier])
  public static let jpeg = UTType("public.jpeg", [image.identifier], ["jpeg", "jpg"], "image/jpeg")
  public static let png = UTType("public.png", [image.identifier], ["png"], "image/png")
  public static let gif = UTType("com.compuserve.gif", [image.identifier], ["gif"], "image/gif")
  public static let heic = UTType("public.heic", [image.identifier], ["heic"], "image/heic")
  public static let tiff = UTType("public.tiff", [image.identifier], ["tiff", "tif"], "image/tiff")
  public static let pdf = UTType(
    "com.adobe.pdf", [data.identifier, compositeContent.identifier], ["pdf"], "application/pdf")
  public static let audiovisualContent = UTType(
    "public.audiovisual-content", [data.identifier, content.identifier])
  public static let movie = UTType("public.movie", [audiovisualContent.identifier])
  public static let video = UTType("public.video", [movie.identifier])
  public static let audio = UTType("public.audio", [audiovisualContent.identifier])
  public static let mp3 = UTType("public.mp3", [audio.identifier], ["mp3"], "audio/mpeg")
  public static let mpeg4Movie = UTType("public.mpeg-4", [movie.identifier], ["mp4"], "video/mp4")
  public static let quickTimeMovie = UTType(
    "com.apple.quicktime-movie", [movie.identifier], ["mov", "qt"], "video/quicktime")
  public static let archive = UTType("public.archive", [data.identifier])
  public static let zip = UTType(
    "public.zip-archive", [archive.identifier], ["zip"], "application/zip")
  public static let spreadsheet = UTType("public.spreadsheet", [content.identifier])
  public static let presentation = UTType("public.presentation", [compositeContent.identifier])

  /// The system's types, by identifier.
  static let system: [String: UTType] = Dictionary(
    uniqueKeysWithValues: [
      item, content, compositeContent, data, directory, folder, url, fileURL, text, plainText,
      utf8PlainText, sourceCode, rtf, html, xml, json, commaSeparatedText, image, jpeg, png, gif,
      heic, tiff, pdf, audiovisualContent, movie, video, audio, mp3, mpeg4Movie, quickTimeMovie,
      archive, zip, spreadsheet, presentation,
    ].map { ($0.identifier, $0) })
}
