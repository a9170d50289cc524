/// A problem found while reading a Transit log, or console text read into one
/// (`transit import`, and every command that imports on the fly), located by path, line and
/// column: one error type from the file to the report, which the commands pass through.
///
/// Its description reads `<path>:<line>:<column>: <message>`, the form compilers use, so editors
/// and terminals can jump to the spot. Lines and columns are 1-based. A column counts Unicode
/// scalars (UTF-8 characters), not bytes, so `é` or `😀` before the spot counts once; a character
/// built of several scalars (a flag, a family emoji) counts once per scalar, as most editors'
/// column counters do. A failure to open or read the file has no position (`line` and `column`
/// are 0) and reads `<path>: <message>`.
public struct LogReadError: Error, CustomStringConvertible, Sendable, Hashable {
  /// What went wrong, for callers that react differently to different problems.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The file could not be opened or read.
    case io
    /// The file holds no bytes at all.
    case emptyLog
    /// The first line is not a Transit header: this is some other file. Read as console text,
    /// no line of it names a lifecycle call or a UIKit warning either.
    case notATransitLog
    /// The header names a schema other than `transit.log`.
    case unknownSchema
    /// The header's schema version is one this reader does not know.
    case unsupportedVersion
    /// A line is longer than `LogReader.maximumLineLength`, which bounds the reader's memory.
    case lineTooLong
    /// A line holds nothing but whitespace.
    case blankLine
    /// A line is not valid JSON.
    case invalidJSON
    /// The last line has no newline and stops mid-record: the writer was killed while writing it.
    case tornLastLine
    /// A field holds a value of the wrong JSON type.
    case wrongType
    /// A field the record's type requires is absent.
    case missingField
    /// A record names the same field twice.
    case duplicateField
    /// The `type` field names no kind of record Transit knows.
    case unknownRecordType
    /// A field restricted to a fixed set of names (a transition's `state` or `kind`) holds
    /// another.
    case unknownValue
    /// A header record after the first line.
    case misplacedHeader
    /// An event's `seq` is not the one after the previous event's.
    case seqOutOfOrder
    /// An event's `cause` is not the `seq` of an earlier event: it points at the event itself,
    /// at a later one, or below 1.
    case causeNotEarlier
    /// An event names a participant that no earlier participant record declared.
    case undeclaredParticipant
    /// A participant record declares an id an earlier participant record declared.
    case duplicateParticipant
    /// A name (an id, a class, a call) is longer than `LogReader.maximumNameLength`.
    case valueTooLong
    /// The log ends without a single event: nothing to check, draw or explain.
    case noEvents
    /// The log goes on past the length the reader was asked to stop at
    /// (`LogReader.lengthLimit`), which bounds the memory of a command that holds it whole.
    case logTooLong
    /// Console text that is no text: a NUL byte, or a UTF-16 byte order mark.
    case notText
    /// Console text that is `log show --style json` output, one JSON array over many lines; the
    /// importer reads `--style ndjson`, one object per line.
    case jsonArray
    /// A Transit log given to be imported as console text: it needs no import.
    case alreadyATransitLog

    /// Whether the problem stops reading even in lenient mode, because nothing after it can be
    /// trusted (or read at all).
    public var isFatal: Bool {
      switch self {
      case .io, .emptyLog, .notATransitLog, .unknownSchema, .unsupportedVersion, .lineTooLong,
        .noEvents, .logTooLong, .notText, .jsonArray, .alreadyATransitLog:
        return true
      default:
        return false
      }
    }
  }

  public var kind: Kind
  /// The path as given to the reader, or `<stdin>` for standard input.
  public var path: String
  /// The 1-based line, or 0 when the problem has no position.
  public var line: Int
  /// The 1-based column in Unicode scalars, or 0 when the problem has no position.
  public var column: Int
  /// What was expected, without the location.
  public var message: String

  public init(kind: Kind, path: String, line: Int, column: Int, message: String) {
    self.kind = kind
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:column: message`, or `path: message` when the problem has no position; the
  /// path escaped as `VisibleText` escapes it, line breaks included, so no file's name can
  /// add a line of its own to an error.
  public var description: String {
    let path = VisibleText.escaped(path)
    guard line > 0 else { return "\(path): \(message)" }
    return "\(path):\(line):\(column): \(message)"
  }
}

/// A problem at a byte offset of one line, before the reader knows the path and line number.
struct ScanError: Error {
  var offset: Int
  var kind: LogReadError.Kind
  var message: String

  init(_ kind: LogReadError.Kind, at offset: Int, _ message: String) {
    self.kind = kind
    self.offset = offset
    self.message = message
  }
}
