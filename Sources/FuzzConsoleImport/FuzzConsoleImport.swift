import FuzzSupport
import TransitImport
import TransitTrace

/// Fuzz target: the console importer over arbitrary bytes, as `transit import`, `check` and
/// every command that reads console text run it.
///
/// Beyond never trapping: an import that succeeds starts with its header, and what it made,
/// written by `RecordEncoder`, is a log the strict reader reads back record for record.
@main
enum FuzzConsoleImport: FuzzTarget {
  static func fuzz(_ bytes: [UInt8]) {
    let records: [Record]
    do {
      records = try ConsoleImport.records(from: bytes, path: "<fuzz>").records
    } catch {
      return
    }
    guard case .header? = records.first else { preconditionFailure("no header first") }
    guard records.contains(where: { $0.event != nil }) else { return }
    let text = records.map(RecordEncoder.line(for:)).joined()
    var again: [Record] = []
    do {
      let reader = try LogReader(bytes: Array(text.utf8), path: "<fuzz>", mode: .strict)
      while let record = try reader.next() { again.append(record) }
    } catch {
      preconditionFailure("the reader refuses what the importer made: \(error)\n\(text)")
    }
    precondition(
      again.map(RecordEncoder.line(for:)).joined() == text,
      "the imported log reads back differently:\n\(text)")
  }

  static func seeds() -> [[UInt8]] {
    FuzzSeeds.contents(
      of: FuzzSeeds.files(under: "Tests/TransitImportTests", endingIn: [".txt", ".log"]),
      cutTo: maximumLength)
  }

  static let dictionary = [
    "\n", "\r\n", "\t", " ", ":", "-", "[", "]", "(", ")", "<", ">", "0x", "\u{1B}[",
    "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear", "viewDidDisappear(true)",
    "animateTransition(using:)", "completeTransition(true)", "presentationTransitionWillBegin",
    "UIViewController", "NSLog", "Default", "<Notice>", "2024-01-01 12:00:00.000000+0000",
    "#function", "[", "\"",
  ]
}
