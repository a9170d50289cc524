import Testing
import TransitTrace

@testable import TransitImport

/// An object description's class and address, which the importer reads eight bytes at a time
/// where it can, read as byte by byte: a module's dot, a `;` after the address or a letter past
/// `f` ends them wherever it falls in the eight.
@Suite("An object description, read eight bytes at a time")
struct ObjectDescriptionTests {
  static func participants(_ console: String) throws -> [Participant] {
    try ConsoleImport.records(from: Array((console + "\n").utf8), path: "console.txt").records
      .compactMap {
        if case .participant(let participant) = $0 { return participant }
        return nil
      }
  }

  @Test("a module's dot at every place of the first eight bytes and the next")
  func moduleDots() throws {
    for dot in 1...17 {
      let module = String(repeating: "M", count: dot)
      let console = """
        <\(module).HijklmnViewController: 0x7fabcdef0123> viewDidLoad()
        <HijklmnViewController: 0x7fabcdef0123> viewWillAppear(_:)
        """
      let participants = try Self.participants(console)
      #expect(participants.map(\.className) == ["HijklmnViewController"], "module \(module)")
    }
  }

  @Test("an underscore, a digit or a `$` at every place of the first eight bytes and the next")
  func classBytes() throws {
    for place in 0...17 {
      for byte in ["_", "7", "$"] where place > 0 || byte == "_" {
        let name = String(repeating: "H", count: place) + byte + "ijklmnViewController"
        let console = """
          <\(name): 0x7fabcdef0123> viewDidLoad()
          <\(name): 0x7fabcdef0123> viewWillAppear(_:)
          """
        let participants = try Self.participants(console)
        #expect(participants.map(\.className) == [name], "name \(name)")
      }
    }
  }

  /// `ObjectDescription.parse` of `text`, whole.
  static func parse(_ text: String) -> PrintedObject? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { ObjectDescription.parse($0, 0, $0.count) }
  }

  @Test("a name of any length, a byte past ASCII in it at any place, or none")
  func namesAndBytesPastASCII() {
    for length in 1...26 {
      let name = String("AbcdefghijklmnopqrstuvwxyzAbcdefgh".prefix(length))
      #expect(Self.parse("<\(name)>")?.name == name, "name \(name)")
      #expect(Self.parse("<\(name): 0x1f>")?.address == "0x1f", "name \(name)")
      // A byte past ASCII ends the name, and what follows it is no address: prose.
      #expect(Self.parse("<\(name)画面: 0x1f>") == nil, "name \(name)")
      #expect(Self.parse("<\(name)\u{7F}: 0x1f>") == nil, "name \(name)")
    }
    for length in 1...26 {
      let digits = String(repeating: "a", count: length)
      #expect(
        Self.parse("<Abc: 0x\(digits)>")?.address == PrintedAddress("0x" + digits),
        "digits \(length)")
      for after in ["g", "é", ";", " "] {
        #expect(
          Self.parse("<Abc: 0x\(digits)\(after)>")?.address == PrintedAddress("0x" + digits),
          "digits \(length), then \(after)")
      }
    }
  }

  @Test("an address ends at a `;`, a `>` or a letter past f, wherever it falls")
  func addressEnds() throws {
    for digits in 1...17 {
      let address = "0x" + String("0123456789abcdefABCDEF".prefix(digits))
      let console = """
        <PhotoViewController: \(address)> viewDidLoad()
        <PhotoViewController: \(address); frame = (0 0; 390 844)> viewWillAppear(_:)
        <PhotoViewController: \(address)ghost> viewDidAppear(_:)
        <PhotoViewController: \(address)0> viewWillDisappear(_:)
        """
      let participants = try Self.participants(console)
      // The last line's address has one digit more: another object.
      #expect(participants.map(\.id) == ["vc.photo", "vc.photo.2"], "address \(address)")
    }
  }
}

/// An address, kept as its digits' bytes in two words (`PrintedAddress`): read eight bytes at a
/// time where the buffer holds them past the digits, and one by one at the buffer's end.
@Suite("An object's address, kept as two words")
struct PrintedAddressTests {
  /// The address of the digits `digits`, read from a buffer that holds `after` past them.
  static func address(_ digits: String, after: String) -> PrintedAddress {
    let bytes = Array((digits + after).utf8)
    return bytes.withUnsafeBufferPointer { PrintedAddress($0, 0, digits.utf8.count) }
  }

  @Test("digits of every length, read with bytes after them or at the buffer's end, alike")
  func lengths() {
    let all = String(repeating: "0123456789abcdef", count: 3)
    var seen: Set<PrintedAddress> = []
    for length in 0...40 {
      let digits = String(all.prefix(length))
      let inPlace = Self.address(digits, after: "0123456789>")
      let atEnd = Self.address(digits, after: "")
      #expect(inPlace == atEnd, "\(length) digits")
      #expect(inPlace.hashValue == atEnd.hashValue, "\(length) digits")
      seen.insert(inPlace)
      // Another digit at the end, or one other digit: another address, past sixteen too.
      #expect(Self.address(digits + "0", after: "") != atEnd, "\(length) digits and a 0")
      if length > 0 {
        let changed = String(digits.dropLast()) + (digits.last == "f" ? "e" : "f")
        #expect(Self.address(changed, after: "") != atEnd, "\(length) digits, the last changed")
      }
    }
    // A leading zero and a letter's case are printed differently: other addresses.
    #expect(seen.count == 41)
    #expect(PrintedAddress("0x0ab") != PrintedAddress("0xab"))
    #expect(PrintedAddress("0xAB") != PrintedAddress("0xab"))
  }
}

/// A time stamp's fraction of a second, whose places the importer weighs with constants that
/// debug builds check against dividing 0.1 by 10 again, and its zone, whose offset the importer
/// keeps from the line before's when the zone is printed the same.
@Suite("A console's time stamps")
struct TimeStampTests {
  @Test("a fraction of twelve places reads as its digits weighed place by place")
  func longFraction() throws {
    let records = try ConsoleImport.records(
      from: Array(
        """
        2026-11-20 09:41:07.000000000000+0000 App[1:2] <PhotoViewController: 0x1> viewDidLoad()
        2026-11-20 09:41:07.123456789012+0000 App[1:2] <PhotoViewController: 0x1> viewWillAppear(_:)

        """.utf8), path: "console.txt"
    ).records
    let times = records.compactMap { $0.event?.time.microseconds }
    #expect(times == [0, 123_457])
  }

  @Test("a zone like the line before's, or with its digits and the other sign, read as printed")
  func zones() throws {
    // One second apart in UTC each, whatever zone each line prints; the zone's offset is
    // kept from the line before when its five bytes are the same.
    let stamps = [
      "2026-11-20 09:41:07.000000+0900", "2026-11-20 09:41:07.500000+0900",
      "2026-11-20 00:41:08.000000+0000", "2026-11-20 05:41:09.000000+0500",
      "2026-11-19 19:41:10.000000-0500", "2026-11-19 19:41:11.000000-0500",
      "2026-11-20 01:41:12.000000+0100", "2026-11-20 00:41:13.000000-0000",
      "2026-11-20 09:41:14.250000+0900",
    ]
    let console = stamps.map {
      "\($0) App[1:2] <PhotoViewController: 0x1> viewWillLayoutSubviews()\n"
    }.joined()
    let records = try ConsoleImport.records(from: Array(console.utf8), path: "console.txt")
      .records
    let times = records.compactMap { record -> Int64? in
      guard let event = record.event, case .call = event.body else { return nil }
      return event.time.microseconds
    }
    #expect(
      times == [
        0, 500_000, 1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 6_000_000, 7_250_000,
      ])
  }
}
