import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An output written beside its destination and renamed into place only when complete, so a
/// failure or an interrupted run never leaves a half-written file where a whole one was.
///
/// While it is open the content lives in `<destination>.partial`; a run that is killed leaves
/// that file behind, readable as far as it got, and the destination untouched.
public final class OutputFile {
  /// Where the output ends up.
  public let destination: String
  /// Where it is written until `commit()`.
  public let temporaryPath: String
  private var writer: LogWriter?

  /// Opens `<destination>.partial` for writing, creating the destination's folder if needed.
  public init(destination: String) throws {
    self.destination = destination
    temporaryPath = destination + ".partial"
    try Self.createParentDirectory(of: destination)
    writer = try LogWriter(path: temporaryPath)
  }

  /// The writer to append to until `commit()`.
  public var sink: LogWriter {
    guard let writer else { preconditionFailure("OutputFile used after commit or discard") }
    return writer
  }

  /// Appends text as it is.
  public func write(_ text: String) throws {
    try sink.write(line: text)
  }

  /// Syncs the temporary file and renames it over the destination.
  public func commit() throws {
    guard let writer else { return }
    self.writer = nil
    try writer.close()
    if rename(temporaryPath, destination) != 0 {
      let code = errno
      unlink(temporaryPath)
      throw LogWriteError(path: destination, operation: "rename into place", code: code)
    }
  }

  /// Removes the temporary file and leaves the destination as it was.
  public func discard() {
    guard let writer else { return }
    self.writer = nil
    try? writer.close()
    unlink(temporaryPath)
  }

  /// Writes `text` to `destination` whole, or not at all.
  public static func write(_ text: String, to destination: String) throws {
    let file = try OutputFile(destination: destination)
    do {
      try file.write(text)
      try file.commit()
    } catch {
      file.discard()
      throw error
    }
  }

  /// Writes `bytes` to `destination` whole, or not at all.
  public static func write(bytes: [UInt8], to destination: String) throws {
    let file = try OutputFile(destination: destination)
    do {
      try file.sink.write(bytes: bytes)
      try file.commit()
    } catch {
      file.discard()
      throw error
    }
  }

  private static func createParentDirectory(of path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    guard !folder.isEmpty else { return }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw LogWriteError(path: folder, operation: "create folder", code: EACCES)
    }
  }
}
