import Testing
import TransitScenarios

/// A scenario file with one piece replaced, and the error that must refuse it.
struct FileEdit: CustomTestStringConvertible, Sendable {
  let replacing: String
  let with: String
  let error: String
  var testDescription: String { error }

  init(replacing: String, with: String, error: String) {
    self.replacing = replacing
    self.with = with
    self.error = error
  }

  /// Applies the edit to `text` (which must contain what it replaces) and expects loading the
  /// result as `path` to throw exactly `error`.
  @MainActor
  func expectRefused(
    in text: String, path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(text.contains(replacing), sourceLocation: sourceLocation)
    let edited = text.replacingOccurrences(of: replacing, with: with)
    do {
      _ = try ScenarioFiles.load(text: edited, path: path)
      Issue.record("the file was accepted", sourceLocation: sourceLocation)
    } catch let thrown as ScenarioFileError {
      #expect(thrown.description == error, sourceLocation: sourceLocation)
    } catch {
      Issue.record("not a ScenarioFileError: \(error)", sourceLocation: sourceLocation)
    }
  }
}
