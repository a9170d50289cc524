/// Just enough of a PDF's structure to test what Transit does to cairo's output: the literal
/// strings of its information dictionary, and whether its cross-reference table still points at
/// its objects.
struct PDFFile {
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The literal string after each occurrence of `key` (such as `/CreationDate`), in file order.
  func strings(after key: String) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.components(separatedBy: key).dropFirst().compactMap { rest in
      let value = rest.drop { $0 == " " || $0 == "\n" || $0 == "\r" }
      guard value.first == "(", let close = value.firstIndex(of: ")") else { return nil }
      return String(value[value.index(after: value.startIndex)..<close])
    }
  }

  /// What is wrong with the cross-reference table, empty when `startxref` points at `xref` and
  /// every entry in use points at `N G obj` for its own object number and generation.
  var xrefProblems: [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let marker = text.range(of: "startxref", options: .backwards) else {
      return ["no startxref"]
    }
    let offsetText = text[marker.upperBound...].split(whereSeparator: \.isWhitespace).first
    guard let offsetText, let start = Int(offsetText), start < bytes.count else {
      return ["startxref is followed by no offset inside the file"]
    }
    guard starts(with: "xref", at: start) else { return ["startxref \(start) is not at xref"] }
    var lines = String(decoding: bytes[start...], as: UTF8.self)
      .split(whereSeparator: \.isNewline).dropFirst()[...]
    var problems: [String] = []
    var checked = 0
    while let header = lines.first, !header.hasPrefix("trailer") {
      lines = lines.dropFirst()
      let numbers = header.split(separator: " ").compactMap { Int($0) }
      guard numbers.count == 2 else { return problems + ["bad subsection header \(header)"] }
      for number in numbers[0]..<numbers[0] + numbers[1] {
        guard let entry = lines.first else { return problems + ["the table stops early"] }
        lines = lines.dropFirst()
        let fields = entry.split(separator: " ")
        guard fields.count >= 3, let offset = Int(fields[0]), let generation = Int(fields[1])
        else { return problems + ["bad entry \(entry)"] }
        guard fields[2] == "n" else { continue }
        checked += 1
        if !starts(with: "\(number) \(generation) obj", at: offset) {
          problems.append("object \(number) is not at offset \(offset)")
        }
      }
    }
    if checked == 0 { problems.append("the table holds no objects in use") }
    return problems
  }

  /// How many page objects the file holds (`/Type /Page`, not the page tree's `/Pages`).
  var pageCount: Int {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.components(separatedBy: "/Type /Page").dropFirst().filter { !$0.hasPrefix("s") }
      .count
  }

  /// Each page's `/MediaBox`, in file order.
  var mediaBoxes: [[Double]] {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.components(separatedBy: "/MediaBox [").dropFirst().map { rest in
      rest.prefix { $0 != "]" }.split(separator: " ").compactMap { Double($0) }
    }
  }

  private func starts(with prefix: String, at offset: Int) -> Bool {
    let prefix = Array(prefix.utf8)
    return offset >= 0 && offset + prefix.count <= bytes.count
      && bytes[offset..<offset + prefix.count].elementsEqual(prefix)
  }
}
