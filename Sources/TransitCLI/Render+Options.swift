import ArgumentParser
import Foundation
import TransitLifecycle
import TransitReporter
import TransitTrace

/// What `transit render` checks of its arguments, and the diagram options they make.
extension Render {
  func validate() throws {
    if output?.isEmpty == true {
      throw ValidationError("--output needs a path, or `-` for standard output")
    }
    if let requestedFormat, let output, let named = Format(extensionOf: output),
      named != requestedFormat
    {
      throw ValidationError(
        "--output '\(VisibleText.escaped(output))' names a \(named.title) file, but --format asks for "
          + "\(requestedFormat.title); leave --format out, or end the output in "
          + ".\(requestedFormat.fileExtension)")
    }
    if let lanes, DiagramOptions.Lanes(rawValue: lanes) == nil {
      throw ValidationError("unknown --lanes '\(lanes)'; use role or object")
    }
    let roles = Set(ParticipantRole.lifecycleOrder.map(\.rawValue))
    for role in Self.list(fold) ?? [] where !roles.contains(role) && fold != "none" {
      throw ValidationError(
        "--fold: unknown role '\(role)'\(Suggestion.clause(for: role, among: Array(roles).sorted())); "
          + "the roles are: "
          + ParticipantRole.lifecycleOrder.map(\.rawValue).joined(separator: ", "))
    }
    if force && hide == nil { throw ValidationError("--force goes with --hide") }
    if let transition, transition < 1 { throw ValidationError("--transition must be 1 or more") }
    if let from, from < 1 { throw ValidationError("--from must be 1 or more") }
    if let to, to < 1 { throw ValidationError("--to must be 1 or more") }
    if let from, let to, from > to {
      throw ValidationError("--from \(from) is after --to \(to)")
    }
    guard Theme.named(theme) != nil else {
      throw ValidationError(
        "unknown theme '\(theme)'; use one of: " + Theme.all.map(\.name).joined(separator: ", "))
    }
    if let notes, DiagramOptions.Notes(rawValue: notes) == nil {
      throw ValidationError("unknown --notes '\(notes)'; use all or none")
    }
    if let views, DiagramOptions.Views(rawValue: views) == nil {
      throw ValidationError("unknown --views '\(views)'; use none, transitions or all")
    }
    try validatePages()
    guard headerEvery >= 0 else { throw ValidationError("--header-every must be 0 or more") }
    if reveal && format != .html { throw ValidationError("--reveal needs --format html") }
    try validateScreen()
  }

  /// The ids of a comma-separated option.
  static func list(_ text: String?) -> [String]? {
    text.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
  }

  /// The options: the preset's, then those given explicitly.
  var options: DiagramOptions {
    let list = Self.list
    var options = DiagramOptions(
      transition: transition, fromSeq: from, toSeq: to, participants: list(participants),
      hidden: list(hide) ?? [], order: list(order) ?? [],
      fold: !noFold,
      headerInterval: headerEvery, theme: Theme.named(theme) ?? .light)
    let paper = pages.flatMap(DiagramOptions.PageSize.init(rawValue:))
    if let preset = preset.flatMap(DiagramOptions.Preset.init(rawValue:)) {
      preset.apply(to: &options, paper: paper ?? .a4)
      // A page's PDF is never one poster page.
      if preset == .page, format == .diagram(.pdf) { options.pages = paper ?? .a4 }
    }
    if let paper { options.pages = paper }
    if let fold {
      options.foldedRoles =
        fold == "none" ? [] : (list(fold) ?? []).map(ParticipantRole.init(rawValue:))
    }
    if let notes { options.notes = DiagramOptions.Notes(rawValue: notes) ?? .all }
    if let views { options.views = DiagramOptions.Views(rawValue: views) ?? .transitions }
    if lifetimes { options.lifetimes = true }
    if let lanes { options.lanes = DiagramOptions.Lanes(rawValue: lanes) ?? .role }
    if let legend { options.legend = legend }
    return options
  }
}
