import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Reading a scenario file's bytes and checking they are UTF-8 text, with errors worded as
// TransitTrace's LogReader words its own.
extension ScenarioFile {
  /// The most bytes a scenario file may hold. Hand-written files are a few kilobytes; the limit
  /// stops `transit trace /dev/zero` from reading until memory runs out.
  static let maximumFileSize = 16 << 20

  /// The text of the file at `path`: its bytes, which must be UTF-8.
  static func readText(path: String) throws -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw systemError("open", errno, path: path) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw systemError("read", errno, path: path)
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
      guard bytes.count <= maximumFileSize else {
        throw ScenarioFileError(
          path: path, line: 0, column: 0,
          message: "the file holds more than \(maximumFileSize >> 20) MiB, the most a scenario "
            + "file may hold")
      }
    }
    return try text(of: bytes, path: path)
  }

  /// `bytes` as a string, or an error at the first byte that is not UTF-8.
  static func text(of bytes: [UInt8], path: String) throws -> String {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        offset += encoded.count
      case .emptyInput:
        return String(decoding: bytes, as: UTF8.self)
      case .error:
        let position = Self.position(ofByte: offset, in: bytes)
        let byte = String(bytes[offset], radix: 16, uppercase: true)
        throw ScenarioFileError(
          path: path, line: position.line, column: position.column,
          message: "the file is not UTF-8 text: byte 0x\(byte) does not start or continue a "
            + "UTF-8 character; save the file as UTF-8")
      }
    }
  }

  /// The line and column of the byte at `offset`. Lines end at `\n`, `\r\n` or `\r`, as in
  /// libyaml; columns count Unicode scalars, so the bytes before `offset` must be UTF-8.
  static func position(ofByte offset: Int, in bytes: some Collection<UInt8>) -> Position {
    var line = 1
    var column = 1
    var previous: UInt8 = 0
    for byte in bytes.prefix(offset) {
      switch byte {
      case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"):
        break
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        line += 1
        column = 1
      case let byte where byte & 0xC0 != 0x80:
        column += 1
      default:
        break
      }
      previous = byte
    }
    return Position(line: line, column: column)
  }

  private static func systemError(_ call: String, _ code: Int32, path: String)
    -> ScenarioFileError
  {
    ScenarioFileError(
      path: path, line: 0, column: 0, message: "cannot \(call): \(String(cString: strerror(code)))")
  }
}
