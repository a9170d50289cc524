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
/// are not thread-safe, so every call goes through `lock`; the context is created once, under it.
public enum Graphviz {
  /// The formats libgvc renders for Transit: its core SVG writer, and cairo's PNG and PDF.
  public enum Format: String, Sendable, CaseIterable {
    case svg
    case png
    case pdf
  }

  private static let lock = NSLock()
  /// The libgvc context, created on first use and kept for the life of the process: creating one
  /// loads the plugin configuration, which costs more than a small render.
  nonisolated(unsafe) private static var context: OpaquePointer?
  /// What Graphviz reported through `collectError` during the current call.
  nonisolated(unsafe) private static var messages = ""

  /// Renders pinned-position DOT to `format`, returning the bytes libgvc produced; a PDF's
  /// creation date is pinned (`PDFDates`), so the same DOT always gives the same bytes.
  ///
  /// Throws `GraphvizError` with Graphviz's own message when the DOT does not parse, the layout
  /// or the renderer fails, or the format's plugin is missing.
  ///
  /// The DOT is consumed: once parsed it is released, so a long diagram's text and Graphviz's
  /// graph of it are not held together.
  public static func render(dot: consuming String, format: Format) throws(GraphvizError)
    -> [UInt8]
  {
    lock.lock()
    defer { lock.unlock() }
    messages = ""
    let gvc = try sharedContext()

    // The corresponding C function is `agmemread`; it returns NULL on a syntax error, after
    // reporting it through the error handler.
    let parsed = dot.withCString { agmemread($0) }
    _ = consume dot
    guard let graph = parsed else { throw failure("parse the DOT") }
    defer { agclose(graph) }

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
    return format == .pdf ? PDFDates.pinned(bytes) : bytes
  }

  /// The Graphviz library's version, as `gvcVersion` reports it.
  public static var version: String {
    lock.lock()
    defer { lock.unlock() }
    guard let gvc = try? sharedContext(), let text = gvcVersion(gvc) else { return "unknown" }
    return String(cString: text)
  }

  /// The context, created under the lock on first use.
  private static func sharedContext() throws(GraphvizError) -> OpaquePointer {
    if let context { return context }
    // Warnings ("size too small for label") are Graphviz's business; only errors are reported,
    // and they go to `collectError` rather than to standard error.
    agseterr(AGERR)
    agseterrf(collectError)
    guard let created = gvContext() else {
      throw GraphvizError(operation: "create a Graphviz context", message: "gvContext failed")
    }
    context = created
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

/// A Graphviz failure, with the message Graphviz gave.
public struct GraphvizError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What Transit asked Graphviz to do.
  public var operation: String
  /// What Graphviz said.
  public var message: String

  public var description: String { "Graphviz could not \(operation): \(message)" }
}
