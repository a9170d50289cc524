/// The colours of a drawn diagram, chosen explicitly with `--theme` and never read from the
/// environment, so the same command gives the same picture on every machine.
package struct Theme: Sendable, Hashable {
  package var name: String
  package var background: String
  package var text: String
  /// Lifelines, frame borders and secondary text.
  package var line: String
  package var arrow: String
  package var headerFill: String
  package var headerBorder: String
  package var activationFill: String
  package var activationBorder: String
  package var noteFill: String
  package var noteBorder: String
  package var warningFill: String
  package var warningBorder: String
  /// Gesture markers.
  package var touch: String
  /// View-change annotations.
  package var muted: String
  /// Transition-state dividers.
  package var stateFill: String
  /// The fill of each phase band.
  package var bands: [Band.Phase: String]

  /// The fill of `phase`'s band.
  package func fill(_ phase: Band.Phase?) -> String {
    guard let phase else { return background }
    return bands[phase] ?? background
  }

  /// Dark text on white, with pastel phase bands.
  package static let light = Theme(
    name: "light", background: "#ffffff", text: "#1f2328", line: "#8c959f", arrow: "#24292f",
    headerFill: "#f3f5f8", headerBorder: "#57606a", activationFill: "#e3e8ee",
    activationBorder: "#57606a", noteFill: "#fff8c5", noteBorder: "#bf8700",
    warningFill: "#ffebe9", warningBorder: "#cf222e", touch: "#8250df", muted: "#57606a",
    stateFill: "#eaeef2",
    bands: [
      .presentation: "#e8f1fd", .dismissal: "#fdf0e2", .management: "#eef6ee",
      .push: "#efe9fb", .pop: "#fbe9f1", .tabSwitch: "#e6f6f4", .sizeChange: "#f4f1e4",
      .pageSwipe: "#eef1fa", .childContainment: "#f1f4e8", .transition: "#f0f0f0",
    ])

  /// Light text on a near-black background, with deep phase bands.
  package static let dark = Theme(
    name: "dark", background: "#0d1117", text: "#e6edf3", line: "#6e7681", arrow: "#c9d1d9",
    headerFill: "#161b22", headerBorder: "#8b949e", activationFill: "#30363d",
    activationBorder: "#8b949e", noteFill: "#3b2e00", noteBorder: "#d29922",
    warningFill: "#42171a", warningBorder: "#f85149", touch: "#bc8cff", muted: "#8b949e",
    stateFill: "#21262d",
    bands: [
      .presentation: "#0f2340", .dismissal: "#3a2410", .management: "#12291a",
      .push: "#251a40", .pop: "#3a1628", .tabSwitch: "#0f302c", .sizeChange: "#2e2a14",
      .pageSwipe: "#1a2236", .childContainment: "#222a14", .transition: "#1c1f24",
    ])

  /// The themes by name, for `--theme`.
  package static let all: [Theme] = [.light, .dark]

  /// The theme called `name`, if there is one.
  package static func named(_ name: String) -> Theme? {
    all.first { $0.name == name }
  }
}
