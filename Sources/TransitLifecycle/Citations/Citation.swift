/// Where a rule's claim comes from: a source of `FACTS.md` and the kind of evidence it gives.
package struct Citation: Sendable, Hashable, CustomStringConvertible {
  /// The three kinds of fact `FACTS.md` distinguishes.
  package enum Evidence: String, Sendable, Hashable, CaseIterable {
    /// Apple says so: the View Controller Programming Guide, the symbol pages, the SDK headers.
    case documented = "DOCUMENTED"
    /// Someone logged it on a device or simulator.
    case observed = "OBSERVED"
    /// Read from decompiled UIKitCore, or deduced from the other two.
    case inferred = "INFERRED"
  }

  package let evidence: Evidence
  /// The source key of `FACTS.md`: `VCPG-pres`, `DEC26`, `REF`, `trace 05`…
  package let key: String
  /// The section, symbol or place within the source.
  package let section: String

  package init(_ evidence: Evidence, _ key: String, _ section: String) {
    self.evidence = evidence
    self.key = key
    self.section = section
  }

  package static func documented(_ key: String, _ section: String) -> Citation {
    Citation(.documented, key, section)
  }

  package static func observed(_ key: String, _ section: String) -> Citation {
    Citation(.observed, key, section)
  }

  package static func inferred(_ key: String, _ section: String) -> Citation {
    Citation(.inferred, key, section)
  }

  /// `DOCUMENTED VCPG-pres "The Custom Presentation Process"`.
  package var description: String { "\(evidence.rawValue) \(key) \"\(section)\"" }
}
