import TransitTrace

/// A record in words, as a reader of Swift expects it: a call with its arguments in its
/// signature (`present(vc.swatch, animated: true, completion: nil)`), a view change as the code
/// that made it reads (`container.1.addSubview(backdrop)`), a touch, a state.
enum RecordText {
  /// The call with its values: `transitionDuration(using: ctx.1) → 0.5`. When the arguments do
  /// not match the signature's labels one for one, the signature stays whole and the arguments
  /// follow it in braces.
  static func call(_ call: Call) -> String {
    let name = VisibleText.escaped(call.name.rawValue)
    let values = call.args.pairs.map { value($0.value) }
    var text: String
    if let open = name.firstIndex(of: "("), name.hasSuffix(")") {
      let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
        .split(separator: ":").map(String.init)
      if labels.count == values.count {
        let parts = zip(labels, values).map { $0 == "_" ? $1 : "\($0): \($1)" }
        text = String(name[..<open]) + "(" + parts.joined(separator: ", ") + ")"
      } else if values.isEmpty {
        text = name
      } else {
        text = name + " {" + arguments(call.args) + "}"
      }
    } else {
      // A getter or property: `presentedView`, or a setter with its new value.
      text = values.isEmpty ? name : name + " = " + values.joined(separator: ", ")
    }
    if let result = call.result { text += " → " + value(result) }
    return text
  }

  /// `key: value, key: value`.
  static func arguments(_ args: Arguments) -> String {
    args.pairs.map { "\(VisibleText.escaped($0.key)): \(value($0.value))" }
      .joined(separator: ", ")
  }

  /// A value as it reads in Swift: `nil`, `true`, `0.5`, `vc.swatch`, `[0, 0, 393, 852]`.
  static func value(_ value: Value) -> String {
    switch value {
    case .string(let text): return VisibleText.escaped(text)
    case .array(let items): return "[" + items.map(Self.value).joined(separator: ", ") + "]"
    default: return value.description
    }
  }

  /// A view change as the code that made it reads.
  /// `released`, or `released by vc.home`.
  static func release(_ release: Release) -> String {
    "released" + (release.by.map { " by " + VisibleText.escaped($0) } ?? "")
  }

  /// `still alive`, as a step's short text.
  static func retained(_ retention: Retention) -> String {
    retention.path == nil ? "still alive" : "still alive, held"
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

  static func view(_ change: ViewChange) -> String {
    let view = VisibleText.escaped(change.view)
    let superview = VisibleText.escaped(change.superview)
    switch change.name {
    case .addSubview: return "\(superview).addSubview(\(view))"
    case .insertSubviewAt:
      return "\(superview).insertSubview(\(view), at: \(change.index.map(String.init) ?? "?"))"
    case .removeFromSuperview: return "\(view).removeFromSuperview()"
    default:
      let place = change.index.map { " → index \($0)" } ?? ""
      return "\(superview).\(VisibleText.escaped(change.name.rawValue)) \(view)\(place)"
    }
  }

  /// `pan changed (0, 30) on vc.swatch.view`.
  static func gesture(_ gesture: Gesture) -> String {
    var text = "\(VisibleText.escaped(gesture.kind)) \(VisibleText.escaped(gesture.state))"
    if let point = gesture.translation { text += " " + self.point(point) }
    return text + " on " + VisibleText.escaped(gesture.view)
  }

  /// `(0, 30)`.
  static func point(_ point: (x: Double, y: Double)) -> String {
    "(\(JSONNumber.format(point.x)), \(JSONNumber.format(point.y)))"
  }

  /// `Presentation`, `Dismissal`, `Push`, `Pop`, `Tab switch`, `Size change`, `Page swipe`,
  /// `Child containment`; `Transition` for one of unknown kind.
  static func kind(_ kind: TransitionKind?) -> String {
    switch kind {
    case .present?: return "Presentation"
    case .dismiss?: return "Dismissal"
    case .push?: return "Push"
    case .pop?: return "Pop"
    case .tabSwitch?: return "Tab switch"
    case .sizeChange?: return "Size change"
    case .pageSwipe?: return "Page swipe"
    case .childContainment?: return "Child containment"
    case .unknown?, nil: return "Transition"
    }
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

  /// A state change in words: `began: not interactive, in container.1`, `cancelling at 49%`.
  static func state(_ change: TransitionChange) -> String {
    var details: [String] = []
    switch change.state {
    case .began:
      if let interactive = change.interactive {
        details.append(interactive ? "interactive" : "not interactive")
      }
      if let container = change.container { details.append("in \(VisibleText.escaped(container))") }
    case .finishing, .cancelling:
      if let percent = change.percentComplete {
        details.append("at " + JSONNumber.percent(percent))
      }
    case .completed, .ended:
      if let didComplete = change.didComplete {
        details.append(didComplete ? "finished" : "cancelled")
      }
    case .requested:
      break
    }
    return change.state.rawValue + (details.isEmpty ? "" : ": " + details.joined(separator: ", "))
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
