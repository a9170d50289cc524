import FuzzSupport
import TransitChecker
import TransitReporter
import TransitTeaching
import TransitTrace

/// Fuzz target: everything a log goes through after the reader, as `transit check`, `render`,
/// `explain`, `exercise` and `grade` take it: the checker, the diagram in every text format and
/// as SVG through libgvc, the walkthrough, the step-through page, and an exercise with its key.
///
/// Beyond never trapping: Graphviz accepts every DOT Transit writes, and its SVG holds no link
/// and no image; a log that makes an exercise gives a key that grades all right; and an answer
/// sheet made of the same bytes is graded, or refused, without a trap.
@main
enum FuzzLogPipeline: FuzzTarget {
  static func fuzz(_ bytes: [UInt8]) {
    guard let reader = try? LogReader(bytes: bytes, path: "<fuzz>", mode: .lenient) else { return }
    guard let records = try? reader.remainingRecords() else { return }
    let text = records.map(RecordEncoder.line(for:)).joined()
    let report: CheckReport
    do {
      report = try Checker().check(text: text, path: "<fuzz>")
    } catch {
      // What the lenient reader kept, written again, is a log a strict reader may still
      // refuse for its seq gaps; nothing else.
      guard error.kind == .seqOutOfOrder || error.kind == .causeNotEarlier else {
        preconditionFailure("the checker refuses what the reader read: \(error)")
      }
      return
    }
    for format in [DiagramFormat.text, .mermaid, .plantuml, .dot, .svg] {
      do {
        let drawn = try DiagramRenderer.render(records, format: format)
        if format == .svg {
          let svg = String(decoding: drawn, as: UTF8.self)
          precondition(!svg.contains("<image") && !svg.contains("href="), "a link or image")
        }
      } catch {
        preconditionFailure("Graphviz refuses Transit's \(format) DOT: \(error)")
      }
    }
    _ = try? Explainer.explain(records: records, report: report)
    // The page draws the diagram again; once per small log is enough to reach its escaping.
    if bytes.count <= 2048 {
      do {
        let page = try StepPage.html(records, report: report)
        precondition(!page.contains("javascript:"), "a script link in the page")
      } catch {
        preconditionFailure("the page cannot be drawn: \(error)")
      }
    }
    guard let exercise = try? Exercise(records: records, source: "<fuzz>") else { return }
    do {
      let key = try AnswerFile.parse(exercise.answerKey(), path: "key.txt")
      let graded = try Grader.grade(key, against: exercise)
      precondition(graded.isAllRight, "the key is not right")
    } catch {
      preconditionFailure("the key does not grade: \(error)")
    }
    let sheet = String(decoding: bytes, as: UTF8.self)
    if let file = try? AnswerFile.parse(sheet, path: "sheet.txt") {
      _ = try? Grader.grade(file, against: exercise).report()
    }
  }

  static func seeds() -> [[UInt8]] {
    FuzzSeeds.contents(
      of: FuzzSeeds.files(under: "Traces", endingIn: [".jsonl"])
        + FuzzSeeds.files(under: "Tests", endingIn: [".jsonl"]), cutTo: maximumLength)
  }

  static let dictionary = [
    "\"seq\":", "\"cause\":", "\"transition\":", "\"call\":", "\"caller\":", "\"receiver\":",
    "\"state\":\"requested\"", "\"state\":\"began\"", "\"state\":\"ended\"",
    "\"percentComplete\":1e300", "\"kind\":\"present\"", "\"type\":\"view\"",
    "\"superview\":", "\"index\":", "\"type\":\"participant\"", "\\\"", "\\u0301", "\\\\G",
  ]
}
