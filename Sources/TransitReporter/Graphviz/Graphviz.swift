import CGraphviz
import Foundation

/// Draws a DOT graph whose every position is pinned, in-process through Graphviz's libgvc.
///
/// The only file that imports `CGraphviz` (STYLE rule 17). The DOT comes from `DOTEmitter`, a pure
/// text builder; this file parses it (`agmemread`), positions it with the `nop2` layout engine
/// (what `neato -n2` does: node, edge and cluster positions are taken as given, in points, and
/// nothing is laid out) and renders it (`gvRenderData`). No `dot` process is started.
///
/// libgvc and cgraph keep global state (the parser, the error handler, the plugin registry) and
/// are not thread-safe, so every call goes through `lock`; the contexts are created once, under it.
///
/// Two contexts, because text is measured two ways. SVG is drawn by a context whose text layout
/// is Transit's own (`MonospaceTextLayout`): the layout already knows every label's width in
/// monospace cells, so asking pango again only costs time and memory (a third of the run and half
/// the peak at 5,000 records) and can disagree with the layout by a fraction of a point. PNG and
/// PDF are drawn by cairo, which needs pango's own measurement to set the glyphs, so they get
/// Graphviz's default context.
package enum Graphviz {
  /// The formats libgvc renders for Transit: its core SVG writer, and cairo's PNG and PDF.
  package enum Format: String, Sendable, CaseIterable {
    case svg
    case png
    case pdf
  }

  private static let lock = NSLock()
  /// The libgvc contexts by how they measure text, created on first use and kept for the life of
  /// the process: creating one loads the plugin configuration, which costs more than a small
  /// render.
  nonisolated(unsafe) private static var contexts: [TextMeasurement: OpaquePointer] = [:]
  /// What Graphviz reported through `collectError` during the current call.
  nonisolated(unsafe) private static var messages = ""

  /// What a render produced.
  package struct Drawing: Sendable {
    /// The file's bytes.
    package var bytes: [UInt8]
    /// The page, in points (the DOT's bounding box).
    package var width: Double
    package var height: Double
    /// For a PNG, the resolution it was drawn at: 96 dpi, or less for a page so large that
    /// cairo's largest bitmap (`largestBitmapSide`) could not hold it at 96. Nil for SVG and PDF.
    package var dotsPerInch: Double?

    /// Whether the PNG was drawn below its usual 96 dpi to fit.
    package var isReduced: Bool {
      (dotsPerInch ?? Graphviz.bitmapDotsPerInch) < Graphviz.bitmapDotsPerInch
    }
  }

  /// cairo draws a PNG at 96 pixels for 72 points.
  package static let bitmapDotsPerInch = 96.0
  /// The longest side of a bitmap Graphviz's cairo plugin draws (`CAIRO_XMAX`, `CAIRO_YMAX`).
  /// Past it the plugin scales the page down itself and prints a warning of its own, unnamed,
  /// on standard error; Transit sets the resolution that fits instead, and says so.
  package static let largestBitmapSide = 32767.0

  /// Renders pinned-position DOT to `format`, returning the bytes libgvc produced; a PDF's
  /// creation date is pinned (`PDFDates`), so the same DOT always gives the same bytes.
  ///
  /// Throws `GraphvizError` with Graphviz's own message when the DOT does not parse, the layout
  /// or the renderer fails, or the format's plugin is missing.
  package static func render(dot: consuming String, format: Format) throws(GraphvizError)
    -> [UInt8]
  {
    try draw(dot: dot, format: format).bytes
  }

  /// Renders pinned-position DOT to `format` (see `render(dot:format:)`), with the page's size
  /// and, for a PNG, the resolution it was drawn at.
  ///
  /// The DOT is consumed: once parsed it is released, so a long diagram's text and Graphviz's
  /// graph of it are not held together.
  package static func draw(
    dot: consuming String, format: Format, dotsPerInch requested: Double? = nil
  ) throws(GraphvizError) -> Drawing {
    lock.lock()
    defer { lock.unlock() }
    messages = ""
    let gvc = try sharedContext(format == .svg ? .transit : .pango)

    // The corresponding C function is `agmemread`; it returns NULL on a syntax error, after
    // reporting it through the error handler.
    let parsed = dot.withCString { agmemread($0) }
    _ = consume dot
    guard let graph = parsed else { throw failure("parse the DOT") }
    defer { agclose(graph) }

    let page = boundingBox(graph)
    var dotsPerInch: Double?
    if format == .png {
      let wanted = requested ?? bitmapDotsPerInch
      let longest = max(page.width, page.height) * wanted / 72
      let fitting =
        longest > largestBitmapSide
        ? (wanted * largestBitmapSide / longest * 100).rounded(.down) / 100
        : wanted
      dotsPerInch = fitting
      if fitting != bitmapDotsPerInch { setAttribute(graph, "dpi", "\(fitting)") }
    }

    guard gvLayout(gvc, graph, "nop2") == 0 else { throw failure("lay out the graph") }
    defer { gvFreeLayout(gvc, graph) }

    var data: UnsafeMutablePointer<CChar>?
    var length: UInt32 = 0
    guard gvRenderData(gvc, graph, format.rawValue, &data, &length) == 0, let data else {
      throw failure("render \(format.rawValue)")
    }
    defer { gvFreeRenderData(data) }
    let bytes = data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
      Array(UnsafeBufferPointer(start: $0, count: Int(length)))
    }
    // cairo stamps the time into a PDF; pinning it makes the same diagram the same bytes.
    return Drawing(
      bytes: format == .pdf ? PDFDates.pinned(bytes) : bytes, width: page.width,
      height: page.height, dotsPerInch: dotsPerInch)
  }

  /// Sets a graph attribute (`agsafeset`, which declares it when the DOT did not); cgraph copies
  /// both strings.
  private static func setAttribute(
    _ graph: UnsafeMutablePointer<Agraph_t>, _ name: String, _ value: String
  ) {
    var name = Array(name.utf8CString)
    var value = Array(value.utf8CString)
    var empty = Array("".utf8CString)
    name.withUnsafeMutableBufferPointer { name in
      value.withUnsafeMutableBufferPointer { value in
        empty.withUnsafeMutableBufferPointer { empty in
          _ = agsafeset(graph, name.baseAddress, value.baseAddress, empty.baseAddress)
        }
      }
    }
  }

  /// The graph's `bb` attribute (`llx,lly,urx,ury`, in points) as a size; zero when absent.
  private static func boundingBox(_ graph: UnsafeMutablePointer<Agraph_t>) -> (
    width: Double, height: Double
  ) {
    var name = Array("bb".utf8CString)
    let text = name.withUnsafeMutableBufferPointer { name in
      agget(graph, name.baseAddress).map { String(cString: $0) }
    }
    let corners = (text ?? "").split(separator: ",").compactMap { Double($0) }
    guard corners.count == 4 else { return (0, 0) }
    return (corners[2] - corners[0], corners[3] - corners[1])
  }

  /// The Graphviz library's version, as `gvcVersion` reports it.
  package static var version: String {
    lock.lock()
    defer { lock.unlock() }
    guard let gvc = try? sharedContext(.transit), let text = gvcVersion(gvc) else {
      return "unknown"
    }
    return String(cString: text)
  }

  /// How a context measures text.
  private enum TextMeasurement {
    /// Transit's monospace metrics, the layout's own (`MonospaceTextLayout`).
    case transit
    /// Graphviz's default: pango, through the plugin configuration.
    case pango
  }

  /// The context that measures text `measurement`'s way, created under the lock on first use.
  private static func sharedContext(_ measurement: TextMeasurement) throws(GraphvizError)
    -> OpaquePointer
  {
    if let context = contexts[measurement] { return context }
    // Warnings ("size too small for label") are Graphviz's business; only errors are reported,
    // and they go to `collectError` rather than to standard error.
    agseterr(AGERR)
    agseterrf(collectError)
    // `gvContextPlugins` installs the built-in libraries before the configured ones and keeps
    // each type's plugins ordered by quality, so Transit's text layout is chosen over pango's;
    // every other plugin (the SVG writer, the `nop2` layout) still loads on demand.
    let created =
      switch measurement {
      case .transit: gvContextPlugins(MonospaceTextLayout.builtins, 1)
      case .pango: gvContext()
      }
    guard let created else {
      throw GraphvizError(operation: "create a Graphviz context", message: "gvContext failed")
    }
    contexts[measurement] = created
    return created
  }

  /// The error for a failed step, carrying what Graphviz said about it.
  private static func failure(_ operation: String) -> GraphvizError {
    var message = messages.trimmingCharacters(in: .whitespacesAndNewlines)
    if message.isEmpty, let last = aglasterr() {
      message = String(cString: last).trimmingCharacters(in: .whitespacesAndNewlines)
      free(last)
    }
    return GraphvizError(
      operation: operation, message: message.isEmpty ? "Graphviz gave no reason" : message)
  }

  /// Graphviz's error handler (`agseterrf`): it receives each message in pieces, which are
  /// joined; it runs inside a locked call, so `messages` is never shared.
  private static let collectError: agusererrf = { text in
    if let text { Graphviz.messages += String(cString: text) }
    return 0
  }
}

/// Graphviz's `textlayout` plugin interface, implemented with Transit's monospace metrics.
///
/// Graphviz asks a text layout plugin for the size of every span of every label; it places
/// centred and right-aligned text, and a span that follows another on the same line, by those
/// sizes. Transit's layout sets every label in monospace cells (`TextMeasure`,
/// `SequenceLayout.Metrics.cellWidth`), so this plugin answers with the same arithmetic: what
/// Graphviz draws lines up with what the layout reserved, in any viewer's monospace font.
private enum MonospaceTextLayout {
  /// One cell's advance as a fraction of the font size: the layout's cell width at its size.
  static let advance: Double = {
    let metrics = SequenceLayout.Metrics()
    return metrics.cellWidth / metrics.fontSize
  }()

  /// The built-in plugin list for `gvContextPlugins`: Transit's library, then the terminator.
  ///
  /// Graphviz keeps pointers into these tables for the life of a context, and the context lives
  /// as long as the process, so they are allocated once and never freed.
  nonisolated(unsafe) static let builtins: UnsafePointer<lt_symlist_t> = {
    let engine = UnsafeMutablePointer<gvtextlayout_engine_t>.allocate(capacity: 1)
    engine.initialize(to: gvtextlayout_engine_t(textlayout: measure))
    let types = UnsafeMutablePointer<gvplugin_installed_t>.allocate(capacity: 2)
    // Quality decides between plugins of one type; Debian's config gives pango's 10 and gd's 2.
    types.initialize(
      to: gvplugin_installed_t(
        id: 0, type: UnsafePointer(strdup("textlayout")), quality: 100, engine: engine,
        features: nil))
    (types + 1).initialize(to: gvplugin_installed_t())
    let apis = UnsafeMutablePointer<gvplugin_api_t>.allocate(capacity: 2)
    apis.initialize(to: gvplugin_api_t(api: API_textlayout, types: types))
    (apis + 1).initialize(to: gvplugin_api_t())
    let library = UnsafeMutablePointer<gvplugin_library_t>.allocate(capacity: 1)
    library.initialize(to: gvplugin_library_t(packagename: strdup("transit"), apis: apis))
    let symbols = UnsafeMutablePointer<lt_symlist_t>.allocate(capacity: 2)
    // Graphviz installs a built-in whose name starts with "g" and contains "_LTX_library".
    symbols.initialize(
      to: lt_symlist_t(
        name: UnsafePointer(strdup("gvplugin_transit_LTX_library")), address: library))
    (symbols + 1).initialize(to: lt_symlist_t())
    return UnsafePointer(symbols)
  }()

  /// Sets a span's size the way the layout measured it; Graphviz calls it under `Graphviz.lock`.
  static let measure:
    @convention(c) (
      UnsafeMutablePointer<textspan_t>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> boolean = { span, _ in
      guard let span, let text = span.pointee.str, let font = span.pointee.font else { return 0 }
      let size = font.pointee.size
      span.pointee.size.x = Double(TextMeasure.cells(String(cString: text))) * advance * size
      // Heights and the centre-line offset as Graphviz's pango plugin sets them (the font size
      // times 1.1, rounded; a fifth of the size), so lines sit exactly where cairo sets them in
      // PNG and PDF. The layout offset only serves pango's own glyph drawing, which SVG never does.
      span.pointee.size.y = (size * 1.1).rounded()
      span.pointee.yoffset_layout = 0
      span.pointee.yoffset_centerline = 0.2 * size
      span.pointee.layout = nil
      span.pointee.free_layout = nil
      return 1
    }
}

/// A Graphviz failure, with the message Graphviz gave.
package struct GraphvizError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What Transit asked Graphviz to do.
  package var operation: String
  /// What Graphviz said.
  package var message: String

  package var description: String { "Graphviz could not \(operation): \(message)" }
}
