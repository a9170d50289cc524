import Foundation
import TransitScenarios
import TransitTeaching
import TransitTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `transit grade` reads: the answer sheets and keys, and the logs in `--logs`' folder.
extension GradeCommand {
  /// The exercise a sheet names in the folder `--logs` gave (`ExerciseLookup.fileNamed(by:)`),
  /// read as a regular file in that folder only, made with the instructor's `options`.
  @MainActor
  static func exercise(
    named file: AnswerFile, in folder: Int32, folderPath: String, options: ExerciseOptions
  ) throws -> Exercise {
    let entry = try ExerciseLookup.fileNamed(by: file)
    let shown = (folderPath.hasSuffix("/") ? folderPath : folderPath + "/") + entry.name
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(
        regularFile: entry.name, in: folder, limit: LogSource.maximumLength,
        purpose: LogSource.lengthPurpose)
    } catch {
      throw entry.error(
        "cannot read the exercise in \(folderPath): \(VisibleText.quoted(entry.name)) "
          + error.reason)
    }
    let records: [Record]
    do {
      if entry.isLog {
        records = try LogReader(bytes: bytes, path: shown).remainingRecords()
      } else {
        guard let text = String(validating: bytes, as: UTF8.self) else {
          throw FileBytes.Failure(reason: "is not UTF-8 text")
        }
        records = try ScenarioFiles.load(text: text, path: shown).records()
      }
    } catch let error as FileBytes.Failure {
      throw entry.error("cannot read the exercise \(shown): \(error.reason)")
    } catch {
      throw entry.error("cannot load the exercise: \(error)")
    }
    return try ExerciseLookup.exercise(
      records, source: entry.field.value, options: options, what: shown)
  }

  /// An answer sheet or key, read only as a regular file of at most `sheetLimit` bytes of
  /// UTF-8; a FIFO or a device is refused without blocking. A sheet is someone else's file, so
  /// a symbolic link there is refused too, where it could lead to any file of the grader's;
  /// the instructor's own key may be a link.
  static func readSheet(_ path: String, followingLinks: Bool = false) throws -> AnswerFile {
    let descriptor = open(
      path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
    guard descriptor >= 0 else {
      let code = errno
      if code == ELOOP, !followingLinks {
        throw UnreadableFile(
          path: path, reason: "it is a symbolic link; an answer sheet is read only as a file")
      }
      throw UnreadableFile(path: path, reason: String(cString: strerror(code)))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      throw UnreadableFile(path: path, reason: "it is not a regular file")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(
        descriptor: descriptor, limit: sheetLimit,
        purpose: "the most an answer sheet may hold")
    } catch {
      throw UnreadableFile(path: path, reason: error.reason)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw UnreadableFile(path: path, reason: "it is not UTF-8 text")
    }
    return try AnswerFile.parse(text, path: path)
  }

  /// An answer file that cannot be read as UTF-8 text, and why.
  struct UnreadableFile: Error, CustomStringConvertible {
    let path: String
    /// The system's reason (`No such file or directory`), or `it is not UTF-8 text`.
    let reason: String
    var description: String {
      "\(VisibleText.escaped(path)): cannot read the answer file: \(reason)"
    }
  }

  /// The folder of `path`, or empty for a name in the current folder. (Not
  /// NSString.deletingLastPathComponent, which crashes on a one-character path in
  /// swift-corelibs-foundation 6.3.)
  static func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ""
  }

  /// `name` as given when it is a built-in scenario or exists from here; else, for a relative
  /// path, the same path from the key's folder.
  static func resolve(_ name: String, beside folder: String) -> String {
    let manager = FileManager.default
    guard name.contains("/") || name.hasSuffix(".jsonl") || name.hasSuffix(".yaml"),
      !name.hasPrefix("/"), !manager.fileExists(atPath: name), !folder.isEmpty
    else { return name }
    let beside = (folder as NSString).appendingPathComponent(name)
    return manager.fileExists(atPath: beside) ? beside : name
  }
}
