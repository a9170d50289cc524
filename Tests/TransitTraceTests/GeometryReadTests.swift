import Testing

@testable import TransitTrace

/// A geometry record's values are read the short way where they are written as the encoder
/// writes them (a point's numbers in one pass over the array, a colour from its bytes, a
/// property's name from a few words of the line, only the properties given looked at) and the
/// long way otherwise; either way they must read as the long way reads them, and be refused
/// with the same message.
@Suite("Geometry values read the short way")
struct GeometryReadTests {
  /// The records `line` reads to, after the fixtures' header and participants; or the error.
  private func read(_ line: String) -> Result<[Record], LogReadError> {
    let text =
      LogFixtures.prefix.joined(separator: "\n") + "\n" + line + "\n"
      + LogFixtures.call(seq: 1) + "\n"
    do throws(LogReadError) {
      return .success(try LogReader(text: text).remainingRecords())
    } catch {
      return .failure(error)
    }
  }

  /// The location of the finger record `line`, or nil when it was refused.
  private func location(_ array: String) -> ScreenPoint? {
    let line = #"{"type":"finger","t":0,"state":"began","location":"# + array + "}"
    guard case .success(let records) = read(line) else { return nil }
    for case .geometry(.finger(let finger)) in records { return finger.location }
    return nil
  }

  /// The properties of the set record with `members` after its view, or the error's message.
  private func properties(_ members: String) -> Result<ViewProperties, LogReadError> {
    let line = #"{"type":"set","t":0,"view":"v","# + members + "}"
    switch read(line) {
    case .failure(let error): return .failure(error)
    case .success(let records):
      for case .geometry(.set(let set)) in records { return .success(set.values) }
      Issue.record("no set record read from \(line)")
      return .success(ViewProperties())
    }
  }

  /// A number as a writer may write it: a sign or none, up to 20 digits, a fraction or none.
  private func number(_ random: inout SplitMix64) -> String {
    var text = Bool.random(using: &random) ? "-" : ""
    let whole = Int.random(in: 1...(Bool.random(using: &random) ? 4 : 12), using: &random)
    text += String(Int.random(in: 1...9, using: &random))
    for _ in 1..<whole { text += String(Int.random(in: 0...9, using: &random)) }
    if Int.random(in: 0..<4, using: &random) == 0 { text = text.hasPrefix("-") ? "-0" : "0" }
    if Bool.random(using: &random) {
      text += "."
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        text += String(Int.random(in: 0...9, using: &random))
      }
    }
    return text
  }

  @Test("each number of a point reads as Double reads its text, in one pass or not")
  func points() throws {
    var random = SplitMix64(seed: 12)
    for _ in 0..<2_000 {
      let x = number(&random)
      let y = number(&random)
      // Without spaces, as the encoder writes it, or with them, which the one pass leaves.
      let array = Bool.random(using: &random) ? "[\(x),\(y)]" : "[\(x), \(y)]"
      let point = try #require(location(array), "\(array)")
      #expect(point.x.bitPattern == Double(x)!.bitPattern, "\(array)")
      #expect(point.y.bitPattern == Double(y)!.bitPattern, "\(array)")
    }
    // Past 15 digits, with an exponent, at the edge of a double's range.
    for (array, x, y) in [
      ("[1234567890123456,-0.1234567890123456]", 1234567890123456.0, -0.1234567890123456),
      ("[1e2,-2.5E-1]", 100, -0.25), ("[-0,0.000001]", -0.0, 0.000001),
      (
        "[17976931348623157" + String(repeating: "0", count: 292) + ",1]",
        Double.greatestFiniteMagnitude, 1
      ),
    ] {
      let point = try #require(location(array), "\(array)")
      #expect(point.x.bitPattern == x.bitPattern && point.y.bitPattern == y.bitPattern)
    }
  }

  @Test("a colour reads as ScreenColor(hex:) reads its text, and is refused when it refuses it")
  func colours() {
    var random = SplitMix64(seed: 13)
    let alphabet = Array("#0123456789abcdefABCDEFgG".utf8)
    var read = 0
    for _ in 0..<3_000 {
      var bytes = [UInt8(ascii: "#")]
      let count = [5, 6, 7, 8, 9].randomElement(using: &random)!
      for _ in 0..<count {
        bytes.append(
          Int.random(in: 0..<20, using: &random) == 0
            ? alphabet.randomElement(using: &random)!
            : Array("0123456789abcdefABCDEF".utf8).randomElement(using: &random)!)
      }
      if Int.random(in: 0..<8, using: &random) == 0 { bytes[0] = UInt8(ascii: "x") }
      let text = String(decoding: bytes, as: UTF8.self)
      // Plain, or with its `#` escaped, which the bytes do not spell.
      let escaped = text.hasPrefix("#") && Bool.random(using: &random)
      let written = escaped ? "\\u0023" + text.dropFirst() : text
      let result = properties(#""backgroundColor":""# + written + #"""#)
      if let colour = ScreenColor(hex: text) {
        read += 1
        #expect((try? result.get())?.backgroundColor == colour, "\(written)")
      } else {
        guard case .failure(let error) = result else {
          Issue.record("\(written) read")
          continue
        }
        #expect(
          error.message
            == "\"backgroundColor\" must be a colour \"#rrggbb\" or \"#rrggbbaa\", found "
            + VisibleText.quoted(text), "\(written)")
      }
    }
    #expect(read > 1_000 && read < 2_900)
  }

  @Test("a property is known by its whole name wherever it lies, and a near miss is passed over")
  func names() throws {
    for name in ViewProperties.names {
      // At the end of the line, where fewer than 24 bytes are left, and before another member.
      for members in [#""\#(name)":"x""#, #""\#(name)":"x","animation":1"#] {
        guard case .failure(let error) = properties(members) else {
          Issue.record("\(members) read")
          continue
        }
        #expect(error.message.hasPrefix("\"\(name)\" must be"), "\(error.message)")
      }
      for near in [
        String(name.dropLast()), name + "s", name.uppercased(), "x" + name, name + "Padding",
      ] {
        #expect((try? properties(#""\#(near)":"x""#).get()) == ViewProperties(), "\(near)")
      }
    }
    let given = try properties(
      ##""clipsToBounds":true,"alpha":0.5,"frame":[1,2,3,4],"backgroundColor":"#01020304""##
    ).get()
    #expect(
      given
        == ViewProperties(
          frame: ScreenRect(x: 1, y: 2, width: 3, height: 4), alpha: 0.5,
          backgroundColor: ScreenColor(red: 1, green: 2, blue: 3, alpha: 4), clipsToBounds: true))
  }

  @Test("a record's properties are refused in the field list's order, a duplicate first")
  func order() {
    func message(_ members: String) -> String? {
      guard case .failure(let error) = properties(members) else { return nil }
      return error.message
    }
    #expect(message(#""alpha":"1","frame":[1]"#)?.hasPrefix("\"frame\" must be") == true)
    #expect(message(#""isHidden":1,"center":"c""#)?.hasPrefix("\"center\" must be") == true)
    #expect(
      message(#""frame":[1],"alpha":1,"alpha":2"#)
        == "duplicate field \"alpha\" in the set record")
    #expect(
      message(#""alpha":1,"from":{"frame":"f","alpha":1,"alpha":2}"#)
        == "duplicate field \"alpha\" in \"from\"")
    #expect(message(#""alpha":null,"from":{"alpha":null}"#) == nil)
  }
}
