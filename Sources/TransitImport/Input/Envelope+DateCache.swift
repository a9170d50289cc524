#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// What a console line's prefix shares with the line before, kept so that it is read once.
extension Envelope {
  /// The `YYYY-MM-DD HH:MM:SS` a line began with and the whole seconds since 1970 it names,
  /// and the process name and id its prefix went on with (`App[4121:1873301]`): the lines of
  /// a console mostly share both with the line before, which then need not read them again.
  struct DateCache {
    /// The 19 bytes, as three overlapping loads (0..<8, 8..<16, 15..<19).
    private var head: UInt64 = 0
    private var middle: UInt64 = 0
    private var tail: UInt32 = 0
    private var seconds: Int?
    /// The last zone read: its sign, its four digits as they lie, and its offset in seconds.
    private var zoneSign: UInt8 = 0
    private var zoneDigits: UInt32 = 0
    private var zoneOffset: Int?
    /// The process's bytes through its `]` (at most 32; 0 for none), where its name ends in
    /// them, and its id.
    private var process: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var processLength = 0
    private var processNameEnd = 0
    private var pid = 0

    init() {}

    /// `processAndPID(line, start, end)`, when the bytes at `start` are the process remembered:
    /// the same bytes read the same, and only what follows the `]` is tested again.
    func process(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (
      nameEnd: Int, pid: Int, end: Int
    )? {
      let length = processLength
      guard length > 0, end - start >= length, let base = line.baseAddress else { return nil }
      let same = withUnsafeBytes(of: process) { memcmp($0.baseAddress!, base + start, length) }
      let close = start + length
      guard same == 0, close == end || Bytes.isSpace(line[close]) else { return nil }
      return (start + processNameEnd, pid, Bytes.skipSpaces(line, close, end))
    }

    /// Remembers what `processAndPID(line, start, _)` found.
    mutating func remember(
      _ line: UnsafeBufferPointer<UInt8>, _ start: Int,
      process found: (nameEnd: Int, pid: Int, end: Int)
    ) {
      // The `]` is the last byte before the blanks that end the prefix.
      var close = found.end
      while close > start, Bytes.isSpace(line[close - 1]) { close -= 1 }
      let length = close - start
      guard length > 0, length <= 32, let base = line.baseAddress else {
        processLength = 0
        return
      }
      process = (0, 0, 0, 0)
      withUnsafeMutableBytes(of: &process) {
        $0.baseAddress!.copyMemory(from: base + start, byteCount: length)
      }
      processLength = length
      processNameEnd = found.nameEnd - start
      pid = found.pid
    }

    /// The seconds of the 19 bytes at `base`, if they are the ones remembered.
    func seconds(at base: UnsafePointer<UInt8>) -> Int? {
      guard let seconds else { return nil }
      let raw = UnsafeRawPointer(base)
      guard raw.loadUnaligned(as: UInt64.self) == head,
        raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == middle,
        raw.loadUnaligned(fromByteOffset: 15, as: UInt32.self) == tail
      else { return nil }
      return seconds
    }

    /// The offset of the zone whose five bytes (`+0900`) start at `base`, if it is the last one
    /// remembered.
    func zoneOffset(at base: UnsafePointer<UInt8>) -> Int? {
      guard let zoneOffset else { return nil }
      let raw = UnsafeRawPointer(base)
      guard raw.loadUnaligned(fromByteOffset: 1, as: UInt32.self) == zoneDigits,
        base[0] == zoneSign
      else { return nil }
      return zoneOffset
    }

    /// Remembers the zone whose five bytes start at `base`, and its offset in seconds.
    mutating func remember(zone base: UnsafePointer<UInt8>, offset: Int) {
      zoneSign = base[0]
      zoneDigits = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: 1, as: UInt32.self)
      zoneOffset = offset
    }

    mutating func remember(_ base: UnsafePointer<UInt8>, seconds: Int) {
      let raw = UnsafeRawPointer(base)
      head = raw.loadUnaligned(as: UInt64.self)
      middle = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      tail = raw.loadUnaligned(fromByteOffset: 15, as: UInt32.self)
      self.seconds = seconds
    }
  }
}
