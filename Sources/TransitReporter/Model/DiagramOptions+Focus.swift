import TransitTrace

/// A focus naming what the log does not have, or leaving nothing to draw: the command exits
/// with 2, and the message says what the log has.
package struct FocusError: Error, CustomStringConvertible, Sendable {
  package let description: String

  package init(_ description: String) { self.description = description }
}

extension DiagramOptions {
  /// Refuses a focus the log does not have (a transition, a participant, a seq past its end),
  /// naming what it has, rather than drawing an empty diagram; a `hidden` list that would drop
  /// essential calls unless `force`; and a participant focus that leaves nothing to draw.
  package func checkFocus(_ records: [Record], force: Bool) throws(FocusError) {
    var transitions: [Int] = []
    var seen: Set<Int> = []
    var ids: [String] = []
    var lastSeq = 0
    for record in records {
      switch record {
      case .header, .geometry: break
      case .participant(let participant): ids.append(participant.id)
      case .event(let event):
        lastSeq = event.seq
        if let id = event.transition, seen.insert(id).inserted { transitions.append(id) }
      }
    }
    if let transition, !transitions.contains(transition) {
      let known =
        transitions.isEmpty
        ? "the log has none" : "the log has " + transitions.map { "#\($0)" }.joined(separator: ", ")
      throw FocusError("--transition \(transition): no such transition; \(known)")
    }
    if let fromSeq, fromSeq > lastSeq {
      throw FocusError(
        lastSeq == 0
          ? "--from \(fromSeq): the log has no events"
          : "--from \(fromSeq): the log's events are numbered 1 to \(lastSeq)")
    }
    let declared = Set(ids)
    for (option, list) in [
      ("--participants", participants ?? []), ("--hide", hidden), ("--order", order),
    ] {
      let unknown = list.filter { !declared.contains($0) }
      guard unknown.isEmpty else {
        throw FocusError(
          "\(option): no participant "
            + unknown.map { "'\($0)'" }.joined(separator: ", ")
            + "; the log has " + ids.joined(separator: ", "))
      }
    }
    if !hidden.isEmpty && !force { try checkNothingEssentialHidden(records) }
    if participants != nil || !hidden.isEmpty { try checkSomethingShown(records) }
  }

  /// Refuses a `hidden` list that would drop calls a lifecycle rule or the glossary marks as
  /// essential, naming them and what keeps them: folding their roles, or `--force`.
  func checkNothingEssentialHidden(_ records: [Record]) throws(FocusError) {
    let lost = DiagramBuilder.hiddenEssentialCalls(in: records, options: self)
    guard !lost.isEmpty else { return }
    var roles: [String] = []
    let hidden = Set(self.hidden)
    for record in records {
      if case .participant(let participant) = record, hidden.contains(participant.id),
        !roles.contains(participant.role.rawValue)
      {
        roles.append(participant.role.rawValue)
      }
    }
    // One line per call between two participants, with where it happens: a percent-driven
    // interaction's forty updates are one line.
    var groups: [(text: String, seqs: [Int], reason: String)] = []
    var groupOf: [String: Int] = [:]
    for (event, call, reason) in lost {
      let text =
        "\(VisibleText.escaped(call.callerID)) → \(VisibleText.escaped(call.receiver))  "
        + VisibleText.escaped(call.name.rawValue)
      if let index = groupOf[text] {
        groups[index].seqs.append(event.seq)
      } else {
        groupOf[text] = groups.count
        groups.append((text, [event.seq], reason))
      }
    }
    let shown = 12
    var lines = [
      "--hide \(self.hidden.joined(separator: ",")) would drop \(lost.count) "
        + "\(lost.count == 1 ? "call" : "calls") the lifecycle rules or the glossary mark as "
        + "essential:"
    ]
    for group in groups.prefix(shown) {
      let seqs =
        group.seqs.count == 1
        ? "seq \(group.seqs[0])"
        : "seq \(group.seqs[0]) … \(group.seqs[group.seqs.count - 1]) (×\(group.seqs.count))"
      lines.append("  \(seqs)  \(group.text)  (\(group.reason))")
    }
    if groups.count > shown { lines.append("  … and \(groups.count - shown) more") }
    lines.append(
      "--fold \(roles.joined(separator: ",")) keeps them, as notes on the lane at the other end; "
        + "--force drops them anyway")
    throw FocusError(lines.joined(separator: "\n"))
  }

  /// Refuses a participant focus that leaves nothing but transition states to draw, saying
  /// whom the chosen participants talk to: `participants` keeps the records *between* the
  /// listed ones, and nearly every hook is a call from `uikit`.
  func checkSomethingShown(_ records: [Record]) throws(FocusError) {
    let shown = DiagramBuilder.shownEvents(of: records, options: self)
    guard shown.allSatisfy({ DiagramBuilder.participantIDs(of: $0).isEmpty }) else { return }
    let listed = participants ?? []
    let hidden = Set(self.hidden)
    var partners: [String] = []
    for record in records {
      guard let event = record.event else { continue }
      let named = DiagramBuilder.participantIDs(of: event)
      guard named.contains(where: listed.contains) else { continue }
      for id in named where !listed.contains(id) && !hidden.contains(id) && !partners.contains(id) {
        partners.append(id)
      }
    }
    var message = "the focus leaves no call, touch or view change to draw"
    if participants != nil {
      message += "; --participants keeps only the records between the participants it lists"
      if !partners.isEmpty {
        message +=
          ", and \(listed.joined(separator: ", ")) \(listed.count == 1 ? "talks" : "talk") with "
          + partners.joined(separator: ", ") + ": try --participants "
          + (listed + partners.prefix(1)).joined(separator: ",")
      }
    } else {
      message += "; every record it would draw touches a participant --hide leaves out"
    }
    throw FocusError(message)
  }
}
