import Testing
import TransitChecker
import TransitTrace

/// The checker reads no geometry, but it refuses a damaged geometry record as every other
/// command does: with the error, line and column reading the log gives (`render`'s), whether
/// the log is read on a thread of its own or in line.
@Suite("A damaged geometry record stops the check with the reader's error")
struct DamagedGeometryTests {
  private static let prefix = [
    #"{"type":"header","schema":"transit.log","version":1,"scenario":"s","engine":"e"}"#,
    #"{"type":"participant","id":"uikit","class":"UIKit","role":"uikit"}"#,
    #"{"type":"participant","id":"vc.home","class":"Home","role":"presentingViewController"}"#,
    #"{"seq":1,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
      + #""receiver":"vc.home","call":"viewDidLoad()"}"#,
  ]

  /// Damaged records, each with the error `transit check` and `transit render` gave for it
  /// before the checker stopped building geometry (measured with both).
  private static let cases: [(line: String, error: String)] = {
    let set = #"{"type":"set","t":0.5,"view":"card","frame":"#
    return [
      (set + "[20,01,104,104]}", "5:50: expected ',' or ']' after an array element, found '1'"),
      (set + "[20,1.,104,104]}", "5:51: expected a digit after '.', found ','"),
      (set + "[20,104,104]}", #"5:45: "frame" must be [x, y, width, height], found 3 numbers"#),
      (
        set + "[20,104,104,1e999]}",
        #"5:57: "frame" element is out of range: a number of at most 1.7e308 is expected, "#
          + "found 1e999"
      ),
      (set + "[20, 104,104,x]}", "5:58: expected a value, found 'x'"),
      (
        set + "[20,104,104,5]",
        "5:59: expected ',' or '}' after an object member, found the end of the line"
      ),
      (
        set + #"[20,104,104,5],"from":{"frame":[1,2,3]}}"#,
        #"5:76: "frame" must be [x, y, width, height], found 3 numbers"#
      ),
      (
        set + #"[20,104,104,5],"from":{"frame":[1,2,3,-]}}"#,
        "5:84: expected a digit after '-', found ']'"
      ),
      (
        set + #"[20,104,104,5],"from":{"alpha":[1]}}"#,
        #"5:76: "alpha" must be a number, found array"#
      ),
      (
        #"{"type":"set","t":0.5,"view":7,"frame":[0,0,1,1]}"#,
        #"5:30: "view" must be a string, found number"#
      ),
      (
        #"{"type":"set","t":0.5,"view":"card","alpha":0.5,"alpha":1}"#,
        #"5:49: duplicate field "alpha" in the set record"#
      ),
      (
        ##"{"type":"set","t":0.5,"view":"card","backgroundColor":"#ff"}"##,
        ##"5:55: "backgroundColor" must be a colour "#rrggbb" or "#rrggbbaa", found "#ff""##
      ),
      (
        #"{"type":"finger","t":1,"state":"lifted","location":[1,2]}"#,
        #"5:32: unknown finger phase "lifted"; expected one of began, moved, ended, cancelled"#
      ),
      (
        #"{"type":"finger","t":1,"state":"moved","location":[1]}"#,
        #"5:51: "location" must be an array of two numbers [x, y], found 1 numbers"#
      ),
      (
        #"{"type":"animation","t":1,"animation":2,"duration":0.3,"curve":"bouncy"}"#,
        #"5:64: unknown curve "bouncy"; expected a curve: linear, easeIn, easeOut, "#
          + #"easeInOut, [x1,y1,x2,y2] or {"damping":d,"velocity":v}"#
      ),
      (
        #"{"type":"timing","t":1,"animation":2,"removed":1}"#,
        #"5:48: "removed" must be a boolean, found number"#
      ),
      (#"{"type":"timing","t":1}"#, #"5:1: timing record is missing "animation""#),
    ]
  }()

  @Test("check gives the error reading gives, as before, read ahead or in line")
  func sameError() {
    for (line, error) in Self.cases {
      let text = (Self.prefix + [line]).map { $0 + "\n" }.joined()
      let expected = "d.jsonl:" + error
      var read: String?
      do {
        _ = try LogReader(text: text, path: "d.jsonl").remainingRecords()
      } catch {
        read = error.description
      }
      #expect(read == expected, "reading \(line)")
      for readingAhead in [true, false] {
        var checked: String?
        do {
          _ = try Checker().check(text: text, path: "d.jsonl", readingAhead: readingAhead)
        } catch {
          checked = error.description
        }
        #expect(checked == expected, "checking \(line), reading ahead: \(readingAhead)")
      }
    }
  }
}
