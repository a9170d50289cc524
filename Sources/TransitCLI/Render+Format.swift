import Foundation
import TransitReporter

extension Render {
  /// What `--format` can ask for: a diagram format, the step-through page, or the screen played
  /// as an animated GIF.
  enum Format: Equatable {
    case diagram(DiagramFormat)
    /// The self-contained HTML step-through page.
    case html
    /// The screen played on the virtual clock (`Render+Screen.swift`).
    case gif

    static let names = DiagramFormat.allCases.map(\.rawValue) + ["html", "gif"]

    init?(rawValue: String) {
      if rawValue == "html" {
        self = .html
      } else if rawValue == "gif" {
        self = .gif
      } else if let format = DiagramFormat(rawValue: rawValue) {
        self = .diagram(format)
      } else {
        return nil
      }
    }

    var fileExtension: String {
      switch self {
      case .diagram(let format): return format.fileExtension
      case .html: return "html"
      case .gif: return "gif"
      }
    }

    /// The format a file name's extension names, when it names one (`a.png`, `a.puml`).
    init?(extensionOf path: String) {
      let name = (path as NSString).lastPathComponent
      let suffix = (name as NSString).pathExtension.lowercased()
      guard !suffix.isEmpty else { return nil }
      let aliases = [
        "gv": "dot", "mermaid": "mmd", "pu": "puml", "plantuml": "puml", "htm": "html",
      ]
      let wanted = aliases[suffix] ?? suffix
      guard
        let format = (DiagramFormat.allCases.map(Format.diagram) + [.html, .gif]).first(where: {
          $0.fileExtension == wanted
        })
      else { return nil }
      self = format
    }

    /// How the format is named in messages: `SVG`, `Mermaid`, `the step-through page`.
    var title: String {
      switch self {
      case .diagram(.mermaid): return "Mermaid"
      case .diagram(.plantuml): return "PlantUML"
      case .diagram(.text): return "text"
      case .diagram(.chromeTrace): return "Chrome trace"
      case .diagram(let format): return format.rawValue.uppercased()
      case .html: return "HTML"
      case .gif: return "GIF"
      }
    }
  }
}
