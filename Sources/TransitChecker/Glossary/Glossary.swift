import TransitTrace

/// What one call of the lifecycle means, written once: the checker's hints, `transit explain`
/// and the step-through page all read it, so one fix here improves all three.
public struct GlossaryEntry: Sendable, Hashable {
  /// The call, as the log names it.
  public let call: CallName
  /// What UIKit or the app's code is doing at this point, and why now.
  public let meaning: String
  /// What belongs in this hook, or how to make this call right; nil where nothing needs saying.
  public let belongs: String?
  /// What does not belong here, and where it goes instead; nil where nothing needs saying.
  public let avoid: String?
  /// Where the explanation comes from, the strongest source first.
  public let sources: [Citation]

  public init(
    _ call: CallName, meaning: String, belongs: String? = nil, avoid: String? = nil,
    sources: [Citation]
  ) {
    self.call = call
    self.meaning = meaning
    self.belongs = belongs
    self.avoid = avoid
    self.sources = sources
  }

  /// The advice part, for a checker hint: what belongs here, then what does not.
  public var advice: String? {
    let parts = [belongs, avoid].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }
}

/// The glossary: one entry per call signature Transit records.
public enum Glossary {
  /// Every entry, in lifecycle order.
  public static let entries: [GlossaryEntry] = presentationController

  /// The entry for `call`, if the glossary has one.
  public static func entry(for call: CallName) -> GlossaryEntry? {
    index[call]
  }

  private static let index: [CallName: GlossaryEntry] = Dictionary(
    entries.map { ($0.call, $0) }, uniquingKeysWith: { first, _ in first })
}
