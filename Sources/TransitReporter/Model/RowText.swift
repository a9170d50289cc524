import TransitTrace

/// The words of a row: a call as the Swift an iOS developer would write, a gesture, a view
/// change, a transition's state.
///
/// Several records of the same shape (a folded run) give one text in which a value that changed
/// reads `first → last`.
///
/// It is also how every other projection words one record (`record(_:)`): the walkthrough of
/// `transit explain` and the step-through page read a record as its diagram row does.
package enum RowText {
  /// One record in words, as its diagram row and its walkthrough line both read it: the row
  /// adds who called (on a shared lane) and the result (on its return arrow), the walkthrough
  /// line the result.
  package static func record(_ event: Event) -> String {
    switch event.body {
    case .call(let call): return self.call([call])
    case .view(let change): return view(change)
    case .gesture(let gesture): return self.gesture([gesture])
    case .transition(let change): return state(change)
    case .warning(let diagnostic): return self.diagnostic(diagnostic, warning: true)
    case .note(let diagnostic): return self.diagnostic(diagnostic, warning: false)
    case .release(let release): return self.release(release)
    case .retained(let retention): return retained(retention, transition: event.transition)
    }
  }

  /// A call with its arguments placed in its signature: `present(vc.swatch, animated: true,
  /// completion: nil)`, a closure given as `{ … }`. The arguments are matched to the labels in
  /// order: one for one when there are as many, else by name (`duration` is the argument of
  /// `withDuration:`), a label the log has no argument for reading `…` (unknown, not nil).
  /// When that does not place every argument, the signature is kept whole and the arguments
  /// follow it.
  package static func call(_ calls: [Call]) -> String {
    let call = calls[0]
    let name = call.name.rawValue
    let values = call.args.pairs.indices.map { index in
      argument(
        merged(
          calls.map { $0.args.pairs.indices.contains(index) ? $0.args.pairs[index].value : nil })
      )
    }
    guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else {
      // A getter or property: `presentedView`.
      if values.isEmpty { return VisibleText.escaped(name) }
      return VisibleText.escaped(name) + " "
        + zip(call.args.pairs, values).map { "\(VisibleText.escaped($0.key)): \($1)" }
        .joined(separator: ", ")
    }
    let base = VisibleText.escaped(String(name[..<open]))
    let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
      .split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    if let placed = placed(values, keys: call.args.pairs.map(\.key), in: labels) {
      let parts = zip(labels, placed).map { label, value in
        label == "_" ? value : "\(VisibleText.escaped(label)): \(value)"
      }
      return base + "(" + parts.joined(separator: ", ") + ")"
    }
    if values.isEmpty { return VisibleText.escaped(name) }
    let parts = zip(call.args.pairs, values).map { "\(VisibleText.escaped($0.key)): \($1)" }
    return VisibleText.escaped(name) + " {" + parts.joined(separator: ", ") + "}"
  }

  /// The value drawn for each label: the arguments one for one when there are as many; else
  /// each argument at the first label after the last placed one that names it (`label(_:names:)`),
  /// the labels between reading `…`. Nil when an argument names no label, or there is none.
  static func placed(_ values: [String], keys: [String], in labels: [String]) -> [String]? {
    // Apple names a completion parameter `completion` wherever it takes one, so a completion
    // is never read as another label's argument (a log that recorded one for
    // `animate(withDuration:animations:)` did not record the animations).
    let strayCompletion = keys.contains("completion") && !labels.contains("completion")
    if labels.count == values.count && !strayCompletion { return values }
    // A call recorded without arguments keeps its signature whole (`dismiss(animated:completion:)`
    // said in a console without its values): no argument to place.
    guard !values.isEmpty, values.count < labels.count else { return nil }
    var placed: [String] = []
    var next = 0
    for (index, label) in labels.enumerated() {
      guard next < keys.count else {
        placed.append("…")
        continue
      }
      // An unlabelled parameter takes the next argument unless a later label names it.
      let unlabelled =
        label == "_" && !labels[(index + 1)...].contains { Self.label($0, names: keys[next]) }
      if unlabelled || Self.label(label, names: keys[next]) {
        placed.append(values[next])
        next += 1
      } else {
        placed.append("…")
      }
    }
    return next == keys.count ? placed : nil
  }

  /// Whether an argument recorded under `key` is the one `label` passes: Apple's parameter
  /// name is the label (`completion`), or its first word is the label or a word of it
  /// (`toViewController` of `to`, `duration` of `withDuration`, `dampingRatio` of
  /// `usingSpringWithDamping`).
  static func label(_ label: String, names key: String) -> Bool {
    guard !key.isEmpty, label != "_" else { return false }
    if label == key { return true }
    let word = key.prefix { !$0.isUppercase }.lowercased()
    let spelled = label.lowercased()
    return spelled == word || (word.count >= 3 && spelled.contains(word))
  }

  /// How a closure given as an argument reads.
  package static let closure = "{ … }"

  /// A value as an argument reads: a closure given is `{ … }`, as the code that passed it
  /// reads; a closure not given stays `nil`.
  static func argument(_ text: String) -> String {
    text == "closure" ? closure : text
  }

  /// A result, or the first and last of several.
  package static func result(_ calls: [Call]) -> String {
    merged(calls.map { $0.result })
  }

  /// A touch: `pan changed (0, 30) on vc.swatch.view`.
  package static func gesture(_ gestures: [Gesture]) -> String {
    let gesture = gestures[0]
    var text = "\(VisibleText.escaped(gesture.kind)) \(VisibleText.escaped(gesture.state))"
    let points = gestures.compactMap(\.translation).map {
      "(\(JSONNumber.format($0.x)), \(JSONNumber.format($0.y)))"
    }
    if let first = points.first, let last = points.last {
      text += first == last ? " \(first)" : " \(first) → \(last)"
    }
    return text + " on \(VisibleText.escaped(gesture.view))"
  }

  /// A view change as the code that made it reads: `container.1.addSubview(backdrop)`.
  package static func view(_ change: ViewChange) -> String {
    let view = VisibleText.escaped(change.view)
    let superview = VisibleText.escaped(change.superview)
    switch change.name {
    case .addSubview: return "\(superview).addSubview(\(view))"
    case .insertSubviewAt:
      return "\(superview).insertSubview(\(view), at: \(change.index.map(String.init) ?? "?"))"
    case .removeFromSuperview: return "\(view).removeFromSuperview() from \(superview)"
    default:
      let place = change.index.map { " (index \($0))" } ?? ""
      return "\(superview).\(VisibleText.escaped(change.name.rawValue)) \(view)\(place)"
    }
  }

  /// A transition's state change: `Presentation #1 requested: vc.palette → vc.swatch, custom,
  /// animated`, `#1 began: not interactive, in container.1`.
  static func transition(_ change: TransitionChange, number: Int?, kind: TransitionKind?) -> String
  {
    let tag = number.map { "#\($0)" } ?? "#?"
    guard change.state == .requested else { return "\(tag) " + state(change) }
    let phase = (change.kind ?? kind).map { Band.Phase($0).title } ?? "Transition"
    return "\(phase) \(tag) " + state(change)
  }

  /// A state change without its transition: `requested: vc.palette → vc.swatch, custom,
  /// animated`, `began: not interactive, in container.1`, `cancelling at 49%`,
  /// `completed: finished`.
  package static func state(_ change: TransitionChange) -> String {
    var details: [String] = []
    switch change.state {
    case .requested:
      if let from = change.from, let to = change.to {
        details.append("\(VisibleText.escaped(from)) → \(VisibleText.escaped(to))")
      }
      if let style = change.style { details.append(VisibleText.escaped(style)) }
      if let animated = change.animated { details.append(animated ? "animated" : "not animated") }
    case .began:
      if let interactive = change.interactive {
        details.append(interactive ? "interactive" : "not interactive")
      }
      if let container = change.container { details.append("in \(VisibleText.escaped(container))") }
    case .finishing, .cancelling:
      let percent = change.percentComplete.map { " at " + JSONNumber.percent($0) } ?? ""
      return change.state.rawValue + percent
    case .completed, .ended:
      if let didComplete = change.didComplete {
        details.append(didComplete ? "finished" : "cancelled")
      }
    }
    return change.state.rawValue + (details.isEmpty ? "" : ": " + details.joined(separator: ", "))
  }

  /// A release: `released`, or `released by vc.home`.
  package static func release(_ release: Release) -> String {
    "released" + (release.by.map { " by " + VisibleText.escaped($0) } ?? "")
  }

  /// An object still alive: `still alive after transition 2, held by A.b → B`.
  package static func retained(_ retention: Retention, transition: Int?) -> String {
    let after = transition.map { " after transition \($0)" } ?? ""
    guard let path = retention.path else {
      return "still alive\(after), held by something stored properties do not show"
    }
    return "still alive\(after), held by " + VisibleText.escaped(path)
  }

  /// A warning or note: `warning present-while-transitioning: …`.
  package static func diagnostic(_ diagnostic: Diagnostic, warning: Bool) -> String {
    (warning ? "warning " : "note ") + VisibleText.escaped(diagnostic.code) + ": "
      + VisibleText.escaped(diagnostic.message)
  }

  /// Several values as one: the value if they agree, `first → last` for numbers that changed.
  static func merged(_ values: [Value?]) -> String {
    let first = values.first ?? nil
    guard values.count > 1, values.contains(where: { $0 != first }) else { return display(first) }
    let last = values.last ?? nil
    if let a = first?.doubleValue, let b = last?.doubleValue {
      return "\(rounded(a)) → \(rounded(b))"
    }
    return "\(display(first)) … \(display(last))"
  }

  /// A value as it reads in the diagram: `nil`, `true`, `0.5`, `vc.swatch`.
  package static func display(_ value: Value?) -> String {
    guard let value else { return "" }
    if case .string(let text) = value { return VisibleText.escaped(text) }
    if case .array(let items) = value {
      return "[" + items.map(display).joined(separator: ", ") + "]"
    }
    return value.description
  }

  /// Two decimals, enough to follow a gesture's progress in a folded row.
  static func rounded(_ value: Double) -> String {
    JSONNumber.format((value * 100).rounded() / 100)
  }

}
