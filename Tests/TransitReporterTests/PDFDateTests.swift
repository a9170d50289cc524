import Testing
import TransitTestSupport
import TransitTrace

@testable import TransitReporter

/// cairo stamps the time of the render into a PDF; Transit pins it, in place, so the same log
/// gives the same PDF and the cross-reference table stays valid.
@Suite("PDF dates are pinned")
struct PDFDateTests {
  @Test("two renders of a log give the same bytes, the pinned date and a valid xref table")
  func deterministic() throws {
    let records = try GoldenTraces.records("card-zoom")
    let first = try DiagramRenderer.render(records, format: .pdf)
    let second = try DiagramRenderer.render(records, format: .pdf)
    #expect(first == second)
    let pdf = PDFFile(first)
    // The clock would give today's date; SOURCE_DATE_EPOCH, when set, gives its own.
    #expect(pdf.strings(after: "/CreationDate") == ["D:\(PDFDates.digits)Z"])
    #expect(pdf.xrefProblems == [])
  }

  @Test("a date with a time-zone offset keeps its length and becomes UTC; other strings stay")
  func offsets() {
    let text =
      "1 0 obj\n<< /Producer (cairo)\n   /CreationDate (D:20261121112732+01'00)\n"
      + "   /ModDate (D:19991231235959-05'30') /Title (D:2026) /CreationDate (today) >>\n"
    let pinned = PDFDates.pinned(Array(text.utf8), to: "20000101000000")
    #expect(pinned.count == text.utf8.count)
    #expect(
      String(decoding: pinned, as: UTF8.self)
        == "1 0 obj\n<< /Producer (cairo)\n   /CreationDate (D:20000101000000+00'00)\n"
        + "   /ModDate (D:20000101000000+00'00') /Title (D:2026) /CreationDate (today) >>\n")
  }

  @Test("SOURCE_DATE_EPOCH reads as UTC digits; a time outside years 1970-9999 is refused")
  func epochDigits() {
    #expect(PDFDates.digits(epoch: 0) == "19700101000000")
    #expect(PDFDates.digits(epoch: 1_700_000_000) == "20231114221320")
    #expect(PDFDates.digits(epoch: 253_402_300_799) == "99991231235959")
    #expect(PDFDates.digits(epoch: 253_402_300_800) == nil)
    #expect(PDFDates.digits(epoch: -1) == nil)
  }

  @Test("the xref check finds an entry that no longer points at its object")
  func xrefCheckWorks() throws {
    var bytes = try DiagramRenderer.render(GoldenTraces.records("card-zoom"), format: .pdf)
    let object = Array("\n1 0 obj".utf8)
    let index = try #require(
      bytes.indices.first { bytes[$0..<min($0 + object.count, bytes.count)].elementsEqual(object) })
    bytes[index + 1] = UInt8(ascii: "9")
    let problems = PDFFile(bytes).xrefProblems
    #expect(problems.contains { $0.hasPrefix("object 1 is not at offset") }, "\(problems)")
  }
}
