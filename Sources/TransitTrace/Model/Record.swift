/// One line of a Transit log.
public enum Record: Sendable, Hashable {
  /// The first line: what the log is and which engine wrote it.
  case header(LogHeader)
  /// A participant declaration, written before the first event that names it.
  case participant(Participant)
  /// A numbered event.
  case event(Event)
  /// A record of the geometry channel: no event, so no `seq` (`GeometryRecord`).
  case geometry(GeometryRecord)

  /// The event, if this record is one.
  public var event: Event? {
    if case .event(let event) = self { return event }
    return nil
  }

  /// The geometry record, if this record is one.
  public var geometry: GeometryRecord? {
    if case .geometry(let geometry) = self { return geometry }
    return nil
  }
}

/// The header that opens every log:
/// `{"type":"header","schema":"transit.log","version":1,"scenario":"card-zoom","engine":"transit 0.1.0"}`.
public struct LogHeader: Sendable, Hashable {
  /// The schema name every Transit log carries.
  public static let schemaName = "transit.log"
  /// The schema version this library reads and writes.
  public static let currentVersion = 1

  public var schema: String
  public var version: Int
  /// The scenario that produced the log, or a name the recording app chose.
  public var scenario: String
  /// The program that wrote the log and its version.
  public var engine: String
  /// For a log imported from console text, the console file it was read from; its events'
  /// `line` numbers are lines of that file.
  public var source: String?

  public init(
    scenario: String, engine: String, schema: String = LogHeader.schemaName,
    version: Int = LogHeader.currentVersion, source: String? = nil
  ) {
    self.schema = schema
    self.version = version
    self.scenario = scenario
    self.engine = engine
    self.source = source
  }
}
