import TransitChecker
import TransitLifecycle

/// "Did you mean …?" for a name the user mistyped.
enum Suggestion {
  /// `" (did you mean X?)"`, or nothing when no candidate is close (`NearestName`).
  static func clause(for name: String, among candidates: [String]) -> String {
    NearestName.closest(to: name, among: candidates).map { " (did you mean \($0)?)" } ?? ""
  }
}
