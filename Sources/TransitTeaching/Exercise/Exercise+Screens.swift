import TransitReporter
import TransitTrace

// The exercise with the screen beside each blank: one HTML page, its images inline, for a
// learner who places a call by what it does to the screen as well as by where it comes.
extension Exercise {
  /// How large the screens beside the blanks are drawn: image pixels per point.
  package static let screenScale = 0.3

  /// The worksheet as a page: the blanked diagram's rows in order, beside each blank the screen
  /// after its record (and what the call set within it), then the shuffled list. Nil for a log
  /// without geometry, which has no screen to show.
  ///
  /// The page is self-contained: its images are PNGs in `data:` addresses, and a content
  /// security policy forbids loading anything else.
  package func screensPage(records: [Record], answerSheet name: String) -> String? {
    guard ScreenPlayback.hasGeometry(records) else { return nil }
    let blanked = Set(blanks.map(\.seq))
    var playback = ScreenPlayback(records: records)
    let painter = ScreenPainter(scale: Self.screenScale, caption: false)
    var rows = ""
    for row in diagram.rows {
      let who = row.columns.map { diagram.columns[$0].id }.joined(separator: " \u{2192} ")
      let isBlank = blanked.contains(row.seq) && row.style != .reply
      rows += "<tr\(isBlank ? " class=\"blank\"" : "")><td class=\"seq\">\(row.seqText)</td>"
      rows += "<td class=\"who\">\(Self.html(who))</td><td class=\"call\">\(Self.html(row.text))"
      rows += "</td><td class=\"screen\">"
      if isBlank {
        playback.advance(throughSeq: row.seq)
        let image = PNGEncoder.png(
          painter.paint(playback.snapshot(), caption: "", budget: ScreenExport.pixelBudget))
        rows += "<img alt=\"the screen after seq \(row.seq)\" src=\"data:image/png;base64,"
        rows += Self.base64(image) + "\">"
      }
      rows += "</td></tr>\n"
    }
    var list = ""
    for choice in choices {
      list += "<li><b>\(Self.html(choice.label))</b> \(Self.html(choice.call.rawValue))</li>\n"
    }
    let title = Self.html(VisibleText.escaped(self.title))
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; \
      style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">
      <meta name="generator" content="Transit">
      <title>\(title) &#x2014; Transit exercise</title>
      <style>
      body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #1f2328; }
      table { border-collapse: collapse; }
      td { padding: 3px 10px; border-top: 1px solid #d0d7de; vertical-align: top; }
      td.seq { text-align: right; color: #57606a; font-variant-numeric: tabular-nums; }
      td.who, td.call, li { font-family: "DejaVu Sans Mono", monospace; font-size: 12.5px; }
      tr.blank td.call { font-weight: 700; }
      td.screen img { display: block; border-radius: 6px; }
      </style>
      </head>
      <body>
      <h1>Transit exercise: \(title), \(Self.html(scope))</h1>
      <p>Each blank row reads ________; beside it is the screen just after its call. Write the \
      letter of the call that goes there after the blank's seq in \(Self.html(name)), then \
      check with <code>\(Self.html(gradeCommand(sheet: name)))</code>.</p>
      <table>
      \(rows)</table>
      <h2>Calls to place</h2>
      <ul>
      \(list)</ul>
      </body>
      </html>

      """
  }

  /// `text` with HTML's special characters written as references; plain ASCII otherwise.
  static func html(_ text: String) -> String {
    var out = ""
    for scalar in VisibleText.escaped(text).unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default:
        if scalar.value < 0x80 {
          out.unicodeScalars.append(scalar)
        } else {
          out += "&#x" + String(scalar.value, radix: 16) + ";"
        }
      }
    }
    return out
  }

  /// `bytes` in base64 (RFC 4648).
  static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var out = ""
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let first = Int(bytes[index])
      let second = index + 1 < bytes.count ? Int(bytes[index + 1]) : 0
      let third = index + 2 < bytes.count ? Int(bytes[index + 2]) : 0
      let word = first << 16 | second << 8 | third
      out.append(alphabet[word >> 18 & 63])
      out.append(alphabet[word >> 12 & 63])
      out.append(index + 1 < bytes.count ? alphabet[word >> 6 & 63] : "=")
      out.append(index + 2 < bytes.count ? alphabet[word & 63] : "=")
      index += 3
    }
    return out
  }
}
