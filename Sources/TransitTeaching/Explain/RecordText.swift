import TransitReporter
import TransitTrace

/// What the walkthrough says beyond one record's words (which are `RowText.record(_:)`, as the
/// diagram reads them): a call with its result, titles, sentences, short names.
enum RecordText {
  /// The call with its values and its result: `transitionDuration(using: ctx.1) → 0.5`, worded
  /// as its diagram row (`RowText`).
  static func call(_ call: Call) -> String {
    RowText.call([call]) + (call.result.map { " → " + RowText.display($0) } ?? "")
  }

  /// `vc.detail is still alive after transition 2, held by A.b → B.`
  static func retainedSentence(_ retention: Retention, transition: Int?) -> String {
    let after = transition.map { " after transition #\($0)" } ?? ""
    let who = VisibleText.escaped(retention.participant)
    guard let path = retention.path else {
      return "\(who) is still alive\(after), held by something not reachable through stored "
        + "properties: a closure that captures it, a global, a timer."
    }
    return "\(who) is still alive\(after), held by \(VisibleText.escaped(path))."
  }

  /// `Presentation`, `Dismissal`, `Push`, `Pop`, `Tab switch`, `Size change`, `Page swipe`,
  /// `Child containment`; `Transition` for one of unknown kind: the diagram band's title.
  static func kind(_ kind: TransitionKind?) -> String {
    Band.Phase(kind ?? .unknown).title
  }

  /// What a transition is, for headings: `Presentation #1: vc.palette presents vc.swatch
  /// (custom, animated)`.
  static func transitionTitle(_ transition: ReplayedTransition) -> String {
    let from = VisibleText.escaped(transition.from ?? "?")
    let to = VisibleText.escaped(transition.to ?? "?")
    let what: String
    switch transition.kind {
    case .present?: what = "\(from) presents \(to)"
    case .dismiss?: what = "\(from) is dismissed, back to \(to)"
    case .push?: what = "\(to) is pushed over \(from)"
    case .pop?: what = "\(from) is popped, back to \(to)"
    case .tabSwitch?: what = "from tab \(from) to tab \(to)"
    case .sizeChange?: what = "the window resizes"
    case .pageSwipe?: what = "a swipe from page \(from) to page \(to)"
    case .childContainment?: what = "child \(from) → child \(to)"
    case .unknown?, nil: what = "\(from) → \(to)"
    }
    var traits: [String] = []
    if let style = transition.style { traits.append(VisibleText.escaped(style)) }
    if let animated = transition.animated { traits.append(animated ? "animated" : "not animated") }
    let details = traits.isEmpty ? "" : " (" + traits.joined(separator: ", ") + ")"
    return "\(kind(transition.kind)) #\(transition.id): \(what)\(details)"
  }

  /// A signature short enough for a sentence: up to its third label, then `…)`, when it is
  /// longer than 40 characters (`animate(withDuration:delay:usingSpringWithDamping:…)`).
  static func shortName(_ name: CallName) -> String {
    let text = VisibleText.escaped(name.rawValue)
    guard text.count > 40, let open = text.firstIndex(of: "(") else { return text }
    let labels = text[text.index(after: open)...].split(separator: ":")
    return String(text[...open]) + labels.prefix(3).map { $0 + ":" }.joined() + "…)"
  }

  /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
  static func ordinal(_ number: Int) -> String {
    let suffix: String
    switch (number % 10, number % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(number)\(suffix)"
  }
}
