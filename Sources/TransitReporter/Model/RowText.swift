import TransitTrace

/// The words of a row: a call as the Swift an iOS developer would write, a gesture, a view
/// change, a transition's state.
///
/// Several records of the same shape (a folded run) give one text in which a value that changed
/// reads `first → last`.
package enum RowText {
  /// A call with its arguments placed in its signature: `present(vc.swatch, animated: true,
  /// completion: nil)`. When the arguments do not match the signature's labels one for one,
  /// the signature is kept whole and the arguments follow it.
  static func call(_ calls: [Call]) -> String {
    let call = calls[0]
    let name = call.name.rawValue
    let values = call.args.pairs.indices.map { index in
      merged(calls.map { $0.args.pairs.indices.contains(index) ? $0.args.pairs[index].value : nil })
    }
    guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else {
      // A getter or property: `presentedView`.
      if values.isEmpty { return visible(name) }
      return visible(name) + " "
        + zip(call.args.pairs, values).map { "\(visible($0.key)): \($1)" }
        .joined(separator: ", ")
    }
    let base = visible(String(name[..<open]))
    let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
      .split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    if labels.count == values.count {
      let parts = zip(labels, values).map { label, value in
        label == "_" ? value : "\(visible(label)): \(value)"
      }
      return base + "(" + parts.joined(separator: ", ") + ")"
    }
    if values.isEmpty { return visible(name) }
    let parts = zip(call.args.pairs, values).map { "\(visible($0.key)): \($1)" }
    return visible(name) + " {" + parts.joined(separator: ", ") + "}"
  }

  /// A result, or the first and last of several.
  static func result(_ calls: [Call]) -> String {
    merged(calls.map { $0.result })
  }

  /// A touch: `pan changed (0, 30) on vc.swatch.view`.
  static func gesture(_ gestures: [Gesture]) -> String {
    let gesture = gestures[0]
    var text = "\(visible(gesture.kind)) \(visible(gesture.state))"
    let points = gestures.compactMap(\.translation).map {
      "(\(JSONNumber.format($0.x)), \(JSONNumber.format($0.y)))"
    }
    if let first = points.first, let last = points.last {
      text += first == last ? " \(first)" : " \(first) → \(last)"
    }
    return text + " on \(visible(gesture.view))"
  }

  /// A view change as the code that made it reads: `container.1.addSubview(backdrop)`.
  static func view(_ change: ViewChange) -> String {
    let view = visible(change.view)
    let superview = visible(change.superview)
    switch change.name {
    case .addSubview: return "\(superview).addSubview(\(view))"
    case .insertSubviewAt:
      return "\(superview).insertSubview(\(view), at: \(change.index.map(String.init) ?? "?"))"
    case .removeFromSuperview: return "\(view).removeFromSuperview() from \(superview)"
    default:
      let place = change.index.map { " (index \($0))" } ?? ""
      return "\(superview).\(visible(change.name.rawValue)) \(view)\(place)"
    }
  }

  /// A transition's state change: `Presentation #1 requested: vc.palette → vc.swatch, custom,
  /// animated`.
  static func transition(_ change: TransitionChange, number: Int?, kind: TransitionKind?) -> String
  {
    let tag = number.map { "#\($0)" } ?? "#?"
    switch change.state {
    case .requested:
      let phase = (change.kind ?? kind).map { Band.Phase($0).title } ?? "Transition"
      var details: [String] = []
      if let from = change.from, let to = change.to {
        details.append("\(visible(from)) → \(visible(to))")
      }
      if let style = change.style { details.append(visible(style)) }
      if let animated = change.animated { details.append(animated ? "animated" : "not animated") }
      return "\(phase) \(tag) requested"
        + (details.isEmpty ? "" : ": " + details.joined(separator: ", "))
    case .began:
      var details: [String] = []
      if let interactive = change.interactive {
        details.append(interactive ? "interactive" : "not interactive")
      }
      if let container = change.container { details.append("in \(visible(container))") }
      return "\(tag) began" + (details.isEmpty ? "" : ": " + details.joined(separator: ", "))
    case .finishing, .cancelling:
      let percent = change.percentComplete.map { " at \(Int(($0 * 100).rounded()))%" } ?? ""
      return "\(tag) \(change.state.rawValue)\(percent)"
    case .completed, .ended:
      let outcome = change.didComplete.map { $0 ? ": finished" : ": cancelled" } ?? ""
      return "\(tag) \(change.state.rawValue)\(outcome)"
    }
  }

  /// A warning or note: `warning present-while-transitioning: …`.
  static func diagnostic(_ diagnostic: Diagnostic, warning: Bool) -> String {
    (warning ? "warning " : "note ") + visible(diagnostic.code) + ": " + visible(diagnostic.message)
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
    if case .string(let text) = value { return visible(text) }
    if case .array(let items) = value {
      return "[" + items.map(display).joined(separator: ", ") + "]"
    }
    return value.description
  }

  /// Two decimals, enough to follow a gesture's progress in a folded row.
  static func rounded(_ value: Double) -> String {
    JSONNumber.format((value * 100).rounded() / 100)
  }

  /// Text from the log with every control character written as a Swift escape (`\n`, `\u{1B}`),
  /// so a name holding a newline stays on its row and no emitter meets a character its syntax
  /// or XML cannot carry.
  package static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE
      || scalar.value == 0xFFFF
  }
}
