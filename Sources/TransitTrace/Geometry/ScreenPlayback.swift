/// Plays a log's screen forward: the view hierarchy its `view` records build, how its geometry
/// records say each view looks, the finger, and the last event, at any moment or step.
///
///     var playback = ScreenPlayback(records: records)
///     playback.advance(to: VirtualTime(seconds: 0.8))
///     let snapshot = playback.snapshot()
///
/// Records are applied in file order, up to a time or through a step; it only moves forward,
/// so a renderer of many frames makes one playback and advances it.
public struct ScreenPlayback: Sendable {
  public let records: [Record]
  private var position = 0
  public private(set) var tree = ViewTree()
  public private(set) var geometry = ScreenGeometry()
  /// The last event applied: the step the screen stands at.
  public private(set) var lastEvent: Event?
  /// The last call or touch applied: what the screen's caption names.
  public private(set) var lastCall: Event?
  /// The views named as a transition's container view so far.
  public private(set) var containers: Set<String> = []
  /// The moment the screen shows.
  public private(set) var time = VirtualTime.zero

  public init(records: [Record]) {
    self.records = records
  }

  /// Whether the log has a geometry channel at all.
  public static func hasGeometry(_ records: [Record]) -> Bool {
    records.contains { $0.geometry != nil }
  }

  /// The time of the log's last event or geometry record.
  public static func endTime(of records: [Record]) -> VirtualTime {
    var end = VirtualTime.zero
    for record in records {
      if let time = record.event?.time ?? record.geometry?.time, time > end { end = time }
    }
    return end
  }

  /// The time of the next record not yet applied, if any.
  public var nextTime: VirtualTime? {
    var index = position
    while index < records.count {
      if let time = records[index].event?.time ?? records[index].geometry?.time { return time }
      index += 1
    }
    return nil
  }

  /// Whether anything moves at `time`: an animation plays.
  public func isMoving(at time: VirtualTime) -> Bool {
    geometry.hasMovingAnimation(at: time)
  }

  /// Applies every record up to `time`; the screen then shows `time`.
  public mutating func advance(to time: VirtualTime) {
    while position < records.count {
      let record = records[position]
      if let recordTime = record.event?.time ?? record.geometry?.time, recordTime > time { break }
      apply(record)
    }
    if time > self.time { self.time = time }
  }

  /// Applies the records through the event numbered `seq`, and the geometry after it that
  /// happened within it; the screen then shows the moment of the last of them.
  public mutating func advance(throughSeq seq: Int) {
    while position < records.count {
      let record = records[position]
      if let event = record.event, event.seq > seq { break }
      apply(record)
    }
  }

  private mutating func apply(_ record: Record) {
    position += 1
    switch record {
    case .header, .participant:
      break
    case .event(let event):
      lastEvent = event
      switch event.body {
      case .call, .gesture: lastCall = event
      default: break
      }
      if event.time > time { time = event.time }
      switch event.body {
      case .view(let change): _ = tree.apply(change)
      case .transition(let change):
        if let container = change.container { containers.insert(container) }
      default: break
      }
    case .geometry(let geometry):
      self.geometry.apply(geometry)
      if geometry.time > time { time = geometry.time }
    }
  }

  /// What the screen shows now.
  public func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(playback: self)
  }
}

/// What the screen shows at one moment: the window's views back to front, each with where it is
/// and how it looks, and the finger.
public struct ScreenSnapshot: Sendable {
  /// One view, placed in the window.
  public struct Box: Sendable {
    public var id: String
    public var viewClass: String?
    /// The view's short label: its id, or its class for an id Transit made up (`view.3`).
    public var label: String
    /// How deep in the window's tree: 0 for the window.
    public var depth: Int
    /// The index of its superview's box, or nil for the window.
    public var parent: Int?
    public var appearance: ViewAppearance
    /// Maps the view's bounds coordinates into the window's.
    public var toWindow: ScreenTransform
    /// Its alpha times its superviews'.
    public var opacity: Double
    /// The boxes whose bounds clip it, nearest first.
    public var clippedBy: [Int]
    /// Whether a transition named it as its container view.
    public var isContainer: Bool
  }

  public var time: VirtualTime
  /// The window's size, in points.
  public var width: Double
  public var height: Double
  /// The window's views, depth first and back to front; hidden views and their subviews are
  /// left out.
  public var boxes: [Box]
  /// The finger's last record, if any.
  public var finger: Finger?
  /// The last event.
  public var event: Event?

  init(playback: ScreenPlayback) {
    let time = playback.time
    let geometry = playback.geometry
    self.time = time
    finger = geometry.finger
    event = playback.lastEvent
    let window = geometry.appearance(of: ViewTree.windowID, at: time)
    width = window[.width]
    height = window[.height]
    var boxes: [Box] = []
    // Depth first, with each view's parent box and the clips above it.
    var stack: [(id: String, parent: Int?, depth: Int)] = [(ViewTree.windowID, nil, 0)]
    while let (id, parent, depth) = stack.popLast() {
      let appearance = geometry.appearance(of: id, at: time)
      if appearance.isHidden { continue }
      let local = Self.localTransform(appearance)
      let parentBox = parent.map { boxes[$0] }
      let node = playback.tree.node(id)
      var clips = parentBox?.clippedBy ?? []
      if let parent, let parentBox, parentBox.appearance.clipsToBounds {
        clips.insert(parent, at: 0)
      }
      boxes.append(
        Box(
          id: id, viewClass: node?.viewClass, label: Self.label(id: id, viewClass: node?.viewClass),
          depth: depth, parent: parent, appearance: appearance,
          toWindow: parentBox.map { local.concatenating($0.toWindow) } ?? local,
          opacity: (parentBox?.opacity ?? 1) * min(max(appearance.alpha, 0), 1), clippedBy: clips,
          isContainer: playback.containers.contains(id)))
      let index = boxes.count - 1
      for child in playback.tree.subviews(of: id).reversed() {
        stack.append((child, index, depth + 1))
      }
    }
    self.boxes = boxes
  }

  /// Maps a view's bounds coordinates into its superview's: its bounds' centre to its centre,
  /// through its transform (about the centre, the default anchor point).
  public static func localTransform(_ appearance: ViewAppearance) -> ScreenTransform {
    let bounds = appearance.bounds
    return ScreenTransform(
      a: 1, b: 0, c: 0, d: 1, tx: -(bounds.x + bounds.width / 2),
      ty: -(bounds.y + bounds.height / 2)
    ).concatenating(appearance.transform).concatenating(
      ScreenTransform(a: 1, b: 0, c: 0, d: 1, tx: appearance[.centerX], ty: appearance[.centerY]))
  }

  /// A view's label: its id, unless Transit made the id up (`view.3`), then its class.
  public static func label(id: String, viewClass: String?) -> String {
    let generic = id.hasPrefix("view.") && id.dropFirst(5).allSatisfy { $0.isNumber || $0 == "." }
    return generic ? (viewClass ?? id) : id
  }

  /// The smallest window rectangle that holds `box`'s bounds.
  public func frameInWindow(_ box: Box) -> ScreenRect {
    let bounds = box.appearance.bounds
    let corners = [
      ScreenPoint(x: bounds.x, y: bounds.y),
      ScreenPoint(x: bounds.x + bounds.width, y: bounds.y),
      ScreenPoint(x: bounds.x, y: bounds.y + bounds.height),
      ScreenPoint(x: bounds.x + bounds.width, y: bounds.y + bounds.height),
    ].map(box.toWindow.apply)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return ScreenRect(
      x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}
