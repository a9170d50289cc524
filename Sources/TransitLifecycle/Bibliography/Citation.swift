/// Where a claim comes from: an entry of the bibliography, the kind of evidence it gives, what
/// in it supports the claim, and the fact of Transit's reference the claim belongs to.
///
/// `.documented(.vcpgCustomAnimationSequence, "its Important note",
/// at: "fact-complete-transition-required")` reads: Apple's guide says so, in that section's
/// note, and `docs/lifecycle.md#fact-complete-transition-required` states the fact with every
/// source behind it.
package struct Citation: Sendable, Hashable, CustomStringConvertible {
  /// The three kinds of evidence the reference tags its facts with.
  package enum Evidence: String, Sendable, Hashable, CaseIterable {
    /// Apple says so: the View Controller Programming Guide, the symbol pages, the SDK headers.
    case documented = "DOCUMENTED"
    /// Someone logged it on a device or simulator, or reported it first hand in an issue.
    case observed = "OBSERVED"
    /// Read from decompiled UIKit, or deduced from the other two.
    case inferred = "INFERRED"
  }

  package let evidence: Evidence
  /// The bibliography entry.
  package let source: Source
  /// What in the source supports the claim (a sentence, a listing, a step of a log), when the
  /// source's short name does not say it already.
  package let detail: String?
  /// The fact, order or step of `docs/lifecycle.md` the claim belongs to.
  package let reference: ReferenceAnchor?

  package init(
    _ evidence: Evidence, _ source: Source, _ detail: String? = nil,
    at reference: ReferenceAnchor? = nil
  ) {
    self.evidence = evidence
    self.source = source
    self.detail = detail
    self.reference = reference
  }

  package static func documented(
    _ source: Source, _ detail: String? = nil, at reference: ReferenceAnchor? = nil
  ) -> Citation {
    Citation(.documented, source, detail, at: reference)
  }

  package static func observed(
    _ source: Source, _ detail: String? = nil, at reference: ReferenceAnchor? = nil
  ) -> Citation {
    Citation(.observed, source, detail, at: reference)
  }

  package static func inferred(
    _ source: Source, _ detail: String? = nil, at reference: ReferenceAnchor? = nil
  ) -> Citation {
    Citation(.inferred, source, detail, at: reference)
  }

  /// The short name, then the detail: `View Controller Programming Guide, "Implementing Your
  /// Animator Objects": completeTransition(!transitionWasCancelled) in the listing`.
  package var text: String { source.name + (detail.map { ": " + $0 } ?? "") }

  /// `DOCUMENTED View Controller Programming Guide, "The Custom Presentation Process"`.
  package var description: String { evidence.rawValue + " " + text }
}

/// A fact, canonical order or step of Transit's lifecycle reference, `docs/lifecycle.md`, by
/// its anchor: `fact-complete-transition-once`, `order-a-16-4`. A test checks that every anchor
/// the code names exists there.
package struct ReferenceAnchor: Sendable, Hashable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The anchor, without `#`.
  package let name: String

  package init(_ name: String) { self.name = name }
  package init(stringLiteral name: String) { self.name = name }

  /// `docs/lifecycle.md#fact-complete-transition-once`.
  package var path: String { "docs/lifecycle.md#" + name }

  package var description: String { path }
}

extension Sequence where Element == Citation {
  /// The reference anchors the citations name, each once, in order.
  package var references: [ReferenceAnchor] {
    var seen: Set<ReferenceAnchor> = []
    return compactMap(\.reference).filter { seen.insert($0).inserted }
  }
}
