extension ScreenState: CustomStringConvertible {
  /// The whole state as text for a terminal, and for readable diffs when a test fails:
  ///
  ///     seq 14 at 0.6s
  ///     presented: vc.home → vc.detail
  ///     appearance:
  ///       vc.detail appeared (willAppear 1, isAppearing 1, didAppear 1)
  ///     transitions:
  ///       transition 1: present vc.home → vc.detail (custom) in container.1, ended, finished
  ///     views:
  ///     window
  ///     └─ container.1 (UITransitionView)
  ///
  /// Sections with nothing to show (warnings, notes, releases, anomalies) are left out.
  public var description: String {
    var lines = ["seq \(seq) at \(time)s"]
    let chains = presentationChains.map { $0.joined(separator: " → ") }
    lines.append("presented: " + (chains.isEmpty ? "none" : chains.joined(separator: "; ")))
    section("appearance", appearances.map(\.description), into: &lines)
    section("transitions", transitions.map(\.description), into: &lines)
    lines.append("views:")
    lines += renderedViewTree.split(separator: "\n").map(String.init)
    section("warnings", recentWarnings.map(\.description), into: &lines)
    section("notes", recentNotes.map(\.description), into: &lines)
    section("released", releasedParticipants.map(\.description), into: &lines)
    section("retained", recentRetentions.map(\.description), into: &lines)
    section("anomalies", anomalies, into: &lines)
    return lines.joined(separator: "\n")
  }

  private func section(_ title: String, _ items: [String], into lines: inout [String]) {
    guard !items.isEmpty else { return }
    lines.append(title + ":")
    lines += items.map { "  " + $0 }
  }
}
