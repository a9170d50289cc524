/// File names made from names the user or a log chose: a log's file name, a scenario's name.
enum OutputName {
  /// `name` as one file name: ASCII letters, digits, `.`, `_` and `-` stay, and every other
  /// Unicode scalar becomes `_`, so `my flow` and `../x` give `my_flow` and `.._x`, and no
  /// slash, control character or terminal escape survives (scalars, not `Character`s: `/`
  /// followed by a combining mark is still a slash to the file system). An empty name gives
  /// `unnamed`.
  static func safe(_ name: String) -> String {
    var cleaned = ""
    for scalar in name.unicodeScalars {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": cleaned.unicodeScalars.append(scalar)
      default: cleaned += "_"
      }
    }
    return cleaned.isEmpty ? "unnamed" : cleaned
  }
}
