import Foundation
import Testing
import TransitChecker
import TransitImport
import TransitTestSupport
import TransitTrace

/// Every published console in `Console/` imported: what each line became (a call, a UIKit
/// warning, the app's own print), checked against `Golden/corpus/NAME.txt`, read line by line
/// when it was recorded. `TRANSIT_RECORD=1 swift test --filter ConsoleCorpusTests` re-records
/// them; read each diff before committing it.
///
/// The files keep the published log lines as they were pasted (cut-off lines, list bullets,
/// joined lines); the `#` header above them, the `# --` lines between runs and the few lines
/// of a reporter's prose or an app's message text are written for Transit, as the header says.
@Suite("The published consoles, imported")
struct ConsoleCorpusTests {
  @Test("every file names its public source")
  func sources() throws {
    let names = try Corpus.names()
    #expect(names.count >= 40)
    for name in names {
      let source = try #require(try Corpus.source(name), "\(name) has no # source: line")
      #expect(source.contains("http"), "\(name): \(source)")
    }
  }

  @Test("what each line became", arguments: try Corpus.names())
  func imported(_ name: String) throws {
    let bytes = try Corpus.console(name)
    do {
      let (records, summary) = try Corpus.imported(bytes, path: name + ".txt")
      try Golden.expect(Corpus.history(records, summary), matches: "corpus/\(name).txt")
      // The log the importer writes reads back whole.
      let text = records.map(RecordEncoder.line(for:)).joined()
      #expect(try LogReader(text: text).remainingRecords() == records)
    } catch let error as LogReadError {
      // Only consoles with no lifecycle call or UIKit warning at all are refused.
      try Golden.expect("refused: \(error)\n", matches: "corpus/\(name).txt")
    }
  }

  /// What `transit check` says of each console: the summary, each violation in a line, each
  /// note. A published console is a faithful log, mostly copied only in part; a violation here
  /// is either a bug the console shows or a false alarm, and each one is read before it is
  /// recorded.
  @Test("what the checker says of each published console")
  func verdicts() throws {
    var lines: [String] = []
    for name in try Corpus.names() {
      guard
        let (records, _) = try? Corpus.imported(Corpus.console(name), path: name + ".txt")
      else { continue }
      let report = Checker().check(records: records)
      lines.append(TextReport.summary(report))
      for violation in report.violations {
        lines.append("  line \(violation.line): \(violation.rule.id): \(violation.message)")
      }
      for unjudged in report.undetermined {
        lines.append("  " + TextReport.note(unjudged, path: report.path))
      }
    }
    try Golden.expect(lines.joined(separator: "\n") + "\n", matches: "corpus-verdicts.txt")
  }
}
