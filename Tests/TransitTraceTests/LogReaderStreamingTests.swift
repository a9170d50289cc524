import Foundation
import Testing
import TransitTrace

@Suite("Streaming, torn last lines and lenient mode")
struct LogReaderStreamingTests {
  @Test("a log cut in half mid-line is named as torn, and lenient mode keeps what came before")
  func tornLastLine() throws {
    let text = LogFixtures.text
    let lastLine = text.dropLast().split(separator: "\n").last!
    let cut = String(text.dropLast(lastLine.count / 2 + 1))
    let file = try TemporaryFile(cut)
    let expectedColumn = lastLine.count - lastLine.count / 2 + 1
    let count = LogFixtures.records.count

    do {
      _ = try LogReader.readAll(path: file.path)
      Issue.record("a torn log read without error")
    } catch {
      #expect(error.kind == .tornLastLine)
      #expect(
        error.description
          == "\(file.path):\(count):\(expectedColumn): the log ends mid-record (torn last line: "
          + "the writer was probably killed); the \(count - 1) records before it are intact")
    }

    let reader = try LogReader(path: file.path, mode: .lenient)
    #expect(try reader.remainingRecords() == Array(LogFixtures.records.dropLast()))
    #expect(reader.skipped == 1)
    #expect(reader.errors.map(\.kind) == [.tornLastLine])
  }

  @Test("a log cut at any byte reads every whole line and calls the rest torn")
  func everyCut() throws {
    let bytes = Array(LogFixtures.text.utf8)
    let headerEnd = bytes.firstIndex(of: 0x0A)! + 1
    for cut in headerEnd..<bytes.count {
      let prefix = Array(bytes[..<cut])
      let wholeLines = prefix.filter { $0 == 0x0A }.count
      // A cut just before a newline leaves a whole record without one, which reads.
      let torn = prefix.last != 0x0A && bytes[cut] != 0x0A
      let lenient = try LogReader(bytes: prefix, mode: .lenient)
      let readable = torn || prefix.last == 0x0A ? wholeLines : wholeLines + 1
      let records = Array(LogFixtures.records.prefix(readable))
      // A log cut before its first event holds nothing to read: refused, not read as empty.
      let empty = !records.contains { $0.event != nil }
      if empty {
        let error = #expect(throws: LogReadError.self) { try lenient.remainingRecords() }
        #expect(error?.kind == .noEvents, "cut at byte \(cut)")
      } else {
        #expect(try lenient.remainingRecords() == records)
      }
      #expect(lenient.skipped == (torn ? 1 : 0), "cut at byte \(cut)")
      #expect(lenient.errors.map(\.kind) == (torn ? [.tornLastLine] : []), "cut at byte \(cut)")
      let strict = readFailure(bytes: prefix)
      #expect(
        strict?.kind == (torn ? .tornLastLine : empty ? .noEvents : nil), "cut at byte \(cut)")
    }
  }

  @Test("a last line without a newline that parses is accepted")
  func lastLineWithoutNewline() throws {
    let text = String(LogFixtures.text.dropLast())
    #expect(try LogReader(text: text).remainingRecords() == LogFixtures.records)
  }

  @Test("lenient mode skips and counts bad records, keeps the first ten problems, never renumbers")
  func lenient() throws {
    let text = logText(
      LogFixtures.call(seq: 1),
      "",  // blank: skipped
      #"{"seq":2,"type":"call","t":0,"transition":null,"cause":null}"#,  // seq 2 lacks caller
      LogFixtures.call(seq: 3),  // follows the skipped 2: accepted
      LogFixtures.call(seq: 3),  // repeated: skipped
      "garbage",  // unreadable: might have been seq 4
      LogFixtures.call(seq: 5),  // the gap is the garbage line's: accepted
      LogFixtures.call(seq: 7),  // an unexplained gap: skipped
      LogFixtures.call(seq: 8),  // follows the skipped 7: accepted
      #"{"seq":9,"type":"warning","t":0,"transition":null,"cause":null,"participant":"nobody","#
        + #""code":"c","message":"m"}"#,
      LogFixtures.call(seq: 10)
    )
    let reader = try LogReader(text: text, path: "t.jsonl", mode: .lenient)
    var seqs: [Int] = []
    var lines: [Int] = []
    while let record = try reader.next() {
      if let event = record.event {
        seqs.append(event.seq)
        lines.append(reader.line)
      }
    }
    #expect(seqs == [1, 3, 5, 8, 10])
    #expect(lines == [4, 7, 10, 12, 14])
    #expect(reader.skipped == 6)
    #expect(
      reader.errors.map(\.description) == [
        "t.jsonl:5:1: blank line; every line of a Transit log holds one record",
        #"t.jsonl:6:1: call record is missing "receiver""#,
        "t.jsonl:8:8: expected seq 4, found 3",
        "t.jsonl:9:1: expected '{' to open a record (each line holds one JSON object), found 'g'",
        "t.jsonl:11:8: expected seq 6, found 7",
        #"t.jsonl:13:78: "participant" names participant "nobody", which no earlier participant record declares"#,
      ])
  }

  @Test("appending events to an array reads what next() returns, with the same lines and skips")
  func appendingEvents() throws {
    let text = logText(
      LogFixtures.call(seq: 1),
      "garbage",
      LogFixtures.call(seq: 3),
      #"{"type":"participant","id":"vc.late","class":"LateViewController","role":"other"}"#,
      LogFixtures.call(seq: 3),
      LogFixtures.call(seq: 4))
    for (text, mode) in [(LogFixtures.text, LogReader.Mode.strict), (text, .lenient)] {
      let returned = try LogReader(text: text, path: "t.jsonl", mode: mode)
      var expected: [(type: LogReader.RecordType, line: Int)] = []
      var expectedEvents: [Event] = []
      while let record = try returned.next() {
        switch record {
        case .header: expected.append((.header, returned.line))
        case .participant: expected.append((.participant, returned.line))
        case .event(let event):
          expected.append((.event, returned.line))
          expectedEvents.append(event)
        case .geometry: expected.append((.geometry, returned.line))
        }
      }
      let appending = try LogReader(text: text, path: "t.jsonl", mode: mode)
      var read: [(type: LogReader.RecordType, line: Int)] = []
      var events: [Event] = []
      while let type = try appending.next(appendingEventTo: &events) {
        read.append((type, appending.line))
      }
      #expect(read.map(\.type) == expected.map(\.type))
      #expect(read.map(\.line) == expected.map(\.line))
      #expect(events == expectedEvents)
      #expect(appending.recordCount == returned.recordCount)
      #expect(appending.skipped == returned.skipped)
      #expect(appending.errors == returned.errors)
    }
  }

  @Test(
    "lenient mode skips a cause that is not earlier and a second declaration, as it skips a bad seq"
  )
  func lenientConsistency() throws {
    let text = logText(
      #"{"type":"participant","id":"vc.home","class":"Impostor","role":"presentedViewController"}"#,
      LogFixtures.call(seq: 1),
      LogFixtures.call(seq: 2, cause: "3"),  // points forward: skipped, but seq 2 is used
      LogFixtures.call(seq: 3, cause: "2"),  // a cause skipped in lenient mode is still earlier
      LogFixtures.call(seq: 4, cause: "9223372036854775807")
    )
    let reader = try LogReader(text: text, path: "t.jsonl", mode: .lenient)
    let records = try reader.remainingRecords()
    #expect(records.compactMap(\.event).map(\.seq) == [1, 3])
    let participants = records.compactMap { record -> Participant? in
      if case .participant(let participant) = record { participant } else { nil }
    }
    #expect(participants.map(\.className) == ["UIKit", "Home"])
    #expect(reader.skipped == 3)
    #expect(
      reader.errors.map(\.description) == [
        #"t.jsonl:4:28: participant "vc.home" is already declared on line 3; each participant is declared once"#,
        #"t.jsonl:6:56: expected "cause" null or the seq of an earlier event (1), found 3"#,
        #"t.jsonl:8:56: expected "cause" null or the seq of an earlier event (1 to 3), found 9223372036854775807"#,
      ])
  }

  @Test("participant checks follow the value on each line, however it is spelt")
  func participantOnEachLine() throws {
    let receivers = ["vc.home", "vc.ghost", #"vc.\u0068ome"#, "vc.ghost", "vc.home", "uikit"]
    let lines = receivers.enumerated().map { index, receiver in
      #"{"seq":\#(index + 1),"type":"call","t":0,"transition":null,"cause":null,"#
        + #""caller":"uikit","receiver":"\#(receiver)","call":"f()"}"#
    }
    let reader = try LogReader(text: logText(lines), mode: .lenient)
    let calls = try reader.remainingRecords().compactMap(\.event?.call)
    #expect(calls.map(\.receiver) == ["vc.home", "vc.home", "vc.home", "uikit"])
    #expect(reader.skipped == 2)
    #expect(reader.errors.map(\.kind) == [.undeclaredParticipant, .undeclaredParticipant])
  }

  @Test("extreme seq numbers are reported, not trapped on")
  func extremeSeqs() throws {
    let text = logText(
      LogFixtures.call(seq: Int.max), LogFixtures.call(seq: Int.min), LogFixtures.call(seq: 1),
      LogFixtures.call(seq: 2))
    let reader = try LogReader(text: text, path: "t.jsonl", mode: .lenient)
    #expect(try reader.remainingRecords().compactMap(\.event?.seq) == [2])
    #expect(
      reader.errors.map(\.description) == [
        "t.jsonl:4:8: expected seq 1, found 9223372036854775807",
        "t.jsonl:5:8: expected seq 9223372036854775807, found -9223372036854775808",
        "t.jsonl:6:8: expected seq -9223372036854775807, found 1",
      ])
  }

  @Test("lenient mode keeps only the first ten problems but counts them all")
  func keptErrors() throws {
    let garbage = (1...25).map { "garbage \($0)" }
    let text = (LogFixtures.prefix + garbage + [LogFixtures.call(seq: 1)]).map { $0 + "\n" }
      .joined()
    let reader = try LogReader(text: text, mode: .lenient)
    #expect(try reader.remainingRecords().count == 4)
    #expect(reader.skipped == 25)
    #expect(reader.errors.count == LogReader.keptErrorLimit)
    #expect(reader.errors.last?.line == 13)
  }

  @Test("strict mode stops at the first problem")
  func strictStops() throws {
    let reader = try LogReader(text: logText("garbage", LogFixtures.call(seq: 1)))
    for _ in 0..<3 { _ = try reader.next() }
    #expect(throws: LogReadError.self) { try reader.next() }
    #expect(try reader.next() == nil)
  }

  @Test("200,000 records stream through a buffer far smaller than the file")
  func longLog() throws {
    let count = 200_000
    let file = try TemporaryFile(LogFixtures.longLog(events: count))
    let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as! Int
    #expect(size > 100 * 4096)
    let reader = try LogReader(path: file.path, chunkSize: 4096)
    var last: Event?
    var events = 0
    while let record = try reader.next() {
      if let event = record.event {
        events += 1
        last = event
      }
    }
    #expect(events == count)
    #expect(last?.seq == count)
    #expect(last?.cause == count - 1)
    #expect(last?.time == VirtualTime(microseconds: Int64(count) * 16_667))
    #expect(reader.line == count + 3)
    #expect(reader.recordCount == count + 3)
  }

  @Test("a log streams through a pipe while it is being written")
  func pipe() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(Foundation.pipe(&descriptors) == 0)
    defer { close(descriptors[0]) }
    // Ten times the pipe's buffer: the writer can only finish if the reader drains as it goes.
    let text = LogFixtures.longLog(events: 5_000)
    writeInBackground(Array(text.utf8), to: descriptors[1])
    let reader = try LogReader(fileDescriptor: descriptors[0], path: "pipe", chunkSize: 1024)
    #expect(try reader.remainingRecords().count == 5_003)
  }

  @Test("the path - reads standard input, which errors call <stdin>")
  func standardInput() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(Foundation.pipe(&descriptors) == 0)
    // Only this test touches standard input; it is put back before the test ends.
    let savedInput = dup(STDIN_FILENO)
    dup2(descriptors[0], STDIN_FILENO)
    close(descriptors[0])
    defer {
      dup2(savedInput, STDIN_FILENO)
      close(savedInput)
    }
    writeInBackground(Array(logText(LogFixtures.call(seq: 2)).utf8), to: descriptors[1])
    do {
      _ = try LogReader.readAll(path: "-")
      Issue.record("a bad log on standard input read without error")
    } catch {
      #expect(error.description == "<stdin>:4:8: expected seq 1, found 2")
    }
  }

  @Test("a log streams through a named FIFO opened by path")
  func fifo() throws {
    let folder = try TemporaryFile()
    let path = folder.path + ".fifo"
    #expect(mkfifo(path, 0o600) == 0)
    let text = LogFixtures.longLog(events: 5_000)
    let bytes = Array(text.utf8)
    Thread.detachNewThread {
      let descriptor = open(path, O_WRONLY)
      writeAll(bytes, to: descriptor)
    }
    #expect(try LogReader.readAll(path: path).count == 5_003)
  }
}

private func writeInBackground(_ bytes: [UInt8], to descriptor: Int32) {
  Thread.detachNewThread { writeAll(bytes, to: descriptor) }
}

/// Writes every byte, then closes the descriptor so the reader sees the end.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written <= 0 { break }
    offset += written
  }
  close(descriptor)
}
