extension Event: CustomStringConvertible {
  /// One readable line: `12 uikit → animator.zoomIn transitionDuration(using:) = 0.5`.
  public var description: String {
    "\(seq) " + body.description
  }
}

extension Event.Body: CustomStringConvertible {
  public var description: String {
    switch self {
    case .call(let call):
      var text = "\(call.callerID) → \(call.receiver) \(call.name)"
      let args = call.args.pairs.map { "\($0.key): \($0.value)" }
      if !args.isEmpty { text += " [" + args.joined(separator: ", ") + "]" }
      if let result = call.result { text += " = \(result)" }
      return text
    case .transition(let change):
      var text = "transition \(change.state.rawValue)"
      if let kind = change.kind { text += " \(kind.rawValue)" }
      if let from = change.from, let to = change.to { text += " \(from) → \(to)" }
      if let didComplete = change.didComplete { text += " didComplete: \(didComplete)" }
      return text
    case .view(let change):
      let place = change.index.map { " at \($0)" } ?? ""
      return "\(change.caller): \(change.name) \(change.view) in \(change.superview)\(place)"
    case .gesture(let gesture):
      return "\(gesture.kind) \(gesture.state) on \(gesture.view) → \(gesture.target)"
    case .warning(let diagnostic):
      return "warning \(diagnostic.code) on \(diagnostic.participant)"
    case .note(let diagnostic):
      return "note \(diagnostic.code) on \(diagnostic.participant)"
    case .release(let release):
      return "release \(release.participant)" + (release.by.map { " by \($0)" } ?? "")
    case .retained(let retention):
      return "retained \(retention.participant)"
        + (retention.path.map { " held by \($0)" } ?? "")
    }
  }
}
