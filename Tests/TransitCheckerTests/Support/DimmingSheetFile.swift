import Foundation
import TransitScenarios

/// The dimming-sheet scenario file, edited for a test.
enum DimmingSheetFile {
  /// The file with its presentation controller removing the presenter's view
  /// (`shouldRemovePresentersView: true`) and, if given, mistakes for its animator.
  static func removingPresenter(mistakes: String? = nil) throws -> String {
    guard let url = ScenarioFiles.builtInURL(named: "dimming-sheet") else {
      throw CocoaError(.fileNoSuchFile)
    }
    var text = try String(contentsOf: url, encoding: .utf8)
    for (line, added) in [
      ("    frameOfPresentedView: rightHalf\n", "    shouldRemovePresentersView: true\n"),
      ("    options: [curveEaseOut]\n", mistakes.map { "    mistakes: \($0)\n" } ?? ""),
    ] {
      guard text.contains(line) else { throw CocoaError(.fileReadCorruptFile) }
      text = text.replacingOccurrences(of: line, with: line + added)
    }
    return text
  }
}
