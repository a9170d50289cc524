/// Joins single-page PDFs, as cairo writes them for Graphviz, into one document of many pages.
///
/// cairo draws one page per render; a diagram cut into pages is rendered page by page and the
/// pages joined here. Each file's objects are copied whole, renumbered after the objects of the
/// files before it (`N 0 R` references rewritten outside streams; a stream's bytes are copied as
/// they are, its length taken from `/Length`), its page objects made children of one new page
/// tree, and a new catalog, cross-reference table and trailer written. The information
/// dictionary of the first file is kept, so its pinned dates stay (`PDFDates`).
///
/// It reads what cairo writes (a classic cross-reference table, uncompressed objects); a file it
/// cannot read is an error rather than a guess.
enum PDFPages {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// One object of a file: its number and its bytes from `N 0 obj` to `endobj`.
  private struct Object {
    var number: Int
    var bytes: [UInt8]
  }

  /// The PDFs joined, page after page; a single file is returned as it is.
  static func joined(_ files: [[UInt8]]) throws(Failure) -> [UInt8] {
    guard files.count > 1 else { return files.first ?? [] }
    var objects: [Object] = []
    var kids: [Int] = []
    var info: Int?
    // Object 1 of the result is the new page tree, 2 its catalog; each file's objects follow.
    var next = 1
    for file in files {
      let parsed = try objectsOf(file)
      let offset = next + 2 - 1
      let highest = parsed.map(\.number).max() ?? 0
      for object in parsed {
        let text = head(of: object.bytes)
        if text.contains("/Type /Catalog") || text.contains("/Type /Pages") { continue }
        var bytes = renumbered(object.bytes, by: offset)
        if text.contains("/Type /Page") && !text.contains("/Type /Pages") {
          kids.append(object.number + offset)
        }
        if text.contains("/Producer") || text.contains("/CreationDate") {
          if info != nil { continue }
          info = object.number + offset
        }
        bytes = Array("\(object.number + offset) 0 obj".utf8) + bytes
        objects.append(Object(number: object.number + offset, bytes: bytes))
      }
      next += highest
    }
    let pageTree = 1
    let catalog = 2
    objects.append(
      Object(
        number: pageTree,
        bytes: Array(
          ("\(pageTree) 0 obj\n<< /Type /Pages\n   /Kids [ "
            + kids.map { "\($0) 0 R" }.joined(separator: " ")
            + " ]\n   /Count \(kids.count)\n>>\nendobj\n").utf8)))
    objects.append(
      Object(
        number: catalog,
        bytes: Array(
          "\(catalog) 0 obj\n<< /Type /Catalog\n   /Pages \(pageTree) 0 R\n>>\nendobj\n".utf8)))
    objects.sort { $0.number < $1.number }
    var out: [UInt8] = Array("%PDF-1.5\n%\u{B5}\u{ED}\u{AE}\u{FB}\n".utf8)
    let size = (objects.last?.number ?? 0) + 1
    var offsets = Array(repeating: -1, count: size)
    for object in objects {
      offsets[object.number] = out.count
      out += object.bytes
      if out.last != 0x0A { out.append(0x0A) }
    }
    let table = out.count
    var xref = "xref\n0 \(size)\n0000000000 65535 f \n"
    for number in 1..<size {
      let offset = offsets[number]
      if offset < 0 {
        xref += "0000000000 65535 f \n"
      } else {
        let digits = String(offset)
        xref += String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n"
      }
    }
    xref += "trailer\n<< /Size \(size)\n   /Root \(catalog) 0 R\n"
    if let info { xref += "   /Info \(info) 0 R\n" }
    xref += ">>\nstartxref\n\(table)\n%%EOF\n"
    out += Array(xref.utf8)
    return out
  }

  /// The file's objects, found through its cross-reference table, each from just after
  /// `N 0 obj` to just after `endobj`.
  private static func objectsOf(_ pdf: [UInt8]) throws(Failure) -> [Object] {
    guard let marker = lastIndex(of: Array("startxref".utf8), in: pdf) else {
      throw Failure(description: "a page has no startxref")
    }
    let tail = String(decoding: pdf[(marker + 9)...], as: UTF8.self)
    guard let start = tail.split(whereSeparator: \.isWhitespace).first.flatMap({ Int($0) }),
      start < pdf.count, pdf[start...].starts(with: Array("xref".utf8))
    else { throw Failure(description: "a page's startxref does not point at its xref table") }
    var lines = String(decoding: pdf[start...], as: UTF8.self)
      .split(whereSeparator: \.isNewline).dropFirst()[...]
    var objects: [Object] = []
    while let header = lines.first, !header.hasPrefix("trailer") {
      lines = lines.dropFirst()
      let numbers = header.split(separator: " ").compactMap { Int($0) }
      guard numbers.count == 2 else { throw Failure(description: "a page's xref is not cairo's") }
      for number in numbers[0]..<numbers[0] + numbers[1] {
        guard let entry = lines.first else { throw Failure(description: "a page's xref is cut") }
        lines = lines.dropFirst()
        let fields = entry.split(separator: " ")
        guard fields.count >= 3, fields[2] == "n", let offset = Int(fields[0]) else { continue }
        objects.append(
          Object(number: number, bytes: try object(at: offset, number: number, in: pdf)))
      }
    }
    return objects
  }

  /// The bytes of object `number` after its `N 0 obj`, through `endobj` and its line end.
  private static func object(at offset: Int, number: Int, in pdf: [UInt8]) throws(Failure)
    -> [UInt8]
  {
    let opening = Array("\(number) 0 obj".utf8)
    guard offset >= 0, offset + opening.count <= pdf.count,
      pdf[offset..<offset + opening.count].elementsEqual(opening)
    else { throw Failure(description: "object \(number) is not where the xref says") }
    let body = offset + opening.count
    // A stream's bytes may hold anything, `endobj` included: skip them by their length.
    var searchFrom = body
    if let streamStart = firstIndex(of: Array("stream".utf8), in: pdf, from: body),
      let endobj = firstIndex(of: Array("endobj".utf8), in: pdf, from: body), streamStart < endobj
    {
      let dictionary = String(decoding: pdf[body..<streamStart], as: UTF8.self)
      guard let length = try streamLength(dictionary, in: pdf) else {
        throw Failure(description: "object \(number)'s stream has no length")
      }
      var data = streamStart + 6
      if data < pdf.count, pdf[data] == 0x0D { data += 1 }
      if data < pdf.count, pdf[data] == 0x0A { data += 1 }
      searchFrom = data + length
    }
    guard let end = firstIndex(of: Array("endobj".utf8), in: pdf, from: searchFrom) else {
      throw Failure(description: "object \(number) has no endobj")
    }
    var stop = end + 6
    if stop < pdf.count, pdf[stop] == 0x0A { stop += 1 }
    return Array(pdf[body..<stop])
  }

  /// A stream's `/Length`: a number, or a reference to an object holding one.
  private static func streamLength(_ dictionary: String, in pdf: [UInt8]) throws(Failure) -> Int? {
    guard let range = dictionary.range(of: "/Length") else { return nil }
    let words = dictionary[range.upperBound...].split(whereSeparator: \.isWhitespace)
    guard let first = words.first, let value = Int(first) else { return nil }
    guard words.count >= 3, words[1] == "0", words[2].hasPrefix("R") else { return value }
    // `/Length 5 0 R`: the length is object 5.
    let opening = Array("\n\(value) 0 obj".utf8)
    guard let at = firstIndex(of: opening, in: pdf, from: 0) else {
      throw Failure(description: "a stream's length object \(value) is missing")
    }
    let text = String(decoding: pdf[(at + opening.count)...].prefix(40), as: UTF8.self)
    return text.split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
  }

  /// The text of an object before any stream it holds.
  private static func head(of object: [UInt8]) -> String {
    let end = firstIndex(of: Array("stream".utf8), in: object, from: 0) ?? object.count
    return String(decoding: object[..<end], as: UTF8.self)
  }

  /// `object` with every `N 0 R` outside its stream moved up by `offset`, and a page's
  /// `/Parent` pointing at the new page tree.
  private static func renumbered(_ object: [UInt8], by offset: Int) -> [UInt8] {
    let split = firstIndex(of: Array("stream".utf8), in: object, from: 0) ?? object.count
    let text = String(decoding: object[..<split], as: UTF8.self)
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      // A reference: digits, ` 0 R`, preceded by something that is not a digit.
      if text[index].isNumber, index == text.startIndex || !text[text.index(before: index)].isNumber
      {
        let digits = text[index...].prefix { $0.isNumber }
        let after = text.index(index, offsetBy: digits.count)
        if text[after...].hasPrefix(" 0 R"), let number = Int(digits) {
          result += String(number + offset)
          index = after
          continue
        }
      }
      result.append(text[index])
      index = text.index(after: index)
    }
    if result.contains("/Type /Page") && !result.contains("/Type /Pages"),
      let parent = result.range(of: "/Parent ")
    {
      let rest = result[parent.upperBound...]
      if let end = rest.range(of: " 0 R") {
        result.replaceSubrange(parent.upperBound..<end.lowerBound, with: "1")
      }
    }
    return Array(result.utf8) + Array(object[split...])
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard !needle.isEmpty, needle.count <= bytes.count, start <= bytes.count - needle.count else {
      return nil
    }
    for index in start...(bytes.count - needle.count)
    where bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) {
      return index
    }
    return nil
  }

  private static func lastIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard needle.count <= bytes.count else { return nil }
    for index in stride(from: bytes.count - needle.count, through: 0, by: -1)
    where bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) {
      return index
    }
    return nil
  }
}
