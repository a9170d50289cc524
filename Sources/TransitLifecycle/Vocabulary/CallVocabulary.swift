/// Every UIKit call Transit knows, found by any spelling a log or a console may use: the Swift
/// signature, an Objective-C selector, an earlier Swift spelling, or a base name only one call
/// has.
///
/// The one home of the selector, signature and role knowledge: the checker reads channels and
/// parameters from it, the importer its spellings and receivers, and the glossary's misspelling
/// hints the list of names.
package enum CallVocabulary {
  /// Every definition: the calls Transit's engine makes, then those it only recognises.
  package static let all: [CallDefinition] =
    CallDefinition.presentation + CallDefinition.containers + CallDefinition.modern
    + CallDefinition.viewLifecycle + CallDefinition.everyday + CallDefinition.recognised

  /// The definitions by Swift signature; the first wins where a signature is declared twice
  /// (`adaptivePresentationStyle(for:)` on the presentation controller and its delegate).
  private static let byName: [CallName: CallDefinition] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// How a spelling names a call, the most exact first.
  package enum Match: Int, Sendable, Hashable, Comparable {
    /// The Swift signature itself.
    case signature
    /// An Objective-C selector.
    case selector
    /// An earlier or informal spelling the definition lists.
    case olderSpelling
    /// The base name (before `(` or `:`), which only this call has.
    case baseName

    package static func < (lhs: Match, rhs: Match) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Base names that are ordinary words, or belong to a getter outside the vocabulary, and so
  /// never name a call by themselves: an app's `[HTTPClient] cancel` is not
  /// `UIPercentDrivenInteractiveTransition.cancel()`, and a printed `transitionDuration` is the
  /// coordinator context's property, not the animator's `transitionDuration(using:)`.
  package static let ordinaryWords: Set<String> = [
    "cancel", "finish", "update", "state", "completion", "handler", "present", "dismiss",
    "pause", "detents", "transition", "transitionDuration", "isReversed", "reversed",
  ]

  /// Every spelling with the definitions it names and how, the most exact match first for
  /// each definition. A selector two protocols share (`updateInteractiveTransition:` on the
  /// context and on `UIPercentDrivenInteractiveTransition`) names both.
  package static let spellings: [String: [(definition: CallDefinition, match: Match)]] = {
    var table: [String: [(definition: CallDefinition, match: Match)]] = [:]
    func add(_ spelling: String, _ definition: CallDefinition, _ match: Match) {
      guard !spelling.isEmpty else { return }
      var entries = table[spelling] ?? []
      if let index = entries.firstIndex(where: { $0.definition.name == definition.name }) {
        if match < entries[index].match { entries[index].match = match }
      } else {
        entries.append((definition, match))
      }
      table[spelling] = entries
    }
    for definition in all {
      add(definition.name.rawValue, definition, .signature)
      for selector in definition.selectors { add(selector, definition, .selector) }
      for older in definition.olderSpellings { add(older, definition, .olderSpelling) }
    }
    var byBase: [String: [CallDefinition]] = [:]
    for definition in all where definition.kind != .closure {
      let base = baseName(of: definition.name.rawValue)
      if !(byBase[base] ?? []).contains(where: { $0.name == definition.name }) {
        byBase[base, default: []].append(definition)
      }
    }
    for (base, definitions) in byBase where definitions.count == 1 && !ordinaryWords.contains(base)
    {
      add(base, definitions[0], .baseName)
    }
    for (spelling, entries) in table {
      table[spelling] = entries.sorted { $0.match < $1.match }
    }
    return table
  }()

  /// The definition of `name`, if Transit knows the call.
  package static func definition(of name: CallName) -> CallDefinition? { byName[name] }

  /// The calls `spelling` names, the most exact match first; empty for a name Transit does not
  /// know.
  package static func definitions(spelled spelling: String) -> [(
    definition: CallDefinition, match: Match
  )] {
    spellings[spelling] ?? []
  }

  /// The part of a spelling before its first `(` or `:`: `animationController`,
  /// `viewWillAppear`.
  package static func baseName(of spelling: String) -> String {
    String(spelling.prefix { $0 != "(" && $0 != ":" })
  }
}
