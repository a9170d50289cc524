import CYaml

/// How much a scenario file's YAML holds once its aliases are resolved, measured from libyaml's
/// events before Yams composes the file.
///
/// An alias repeats the node its anchor names, so a few lines can stand for a tree of any size
/// (`&a [x, x]`, `&b [*a, *a]`, … doubles at each line), and whatever walks or hashes that tree
/// takes time in proportion to it, not to the file. Yams itself hashes every key of a mapping to
/// find duplicates, descending into a key that is a list or a mapping, so 400 bytes of keys that
/// repeat each other took seconds, and each further line ten times longer, before the reader saw
/// a node. So the file is refused, at the alias that passes it, once its size with every alias
/// counted as what it repeats exceeds `ScenarioFile.maximumExpansion(ofBytes:)`: a node counts
/// one, and a scalar one more per byte of its text. A file without aliases holds at most about
/// one and a half of these per byte (an escape as `"\L"` writes three bytes of text with two),
/// so only aliases ever reach the cap.
package enum YAMLExpansion {
  /// Where the alias that passes `limit` is (1-based, the column in characters, as Yams
  /// counts); nil when the file stays within it, or when libyaml finds it malformed (Yams then
  /// reports that, in its own words).
  package static func excess(of bytes: [UInt8], limit: Int) -> (line: Int, column: Int)? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return nil }
    defer { yaml_parser_delete(&parser) }
    return bytes.withUnsafeBufferPointer { buffer in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      return walk(&parser, limit: limit)
    }
  }

  private static func walk(_ parser: inout yaml_parser_t, limit: Int) -> (line: Int, column: Int)? {
    // The size of each anchored node, by anchor; a later anchor of the same name replaces an
    // earlier one, as Yams resolves it.
    var anchors: [[UInt8]: Int] = [:]
    // The open lists and mappings, each with its anchor and its size so far.
    var open: [(anchor: [UInt8]?, size: Int)] = []
    var total = 0
    var event = yaml_event_t()
    while yaml_parser_parse(&parser, &event) == 1 {
      defer { yaml_event_delete(&event) }
      // The node the event ends, if it ends one.
      var node: (anchor: [UInt8]?, size: Int)?
      switch event.type {
      case YAML_STREAM_END_EVENT:
        return nil
      case YAML_SCALAR_EVENT:
        let scalar = event.data.scalar
        node = (name(scalar.anchor), 1 + Int(scalar.length))
        total += 1 + Int(scalar.length)
      case YAML_ALIAS_EVENT:
        // An alias of an anchor not yet given is Yams' error to report.
        let size = name(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1
        node = (nil, size)
        total += size
      case YAML_SEQUENCE_START_EVENT:
        open.append((name(event.data.sequence_start.anchor), 1))
        total += 1
      case YAML_MAPPING_START_EVENT:
        open.append((name(event.data.mapping_start.anchor), 1))
        total += 1
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        node = open.popLast()
      default:
        continue
      }
      if total > limit {
        let mark = event.start_mark
        return (Int(mark.line) + 1, Int(mark.column) + 1)
      }
      guard let node else { continue }
      if let anchor = node.anchor { anchors[anchor] = node.size }
      if !open.isEmpty { open[open.count - 1].size += node.size }
    }
    return nil
  }

  private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> [UInt8]? {
    guard let anchor else { return nil }
    var count = 0
    while anchor[count] != 0 { count += 1 }
    return Array(UnsafeBufferPointer(start: anchor, count: count))
  }
}
