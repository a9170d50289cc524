/// File names made from names the user or a log chose: a log's file name, a scenario's name.
enum OutputName {
  /// `name` as one file name: `/` (which would reach into other folders, as `../../x` does),
  /// NUL and spaces become `_`, so `my flow` and `../x` give `my_flow` and `.._x`; an empty
  /// name gives `unnamed`.
  static func safe(_ name: String) -> String {
    let cleaned = String(name.map { $0 == "/" || $0 == "\0" || $0 == " " ? "_" : $0 })
    return cleaned.isEmpty ? "unnamed" : cleaned
  }
}
