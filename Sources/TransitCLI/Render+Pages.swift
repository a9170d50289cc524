import ArgumentParser
import Foundation
import TransitFiles
import TransitReporter
import TransitTrace

// Presets and pages: a PDF of many pages, or an SVG or PNG file per page.
extension Render {
  func validatePages() throws {
    if let preset, DiagramOptions.Preset(rawValue: preset) == nil {
      throw ValidationError("unknown --preset '\(preset)'; use slide or page")
    }
    if let pages, pages != "a4" && pages != "letter" {
      throw ValidationError("unknown --pages '\(pages)'; use a4 or letter")
    }
    if pages != nil && preset == "slide" {
      throw ValidationError("--preset slide has pages of its own (16:9); leave out --pages")
    }
    let drawn: [Format] = [.diagram(.svg), .diagram(.png), .diagram(.pdf)]
    if pages != nil || preset == "slide", !drawn.contains(format) {
      throw ValidationError(
        "--\(pages != nil ? "pages" : "preset slide") cuts SVG, PNG and PDF into pages; "
          + "\(format.title) is written whole")
    }
  }

  /// Draws every page and writes them: a PDF as one file, SVG and PNG as a file per page,
  /// `NAME-1.png`, `NAME-2.png`… (one page keeps the name as it is).
  func writePages(_ format: Graphviz.Format) throws {
    let records = try LenientReading.records(LogReader(path: path, mode: readingMode))
    try checkFocus(records)
    let options = options
    let diagram = DiagramBuilder.diagram(of: records, options: options)
    let files = try DiagramRenderer.drawnPages(diagram, format: format, options: options)
    guard files.count > 1 else {
      try write(files.first ?? [], scenario: diagram.title)
      return
    }
    let destination = output ?? defaultDestination(scenario: diagram.title)
    guard destination != "-" else {
      throw ValidationError(
        "the diagram is \(files.count) pages, a \(self.format.title) file each; give --output "
          + "a file name (NAME.\(self.format.fileExtension) becomes NAME-1…NAME-\(files.count)), "
          + "or ask for PDF, which holds every page")
    }
    let stem = (destination as NSString).deletingPathExtension
    let suffix = (destination as NSString).pathExtension
    for (index, file) in files.enumerated() {
      let name = "\(stem)-\(index + 1)" + (suffix.isEmpty ? "" : "." + suffix)
      // Numbered names are Transit's: never written through a link.
      try OutputFile.write(bytes: file, to: name, naming: output == nil ? .chosen : .chosenName)
      StandardError.write("\(VisibleText.escaped(path)) → \(VisibleText.escaped(name))\n")
    }
  }
}
