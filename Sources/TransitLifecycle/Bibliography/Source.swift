/// One entry of the bibliography of Transit's lifecycle reference: a page, log, issue or symbol
/// that a rule, a glossary entry, an engine step or a scenario cites.
///
/// Every source can be checked by a reader: it has a public address (`url`) or, for what was
/// read from UIKit's binary, the symbol and the iOS build it comes from. The entries are data,
/// grouped as `docs/sources.md` lists them, in the files `Source+*.swift`; `Source.all` lists
/// them in that order, and `docs/sources.md` is written from them.
package struct Source: Sendable, Hashable, Identifiable, CustomStringConvertible {
  /// The stable id, lowercase and hyphenated, whose prefix says the kind: `vcpg-` the archived
  /// View Controller Programming Guide, `uikit-` an Apple symbol page, `dec26-` a symbol of
  /// UIKit 26.1's binary, `log-` a device log, `gh-` an issue or pull request. It is also the
  /// entry's anchor in `docs/sources.md`.
  package let id: String
  /// What a reader recognises, and what `check` and `explain` print:
  /// `View Controller Programming Guide, "The Custom Animation Sequence"`.
  package let name: String
  /// The section of the bibliography the entry is listed under.
  package let group: Group
  /// What kind of document it is.
  package let kind: Kind
  /// Where a reader finds it.
  package let location: Location
  /// How sure the bibliography is of the address.
  package let status: Status
  /// What in the source matters, or which other sources support the same facts; may be empty.
  package let note: String

  package init(
    _ id: String, _ group: Group, _ kind: Kind, _ name: String, _ location: Location,
    status: Status = .checked, note: String = ""
  ) {
    self.id = id
    self.group = group
    self.kind = kind
    self.name = name
    self.location = location
    self.status = status
    self.note = note
  }

  /// Where a reader finds a source.
  package enum Location: Sendable, Hashable {
    /// A page or file anyone can open.
    case url(String)
    /// A symbol of UIKit's binary and the iOS build it was read from, so anyone with a
    /// disassembler can check it; `decompile` links a public decompile of that build, as a
    /// convenience, where there is one file to link.
    case symbol(String, ios: String, decompile: String?)
    /// No public address is known; the note names the public sources that support the same
    /// facts, and those are what the code cites.
    case unknown
  }

  /// How sure the bibliography is of an address.
  package enum Status: String, Sendable, Hashable, CaseIterable {
    /// The page or file was found at this address while the reference was written.
    case checked
    /// The address is linked from a checked Apple page.
    case linked
    /// The documented or reported address, not opened while the reference was written.
    case unchecked
    /// No public address is known.
    case none
  }

  /// The sections of the bibliography, in the order `docs/sources.md` lists them.
  package enum Group: String, Sendable, Hashable, CaseIterable {
    case guides = "Apple's programming guides, articles and samples"
    case symbolPages = "Apple's symbol pages"
    case headers = "SDK header comments"
    case formerReference = "Apple's former reference text"
    case binary26 = "UIKit's binary, iOS 26.1 (23B85)"
    case binary18 = "UIKit's binary, iOS 18.2 (22C152)"
    case reconstruction = "Reconstruction of UIKit 8.3"
    case deviceLogs = "Device logs"
    case issues = "GitHub issues, pull requests and code"
    case posts = "Blog posts and Q&A pages"
    case scenarioOrigins = "Where the built-in scenarios come from"
    case unconfirmed = "Sources without a confirmed public address"
  }

  /// What kind of document a source is, as the bibliography names it.
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    case appleGuide = "Apple guide (archived)"
    case appleSample = "Apple sample code (archived)"
    case appleArticle = "Apple article"
    case appleVideo = "Apple WWDC session"
    case symbolPage = "Apple symbol page"
    case sdkHeader = "SDK header (public mirror)"
    case formerReferenceQuoted = "Apple reference text (retired), quoted on a blog"
    case formerReference = "Apple reference (retired)"
    case binary = "UIKit binary, decompiled"
    case reconstruction = "UIKit binary, hand reconstruction"
    case deviceLog = "Device log (blog post)"
    case issue = "GitHub issue / pull request"
    case blogPost = "Blog post"
    case questionPage = "Q&A page (mirror)"
    case blogPostWithoutAddress = "Blog post (address not found)"
    case socialPost = "Social post"
  }

  /// The page a reader opens, when there is one.
  package var url: String? {
    if case .url(let url) = location { return url }
    return nil
  }

  /// The symbol of UIKit's binary, for a source read from it.
  package var symbol: String? {
    if case .symbol(let symbol, _, _) = location { return symbol }
    return nil
  }

  /// The iOS build a symbol was read from: `iOS 26.1 (23B85)`.
  package var ios: String? {
    if case .symbol(_, let ios, _) = location { return ios }
    return nil
  }

  /// A public decompile of the build a symbol was read from, where one file holds it.
  package var decompile: String? {
    if case .symbol(_, _, let decompile) = location { return decompile }
    return nil
  }

  /// The address to link: the page, or else the public decompile of a symbol.
  package var link: String? { url ?? decompile }

  /// Whether a reader can check the source: it has an address or names a symbol.
  package var isCheckable: Bool { url != nil || symbol != nil }

  /// `docs/sources.md#vcpg-custom-animation-sequence`: the entry in the readable bibliography.
  package var entryPath: String { "docs/sources.md#" + id }

  /// The short name.
  package var description: String { name }

  package static func == (lhs: Source, rhs: Source) -> Bool { lhs.id == rhs.id }
  package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
